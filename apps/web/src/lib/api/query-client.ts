import { QueryClient } from '@tanstack/react-query';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Profile, stories and notifications change slowly; a minute of freshness saves
        // refetching on every screen change without showing stale data for long.
        staleTime: 60_000,
        gcTime: 10 * 60_000,
        // The API client already retries transient failures (docs/product.md#constants: 4 attempts, 3 s apart).
        retry: false,
        refetchOnWindowFocus: true,
      },
      mutations: { retry: false },
    },
  });
}
