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
