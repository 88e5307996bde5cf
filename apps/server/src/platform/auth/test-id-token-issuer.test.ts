import { exportJWK, generateKeyPair, SignJWT, type JWTPayload } from 'jose';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { createTestApp, testAuthConfig, type TestApp } from '../../test/test-app.js';

// The native apps' token sign-in (POST /api/auth/sign-in/social with idToken), against a key made
// here and trusted through TEST_ID_TOKEN_JWKS in place of Google's and Apple's.

type PrivateKey = Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];

let trusted: { privateKey: PrivateKey; jwks: { keys: Record<string, unknown>[] } };
let stranger: PrivateKey;

beforeAll(async () => {
  const pair = await generateKeyPair('RS256', { extractable: true });
  trusted = {
    privateKey: pair.privateKey,
    jwks: { keys: [{ ...(await exportJWK(pair.publicKey)), kid: 'test', alg: 'RS256' }] },
  };
  stranger = (await generateKeyPair('RS256')).privateKey;
});

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const GOOGLE = { clientId: 'web-client.apps.googleusercontent.com', clientSecret: 'g-secret' };
const APPLE = { clientId: 'app.monstory.web', clientSecret: 'a-secret' };

async function app() {
  t = await createTestApp({
    config: {
      auth: testAuthConfig({
        google: GOOGLE,
        apple: { ...APPLE, appBundleIdentifier: 'app.monstory' },
        testIdTokenKeys: trusted.jwks as never,
      }),
    },
  });
  return t.app;
}

function idToken(
  claims: JWTPayload & { iss: string; aud: string },
  key: PrivateKey = trusted.privateKey,
) {
  return new SignJWT({ sub: 'provider-user-1', email_verified: true, ...claims })
    .setProtectedHeader({ alg: 'RS256', kid: 'test' })
    .setIssuedAt()
    .setExpirationTime('10m')
    .sign(key);
}

async function signIn(provider: 'google' | 'apple', token: string, bearer?: string) {
  return (await app()).inject({
    method: 'POST',
    url: '/api/auth/sign-in/social',
    payload: { provider, idToken: { token } },
    ...(bearer && { headers: { authorization: `Bearer ${bearer}` } }),
  });
}

const google = { iss: 'https://accounts.google.com', aud: GOOGLE.clientId };

describe('sign-in with a provider token from the test issuer', () => {
  it('signs a Google user in and hands over the session’s bearer token', async () => {
    const token = await idToken({ ...google, email: 'kari@example.com', name: 'Kari' });
    const response = await signIn('google', token);
    expect(response.statusCode).toBe(200);
    expect(String(response.headers['set-auth-token'] ?? '')).not.toBe('');
    expect(response.json()).toMatchObject({ user: { email: 'kari@example.com', name: 'Kari' } });
  });

  it('signs an Apple user in when the token is addressed to the app’s bundle id', async () => {
    const token = await idToken({
      iss: 'https://appleid.apple.com',
      aud: 'app.monstory',
      email: 'ola@example.com',
    });
    const response = await signIn('apple', token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ user: { email: 'ola@example.com' } });
  });

  it.each([
    ['with another key', google, true],
    ['for another audience', { ...google, aud: 'someone-else' }, false],
    ['by another issuer', { ...google, iss: 'https://evil.example' }, false],
  ] as const)('refuses a token signed %s', async (_, claims, byStranger) => {
    const key = byStranger ? stranger : trusted.privateKey;
    const token = await idToken({ ...claims, email: 'mallory@example.com' }, key);
    const response = await signIn('google', token);
    expect(response.statusCode).toBe(401);
    expect(response.headers['set-auth-token']).toBeUndefined();
  });
});

describe('TEST_ID_TOKEN_JWKS', () => {
  const jwks = () => JSON.stringify(trusted.jwks);

  it('is read in test runs', () => {
    const config = loadConfig({ NODE_ENV: 'test', TEST_ID_TOKEN_JWKS: jwks() });
    expect(config.auth.testIdTokenKeys).toEqual(trusted.jwks);
  });

  it.each([undefined, 'production', 'development'])('is refused with NODE_ENV=%s', (env) => {
    expect(() => loadConfig({ NODE_ENV: env, TEST_ID_TOKEN_JWKS: jwks() })).toThrow(
      /TEST_ID_TOKEN_JWKS .* refused unless NODE_ENV=test/,
    );
  });

  it('takes public keys only', async () => {
    const { privateKey } = await generateKeyPair('RS256', { extractable: true });
    const leaked = JSON.stringify({ keys: [await exportJWK(privateKey)] });
    expect(() => loadConfig({ NODE_ENV: 'test', TEST_ID_TOKEN_JWKS: leaked })).toThrow(
      /TEST_ID_TOKEN_JWKS must hold public keys only/,
    );
  });
});
