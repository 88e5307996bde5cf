import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/app-links', () => {
  it('says "not in the store yet" (null) when no listing is configured, without a session', async () => {
    t.app.config.appLinks = {
      ...t.app.config.appLinks,
      appStoreUrl: undefined,
      playStoreUrl: undefined,
    };
    const response = await t.app.inject({ method: 'GET', url: '/api/app-links' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ appStoreUrl: null, playStoreUrl: null });
    expect(response.headers['cache-control']).toBe('public, max-age=300');
  });

  it('gives the configured store listings', async () => {
    t.app.config.appLinks = {
      ...t.app.config.appLinks,
      appStoreUrl: 'https://apps.apple.com/no/app/monstory/id1234567890',
      playStoreUrl: 'https://play.google.com/store/apps/details?id=app.monstory',
    };
    const response = await t.app.inject({ method: 'GET', url: '/api/app-links' });
    expect(response.json()).toEqual({
      appStoreUrl: 'https://apps.apple.com/no/app/monstory/id1234567890',
      playStoreUrl: 'https://play.google.com/store/apps/details?id=app.monstory',
    });
  });
});

describe('APP_STORE_URL and PLAY_STORE_URL', () => {
  it('are read from the environment, and must be https', () => {
    const config = loadConfig({
      APP_STORE_URL: 'https://apps.apple.com/app/id1',
      PLAY_STORE_URL: 'https://play.google.com/store/apps/details?id=x',
    });
    expect(config.appLinks).toMatchObject({
      appStoreUrl: 'https://apps.apple.com/app/id1',
      playStoreUrl: 'https://play.google.com/store/apps/details?id=x',
    });
    expect(() => loadConfig({ PLAY_STORE_URL: 'http://play.google.com/x' })).toThrow(
      /PLAY_STORE_URL.*https/,
    );
  });
});

const FINGERPRINT = Array.from({ length: 32 }, (_, i) => (i * 7).toString(16).padStart(2, '0'))
  .join(':')
  .toUpperCase();

describe('the files that let links open the native apps', () => {
  it('are 404 until the release signing facts are configured', async () => {
    t.app.config.appLinks = {
      ...t.app.config.appLinks,
      androidCertSha256: undefined,
      appleTeamId: undefined,
    };
    for (const url of ['/.well-known/assetlinks.json', '/.well-known/apple-app-site-association']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });

  it('serve Digital Asset Links for the Android package with its certificate', async () => {
    t.app.config.appLinks = { ...t.app.config.appLinks, androidCertSha256: [FINGERPRINT] };
    const response = await t.app.inject({ method: 'GET', url: '/.well-known/assetlinks.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toEqual([
      {
        relation: ['delegate_permission/common.handle_all_urls'],
        target: {
          namespace: 'android_app',
          package_name: 'app.monstory',
          sha256_cert_fingerprints: [FINGERPRINT],
        },
      },
    ]);
  });

  it('serve apple-app-site-association with the app pages only, never /api', async () => {
    t.app.config.appLinks = { ...t.app.config.appLinks, appleTeamId: 'ABCDE12345' };
    const response = await t.app.inject({
      method: 'GET',
      url: '/.well-known/apple-app-site-association',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/json');
    const body = response.json();
    expect(body.applinks.details[0].appIDs).toEqual(['ABCDE12345.app.monstory']);
    const paths = body.applinks.details[0].components.map((c: Record<string, string>) => c['/']);
    expect(paths).toContain('/story/*');
    expect(paths).toContain('/verify-email');
    expect(paths.some((path: string) => path.startsWith('/api'))).toBe(false);
  });

  it('reads ANDROID_CERT_SHA256 and APPLE_TEAM_ID, and refuses malformed ones', () => {
    const lower = FINGERPRINT.toLowerCase();
    const config = loadConfig({
      ANDROID_CERT_SHA256: `${lower}, ${FINGERPRINT}`,
      APPLE_TEAM_ID: 'ABCDE12345',
    });
    expect(config.appLinks.androidCertSha256).toEqual([FINGERPRINT, FINGERPRINT]);
    expect(config.appLinks.appleTeamId).toBe('ABCDE12345');
    expect(() => loadConfig({ ANDROID_CERT_SHA256: 'AB:CD' })).toThrow(/ANDROID_CERT_SHA256/);
    expect(() => loadConfig({ APPLE_TEAM_ID: 'team' })).toThrow(/APPLE_TEAM_ID/);
  });
});
