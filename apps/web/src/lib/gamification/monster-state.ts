import { MONSTER_AGE_THRESHOLD_MS } from '@monstory/contracts/constants';
import type { Monster } from '@monstory/contracts/gamification';

type Watched = Pick<Monster, 'status' | 'createdAt'>;

/**
 * How a monster is shown (Monster, docs/product.md#monsters): `building` while its picture is drawn, `ready` once
 * it has one, `retry` when building failed or has taken longer than the 5-minute threshold —
 * then the child is asked to try creating the monster again (docs/product.md#errors).
 */
export type MonsterView = 'building' | 'ready' | 'retry';

export function monsterView(monster: Watched, now: number): MonsterView {
  if (monster.status === 'READY') return 'ready';
  if (monster.status === 'FAILED') return 'retry';
  return now - Date.parse(monster.createdAt) > MONSTER_AGE_THRESHOLD_MS ? 'retry' : 'building';
}

/** When a building monster starts counting as old; null for one that is done either way. */
export function turnsOldAt(monster: Watched): number | null {
  if (monster.status !== 'BUILDING') return null;
  return Date.parse(monster.createdAt) + MONSTER_AGE_THRESHOLD_MS + 1;
}
