// A scene of a plan, as every kind of plan adds them: rank and group only when given, so a
// scene without them has no such keys at all.
import type { Beat, PlanScene } from './story-plan';

export function planScene(
  place: string,
  beat: Beat,
  part: 1 | 2,
  core: boolean,
  rank?: number,
  group?: number,
): PlanScene {
  return {
    place,
    beat,
    part,
    core,
    ...(rank !== undefined ? { rank } : {}),
    ...(group !== undefined ? { group } : {}),
  };
}
