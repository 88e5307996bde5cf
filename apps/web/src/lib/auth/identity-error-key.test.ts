import { IdentityErrorCode } from '@monstory/contracts/auth';
import { noBundle } from '@monstory/i18n/bundles/no';
import { enBundle } from '@monstory/i18n/bundles/en';
import { describe, expect, it } from 'vitest';
import { ApiError, HttpError } from '../api/api-errors';
import { IdentityError, IdentityUnavailableError } from './auth-errors';
import { identityErrorFromCallback, identityErrorKey } from './identity-error-key';

describe('identity errors in words', () => {
  it.each([...IdentityErrorCode, 'unavailable' as const])(
    'has Norwegian and English words for %s',
    (code) => {
      expect(noBundle.auth.errors[code].length).toBeGreaterThan(10);
      expect(enBundle.auth.errors[code].length).toBeGreaterThan(10);
    },
  );

  it('uses the product’s words for a Facebook sign-in without an access token', () => {
    expect(enBundle.auth.errors['missing-access-token']).toMatch(
      /^Sign-in succeeded but returned no access token/,
    );
  });

  it('picks the key for each kind of failure', () => {
    expect(
      identityErrorKey(IdentityError.fromResponse(401, { code: 'INVALID_EMAIL_OR_PASSWORD' })),
    ).toBe('wrong-password');
    expect(identityErrorKey(IdentityError.fromResponse(422, { code: 'USER_ALREADY_EXISTS' }))).toBe(
      'email-already-in-use',
    );
    expect(identityErrorKey(IdentityError.fromResponse(429, null))).toBe('too-many-requests');
    expect(identityErrorKey(new IdentityUnavailableError(new TypeError('offline')))).toBe(
      'unavailable',
    );
    const http = new HttpError(503, undefined);
    const apiError = new ApiError({
      method: 'POST',
      path: '/login',
      kind: 'http',
      cause: http,
      attempts: 4,
      http,
    });
    expect(identityErrorKey(apiError)).toBe('unavailable');
    expect(identityErrorKey(new Error('?'))).toBe('unknown');
  });

  it('reads a provider’s error from the callback address', () => {
    expect(identityErrorFromCallback(null)).toBeNull();
    expect(identityErrorFromCallback('access_denied')).toBe('popup-closed-by-user');
    expect(identityErrorFromCallback('no_access_token')).toBe('missing-access-token');
    expect(identityErrorFromCallback('something_else')).toBe('unknown');
  });
});
