import { MonsterSchema } from '@monstory/contracts/gamification';
import type { Monster } from '@monstory/contracts/gamification';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../api/api-client';
import { MONSTERS_API_PATH } from './gamification-keys';
import { showMonsterAsProfile } from './profile-monster-cache';

/** POST /api/profile/gamification/monsters/:id/use: a finished monster becomes the profile. */
export function postUseMonster(id: string): Promise<Monster> {
  return apiPost(`${MONSTERS_API_PATH}/${encodeURIComponent(id)}/use`, undefined, {
    schema: MonsterSchema,
    idempotent: true,
  });
}

export function useMonsterAsProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postUseMonster,
    onSuccess: (monster) => showMonsterAsProfile(queryClient, monster),
  });
}
