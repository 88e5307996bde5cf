import { ACCOUNT_NAME_MAX_LENGTH } from '@monstory/contracts/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import {
  signUpVerified,
  uniqueEmail,
  TEST_PASSWORD,
  type TestSession,
} from '../../test/test-users.js';

// Names reach better-auth from clients: anything but a string of sensible length is a 400.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const updateUser = (user: TestSession, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/auth/update-user', headers: user.headers, payload });

/** Each value of `field` is a 400 with `code`. */
async function expectRefused(user: TestSession, field: string, values: unknown[], code: string) {
  for (const value of values) {
    const response = await updateUser(user, { [field]: value });
    expect(response.statusCode, JSON.stringify(value).slice(0, 40)).toBe(400);
    expect(response.json()).toMatchObject({ code });
  }
}

describe('account names', () => {
  it('refuses a name that is not text of sensible length, and keeps the one it had', async () => {
    const user = await signUpVerified(t.app);
    const bad = [
      null,
      [],
      {},
      5,
      true,
      'x'.repeat(ACCOUNT_NAME_MAX_LENGTH + 1),
      'x'.repeat(900_000),
    ];
    await expectRefused(user, 'name', bad, 'INVALID_NAME');
    expect((await updateUser(user, { name: 'Kari Nordmann' })).statusCode).toBe(200);
    const longest = 'ø'.repeat(ACCOUNT_NAME_MAX_LENGTH);
    expect((await updateUser(user, { name: longest })).statusCode).toBe(200);
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/profile',
      headers: user.headers,
    });
    expect(profile.json()).toMatchObject({ username: longest });
  });

  it('refuses a picture that is neither null nor an address of sensible length', async () => {
    const user = await signUpVerified(t.app);
    const bad = [[], ['a'], {}, { __proto__: null }, 5, true, 'x'.repeat(5_000)];
    await expectRefused(user, 'image', bad, 'INVALID_IMAGE');
    const picture = { image: 'https://example.com/kari.png' };
    expect((await updateUser(user, picture)).statusCode).toBe(200);
    expect((await updateUser(user, { image: null })).statusCode).toBe(200);
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
