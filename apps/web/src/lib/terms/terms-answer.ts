import { ProfileResponseSchema } from '@monstory/contracts/profile';
import type { Profile } from '@monstory/contracts/profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../api/api-client';
import { PROFILE_QUERY_KEY } from '../profile/profile-query';

// A parent's answer to the terms (docs/product.md#legal), at onboarding and before a first
// story alike: the profile the server answers replaces the one the app holds.

function useTermsMutation<Variables>(send: (variables: Variables) => Promise<Profile>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (profile) => queryClient.setQueryData(PROFILE_QUERY_KEY, profile),
  });
}

/** POST /api/profile/accept-terms-and-conditions {marketingOptIn} (the newsletter is asked only at onboarding). */
export function useAcceptTerms() {
  return useTermsMutation((marketingOptIn: boolean): Promise<Profile> =>
    apiPost(
      '/profile/accept-terms-and-conditions',
      { marketingOptIn },
      { schema: ProfileResponseSchema },
    ),
  );
}

/** POST /api/profile/decline-terms-and-conditions: the "no" is recorded and the 7-day deletion rule starts. */
export function useDeclineTerms() {
  return useTermsMutation((): Promise<Profile> =>
    apiPost('/profile/decline-terms-and-conditions', {}, { schema: ProfileResponseSchema }),
  );
}
