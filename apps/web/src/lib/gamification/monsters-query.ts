import {
  MonsterListResponseSchema,
  ProfileMonsterResponseSchema,
} from '@monstory/contracts/gamification';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../api/api-client';
import {
  MONSTERS_API_PATH,
  MONSTERS_QUERY_KEY,
  MONSTER_API_PATH,
  PROFILE_MONSTER_QUERY_KEY,
} from './gamification-keys';

/** GET /api/profile/gamification/monster: the profile monster, or null. */
export const profileMonsterQueryOptions = () =>
  queryOptions({
    queryKey: PROFILE_MONSTER_QUERY_KEY,
    queryFn: ({ signal }) =>
      apiGet(MONSTER_API_PATH, { schema: ProfileMonsterResponseSchema, signal }),
    select: (answer) => answer.monster,
  });

/** GET /api/profile/gamification/monsters: every monster of the child, newest first. */
export const monstersQueryOptions = () =>
  queryOptions({
    queryKey: MONSTERS_QUERY_KEY,
    queryFn: ({ signal }) =>
      apiGet(MONSTERS_API_PATH, { schema: MonsterListResponseSchema, signal }),
    select: (answer) => answer.monsters,
  });
