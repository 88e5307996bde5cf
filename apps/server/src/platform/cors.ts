import cors from '@fastify/cors';
import { CHILD_HEADER } from '@monstory/contracts/children';
import { NATIVE_APP_ID_HEADERS, VERIFICATION_CHECK_HEADER } from '@monstory/contracts/identity';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import { trustedOriginsFor } from './auth/auth-urls.js';

// The web app calls its own origin and needs no CORS. The Capacitor shells load the same app from
// capacitor://localhost (iOS) or http(s)://localhost (Android) and call this server across
// origins with a bearer token, so only our own trusted origins get an answer; credentials (cookies)
// are never shared across origins.
export async function registerCors(app: FastifyInstance, config: Config) {
  const trusted = new Set(trustedOriginsFor(config));
  await app.register(cors, {
    origin: (origin, callback) => callback(null, origin !== undefined && trusted.has(origin)),
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: [
      'Authorization',
      'Content-Type',
      'Accept',
      'x-platform',
      ...Object.values(NATIVE_APP_ID_HEADERS),
      VERIFICATION_CHECK_HEADER,
      // The child a device acts as (child profiles), sent on every call.
      CHILD_HEADER,
    ],
    exposedHeaders: ['set-auth-token'],
    credentials: false,
    maxAge: 600,
  });
}
