import { NATIVE_APP_IDS } from '@monstory/contracts/identity';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../app-error.js';
import { APPLE_TOKEN_URL, exchangeAppleCode, type AppleTokens } from './apple-token-exchange.js';

// Sign in with Apple in the Android app. Apple has no Android SDK, so the social-login plugin
// opens Apple's web sign-in in a browser tab for the Services ID (APPLE_CLIENT_ID, the web's),
// with this route as the return URL. Apple posts the result here (a form post); the server
// exchanges the code with the Services ID's secret, which never leaves it, and sends the browser
// back into the app with the ID token, as the plugin expects. The app then signs in with that
// token like any native sign-in (POST /api/auth/sign-in/social), where the token is checked.

/** Where Apple returns to, under /api (beside better-auth's own Apple callback). */
const ROUTE = '/auth/apple/android-return';
/** The Services ID's registered return URL is this path on the API's host. */
export const APPLE_ANDROID_RETURN_PATH = `/api${ROUTE}`;

/**
 * The link back into the Android app: its own scheme on a host the app hands to the plugin
 * instead of opening it as a page (MainActivity.java). Sent as an intent for the app's package,
 * so no other app that claims the scheme can receive the tokens.
 */
export const ANDROID_APPLE_RETURN = { scheme: 'monstory', host: 'apple-sign-in' } as const;

/** A form post's fields; the same field twice is refused. */
function parseForm(body: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(body)) {
    if (Object.hasOwn(fields, name)) throw new AppError('BAD_REQUEST', 'A field came twice.');
    fields[name] = value;
  }
  return fields;
}

/** The state the plugin made (a UUID); Apple hands it back unchanged. */
const State = z.uuid();

/**
 * What Apple posts with response_mode=form_post and response_type=code: the code and the state,
 * with the person's name on their first sign-in only; or an error (e.g. they cancelled).
 */
const AppleReturnSchema = z.union([
  z.strictObject({
    code: z.string().regex(/^[\w.-]{1,512}$/),
    state: State,
    user: z.string().max(2048).optional(),
  }),
  z.strictObject({
    error: z.string().regex(/^[a-z_]{1,64}$/),
    state: State.optional(),
  }),
]);

export function androidReturnUrl(tokens: AppleTokens | null): string {
  const query = new URLSearchParams(
    tokens
      ? { success: 'true', id_token: tokens.idToken, access_token: tokens.accessToken }
      : { success: 'false' },
  );
  const { scheme, host } = ANDROID_APPLE_RETURN;
  return `intent://${host}?${query.toString()}#Intent;package=${NATIVE_APP_IDS.android};scheme=${scheme};end`;
}

function backToApp(reply: FastifyReply, tokens: AppleTokens | null) {
  // The tokens are in the address: nothing may keep it or pass it on.
  reply.header('cache-control', 'no-store');
  reply.header('referrer-policy', 'no-referrer');
  return reply.redirect(androidReturnUrl(tokens), 303);
}

/**
 * Each post that looks right costs a call to Apple's token endpoint, so one address may only
 * send as many as a family signing in a few times would.
 */
export const APPLE_RETURN_RATE_LIMIT = { max: 20, timeWindow: '10 minutes' } as const;

/** The return URL as Apple was given it: this route on the host it posted to. */
function returnUrl(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}${APPLE_ANDROID_RETURN_PATH}`;
}

const FORM_LIMIT_BYTES = 16 * 1024;

export const appleAndroidReturnRoutes: FastifyPluginAsyncZod = async (app) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_LIMIT_BYTES },
    (_request, body, done) => {
      try {
        done(null, parseForm(body as string));
      } catch (error) {
        done(error as Error, undefined);
      }
    },
  );

  app.post(
    ROUTE,
    {
      config: { access: 'public', rateLimit: APPLE_RETURN_RATE_LIMIT },
      schema: { body: AppleReturnSchema },
      onRequest: async () => {
        if (!app.config.auth.apple) throw new AppError('NOT_FOUND', 'Apple is not configured.');
      },
    },
    async (request, reply) => {
      const apple = app.config.auth.apple;
      if (!apple) throw new AppError('NOT_FOUND', 'Apple is not configured.');
      const body = request.body;
      if ('error' in body) {
        request.log.info({ error: body.error }, 'Apple sign-in in the Android app ended');
        return backToApp(reply, null);
      }
      const tokens = await exchangeAppleCode(
        {
          tokenUrl: app.config.auth.testAppleTokenUrl ?? APPLE_TOKEN_URL,
          clientId: apple.clientId,
          clientSecret: apple.clientSecret,
          code: body.code,
          redirectUri: returnUrl(request),
        },
        request.log,
      );
      return backToApp(reply, tokens);
    },
  );
};
