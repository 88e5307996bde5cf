import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error.js';

// No text in the product may hold a NUL character, and PostgreSQL refuses to store one: a NUL
// in a path parameter or a JSON string reached a query and answered 500. Refused here, before
// validation, for every route; raw bodies (webhooks, the identity bridge) are left to their
// handlers.

export const NUL_MESSAGE = 'The request holds a NUL character, which no text here may contain.';

/** True when a string, or any key or string inside arrays and objects, holds a NUL. */
export function containsNul(value: unknown): boolean {
  // A stack, not recursion: a body may be nested thousands of levels deep.
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const item = stack.pop();
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return true;
    } else if (Array.isArray(item)) {
      for (const entry of item) stack.push(entry);
    } else if (typeof item === 'object' && item !== null && !ArrayBuffer.isView(item)) {
      for (const [key, entry] of Object.entries(item)) {
        if (key.includes('\u0000')) return true;
        stack.push(entry);
      }
    }
  }
  return false;
}

export function registerNulGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    if (containsNul(request.params) || containsNul(request.query) || containsNul(request.body)) {
      throw new AppError('BAD_REQUEST', NUL_MESSAGE);
    }
  });
}
