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
    t.app.config.appLinks = { appStoreUrl: undefined, playStoreUrl: undefined };
    const response = await t.app.inject({ method: 'GET', url: '/api/app-links' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ appStoreUrl: null, playStoreUrl: null });
    expect(response.headers['cache-control']).toBe('public, max-age=300');
  });

  it('gives the configured store listings', async () => {
    t.app.config.appLinks = {
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
    expect(config.appLinks).toEqual({
      appStoreUrl: 'https://apps.apple.com/app/id1',
      playStoreUrl: 'https://play.google.com/store/apps/details?id=x',
    });
    expect(() => loadConfig({ PLAY_STORE_URL: 'http://play.google.com/x' })).toThrow(
      /PLAY_STORE_URL.*https/,
    );
  });
});
