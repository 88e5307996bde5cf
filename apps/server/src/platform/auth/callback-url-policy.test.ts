import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { isUsableCallbackUrl } from './callback-url-policy.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('callback URLs sent to /api/auth', () => {
  it.each(['/login', '/verify-email?from=mail', 'https://monstory.example/login', 'monstory://x'])(
    'takes %j',
    (url) => {
      expect(isUsableCallbackUrl(url)).toBe(true);
    },
  );

  it.each(['__proto__', 'constructor', ' ', '-1', '../../etc/passwd', '//evil.example', '/\\x'])(
    'refuses %j',
    (url) => {
      expect(isUsableCallbackUrl(url)).toBe(false);
    },
  );

  it('answers a verification link with an unusable callback URL 400, not a server error', async () => {
    for (const callbackURL of ['__proto__', ' ', '../../etc/passwd', 'x'.repeat(10_000)]) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/auth/verify-email',
        query: { token: 'not-a-token', callbackURL },
      });
      expect(response.statusCode, callbackURL.slice(0, 20)).toBe(400);
      expect(response.json()).toMatchObject({ code: 'INVALID_CALLBACK_URL' });
    }
  });

  it('still sends a bad verification link back to the app with the reason', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/auth/verify-email',
      query: { token: 'not-a-token', callbackURL: '/verify-email' },
    });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/verify-email?error=INVALID_TOKEN');
  });
});
