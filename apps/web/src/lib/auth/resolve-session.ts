import { getPlatform } from '../api/platform';
import { getSession } from './auth-api';
import type { SignedIn } from './auth-api';
import { withTokenRetry } from './session-retry';

/**
 * Who is signed in on this device. The session cookie speaks first: opening the verification
 * link (or coming back from Google, Apple or Facebook) signs the person in through a cookie, and
 * that newer session must win over a guest's stored token. Without a cookie (the native apps, or
 * an expired one) the stored bearer token is asked.
 */
export async function resolveSession(
  storedToken: string | null,
  options: {
    fresh?: boolean;
    signal?: AbortSignal;
    /** The server saw no session cookie come with the page: only the stored token can tell. */
    noCookie?: boolean;
  } = {},
): Promise<SignedIn | null> {
  const { fresh, signal } = options;
  // The native apps call the API across origins, where no cookie ever goes: only the token counts.
  const noCookie = options.noCookie || getPlatform() !== 'web';
  if (noCookie && !storedToken) return null;
  const byCookie = noCookie
    ? null
    : await withTokenRetry(() => getSession({ fresh, signal }), signal);
  if (byCookie || !storedToken) return byCookie;
  return withTokenRetry(() => getSession({ token: storedToken, fresh, signal }), signal);
}
