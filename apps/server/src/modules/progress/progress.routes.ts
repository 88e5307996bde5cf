import { MedalsResponseSchema, StatisticsSchema } from '@monstory/contracts/gamification';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../platform/auth/caller.js';
import { getMedals, getStatistics } from './progress.service.js';

// Statistics and medals (docs/product.md#medals). A guest has them too (they move to the account when the
// guest registers); a registered user with an unverified email is refused, as elsewhere.

export const progressRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/profile/statistics',
    { schema: { response: { 200: StatisticsSchema } } },
    async (request) => getStatistics(app, callerOf(request).user.id),
  );

  app.get(
    '/profile/medals',
    { schema: { response: { 200: MedalsResponseSchema } } },
    async (request) => getMedals(app, callerOf(request).user.id),
  );
};
