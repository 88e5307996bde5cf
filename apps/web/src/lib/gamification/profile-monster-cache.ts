import type { Monster, MonsterListResponse } from '@monstory/contracts/gamification';
import type { Profile } from '@monstory/contracts/profile';
import type { QueryClient } from '@tanstack/react-query';
import { PROFILE_QUERY_KEY } from '../profile/profile-query';
import { MONSTERS_QUERY_KEY, PROFILE_MONSTER_QUERY_KEY } from './gamification-keys';

/**
 * The monster is the profile now: its name is the profile name and its picture the avatar
 * (docs/product.md#monsters), so the top bar changes at once; the server's own profile follows in the background.
 */
export function showMonsterAsProfile(queryClient: QueryClient, monster: Monster): void {
  const profileMonster = { ...monster, isProfile: true };
  queryClient.setQueryData<Profile>(PROFILE_QUERY_KEY, (profile) =>
    profile
      ? {
          ...profile,
          gamificationMonster: profileMonster,
          username: monster.name,
          profileImageUrl: monster.imageUrl,
        }
      : profile,
  );
  queryClient.setQueryData(PROFILE_MONSTER_QUERY_KEY, { monster: profileMonster });
  queryClient.setQueryData<MonsterListResponse>(MONSTERS_QUERY_KEY, (list) =>
    list
      ? {
          monsters: list.monsters.map((each) =>
            each.id === monster.id ? profileMonster : { ...each, isProfile: false },
          ),
        }
      : list,
  );
  void queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_KEY });
}
