import { ACCOUNT_NAME_MAX_LENGTH } from '@monstory/contracts/constants';
import {
  RESET_PASSWORD_PATH,
  VERIFICATION_CHECK_HEADER,
  VERIFY_EMAIL_CALLBACK_PATH,
} from '@monstory/contracts/identity';
import { lazySchema, nullOr } from '../api/lazy-schema';
import { nativeAppIdHeaders } from '../platform/native-app-ids';
import { IdentityError, isIdentityError } from './auth-errors';
import { authRequest } from './auth-request';
import type { TokenAndUser } from './auth-schemas';
import { toAuthUser } from './auth-user';
import type { AuthUser } from '@monstory/contracts/identity';

// Thin typed wrappers over better-auth's endpoints under /api/auth (not its client library,
// which would weigh more than all of these together).

export interface SignedIn {
  user: AuthUser;
  token: string;
}

// The answers' schemas load with the first call that needs them (lazySchema): the app's start
// loads no zod until it asks the identity service something.
const schemas = () => import('./auth-schemas');
const TokenAndUserSchema = lazySchema(() => schemas().then((m) => m.TokenAndUserSchema));
const SessionSchema = nullOr(lazySchema(() => schemas().then((m) => m.SessionSchema)));
const SocialSchema = lazySchema(() => schemas().then((m) => m.SocialSchema));

export type SocialProvider = 'google' | 'apple' | 'facebook';

function signedIn(
  data: TokenAndUser,
  headerToken: string | null,
  provider?: AuthUser['provider'],
): SignedIn {
  const token = headerToken ?? data.token;
  if (!token) throw new IdentityError('unknown', 200, 'Signed in without a session token');
  return { user: toAuthUser(data.user, provider), token };
}

export interface GetSessionOptions {
  /** Bearer token to ask about; without it the session cookie decides. */
  token?: string | null;
  /** Skip the cookie cache, for a user waiting for their address to be verified. */
  fresh?: boolean;
  signal?: AbortSignal;
}

/** The current session, or null when there is none (a bad token is answered with null too). */
export async function getSession(options: GetSessionOptions = {}): Promise<SignedIn | null> {
  const { data, headerToken } = await authRequest('GET', '/get-session', {
    token: options.token,
    query: options.fresh ? { disableCookieCache: 'true' } : undefined,
    schema: SessionSchema,
    signal: options.signal,
  });
  if (!data) return null;
  return { user: toAuthUser(data.user), token: headerToken ?? data.session.token };
}

export async function signInAnonymous(signal?: AbortSignal): Promise<SignedIn> {
  const { data, headerToken } = await authRequest('POST', '/sign-in/anonymous', {
    body: {},
    schema: TokenAndUserSchema,
    signal,
  });
  return signedIn(data, headerToken);
}

export interface EmailCredentials {
  email: string;
  password: string;
}

/**
 * `guestToken` lets the identity service see the guest this sign-in replaces; `checkOnly` asks
 * whether the address is confirmed yet, and a refusal then mails no new link.
 */
export async function signInEmail(
  credentials: EmailCredentials,
  guestToken?: string | null,
  { checkOnly = false }: { checkOnly?: boolean } = {},
): Promise<SignedIn> {
  const { data, headerToken } = await authRequest('POST', '/sign-in/email', {
    body: { ...credentials, callbackURL: VERIFY_EMAIL_CALLBACK_PATH },
    token: guestToken,
    schema: TokenAndUserSchema,
    // An unverified address is sent the link again: in the app, one the app opens.
    headers: { ...nativeAppIdHeaders(), ...(checkOnly && { [VERIFICATION_CHECK_HEADER]: '1' }) },
  });
  return signedIn(data, headerToken, 'email');
}

/**
 * Registers an address. With verification required, the answer carries no session (null): the
 * person signs in by opening the link in the mail.
 */
export async function signUpEmail(
  credentials: EmailCredentials,
  guestToken?: string | null,
): Promise<SignedIn | null> {
  const name = (credentials.email.split('@')[0] || credentials.email).slice(
    0,
    ACCOUNT_NAME_MAX_LENGTH,
  );
  const { data, headerToken } = await authRequest('POST', '/sign-up/email', {
    body: { ...credentials, name, callbackURL: VERIFY_EMAIL_CALLBACK_PATH },
    token: guestToken,
    schema: TokenAndUserSchema,
    headers: nativeAppIdHeaders(),
  });
  const token = headerToken ?? data.token;
  return token ? { user: toAuthUser(data.user, 'email'), token } : null;
}

export async function signOutSession(token: string | null): Promise<void> {
  await authRequest('POST', '/sign-out', { body: {}, token });
}

/**
 * docs/product.md#sign-in, docs/product.md#errors: in the native apps a mail is asked for with the apps' ids first (its link opens the
 * app); if that fails, the web's way (a web link); if that fails too, the error is thrown.
 * Being told to wait is no failure of the app's way: asking again at once would only count
 * against the same limit.
 */
async function mailWithAppIdsFirst(send: (headers: Record<string, string>) => Promise<unknown>) {
  const appIds = nativeAppIdHeaders();
  if (Object.keys(appIds).length > 0) {
    try {
      await send(appIds);
      return;
    } catch (error) {
      if (isIdentityError(error) && error.code === 'too-many-requests') throw error;
      console.warn('The app’s mail could not be sent; sending the web’s', error);
    }
  }
  await send({});
}

export async function sendVerificationEmail(email: string): Promise<void> {
  await mailWithAppIdsFirst((headers) =>
    authRequest('POST', '/send-verification-email', {
      body: { email, callbackURL: VERIFY_EMAIL_CALLBACK_PATH },
      headers,
    }),
  );
}

/** Answers the same whether or not the address has an account (no enumeration). */
export async function requestPasswordReset(email: string): Promise<void> {
  await mailWithAppIdsFirst((headers) =>
    authRequest('POST', '/request-password-reset', {
      body: { email, redirectTo: RESET_PASSWORD_PATH },
      headers,
    }),
  );
}

/**
 * Verifies an address with the token from the mail (the app page VERIFY_EMAIL_PATH). The
 * identity service signs the person in and hands the session's token over in a header.
 */
export async function verifyEmail(token: string): Promise<string | null> {
  const { headerToken } = await authRequest('GET', '/verify-email', { query: { token } });
  return headerToken;
}

export async function resetPassword(token: string, newPassword: string): Promise<void> {
  await authRequest('POST', '/reset-password', { body: { token, newPassword } });
}

/**
 * Signs in with a token the provider's own SDK handed the native app (better-auth's token
 * sign-in). With a guest's token, the identity service sees the guest this sign-in replaces,
 * as with the web's redirect.
 */
export async function signInSocialToken(
  provider: SocialProvider,
  idToken: { token: string; accessToken?: string; nonce?: string },
  guestToken?: string | null,
): Promise<SignedIn> {
  const { data, headerToken } = await authRequest('POST', '/sign-in/social', {
    body: { provider, idToken },
    token: guestToken,
    schema: TokenAndUserSchema,
  });
  return signedIn(data, headerToken, provider);
}

/** Where to send the browser to sign in with a provider; it comes back to `callbackPath`. */
export async function socialSignInUrl(
  provider: SocialProvider,
  callbackPath: string,
  guestToken?: string | null,
): Promise<string> {
  const { data } = await authRequest('POST', '/sign-in/social', {
    body: { provider, callbackURL: callbackPath, errorCallbackURL: callbackPath },
    token: guestToken,
    schema: SocialSchema,
  });
  if (!data.url) throw new IdentityError('unknown', 200, 'No sign-in address from the provider');
  return data.url;
}
