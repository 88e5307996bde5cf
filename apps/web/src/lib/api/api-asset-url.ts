import { apiConfig } from './api-config';
import { API_PATH } from './api-base-url';

/**
 * A picture's or narration's address as the API gave it, ready for <img> and <audio>. The server
 * answers with /api/media/… paths, relative to its own origin: on the web that is the page's, in
 * the native apps it is not, so there they are joined to the API's origin. Other addresses (a
 * CDN's, MEDIA_PUBLIC_URL) pass unchanged.
 */
export function apiAssetUrl(url: string): string;
export function apiAssetUrl(url: string | null | undefined): string | null | undefined;
export function apiAssetUrl(url: string | null | undefined): string | null | undefined {
  const { baseUrl } = apiConfig();
  if (!url?.startsWith(`${API_PATH}/`) || !/^https?:\/\//.test(baseUrl)) return url;
  if (!baseUrl.endsWith(API_PATH)) return url;
  return baseUrl.slice(0, -API_PATH.length) + url;
}
