import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyServerOptions,
  type RawServerDefault,
} from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import type { DestinationStream } from 'pino';
import type { Config } from './config.js';
import { createDatabase, type DatabaseHandle, type DatabaseKind } from './db/database.js';
import { prepareDatabase } from './db/prepare-database.js';
import type { Database } from './db/schema.js';
import {
  createAccountLifecycle,
  type AccountLifecycle,
} from './modules/account/account-lifecycle.js';
import { accountRoutes } from './modules/account/account.routes.js';
import { childrenRoutes } from './modules/children/children.routes.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { profileRoutes } from './modules/profile/profile.routes.js';
import { mailLanguageFor } from './modules/profile/profile-language.js';
import { voicesRoutes } from './modules/voices/voices.routes.js';
import { registerAuthHook } from './platform/auth/auth-hook.js';
import { authRoutes } from './platform/auth/auth.routes.js';
import { resolveAuthSecret } from './platform/auth/auth-secret.js';
import { requestLogFields } from './platform/log-cut.js';
import { createIdentity, type Identity } from './platform/auth/identity.js';
import { parseAcceptLanguage } from './platform/accept-language.js';
import { adjustableSystemClock, isAdjustable, systemClock, type Clock } from './platform/clock.js';
import { devClockRoutes } from './platform/dev-clock.routes.js';
import { devOutboxRoutes } from './platform/mail/dev-outbox.routes.js';
import { createMailer, type Mailer } from './platform/mail/mailer.js';
import { registerErrorHandler, sendError } from './platform/error-handler.js';
import { registerApiCompression } from './platform/api-compression.js';
import { registerCors } from './platform/cors.js';
import { closeCommandRedis, openCommandRedis } from './platform/redis/command-redis.js';
import { registerNulGuard } from './platform/nul-guard.js';
import { registerOpenApi } from './platform/openapi/register-openapi.js';
import { registerSecurity } from './platform/security.js';
import type { ServiceContext } from './platform/service-context.js';
import { registerTurnBudget } from './platform/turn-budget.js';
import { registerWebApp } from './platform/static-files.js';
import { openStoryFacts } from './modules/library/library.service.js';
import { registerJobs } from './jobs/register-jobs.js';
import { registerEvents } from './platform/events/register-events.js';
import { registerMedia } from './platform/media/register-media.js';
import { registerAi } from './ai/providers/register-ai.js';
import { premiumRoutes } from './modules/premium/premium.routes.js';
import { storyRoutes } from './modules/story/story.routes.js';
import { bookRoutes } from './modules/book/book.routes.js';
import { paymentsRoutes } from './modules/payments/payments.routes.js';
import { subscriptionRoutes } from './modules/subscription/subscription.routes.js';
import { creditsRoutes } from './modules/credits/credits.routes.js';
import { libraryRoutes } from './modules/library/library.routes.js';
import { feedbackRoutes } from './modules/feedback/feedback.routes.js';
import { legalRoutes } from './modules/legal/legal.routes.js';
import { contactRoutes } from './modules/contact/contact.routes.js';
import { notificationsRoutes } from './modules/notifications/notifications.routes.js';
import { pushRoutes } from './modules/push/push.routes.js';
import { registerPush } from './modules/push/register-push.js';
import { monstersRoutes } from './modules/monsters/monsters.routes.js';
import { safetyRoutes } from './modules/safety/safety.routes.js';
import { analyticsRoutes } from './modules/analytics/analytics.routes.js';
import { progressRoutes } from './modules/progress/progress.routes.js';
import { appLinksRoutes } from './modules/app-links/app-links.routes.js';
import { wellKnownRoutes } from './modules/app-links/well-known.routes.js';
import { homeRenderer } from './modules/home/home-renderer.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Kysely<Database>;
    dbKind: DatabaseKind;
    clock: Clock;
    /** When this instance was built, by its clock. */
    startedAt: Date;
    /** The shared Redis connection for commands (platform/redis), when REDIS_URL is set. */
    redis: Redis | undefined;
    /** better-auth and what the API needs of it (docs/decisions/0003-identity.md). */
    identity: Identity;
    mailer: Mailer;
    accountLifecycle: AccountLifecycle;
    /** What every service takes first (platform/service-context.ts); built once, below. */
    services: ServiceContext;
  }
}

export type App = FastifyInstance<
  RawServerDefault,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  ZodTypeProvider
>;

export interface AppDeps {
  /**
   * A database the caller opened, migrated and will close. Without one, the app opens the
   * database from config, migrates it to the latest version and closes it on `app.close()`.
   */
  database?: DatabaseHandle;
  clock?: Clock;
  /** Where logs go instead of stdout (tests read them). */
  logStream?: DestinationStream;
}

function loggerOptions(config: Config, logStream?: DestinationStream) {
  const level = config.logLevel;
  const serializers = { req: requestLogFields };
  if (logStream) return { level, serializers, stream: logStream };
  if (config.nodeEnv === 'development' && process.stdout.isTTY) {
    return {
      level,
      serializers,
      transport: {
        target: 'pino-pretty',
        options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' },
      },
    };
  }
  return { level, serializers };
}

// Route modules, each registered under /api. A new feature adds its plugin here.
const apiModules = [
  healthRoutes,
  profileRoutes,
  childrenRoutes,
  voicesRoutes,
  accountRoutes,
  premiumRoutes,
  storyRoutes,
  bookRoutes,
  libraryRoutes,
  feedbackRoutes,
  paymentsRoutes,
  subscriptionRoutes,
  creditsRoutes,
  legalRoutes,
  contactRoutes,
  notificationsRoutes,
  pushRoutes,
  monstersRoutes,
  safetyRoutes,
  progressRoutes,
  analyticsRoutes,
  appLinksRoutes,
];

async function openDatabase(config: Config): Promise<DatabaseHandle> {
  const database = createDatabase(config);
  try {
    await prepareDatabase(database.db, database.kind);
    return database;
  } catch (error) {
    await database.destroy();
    throw error;
  }
}

export async function buildApp(config: Config, deps: AppDeps = {}): Promise<App> {
  const database = deps.database ?? (await openDatabase(config));
  // Under NODE_ENV=test (e2e journeys) the clock can be moved forward through /api/dev/clock.
  const clock = deps.clock ?? (config.nodeEnv === 'test' ? adjustableSystemClock() : systemClock);
  const testClock = config.nodeEnv === 'test' && isAdjustable(clock) ? clock : undefined;

  const proxyHops = config.trustProxy;
  const options: FastifyServerOptions = {
    logger: loggerOptions(config, deps.logStream),
    bodyLimit: config.bodyLimitBytes,
    trustProxy:
      typeof proxyHops === 'number'
        ? (_address: string, hop: number) => hop < proxyHops
        : proxyHops,
    // Bad URLs (`/%`) are rejected before routing; give them the API's error shape too.
    frameworkErrors: (error, request, reply) => sendError(error, request, reply),
  };
  const app = Fastify(options).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.decorate('config', config);
  app.decorate('db', database.db);
  app.decorate('dbKind', database.kind);
  app.decorate('clock', clock);
  app.decorate('startedAt', clock.now());
  const redis = await openCommandRedis(config.redisUrl, app.log);
  app.decorate('redis', redis);

  const mailer = createMailer(config.mail, { db: database.db, clock, log: app.log });
  const identity = createIdentity({
    config,
    db: database.db,
    dbKind: database.kind,
    clock,
    log: app.log,
    mailer,
    redis,
    secret: () => resolveAuthSecret(database.db, clock, config.auth.secret),
    // Asked only while a request runs, when app.services is built.
    mailLanguage: (userId, request) =>
      mailLanguageFor(
        app.services,
        userId,
        parseAcceptLanguage(request?.headers.get('accept-language') ?? undefined),
      ),
  });
  app.decorate('identity', identity);
  app.decorate('mailer', mailer);
  app.addHook('onClose', async () => {
    // Made below, once the services are; the hook is added here so that it runs last.
    lifecycle.stop();
    await identity.settle();
    await mailer.close();
    await closeCommandRedis(redis);
    if (!deps.database) await database.destroy();
  });

  registerErrorHandler(app);
  registerNulGuard(app);
  // Before any route: it collects each route as it is added.
  await registerOpenApi(app);
  registerApiCompression(app);
  registerTurnBudget(app);
  await registerSecurity(app);
  await registerCors(app, config);
  registerAuthHook(app, identity);
  // Background services before the modules that use them; jobs last, so that on close they
  // stop first (docs/decisions/0006-jobs-events-media.md).
  await registerEvents(app);
  await registerPush(app);
  await registerMedia(app);
  await registerAi(app);
  await registerJobs(app);
  const services: ServiceContext = {
    db: database.db,
    dbKind: database.kind,
    clock,
    config,
    log: app.log,
    jobs: app.jobs,
    events: app.events,
    media: app.media,
    mediaAccess: app.mediaAccess,
    ai: app.ai,
    mailer,
    identity,
    push: app.push,
  };
  app.decorate('services', services);
  const lifecycle = createAccountLifecycle(services, (userId) =>
    identity.sessions.forgetUser(userId),
  );
  app.decorate('accountLifecycle', lifecycle);
  if (config.accountLifecycleIntervalMs > 0) lifecycle.start(config.accountLifecycleIntervalMs);
  await app.register(authRoutes(identity), { prefix: '/api' });
  for (const routes of apiModules) await app.register(routes, { prefix: '/api' });
  // For e2e journeys and people without SMTP; never in production.
  if (config.nodeEnv !== 'production') await app.register(devOutboxRoutes, { prefix: '/api' });
  if (testClock) await app.register(devClockRoutes(testClock), { prefix: '/api' });
  await app.register(wellKnownRoutes);
  await registerWebApp(app, config.webDistDir, {
    openStory: (uuid) => openStoryFacts(app.services, uuid),
    home: homeRenderer(app.services),
  });
  return app;
}
