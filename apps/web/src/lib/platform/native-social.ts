import type { Platform } from '@monstory/contracts/enums';
import { FACEBOOK_NO_ACCESS_TOKEN_MESSAGE } from '@monstory/contracts/identity';
import { getPlatform } from '../api/platform';
import type { SocialProvider } from '../auth/auth-api';
import { IdentityError } from '../auth/auth-errors';
import { nativeSocialConfig } from './native-social-config';
import type { NativeSocialConfig } from './native-social-config';

// Sign-in with Apple, Google and Facebook inside the native apps, through the social-login plugin
// (@capgo/capacitor-social-login): the provider's own SDK signs the person in and hands over a
// token, which the identity service checks (POST /api/auth/sign-in/social with idToken).
// Only ever imported dynamically, inside the shell.

/** What the identity service's token sign-in takes (better-auth's `idToken`). */
export interface ProviderToken {
  token: string;
  accessToken?: string;
  /** The nonce the sign-in asked the provider to put into its ID token (Apple). */
  nonce?: string;
}

interface AccessTokenLike {
  token: string;
}

type LoginResultLike =
  | { responseType?: 'online'; idToken?: string | null; accessToken?: AccessTokenLike | null }
  | { responseType: 'offline'; serverAuthCode: string };

/** The part of the plugin used here (a fake in tests). */
export interface SocialLoginPluginLike {
  initialize(options: Record<string, unknown>): Promise<void>;
  login(options: {
    provider: SocialProvider;
    options: Record<string, unknown>;
  }): Promise<{ result: LoginResultLike }>;
  logout(options: { provider: SocialProvider }): Promise<void>;
}

/**
 * Apple's part of the plugin's options. iOS signs in with the system's own sheet. Android has no
 * such sheet: the plugin opens Apple's web sign-in for the Services ID, which returns to the
 * server's route (it refuses to start without both, so without them Apple is left out).
 */
function appleOptions(config: NativeSocialConfig, platform: Platform) {
  if (platform === 'ios') return { apple: {} };
  if (platform === 'android' && config.appleServicesId && config.appleReturnUrl) {
    return { apple: { clientId: config.appleServicesId, redirectUrl: config.appleReturnUrl } };
  }
  return {};
}

/** The plugin's options for the providers this build has ids for. */
export function initializeOptions(
  config: NativeSocialConfig,
  platform: Platform = getPlatform(),
): Record<string, unknown> {
  return {
    ...(config.googleWebClientId && {
      google: {
        webClientId: config.googleWebClientId,
        iOSClientId: config.googleIosClientId,
        iOSServerClientId: config.googleWebClientId,
        mode: 'online',
      },
    }),
    ...(config.facebookAppId && {
      facebook: { appId: config.facebookAppId, clientToken: config.facebookClientToken },
    }),
    ...appleOptions(config, platform),
  };
}

const LOGIN_OPTIONS: Record<SocialProvider, Record<string, unknown>> = {
  google: { scopes: ['email', 'profile'] },
  apple: { scopes: ['email', 'name'] },
  facebook: { permissions: ['email', 'public_profile'] },
};

/** The person closed or cancelled the provider's sheet (each SDK words it its own way). */
function isCancel(error: unknown): boolean {
  const text = error instanceof Error ? error.message : String(error);
  return /cancel|closed|dismiss|1001|12501/i.test(text);
}

export interface NativeSocial {
  /** The provider's token for the identity service; throws an IdentityError if there is none. */
  signIn(provider: SocialProvider): Promise<ProviderToken>;
  /** Signs out of the provider's SDK too, so the next sign-in may pick another account. */
  signOut(provider: SocialProvider): Promise<void>;
}

export function createNativeSocial(
  plugin: SocialLoginPluginLike,
  config: NativeSocialConfig = nativeSocialConfig(),
  platform: Platform = getPlatform(),
): NativeSocial {
  let initialized: Promise<void> | null = null;
  const ready = () => {
    initialized ??= plugin
      .initialize(initializeOptions(config, platform))
      .catch((error: unknown) => {
        initialized = null;
        throw error;
      });
    return initialized;
  };

  return {
    async signIn(provider) {
      await ready();
      // Apple's ID token carries it back and the identity service compares them, so a token
      // from another sign-in (e.g. a link played into the Android app) is refused.
      const nonce = provider === 'apple' ? crypto.randomUUID() : undefined;
      const options = { ...LOGIN_OPTIONS[provider], ...(nonce && { nonce }) };
      let result: LoginResultLike;
      try {
        ({ result } = await plugin.login({ provider, options }));
      } catch (error) {
        if (isCancel(error))
          throw new IdentityError('popup-closed-by-user', undefined, String(error));
        throw error;
      }
      if (result.responseType === 'offline') {
        throw new IdentityError('unknown', undefined, `${provider} answered without a token`);
      }
      const accessToken = result.accessToken?.token || undefined;
      if (provider === 'facebook') {
        // docs/product.md#sign-in: without an access token a Facebook sign-in fails, whatever else came back.
        if (!accessToken) {
          throw new IdentityError(
            'missing-access-token',
            undefined,
            FACEBOOK_NO_ACCESS_TOKEN_MESSAGE,
          );
        }
        // A limited login (iOS) also brings an id token; the service checks either.
        return { token: result.idToken || accessToken, accessToken };
      }
      if (!result.idToken) {
        throw new IdentityError('invalid-token', undefined, `${provider} gave no id token`);
      }
      return {
        token: result.idToken,
        ...(accessToken && { accessToken }),
        ...(nonce && { nonce }),
      };
    },

    async signOut(provider) {
      try {
        await ready();
        await plugin.logout({ provider });
      } catch (error) {
        // The app's own session is gone either way; the provider's is only a convenience.
        console.warn(`Could not sign out of ${provider}`, error);
      }
    },
  };
}

let shared: NativeSocial | null = null;

/** The app's one instance, on the real plugin. */
export async function nativeSocial(): Promise<NativeSocial> {
  if (shared) return shared;
  const { SocialLogin } = await import('@capgo/capacitor-social-login');
  shared ??= createNativeSocial(SocialLogin as unknown as SocialLoginPluginLike);
  return shared;
}
