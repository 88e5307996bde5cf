import type { Monster } from '@monstory/contracts/gamification';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { monsterView } from '../../lib/gamification/monster-state';
import { profileMonsterQueryOptions } from '../../lib/gamification/monsters-query';
import { showMonsterAsProfile } from '../../lib/gamification/profile-monster-cache';

/** How often a monster being drawn is asked about: calm for the server, quick for the child. */
export const MONSTER_POLL_MS = 2_500;

/**
 * The monster just created, kept up to date by polling GET /api/profile/gamification/monster
 * (it is the profile monster) until it is ready, failed or too old to wait for.
 */
export function useWatchedMonster(created: Monster | null): Monster | null {
  const queryClient = useQueryClient();
  const latest = useQuery({
    ...profileMonsterQueryOptions(),
    enabled: created !== null,
    refetchInterval: (query) => {
      const answer = query.state.data?.monster;
      const current = answer && answer.id === created?.id ? answer : created;
      return current && monsterView(current, Date.now()) === 'building' ? MONSTER_POLL_MS : false;
    },
  }).data;
  const monster = created && latest?.id === created.id ? latest : created;

  // The picture arrived: it is the avatar in the top bar from now on (once per monster).
  const shown = useRef<string | null>(null);
  useEffect(() => {
    if (monster?.status !== 'READY' || !monster.isProfile || shown.current === monster.id) return;
    shown.current = monster.id;
    showMonsterAsProfile(queryClient, monster);
  }, [monster, queryClient]);

  return monster;
}
