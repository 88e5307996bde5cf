import { describe, expect, it } from 'vitest';
import { identityErrorFor, PasswordSchema, userKind } from './auth';

describe('identityErrorFor', () => {
  it.each([
    [400, 'INVALID_EMAIL', 'invalid-email'],
    [401, 'INVALID_EMAIL_OR_PASSWORD', 'wrong-password'],
    [422, 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL', 'email-already-in-use'],
    [400, 'PASSWORD_TOO_SHORT', 'weak-password'],
    [400, 'WEAK_PASSWORD', 'weak-password'],
    [403, 'EMAIL_NOT_VERIFIED', 'email-not-verified'],
    [400, 'MISSING_ACCESS_TOKEN', 'missing-access-token'],
    [429, undefined, 'too-many-requests'],
    [500, 'SOMETHING_ELSE', 'unknown'],
  ] as const)('%i %s → %s', (status, code, expected) => {
    expect(identityErrorFor(status, code)).toBe(expected);
  });
});

describe('PasswordSchema', () => {
  it('takes 8 to 128 characters', () => {
    expect(PasswordSchema.safeParse('x'.repeat(7)).success).toBe(false);
    expect(PasswordSchema.safeParse('x'.repeat(8)).success).toBe(true);
    expect(PasswordSchema.safeParse('x'.repeat(128)).success).toBe(true);
    expect(PasswordSchema.safeParse('x'.repeat(129)).success).toBe(false);
  });
});

describe('userKind', () => {
  it.each([
    [{ isAnonymous: true, emailVerified: false, provider: 'anonymous' }, 'anonymous'],
    [{ isAnonymous: false, emailVerified: false, provider: 'email' }, 'registered-unverified'],
    [{ isAnonymous: false, emailVerified: true, provider: 'email' }, 'registered-verified'],
    [{ isAnonymous: false, emailVerified: false, provider: 'facebook' }, 'registered-verified'],
    [{ isAnonymous: false, emailVerified: false, provider: 'apple' }, 'registered-verified'],
  ] as const)('%o is %s', (user, kind) => {
    expect(userKind(user)).toBe(kind);
  });
});
