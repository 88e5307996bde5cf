import type { Platform } from '@monstory/contracts/enums';
import { getPlatform } from './platform';

/** Where the server answers the API, relative to its origin. */
export const API_PATH = '/api';

/**
 * The prefix of every API call. The web app calls its own origin's /api. The iOS and Android apps
 * are served by their shell from the device (capacitor://localhost, https://localhost), so they
 * call the origin built into the native build (VITE_API_ORIGIN, see build/native-api-origin.ts).
 * A shell without one, e.g. pointed at a development server, calls that server's /api.
 */
export function apiBaseUrl(platform: Platform, nativeOrigin: string | undefined): string {
  if (platform === 'web' || !nativeOrigin) return API_PATH;
  return nativeOrigin.replace(/\/+$/, '') + API_PATH;
}

/** The prefix for this device and build. */
export function defaultApiBaseUrl(): string {
  const origin = import.meta.env.VITE_API_ORIGIN as string | undefined;
  return apiBaseUrl(getPlatform(), origin);
}
