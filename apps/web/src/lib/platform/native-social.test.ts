import { FACEBOOK_NO_ACCESS_TOKEN_MESSAGE } from '@monstory/contracts/identity';
import { describe, expect, it, vi } from 'vitest';
import { createNativeSocial, initializeOptions } from './native-social';
import type { SocialLoginPluginLike } from './native-social';
import { appleReturnUrl, nativeSocialProviders } from './native-social-config';

const CONFIG = {
  googleWebClientId: 'web.apps',
  googleIosClientId: 'ios.apps',
  facebookAppId: '42',
};

function fakePlugin(result: Record<string, unknown> | Error) {
  return {
    initialize: vi.fn(() => Promise.resolve()),
    login: vi.fn(() =>
      result instanceof Error ? Promise.reject(result) : Promise.resolve({ result }),
    ),
    logout: vi.fn(() => Promise.resolve()),
  };
}

const social = (plugin: ReturnType<typeof fakePlugin>, platform: 'ios' | 'android' = 'ios') =>
  createNativeSocial(plugin as unknown as SocialLoginPluginLike, CONFIG, platform);

/** What the app passed to the plugin's login, the `n`th time. */
const loginCall = (plugin: ReturnType<typeof fakePlugin>, n: number) =>
  (plugin.login.mock.calls as unknown as [{ options: { nonce: string; scopes: string[] } }][])[
    n
  ]![0];

const APPLE_ON_ANDROID = {
  appleServicesId: 'app.monstory.signin',
  appleReturnUrl: 'https://api.monstory.app/api/auth/apple/android-return',
};

describe('native provider sign-in', () => {
  it('hands Google’s id token on, the plugin set up once with the app’s ids', async () => {
    const plugin = fakePlugin({
      responseType: 'online',
      idToken: 'g.jwt',
      accessToken: { token: 'g-access' },
    });
    const native = social(plugin);
    await expect(native.signIn('google')).resolves.toEqual({
      token: 'g.jwt',
      accessToken: 'g-access',
    });
    await native.signIn('google');
    expect(plugin.initialize).toHaveBeenCalledTimes(1);
    expect(plugin.initialize).toHaveBeenCalledWith(initializeOptions(CONFIG, 'ios'));
    expect(initializeOptions(CONFIG)).toMatchObject({
      google: { webClientId: 'web.apps', iOSClientId: 'ios.apps', iOSServerClientId: 'web.apps' },
      facebook: { appId: '42' },
    });
    expect(plugin.login).toHaveBeenCalledWith({
      provider: 'google',
      options: { scopes: ['email', 'profile'] },
    });
  });

  it('hands Apple’s id token on, with the nonce the sign-in asked Apple to put in it', async () => {
    const plugin = fakePlugin({ idToken: 'a.jwt', accessToken: null });
    const token = await social(plugin).signIn('apple');
    const options = loginCall(plugin, 0);
    expect(options.options).toEqual({ scopes: ['email', 'name'], nonce: expect.any(String) });
    expect(options.options.nonce).toMatch(/^[0-9a-f-]{36}$/);
    expect(token).toEqual({ token: 'a.jwt', nonce: options.options.nonce });
    // A new one each time.
    await social(plugin).signIn('apple');
    const again = loginCall(plugin, 1);
    expect(again.options.nonce).not.toBe(options.options.nonce);
  });

  it('sets Apple up for the system sheet on iOS, and for Apple’s web sign-in on Android', () => {
    expect(initializeOptions(CONFIG, 'ios')).toMatchObject({ apple: {} });
    // The Android plugin refuses to start with an Apple part that lacks either: none then.
    expect(initializeOptions(CONFIG, 'android')).not.toHaveProperty('apple');
    expect(initializeOptions({ ...CONFIG, ...APPLE_ON_ANDROID }, 'android')).toMatchObject({
      apple: {
        clientId: 'app.monstory.signin',
        redirectUrl: 'https://api.monstory.app/api/auth/apple/android-return',
      },
    });
    // iOS never gets the web sign-in's return, which would change how its sheet answers.
    expect(initializeOptions({ ...CONFIG, ...APPLE_ON_ANDROID }, 'ios')).toMatchObject({
      apple: {},
    });
  });

  it('signs in with Apple on Android through the plugin set up for the server’s return', async () => {
    const plugin = fakePlugin({
      idToken: 'apple-web.jwt',
      accessToken: { token: 'apple-access' },
    });
    const native = createNativeSocial(
      plugin as unknown as SocialLoginPluginLike,
      { ...CONFIG, ...APPLE_ON_ANDROID },
      'android',
    );
    await expect(native.signIn('apple')).resolves.toMatchObject({
      token: 'apple-web.jwt',
      accessToken: 'apple-access',
      nonce: expect.any(String),
    });
    expect(plugin.initialize).toHaveBeenCalledWith(
      expect.objectContaining({
        apple: { clientId: 'app.monstory.signin', redirectUrl: APPLE_ON_ANDROID.appleReturnUrl },
      }),
    );
  });

  it('hands Facebook’s access token on, with its id token where there is one', async () => {
    const plugin = fakePlugin({ idToken: null, accessToken: { token: 'fb-access' } });
    await expect(social(plugin).signIn('facebook')).resolves.toEqual({
      token: 'fb-access',
      accessToken: 'fb-access',
    });
  });

  it('fails a Facebook sign-in that returns no access token, with the product’s message', async () => {
    const plugin = fakePlugin({ idToken: 'limited.jwt', accessToken: null });
    const signIn = social(plugin).signIn('facebook');
    await expect(signIn).rejects.toMatchObject({
      code: 'missing-access-token',
      message: FACEBOOK_NO_ACCESS_TOKEN_MESSAGE,
    });
  });

  it('reports a closed sheet as the person changing their mind', async () => {
    const plugin = fakePlugin(new Error('The user canceled the sign-in flow.'));
    await expect(social(plugin).signIn('google')).rejects.toMatchObject({
      code: 'popup-closed-by-user',
    });
  });

  it('refuses an answer without an id token', async () => {
    const plugin = fakePlugin({ responseType: 'online', idToken: null, accessToken: null });
    await expect(social(plugin).signIn('google')).rejects.toMatchObject({ code: 'invalid-token' });
  });

  it('signs out of the provider, and never fails the sign-out over it', async () => {
    const plugin = fakePlugin({});
    await social(plugin).signOut('facebook');
    expect(plugin.logout).toHaveBeenCalledWith({ provider: 'facebook' });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    plugin.logout.mockRejectedValueOnce(new Error('not signed in'));
    await expect(social(plugin).signOut('google')).resolves.toBeUndefined();
  });
});

describe('which providers the native apps offer', () => {
  it('offers what this build has ids for; Apple on iOS only; all on the web', () => {
    expect(nativeSocialProviders('web', CONFIG)).toBeNull();
    expect([...(nativeSocialProviders('ios', CONFIG) ?? [])].sort()).toEqual([
      'apple',
      'facebook',
      'google',
    ]);
    expect([...(nativeSocialProviders('android', CONFIG) ?? [])].sort()).toEqual([
      'facebook',
      'google',
    ]);
    expect([...(nativeSocialProviders('ios', {}) ?? [])]).toEqual(['apple']);
    expect([...(nativeSocialProviders('ios', { googleWebClientId: 'w' }) ?? [])]).toEqual([
      'apple',
    ]);
  });

  it('offers Apple on Android when the build has the Services ID for Apple’s web sign-in', () => {
    expect(
      [...(nativeSocialProviders('android', { ...CONFIG, ...APPLE_ON_ANDROID }) ?? [])].sort(),
    ).toEqual(['apple', 'facebook', 'google']);
  });

  it('gives Apple the whole address of the server’s return route', () => {
    expect(appleReturnUrl('https://api.monstory.app/api', 'https://localhost')).toBe(
      'https://api.monstory.app/api/auth/apple/android-return',
    );
    // A shell pointed at a development server calls the page's own origin.
    expect(appleReturnUrl('/api', 'http://127.0.0.1:8080')).toBe(
      'http://127.0.0.1:8080/api/auth/apple/android-return',
    );
  });
});
