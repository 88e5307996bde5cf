import { createLocalJWKSet, jwtVerify, type JSONWebKeySet } from 'jose';
import { z } from 'zod';

// A trusted stand-in for Google's and Apple's signing keys, for the journeys that sign in the way
// the native apps do (a provider's ID token handed to POST /api/auth/sign-in/social) on a machine
// that cannot reach the providers. TEST_ID_TOKEN_JWKS holds the public half of a key the test
// made at its start; tokens signed with it are checked exactly as the provider's would be
// (issuer, audience, expiry, age, nonce). Only ever on with NODE_ENV=test: config.ts refuses
// it anywhere else.

/** The public keys as `{"keys": [JWK, …]}` (private parts refused: this is no place for them). */
export const TestIdTokenKeysSchema = z
  .string()
  .transform((raw, ctx) => {
    try {
      return JSON.parse(raw) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'must be a JSON Web Key Set' });
      return z.NEVER;
    }
  })
  .pipe(
    z.object({
      keys: z
        .array(
          z
            .looseObject({ kty: z.string() })
            .refine((key) => !('d' in key), { error: 'must hold public keys only' }),
        )
        .min(1),
    }),
  );

/** The issuer each provider's real tokens carry, which the test tokens carry too. */
export const PROVIDER_ISSUERS = {
  google: 'https://accounts.google.com',
  apple: 'https://appleid.apple.com',
} as const;

type IdTokenVerifier = (token: string, nonce?: string) => Promise<boolean>;

/** better-auth's `verifyIdToken` for one provider, against the test keys instead of its JWKS. */
export function testIdTokenVerifier(
  keys: JSONWebKeySet,
  issuer: string,
  audience: string | string[],
): IdTokenVerifier {
  const jwks = createLocalJWKSet(keys);
  return async (token, nonce) => {
    try {
      const { payload } = await jwtVerify(token, jwks, {
        issuer,
        audience,
        algorithms: ['RS256', 'ES256'],
        maxTokenAge: '1h',
        requiredClaims: ['iss', 'sub', 'aud', 'exp', 'iat'],
      });
      return !nonce || payload.nonce === nonce;
    } catch {
      return false;
    }
  };
}
