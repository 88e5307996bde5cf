import { FACEBOOK_NO_ACCESS_TOKEN_MESSAGE } from '@monstory/contracts/identity';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../api/query-client';
import { configureApi } from '../api/api-config';
import { fakeServer } from '../../test/fake-server';
import type { RouteAnswer } from '../../test/fake-server';
import type { NativeSocial } from '../platform/native-social';
import { LocalStorageKey } from '../storage/storage-keys';
import { VERIFIED_USER, sessionUser, testProfile } from './auth-fixtures.testing';
import { IdentityError } from './auth-errors';
import { createAuthService } from './auth-service';
import { guestConversionRoutes } from './guest-conversion.testing';
import { createAuthStore, viewerKind } from './auth-store';

// Sign-in with Apple, Google and Facebook in the native apps: the plugin's token goes to the
// identity service's token sign-in; sign-out leaves the plugin too (docs/product.md#sign-in).

const USER_PROFILE = testProfile({ userId: VERIFIED_USER.id, loginProvider: 'google' });

function fakeNativeSocial(signIn: NativeSocial['signIn']) {
  return { signIn: vi.fn(signIn), signOut: vi.fn(() => Promise.resolve()) };
}

function setup(routes: Record<string, RouteAnswer | RouteAnswer[]>, social: NativeSocial) {
  const server = fakeServer(routes);
  configureApi({ fetch: server.fetch });
  const store = createAuthStore();
  const assignLocation = vi.fn();
  const auth = createAuthService({
    store,
    queryClient: createQueryClient(),
    getLanguage: () => 'no',
    nativeSocial: () => Promise.resolve(social),
    assignLocation,
  });
  return { server, store, auth, assignLocation };
}

const SIGNED_IN = {
  'POST /api/auth/sign-in/social': {
    status: 200,
    body: { redirect: false, token: 'u', user: sessionUser(VERIFIED_USER) },
  },
};

describe('native sign-in with a provider', () => {
  it('hands the provider’s token to the identity service and signs in, never leaving the app', async () => {
    const social = fakeNativeSocial(() => Promise.resolve({ token: 'g.jwt', accessToken: 'a' }));
    const { auth, server, store, assignLocation } = setup(
      { ...SIGNED_IN, 'POST /api/login': { status: 200, body: USER_PROFILE } },
      social,
    );
    await expect(auth.startSocialSignIn('google')).resolves.toBe('signed-in');
    const [request] = server.requests('POST /api/auth/sign-in/social');
    expect(request?.body).toEqual({
      provider: 'google',
      idToken: { token: 'g.jwt', accessToken: 'a' },
    });
    expect(assignLocation).not.toHaveBeenCalled();
    expect(store.getState()).toMatchObject({ token: 'u', user: { provider: 'google' } });
    expect(viewerKind(store.getState())).toBe('registered-verified');
  });

  it('links a guest the same way as the web: the guest’s token goes along, its data moves', async () => {
    const social = fakeNativeSocial(() => Promise.resolve({ token: 'a.jwt' }));
    const { auth, server } = setup(
      { ...guestConversionRoutes(USER_PROFILE), ...SIGNED_IN },
      social,
    );
    await auth.signInAnonymously();
    await auth.startSocialSignIn('apple');
    const [request] = server.requests('POST /api/auth/sign-in/social');
    expect(request?.headers.Authorization).toBe('Bearer g');
    const [convert] = server.requests('POST /api/login/convert-anonymous-user');
    expect(convert?.headers.Authorization).toBe('Bearer u');
    expect(localStorage.getItem(LocalStorageKey.anonymousUid)).toBeNull();
  });

  it('fails a Facebook sign-in without an access token before asking the service', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const social = fakeNativeSocial(() =>
      Promise.reject(
        new IdentityError('missing-access-token', undefined, FACEBOOK_NO_ACCESS_TOKEN_MESSAGE),
      ),
    );
    const { auth, server, store } = setup(SIGNED_IN, social);
    await expect(auth.startSocialSignIn('facebook')).rejects.toMatchObject({
      code: 'missing-access-token',
      message: FACEBOOK_NO_ACCESS_TOKEN_MESSAGE,
    });
    expect(server.requests('POST /api/auth/sign-in/social')).toHaveLength(0);
    expect(store.getState().user).toBeNull();
  });

  it('signs out of the service and of the provider’s plugin', async () => {
    const social = fakeNativeSocial(() => Promise.resolve({ token: 'g.jwt' }));
    const { auth, server, store } = setup(
      {
        ...SIGNED_IN,
        'POST /api/login': { status: 200, body: USER_PROFILE },
        'POST /api/auth/sign-out': { status: 200, body: { success: true } },
      },
      social,
    );
    await auth.startSocialSignIn('google');
    await auth.signOut();
    expect(social.signOut).toHaveBeenCalledWith('google');
    expect(server.requests('POST /api/auth/sign-out')).toHaveLength(1);
    expect(store.getState()).toMatchObject({ user: null, token: null });
  });

  it('leaves the plugin alone for an email account', async () => {
    const social = fakeNativeSocial(() => Promise.resolve({ token: 'x' }));
    const { auth } = setup({ 'POST /api/auth/sign-out': { status: 200, body: {} } }, social);
    auth.store.setState({
      user: { id: 'u', email: 'a@b.c', isAnonymous: false, emailVerified: true, provider: 'email' },
      token: 't',
    });
    await auth.signOut();
    expect(social.signOut).not.toHaveBeenCalled();
  });
});
