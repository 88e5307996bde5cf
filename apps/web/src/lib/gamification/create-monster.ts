import { CreateMonsterResponseSchema } from '@monstory/contracts/gamification';
import type { CreateMonsterRequest, Monster } from '@monstory/contracts/gamification';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../api/api-client';
import { GAMIFICATION_QUERY_ROOT, MONSTER_API_PATH } from './gamification-keys';
import { showMonsterAsProfile } from './profile-monster-cache';

/** POST /api/profile/gamification/monster: 202 with the monster, its name already chosen. */
export function postCreateMonster(request: CreateMonsterRequest): Promise<Monster> {
  return apiPost(MONSTER_API_PATH, request, { schema: CreateMonsterResponseSchema });
}

export function useCreateMonster() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postCreateMonster,
    onSuccess: (monster) => {
      // The new monster is the profile from now on; the list, medals and counts changed too.
      showMonsterAsProfile(queryClient, monster);
      void queryClient.invalidateQueries({ queryKey: GAMIFICATION_QUERY_ROOT });
    },
  });
}
