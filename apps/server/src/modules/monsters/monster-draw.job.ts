import { z } from 'zod';
import { defineJob } from '../../jobs/job-definition.js';
import { failMonster, finishMonster } from './monster-build.js';
import { paintMonster } from './monster-picture.js';
import { findMonster } from './monsters.repo.js';

// Draws a BUILDING monster's picture and finishes it. The picture is a recorded step, so a
// retry after a crash stores nothing twice; after the last attempt the monster fails and its
// credits come back (onFailed, idempotent).

export const DrawMonsterPayload = z.object({ monsterId: z.string() });

export const drawMonsterJob = defineJob({
  name: 'monster.draw',
  payload: DrawMonsterPayload,
  maxAttempts: 3,
  backoffMs: 2_000,
  timeoutMs: 3 * 60_000,
  priority: 40,
  handler: async ({ monsterId }, ctx) => {
    const { services } = ctx;
    const monster = await findMonster(services.db, monsterId);
    if (monster?.status !== 'BUILDING') return;
    const imageKey = await ctx.step('picture', () => paintMonster(services, monster, ctx.signal));
    await finishMonster(services, monsterId, imageKey);
  },
  onFailed: async ({ monsterId }, ctx) => failMonster(ctx.services, monsterId, ctx.error),
});
