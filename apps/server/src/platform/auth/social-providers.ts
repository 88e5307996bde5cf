import type { AuthProvidersResponse } from '@monstory/contracts/auth';
import type { SocialProviders } from 'better-auth';
import type { AuthConfig } from '../../config.js';
import { PROVIDER_ISSUERS, testIdTokenVerifier } from './test-id-token-issuer.js';

/** Each provider is switched on by its environment variables alone. */
export function socialProviders(config: AuthConfig): SocialProviders {
  const { google, apple, facebook, testIdTokenKeys: testKeys } = config;
  // Test runs only (config.ts refuses the keys elsewhere): ID tokens signed with the test key.
  const verifiedWith = (issuer: string, audience: string | string[]) =>
    testKeys && { verifyIdToken: testIdTokenVerifier(testKeys, issuer, audience) };
  return {
    ...(google && {
      google: {
        ...google,
        prompt: 'select_account' as const,
        ...verifiedWith(PROVIDER_ISSUERS.google, google.clientId),
      },
    }),
    ...(apple && {
      apple: {
        clientId: apple.clientId,
        clientSecret: apple.clientSecret,
        ...(apple.appBundleIdentifier && { appBundleIdentifier: apple.appBundleIdentifier }),
        audience: appleAudience(apple),
        ...verifiedWith(PROVIDER_ISSUERS.apple, appleAudience(apple)),
      },
    }),
    ...(facebook && { facebook }),
  };
}

/**
 * Whom Apple's ID tokens may be addressed to: the iOS app signs in as its bundle id, the Android
 * app through Apple's web sign-in as the Services ID (APPLE_CLIENT_ID, as the web does).
 */
function appleAudience(apple: NonNullable<AuthConfig['apple']>): string[] {
  return apple.appBundleIdentifier ? [apple.appBundleIdentifier, apple.clientId] : [apple.clientId];
}

export function enabledProviders(config: AuthConfig): AuthProvidersResponse {
  return {
    emailPassword: true,
    anonymous: true,
    google: Boolean(config.google),
    apple: Boolean(config.apple),
    facebook: Boolean(config.facebook),
  };
}

/** Apple posts its sign-in callback from its own origin. */
export function providerOrigins(config: AuthConfig): string[] {
  return config.apple ? ['https://appleid.apple.com'] : [];
}
