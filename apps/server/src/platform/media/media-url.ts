import { assertMediaKey, isPublicKey } from './media-keys.js';

export const MEDIA_ROUTE_PREFIX = '/api/media/';

/** Private keys always go through the API, which checks access; public ones may use a CDN. */
export function mediaUrl(key: string, publicBaseUrl: string | undefined): string {
  assertMediaKey(key);
  return publicBaseUrl && isPublicKey(key)
    ? `${publicBaseUrl.replace(/\/+$/, '')}/${key}`
    : `${MEDIA_ROUTE_PREFIX}${key}`;
}
