import { CreditsSummarySchema } from '@monstory/contracts/payments';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../platform/auth/caller.js';
import { creditsSummary } from './credits-summary.service.js';

// GET /api/credits: a guest has a balance too (the studio shows it), so the default access.
export const creditsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/credits', { schema: { response: { 200: CreditsSummarySchema } } }, async (request) =>
    creditsSummary(app.services, callerOf(request).user.id),
  );
};
