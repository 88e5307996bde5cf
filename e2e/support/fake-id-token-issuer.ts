import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { join } from 'node:path';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';

// A stand-in for the providers' sign-in, for journeys that sign in as the native apps do:
// - a key made when the test starts signs ID tokens like Google's and Apple's (their issuer,
//   addressed to the app's client id); the server trusts its public half through
//   TEST_ID_TOKEN_JWKS, which it refuses outside NODE_ENV=test;
// - Apple's token endpoint, where the server exchanges the code of Apple's web sign-in in the
//   Android app (TEST_APPLE_TOKEN_URL, likewise test-only);
// - Facebook's Graph API, which checks an access token and names its person: the server's calls
//   to graph.facebook.com come here (facebook-graph-preload.mjs, loaded into the test server).

export const GOOGLE_WEB_CLIENT_ID = 'e2e-web-client.apps.googleusercontent.com';
export const APPLE_BUNDLE_ID = 'app.monstory';
/** The Services ID of Apple's web sign-in (the server's APPLE_CLIENT_ID; .env.e2e has it too). */
export const APPLE_SERVICES_ID = 'app.monstory.e2e-signin';
const APPLE_CLIENT_SECRET = 'e2e-apple-secret';
/** Facebook's app (the server's FACEBOOK_CLIENT_ID; .env.e2e's VITE_FACEBOOK_APP_ID). */
export const FACEBOOK_APP_ID = 'e2e-facebook-app';
const FACEBOOK_APP_SECRET = 'e2e-facebook-secret';

const ISSUERS = {
  google: { iss: 'https://accounts.google.com', aud: GOOGLE_WEB_CLIENT_ID },
  apple: { iss: 'https://appleid.apple.com', aud: APPLE_BUNDLE_ID },
} as const;

export interface ProviderAccount {
  sub: string;
  email: string;
  name?: string;
}

export interface FakeIdTokenIssuer {
  /** The server's environment that trusts this issuer (and turns Google, Apple, Facebook on). */
  serverEnv: Record<string, string>;
  idToken(
    provider: keyof typeof ISSUERS,
    account: ProviderAccount,
    claims?: { nonce?: string; aud?: string },
  ): Promise<string>;
  /**
   * Apple's web sign-in: `account` signs in for the Services ID, and Apple hands the browser a
   * code for the return URL, which its token endpoint exchanges once.
   */
  appleCode(account: ProviderAccount, nonce: string | undefined): string;
  /** How many codes Apple's token endpoint has exchanged. */
  appleExchanges(): number;
  /** Facebook's SDK signs `account` in: an access token Facebook's Graph API knows. */
  facebookAccessToken(account: ProviderAccount): string;
  stop(): Promise<void>;
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => resolve(body));
    request.on('error', reject);
  });
}

function json(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

export async function startFakeIdTokenIssuer(): Promise<FakeIdTokenIssuer> {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const kid = 'e2e-issuer';
  const jwks = { keys: [{ ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' }] };

  const sign = (
    provider: keyof typeof ISSUERS,
    account: ProviderAccount,
    claims: { nonce?: string; aud?: string } = {},
  ) =>
    new SignJWT({
      email: account.email,
      email_verified: true,
      ...(account.name && { name: account.name }),
      ...(claims.nonce && { nonce: claims.nonce }),
    })
      .setProtectedHeader({ alg: 'RS256', kid })
      .setIssuer(ISSUERS[provider].iss)
      .setAudience(claims.aud ?? ISSUERS[provider].aud)
      .setSubject(account.sub)
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(privateKey);

  const appleCodes = new Map<string, { account: ProviderAccount; nonce?: string }>();
  let appleExchanged = 0;
  const facebookTokens = new Map<string, ProviderAccount>();

  async function appleToken(request: IncomingMessage, response: ServerResponse) {
    const form = new URLSearchParams(await readBody(request));
    const grant = appleCodes.get(form.get('code') ?? '');
    const returnUrl = /^http:\/\/127\.0\.0\.1:\d+\/api\/auth\/apple\/android-return$/;
    if (
      form.get('grant_type') !== 'authorization_code' ||
      form.get('client_id') !== APPLE_SERVICES_ID ||
      form.get('client_secret') !== APPLE_CLIENT_SECRET ||
      !returnUrl.test(form.get('redirect_uri') ?? '')
    ) {
      return json(response, 400, { error: 'invalid_client' });
    }
    if (!grant) return json(response, 400, { error: 'invalid_grant' });
    appleCodes.delete(form.get('code')!);
    appleExchanged += 1;
    const idToken = await sign('apple', grant.account, {
      aud: APPLE_SERVICES_ID,
      ...(grant.nonce && { nonce: grant.nonce }),
    });
    return json(response, 200, {
      access_token: `apple-access-${randomUUID()}`,
      token_type: 'Bearer',
      expires_in: 3600,
      refresh_token: `apple-refresh-${randomUUID()}`,
      id_token: idToken,
    });
  }

  /** Graph API: debug_token (with the app's token) and /me (with the person's). */
  function facebookGraph(url: URL, request: IncomingMessage, response: ServerResponse) {
    if (url.pathname.endsWith('/debug_token')) {
      const account = facebookTokens.get(url.searchParams.get('input_token') ?? '');
      const appToken = url.searchParams.get('access_token');
      if (appToken !== `${FACEBOOK_APP_ID}|${FACEBOOK_APP_SECRET}`) {
        return json(response, 400, { error: { message: 'Invalid OAuth access token' } });
      }
      return json(response, 200, {
        data: account
          ? { is_valid: true, app_id: FACEBOOK_APP_ID, user_id: account.sub }
          : { is_valid: false },
      });
    }
    if (url.pathname.endsWith('/me')) {
      const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
      const account = facebookTokens.get(bearer);
      if (!account)
        return json(response, 401, { error: { message: 'Invalid OAuth access token' } });
      return json(response, 200, {
        id: account.sub,
        name: account.name ?? '',
        email: account.email,
        picture: { data: { url: 'https://example.com/facebook-picture.png' } },
      });
    }
    return json(response, 404, { error: { message: 'Unknown path' } });
  }

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    if (request.method === 'POST' && url.pathname === '/apple/auth/token') {
      void appleToken(request, response);
      return;
    }
    if (request.method === 'GET' && url.pathname.startsWith('/facebook/')) {
      facebookGraph(url, request, response);
      return;
    }
    json(response, 404, { error: 'not_found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const preload = pathToFileURL(join(import.meta.dirname, 'facebook-graph-preload.mjs')).href;

  return {
    serverEnv: {
      TEST_ID_TOKEN_JWKS: JSON.stringify(jwks),
      GOOGLE_CLIENT_ID: GOOGLE_WEB_CLIENT_ID,
      GOOGLE_CLIENT_SECRET: 'e2e-google-secret',
      APPLE_CLIENT_ID: APPLE_SERVICES_ID,
      APPLE_CLIENT_SECRET,
      APPLE_APP_BUNDLE_IDENTIFIER: APPLE_BUNDLE_ID,
      TEST_APPLE_TOKEN_URL: `${origin}/apple/auth/token`,
      FACEBOOK_CLIENT_ID: FACEBOOK_APP_ID,
      FACEBOOK_CLIENT_SECRET: FACEBOOK_APP_SECRET,
      E2E_FACEBOOK_GRAPH_URL: `${origin}/facebook`,
      NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import=${preload}`.trim(),
    },
    idToken: sign,
    appleCode(account, nonce) {
      const code = `c${randomUUID().replaceAll('-', '')}.0.e2e`;
      appleCodes.set(code, { account, ...(nonce && { nonce }) });
      return code;
    },
    appleExchanges: () => appleExchanged,
    facebookAccessToken(account) {
      const token = `EAAe2e${randomUUID().replaceAll('-', '')}`;
      facebookTokens.set(token, account);
      return token;
    },
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
