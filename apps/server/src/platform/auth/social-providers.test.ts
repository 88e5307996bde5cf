import { AuthProvidersResponseSchema } from '@monstory/contracts/auth';
import { afterEach, describe, expect, it } from 'vitest';
import type { AuthConfig } from '../../config.js';
import { createTestApp, testAuthConfig, type TestApp } from '../../test/test-app.js';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const none: AuthConfig = testAuthConfig();

async function providers(auth: AuthConfig) {
  t = await createTestApp({ config: { auth } });
  const response = await t.app.inject({ method: 'GET', url: '/api/auth-providers' });
  return AuthProvidersResponseSchema.parse(response.json());
}

describe('GET /api/auth-providers', () => {
  it('offers email and guests only, without provider ids', async () => {
    expect(await providers(none)).toEqual({
      emailPassword: true,
      anonymous: true,
      google: false,
      apple: false,
      facebook: false,
    });
  });

  it('offers each social provider whose id and secret are set', async () => {
    const client = { clientId: 'id', clientSecret: 'secret' };
    expect(await providers({ ...none, google: client, facebook: client })).toMatchObject({
      google: true,
      apple: false,
      facebook: true,
    });
  });
});

describe('Facebook sign-in', () => {
  it("fails with the product's message when it carries no access token", async () => {
    const client = { clientId: 'fb-app', clientSecret: 'fb-secret' };
    t = await createTestApp({ config: { auth: { ...none, facebook: client } } });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/social',
      payload: { provider: 'facebook', idToken: { token: '' } },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'MISSING_ACCESS_TOKEN',
      message: 'Sign-in succeeded but returned no access token',
    });
  });
});
