import { HealthResponseSchema } from '@monstory/contracts/health';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getHealth } from './health.service.js';

// The pattern every module copies: a plugin registered under the /api prefix in app.ts, with
// request and response schemas from @monstory/contracts, delegating to its service.
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      config: { access: 'public' },
      schema: { response: { 200: HealthResponseSchema, 503: HealthResponseSchema } },
    },
    async (_request, reply) => {
      const health = await getHealth(app);
      return reply.code(health.status === 'ok' ? 200 : 503).send(health);
    },
  );
};
