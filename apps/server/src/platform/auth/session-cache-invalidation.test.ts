import {
  afterAll,
  afterEach,
  beforeAll,
  describe,
  expect,
  it,
  vi,
  type MockInstance,
} from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import {
  injectPath,
  outboxFor,
  signInAnonymous,
  signInEmail,
  signUpUnverifiedWithSession,
  signUpVerified,
  type TestSession,
} from '../../test/test-users.js';
import { DAY_MS } from '@monstory/contracts/time';

// The bearer session cache (SESSION_CACHE_MS, 5 s in tests too) on a real app: it saves the
// lookup, and no change this process makes to a session or user is hidden by it.

const START = '2026-03-02T09:00:00.000Z';
let t: TestApp;
let lookups: MockInstance;
beforeAll(async () => {
  t = await createTestApp({ now: START });
  const auth = await t.app.identity.auth();
  lookups = vi.spyOn(auth.api, 'getSession');
});
afterAll(() => t.close());
afterEach(() => {
  t.clock.set(START);
});

const send = (
  session: TestSession,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  payload?: object,
) => t.app.inject({ method, url, headers: session.headers, payload });
const profile = (session: TestSession) => send(session, 'GET', '/api/profile');

/** How many session lookups `run` caused. */
async function lookupsDuring(run: () => Promise<unknown>) {
  const before = lookups.mock.calls.length;
  await run();
  return lookups.mock.calls.length - before;
}

describe('bearer session cache', () => {
  it('looks a token up once within the TTL, and again once it has run out', async () => {
    const guest = await signInAnonymous(t.app);
    expect(await lookupsDuring(() => profile(guest))).toBe(1);
    const repeated = await lookupsDuring(async () => {
      for (let i = 0; i < 3; i += 1) expect((await profile(guest)).statusCode).toBe(200);
    });
    expect(repeated).toBe(0);
    t.clock.advance(4_999);
    expect(await lookupsDuring(() => profile(guest))).toBe(0);
    t.clock.advance(1);
    expect(await lookupsDuring(() => profile(guest))).toBe(1);
  });

  it('leaves cookie requests on the full path', async () => {
    const signIn = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in/anonymous' });
    const cookie = String(signIn.headers['set-cookie']).split(';')[0] ?? '';
    const calls = await lookupsDuring(async () => {
      for (let i = 0; i < 2; i += 1) {
        await t.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie } });
      }
    });
    expect(calls).toBe(2);
  });

  it('refuses a signed-out token on the very next call', async () => {
    const user = await signUpVerified(t.app);
    expect((await profile(user)).statusCode).toBe(200);
    expect((await send(user, 'POST', '/api/auth/sign-out')).statusCode).toBe(200);
    const after = await profile(user);
    expect(after.statusCode).toBe(401);
    expect(after.json().error.code).toBe('UNAUTHENTICATED');
  });

  it('sees a verified address at once', async () => {
    const user = await signUpUnverifiedWithSession(t.app);
    expect((await send(user, 'GET', '/api/credits')).json().error.code).toBe('EMAIL_NOT_VERIFIED');
    const [mail] = await outboxFor(t.app, user.email);
    const opened = await t.app.inject({ method: 'GET', url: injectPath(mail?.links[0] ?? '') });
    expect(opened.statusCode).toBe(302);
    expect((await send(user, 'GET', '/api/credits')).statusCode).toBe(200);
    expect((await profile(user)).json()).toMatchObject({ emailVerified: true });
  });

  it('sees a deleted account at once', async () => {
    const user = await signUpVerified(t.app);
    const second = await signInEmail(t.app, user.email, user.password);
    await send(user, 'POST', '/api/login', {});
    for (const session of [user, second]) expect((await profile(session)).statusCode).toBe(200);
    expect((await send(user, 'DELETE', '/api/profile')).statusCode).toBe(200);
    for (const session of [user, second]) expect((await profile(session)).statusCode).toBe(401);
  });

  it('sees a converted guest at once', async () => {
    const user = await signUpVerified(t.app);
    const guest = await signInAnonymous(t.app);
    await send(guest, 'POST', '/api/login', {});
    expect((await profile(guest)).statusCode).toBe(200);
    const converted = await send(user, 'POST', '/api/login/convert-anonymous-user', {
      anonymousUsername: guest.userId,
      anonymousToken: guest.token,
    });
    expect(converted.json()).toMatchObject({ status: 'CONVERTED' });
    expect((await profile(guest)).statusCode).toBe(401);
  });

  it('sees an account purged by the lifecycle job at once', async () => {
    const decliner = await signUpVerified(t.app);
    await send(decliner, 'POST', '/api/profile/decline-terms-and-conditions');
    t.clock.advance(7 * DAY_MS);
    expect((await profile(decliner)).statusCode).toBe(200);
    expect((await t.app.accountLifecycle.runOnce()).declinedTerms).toBe(1);
    expect((await profile(decliner)).statusCode).toBe(401);
  });

  it('empties itself after an identity change, but not for a new guest', async () => {
    const guest = await signInAnonymous(t.app);
    await profile(guest);
    const cached = t.app.identity.sessions.size;
    expect(cached).toBeGreaterThan(0);
    await signInAnonymous(t.app);
    expect(t.app.identity.sessions.size).toBe(cached);
    const renamed = await send(guest, 'POST', '/api/auth/update-user', { name: 'Troll' });
    expect(renamed.statusCode).toBe(200);
    expect(t.app.identity.sessions.size).toBe(0);
    await profile(guest);
    const user = await signUpVerified(t.app);
    expect(t.app.identity.sessions.size).toBe(0);
    await profile(user);
    await send(user, 'POST', '/api/auth/revoke-sessions');
    expect((await profile(user)).statusCode).toBe(401);
  });
});

describe('with SESSION_CACHE_MS=0', () => {
  it('looks every call up', async () => {
    const off = await createTestApp({
      config: { auth: { ...t.app.config.auth, sessionCacheMs: 0 } },
    });
    try {
      const spy = vi.spyOn((await off.app.identity.auth()).api, 'getSession');
      const guest = await signInAnonymous(off.app);
      for (let i = 0; i < 3; i += 1) {
        await off.app.inject({ method: 'GET', url: '/api/profile', headers: guest.headers });
      }
      expect(spy).toHaveBeenCalledTimes(3);
      expect(off.app.identity.sessions.size).toBe(0);
    } finally {
      await off.close();
    }
  });
});
