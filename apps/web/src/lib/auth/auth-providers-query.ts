import { AuthProvidersResponseSchema } from '@monstory/contracts/auth';
import type { AuthProvidersResponse } from '@monstory/contracts/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../api/api-client';

export function fetchAuthProviders(signal?: AbortSignal): Promise<AuthProvidersResponse> {
  return apiGet('/auth-providers', { schema: AuthProvidersResponseSchema, auth: false, signal });
}

export function authProvidersQueryOptions() {
  return queryOptions({
    queryKey: ['auth-providers'] as const,
    queryFn: ({ signal }) => fetchAuthProviders(signal),
    // Which providers are configured changes only with a new server deployment.
    staleTime: Infinity,
  });
}

/** Which sign-in methods this server offers (Apple, Google and Facebook only when set up). */
export function useAuthProviders() {
  return useQuery(authProvidersQueryOptions());
}
