import { ProfileResponseSchema } from '@monstory/contracts/profile';
import type { Profile } from '@monstory/contracts/profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../lib/api/api-client';
import { PROFILE_QUERY_KEY } from '../../lib/profile/profile-query';

export function postDeclineTerms(): Promise<Profile> {
  return apiPost('/profile/decline-terms-and-conditions', {}, { schema: ProfileResponseSchema });
}

/** POST /api/profile/decline-terms-and-conditions: the 7-day deletion rule starts. */
export function useDeclineTerms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postDeclineTerms,
    onSuccess: (profile) => queryClient.setQueryData(PROFILE_QUERY_KEY, profile),
  });
}
