// The identity service's rules that need no zod: the web app's start-up (sign-in state, its
// errors, the mails' links) reads them, and it must not load zod to do so. auth.ts re-exports
// all of them.

import type { UserKind } from './enums';

/**
 * The identity errors the client shows in words (docs/product.md#errors), under the names used
 * there. `too-many-requests` is a 429 from any auth endpoint; `email-not-verified` a sign-in before
 * the address is verified.
 */
export const IdentityErrorCode = [
  'invalid-email',
  'wrong-password',
  'user-not-found',
  'email-already-in-use',
  'weak-password',
  'popup-closed-by-user',
  'missing-access-token',
  'email-not-verified',
  'too-many-requests',
  'invalid-token',
  'unknown',
] as const;
export type IdentityErrorCode = (typeof IdentityErrorCode)[number];

/**
 * The `code` our server puts in a refused password's 400 (better-auth's own codes are
 * UPPER_SNAKE, so ours is too): too short, too long or on the common-passwords list.
 */
export const WEAK_PASSWORD_CODE = 'WEAK_PASSWORD';

/**
 * better-auth answers `{ code, message }` (UPPER_SNAKE codes). This maps the ones a user can cause
 * to the identity error codes of docs/product.md#errors. Sign-in answers INVALID_EMAIL_OR_PASSWORD
 * for both an unknown address and a wrong password on purpose (no account enumeration): it maps to
 * wrong-password, and user-not-found is never sent by the server.
 */
const BETTER_AUTH_CODES: Record<string, IdentityErrorCode> = {
  INVALID_EMAIL: 'invalid-email',
  VALIDATION_ERROR: 'invalid-email',
  INVALID_EMAIL_OR_PASSWORD: 'wrong-password',
  INVALID_PASSWORD: 'wrong-password',
  USER_NOT_FOUND: 'user-not-found',
  USER_ALREADY_EXISTS: 'email-already-in-use',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'email-already-in-use',
  PASSWORD_TOO_SHORT: 'weak-password',
  PASSWORD_TOO_LONG: 'weak-password',
  [WEAK_PASSWORD_CODE]: 'weak-password',
  EMAIL_NOT_VERIFIED: 'email-not-verified',
  INVALID_TOKEN: 'invalid-token',
  TOKEN_EXPIRED: 'invalid-token',
  RATE_LIMITED: 'too-many-requests',
  MISSING_ACCESS_TOKEN: 'missing-access-token',
};

/** The identity error for an auth response (HTTP status and its body's `code`, if any). */
export function identityErrorFor(status: number, code: string | undefined): IdentityErrorCode {
  if (status === 429) return 'too-many-requests';
  return (code && BETTER_AUTH_CODES[code]) || 'unknown';
}

/**
 * The login providers a profile reports (docs/product.md#ratings-reports User "login provider").
 */
export const LoginProvider = ['email', 'google', 'apple', 'facebook', 'anonymous'] as const;
export type LoginProvider = (typeof LoginProvider)[number];

/**
 * Who is signed in (docs/product.md#sign-in "Current auth user"): what the web app holds, and
 * what the server knows of a request's user before its kind and session.
 */
export interface AuthUser {
  id: string;
  /** null for guests: their placeholder address is not theirs to see. */
  email: string | null;
  isAnonymous: boolean;
  emailVerified: boolean;
  /**
   * How they signed in. The web app's session does not say; it is `email` for a non-guest there
   * until the profile (POST /api/login) tells the real provider.
   */
  provider: LoginProvider;
}

/** docs/product.md#sign-in: verified when the provider is not email/password, or the address is verified. */
export function isVerified(user: Pick<AuthUser, 'provider' | 'emailVerified'>): boolean {
  return user.provider !== 'email' || user.emailVerified;
}

export function userKind(
  user: Pick<AuthUser, 'isAnonymous' | 'provider' | 'emailVerified'>,
): UserKind {
  if (user.isAnonymous) return 'anonymous';
  return isVerified(user) ? 'registered-verified' : 'registered-unverified';
}

/** Where the verification mail's link lands in the app once the address is verified. */
export const VERIFY_EMAIL_CALLBACK_PATH = '/welcome';
/** The app page the password-reset mail links to; it receives `?token=`. */
export const RESET_PASSWORD_PATH = '/reset-password';

/**
 * The app page a verification mail links to when the native app asked for it; it receives
 * `?token=`, verifies the address through the identity service and goes on to
 * VERIFY_EMAIL_CALLBACK_PATH. The native apps claim this path as an app link, so on a phone with
 * the app the mail opens the app; anywhere else the same page does it on the web.
 */
export const VERIFY_EMAIL_PATH = '/verify-email';

/**
 * The product's pages the native apps claim as app links (Android's verified intent filter, the
 * iOS associated domain): a link to one opens the app on a phone that has it. Never /api.
 */
export const APP_LINK_PATHS = {
  exact: ['/verify-email', '/reset-password'],
  prefixes: ['/home/story/', '/story/', '/library', '/generate', '/stuff', '/shop'],
} as const;

/** The store ids of the native apps (Android package, iOS bundle id), as capacitor.config.ts. */
export const NATIVE_APP_IDS = { android: 'app.monstory', ios: 'app.monstory' } as const;

/**
 * Headers with which the native apps send their ids on the identity calls that mail a link
 * (docs/product.md#sign-in: the verification is sent with the app package ids for Android and iOS).
 * A mail for a request that names our apps links to app pages (VERIFY_EMAIL_PATH,
 * RESET_PASSWORD_PATH) that the apps open; without them the link is the web's.
 */
export const NATIVE_APP_ID_HEADERS = {
  android: 'x-android-package',
  ios: 'x-ios-bundle-id',
} as const;

/**
 * Sent with a password sign-in that only asks whether the address has been confirmed yet (the
 * verification card's "Done? Refresh", after the link was opened on another device). Refused, it
 * mails no new link: the card has its own "send again".
 */
export const VERIFICATION_CHECK_HEADER = 'x-verification-check';

/**
 * docs/product.md#sign-in: a Facebook sign-in that returns no access token fails with this message.
 */
export const FACEBOOK_NO_ACCESS_TOKEN_MESSAGE = 'Sign-in succeeded but returned no access token';
