import { AnalyticsConfigResponseSchema } from '@monstory/contracts/analytics';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { signInAnonymous, signUpVerified, uniqueEmail } from '../../test/test-users.js';

const GA4 = 'G-TEST12345';
const PIXEL = '1234567890';

function cspOf(headers: Record<string, unknown>): Map<string, string[]> {
  const policy = String(headers['content-security-policy']);
  return new Map(
    policy.split(';').map((directive) => {
      const [name = '', ...values] = directive.trim().split(/\s+/);
      return [name, values];
    }),
  );
}

describe('analytics settings from the environment', () => {
  it('are off when nothing is set', () => {
    expect(loadConfig({}).analytics).toEqual({
      ga4MeasurementId: undefined,
      metaPixelId: undefined,
      testUsers: [],
    });
  });

  it('reads the ids and a comma-separated, case-insensitive list of test users', () => {
    const config = loadConfig({
      GA4_MEASUREMENT_ID: GA4,
      META_PIXEL_ID: PIXEL,
      ANALYTICS_TEST_USERS: ' QA@Monstory.example , ops@monstory.example,',
    });
    expect(config.analytics).toEqual({
      ga4MeasurementId: GA4,
      metaPixelId: PIXEL,
      testUsers: ['qa@monstory.example', 'ops@monstory.example'],
    });
  });

  it('refuses ids and addresses that are not what the services use', () => {
    expect(() => loadConfig({ GA4_MEASUREMENT_ID: 'UA-1234-5' })).toThrow(ConfigError);
    expect(() => loadConfig({ META_PIXEL_ID: 'pixel' })).toThrow(ConfigError);
    expect(() => loadConfig({ ANALYTICS_TEST_USERS: 'qa@monstory.example, nobody' })).toThrow(
      /ANALYTICS_TEST_USERS/,
    );
  });
});

describe('GET /api/analytics/config and the CSP without analytics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('says no service is used, and the CSP lets no analytics origin in', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/analytics/config' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ga4MeasurementId: null, metaPixelId: null, testUser: false });
    const csp = cspOf(response.headers);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
  });
});

describe('GET /api/analytics/config with GA4 and the Meta pixel configured', () => {
  let t: TestApp;
  const tester = uniqueEmail('qa');
  beforeAll(async () => {
    t = await createTestApp({
      config: {
        analytics: { ga4MeasurementId: GA4, metaPixelId: PIXEL, testUsers: [tester] },
      },
    });
  });
  afterAll(() => t.close());

  it('gives the ids to anyone, and is never cached by a shared cache', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/analytics/config' });
    expect(AnalyticsConfigResponseSchema.parse(response.json())).toEqual({
      ga4MeasurementId: GA4,
      metaPixelId: PIXEL,
      testUser: false,
    });
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it('tells a listed test user apart from other people', async () => {
    const testUser = await signUpVerified(t.app, { email: tester.toUpperCase() });
    const parent = await signUpVerified(t.app);
    const guest = await signInAnonymous(t.app);
    const ask = async (headers: Record<string, string>) =>
      (await t.app.inject({ method: 'GET', url: '/api/analytics/config', headers })).json<{
        testUser: boolean;
      }>().testUser;
    expect(await ask(testUser.headers)).toBe(true);
    expect(await ask(parent.headers)).toBe(false);
    expect(await ask(guest.headers)).toBe(false);
    // A stale token is no error on a public route: the caller is simply nobody in particular.
    expect(await ask({ authorization: 'Bearer not-a-session' })).toBe(false);
  });

  it('opens the CSP to exactly the origins GA4 and the pixel load from and report to', async () => {
    const csp = cspOf((await t.app.inject({ method: 'GET', url: '/api/health' })).headers);
    expect(csp.get('script-src')).toEqual([
      "'self'",
      'https://*.googletagmanager.com',
      'https://connect.facebook.net',
    ]);
    expect(csp.get('connect-src')).toEqual([
      "'self'",
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
      'https://*.googletagmanager.com',
      'https://*.g.doubleclick.net',
      'https://*.google.com',
      'https://*.google.no',
      'https://*.google.dk',
      'https://*.google.se',
      'https://www.facebook.com',
      'https://connect.facebook.net',
    ]);
    expect(csp.get('img-src')).toContain('https://www.facebook.com');
    expect(csp.get('img-src')).toContain('https://*.g.doubleclick.net');
    expect(csp.get('default-src')).toEqual(["'self'"]);
  });
});
