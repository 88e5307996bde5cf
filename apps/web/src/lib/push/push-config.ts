import { PushConfigResponseSchema } from '@monstory/contracts/notifications';
import type { PushConfigResponse } from '@monstory/contracts/notifications';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../api/api-client';

export const PUSH_CONFIG_QUERY_KEY = ['push-config'] as const;

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
