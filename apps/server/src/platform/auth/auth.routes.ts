import { AuthProvidersResponseSchema } from '@monstory/contracts/auth';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../app-error.js';
import { appleAndroidReturnRoutes } from './apple-android-return.js';
import { CLIENT_IP_HEADER, type Identity } from './identity.js';
import { startSignIn, type SignInAttempt } from './sign-in-limits.js';

/**
 * better-auth paths that cannot change an existing session or user: they read, or make a new
 * user. Any other path (sign-in, sign-out, verify-email, reset-password, update-user, link…)
 * empties the session cache once it has answered, since which users it touched is not known
 * here. Sign-ups are frequent (every new guest) and only add a user, so they keep the cache.
 */
const LEAVES_SESSIONS_ALONE = new Set([
  'get-session',
  'ok',
  'error',
  'sign-in/anonymous',
  'sign-up/email',
]);

/** Headers Fastify sets itself from the body it sends. */
const HOP_HEADERS = new Set([
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
]);

export function toFetchHeaders(raw: FastifyRequest['headers']): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(raw)) {
    if (value === undefined) continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  return headers;
}

function toFetchRequest(request: FastifyRequest): Request {
  const url = new URL(request.url, `${request.protocol}://${request.host}`);
  const headers = toFetchHeaders(request.headers);
  headers.set(CLIENT_IP_HEADER, request.ip);
  const body = request.body;
  const hasBody = Buffer.isBuffer(body) && body.length > 0;
  return new Request(url, {
    method: request.method,
    headers,
    ...(hasBody && { body: new Uint8Array(body) }),
  });
}

/** Sessions or users changed through better-auth on some replica. */
const SESSIONS_CHANGED = 'identity:sessions';

/**
 * The identity service's limits: answered in better-auth's `{ code, message }` shape (what its
 * clients read), with the code our API uses for the same thing and a Retry-After header.
 */
function sendRateLimited(reply: FastifyReply, retryAfter: number | undefined) {
  reply.status(429);
  if (retryAfter) reply.header('retry-after', String(retryAfter));
  return reply.type('application/json; charset=utf-8').send(
    JSON.stringify({
      code: 'RATE_LIMITED',
      message: new AppError('RATE_LIMITED').message,
      ...(retryAfter && { retryAfterSeconds: retryAfter }),
    }),
  );
}

async function sendFetchResponse(response: Response, reply: FastifyReply) {
  reply.status(response.status);
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie' && !HOP_HEADERS.has(name)) reply.header(name, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  if (response.status === 429) {
    return sendRateLimited(reply, Number(response.headers.get('x-retry-after')) || undefined);
  }
  return reply.send(Buffer.from(await response.arrayBuffer()));
}

/**
 * Mounts better-auth at /api/auth/* (its own routes and answers: better-auth's client and the
 * native shells speak to it directly), GET /api/auth-providers and Apple's return for the Android
 * app (apple-android-return.ts).
 */
export function authRoutes(identity: Identity): FastifyPluginAsyncZod {
  return async (app) => {
    const unsubscribe = await app.events.subscribe(SESSIONS_CHANGED, () =>
      identity.sessions.clear(),
    );
    app.addHook('onClose', async () => unsubscribe());
    app.get(
      '/auth-providers',
      { config: { access: 'public' }, schema: { response: { 200: AuthProvidersResponseSchema } } },
      async () => identity.providers,
    );
    await app.register(appleAndroidReturnRoutes);

    await app.register(async (scope) => {
      // better-auth reads the body itself (JSON, and Apple's form post), so pass it on raw.
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) =>
        done(null, body),
      );
      scope.route({
        method: ['GET', 'POST'],
        url: '/auth/*',
        config: { access: 'public' },
        handler: async (request, reply) => {
          const path = (request.params as { '*': string })['*'].replace(/\/+$/, '');
          let signIn: SignInAttempt | undefined;
          if (path === 'sign-in/email' && request.method === 'POST' && app.config.auth.rateLimit) {
            signIn = await startSignIn(identity.limits, request.ip, request.body);
            if (signIn.wait !== null) return sendRateLimited(reply, signIn.wait);
          }
          let response: Response;
          try {
            response = await (await identity.auth()).handler(toFetchRequest(request));
            await signIn?.settle(response.status);
          } finally {
            // After better-auth has committed the change and before the client hears of it.
            if (!LEAVES_SESSIONS_ALONE.has(path)) {
              identity.sessions.clear();
              // Other replicas forget their cached sessions too (a signed-out token stops there).
              await app.events
                .publish(SESSIONS_CHANGED, { type: 'changed' })
                .catch((error: unknown) =>
                  app.log.warn({ err: error }, 'session change not shared'),
                );
            }
          }
          return sendFetchResponse(response, reply);
        },
      });
    });
  };
}
