import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { withAnalyticsOrigins } from './analytics-csp.js';
import { AppError } from './app-error.js';

// What the SPA needs and nothing more: its own scripts, inline styles (React style props),
// data:/blob: images and audio (generated illustrations, narration), a blob: worker.
export const contentSecurityPolicy = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'media-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'worker-src': ["'self'", 'blob:'],
  'manifest-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'frame-ancestors': ["'none'"],
  'form-action': ["'self'"],
};

export async function registerSecurity(app: FastifyInstance) {
  await app.register(helmet, {
    // No helmet defaults: upgrade-insecure-requests would break a plain-http install on a LAN.
    // GA4 and the Meta pixel only when configured; the web still loads them only after consent.
    contentSecurityPolicy: {
      useDefaults: false,
      directives: withAnalyticsOrigins(contentSecurityPolicy, app.config.analytics),
    },
  });
  // Routes opt in with `config: { rateLimit: { max, timeWindow } }`. With Redis the counts are
  // shared by every replica (a limit per user or address holds across the fleet); a Redis that
  // cannot be reached lets requests through rather than turning them all away.
  const redis = app.redis;
  await app.register(rateLimit, {
    global: false,
    ...(redis && {
      redis,
      nameSpace: `${app.config.redisPrefix}:rate-limit:`,
      skipOnError: true,
    }),
    errorResponseBuilder: (_request, context) =>
      new AppError('RATE_LIMITED', undefined, {
        details: { retryAfterSeconds: Math.ceil(context.ttl / 1000) },
      }),
  });
}
