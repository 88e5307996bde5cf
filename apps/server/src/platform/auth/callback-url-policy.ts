import { APIError } from 'better-auth/api';

// better-auth adds `?error=…` to a callback URL it cannot parse by throwing, which answered a
// 500: GET /api/auth/verify-email?token=bad&callbackURL=x. Such a URL is refused up front.

const URL_FIELDS = ['callbackURL', 'newUserCallbackURL', 'errorCallbackURL', 'redirectTo'];
const REFERENCE_ORIGIN = 'https://reference.invalid';

export const INVALID_CALLBACK_URL_MESSAGE =
  'A callback URL is a path starting with one slash, or a full URL.';

/** A path on this site ("/login") or a full URL: what better-auth can redirect to. */
export function isUsableCallbackUrl(value: string): boolean {
  if (!value.startsWith('/')) return URL.canParse(value);
  if (value.startsWith('//') || value.startsWith('/\\')) return false;
  return (
    URL.canParse(value, REFERENCE_ORIGIN) &&
    new URL(value, REFERENCE_ORIGIN).origin === REFERENCE_ORIGIN
  );
}

/** Throws better-auth's 400 for a callback URL in the query or the body it could not use. */
export function assertUsableCallbackUrls(query: unknown, body: unknown): void {
  for (const source of [query, body]) {
    if (typeof source !== 'object' || source === null) continue;
    for (const name of URL_FIELDS) {
      const value = (source as Record<string, unknown>)[name];
      if (typeof value === 'string' && value !== '' && !isUsableCallbackUrl(value)) {
        throw new APIError('BAD_REQUEST', {
          code: 'INVALID_CALLBACK_URL',
          message: INVALID_CALLBACK_URL_MESSAGE,
        });
      }
    }
  }
}
