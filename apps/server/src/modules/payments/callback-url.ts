import type { FastifyRequest } from 'fastify';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

function originOf(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/**
 * Checkout sends the browser back to `callbackUrl`, so it must be one of the app's own pages:
 * on PUBLIC_URL, on the origin the request came to, or — without PUBLIC_URL, as in development
 * and the e2e journeys — on a loopback host. Anything else would make the shop an open redirect.
 */
export function isOwnCallbackUrl(
  callbackUrl: string,
  request: FastifyRequest,
  publicUrl: string | undefined,
): boolean {
  let url: URL;
  try {
    url = new URL(callbackUrl);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  if (url.username || url.password) return false;
  if (publicUrl && url.origin === originOf(publicUrl)) return true;
  if (url.origin === originOf(`${request.protocol}://${request.host}`)) return true;
  return !publicUrl && LOOPBACK_HOSTS.has(url.hostname);
}

/** The callback with our query parameters added (the shop reads the purchase id from it). */
export function withParams(callbackUrl: string, params: Record<string, string>): string {
  const url = new URL(callbackUrl);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.toString();
}
