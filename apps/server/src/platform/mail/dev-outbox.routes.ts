import {
  DevOutboxQuerySchema,
  DevOutboxResponseSchema,
  type OutboxMail,
} from '@monstory/contracts/dev-outbox';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { outboxMailsFor } from './outbox-mails.js';

/**
 * GET /api/dev/outbox?to=<email>: the outbox's latest mails for an address. Registered only
 * outside production (app.ts): e2e journeys and people without SMTP read their links here.
 */
export const devOutboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dev/outbox',
    {
      config: { access: 'public' },
      schema: { querystring: DevOutboxQuerySchema, response: { 200: DevOutboxResponseSchema } },
    },
    async (request): Promise<OutboxMail[]> => outboxMailsFor(app.db, request.query.to),
  );
};
