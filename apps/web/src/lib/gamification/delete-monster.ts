import type { MonsterListResponse } from '@monstory/contracts/gamification';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete } from '../api/api-client';
import { PROFILE_QUERY_KEY } from '../profile/profile-query';
import {
  MONSTERS_API_PATH,
  MONSTERS_QUERY_KEY,
  PROFILE_MONSTER_QUERY_KEY,
} from './gamification-keys';

/** DELETE /api/profile/gamification/monsters/:id (204). */
export function deleteMonster(id: string): Promise<unknown> {
  return apiDelete(`${MONSTERS_API_PATH}/${encodeURIComponent(id)}`, { idempotent: true });
}

export function useDeleteMonster() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMonster,
    onSuccess: (_answer, id) => {
      queryClient.setQueryData<MonsterListResponse>(MONSTERS_QUERY_KEY, (list) =>
        list ? { monsters: list.monsters.filter((monster) => monster.id !== id) } : list,
      );
      // Deleting the profile monster brings the account's own name and picture back: only the
      // server knows them.
      void queryClient.invalidateQueries({ queryKey: PROFILE_MONSTER_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_KEY });
    },
  });
}
