import { toDbTime } from '../../db/columns.js';
import { AppError } from '../../platform/app-error.js';
import { failMonster } from './monster-build.js';
import { drawMonsterJob } from './monster-draw.job.js';
import { monstersStillBuilding } from './monsters.repo.js';
import type { ServiceContext } from '../../platform/service-context.js';

// Starting a monster's drawing after the transaction that paid for it. The job key makes a
// second start a no-op, which lets the sweep at start-up queue any drawing whose start was lost
// (the process died between the commit and the enqueue).

export async function startDrawing(ctx: ServiceContext, monsterId: string): Promise<void> {
  try {
    await ctx.jobs.enqueue(drawMonsterJob, { monsterId }, { jobKey: monsterId });
  } catch (error) {
    // The charge must not stay without a job to earn it.
    const cause = error instanceof Error ? error : new Error(String(error));
    await failMonster(ctx, monsterId, cause);
    throw new AppError(
      'SERVICE_UNAVAILABLE',
      'The monster could not be started. Please try again.',
      {
        cause,
      },
    );
  }
}

const STALE_AFTER_MS = 60_000;

/** Queues (again, idempotently) the drawing of every monster that has waited a minute for one. */
export async function resumeBuildingMonsters(ctx: ServiceContext): Promise<number> {
  const before = toDbTime(new Date(ctx.clock.now().getTime() - STALE_AFTER_MS));
  const monsters = await monstersStillBuilding(ctx.db, before);
  for (const monster of monsters) {
    await ctx.jobs.enqueue(drawMonsterJob, { monsterId: monster.id }, { jobKey: monster.id });
  }
  return monsters.length;
}
