import { FACEBOOK_NO_ACCESS_TOKEN_MESSAGE } from '@monstory/contracts/identity';
import { describe, expect, it, vi } from 'vitest';
import { createNativeSocial, initializeOptions } from './native-social';
import type { SocialLoginPluginLike } from './native-social';
import { nativeSocialProviders } from './native-social-config';

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

const social = (plugin: ReturnType<typeof fakePlugin>) =>
  createNativeSocial(plugin as unknown as SocialLoginPluginLike, CONFIG);

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
    expect(plugin.initialize).toHaveBeenCalledWith(initializeOptions(CONFIG));
    expect(initializeOptions(CONFIG)).toMatchObject({
      google: { webClientId: 'web.apps', iOSClientId: 'ios.apps', iOSServerClientId: 'web.apps' },
      facebook: { appId: '42' },
    });
    expect(plugin.login).toHaveBeenCalledWith({
      provider: 'google',
      options: { scopes: ['email', 'profile'] },
    });
  });

  it('hands Apple’s id token on', async () => {
    const plugin = fakePlugin({ idToken: 'a.jwt', accessToken: null });
    await expect(social(plugin).signIn('apple')).resolves.toEqual({ token: 'a.jwt' });
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
});
