import {
  NATIVE_APP_ID_HEADERS,
  NATIVE_APP_IDS,
  RESET_PASSWORD_PATH,
  VERIFY_EMAIL_PATH,
} from '@monstory/contracts/identity';
import type { BetterAuthOptions } from 'better-auth';
import type { Config } from '../../config.js';
import { providerOrigins } from './social-providers.js';

/** The Capacitor shells' origins (iOS, Android). */
const NATIVE_ORIGINS = ['capacitor://localhost', 'https://localhost', 'http://localhost'];
/** The Vite dev server (`npm run dev`). */
const DEV_ORIGINS = ['http://localhost:5173', 'http://127.0.0.1:5173'];

export function trustedOriginsFor(config: Config): string[] {
  return [
    ...(config.publicUrl ? [new URL(config.publicUrl).origin] : []),
    ...NATIVE_ORIGINS,
    ...(config.nodeEnv === 'production' ? [] : DEV_ORIGINS),
    ...providerOrigins(config.auth),
  ];
}

/**
 * Without PUBLIC_URL, links point at the host the request came to, but only a loopback one:
 * a forged Host header must never put a stranger's address into a reset mail.
 */
export function baseUrl(config: Config): BetterAuthOptions['baseURL'] {
  if (config.publicUrl) return config.publicUrl;
  return {
    allowedHosts: ['localhost', 'localhost:*', '127.0.0.1', '127.0.0.1:*', '[::1]', '[::1]:*'],
    protocol: 'auto',
    fallback: `http://localhost:${config.port}`,
  };
}

/** Replaces an empty or root callback with the app page the link should land on. */
export function withCallback(url: string, path: string): string {
  const link = new URL(url);
  const current = link.searchParams.get('callbackURL');
  if (!current || current === '/') link.searchParams.set('callbackURL', path);
  return link.toString();
}

/** Whether an identity request came from our native apps: it names their store ids. */
export function fromNativeApp(request: Request | undefined): boolean {
  const headers = request?.headers;
  if (!headers) return false;
  return (
    headers.get(NATIVE_APP_ID_HEADERS.android) === NATIVE_APP_IDS.android ||
    headers.get(NATIVE_APP_ID_HEADERS.ios) === NATIVE_APP_IDS.ios
  );
}

/**
 * The link a mail asked for by the native apps carries: an app page on the same host as the web
 * link (PUBLIC_URL), which the apps claim as an app link (Android intent filter, iOS associated
 * domain), so it opens the app on a phone that has it and the web page anywhere else. The page
 * does with the token what the identity service's own link would (verify-email-page.tsx,
 * reset-password-page.tsx); a bearer-token app could not use that link's session cookie.
 */
export function nativeAppLink(
  kind: 'verify-email' | 'reset-password',
  webLink: string,
  token: string,
): string {
  const link = new URL(kind === 'verify-email' ? VERIFY_EMAIL_PATH : RESET_PASSWORD_PATH, webLink);
  link.searchParams.set('token', token);
  return link.toString();
}
