import { PROFILE_REFRESH_MS } from '@monstory/contracts/constants';
import type { Profile } from '@monstory/contracts/profile';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../api/api-client';
import { lazySchema } from '../api/lazy-schema';
import { useAuthState } from '../auth/auth-context';

export const PROFILE_QUERY_KEY = ['profile'] as const;

/** The profile's schema, fetched with the first profile (lazySchema): the start loads no zod. */
const profileSchema = lazySchema(() =>
  import('@monstory/contracts/profile').then((m) => m.ProfileSchema),
);

export function fetchProfile(signal?: AbortSignal): Promise<Profile> {
  return apiGet('/profile', { schema: profileSchema, signal });
}

export function profileQueryOptions() {
  return queryOptions({
    queryKey: PROFILE_QUERY_KEY,
    queryFn: ({ signal }) => fetchProfile(signal),
  });
}

/** The signed-in user's profile, refreshed every 5 minutes while signed in (docs/product.md). */
export function useProfile() {
  const signedIn = useAuthState().user !== null;
  return useQuery({
    ...profileQueryOptions(),
    enabled: signedIn,
    refetchInterval: signedIn ? PROFILE_REFRESH_MS : false,
  });
}
