import { describe, expect, it } from 'vitest';
import { appPerFile } from '../../test/app-per-file.testing.js';
import { createTestApp } from '../../test/test-app.js';
import {
  injectPath,
  outboxFor,
  signInEmail,
  signUpVerified,
  uniqueEmail,
} from '../../test/test-users.js';

const t = appPerFile(createTestApp);

const requestReset = (email: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/request-password-reset',
    payload: { email, redirectTo: '/reset-password' },
  });

describe('password reset', () => {
  it('answers a known and an unknown address alike', async () => {
    const user = await signUpVerified(t.app);
    const known = await requestReset(user.email);
    const unknown = await requestReset(uniqueEmail('nobody'));
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect(await outboxFor(t.app, user.email)).toHaveLength(2);
  });

  it('mails a link to the app; the new password works and old sessions end', async () => {
    const user = await signUpVerified(t.app);
    await requestReset(user.email);
    const [mail] = await outboxFor(t.app, user.email);
    expect(mail?.subject).toBe('Lag et nytt passord hos Monstory');

    const opened = await t.app.inject({ method: 'GET', url: injectPath(mail?.links[0] ?? '') });
    expect(opened.statusCode).toBe(302);
    const landing = new URL(String(opened.headers.location), 'http://localhost');
    expect(landing.pathname).toBe('/reset-password');
    const token = landing.searchParams.get('token');

    const common = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, newPassword: 'sunshine' },
    });
    expect(common.statusCode).toBe(400);
    expect(common.json()).toMatchObject({ code: 'WEAK_PASSWORD' });

    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, newPassword: 'Nytt-passord-for-trollet' },
    });
    expect(reset.statusCode).toBe(200);
    const oldSession = await t.app.inject({
      method: 'GET',
      url: '/api/profile',
      headers: user.headers,
    });
    expect(oldSession.statusCode).toBe(401);
    const fresh = await signInEmail(t.app, user.email, 'Nytt-passord-for-trollet');
    expect(fresh.userId).toBe(user.userId);
  });
});
