import { exportJWK, generateKeyPair, SignJWT } from 'jose';

// A stand-in for Google's and Apple's sign-in, for journeys that sign in as the native apps do:
// a key made when the test starts signs ID tokens like the providers' (their issuer, addressed
// to the app's client id). The server trusts the public half through TEST_ID_TOKEN_JWKS, which
// it refuses outside NODE_ENV=test.

export const GOOGLE_WEB_CLIENT_ID = 'e2e-web-client.apps.googleusercontent.com';
export const APPLE_BUNDLE_ID = 'app.monstory';

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
  /** The server's environment that trusts this issuer (and turns Google and Apple on). */
  serverEnv: Record<string, string>;
  idToken(provider: keyof typeof ISSUERS, account: ProviderAccount): Promise<string>;
}

export async function startFakeIdTokenIssuer(): Promise<FakeIdTokenIssuer> {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const kid = 'e2e-issuer';
  const jwks = { keys: [{ ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' }] };
  return {
    serverEnv: {
      TEST_ID_TOKEN_JWKS: JSON.stringify(jwks),
      GOOGLE_CLIENT_ID: GOOGLE_WEB_CLIENT_ID,
      GOOGLE_CLIENT_SECRET: 'e2e-google-secret',
      APPLE_CLIENT_ID: 'app.monstory.signin',
      APPLE_CLIENT_SECRET: 'e2e-apple-secret',
      APPLE_APP_BUNDLE_IDENTIFIER: APPLE_BUNDLE_ID,
    },
    idToken(provider, account) {
      return new SignJWT({
        email: account.email,
        email_verified: true,
        ...(account.name && { name: account.name }),
      })
        .setProtectedHeader({ alg: 'RS256', kid })
        .setIssuer(ISSUERS[provider].iss)
        .setAudience(ISSUERS[provider].aud)
        .setSubject(account.sub)
        .setIssuedAt()
        .setExpirationTime('10m')
        .sign(privateKey);
    },
  };
}
