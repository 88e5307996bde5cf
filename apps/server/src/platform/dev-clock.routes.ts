import { DevClockRequestSchema, DevClockResponseSchema } from '@monstory/contracts/dev-clock';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AdjustableClock } from './clock.js';

/** Registered only when NODE_ENV is `test` (app.ts): production time never moves. */
export function devClockRoutes(clock: AdjustableClock): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/dev/clock',
      {
        config: { access: 'public' },
        schema: { body: DevClockRequestSchema, response: { 200: DevClockResponseSchema } },
      },
      async (request) => {
        clock.advance(request.body.advanceMs);
        return { now: clock.now().toISOString() };
      },
    );
  };
}
