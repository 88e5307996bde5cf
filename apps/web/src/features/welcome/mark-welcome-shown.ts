import { ProfileResponseSchema } from '@monstory/contracts/profile';
import type { Profile } from '@monstory/contracts/profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../lib/api/api-client';
import { PROFILE_QUERY_KEY } from '../../lib/profile/profile-query';

export function postWelcomeShown(): Promise<Profile> {
  return apiPost('/profile/welcome-shown', {}, { schema: ProfileResponseSchema });
}

/** POST /api/profile/welcome-shown: onboarding is done, the guard stops sending people to it. */
export function useMarkWelcomeShown() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postWelcomeShown,
    onSuccess: (profile) => queryClient.setQueryData(PROFILE_QUERY_KEY, profile),
  });
}
