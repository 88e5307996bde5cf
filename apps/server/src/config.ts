import crypto from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { JSONWebKeySet } from 'jose';
import { z } from 'zod';
import { AI_ENV, aiConfigFrom, type AiConfig } from './ai/providers/ai-config.js';
import {
  ANALYTICS_ENV,
  analyticsConfigFrom,
  type AnalyticsConfig,
} from './modules/analytics/analytics-config.js';
import {
  FeatureCostsEnvSchema,
  featureCosts,
  type FeatureCosts,
} from './modules/premium/feature-costs.js';
import {
  catalogue,
  ProductsEnvSchema,
  type CatalogueProduct,
} from './modules/payments/products.js';
import { TestIdTokenKeysSchema } from './platform/auth/test-id-token-issuer.js';
import { DAY_MS, HOUR_MS } from '@monstory/contracts/time';

// Both src/config.ts and the bundled dist/main.js sit two folders below apps/, so this one
// relative path finds the web build from source (tsx, tests) and from the bundle alike.
const defaultWebDistDir = fileURLToPath(new URL('../../web/dist', import.meta.url));

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const NODE_ENVS = ['development', 'production', 'test'] as const;

function integer(min: number, max: number) {
  return z
    .string()
    .refine((raw) => /^\d+$/.test(raw) && Number(raw) >= min && Number(raw) <= max, {
      message: `must be an integer between ${min} and ${max}`,
    })
    .transform(Number);
}

function oneOf<T extends readonly [string, ...string[]]>(values: T) {
  return z.enum(values, { error: `must be one of ${values.join(', ')}` });
}

const httpUrl = z
  .string()
  .refine((raw) => URL.canParse(raw) && /^https?:$/.test(new URL(raw).protocol), {
    message: 'must be an http(s) URL',
  });

const postgresUrl = z
  .string()
  .refine((raw) => URL.canParse(raw) && /^postgres(ql)?:$/.test(new URL(raw).protocol), {
    message: 'must be a postgres:// or postgresql:// URL',
  });

const trustProxy = z
  .string()
  .refine((raw) => /^(true|false|\d+)$/.test(raw) || raw.split(',').every((s) => s.trim()), {
    message: 'must be true, false, a hop count or a comma-separated list of addresses',
  })
  .transform((raw): boolean | number | string =>
    raw === 'true' ? true : raw === 'false' ? false : /^\d+$/.test(raw) ? Number(raw) : raw,
  );

const smtpUrl = z
  .string()
  .refine((raw) => URL.canParse(raw) && /^smtps?:$/.test(new URL(raw).protocol), {
    message: 'must be an smtp:// or smtps:// URL',
  });

const flag = oneOf(['true', 'false'] as const).transform((raw) => raw === 'true');

const redisUrl = z
  .string()
  .refine((raw) => URL.canParse(raw) && /^rediss?:$/.test(new URL(raw).protocol), {
    message: 'must be a redis:// or rediss:// URL',
  });

/** A URL-safe base64 string (no padding) that decodes to `bytes` bytes. */
function base64url(bytes: number, what: string) {
  return z
    .string()
    .refine(
      (raw) => /^[A-Za-z0-9_-]+$/.test(raw) && Buffer.from(raw, 'base64url').length === bytes,
      {
        message: `must be ${what}: URL-safe base64 of ${bytes} bytes`,
      },
    );
}

const vapidSubject = z
  .string()
  .refine((raw) => URL.canParse(raw) && /^(https|mailto):$/.test(new URL(raw).protocol), {
    message: 'must be a mailto: address or an https: URL',
  });

/** A service account's JSON itself, or the path of its file. */
const firebaseServiceAccount = z.string().refine(
  (raw) => {
    if (!raw.startsWith('{')) return true;
    try {
      return serviceAccountProblem(JSON.parse(raw)) === undefined;
    } catch {
      return false;
    }
  },
  { message: 'must be a service account JSON (project_id, client_email, private_key) or a path' },
);

const httpsUrl = z
  .string()
  .refine((raw) => URL.canParse(raw) && new URL(raw).protocol === 'https:', {
    message: 'must be an https:// URL',
  });

const EnvSchema = z.object({
  PORT: integer(1, 65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: postgresUrl.optional(),
  LOG_LEVEL: oneOf(LOG_LEVELS).default('info'),
  NODE_ENV: oneOf(NODE_ENVS).default('production'),
  PUBLIC_URL: httpUrl.optional(),
  WEB_DIST_DIR: z.string().optional(),
  BODY_LIMIT_BYTES: integer(1024, 1024 ** 3).default(1024 * 1024),
  SHUTDOWN_TIMEOUT_MS: integer(0, 600_000).default(10_000),
  TRUST_PROXY: trustProxy.default(false),
  BETTER_AUTH_SECRET: z.string().min(32, { message: 'must be at least 32 characters' }).optional(),
  AUTH_RATE_LIMIT: flag.default(true),
  SESSION_CACHE_MS: integer(0, 60_000).default(5_000),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  APPLE_CLIENT_ID: z.string().optional(),
  APPLE_CLIENT_SECRET: z.string().optional(),
  APPLE_APP_BUNDLE_IDENTIFIER: z.string().optional(),
  FACEBOOK_CLIENT_ID: z.string().optional(),
  FACEBOOK_CLIENT_SECRET: z.string().optional(),
  TEST_ID_TOKEN_JWKS: TestIdTokenKeysSchema.optional(),
  TEST_APPLE_TOKEN_URL: httpUrl.optional(),
  SMTP_URL: smtpUrl.optional(),
  MAIL_FROM: z.string().default('Monstory <no-reply@monstory.invalid>'),
  ACCOUNT_LIFECYCLE_INTERVAL_MS: integer(0, 7 * DAY_MS).default(HOUR_MS),
  REDIS_URL: redisUrl.optional(),
  REDIS_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_.-]{1,64}$/, { message: 'must be 1-64 letters, digits, _ . or -' })
    .default('monstory'),
  RUN_WORKERS: flag.default(true),
  JOB_CONCURRENCY: integer(1, 64).default(2),
  S3_BUCKET: z.string().optional(),
  S3_ENDPOINT: httpUrl.optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: flag.default(false),
  MEDIA_PUBLIC_URL: httpUrl.optional(),
  ...AI_ENV,
  PREMIUM_FEATURE_COSTS: FeatureCostsEnvSchema.optional(),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  STRIPE_API_BASE: httpUrl.optional(),
  PRODUCTS: ProductsEnvSchema.optional(),
  TEAM_EMAIL: z.email({ error: 'must be an email address' }).default('team@monstory.invalid'),
  REVENUECAT_WEBHOOK_AUTH: z.string().optional(),
  APP_STORE_URL: httpsUrl.optional(),
  PLAY_STORE_URL: httpsUrl.optional(),
  ANDROID_CERT_SHA256: z
    .string()
    .transform((value) => value.split(',').map((part) => part.trim().toUpperCase()))
    .pipe(
      z.array(
        z.string().regex(/^([0-9A-F]{2}:){31}[0-9A-F]{2}$/, {
          error: 'must be SHA-256 fingerprints (AA:BB:…, 32 pairs), separated by commas',
        }),
      ),
    )
    .optional(),
  APPLE_TEAM_ID: z
    .string()
    .regex(/^[A-Z0-9]{10}$/, { error: 'must be the 10-character Apple team id' })
    .optional(),
  PUSH_ENABLED: flag.default(true),
  VAPID_PUBLIC_KEY: base64url(65, 'an uncompressed P-256 public key').optional(),
  VAPID_PRIVATE_KEY: base64url(32, 'a P-256 private key').optional(),
  VAPID_SUBJECT: vapidSubject.optional(),
  FIREBASE_SERVICE_ACCOUNT: firebaseServiceAccount.optional(),
  ...ANALYTICS_ENV,
});

export type LogLevel = (typeof LOG_LEVELS)[number];
export type NodeEnv = (typeof NODE_ENVS)[number];

export interface Config {
  port: number;
  host: string;
  /** Absolute path; holds monstory.db (SQLite) and, later, media. */
  dataDir: string;
  /** Set → PostgreSQL; unset → SQLite in dataDir. */
  databaseUrl: string | undefined;
  logLevel: LogLevel;
  nodeEnv: NodeEnv;
  /** Where the public reaches this server (mail links, push); no trailing slash. */
  publicUrl: string | undefined;
  /** Absolute path of the built SPA (apps/web/dist by default). */
  webDistDir: string;
  bodyLimitBytes: number;
  shutdownTimeoutMs: number;
  /** Passed to Fastify's trustProxy: set it when a reverse proxy sets X-Forwarded-For. */
  trustProxy: boolean | number | string;
  auth: AuthConfig;
  mail: MailConfig;
  /** How often the account lifecycle job runs; 0 turns it off. */
  accountLifecycleIntervalMs: number;
  /** Set → BullMQ jobs and Redis pub/sub events; unset → in-process runner and events. */
  redisUrl: string | undefined;
  /** Prefix of every Redis key and channel, so installs can share one Redis. */
  redisPrefix: string;
  /** Whether this process runs jobs (false: an API replica, with workers elsewhere). */
  runWorkers: boolean;
  /** Jobs run at once per process. */
  jobConcurrency: number;
  media: MediaConfig;
  /** Text, image and speech providers and moderation: hosted when configured, else offline. */
  ai: AiConfig;
  /** Credit cost of each premium feature (seeded defaults, PREMIUM_FEATURE_COSTS overrides). */
  premiumFeatureCosts: FeatureCosts;
  payments: PaymentsConfig;
  push: PushConfig;
  /** GA4 and Meta pixel ids and the test users they skip (web only, after consent). */
  analytics: AnalyticsConfig;
  /** The native apps' store listings (Home's download call to action); unset → "coming soon". */
  appLinks: {
    appStoreUrl: string | undefined;
    playStoreUrl: string | undefined;
    /** The release signing certificates' fingerprints, for /.well-known/assetlinks.json. */
    androidCertSha256: string[] | undefined;
    /** The Apple team the iOS app is signed by, for apple-app-site-association. */
    appleTeamId: string | undefined;
  };
}

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/** A Google service account, as its JSON key file holds it (the fields FCM needs). */
export interface FirebaseServiceAccount {
  project_id: string;
  client_email: string;
  private_key: string;
}

export interface PushConfig {
  /** PUSH_ENABLED=false: no push at all (no VAPID key is offered, nothing is sent). */
  enabled: boolean;
  /** VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY; unset → made at first start and kept in app_meta. */
  vapidKeys: VapidKeys | undefined;
  /** Who push services may contact about our messages (VAPID_SUBJECT, else TEAM_EMAIL). */
  vapidSubject: string;
  /** Set → FCM for the native apps: the parsed JSON, or the absolute path of its file. */
  firebaseServiceAccount: FirebaseServiceAccount | { path: string } | undefined;
}

export interface StripeConfig {
  secretKey: string;
  /** Verifies the Stripe-Signature header of each webhook. */
  webhookSecret: string;
  /** Another API host (tests point it at a fake); unset → api.stripe.com. */
  api: { host: string; port: number; protocol: 'http' | 'https' } | undefined;
}

export interface PaymentsConfig {
  /** Set → checkout on Stripe; unset → the built-in test-mode checkout. */
  stripe: StripeConfig | undefined;
  /** The shop's products (seeded defaults, PRODUCTS replaces them). */
  products: CatalogueProduct[];
  /** Who hears about failed and expired purchases (through the mail layer). */
  teamEmail: string;
  /** The Authorization header RevenueCat sends; unset → its webhook answers 404. */
  revenueCatWebhookAuth: string | undefined;
}

export interface OAuthClient {
  clientId: string;
  clientSecret: string;
}

export interface AuthConfig {
  /** Signs sessions and tokens; unset → one is made at first start and kept in app_meta. */
  secret: string | undefined;
  /** better-auth's own rate limits on sign-in, sign-up, reset and verification mails. */
  rateLimit: boolean;
  /**
   * How long the user a bearer token resolved to is kept in this process; 0 turns it off. Also
   * how long another replica may still accept a token revoked elsewhere.
   */
  sessionCacheMs: number;
  /** Each social provider is offered only when its id and secret are both set. */
  google: OAuthClient | undefined;
  apple: (OAuthClient & { appBundleIdentifier: string | undefined }) | undefined;
  facebook: OAuthClient | undefined;
  /**
   * Test runs only (NODE_ENV=test): Google's and Apple's ID tokens are checked against these
   * public keys instead of the providers' (platform/auth/test-id-token-issuer.ts).
   */
  testIdTokenKeys?: JSONWebKeySet | undefined;
  /**
   * Test runs only (NODE_ENV=test): where Apple's sign-in codes are exchanged instead of Apple's
   * token endpoint (platform/auth/apple-android-return.ts).
   */
  testAppleTokenUrl?: string | undefined;
}

export interface MailConfig {
  /** Set → mails go out over SMTP; unset → they are kept in the outbox and logged. */
  smtpUrl: string | undefined;
  from: string;
}

export interface S3Config {
  bucket: string;
  /** For S3-compatible services (R2, MinIO…); unset → AWS. */
  endpoint: string | undefined;
  region: string;
  /** Both or neither; neither → the AWS SDK's own credential chain. */
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  forcePathStyle: boolean;
}

export interface MediaConfig {
  /** Set → an S3-compatible bucket; unset → files under dataDir/media. */
  s3: S3Config | undefined;
  /** Where public media is served from (a CDN or public bucket); unset → /api/media. */
  publicUrl: string | undefined;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const SECRET_NAME = /SECRET|SMTP_URL|REDIS_URL|API_KEY|WEBHOOK_AUTH|PRIVATE_KEY|SERVICE_ACCOUNT/;

type Env = Record<string, string | undefined>;

/** Parses the environment into a Config. Pure: pass `cwd` to resolve relative paths elsewhere. */
export function loadConfig(env: Env, cwd: string = process.cwd()): Config {
  // An empty variable (`PORT=` in a .env file) means "not set", so the default applies.
  const present = Object.fromEntries(
    Object.keys(EnvSchema.shape).flatMap((key) => {
      const value = env[key];
      return value === undefined || value.trim() === '' ? [] : [[key, value.trim()]];
    }),
  );
  const parsed = EnvSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0]);
      // Secrets (and URLs that may carry a password) never reach a log line.
      const shown = SECRET_NAME.test(name)
        ? 'value hidden'
        : `got ${JSON.stringify(present[name])}`;
      return `${name} ${issue.message} (${shown})`;
    });
    throw new ConfigError(`Invalid environment: ${problems.join('; ')}`);
  }
  const e = parsed.data;
  if (e.TEST_ID_TOKEN_JWKS && e.NODE_ENV !== 'test') {
    throw new ConfigError(
      'Invalid environment: TEST_ID_TOKEN_JWKS trusts a test key for sign-in and is refused unless NODE_ENV=test',
    );
  }
  if (e.TEST_APPLE_TOKEN_URL && e.NODE_ENV !== 'test') {
    throw new ConfigError(
      'Invalid environment: TEST_APPLE_TOKEN_URL replaces Apple for sign-in and is refused unless NODE_ENV=test',
    );
  }
  const ai = aiConfigFrom(e);
  if (typeof ai === 'string') throw new ConfigError(`Invalid environment: ${ai}`);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(cwd, e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    logLevel: e.LOG_LEVEL,
    nodeEnv: e.NODE_ENV,
    publicUrl: e.PUBLIC_URL?.replace(/\/+$/, ''),
    webDistDir: e.WEB_DIST_DIR ? path.resolve(cwd, e.WEB_DIST_DIR) : defaultWebDistDir,
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    trustProxy: e.TRUST_PROXY,
    auth: {
      secret: e.BETTER_AUTH_SECRET,
      rateLimit: e.AUTH_RATE_LIMIT,
      sessionCacheMs: e.SESSION_CACHE_MS,
      google: oauthClient(e.GOOGLE_CLIENT_ID, e.GOOGLE_CLIENT_SECRET),
      apple: withBundle(
        oauthClient(e.APPLE_CLIENT_ID, e.APPLE_CLIENT_SECRET),
        e.APPLE_APP_BUNDLE_IDENTIFIER,
      ),
      facebook: oauthClient(e.FACEBOOK_CLIENT_ID, e.FACEBOOK_CLIENT_SECRET),
      testIdTokenKeys: e.TEST_ID_TOKEN_JWKS as JSONWebKeySet | undefined,
      testAppleTokenUrl: e.TEST_APPLE_TOKEN_URL,
    },
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    accountLifecycleIntervalMs: e.ACCOUNT_LIFECYCLE_INTERVAL_MS,
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REDIS_PREFIX,
    runWorkers: e.RUN_WORKERS,
    jobConcurrency: e.JOB_CONCURRENCY,
    media: { s3: s3Config(e), publicUrl: e.MEDIA_PUBLIC_URL?.replace(/\/+$/, '') },
    ai,
    premiumFeatureCosts: featureCosts(e.PREMIUM_FEATURE_COSTS),
    payments: {
      stripe: stripeConfig(e),
      products: catalogue(e.PRODUCTS),
      teamEmail: e.TEAM_EMAIL,
      revenueCatWebhookAuth: e.REVENUECAT_WEBHOOK_AUTH,
    },
    push: pushConfig(e, cwd),
    analytics: analyticsConfigFrom(e),
    appLinks: {
      appStoreUrl: e.APP_STORE_URL,
      playStoreUrl: e.PLAY_STORE_URL,
      androidCertSha256: e.ANDROID_CERT_SHA256,
      appleTeamId: e.APPLE_TEAM_ID,
    },
  };
}

function oauthClient(clientId?: string, clientSecret?: string): OAuthClient | undefined {
  return clientId && clientSecret ? { clientId, clientSecret } : undefined;
}

function withBundle(client: OAuthClient | undefined, appBundleIdentifier: string | undefined) {
  return client && { ...client, appBundleIdentifier };
}

function s3Config(e: z.output<typeof EnvSchema>): S3Config | undefined {
  const problem =
    Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)
      ? 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together'
      : !e.S3_BUCKET && (e.S3_ENDPOINT || e.S3_ACCESS_KEY_ID)
        ? 'S3_BUCKET must be set when other S3_ variables are'
        : undefined;
  if (problem) throw new ConfigError(`Invalid environment: ${problem}`);
  if (!e.S3_BUCKET) return undefined;
  return {
    bucket: e.S3_BUCKET,
    endpoint: e.S3_ENDPOINT,
    region: e.S3_REGION,
    accessKeyId: e.S3_ACCESS_KEY_ID,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY,
    forcePathStyle: e.S3_FORCE_PATH_STYLE,
  };
}

function stripeConfig(e: z.output<typeof EnvSchema>): StripeConfig | undefined {
  if (Boolean(e.STRIPE_SECRET_KEY) !== Boolean(e.STRIPE_WEBHOOK_SECRET)) {
    throw new ConfigError(
      'Invalid environment: STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET must be set together',
    );
  }
  if (!e.STRIPE_SECRET_KEY || !e.STRIPE_WEBHOOK_SECRET) {
    if (e.STRIPE_API_BASE) {
      throw new ConfigError('Invalid environment: STRIPE_API_BASE needs STRIPE_SECRET_KEY');
    }
    return undefined;
  }
  const base = e.STRIPE_API_BASE ? new URL(e.STRIPE_API_BASE) : undefined;
  const protocol = base?.protocol === 'http:' ? 'http' : 'https';
  return {
    secretKey: e.STRIPE_SECRET_KEY,
    webhookSecret: e.STRIPE_WEBHOOK_SECRET,
    api: base && {
      host: base.hostname,
      port: Number(base.port || (protocol === 'http' ? 80 : 443)),
      protocol,
    },
  };
}

/** What is missing from a service account's JSON, if anything. */
export function serviceAccountProblem(json: unknown): string | undefined {
  const fields = ['project_id', 'client_email', 'private_key'] as const;
  const record = typeof json === 'object' && json !== null ? (json as Record<string, unknown>) : {};
  const missing = fields.filter((field) => typeof record[field] !== 'string' || !record[field]);
  return missing.length > 0 ? `it has no ${missing.join(', ')}` : undefined;
}

/** The P-256 public key that belongs to a private key (both URL-safe base64). */
function vapidPublicKeyOf(privateKey: string): string {
  const ecdh = crypto.createECDH('prime256v1');
  ecdh.setPrivateKey(Buffer.from(privateKey, 'base64url'));
  return ecdh.getPublicKey().toString('base64url');
}

function pushConfig(e: z.output<typeof EnvSchema>, cwd: string): PushConfig {
  const { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey } = e;
  if (Boolean(publicKey) !== Boolean(privateKey)) {
    throw new ConfigError(
      'Invalid environment: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together',
    );
  }
  let vapidKeys: VapidKeys | undefined;
  if (publicKey && privateKey) {
    let matches = false;
    try {
      matches = vapidPublicKeyOf(privateKey) === publicKey;
    } catch {
      // Not a point on the curve: reported below like a mismatch.
    }
    if (!matches) {
      throw new ConfigError(
        'Invalid environment: VAPID_PUBLIC_KEY is not the public key of VAPID_PRIVATE_KEY',
      );
    }
    vapidKeys = { publicKey, privateKey };
  }
  const account = e.FIREBASE_SERVICE_ACCOUNT;
  return {
    enabled: e.PUSH_ENABLED,
    vapidKeys,
    vapidSubject: e.VAPID_SUBJECT ?? `mailto:${e.TEAM_EMAIL}`,
    firebaseServiceAccount: !account
      ? undefined
      : account.startsWith('{')
        ? (JSON.parse(account) as FirebaseServiceAccount)
        : { path: path.resolve(cwd, account) },
  };
}
