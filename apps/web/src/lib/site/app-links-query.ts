import type { AppLinksResponse } from '@monstory/contracts/app-links';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../api/api-client';
import { answerShape, nullable, object, url } from '../api/shape-check';

/** AppLinksResponseSchema without zod: the home page asks on a first visit. */
export const appLinksShape = answerShape(
  object<AppLinksResponse>({ appStoreUrl: nullable(url), playStoreUrl: nullable(url) }),
);

/** GET /api/app-links: the store listings for the download call to action (configuration). */
export function appLinksQueryOptions() {
  return queryOptions({
    queryKey: ['app-links'] as const,
    queryFn: ({ signal }): Promise<AppLinksResponse> =>
      apiGet('/app-links', { schema: appLinksShape, auth: false, signal }),
    staleTime: 5 * 60 * 1000,
  });
}
