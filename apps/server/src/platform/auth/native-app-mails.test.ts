import {
  NATIVE_APP_ID_HEADERS,
  NATIVE_APP_IDS,
  RESET_PASSWORD_PATH,
  VERIFY_EMAIL_PATH,
} from '@monstory/contracts/identity';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { bearer, outboxFor, signUpVerified, uniqueEmail } from '../../test/test-users.js';

// docs/product.md#sign-in: the native apps send their store ids with the calls that mail a link, and the link
// then opens the app (an app page on the web host, which the apps claim as an app link).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { publicUrl: 'https://monstory.example' } });
});
afterAll(() => t.close());

const NATIVE_HEADERS = {
  [NATIVE_APP_ID_HEADERS.android]: NATIVE_APP_IDS.android,
  [NATIVE_APP_ID_HEADERS.ios]: NATIVE_APP_IDS.ios,
};

const post = (path: string, body: object, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/api/auth${path}`,
    headers: { 'content-type': 'application/json', ...headers },
    payload: body,
  });

describe('mails asked for by the native apps', () => {
  it('link a sign-up’s verification to the app page, whose token signs the app in', async () => {
    const email = uniqueEmail('native');
    const signUp = await post(
      '/sign-up/email',
      { email, password: 'a-Long-and-rare-1', name: 'Parent', callbackURL: '/welcome' },
      { ...NATIVE_HEADERS, 'x-platform': 'android' },
    );
    expect(signUp.statusCode).toBe(200);
    const [mail] = await outboxFor(t.app, email);
    const link = new URL(mail?.links[0] ?? '');
    expect(`${link.origin}${link.pathname}`).toBe(`https://monstory.example${VERIFY_EMAIL_PATH}`);
    const token = link.searchParams.get('token') ?? '';
    expect(token).not.toBe('');

    // What the app page does with it: the identity service's verification, answered as JSON
    // with the new session's token in set-auth-token (no cookie is needed).
    const verified = await t.app.inject({
      method: 'GET',
      url: `/api/auth/verify-email?token=${encodeURIComponent(token)}`,
    });
    expect(verified.statusCode).toBe(200);
    const session = String(verified.headers['set-auth-token'] ?? '');
    expect(session).not.toBe('');
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/profile',
      headers: bearer(session),
    });
    expect(profile.json()).toMatchObject({ email, emailVerified: true });
  });

  it('link a resent verification to the app page when either id names our app', async () => {
    const email = uniqueEmail('resend');
    await post('/sign-up/email', { email, password: 'a-Long-and-rare-1', name: 'Parent' });
    const resent = await post(
      '/send-verification-email',
      { email, callbackURL: '/welcome' },
      { [NATIVE_APP_ID_HEADERS.ios]: NATIVE_APP_IDS.ios },
    );
    expect(resent.statusCode).toBe(200);
    const [latest, first] = await outboxFor(t.app, email);
    expect(new URL(latest?.links[0] ?? '').pathname).toBe(VERIFY_EMAIL_PATH);
    // The web's own sign-up got the web link.
    expect(new URL(first?.links[0] ?? '').pathname).toBe('/api/auth/verify-email');
  });

  it('link a password reset to the app’s reset page with the token', async () => {
    const { email } = await signUpVerified(t.app, { email: uniqueEmail('reset') });
    const asked = await post(
      '/request-password-reset',
      { email, redirectTo: RESET_PASSWORD_PATH },
      NATIVE_HEADERS,
    );
    expect(asked.statusCode).toBe(200);
    const [mail] = await outboxFor(t.app, email);
    const link = new URL(mail?.links[0] ?? '');
    expect(`${link.origin}${link.pathname}`).toBe(`https://monstory.example${RESET_PASSWORD_PATH}`);
    const reset = await post('/reset-password', {
      token: link.searchParams.get('token'),
      newPassword: 'an-Other-rare-pass-2',
    });
    expect(reset.statusCode).toBe(200);
  });

  it('keep the web link for ids that are not ours', async () => {
    const email = uniqueEmail('stranger');
    await post(
      '/sign-up/email',
      { email, password: 'a-Long-and-rare-1', name: 'Parent' },
      { [NATIVE_APP_ID_HEADERS.android]: 'com.example.other' },
    );
    const [mail] = await outboxFor(t.app, email);
    expect(new URL(mail?.links[0] ?? '').pathname).toBe('/api/auth/verify-email');
  });

  it('lets the apps send the id headers across origins', async () => {
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/auth/send-verification-email',
      headers: {
        origin: 'capacitor://localhost',
        'access-control-request-method': 'POST',
        'access-control-request-headers': `content-type,${NATIVE_APP_ID_HEADERS.ios}`,
      },
    });
    expect(String(preflight.headers['access-control-allow-headers'])).toContain(
      NATIVE_APP_ID_HEADERS.ios,
    );
  });
});
