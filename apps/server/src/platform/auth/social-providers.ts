import type { AuthProvidersResponse } from '@monstory/contracts/auth';
import type { SocialProviders } from 'better-auth';
import type { AuthConfig } from '../../config.js';

/** Each provider is switched on by its environment variables alone. */
export function socialProviders(config: AuthConfig): SocialProviders {
  const { google, apple, facebook } = config;
  return {
    ...(google && { google: { ...google, prompt: 'select_account' as const } }),
    ...(apple && {
      apple: {
        clientId: apple.clientId,
        clientSecret: apple.clientSecret,
        ...(apple.appBundleIdentifier && { appBundleIdentifier: apple.appBundleIdentifier }),
      },
    }),
    ...(facebook && { facebook }),
  };
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
