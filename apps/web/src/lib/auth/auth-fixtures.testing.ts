import type { Profile } from '@monstory/contracts/profile';
import type { AuthUser } from '@monstory/contracts/identity';

// Shapes the server answers with, for tests.

export function testProfile(overrides: Partial<Profile> = {}): Profile {
  return {
    userId: 'user-1',
    username: 'ada',
    language: 'ENGLISH',
    languageCode: 'en',
    credits: 0,
    subscription: { isActive: false, subscriptionType: 'FREE', initialPaymentPlatform: null },
    gamificationMonster: null,
    anonymousUser: null,
    profileImageUrl: null,
    currentStory: null,
    welcomeScreenShown: true,
    email: 'ada@example.com',
    emailVerified: true,
    isAnonymous: false,
    loginProvider: 'email',
    memberSince: '2026-01-02T10:00:00.000Z',
    termsAccepted: true,
    termsDeclined: false,
    marketingOptIn: false,
    voiceUuid: null,
    deletionScheduledFor: null,
    ...overrides,
  };
}

export const VERIFIED_USER: AuthUser = {
  id: 'user-1',
  email: 'ada@example.com',
  isAnonymous: false,
  emailVerified: true,
  provider: 'email',
};

export const GUEST_USER: AuthUser = {
  id: 'guest-1',
  email: null,
  isAnonymous: true,
  emailVerified: false,
  provider: 'anonymous',
};

/** better-auth's user object for `user`. */
export function sessionUser(user: AuthUser) {
  return {
    id: user.id,
    email: user.email ?? `temp-${user.id}@guest.monstory.invalid`,
    emailVerified: user.emailVerified,
    isAnonymous: user.isAnonymous,
    name: 'x',
    createdAt: '2026-01-02T10:00:00.000Z',
    updatedAt: '2026-01-02T10:00:00.000Z',
  };
}

/** GET /api/auth/get-session's answer for a signed-in `user`. */
export function sessionBody(user: AuthUser, token = `token-${user.id}`) {
  return { session: { id: 's1', token, userId: user.id }, user: sessionUser(user) };
}
