import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, testAuthConfig, type TestApp } from '../../test/test-app.js';
import { TEST_PASSWORD, uniqueEmail } from '../../test/test-users.js';

// Limits are per client address and path; each case uses its own path, so they don't interact.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { auth: testAuthConfig({ rateLimit: true }) } });
});
afterAll(() => t.close());

const post = (path: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/auth${path}`, payload });

async function statuses(times: number, send: () => Promise<{ statusCode: number }>) {
  const result: number[] = [];
  for (let i = 0; i < times; i += 1) result.push((await send()).statusCode);
  return result;
}

describe('rate limits on the identity service', () => {
  it('allows 5 password sign-ins a minute to one account from one address, then 429 with Retry-After', async () => {
    const email = uniqueEmail();
    const send = () => post('/sign-in/email', { email, password: TEST_PASSWORD });
    expect(await statuses(5, send)).toEqual([401, 401, 401, 401, 401]);
    const limited = await send();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Too many requests. Please wait a moment and try again.',
    });
    expect(limited.json().retryAfterSeconds).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);

    // Someone else behind the same address is not locked out.
    expect(
      (await post('/sign-in/email', { email: uniqueEmail(), password: TEST_PASSWORD })).statusCode,
    ).toBe(401);

    // The limiter keeps time by Date.now, not the app's clock.
    const later = Date.now() + 61_000;
    vi.spyOn(Date, 'now').mockReturnValue(later);
    try {
      expect((await send()).statusCode).toBe(401);
    } finally {
      vi.restoreAllMocks();
    }
  });

  it('limits one account to 30 tries in 15 minutes however many addresses guess', async () => {
    const email = uniqueEmail();
    const from = (i: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        payload: { email, password: TEST_PASSWORD },
        remoteAddress: `10.9.${Math.floor(i / 200)}.${i % 200}`,
      });
    const codes: number[] = [];
    for (let i = 0; i < 31; i += 1) codes.push((await from(i)).statusCode);
    expect(codes.slice(0, 30).every((code) => code === 401)).toBe(true);
    expect(codes[30]).toBe(429);
  });

  it('limits sign-ups', async () => {
    const send = () =>
      post('/sign-up/email', { email: uniqueEmail(), password: 'short', name: 'Parent' });
    expect(await statuses(6, send)).toEqual([400, 400, 400, 400, 400, 429]);
  });

  it('limits password-reset requests to 3 in five minutes', async () => {
    const send = () => post('/request-password-reset', { email: uniqueEmail() });
    expect(await statuses(4, send)).toEqual([200, 200, 200, 429]);
  });

  it('limits verification mails to 3 a minute', async () => {
    const send = () => post('/send-verification-email', { email: uniqueEmail() });
    expect(await statuses(4, send)).toEqual([200, 200, 200, 429]);
  });
});
