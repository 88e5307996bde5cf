import type { AuthProvidersResponse } from '@monstory/contracts/auth';
import {
  RESET_PASSWORD_PATH,
  VERIFICATION_CHECK_HEADER,
  VERIFY_EMAIL_CALLBACK_PATH,
} from '@monstory/contracts/auth';
import type { LanguageCode } from '@monstory/contracts/language';
import { betterAuth, type Auth } from 'better-auth';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import type { Config } from '../../config.js';
import type { DatabaseKind } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import type { Clock } from '../clock.js';
import type { Mailer } from '../mail/mailer.js';
import { betterAuthLog } from './auth-log.js';
import { authMail } from './auth-mails.js';
import { authPlugins } from './auth-schema.js';
import {
  baseUrl,
  fromNativeApp,
  nativeAppLink,
  trustedOriginsFor,
  withCallback,
} from './auth-urls.js';
import { identityPolicyHook } from './password-policy.js';
import { createRateLimitStore, type RateLimitStore } from './rate-limit-store.js';
import { createSessionCache, type SessionCache, type SessionUser } from './session-cache.js';
import { enabledProviders, socialProviders } from './social-providers.js';

/** Set by the /api/auth bridge from Fastify's request.ip; anything a client sends is replaced. */
export const CLIENT_IP_HEADER = 'x-monstory-client-ip';
const SESSION_DAYS = 60;

export interface IdentityDeps {
  config: Config;
  db: Kysely<Database>;
  dbKind: DatabaseKind;
  clock: Clock;
  log: FastifyBaseLogger;
  mailer: Mailer;
  /** The app's Redis connection, when configured: the limits are then shared by every replica. */
  redis?: Redis | undefined;
  /** Read once, on first use: the app starts (and reports degraded) even with the database down. */
  secret: () => Promise<string>;
  /** The language a user's mails are written in. */
  mailLanguage(userId: string, request: Request | undefined): Promise<LanguageCode>;
}

export interface Identity {
  /** better-auth, made on first use; a failed attempt (database down) is retried next time. */
  auth(): Promise<Auth>;
  trustedOrigins: string[];
  providers: AuthProvidersResponse;
  /** Who each bearer token belongs to, for a few seconds (SESSION_CACHE_MS). */
  sessions: SessionCache<SessionUser>;
  /** Resolves once every mail an auth request queued has been handed over. */
  settle(): Promise<void>;
  /** Rate-limit counts (shared by every replica when Redis is configured). */
  limits: RateLimitStore;
}

export function createIdentity(deps: IdentityDeps): Identity {
  const { config, db, dbKind, clock, log, mailer } = deps;
  const pending = new Set<Promise<unknown>>();
  const trustedOrigins = trustedOriginsFor(config);
  const limits = createRateLimitStore(
    deps.redis ? { client: deps.redis, prefix: config.redisPrefix } : undefined,
  );

  async function sendAuthMail(
    kind: 'verify-email' | 'reset-password',
    user: { id: string; email: string },
    { url, token }: { url: string; token: string },
    request: Request | undefined,
  ) {
    // A sign-in that only checks for the confirmation has a link already; a refusal mails no other.
    if (kind === 'verify-email' && request?.headers.get(VERIFICATION_CHECK_HEADER)) return;
    const language = await deps.mailLanguage(user.id, request);
    const path = kind === 'verify-email' ? VERIFY_EMAIL_CALLBACK_PATH : RESET_PASSWORD_PATH;
    const link = fromNativeApp(request) ? nativeAppLink(kind, url, token) : withCallback(url, path);
    await mailer.send({ to: user.email, ...authMail(kind, language, link) });
  }

  const create = async () =>
    betterAuth({
      appName: 'Monstory',
      baseURL: baseUrl(config),
      basePath: '/api/auth',
      secret: await deps.secret(),
      database: { db, type: dbKind, transaction: true },
      trustedOrigins,
      logger: {
        level: 'warn',
        log: betterAuthLog(log),
      },
      telemetry: { enabled: false },
      onAPIError: {
        // A refused request is an answer, not a fault: only faults of ours reach the error log.
        onError: (error) => {
          const status = (error as { statusCode?: number }).statusCode ?? 500;
          if (status >= 500) log.error({ err: error }, 'better-auth: request failed');
          else log.debug({ err: error }, 'better-auth: request refused');
        },
        // A failed social sign-in goes back to the app's sign-in page with the reason.
        errorURL: '/login',
      },
      session: { expiresIn: SESSION_DAYS * 24 * 60 * 60, updateAge: 24 * 60 * 60 },
      emailAndPassword: {
        enabled: true,
        requireEmailVerification: true,
        minPasswordLength: 8,
        maxPasswordLength: 128,
        revokeSessionsOnPasswordReset: true,
        resetPasswordTokenExpiresIn: 60 * 60,
        sendResetPassword: ({ user, ...link }, request) =>
          sendAuthMail('reset-password', user, link, request),
      },
      emailVerification: {
        sendOnSignUp: true,
        sendOnSignIn: true,
        autoSignInAfterVerification: true,
        expiresIn: 24 * 60 * 60,
        sendVerificationEmail: ({ user, ...link }, request) =>
          sendAuthMail('verify-email', user, link, request),
      },
      socialProviders: socialProviders(config.auth),
      plugins: authPlugins(),
      rateLimit: {
        enabled: config.auth.rateLimit,
        window: 60,
        max: 100,
        customStorage: limits,
        customRules: {
          // Per account and address together, in the /api/auth bridge (sign-in-limits.ts).
          '/sign-in/email': false,
          '/sign-up/email': { window: 60, max: 5 },
          '/sign-in/anonymous': { window: 60, max: 30 },
          '/request-password-reset': { window: 300, max: 3 },
          '/send-verification-email': { window: 60, max: 3 },
          '/get-session': false,
        },
      },
      hooks: { before: identityPolicyHook },
      advanced: {
        cookiePrefix: 'monstory',
        useSecureCookies: config.publicUrl?.startsWith('https://') ?? false,
        ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
        database: { validateSchema: false },
        // Mails go out after the answer, so a known and an unknown address answer equally fast.
        backgroundTasks: {
          handler: (promise) => {
            const task = promise.catch((error: unknown) =>
              log.error({ err: error }, 'mail failed'),
            );
            pending.add(task);
            void task.finally(() => pending.delete(task));
          },
        },
      },
    }) as unknown as Auth;

  let auth: Promise<Auth> | undefined;
  return {
    auth: () => {
      auth ??= create().catch((error: unknown) => {
        auth = undefined;
        throw error;
      });
      return auth;
    },
    trustedOrigins,
    providers: enabledProviders(config.auth),
    sessions: createSessionCache<SessionUser>({ ttlMs: config.auth.sessionCacheMs, clock }),
    settle: async () => {
      while (pending.size > 0) await Promise.all([...pending]);
    },
    limits,
  };
}
