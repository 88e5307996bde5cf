import { ProfileResponseSchema } from '@monstory/contracts/profile';
import type { Profile } from '@monstory/contracts/profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../lib/api/api-client';
import { PROFILE_QUERY_KEY } from '../../lib/profile/profile-query';

/** POST /api/profile/accept-terms-and-conditions, without the newsletter (asked at onboarding). */
export function useAcceptTerms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (): Promise<Profile> =>
      apiPost(
        '/profile/accept-terms-and-conditions',
        { marketingOptIn: false },
        { schema: ProfileResponseSchema },
      ),
    onSuccess: (profile) => queryClient.setQueryData(PROFILE_QUERY_KEY, profile),
  });
}

/** POST /api/profile/decline-terms-and-conditions: a guest's "no thanks" is recorded. */
export function useDeclineTerms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (): Promise<Profile> =>
      apiPost('/profile/decline-terms-and-conditions', {}, { schema: ProfileResponseSchema }),
    onSuccess: (profile) => queryClient.setQueryData(PROFILE_QUERY_KEY, profile),
  });
}
