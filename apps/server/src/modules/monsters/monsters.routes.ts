import {
  CreateMonsterRequestSchema,
  CreateMonsterResponseSchema,
  MonsterListResponseSchema,
  MonsterParamsSchema,
  MonsterSchema,
  ProfileMonsterResponseSchema,
} from '@monstory/contracts/gamification';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../platform/auth/caller.js';
import { createMonster } from './monster-create.service.js';
import { drawMonsterJob } from './monster-draw.job.js';
import { resumeBuildingMonsters } from './monster-start.js';
import { deleteMonster, getProfileMonster, listMonsters, useMonster } from './monsters.service.js';

// Monsters (docs/product.md#monsters): the profile monster and building one are for any guest or
// verified user (the default access; a guest has no credits and gets the purchase refusal);
// My monsters — the list, choosing and deleting — is not for guests (docs/product.md#route-table).

export const monstersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.jobs.register(drawMonsterJob);
  app.addHook('onReady', async () => {
    const resumed = await resumeBuildingMonsters(app.services).catch((error: unknown) => {
      app.log.error({ err: error }, 'could not resume monsters that were being built');
      return 0;
    });
    if (resumed > 0) app.log.info({ resumed }, 'resumed monsters that were waiting for a job');
  });
  const verified = { config: { access: 'verified' as const } };

  app.get(
    '/profile/gamification/monster',
    { schema: { response: { 200: ProfileMonsterResponseSchema } } },
    async (request) => ({ monster: await getProfileMonster(app.services, callerOf(request)) }),
  );

  app.post(
    '/profile/gamification/monster',
    {
      schema: { body: CreateMonsterRequestSchema, response: { 202: CreateMonsterResponseSchema } },
    },
    async (request, reply) => {
      const monster = await createMonster(
        app.services,
        callerOf(request),
        request.body.description,
      );
      return reply.code(202).send(monster);
    },
  );

  app.get(
    '/profile/gamification/monsters',
    { ...verified, schema: { response: { 200: MonsterListResponseSchema } } },
    async (request) => ({ monsters: await listMonsters(app.services, callerOf(request)) }),
  );

  app.post(
    '/profile/gamification/monsters/:id/use',
    { ...verified, schema: { params: MonsterParamsSchema, response: { 200: MonsterSchema } } },
    async (request) => useMonster(app.services, callerOf(request), request.params.id),
  );

  app.delete(
    '/profile/gamification/monsters/:id',
    { ...verified, schema: { params: MonsterParamsSchema } },
    async (request, reply) => {
      await deleteMonster(app.services, callerOf(request).user, request.params.id);
      return reply.code(204).send();
    },
  );
};
