import { MedalsResponseSchema, StatisticsSchema } from '@monstory/contracts/gamification';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../platform/auth/caller.js';
import { getMedals, getStatistics } from './progress.service.js';

// Statistics and medals (docs/product.md#medals), each child's own. A guest has them too (they move to the account when the
// guest registers); a registered user with an unverified email is refused, as elsewhere.

function childOf(request: FastifyRequest) {
  const { user, child } = callerOf(request);
  return { userId: user.id, childId: child.id };
}

export const progressRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/profile/statistics',
    { schema: { response: { 200: StatisticsSchema } } },
    async (request) => getStatistics(app.services, childOf(request)),
  );

  app.get(
    '/profile/medals',
    { schema: { response: { 200: MedalsResponseSchema } } },
    async (request) => getMedals(app.services, childOf(request)),
  );
};
