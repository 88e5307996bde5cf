import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

// app_meta keeps what an installation makes once at first start (secrets, signing keys) so that
// every process and replica uses the same.

/** The value kept under `key`, if any. */
export async function findAppMeta(db: Kysely<Database>, key: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('app_meta')
    .select('value')
    .where('key', '=', key)
    .executeTakeFirst();
  return row?.value;
}

/**
 * Keeps `value` under `key` unless a value is kept there already, and returns the kept one: two
 * processes starting at once agree on the first written.
 */
export async function keepFirstAppMeta(
  db: Kysely<Database>,
  key: string,
  value: string,
  updatedAt: string,
): Promise<string> {
  await db
    .insertInto('app_meta')
    .values({ key, value, updated_at: updatedAt })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const kept = await findAppMeta(db, key);
  if (kept === undefined) throw new Error(`app_meta lost the value of ${key}`);
  return kept;
}
