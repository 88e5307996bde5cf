import { sql, type Kysely } from 'kysely';
import type { DatabaseKind } from '../../../db/database.js';
import type { Database } from '../../../db/schema.js';

// The daily generation quotas are counted from the stories table itself, so every replica
// counts the same rows and nothing else has to be kept in step.

/** Stories of the user since `since` that spent no credits. */
export async function countUnpaidStoriesSince(
  db: Kysely<Database>,
  userId: string,
  since: string,
): Promise<number> {
  const row = await db
    .selectFrom('stories')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('user_id', '=', userId)
    .where('created_at', '>=', since)
    .where('credits_charged', '=', 0)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Guests' stories asked for from one address (its keyed hash) since `since`. */
export async function countGuestStoriesSince(
  db: Kysely<Database>,
  origin: string,
  since: string,
): Promise<number> {
  const row = await db
    .selectFrom('stories')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('guest_origin', '=', origin)
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Holds the address's count still until the transaction ends: two guests of one address each
 * lock their own profile row, so on PostgreSQL they take a lock on the address too. SQLite has
 * one writer, and the story transaction writes first, so it needs none.
 */
export async function lockGuestOrigin(
  db: Kysely<Database>,
  kind: DatabaseKind,
  origin: string,
): Promise<void> {
  if (kind !== 'postgres') return;
  await sql`select pg_advisory_xact_lock(hashtextextended(${`guest-origin:${origin}`}, 0))`.execute(
    db,
  );
}
