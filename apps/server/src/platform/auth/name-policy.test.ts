import { ACCOUNT_NAME_MAX_LENGTH } from '@monstory/contracts/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { signUpVerified, uniqueEmail, TEST_PASSWORD } from '../../test/test-users.js';

// Names reach better-auth from clients: anything but a string of sensible length is a 400.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('account names', () => {
  it('refuses a name that is not text of sensible length, and keeps the one it had', async () => {
    const user = await signUpVerified(t.app);
    const update = (name: unknown) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/update-user',
        headers: user.headers,
        payload: { name },
      });
    const bad = [
      null,
      [],
      {},
      5,
      true,
      'x'.repeat(ACCOUNT_NAME_MAX_LENGTH + 1),
      'x'.repeat(900_000),
    ];
    for (const name of bad) {
      const response = await update(name);
      expect(response.statusCode, JSON.stringify(name).slice(0, 40)).toBe(400);
      expect(response.json()).toMatchObject({ code: 'INVALID_NAME' });
    }
    expect((await update('Kari Nordmann')).statusCode).toBe(200);
    expect((await update('ø'.repeat(ACCOUNT_NAME_MAX_LENGTH))).statusCode).toBe(200);
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/profile',
      headers: user.headers,
    });
    expect(profile.json()).toMatchObject({ username: 'ø'.repeat(ACCOUNT_NAME_MAX_LENGTH) });
  });

  it('refuses a picture that is neither null nor an address of sensible length', async () => {
    const user = await signUpVerified(t.app);
    const update = (image: unknown) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/update-user',
        headers: user.headers,
        payload: { image },
      });
    for (const image of [[], ['a'], {}, { __proto__: null }, 5, true, 'x'.repeat(5_000)]) {
      const response = await update(image);
      expect(response.statusCode, JSON.stringify(image)).toBe(400);
      expect(response.json()).toMatchObject({ code: 'INVALID_IMAGE' });
    }
    expect((await update('https://example.com/kari.png')).statusCode).toBe(200);
    expect((await update(null)).statusCode).toBe(200);
  });

  it('refuses such a name at sign-up', async () => {
    for (const name of [null, 5, 'x'.repeat(ACCOUNT_NAME_MAX_LENGTH + 1)]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        payload: { email: uniqueEmail(), password: TEST_PASSWORD, name },
      });
      expect(response.statusCode).toBe(400);
    }
  });
});
