import type { Monster } from '@monstory/contracts/gamification';
import { useEffect, useState } from 'react';
import { monsterView, turnsOldAt } from './monster-state';
import type { MonsterView } from './monster-state';

type Watched = Pick<Monster, 'status' | 'createdAt'>;

/**
 * The monster's view, re-read when a building monster crosses the age threshold: the page may
 * be watching it the whole time, and no new answer from the server would wake it up.
 */
export function useMonsterView(monster: Watched | null): MonsterView | null {
  return useMonsterViews(monster ? [monster] : [])[0] ?? null;
}

/** The same for a whole list, with one clock for every card. */
export function useMonsterViews(monsters: readonly Watched[]): MonsterView[] {
  const [now, setNow] = useState(() => Date.now());
  const next = monsters
    .map(turnsOldAt)
    .filter((at): at is number => at !== null && at > now)
    .reduce<number | null>((soonest, at) => (soonest === null ? at : Math.min(soonest, at)), null);

  useEffect(() => {
    if (next === null) return;
    const timer = window.setTimeout(() => setNow(Date.now()), Math.max(0, next - Date.now()));
    return () => window.clearTimeout(timer);
  }, [next]);

  return monsters.map((monster) => monsterView(monster, now));
}
