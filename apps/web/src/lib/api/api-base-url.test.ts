import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiAssetUrl } from './api-asset-url';
import { apiConfig, configureApi, resetApiConfig } from './api-config';
import { apiBaseUrl, defaultApiBaseUrl } from './api-base-url';
import { buildRequest } from './build-request';
import { fakeFetch, requestHeaders } from './fake-fetch.testing';
import { resolveSession } from '../auth/resolve-session';

const globals = globalThis as { Capacitor?: unknown };
const inShell = (name: 'ios' | 'android') => {
  globals.Capacitor = { getPlatform: () => name };
};

afterEach(() => {
  delete globals.Capacitor;
  vi.unstubAllEnvs();
  resetApiConfig();
});

describe('apiBaseUrl', () => {
  it('keeps the web app on its own origin, even when a native origin is built in', () => {
    expect(apiBaseUrl('web', undefined)).toBe('/api');
    expect(apiBaseUrl('web', 'https://api.monstory.app')).toBe('/api');
  });

  it.each(['ios', 'android'] as const)('sends the %s app to the built-in origin', (platform) => {
    expect(apiBaseUrl(platform, 'https://api.monstory.app')).toBe('https://api.monstory.app/api');
    expect(apiBaseUrl(platform, 'http://10.0.2.2:8080/')).toBe('http://10.0.2.2:8080/api');
  });

  it('leaves a shell with no built-in origin (a development server) on /api', () => {
    expect(apiBaseUrl('ios', undefined)).toBe('/api');
    expect(apiBaseUrl('android', '')).toBe('/api');
  });
});

describe('the client in the native shell', () => {
  it('reads the platform and the build’s origin when it is set up', () => {
    vi.stubEnv('VITE_API_ORIGIN', 'https://api.example.test');
    expect(defaultApiBaseUrl()).toBe('/api');
    inShell('android');
    expect(defaultApiBaseUrl()).toBe('https://api.example.test/api');
    resetApiConfig();
    expect(apiConfig().baseUrl).toBe('https://api.example.test/api');
  });

  it.each(['ios', 'android'] as const)(
    'calls the server with x-platform %s and the bearer token, never a cookie',
    async (platform) => {
      vi.stubEnv('VITE_API_ORIGIN', 'https://api.example.test');
      inShell(platform);
      resetApiConfig();
      configureApi({ getToken: async () => 'token-1' });
      const { url, init } = await buildRequest({ method: 'GET', path: '/profile' });
      expect(url).toBe('https://api.example.test/api/profile');
      expect(init.headers).toMatchObject({
        'x-platform': platform,
        Authorization: 'Bearer token-1',
      });
      expect(init.credentials).toBeUndefined();
    },
  );

  it('sends x-platform web from the browser', async () => {
    const { url, init } = await buildRequest({ method: 'GET', path: '/profile' });
    expect(url).toBe('/api/profile');
    expect(init.headers).toMatchObject({ 'x-platform': 'web' });
  });

  it('asks who is signed in with the stored token alone, not a session cookie', async () => {
    vi.stubEnv('VITE_API_ORIGIN', 'https://api.example.test');
    inShell('ios');
    resetApiConfig();
    const fetch = fakeFetch({ status: 200, body: null });
    configureApi({ fetch });

    expect(await resolveSession(null)).toBeNull();
    expect(fetch).not.toHaveBeenCalled();

    await resolveSession('stored-token');
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(String(fetch.mock.calls[0]?.[0])).toBe('https://api.example.test/api/auth/get-session');
    expect(requestHeaders(fetch.mock.calls[0])).toMatchObject({
      Authorization: 'Bearer stored-token',
      'x-platform': 'ios',
    });
  });
});

describe('apiAssetUrl', () => {
  it('leaves media paths on the page’s own origin on the web', () => {
    expect(apiAssetUrl('/api/media/public/monsters/a.svg')).toBe(
      '/api/media/public/monsters/a.svg',
    );
  });

  it('joins the API’s media paths to its origin in the native apps', () => {
    vi.stubEnv('VITE_API_ORIGIN', 'https://api.example.test');
    inShell('ios');
    resetApiConfig();
    expect(apiAssetUrl('/api/media/private/stories/1/a.mp3?expires=1&signature=x')).toBe(
      'https://api.example.test/api/media/private/stories/1/a.mp3?expires=1&signature=x',
    );
    expect(apiAssetUrl('https://cdn.example.test/public/a.webp')).toBe(
      'https://cdn.example.test/public/a.webp',
    );
    expect(apiAssetUrl('/favicon.svg')).toBe('/favicon.svg');
    expect(apiAssetUrl(null)).toBeNull();
  });
});
