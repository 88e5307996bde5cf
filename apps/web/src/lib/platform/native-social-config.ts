import type { Platform } from '@monstory/contracts/enums';
import { getPlatform } from '../api/platform';
import type { SocialProvider } from '../auth/auth-api';

/**
 * The providers' app ids, built into the native apps (all public: they name the app to the
 * provider, they authorise nothing). The Google web client id is the server's GOOGLE_CLIENT_ID:
 * the id token the app gets is addressed to it, so the identity service accepts it.
 */
export interface NativeSocialConfig {
  googleWebClientId?: string;
  googleIosClientId?: string;
  facebookAppId?: string;
  facebookClientToken?: string;
}

export function nativeSocialConfig(): NativeSocialConfig {
  const env = import.meta.env;
  const value = (raw: unknown) => (typeof raw === 'string' && raw.trim()) || undefined;
  return {
    googleWebClientId: value(env.VITE_GOOGLE_WEB_CLIENT_ID),
    googleIosClientId: value(env.VITE_GOOGLE_IOS_CLIENT_ID),
    facebookAppId: value(env.VITE_FACEBOOK_APP_ID),
    facebookClientToken: value(env.VITE_FACEBOOK_CLIENT_TOKEN),
  };
}

/**
 * The providers the native app can sign in with by itself (the web's way, leaving for the
 * provider's page and coming back with a cookie, cannot work in the shell). Apple only on iOS:
 * on Android it would need a web sign-in page of Apple's and a server endpoint to return from.
 * Null on the web, where every provider the server offers is shown.
 */
export function nativeSocialProviders(
  platform: Platform = getPlatform(),
  config: NativeSocialConfig = nativeSocialConfig(),
): ReadonlySet<SocialProvider> | null {
  if (platform !== 'ios' && platform !== 'android') return null;
  const providers = new Set<SocialProvider>();
  if (platform === 'ios') providers.add('apple');
  if (config.googleWebClientId && (platform === 'android' || config.googleIosClientId)) {
    providers.add('google');
  }
  if (config.facebookAppId) providers.add('facebook');
  return providers;
}
