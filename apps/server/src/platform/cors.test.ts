import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ config: { logLevel: 'error', publicUrl: 'https://monstory.example' } });
});
afterAll(() => t.close());

const preflight = (origin: string) =>
  t.app.inject({
    method: 'OPTIONS',
    url: '/api/profile',
    headers: {
      origin,
      'access-control-request-method': 'PUT',
      'access-control-request-headers': 'authorization, content-type, x-platform',
    },
  });

describe('cross-origin calls', () => {
  it.each(['capacitor://localhost', 'https://localhost', 'http://localhost'])(
    'lets the native shell at %s call the API with a bearer token',
    async (origin) => {
      const response = await preflight(origin);
      expect(response.statusCode).toBe(204);
      expect(response.headers['access-control-allow-origin']).toBe(origin);
      expect(String(response.headers['access-control-allow-headers'])).toMatch(/authorization/i);
      expect(response.headers['access-control-allow-credentials']).toBeUndefined();

      const health = await t.app.inject({ url: '/api/health', headers: { origin } });
      expect(health.headers['access-control-allow-origin']).toBe(origin);
      expect(health.headers['access-control-expose-headers']).toBe('set-auth-token');
    },
  );

  it('gives a stranger’s origin no CORS answer', async () => {
    const response = await preflight('https://evil.example');
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    const health = await t.app.inject({
      url: '/api/health',
      headers: { origin: 'https://evil.example' },
    });
    expect(health.headers['access-control-allow-origin']).toBeUndefined();
  });
});
