import type { Platform } from '@monstory/contracts/enums';
import { defaultApiBaseUrl } from '../api/api-base-url';
import { getPlatform } from '../api/platform';
import type { SocialProvider } from '../auth/auth-api';

/** The server's route Apple's web sign-in returns to, for the Android app (under the API). */
export const APPLE_ANDROID_RETURN_ROUTE = '/auth/apple/android-return';

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
  /**
   * Android only: Apple's web sign-in runs for this Services ID (the server's APPLE_CLIENT_ID)
   * and returns to `appleReturnUrl`, the server's route that hands the result back to the app.
   */
  appleServicesId?: string;
  appleReturnUrl?: string;
}

/** The API's Apple return route as an absolute address (Apple needs the whole URL). */
export function appleReturnUrl(apiBaseUrl: string, pageOrigin: string): string {
  return new URL(`${apiBaseUrl}${APPLE_ANDROID_RETURN_ROUTE}`, pageOrigin).toString();
}

export function nativeSocialConfig(): NativeSocialConfig {
  const env = import.meta.env;
  const value = (raw: unknown) => (typeof raw === 'string' && raw.trim()) || undefined;
  const appleServicesId = value(env.VITE_APPLE_SERVICES_ID);
  return {
    googleWebClientId: value(env.VITE_GOOGLE_WEB_CLIENT_ID),
    googleIosClientId: value(env.VITE_GOOGLE_IOS_CLIENT_ID),
    facebookAppId: value(env.VITE_FACEBOOK_APP_ID),
    facebookClientToken: value(env.VITE_FACEBOOK_CLIENT_TOKEN),
    ...(appleServicesId && {
      appleServicesId,
      appleReturnUrl: appleReturnUrl(defaultApiBaseUrl(), window.location.origin),
    }),
  };
}

/**
 * The providers the native app can sign in with by itself (the web's way, leaving for the
 * provider's page and coming back with a cookie, cannot work in the shell). Apple on iOS always;
 * on Android when the build has the Services ID for Apple's web sign-in. Null on the web, where
 * every provider the server offers is shown.
 */
export function nativeSocialProviders(
  platform: Platform = getPlatform(),
  config: NativeSocialConfig = nativeSocialConfig(),
): ReadonlySet<SocialProvider> | null {
  if (platform !== 'ios' && platform !== 'android') return null;
  const providers = new Set<SocialProvider>();
  if (platform === 'ios' || config.appleServicesId) providers.add('apple');
  if (config.googleWebClientId && (platform === 'android' || config.googleIosClientId)) {
    providers.add('google');
  }
  if (config.facebookAppId) providers.add('facebook');
  return providers;
}
