import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { signInAnonymous, signUpVerified } from '../../test/test-users.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const getProfile = (headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/api/profile', headers });

/** A guest's session cookie (`name=value`), as a browser signed in as a guest sends it. */
async function guestCookie(): Promise<string> {
  const guest = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in/anonymous' });
  return String(guest.headers['set-cookie']).split(';')[0] ?? '';
}

describe('sessions', () => {
  it('ends the session at sign-out: the token no longer works', async () => {
    const server = t.app;
    const user = await signUpVerified(server);
    const before = await getProfile(user.headers);
    expect(before.statusCode).toBe(200);
    const out = await server.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: user.headers,
    });
    expect(out.statusCode).toBe(200);
    const after = await getProfile(user.headers);
    expect(after.statusCode).toBe(401);
    expect(after.json().error.code).toBe('UNAUTHENTICATED');
  });

  it.each([
    ['an unknown token', 'Bearer not-a-session-token'],
    ['a forged signed token', 'Bearer abc.def'],
    ['an empty bearer', 'Bearer '],
    ['another scheme', 'Basic dXNlcjpwdw=='],
  ])('answers %s with 401, not as "no user"', async (_name, authorization) => {
    const response = await getProfile({ authorization });
    expect(response.statusCode).toBe(401);
  });

  it('lets a bad token decide alone, even beside a valid cookie', async () => {
    const cookie = await guestCookie();
    const response = await getProfile({ cookie, authorization: 'Bearer revoked' });
    expect(response.statusCode).toBe(401);
  });

  it('sets the session cookie httpOnly, SameSite=Lax, and not Secure on plain http', async () => {
    const server = t.app;
    const guest = await server.inject({ method: 'POST', url: '/api/auth/sign-in/anonymous' });
    const cookie = String(guest.headers['set-cookie']);
    expect(cookie).toMatch(/^monstory\.session_token=/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).not.toContain('Secure');
  });

  it('refuses a cookie-authenticated change coming from a foreign origin', async () => {
    const server = t.app;
    const cookie = await guestCookie();
    const send = (origin: string) =>
      server.inject({
        method: 'POST',
        url: '/api/profile/welcome-shown',
        headers: { cookie, origin },
      });
    expect((await send('https://evil.example')).statusCode).toBe(403);
    expect((await send('capacitor://localhost')).statusCode).toBe(200);
  });

  it('gives a guest a token that works as a bearer', async () => {
    const server = t.app;
    const guest = await signInAnonymous(server);
    const response = await getProfile(guest.headers);
    expect(response.json()).toMatchObject({ isAnonymous: true, userId: guest.userId });
  });
});

describe('behind an https public address', () => {
  it('marks the session cookie Secure', async () => {
    const https = await createTestApp({ config: { publicUrl: 'https://monstory.example' } });
    try {
      const guest = await https.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/anonymous',
        headers: { origin: 'https://monstory.example' },
      });
      const cookie = String(guest.headers['set-cookie']);
      expect(cookie).toMatch(/^__Secure-monstory\.session_token=/);
      expect(cookie).toContain('Secure');
      expect(cookie).toContain('HttpOnly');
    } finally {
      await https.close();
    }
  });
});
