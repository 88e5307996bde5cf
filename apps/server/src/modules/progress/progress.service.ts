import {
  MEDALS,
  MedalMetric,
  type MedalsResponse,
  type Statistics,
} from '@monstory/contracts/gamification';
import type { ServiceContext } from '../../platform/service-context.js';
import { earnedMedals } from './progress.repo.js';
import { statisticsOf, type ChildOfAccount } from './statistics.js';

// GET /api/profile/statistics and /api/profile/medals: the active child's, counted from the
// ledger on each call.

export function getStatistics(ctx: ServiceContext, child: ChildOfAccount): Promise<Statistics> {
  return statisticsOf(ctx.db, child, ctx.clock.now());
}

/** Every medal of the catalogue, in its order, with the progress towards it. */
export async function getMedals(
  ctx: ServiceContext,
  child: ChildOfAccount,
): Promise<MedalsResponse> {
  const statistics = await getStatistics(ctx, child);
  const earned = await earnedMedals(ctx.db, child.userId, child.childId);
  return {
    medals: MEDALS.map((medal) => ({
      id: medal.id,
      metric: medal.metric,
      target: medal.target,
      current: Math.min(statistics[MedalMetric[medal.metric]], medal.target),
      earnedAt: earned.get(medal.id) ?? null,
    })),
    statistics,
  };
}
