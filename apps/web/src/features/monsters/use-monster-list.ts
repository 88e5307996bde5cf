import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { monsterView } from '../../lib/gamification/monster-state';
import { monstersQueryOptions } from '../../lib/gamification/monsters-query';
import { showMonsterAsProfile } from '../../lib/gamification/profile-monster-cache';
import { MONSTER_POLL_MS } from './use-watched-monster';

/**
 * The child's monsters, polled while one of them is still being drawn. When the profile
 * monster's picture arrives, the avatar in the top bar follows.
 */
export function useMonsterList() {
  const queryClient = useQueryClient();
  const query = useQuery({
    ...monstersQueryOptions(),
    refetchInterval: (current) => {
      const now = Date.now();
      const drawing = current.state.data?.monsters.some(
        (monster) => monsterView(monster, now) === 'building',
      );
      return drawing ? MONSTER_POLL_MS : false;
    },
  });

  const building = useRef(new Set<string>());
  useEffect(() => {
    for (const monster of query.data ?? []) {
      if (monster.status === 'BUILDING') building.current.add(monster.id);
      else if (
        building.current.delete(monster.id) &&
        monster.status === 'READY' &&
        monster.isProfile
      ) {
        showMonsterAsProfile(queryClient, monster);
      }
    }
  }, [query.data, queryClient]);

  return query;
}
