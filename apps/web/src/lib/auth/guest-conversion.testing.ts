import type { Profile } from '@monstory/contracts/profile';
import { GUEST_USER, sessionUser, testProfile } from './auth-fixtures.testing';

/** A guest's profile, with the ticket that lets their data move to the account they sign in to. */
export const GUEST_PROFILE = testProfile({
  userId: GUEST_USER.id,
  isAnonymous: true,
  email: null,
  loginProvider: 'anonymous',
  anonymousUser: { storiesCreated: 0, allowedStories: 1, conversionTicket: 'g1.ticket' },
});

/**
 * The server's answers while a guest signs in and their data moves: the guest's session, the
 * guest's profile then `signedIn`'s, and the move itself. The sign-in's own answer is the test's.
 */
export function guestConversionRoutes(signedIn: Profile) {
  return {
    'POST /api/auth/sign-in/anonymous': {
      status: 200,
      body: { token: 'g', user: sessionUser(GUEST_USER) },
    },
    'POST /api/login': [
      { status: 200, body: GUEST_PROFILE },
      { status: 200, body: signedIn },
    ],
    'POST /api/login/convert-anonymous-user': {
      status: 200,
      body: { status: 'CONVERTED', moved: { stories: 1 } },
    },
  };
}
