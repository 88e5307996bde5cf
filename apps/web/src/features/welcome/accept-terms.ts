import { ProfileResponseSchema } from '@monstory/contracts/profile';
import type { Profile } from '@monstory/contracts/profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../lib/api/api-client';
import { PROFILE_QUERY_KEY } from '../../lib/profile/profile-query';

export function postAcceptTerms(marketingOptIn: boolean): Promise<Profile> {
  return apiPost(
    '/profile/accept-terms-and-conditions',
    { marketingOptIn },
    { schema: ProfileResponseSchema },
  );
}

/** POST /api/profile/accept-terms-and-conditions {marketingOptIn} */
export function useAcceptTerms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postAcceptTerms,
    onSuccess: (profile) => queryClient.setQueryData(PROFILE_QUERY_KEY, profile),
  });
}
