import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { createTestApp, testAuthConfig, type TestApp } from '../../test/test-app.js';
import {
  ANDROID_APPLE_RETURN,
  APPLE_ANDROID_RETURN_PATH,
  APPLE_RETURN_RATE_LIMIT,
} from './apple-android-return.js';

// Apple's return to the Android app's sign-in: Apple's form post comes in, the code is exchanged
// at a stand-in for Apple's token endpoint (TEST_APPLE_TOKEN_URL), and the browser is sent back
// into the app with the ID token, which then signs in like any native provider token.

const SERVICES_ID = 'app.monstory.signin';
const CLIENT_SECRET = 'services-id-client-secret';
const STATE = '6f1c2a52-3b8e-4f3e-9a57-0c9f5a1e2d44';

type PrivateKey = Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];
let key: PrivateKey;
let jwks: { keys: Record<string, unknown>[] };

/** Apple's token endpoint: answers `answer` and keeps each form it was sent. */
let apple: Server;
let appleUrl: string;
let answer: { status: number; body: unknown };
const exchanged: URLSearchParams[] = [];

beforeAll(async () => {
  const pair = await generateKeyPair('RS256', { extractable: true });
  key = pair.privateKey;
  jwks = { keys: [{ ...(await exportJWK(pair.publicKey)), kid: 'apple', alg: 'RS256' }] };
  apple = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      exchanged.push(new URLSearchParams(body));
      response.writeHead(answer.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => apple.listen(0, '127.0.0.1', resolve));
  appleUrl = `http://127.0.0.1:${(apple.address() as AddressInfo).port}/auth/token`;
});

afterAll(() => new Promise((resolve) => apple.close(resolve)));

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
  exchanged.length = 0;
});

async function app(withApple = true) {
  t = await createTestApp({
    config: {
      auth: testAuthConfig({
        ...(withApple && {
          apple: {
            clientId: SERVICES_ID,
            clientSecret: CLIENT_SECRET,
            appBundleIdentifier: 'app.monstory',
          },
        }),
        testIdTokenKeys: jwks as never,
        testAppleTokenUrl: appleUrl,
      }),
    },
  });
  return t.app;
}

/** What Apple signs for the Services ID after a web sign-in. */
function appleIdToken(email: string) {
  return new SignJWT({ email, email_verified: 'true' })
    .setProtectedHeader({ alg: 'RS256', kid: 'apple' })
    .setIssuer('https://appleid.apple.com')
    .setAudience(SERVICES_ID)
    .setSubject(`apple-${email}`)
    .setIssuedAt()
    .setExpirationTime('10m')
    .sign(key);
}

async function post(form: string, contentType = 'application/x-www-form-urlencoded') {
  return (await app()).inject({
    method: 'POST',
    url: APPLE_ANDROID_RETURN_PATH,
    headers: { 'content-type': contentType, host: 'api.monstory.test' },
    payload: form,
  });
}

/** The app link the browser was sent to, as the app reads it. */
function backInApp(location: string | undefined) {
  const match = /^intent:\/\/([^?#]+)\?([^#]*)#Intent;(.*);end$/.exec(location ?? '');
  expect(match).not.toBeNull();
  const [, host, query, extras] = match!;
  return {
    host,
    query: new URLSearchParams(query),
    extras: Object.fromEntries(extras!.split(';').map((part) => part.split('='))),
  };
}

describe(`POST ${APPLE_ANDROID_RETURN_PATH}`, () => {
  it('exchanges Apple’s code and sends the browser back into the app with the ID token', async () => {
    const idToken = await appleIdToken('kari@example.com');
    answer = {
      status: 200,
      body: { id_token: idToken, access_token: 'apple-access', token_type: 'Bearer' },
    };
    const response = await post(
      `code=c1a2b3.0.abc&state=${STATE}&user=${encodeURIComponent('{"name":{"firstName":"Kari"}}')}`,
    );

    expect(response.statusCode).toBe(303);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    const link = backInApp(response.headers.location);
    // Only the Android app's package may open it, on the host its activity hands to the plugin.
    expect(link.extras).toEqual({ package: 'app.monstory', scheme: ANDROID_APPLE_RETURN.scheme });
    expect(link.host).toBe(ANDROID_APPLE_RETURN.host);
    expect(Object.fromEntries(link.query)).toEqual({
      success: 'true',
      id_token: idToken,
      access_token: 'apple-access',
    });

    // The code went to Apple with the Services ID's secret and the return URL it was given.
    expect(exchanged.map((form) => Object.fromEntries(form))).toEqual([
      {
        grant_type: 'authorization_code',
        code: 'c1a2b3.0.abc',
        client_id: SERVICES_ID,
        client_secret: CLIENT_SECRET,
        redirect_uri: `http://api.monstory.test${APPLE_ANDROID_RETURN_PATH}`,
      },
    ]);
    expect(response.headers.location).not.toContain(CLIENT_SECRET);

    // The app signs in with it: a token for the Services ID is taken as well as the bundle id's.
    const signIn = await t!.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/social',
      payload: { provider: 'apple', idToken: { token: link.query.get('id_token') } },
    });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json()).toMatchObject({ user: { email: 'kari@example.com' } });
  });

  it('sends the app a failure when Apple refuses the code', async () => {
    answer = { status: 400, body: { error: 'invalid_grant' } };
    const response = await post(`code=expired&state=${STATE}`);
    expect(response.statusCode).toBe(303);
    expect(Object.fromEntries(backInApp(response.headers.location).query)).toEqual({
      success: 'false',
    });
    expect(exchanged).toHaveLength(1);
  });

  it('sends the app a failure when Apple answers without an ID token', async () => {
    answer = { status: 200, body: { access_token: 'apple-access' } };
    const response = await post(`code=c1&state=${STATE}`);
    expect(Object.fromEntries(backInApp(response.headers.location).query)).toEqual({
      success: 'false',
    });
  });

  it('sends the app a failure, without asking Apple, when the person cancelled', async () => {
    const response = await post(`error=user_cancelled_authorize&state=${STATE}`);
    expect(response.statusCode).toBe(303);
    expect(Object.fromEntries(backInApp(response.headers.location).query)).toEqual({
      success: 'false',
    });
    expect(exchanged).toHaveLength(0);
  });

  it.each([
    ['no code', `state=${STATE}`],
    ['no state', 'code=c1'],
    ['a state that is no UUID', 'code=c1&state=anything'],
    ['a code with odd characters', `code=${encodeURIComponent('c1<script>')}&state=${STATE}`],
    ['a field Apple does not send', `code=c1&state=${STATE}&redirect=https://evil.example`],
    ['an ID token in the post', `code=c1&state=${STATE}&id_token=a.b.c`],
    ['the same field twice', `code=c1&code=c2&state=${STATE}`],
    ['an error with the code', `code=c1&error=server_error&state=${STATE}`],
    ['a long name', `code=c1&state=${STATE}&user=${'x'.repeat(3000)}`],
  ])('refuses %s, without asking Apple', async (_case, form) => {
    const response = await post(form);
    expect(response.statusCode).toBe(400);
    expect(response.headers.location).toBeUndefined();
    expect(exchanged).toHaveLength(0);
  });

  it(`takes ${APPLE_RETURN_RATE_LIMIT.max} posts per address in its window, then 429`, async () => {
    const server = await app();
    const from = (remoteAddress: string) =>
      server.inject({
        method: 'POST',
        url: APPLE_ANDROID_RETURN_PATH,
        headers: { 'content-type': 'application/x-www-form-urlencoded', host: 'api.monstory.test' },
        payload: `error=user_cancelled_authorize&state=${STATE}`,
        remoteAddress,
      });
    for (let i = 0; i < APPLE_RETURN_RATE_LIMIT.max; i += 1)
      expect((await from('203.0.113.9')).statusCode).toBe(303);
    expect((await from('203.0.113.9')).statusCode).toBe(429);
    expect((await from('203.0.113.10')).statusCode).toBe(303);
  });

  it('takes Apple’s form post only', async () => {
    const response = await post(JSON.stringify({ code: 'c1', state: STATE }), 'application/json');
    expect(response.statusCode).toBe(415);
    expect(exchanged).toHaveLength(0);
  });

  it('is not there without Apple', async () => {
    const response = await (
      await app(false)
    ).inject({
      method: 'POST',
      url: APPLE_ANDROID_RETURN_PATH,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `code=c1&state=${STATE}`,
    });
    expect(response.statusCode).toBe(404);
    expect(exchanged).toHaveLength(0);
  });
});

describe('the Android app', () => {
  it('hands the return link to the social-login plugin instead of opening it as a page', () => {
    const activity = readFileSync(
      join(
        import.meta.dirname,
        '../../../../web/android/app/src/main/java/app/monstory/MainActivity.java',
      ),
      'utf8',
    );
    expect(activity).toContain(`"${ANDROID_APPLE_RETURN.scheme}"`);
    expect(activity).toContain(`"${ANDROID_APPLE_RETURN.host}"`);
    expect(activity).toContain('.handleAppleLoginIntent(intent)');
  });
});

describe('TEST_APPLE_TOKEN_URL', () => {
  it('is taken in tests', () => {
    const config = loadConfig({ NODE_ENV: 'test', TEST_APPLE_TOKEN_URL: 'http://127.0.0.1:9/t' });
    expect(config.auth.testAppleTokenUrl).toBe('http://127.0.0.1:9/t');
  });

  it.each([undefined, 'production', 'development'])('is refused with NODE_ENV=%s', (env) => {
    expect(() =>
      loadConfig({ NODE_ENV: env, TEST_APPLE_TOKEN_URL: 'http://127.0.0.1:9/t' }),
    ).toThrow(/TEST_APPLE_TOKEN_URL .* refused unless NODE_ENV=test/);
  });
});
