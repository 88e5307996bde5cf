import type { PushConfigResponse } from '@monstory/contracts/notifications';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../api/api-client';
import { lazySchema } from '../api/lazy-schema';

export const PUSH_CONFIG_QUERY_KEY = ['push-config'] as const;

// Loads with the answer (lazySchema): the app's start sets up push without loading zod.
const PushConfigResponseSchema = lazySchema(() =>
  import('@monstory/contracts/notifications').then((m) => m.PushConfigResponseSchema),
);

/** GET /api/push/config: the VAPID public key, null when the server sends no push. */
export function fetchPushConfig(signal?: AbortSignal): Promise<PushConfigResponse> {
  return apiGet('/push/config', { schema: PushConfigResponseSchema, signal });
}

export function pushConfigQueryOptions() {
  return queryOptions({
    queryKey: PUSH_CONFIG_QUERY_KEY,
    queryFn: ({ signal }) => fetchPushConfig(signal),
    staleTime: 60 * 60_000,
  });
}
