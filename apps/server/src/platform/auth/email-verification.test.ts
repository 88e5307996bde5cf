import { VERIFICATION_CHECK_HEADER } from '@monstory/contracts/auth';
import { describe, expect, it } from 'vitest';
import { appPerFile } from '../../test/app-per-file.testing.js';
import { createTestApp } from '../../test/test-app.js';
import {
  bearer,
  injectPath,
  outboxFor,
  signUp,
  TEST_PASSWORD,
  uniqueEmail,
} from '../../test/test-users.js';

const t = appPerFile(createTestApp);

function cookieHeader(setCookie: string | string[] | undefined): string {
  const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return list.map((cookie) => cookie.split(';')[0]).join('; ');
}

describe('email verification', () => {
  it('mails a link that verifies, signs in in that browser and lands on /welcome', async () => {
    const { email } = await signUp(t.app);
    const [mail] = await outboxFor(t.app, email);
    expect(mail?.subject).toBe('Bekreft e-postadressen din hos Monstory');
    const link = mail?.links[0] ?? '';
    expect(link).toMatch(/^http:\/\/localhost(:\d+)?\/api\/auth\/verify-email\?token=/);
    expect(new URL(link).searchParams.get('callbackURL')).toBe('/welcome');

    const opened = await t.app.inject({ method: 'GET', url: injectPath(link) });
    expect(opened.statusCode).toBe(302);
    expect(opened.headers.location).toBe('/welcome');
    const cookie = cookieHeader(opened.headers['set-cookie']);
    expect(cookie).toMatch(/^monstory\.session_token=/);

    // The web app, now on /welcome, asks for its session with the cookie and keeps the token.
    const current = await t.app.inject({
      method: 'GET',
      url: '/api/auth/get-session',
      headers: { cookie },
    });
    const { session, user } = current.json() as {
      session: { token: string };
      user: { email: string; emailVerified: boolean };
    };
    expect(user).toMatchObject({ email, emailVerified: true });

    const withToken = await t.app.inject({
      method: 'GET',
      url: '/api/profile',
      headers: bearer(session.token),
    });
    expect(withToken.json()).toMatchObject({ email, emailVerified: true, loginProvider: 'email' });
    const withCookie = await t.app.inject({
      method: 'GET',
      url: '/api/profile',
      headers: { cookie },
    });
    expect(withCookie.statusCode).toBe(200);
  });

  it('hands the token to a client reading headers too (set-auth-token)', async () => {
    const { email } = await signUp(t.app);
    const [mail] = await outboxFor(t.app, email);
    const opened = await t.app.inject({ method: 'GET', url: injectPath(mail?.links[0] ?? '') });
    const token = opened.headers['set-auth-token'];
    expect(typeof token).toBe('string');
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/profile',
      headers: bearer(String(token)),
    });
    expect(profile.statusCode).toBe(200);
  });

  it('refuses a password sign-in before verification and sends the link again', async () => {
    const { email, password } = await signUp(t.app, { email: uniqueEmail('late') });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email, password },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'EMAIL_NOT_VERIFIED' });
    expect(await outboxFor(t.app, email)).toHaveLength(2);
  });

  it('mails no new link to a sign-in that only checks for the confirmation', async () => {
    const { email, password } = await signUp(t.app, { email: uniqueEmail('check') });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { [VERIFICATION_CHECK_HEADER]: '1' },
      payload: { email, password },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'EMAIL_NOT_VERIFIED' });
    expect(await outboxFor(t.app, email)).toHaveLength(1);
  });

  it('resends the link on request, in English for an English browser', async () => {
    const { email } = await signUp(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/send-verification-email',
      headers: { 'accept-language': 'en-GB,en;q=0.9' },
      payload: { email },
    });
    expect(response.statusCode).toBe(200);
    const [latest] = await outboxFor(t.app, email);
    expect(latest?.subject).toBe('Confirm your email address for Monstory');
    expect(latest?.text).toContain('Hello!');
  });

  it('sends a broken link back to the app with the reason', async () => {
    const opened = await t.app.inject({
      method: 'GET',
      url: '/api/auth/verify-email?token=not-a-token&callbackURL=%2Fwelcome',
    });
    expect(opened.statusCode).toBe(302);
    expect(opened.headers.location).toBe('/welcome?error=INVALID_TOKEN');
  });

  it('writes links for the loopback host it was reached on, never for a forged Host', async () => {
    const email = uniqueEmail('host');
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { host: 'evil.example' },
      payload: { email, password: TEST_PASSWORD, name: 'Eve' },
    });
    const [mail] = await outboxFor(t.app, email);
    expect(new URL(mail?.links[0] ?? '').host).toBe(`localhost:${t.app.config.port}`);
  });
});
