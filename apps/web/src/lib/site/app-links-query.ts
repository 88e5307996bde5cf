import { AppLinksResponseSchema } from '@monstory/contracts/app-links';
import type { AppLinksResponse } from '@monstory/contracts/app-links';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../api/api-client';

/** GET /api/app-links: the store listings for the download call to action (configuration). */
export function appLinksQueryOptions() {
  return queryOptions({
    queryKey: ['app-links'] as const,
    queryFn: ({ signal }): Promise<AppLinksResponse> =>
      apiGet('/app-links', { schema: AppLinksResponseSchema, auth: false, signal }),
    staleTime: 5 * 60 * 1000,
  });
}
