import type { AuthProvidersResponse } from '@monstory/contracts/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../api/api-client';
import { answerShape, boolean, object } from '../api/shape-check';

/** AuthProvidersResponseSchema without zod: the home page asks on a first visit. */
export const authProvidersShape = answerShape(
  object<AuthProvidersResponse>({
    emailPassword: boolean,
    anonymous: boolean,
    google: boolean,
    apple: boolean,
    facebook: boolean,
  }),
);

export function fetchAuthProviders(signal?: AbortSignal): Promise<AuthProvidersResponse> {
  return apiGet('/auth-providers', { schema: authProvidersShape, auth: false, signal });
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
