import type { Kysely } from 'kysely';
import { migrateIdentityTables } from '../platform/auth/auth-schema.js';
import type { DatabaseKind } from './database.js';
import { migrateToLatest } from './migrate.js';
import type { Database } from './schema.js';

/**
 * Brings a database to the current schema: better-auth's tables first (ours reference
 * `user.id`), then our own migrations. Returns the names of our migrations it applied.
 */
export async function prepareDatabase(db: Kysely<Database>, kind: DatabaseKind): Promise<string[]> {
  await migrateIdentityTables(db, kind);
  return migrateToLatest(db);
}
