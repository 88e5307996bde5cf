import type { IdentityErrorCode } from '@monstory/contracts/auth';
import { isApiError } from '../api/api-errors';
import { IdentityUnavailableError, isIdentityError } from './auth-errors';

/** Keys of `auth:errors`: every identity error code, plus "could not reach us". */
export type AuthErrorKey = IdentityErrorCode | 'unavailable';

/** Which words to show for a failed sign-in, sign-up, reset or verification call. */
export function identityErrorKey(error: unknown): AuthErrorKey {
  if (isIdentityError(error)) return error.code;
  if (error instanceof IdentityUnavailableError) return 'unavailable';
  if (isApiError(error) && error.status === 429) return 'too-many-requests';
  if (isApiError(error)) return 'unavailable';
  return 'unknown';
}

/**
 * The `?error=` better-auth puts on the callback after a provider sign-in went wrong. The person
 * closing or cancelling the provider's page is popup-closed-by-user (docs/product.md#errors).
 */
export function identityErrorFromCallback(param: string | null): AuthErrorKey | null {
  if (!param) return null;
  const value = param.toLowerCase();
  if (/access_denied|cancel|closed/.test(value)) return 'popup-closed-by-user';
  if (/access_token|no_access_token|missing/.test(value)) return 'missing-access-token';
  if (/invalid_token|token_expired/.test(value)) return 'invalid-token';
  return 'unknown';
}
