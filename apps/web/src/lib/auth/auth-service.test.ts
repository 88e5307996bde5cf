import { VERIFICATION_CHECK_HEADER } from '@monstory/contracts/identity';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../api/query-client';
import { configureApi } from '../api/api-config';
import { buildRequest } from '../api/build-request';
import { PROFILE_QUERY_KEY } from '../profile/profile-query';
import { LocalStorageKey } from '../storage/storage-keys';
import {
  GUEST_USER,
  VERIFIED_USER,
  sessionBody,
  sessionUser,
  testProfile,
} from './auth-fixtures.testing';
import { isIdentityError } from './auth-errors';
import { GUEST_PROFILE, guestConversionRoutes } from './guest-conversion.testing';
import { createAuthService } from './auth-service';
import { createAuthStore, viewerKind } from './auth-store';
import { FIREBASE_RETRY_EVENT } from './session-retry';
import { fakeServer } from '../../test/fake-server';
import type { RouteAnswer } from '../../test/fake-server';

const NOW = new Date('2026-03-01T12:00:00.000Z');
const USER_PROFILE = testProfile({ userId: VERIFIED_USER.id });

function setup(routes: Record<string, RouteAnswer | RouteAnswer[]>) {
  const server = fakeServer(routes);
  configureApi({ fetch: server.fetch });
  const queryClient = createQueryClient();
  const store = createAuthStore();
  const auth = createAuthService({ store, queryClient, getLanguage: () => 'no', now: () => NOW });
  return { server, queryClient, store, auth };
}

const bearer = (headers: Record<string, string>) => headers.Authorization;

afterEach(() => {
  vi.useRealTimers();
});

describe('start-up', () => {
  it('finds nobody and makes no login call', async () => {
    const { auth, store, server } = setup({
      'GET /api/auth/get-session': { status: 200, body: null },
    });
    await auth.start();
    expect(store.getState()).toMatchObject({ ready: true, user: null, token: null });
    expect(server.requests('POST /api/login')).toHaveLength(0);
  });

  it('takes over the session cookie’s user, logs in and caches the profile', async () => {
    const { auth, store, server, queryClient } = setup({
      'GET /api/auth/get-session': { status: 200, body: sessionBody(VERIFIED_USER, 'tok-1') },
      'POST /api/login': { status: 200, body: { ...USER_PROFILE, loginProvider: 'google' } },
    });
    await auth.start();
    expect(store.getState().user).toMatchObject({ id: 'user-1', provider: 'google' });
    const [login] = server.requests('POST /api/login');
    expect(login?.body).toEqual({ language: 'no' });
    expect(bearer(login?.headers ?? {})).toBe('Bearer tok-1');
    expect(queryClient.getQueryData(PROFILE_QUERY_KEY)).toMatchObject({ userId: 'user-1' });
    expect(localStorage.getItem(LocalStorageKey.authToken)).toBe('tok-1');
    expect(localStorage.getItem(LocalStorageKey.userId)).toBe('user-1');
    expect(localStorage.getItem(LocalStorageKey.userType)).toBe('registered');
  });

  it('prefers the token in the set-auth-token header', async () => {
    const { auth, store } = setup({
      'GET /api/auth/get-session': {
        status: 200,
        body: sessionBody(VERIFIED_USER, 'from-body'),
        headers: { 'set-auth-token': 'from-header' },
      },
      'POST /api/login': { status: 200, body: USER_PROFILE },
    });
    await auth.start();
    expect(store.getState().token).toBe('from-header');
  });

  it('asks with the stored bearer token when there is no cookie session', async () => {
    localStorage.setItem(LocalStorageKey.authToken, 'stored');
    const { auth, store, server } = setup({
      'GET /api/auth/get-session': [
        { status: 200, body: null },
        { status: 200, body: sessionBody(GUEST_USER, 'stored') },
      ],
      'POST /api/login': { status: 200, body: GUEST_PROFILE },
    });
    await auth.start();
    const [byCookie, byToken] = server.requests('GET /api/auth/get-session');
    expect(bearer(byCookie?.headers ?? {})).toBeUndefined();
    expect(bearer(byToken?.headers ?? {})).toBe('Bearer stored');
    expect(viewerKind(store.getState())).toBe('anonymous');
  });

  describe('when the server noted that no session cookie came with the page', () => {
    beforeEach(() => {
      const meta = document.createElement('meta');
      meta.name = 'monstory-session-cookie';
      meta.content = 'absent';
      document.head.append(meta);
    });
    afterEach(() => document.head.querySelector('meta[name="monstory-session-cookie"]')?.remove());

    it('knows at once that nobody is signed in on a device without a token', async () => {
      const { auth, store, server } = setup({});
      await auth.start();
      expect(store.getState()).toMatchObject({ ready: true, user: null, token: null });
      expect(server.requests('GET /api/auth/get-session')).toHaveLength(0);
    });

    it('asks only with the stored token', async () => {
      localStorage.setItem(LocalStorageKey.authToken, 'stored');
      const { auth, store, server } = setup({
        'GET /api/auth/get-session': { status: 200, body: sessionBody(GUEST_USER, 'stored') },
        'POST /api/login': { status: 200, body: GUEST_PROFILE },
      });
      await auth.start();
      const asked = server.requests('GET /api/auth/get-session');
      expect(asked.map((request) => bearer(request.headers))).toEqual(['Bearer stored']);
      expect(viewerKind(store.getState())).toBe('anonymous');
    });

    it('still looks for a cookie when the verification card asks again later', async () => {
      const { auth, server } = setup({
        'GET /api/auth/get-session': { status: 200, body: null },
      });
      await auth.start();
      await auth.refreshVerification();
      expect(server.requests('GET /api/auth/get-session')).toHaveLength(1);
    });
  });

  it('tries the identity service 3 times, 3 s apart, announcing each miss', async () => {
    vi.useFakeTimers();
    localStorage.setItem(LocalStorageKey.authToken, 'kept');
    const { auth, server } = setup({ 'GET /api/auth/get-session': { networkError: true } });
    const attempts: unknown[] = [];
    const listener = (event: Event) => attempts.push((event as CustomEvent).detail);
    window.addEventListener(FIREBASE_RETRY_EVENT, listener);
    const outcome = auth.start().catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(2_999);
    expect(server.requests('GET /api/auth/get-session')).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(3_001);
    expect(await outcome).toBeInstanceOf(Error);
    expect(server.requests('GET /api/auth/get-session')).toHaveLength(3);
    expect(attempts).toEqual([{ attempt: 1 }, { attempt: 2 }, { attempt: 3 }]);
    expect(localStorage.getItem(LocalStorageKey.authToken)).toBe('kept');
    window.removeEventListener(FIREBASE_RETRY_EVENT, listener);
  });
});

describe('guests', () => {
  it('stores the guest’s id and creation time and clears the conversion flag', async () => {
    localStorage.setItem(LocalStorageKey.anonymousConversionTriggered, 'true');
    const { auth, server } = setup({
      'POST /api/auth/sign-in/anonymous': {
        status: 200,
        body: { token: 'g', user: sessionUser(GUEST_USER) },
      },
      'POST /api/login': { status: 200, body: GUEST_PROFILE },
    });
    await Promise.all([auth.signInAnonymously(), auth.signInAnonymously()]);
    expect(server.requests('POST /api/auth/sign-in/anonymous')).toHaveLength(1);
    expect(localStorage.getItem(LocalStorageKey.anonymousUid)).toBe('guest-1');
    expect(localStorage.getItem(LocalStorageKey.anonymousUserCreatedTime)).toBe(NOW.toISOString());
    expect(localStorage.getItem(LocalStorageKey.anonymousConversionTriggered)).toBeNull();
  });

  it('has calls made while the guest session is being made wait for its token', async () => {
    const { auth } = setup({
      'POST /api/auth/sign-in/anonymous': {
        status: 200,
        body: { token: 'g', user: sessionUser(GUEST_USER) },
      },
      'POST /api/login': { status: 200, body: GUEST_PROFILE },
    });
    const signingIn = auth.signInAnonymously();
    const early = buildRequest({ method: 'GET', path: '/story/1' });
    expect((await early).init.headers).toMatchObject({ Authorization: 'Bearer g' });
    await signingIn;
  });

  it('sends such calls without a token when the guest sign-in fails', async () => {
    const { auth } = setup({
      'POST /api/auth/sign-in/anonymous': { status: 403, body: { code: 'X' } },
    });
    const signingIn = auth.signInAnonymously().catch(() => 'failed');
    const early = await buildRequest({ method: 'GET', path: '/story/1' });
    expect(early.init.headers).not.toHaveProperty('Authorization');
    expect(await signingIn).toBe('failed');
  });

  it('moves a guest’s data once they sign in verified, then forgets the guest', async () => {
    const { auth, server, store } = setup({
      ...guestConversionRoutes(USER_PROFILE),
      'POST /api/auth/sign-in/email': {
        status: 200,
        body: { token: 'u', user: sessionUser(VERIFIED_USER) },
      },
    });
    await auth.signInAnonymously();
    localStorage.setItem(LocalStorageKey.anonymousConversionTriggered, 'true');
    await auth.signInWithEmail({ email: 'ada@example.com', password: 'secret-password' });

    const [signIn] = server.requests('POST /api/auth/sign-in/email');
    expect(bearer(signIn?.headers ?? {})).toBe('Bearer g');
    const [convert] = server.requests('POST /api/login/convert-anonymous-user');
    expect(convert?.body).toEqual({ anonymousUsername: 'guest-1', anonymousTicket: 'g1.ticket' });
    expect(bearer(convert?.headers ?? {})).toBe('Bearer u');
    expect(localStorage.getItem(LocalStorageKey.anonymousUid)).toBeNull();
    expect(localStorage.getItem(LocalStorageKey.anonymousConversionTicket)).toBeNull();
    expect(localStorage.getItem(LocalStorageKey.anonymousConversionTriggered)).toBeNull();
    expect(localStorage.getItem(LocalStorageKey.anonymousUserCreatedTime)).toBe(NOW.toISOString());
    expect(viewerKind(store.getState())).toBe('registered-verified');
  });

  it('does not ask to move a guest it holds no ticket for', async () => {
    localStorage.setItem(LocalStorageKey.anonymousUid, 'guest-1');
    const { auth, server } = setup({
      'GET /api/auth/get-session': { status: 200, body: sessionBody(VERIFIED_USER) },
      'POST /api/login': { status: 200, body: USER_PROFILE },
    });
    await auth.start();
    expect(server.requests('POST /api/login/convert-anonymous-user')).toHaveLength(0);
    expect(localStorage.getItem(LocalStorageKey.anonymousUid)).toBeNull();
  });

  it('keeps the guest for the next start when the move fails on the server', async () => {
    localStorage.setItem(LocalStorageKey.anonymousUid, 'guest-1');
    localStorage.setItem(LocalStorageKey.anonymousConversionTicket, 'g1.ticket');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { auth } = setup({
      'GET /api/auth/get-session': { status: 200, body: sessionBody(VERIFIED_USER) },
      'POST /api/login': { status: 200, body: USER_PROFILE },
      'POST /api/login/convert-anonymous-user': { status: 500 },
    });
    vi.useFakeTimers();
    const started = auth.start();
    await vi.advanceTimersByTimeAsync(10_000);
    await started;
    expect(localStorage.getItem(LocalStorageKey.anonymousUid)).toBe('guest-1');
    expect(warn).toHaveBeenCalled();
  });
});

describe('email and verification', () => {
  it('registers without a session: the address waits for verification', async () => {
    const { auth, store, server } = setup({
      'POST /api/auth/sign-up/email': {
        status: 200,
        body: { token: null, user: sessionUser({ ...VERIFIED_USER, emailVerified: false }) },
      },
    });
    await auth.register({ email: 'ada@example.com', password: 'secret-password' });
    expect(server.requests('POST /api/auth/sign-up/email')[0]?.body).toMatchObject({
      email: 'ada@example.com',
      callbackURL: '/welcome',
    });
    expect(viewerKind(store.getState())).toBe('registered-unverified');
    expect(localStorage.getItem(LocalStorageKey.pendingVerificationEmail)).toBe('ada@example.com');
  });

  it('turns a refused unverified sign-in into a pending verification', async () => {
    const { auth, store } = setup({
      'POST /api/auth/sign-in/email': {
        status: 403,
        body: { code: 'EMAIL_NOT_VERIFIED', message: 'Email not verified' },
      },
    });
    const error = await auth
      .signInWithEmail({ email: 'ada@example.com', password: 'x' })
      .catch((e: unknown) => e);
    expect(isIdentityError(error) && error.code).toBe('email-not-verified');
    expect(store.getState().pendingVerificationEmail).toBe('ada@example.com');
  });

  it('refreshes past the cookie cache and moves on once verified', async () => {
    const { auth, store, server } = setup({
      'POST /api/auth/sign-up/email': {
        status: 200,
        body: { token: null, user: sessionUser(VERIFIED_USER) },
      },
      'GET /api/auth/get-session': [
        { status: 200, body: null },
        { status: 200, body: sessionBody(VERIFIED_USER) },
      ],
      'POST /api/auth/sign-in/email': {
        status: 403,
        body: { code: 'EMAIL_NOT_VERIFIED', message: 'Email not verified' },
      },
      'POST /api/login': { status: 200, body: USER_PROFILE },
    });
    await auth.register({ email: 'ada@example.com', password: 'secret-password' });
    expect(await auth.refreshVerification()).toBe(false);
    expect(await auth.refreshVerification()).toBe(true);
    const lookups = server.requests('GET /api/auth/get-session');
    expect(lookups.every((request) => request.query.get('disableCookieCache') === 'true')).toBe(
      true,
    );
    expect(store.getState().pendingVerificationEmail).toBeNull();
    expect(viewerKind(store.getState())).toBe('registered-verified');
  });

  it('sees an address confirmed on another device, without mailing a new link meanwhile', async () => {
    const credentials = { email: 'ada@example.com', password: 'secret-password' };
    const { auth, store, server } = setup({
      'POST /api/auth/sign-up/email': {
        status: 200,
        body: { token: null, user: sessionUser(VERIFIED_USER) },
      },
      // The link's session went to the other device: this one has none.
      'GET /api/auth/get-session': { status: 200, body: null },
      'POST /api/auth/sign-in/email': [
        { status: 403, body: { code: 'EMAIL_NOT_VERIFIED', message: 'Email not verified' } },
        { status: 200, body: { token: 'u', user: sessionUser(VERIFIED_USER) } },
      ],
      'POST /api/login': { status: 200, body: USER_PROFILE },
    });
    await auth.register(credentials);
    expect(await auth.refreshVerification()).toBe(false);
    expect(await auth.refreshVerification()).toBe(true);
    const checks = server.requests('POST /api/auth/sign-in/email');
    expect(checks.map((check) => check.body)).toMatchObject([credentials, credentials]);
    expect(checks.every((check) => check.headers[VERIFICATION_CHECK_HEADER] === '1')).toBe(true);
    expect(store.getState().pendingVerificationEmail).toBeNull();
    expect(viewerKind(store.getState())).toBe('registered-verified');
    // The password was never written down.
    expect(JSON.stringify({ ...localStorage })).not.toContain(credentials.password);
  });

  it('cannot check for another device after a reload (the password is gone), and says not yet', async () => {
    const { auth, server } = setup({
      'POST /api/auth/sign-up/email': {
        status: 200,
        body: { token: null, user: sessionUser(VERIFIED_USER) },
      },
      'GET /api/auth/get-session': { status: 200, body: null },
    });
    await auth.register({ email: 'ada@example.com', password: 'secret-password' });
    auth.forgetPendingVerification();
    expect(await auth.refreshVerification()).toBe(false);
    expect(server.requests('POST /api/auth/sign-in/email')).toHaveLength(0);
  });
});

describe('sign-out', () => {
  beforeEach(() => {
    localStorage.setItem(LocalStorageKey.redirectPath, '/stuff/medals');
  });

  it('revokes the session and forgets the user, the profile and every cached thing', async () => {
    const { auth, store, server, queryClient } = setup({
      'GET /api/auth/get-session': { status: 200, body: sessionBody(VERIFIED_USER, 'tok') },
      'POST /api/login': { status: 200, body: USER_PROFILE },
      'POST /api/auth/sign-out': { status: 200, body: { success: true } },
    });
    await auth.start();
    queryClient.setQueryData(['notifications'], [{ id: 1 }]);
    await auth.signOut();
    expect(bearer(server.requests('POST /api/auth/sign-out')[0]?.headers ?? {})).toBe('Bearer tok');
    expect(store.getState()).toMatchObject({
      user: null,
      token: null,
      pendingVerificationEmail: null,
    });
    expect(queryClient.getQueryData(PROFILE_QUERY_KEY)).toBeUndefined();
    expect(queryClient.getQueryData(['notifications'])).toBeUndefined();
    expect(localStorage.getItem(LocalStorageKey.authToken)).toBeNull();
    expect(localStorage.getItem(LocalStorageKey.userId)).toBeNull();
    expect(localStorage.getItem(LocalStorageKey.redirectPath)).toBeNull();
  });

  it('signs out here even when the server cannot be told', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { auth, store } = setup({
      'GET /api/auth/get-session': { status: 200, body: sessionBody(VERIFIED_USER) },
      'POST /api/login': { status: 200, body: USER_PROFILE },
      'POST /api/auth/sign-out': { networkError: true },
    });
    await auth.start();
    await auth.signOut();
    expect(store.getState().user).toBeNull();
    expect(warn).toHaveBeenCalled();
  });
});

describe('a session the server has ended', () => {
  it('is forgotten here when a call with its token is answered 401', async () => {
    const { store, server } = setup({
      'GET /api/auth/get-session': { status: 200, body: sessionBody(VERIFIED_USER, 'tok') },
      'POST /api/login': { status: 200, body: USER_PROFILE },
      'GET /api/profile': { status: 401, body: { error: { code: 'UNAUTHORIZED', message: 'x' } } },
    });
    const ended = vi.fn();
    const service = createAuthService({
      store,
      queryClient: createQueryClient(),
      getLanguage: () => 'no',
      onSessionEnded: ended,
    });
    await service.start();
    const { apiGet } = await import('../api/api-client');
    await expect(apiGet('/profile')).rejects.toThrow();
    expect(store.getState()).toMatchObject({ user: null, token: null });
    expect(localStorage.getItem(LocalStorageKey.authToken)).toBeNull();
    expect(ended).toHaveBeenCalledOnce();
    expect(server.requests('GET /api/profile')).toHaveLength(1);
  });

  it('is kept when the 401 answered an older token', async () => {
    const { auth, store, server } = setup({
      'GET /api/auth/get-session': { status: 200, body: sessionBody(VERIFIED_USER, 'tok') },
      'POST /api/login': { status: 200, body: USER_PROFILE },
      'GET /api/profile': { status: 401, body: { error: { code: 'UNAUTHORIZED', message: 'x' } } },
    });
    await auth.start();
    const { apiGet } = await import('../api/api-client');
    await expect(
      apiGet('/profile', { headers: { Authorization: 'Bearer old' } }),
    ).rejects.toThrow();
    expect(store.getState()).toMatchObject({ token: 'tok' });
    expect(server.requests('GET /api/profile')).toHaveLength(1);
  });
});
