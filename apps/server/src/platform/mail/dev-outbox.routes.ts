import {
  DevOutboxQuerySchema,
  DevOutboxResponseSchema,
  type OutboxMail,
} from '@monstory/contracts/dev-outbox';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { linksIn } from './mail-links.js';
import { latestOutboxMails } from './outbox.repo.js';

const LIMIT = 20;

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
    async (request): Promise<OutboxMail[]> => {
      const rows = await latestOutboxMails(app.db, request.query.to.toLowerCase(), LIMIT);
      return rows.map((row) => ({
        id: row.id,
        to: row.recipient,
        subject: row.subject,
        text: row.text,
        html: row.html,
        createdAt: row.created_at,
        links: linksIn(row.text),
      }));
    },
  );
};
