import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../platform/app-error.js';

export const EchoBodySchema = z.object({
  name: z.string().min(1),
  age: z.number().int().min(0),
  nested: z.object({ flag: z.boolean() }).optional(),
});

/** Routes that exist only in tests, to drive the error handler through each kind of failure. */
export const testRoutes: FastifyPluginAsyncZod = async (app) => {
  // They test the error handler, not access: open to anyone.
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, access: 'public' };
  });
  app.post(
    '/echo',
    { schema: { body: EchoBodySchema, response: { 200: EchoBodySchema } } },
    async (request) => request.body,
  );
  app.get(
    '/search',
    {
      schema: {
        querystring: z.object({ page: z.coerce.number().int().min(1), q: z.string().max(50) }),
        response: { 200: z.object({ page: z.number() }) },
      },
    },
    async (request) => ({ page: request.query.page }),
  );
  app.get('/items/:id', { schema: { params: z.object({ id: z.uuid() }) } }, async () => ({}));
  app.get('/credits', async () => {
    throw new AppError('NOT_ENOUGH_CREDITS', 'You need more credits.', {
      details: { creditsNeeded: 3 },
    });
  });
  app.get('/boom', async () => {
    throw new Error('connection string postgres://secret@db');
  });
  app.get('/internal', async () => {
    throw new AppError('INTERNAL', 'query failed: select secret', { details: { sql: 'x' } });
  });
  app.get(
    '/bad-response',
    { schema: { response: { 200: z.object({ ok: z.literal(true) }) } } },
    async () => ({ ok: 'yes' }) as unknown as { ok: true },
  );
  app.get('/limited', { config: { rateLimit: { max: 2, timeWindow: '1 minute' } } }, async () => ({
    ok: true,
  }));
};
