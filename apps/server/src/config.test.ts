import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_FEATURE_COSTS } from '@monstory/contracts/premium';
import { ConfigError, loadConfig } from './config.js';
import { DEFAULT_PRODUCTS } from './modules/payments/products.js';

const cwd = '/srv/monstory';
// A P-256 pair made for this test (VAPID keys must match).
const VAPID_PUBLIC =
  'BJr5SnI0cbq_BVC-yTOmSgR1fXV6WnLfpBm19_PQLmneFnU82PJXpekPZQnvlpAsi4FxuSmzbRp4chENnwSxjOY';
const VAPID_PRIVATE = 'Ie9QZYo1KBlqJ45RGNv2pbEERzgzQxPzaTGDQ7291lk';

describe('loadConfig', () => {
  it('runs with no configuration at all', () => {
    const config = loadConfig({}, cwd);
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir: '/srv/monstory/data',
      databaseUrl: undefined,
      logLevel: 'info',
      nodeEnv: 'production',
      publicUrl: undefined,
      bodyLimitBytes: 1024 * 1024,
      shutdownTimeoutMs: 10_000,
      trustProxy: false,
    });
  });

  it('finds the web build next to the server, whatever the working directory', () => {
    const { webDistDir } = loadConfig({}, '/somewhere/else');
    expect(webDistDir).toBe(path.resolve(import.meta.dirname, '../../web/dist'));
  });

  it('reads every variable', () => {
    const config = loadConfig(
      {
        PORT: '3000',
        HOST: '127.0.0.1',
        DATA_DIR: 'var/monstory',
        DATABASE_URL: 'postgres://user:pw@db:5432/monstory',
        LOG_LEVEL: 'debug',
        NODE_ENV: 'development',
        PUBLIC_URL: 'https://monstory.example/',
        WEB_DIST_DIR: '/opt/web',
        BODY_LIMIT_BYTES: '2048',
        SHUTDOWN_TIMEOUT_MS: '500',
        TRUST_PROXY: '1',
        BETTER_AUTH_SECRET: 's'.repeat(32),
        AUTH_RATE_LIMIT: 'false',
        SESSION_CACHE_MS: '0',
        GOOGLE_CLIENT_ID: 'g-id',
        GOOGLE_CLIENT_SECRET: 'g-secret',
        APPLE_CLIENT_ID: 'a-id',
        APPLE_CLIENT_SECRET: 'a-secret',
        APPLE_APP_BUNDLE_IDENTIFIER: 'app.monstory',
        FACEBOOK_CLIENT_ID: 'f-id',
        FACEBOOK_CLIENT_SECRET: 'f-secret',
        SMTP_URL: 'smtp://mail:2525',
        MAIL_FROM: 'Monstory <hei@monstory.example>',
        ACCOUNT_LIFECYCLE_INTERVAL_MS: '0',
        REDIS_URL: 'redis://:pw@redis:6379/2',
        REDIS_PREFIX: 'monstory-staging',
        RUN_WORKERS: 'false',
        JOB_CONCURRENCY: '4',
        S3_BUCKET: 'media',
        S3_ENDPOINT: 'https://s3.example',
        S3_REGION: 'eu-north-1',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_FORCE_PATH_STYLE: 'true',
        MEDIA_PUBLIC_URL: 'https://cdn.monstory.example/media/',
        TEXT_API_BASE_URL: 'https://llm.example/v1/',
        TEXT_MODEL: 'story-model',
        TEXT_API_KEY: 'text-key',
        SAFETY_LOCAL_ONLY: 'strict',
        SPEECH_API_BASE_URL: 'https://tts.example/v1',
        SPEECH_MODEL: 'tts-1',
        SPEECH_VOICES: '{"MALE":"echo"}',
        OFFLINE_TEXT_STREAM_MS: '0',
        OFFLINE_ENGINE_WORKERS: '2',
        PREMIUM_FEATURE_COSTS: '{"STORY_AUDIO":8}',
        STRIPE_SECRET_KEY: 'sk_live_x',
        STRIPE_WEBHOOK_SECRET: 'whsec_x',
        STRIPE_API_BASE: 'http://127.0.0.1:12111',
        PRODUCTS: JSON.stringify([DEFAULT_PRODUCTS[2]]),
        TEAM_EMAIL: 'kundeservice@monstory.example',
        REVENUECAT_WEBHOOK_AUTH: 'Bearer rc',
        PUSH_ENABLED: 'false',
        VAPID_PUBLIC_KEY: VAPID_PUBLIC,
        VAPID_PRIVATE_KEY: VAPID_PRIVATE,
        VAPID_SUBJECT: 'https://monstory.example/contact',
        FIREBASE_SERVICE_ACCOUNT: 'secrets/fcm.json',
        APP_STORE_URL: 'https://apps.apple.com/app/monstory/id1',
        PLAY_STORE_URL: 'https://play.google.com/store/apps/details?id=app.monstory',
      },
      cwd,
    );
    expect(config).toEqual({
      port: 3000,
      host: '127.0.0.1',
      dataDir: '/srv/monstory/var/monstory',
      databaseUrl: 'postgres://user:pw@db:5432/monstory',
      logLevel: 'debug',
      nodeEnv: 'development',
      publicUrl: 'https://monstory.example',
      webDistDir: '/opt/web',
      bodyLimitBytes: 2048,
      shutdownTimeoutMs: 500,
      trustProxy: 1,
      auth: {
        secret: 's'.repeat(32),
        rateLimit: false,
        sessionCacheMs: 0,
        google: { clientId: 'g-id', clientSecret: 'g-secret' },
        apple: { clientId: 'a-id', clientSecret: 'a-secret', appBundleIdentifier: 'app.monstory' },
        facebook: { clientId: 'f-id', clientSecret: 'f-secret' },
      },
      mail: { smtpUrl: 'smtp://mail:2525', from: 'Monstory <hei@monstory.example>' },
      accountLifecycleIntervalMs: 0,
      redisUrl: 'redis://:pw@redis:6379/2',
      redisPrefix: 'monstory-staging',
      runWorkers: false,
      jobConcurrency: 4,
      media: {
        s3: {
          bucket: 'media',
          endpoint: 'https://s3.example',
          region: 'eu-north-1',
          accessKeyId: 'key',
          secretAccessKey: 'secret',
          forcePathStyle: true,
        },
        publicUrl: 'https://cdn.monstory.example/media',
      },
      ai: {
        text: { baseUrl: 'https://llm.example/v1', model: 'story-model', apiKey: 'text-key' },
        image: undefined,
        speech: {
          baseUrl: 'https://tts.example/v1',
          model: 'tts-1',
          apiKey: undefined,
          voices: { FEMALE: 'nova', MALE: 'echo', NEUTRAL: 'alloy' },
        },
        moderation: undefined,
        offlineTextStreamMs: 0,
        offlineEngineWorkers: 2,
      },
      premiumFeatureCosts: { ...DEFAULT_FEATURE_COSTS, STORY_AUDIO: 8 },
      payments: {
        stripe: {
          secretKey: 'sk_live_x',
          webhookSecret: 'whsec_x',
          api: { host: '127.0.0.1', port: 12111, protocol: 'http' },
        },
        products: [DEFAULT_PRODUCTS[2]],
        teamEmail: 'kundeservice@monstory.example',
        revenueCatWebhookAuth: 'Bearer rc',
      },
      push: {
        enabled: false,
        vapidKeys: { publicKey: VAPID_PUBLIC, privateKey: VAPID_PRIVATE },
        vapidSubject: 'https://monstory.example/contact',
        firebaseServiceAccount: { path: '/srv/monstory/secrets/fcm.json' },
      },
      analytics: { ga4MeasurementId: undefined, metaPixelId: undefined, testUsers: [] },
      appLinks: {
        appStoreUrl: 'https://apps.apple.com/app/monstory/id1',
        playStoreUrl: 'https://play.google.com/store/apps/details?id=app.monstory',
      },
    });
  });

  it('offers a social provider only when both its id and its secret are set', () => {
    const config = loadConfig({ GOOGLE_CLIENT_ID: 'g-id', FACEBOOK_CLIENT_SECRET: 'f' }, cwd);
    expect(config.auth).toMatchObject({ google: undefined, apple: undefined, facebook: undefined });
    expect(config.auth.rateLimit).toBe(true);
    expect(config.auth.sessionCacheMs).toBe(5_000);
    expect(config.mail.smtpUrl).toBeUndefined();
  });

  it('never prints a secret it refuses', () => {
    const load = () => loadConfig({ BETTER_AUTH_SECRET: 'short-secret', SMTP_URL: 'x:pw' }, cwd);
    expect(load).toThrow(/BETTER_AUTH_SECRET must be at least 32 characters \(value hidden\)/);
    expect(load).toThrow(/SMTP_URL must be an smtp:\/\/ or smtps:\/\/ URL \(value hidden\)/);
    expect(load).not.toThrow(/short-secret|pw/);
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ PORT: '', LOG_LEVEL: '  ' }, cwd)).toMatchObject({
      port: 8080,
      logLevel: 'info',
    });
  });

  it.each([
    ['true', true],
    ['false', false],
    ['2', 2],
    ['10.0.0.1, 10.0.0.2', '10.0.0.1, 10.0.0.2'],
  ])('reads TRUST_PROXY=%s', (raw, expected) => {
    expect(loadConfig({ TRUST_PROXY: raw }, cwd).trustProxy).toEqual(expected);
  });

  it.each([
    ['PORT', 'abc', 'PORT must be an integer between 1 and 65535 (got "abc")'],
    ['PORT', '0', 'PORT must be an integer between 1 and 65535 (got "0")'],
    ['PORT', '70000', 'PORT must be an integer between 1 and 65535'],
    ['PORT', '80.5', 'PORT must be an integer between 1 and 65535'],
    ['DATABASE_URL', 'mysql://db/x', 'DATABASE_URL must be a postgres:// or postgresql:// URL'],
    [
      'LOG_LEVEL',
      'loud',
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent',
    ],
    ['NODE_ENV', 'staging', 'NODE_ENV must be one of development, production, test'],
    ['PUBLIC_URL', 'monstory.example', 'PUBLIC_URL must be an http(s) URL'],
    ['BODY_LIMIT_BYTES', '-1', 'BODY_LIMIT_BYTES must be an integer between 1024'],
    ['SHUTDOWN_TIMEOUT_MS', 'soon', 'SHUTDOWN_TIMEOUT_MS must be an integer between 0 and 600000'],
    ['SESSION_CACHE_MS', '60001', 'SESSION_CACHE_MS must be an integer between 0 and 60000'],
  ])('names %s when it is %j', (name, value, message) => {
    const load = () => loadConfig({ [name]: value }, cwd);
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(`Invalid environment: ${message}`);
  });

  it('names every bad variable at once', () => {
    expect(() => loadConfig({ PORT: 'x', LOG_LEVEL: 'y' }, cwd)).toThrow(
      /PORT must be .*; LOG_LEVEL must be/,
    );
  });
});

describe('loadConfig for a hosted text model and child safety', () => {
  const TEXT = { TEXT_API_BASE_URL: 'https://llm.example/v1', TEXT_MODEL: 'story-model' };
  const MODERATION = { MODERATION_API_BASE_URL: 'https://llm.example/v1' };

  it('refuses to start a hosted text model without moderation or the strict local gate', () => {
    const load = () => loadConfig(TEXT, cwd);
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(
      'Invalid environment: TEXT_API_BASE_URL (a hosted text model) needs MODERATION_API_BASE_URL, or SAFETY_LOCAL_ONLY=strict to rely on the local child-safety gate alone',
    );
  });

  it('starts one with moderation, or when the local gate alone is declared strict', () => {
    expect(loadConfig({ ...TEXT, ...MODERATION }, cwd).ai).toMatchObject({
      text: { model: 'story-model' },
      moderation: { model: 'omni-moderation-latest' },
    });
    const strict = loadConfig({ ...TEXT, SAFETY_LOCAL_ONLY: 'strict' }, cwd).ai;
    expect(strict).toMatchObject({ text: { model: 'story-model' }, moderation: undefined });
  });

  it('needs neither for the offline engine', () => {
    expect(loadConfig({}, cwd).ai).toMatchObject({ text: undefined, moderation: undefined });
  });

  it('names SAFETY_LOCAL_ONLY when it is anything but strict', () => {
    const load = () => loadConfig({ ...TEXT, SAFETY_LOCAL_ONLY: 'yes' }, cwd);
    expect(load).toThrow(
      `Invalid environment: SAFETY_LOCAL_ONLY must be 'strict' (or unset) (got "yes")`,
    );
  });
});

describe('loadConfig for jobs, events and media', () => {
  it('runs jobs in-process, events in memory and media on disk by default', () => {
    expect(loadConfig({}, cwd)).toMatchObject({
      redisUrl: undefined,
      redisPrefix: 'monstory',
      runWorkers: true,
      jobConcurrency: 2,
      media: { s3: undefined, publicUrl: undefined },
    });
  });

  it('uses the AWS credential chain when no S3 keys are given', () => {
    expect(loadConfig({ S3_BUCKET: 'media' }, cwd).media.s3).toEqual({
      bucket: 'media',
      endpoint: undefined,
      region: 'us-east-1',
      accessKeyId: undefined,
      secretAccessKey: undefined,
      forcePathStyle: false,
    });
  });

  it.each([
    ['REDIS_URL', 'http://redis', 'REDIS_URL must be a redis:// or rediss:// URL (value hidden)'],
    ['RUN_WORKERS', 'yes', 'RUN_WORKERS must be one of true, false (got "yes")'],
    ['JOB_CONCURRENCY', '0', 'JOB_CONCURRENCY must be an integer between 1 and 64 (got "0")'],
    ['REDIS_PREFIX', 'a b', 'REDIS_PREFIX must be 1-64 letters, digits, _ . or -'],
    ['S3_ENDPOINT', 's3.example', 'S3_ENDPOINT must be an http(s) URL'],
    ['MEDIA_PUBLIC_URL', '/media', 'MEDIA_PUBLIC_URL must be an http(s) URL'],
  ])('names %s when it is %j', (name, value, message) => {
    expect(() => loadConfig({ [name]: value }, cwd)).toThrow(`Invalid environment: ${message}`);
  });

  it('wants S3 keys in pairs and a bucket for them', () => {
    expect(() => loadConfig({ S3_BUCKET: 'media', S3_ACCESS_KEY_ID: 'key' }, cwd)).toThrow(
      'Invalid environment: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together',
    );
    expect(() => loadConfig({ S3_ENDPOINT: 'https://s3.example' }, cwd)).toThrow(
      'Invalid environment: S3_BUCKET must be set when other S3_ variables are',
    );
  });
});

describe('loadConfig for payments', () => {
  it('runs the shop in test mode with the seeded catalogue by default', () => {
    expect(loadConfig({}, cwd).payments).toEqual({
      stripe: undefined,
      products: DEFAULT_PRODUCTS,
      teamEmail: 'team@monstory.invalid',
      revenueCatWebhookAuth: undefined,
    });
  });

  it('reaches Stripe itself unless STRIPE_API_BASE says otherwise', () => {
    const keys = { STRIPE_SECRET_KEY: 'sk', STRIPE_WEBHOOK_SECRET: 'wh' };
    expect(loadConfig(keys, cwd).payments.stripe?.api).toBeUndefined();
    const base = loadConfig({ ...keys, STRIPE_API_BASE: 'https://stripe.test' }, cwd);
    expect(base.payments.stripe?.api).toEqual({
      host: 'stripe.test',
      port: 443,
      protocol: 'https',
    });
  });

  it('wants the Stripe key and webhook secret together, and never prints them', () => {
    const load = (env: Record<string, string>) => () => loadConfig(env, cwd);
    expect(load({ STRIPE_SECRET_KEY: 'sk_live_secret' })).toThrow(
      'STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET must be set together',
    );
    expect(load({ STRIPE_WEBHOOK_SECRET: 'whsec_secret' })).toThrow(/set together/);
    expect(load({ STRIPE_API_BASE: 'http://127.0.0.1:1' })).toThrow(
      'STRIPE_API_BASE needs STRIPE_SECRET_KEY',
    );
    expect(load({ TEAM_EMAIL: 'not-an-address' })).toThrow(
      'TEAM_EMAIL must be an email address (got "not-an-address")',
    );
    expect(load({ PRODUCTS: '{}', REVENUECAT_WEBHOOK_AUTH: ' ' })).toThrow(/PRODUCTS/);
  });
});
