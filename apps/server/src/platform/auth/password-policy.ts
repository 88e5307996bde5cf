import { FACEBOOK_NO_ACCESS_TOKEN_MESSAGE, WEAK_PASSWORD_CODE } from '@monstory/contracts/auth';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { containsNul, NUL_MESSAGE } from '../nul-guard.js';
import { assertUsableCallbackUrls } from './callback-url-policy.js';
import { assertValidImage, assertValidName } from './name-policy.js';

// Loaded and built once, on first use: about 49 000 of the most used passwords, bundled with the
// package, so the check needs no network — and a server nobody signs up on never holds them.
let lists: Promise<{ common: Set<string>; norwegian: Set<string> }> | undefined;
function commonPasswords() {
  lists ??= Promise.all([
    import('@zxcvbn-ts/language-common'),
    import('./common-passwords-no.js'),
  ]).then(([zxcvbn, { NORWEGIAN_COMMON_PASSWORD_WORDS }]) => {
    // The package is CommonJS: the server bundle's import() hands its exports over as `default`.
    const { dictionary } =
      'dictionary' in zxcvbn ? zxcvbn : (zxcvbn as { default: typeof zxcvbn }).default;
    return {
      common: new Set((dictionary['passwords-common'] ?? []).map((word) => word.toLowerCase())),
      norwegian: new Set(NORWEGIAN_COMMON_PASSWORD_WORDS),
    };
  });
  return lists;
}

/** Digits and signs around a word («passord123», «!sommer2024!») add next to nothing. */
const DECORATION = /^[\d\p{P}\p{S}\s]*(.*?)[\d\p{P}\p{S}\s]*$/u;

export async function isCommonPassword(password: string): Promise<boolean> {
  const { common, norwegian } = await commonPasswords();
  const lower = password.toLowerCase();
  if (common.has(lower)) return true;
  const word = DECORATION.exec(lower)?.[1] ?? lower;
  return norwegian.has(word) || norwegian.has(lower);
}

export const COMMON_PASSWORD_MESSAGE =
  'This password is one of the most common ones and easy to guess. Please choose another.';

/** The body field that carries a new password, per better-auth endpoint. */
const PASSWORD_FIELDS: Record<string, string> = {
  '/sign-up/email': 'password',
  '/reset-password': 'newPassword',
  '/change-password': 'newPassword',
  '/set-password': 'newPassword',
};

function stringField(body: unknown, field: string): string | undefined {
  const value = (body as Record<string, unknown> | null | undefined)?.[field];
  return typeof value === 'string' ? value : undefined;
}

/**
 * Runs before every better-auth endpoint: refuses a NUL in the body, a name or picture that is
 * not sensible text (name-policy), a callback URL better-auth could not redirect to
 * (callback-url-policy), a common password wherever a new password is set, and a Facebook
 * token sign-in that carries no access token (docs/product.md#sign-in).
 */
export const identityPolicyHook = createAuthMiddleware(async (ctx) => {
  // The bridge passes the body on raw, past the NUL guard every other route has.
  if (containsNul(ctx.body)) {
    throw new APIError('BAD_REQUEST', { code: 'BAD_REQUEST', message: NUL_MESSAGE });
  }
  assertValidName(ctx.path, ctx.body);
  assertValidImage(ctx.path, ctx.body);
  assertUsableCallbackUrls(ctx.query, ctx.body);
  const field = PASSWORD_FIELDS[ctx.path];
  const password = field ? stringField(ctx.body, field) : undefined;
  if (password && (await isCommonPassword(password))) {
    throw new APIError('BAD_REQUEST', {
      code: WEAK_PASSWORD_CODE,
      message: COMMON_PASSWORD_MESSAGE,
    });
  }
  if (ctx.path === '/sign-in/social' && stringField(ctx.body, 'provider') === 'facebook') {
    const idToken = (ctx.body as { idToken?: unknown }).idToken;
    if (idToken !== undefined) {
      const token = stringField(idToken, 'accessToken') || stringField(idToken, 'token');
      if (!token) {
        throw new APIError('BAD_REQUEST', {
          code: 'MISSING_ACCESS_TOKEN',
          message: FACEBOOK_NO_ACCESS_TOKEN_MESSAGE,
        });
      }
    }
  }
});
