import type { Notification } from '@monstory/contracts/notifications';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { AiProviders } from '../ai/providers/ai-providers.js';
import type { Config } from '../config.js';
import type { DatabaseKind } from '../db/database.js';
import type { Database } from '../db/schema.js';
import type { JobQueue } from '../jobs/job-queue.js';
import type { Identity } from './auth/identity.js';
import type { Clock } from './clock.js';
import type { EventBus } from './events/event-bus.js';
import type { Mailer } from './mail/mailer.js';
import type { MediaAccess } from './media/media-access.js';
import type { MediaStore } from './media/media-store.js';

/** Pushing notifications to a user's devices (modules/push puts its PushDelivery here). */
export interface DevicePush {
  /** Fire and forget, after the notification's transaction has committed. */
  deliver(items: { userId: string; notification: Notification }[]): void;
  /** The VAPID public key browsers subscribe with; null when push is switched off. */
  vapidPublicKey(): Promise<string | null>;
}

/**
 * Everything a service may use of the running app, built once by app.ts (`app.services`) and
 * handed to jobs as `ctx.services`. Every service function takes it first: `(ctx, …args)`.
 * Inside a transaction a service passes `{ ...ctx, db: trx }` to the services it calls.
 */
export interface ServiceContext {
  /** The database, or the transaction the caller opened. */
  db: Kysely<Database>;
  /** Which database `db` is (a few locks differ between SQLite and PostgreSQL). */
  dbKind: DatabaseKind;
  /** Read the time here, never Date.now(): tests set it. */
  clock: Clock;
  config: Config;
  log: FastifyBaseLogger;
  /** Enqueue slow or paid work (jobs/job-queue.ts). */
  jobs: JobQueue;
  /** Publish to live channels (SSE), across API processes with Redis. */
  events: EventBus;
  media: MediaStore;
  /** Who may read which private media key, and signed URLs for them. */
  mediaAccess: MediaAccess;
  ai: AiProviders;
  mailer: Mailer;
  identity: Identity;
  push: DevicePush;
}

/**
 * The slice of the context a rule needs that only reads and writes rows at a time it is told.
 * Any ServiceContext fits; it is taken only by the few services that are also called where no
 * app runs: a user-data hook inside another module's transaction (`{ db: trx, clock }`), a
 * command-line tool, a migration test.
 */
export type DataContext = Pick<ServiceContext, 'db' | 'clock'>;
