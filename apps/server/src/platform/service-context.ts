import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { Clock } from './clock.js';

/** What a service needs from the app: the database and the clock (the app itself fits). */
export interface ServiceContext {
  db: Kysely<Database>;
  clock: Clock;
}
