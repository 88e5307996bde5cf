import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { scriptedTextModel } from '../../modules/story/story-fake-models.testing.js';
import { STORY_BODY, acceptTerms, storyIdOf } from '../../modules/story/story.testing.js';
import { buyInTestMode } from '../../modules/payments/payments.testing.js';
import {
  bearer,
  signInAnonymous,
  signUpUnverifiedWithSession,
  signUpVerified,
  type TestHeaders as Headers,
} from '../../test/test-users.js';

// Every endpoint of the API, called as every role, against the status the role must get.
// A new endpoint adds a row; a new role adds a column to Role and to each row.
// A subscriber is a verified user with Premium (bought in test mode): a row names the subscriber's
// status only where it differs from a verified free user's.

const ROLES = [
  'no session',
  'invalid token',
  'guest',
  'unverified',
  'verified',
  'subscriber',
] as const;
type Role = (typeof ROLES)[number];
type Statuses = Record<Exclude<Role, 'subscriber'>, number> & { subscriber?: number };

interface Context {
  app: TestApp['app'];
  /** A verified user other than the caller. */
  otherHeaders: Headers;
}

interface Row {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** `{own}`: a finished story of the caller's; `{others}`: one of another verified user's. */
  url: string;
  payload?: (context: Context) => Promise<object> | object;
  /** The call ends the caller's session: every role gets a fresh one. */
  destructive?: boolean;
  status: Statuses;
}

/** One status for every role; the subscriber gets the verified user's unless a row says. */
function everyRole(status: number): Statuses {
  return {
    'no session': status,
    'invalid token': status,
    guest: status,
    unverified: status,
    verified: status,
  };
}

const PUBLIC = everyRole(200);
const SIGNED_IN = { ...PUBLIC, 'no session': 401, 'invalid token': 401 };
const GUEST_OR_VERIFIED = { ...SIGNED_IN, unverified: 403 };
const VERIFIED = { ...GUEST_OR_VERIFIED, guest: 403 };
/** A story route: callers who may use it, on a story they cannot see or without one, get 404. */
const OWN_STORY_404 = { ...GUEST_OR_VERIFIED, guest: 404, verified: 404 };
const ALL_404 = everyRole(404);
/** A webhook whose provider is not configured (the test app has neither). */
const NOT_CONFIGURED = ALL_404;
const NORWEGIAN_VOICE = '0963a277-d210-49ac-8e9a-cc423d33781a';

async function freshGuestId({ app }: Context) {
  const guest = await signInAnonymous(app);
  return { anonymousUsername: guest.userId, anonymousToken: guest.token };
}

/** A guest already merged into another account: not the caller's to convert. */
async function othersGuestId(context: Context) {
  const payload = await freshGuestId(context);
  await context.app.inject({
    method: 'POST',
    url: '/api/login/convert-anonymous-user',
    headers: context.otherHeaders,
    payload,
  });
  return payload;
}

const rows: Row[] = [
  { method: 'GET', url: '/api/health', status: PUBLIC },
  { method: 'GET', url: '/api/auth-providers', status: PUBLIC },
  { method: 'GET', url: '/api/openapi.json', status: PUBLIC },
  { method: 'GET', url: '/api/dev/outbox?to=nobody@example.com', status: PUBLIC },
  // The story studio's rows run before the profile rows below decline the terms.
  { method: 'GET', url: '/api/premium-features', status: PUBLIC },
  // The shop (docs/product.md#money): buying and the subscription page are for verified users only.
  { method: 'GET', url: '/api/v1/stripe/payments/products', status: PUBLIC },
  {
    method: 'POST',
    url: '/api/v1/stripe/payments/checkout/credits-50',
    payload: () => ({ callbackUrl: 'http://localhost/shop' }),
    status: VERIFIED,
  },
  { method: 'GET', url: '/api/purchases/not-a-purchase', status: { ...VERIFIED, verified: 404 } },
  {
    method: 'POST',
    url: '/api/test-checkout/not-a-purchase',
    payload: () => ({ outcome: 'success' }),
    status: { ...VERIFIED, verified: 404 },
  },
  { method: 'GET', url: '/api/transactions', status: VERIFIED },
  { method: 'GET', url: '/api/credits', status: GUEST_OR_VERIFIED },
  { method: 'GET', url: '/api/subscription', status: VERIFIED },
  {
    method: 'POST',
    url: '/api/subscription/cancel',
    status: { ...VERIFIED, verified: 409, subscriber: 200 },
  },
  {
    method: 'POST',
    url: '/api/subscription/resume',
    status: { ...VERIFIED, verified: 409, subscriber: 200 },
  },
  // Deletes the subscription (a test-mode tool): later rows still need a subscribed subscriber.
  {
    method: 'DELETE',
    url: '/api/subscription',
    destructive: true,
    status: { ...VERIFIED, verified: 204 },
  },
  // Webhooks prove themselves by signature or secret, not by session; unconfigured, they are
  // absent.
  { method: 'POST', url: '/api/v1/stripe/webhook', payload: () => ({}), status: NOT_CONFIGURED },
  {
    method: 'POST',
    url: '/api/v1/revenuecat/webhook',
    payload: () => ({}),
    status: NOT_CONFIGURED,
  },
  {
    method: 'POST',
    url: '/api/story',
    payload: () => STORY_BODY,
    status: { ...GUEST_OR_VERIFIED, guest: 201, verified: 201 },
  },
  { method: 'GET', url: '/api/story/{own}', status: GUEST_OR_VERIFIED },
  { method: 'GET', url: '/api/story/{own}/stream', status: GUEST_OR_VERIFIED },
  { method: 'GET', url: '/api/story/{own}/audio/timings', status: OWN_STORY_404 },
  {
    method: 'POST',
    url: '/api/story/{own}/retry',
    status: { ...OWN_STORY_404, guest: 409, verified: 409 },
  },
  // A subscriber's Premium credits pay for narration; a free user without credits is refused.
  {
    method: 'POST',
    url: '/api/story/{own}/audio/generate',
    status: { ...OWN_STORY_404, guest: 402, verified: 402, subscriber: 202 },
  },
  { method: 'POST', url: '/api/story/{own}/images/0/regenerate', status: OWN_STORY_404 },
  {
    method: 'POST',
    url: '/api/story/draft/{own}/choose',
    payload: () => ({ choiceId: 'a' }),
    status: { ...OWN_STORY_404, guest: 409, verified: 409 },
  },
  // The library and the reader's calls (docs/product.md#reader).
  { method: 'GET', url: '/api/library/stories?genre=SPACE&sort=rating', status: GUEST_OR_VERIFIED },
  { method: 'GET', url: '/api/library/shelves?language=en', status: GUEST_OR_VERIFIED },
  { method: 'GET', url: '/api/stories?page=1', status: GUEST_OR_VERIFIED },
  { method: 'GET', url: '/api/example-stories?language=no', status: PUBLIC },
  // The public site (docs/product.md#site): legal documents and the contact form need no session.
  { method: 'GET', url: '/api/legal/terms/no', status: PUBLIC },
  { method: 'GET', url: '/api/legal/privacy/en', status: PUBLIC },
  {
    method: 'POST',
    url: '/api/contact',
    payload: () => ({ name: 'Kari', email: 'kari@example.com', subject: 'Hei', message: 'Hallo' }),
    status: {
      ...PUBLIC,
      'no session': 201,
      'invalid token': 201,
      guest: 201,
      unverified: 201,
      verified: 201,
    },
  },
  // No session needed; a story that is not open to everyone is a 404 for all alike.
  { method: 'GET', url: '/api/public/story/{own}', status: ALL_404 },
  {
    method: 'PUT',
    url: '/api/story/{own}/rating',
    payload: () => ({ rating: 4 }),
    status: { ...OWN_STORY_404, guest: 200, verified: 200 },
  },
  {
    method: 'POST',
    url: '/api/story/{own}/read',
    payload: () => ({ progress: 0.6 }),
    status: { ...OWN_STORY_404, guest: 204, verified: 204 },
  },
  {
    method: 'POST',
    url: '/api/story/{own}/listening',
    payload: () => ({ seconds: 30 }),
    // Only the subscriber's story has narration (made above) to listen to.
    status: { ...OWN_STORY_404, guest: 409, verified: 409, subscriber: 204 },
  },
  {
    method: 'POST',
    url: '/api/story/{own}/share',
    status: { ...OWN_STORY_404, guest: 200, verified: 200 },
  },
  {
    method: 'PUT',
    url: '/api/story/{own}/publish',
    payload: () => ({ public: false }),
    status: { ...VERIFIED, verified: 200 },
  },
  {
    method: 'POST',
    url: '/api/story/{own}/report',
    payload: () => ({ reason: 'SPELLING_ERRORS' }),
    status: { ...OWN_STORY_404, guest: 204, verified: 204 },
  },
  ...(
    [
      ['PUT', 'rating', { rating: 4 }],
      ['POST', 'read', { progress: 0.6 }],
      ['POST', 'listening', { seconds: 30 }],
      ['POST', 'share', undefined],
      ['POST', 'report', { reason: 'BORING_STORY' }],
    ] as const
  ).map(
    ([method, action, body]) =>
      ({
        method,
        url: `/api/story/{others}/${action}`,
        ...(body && { payload: () => body }),
        status: OWN_STORY_404,
      }) as Row,
  ),
  {
    method: 'PUT',
    url: '/api/story/{others}/publish',
    payload: () => ({ public: true }),
    status: { ...OWN_STORY_404, guest: 403 },
  },
  { method: 'GET', url: '/api/feedback/status', status: GUEST_OR_VERIFIED },
  {
    method: 'POST',
    url: '/api/feedback/submit',
    payload: () => ({ answers: { liked: 4, more: 'pictures', easy: 5 } }),
    status: { ...GUEST_OR_VERIFIED, guest: 204, verified: 204 },
  },
  {
    method: 'POST',
    url: '/api/feedback/decline',
    status: { ...GUEST_OR_VERIFIED, guest: 204, verified: 204 },
  },
  ...[
    ['GET', '/api/story/{others}'],
    ['GET', '/api/story/{others}/stream'],
    ['GET', '/api/story/{others}/audio/timings'],
    ['POST', '/api/story/{others}/retry'],
    ['POST', '/api/story/{others}/audio/generate'],
    ['POST', '/api/story/{others}/images/0/regenerate'],
    ['DELETE', '/api/story/{others}'],
  ].map(([method, url]) => ({ method, url, status: OWN_STORY_404 }) as Row),
  {
    method: 'POST',
    url: '/api/story/draft/{others}/choose',
    payload: () => ({ choiceId: 'a' }),
    status: OWN_STORY_404,
  },
  {
    method: 'DELETE',
    url: '/api/story/{own}',
    status: { ...OWN_STORY_404, guest: 204, verified: 204 },
  },
  // Notifications and push (docs/product.md#notifications). The SSE stream never ends for a caller
  // it admits, so its roles are checked in modules/notifications/notification-stream.test.ts.
  { method: 'GET', url: '/api/notifications', status: GUEST_OR_VERIFIED },
  { method: 'GET', url: '/api/notifications/unread', status: GUEST_OR_VERIFIED },
  ...['read', 'archive'].map(
    (action) =>
      ({
        method: 'POST',
        url: `/api/notifications/not-a-notification/${action}`,
        status: { ...GUEST_OR_VERIFIED, guest: 404, verified: 404 },
      }) as Row,
  ),
  {
    method: 'POST',
    url: '/api/profile/notifications/token',
    payload: () => ({ fcmToken: 'roles-test-device', platform: 'ANDROID' }),
    status: { ...VERIFIED, verified: 204 },
  },
  { method: 'GET', url: '/api/push/config', status: PUBLIC },
  { method: 'GET', url: '/api/app-links', status: PUBLIC },
  { method: 'GET', url: '/api/analytics/config', status: PUBLIC },
  { method: 'POST', url: '/api/login', payload: () => ({}), status: SIGNED_IN },
  { method: 'GET', url: '/api/profile', status: SIGNED_IN },
  { method: 'GET', url: '/api/profile/language', status: GUEST_OR_VERIFIED },
  {
    method: 'PUT',
    url: '/api/profile/language',
    payload: () => ({ language: 'en' }),
    status: GUEST_OR_VERIFIED,
  },
  { method: 'GET', url: '/api/voices?language=no', status: GUEST_OR_VERIFIED },
  { method: 'GET', url: '/api/profile/voice', status: GUEST_OR_VERIFIED },
  {
    method: 'PUT',
    url: '/api/profile/voice',
    payload: () => ({ voiceUuid: NORWEGIAN_VOICE }),
    status: GUEST_OR_VERIFIED,
  },
  {
    method: 'POST',
    url: '/api/profile/accept-terms-and-conditions',
    payload: () => ({ marketingOptIn: false }),
    status: GUEST_OR_VERIFIED,
  },
  { method: 'POST', url: '/api/profile/decline-terms-and-conditions', status: GUEST_OR_VERIFIED },
  { method: 'POST', url: '/api/profile/welcome-shown', status: GUEST_OR_VERIFIED },
  // Monsters (docs/product.md#monsters): building one costs credits a new account lacks;
  // My monsters is not for guests.
  { method: 'GET', url: '/api/profile/gamification/monster', status: GUEST_OR_VERIFIED },
  {
    method: 'POST',
    url: '/api/profile/gamification/monster',
    payload: () => ({ description: 'a friendly green monster' }),
    status: { ...GUEST_OR_VERIFIED, guest: 402, verified: 402, subscriber: 202 },
  },
  { method: 'GET', url: '/api/profile/gamification/monsters', status: VERIFIED },
  {
    method: 'POST',
    url: '/api/profile/gamification/monsters/no-such-monster/use',
    status: { ...VERIFIED, verified: 404 },
  },
  {
    method: 'DELETE',
    url: '/api/profile/gamification/monsters/no-such-monster',
    status: { ...VERIFIED, verified: 404 },
  },
  // Statistics and medals (docs/product.md#medals): a guest has them too.
  { method: 'GET', url: '/api/profile/statistics', status: GUEST_OR_VERIFIED },
  { method: 'GET', url: '/api/profile/medals', status: GUEST_OR_VERIFIED },
  { method: 'DELETE', url: '/api/profile', destructive: true, status: VERIFIED },
  {
    method: 'POST',
    url: '/api/login/convert-anonymous-user',
    payload: freshGuestId,
    status: VERIFIED,
  },
  {
    method: 'POST',
    url: '/api/login/convert-anonymous-user',
    payload: othersGuestId,
    status: { ...VERIFIED, verified: 404 },
  },
];

let t: TestApp;
let shared: Record<Role, Headers>;
let context: Context;

async function subscriberHeaders(): Promise<Headers> {
  const { headers } = await signUpVerified(t.app);
  await buyInTestMode(t, headers, 'premium-monthly');
  return headers;
}

async function sessions(): Promise<Record<Role, Headers>> {
  return {
    'no session': {},
    'invalid token': bearer('not-a-valid-session-token'),
    guest: (await signInAnonymous(t.app)).headers,
    unverified: (await signUpUnverifiedWithSession(t.app)).headers,
    verified: (await signUpVerified(t.app)).headers,
    subscriber: await subscriberHeaders(),
  };
}

beforeAll(async () => {
  t = await createTestApp();
  shared = await sessions();
  context = { app: t.app, otherHeaders: (await signUpVerified(t.app)).headers };
  // Story rows need callers who accepted the terms, and stories that finish at once.
  for (const headers of [shared.guest, shared.verified, shared.subscriber, context.otherHeaders]) {
    await acceptTerms(t.app, headers);
  }
  t.app.ai.text = scriptedTextModel('TITLE: Roles\n\nA very short story.\n');
});

async function resolveUrl(url: string, headers: Headers): Promise<string> {
  if (url.includes('{own}')) return url.replace('{own}', await storyIdOf(t.app, headers));
  if (url.includes('{others}')) {
    return url.replace('{others}', await storyIdOf(t.app, context.otherHeaders));
  }
  return url;
}
afterAll(() => t.close());

const cases = rows.flatMap((row) =>
  ROLES.map(
    (role) =>
      [
        `${row.method} ${row.url}`,
        role,
        (role === 'subscriber' ? row.status.subscriber : undefined) ??
          row.status[role === 'subscriber' ? 'verified' : role],
        row,
      ] as const,
  ),
);

describe('who may call what', () => {
  it.each(cases)('%s as %s → %i', async (_name, role, status, row) => {
    const headers = row.destructive ? (await sessions())[role] : shared[role];
    const response = await t.app.inject({
      method: row.method,
      url: await resolveUrl(row.url, headers),
      headers,
      // Each role calls from an address of its own, so per-address limits count them apart.
      remoteAddress: `10.0.0.${ROLES.indexOf(role) + 1}`,
      ...(row.payload && { payload: await row.payload(context) }),
    });
    expect(response.statusCode, response.body.slice(0, 300)).toBe(status);
    if (status === 403) {
      const code = role === 'guest' ? 'ANONYMOUS_NOT_ALLOWED' : 'EMAIL_NOT_VERIFIED';
      expect(response.json().error.code).toBe(code);
    }
  });
});
