import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

// The lifecycle job's queries. Each purge re-checks its condition in the DELETE itself, so a
// user who came back between the query and the delete is kept.

const isGuest = sql<boolean>`${sql.ref('user.isAnonymous')} = ${sql.lit(true)}`;

export async function usersDueForDeletion(db: Kysely<Database>, cutoff: string, limit: number) {
  const rows = await db
    .selectFrom('profiles')
    .select('user_id')
    .where('deletion_requested_at', '<=', cutoff)
    .limit(limit)
    .execute();
  return rows.map((row) => row.user_id);
}

export async function deleteIfDeletionDue(db: Kysely<Database>, userId: string, cutoff: string) {
  const result = await db
    .deleteFrom('user')
    .where('id', '=', userId)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('profiles')
          .select('user_id')
          .where('user_id', '=', userId)
          .where('deletion_requested_at', '<=', cutoff),
      ),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function idleDecliners(db: Kysely<Database>, cutoff: string, limit: number) {
  const rows = await db
    .selectFrom('profiles')
    .select('user_id')
    .where('terms_declined_at', 'is not', null)
    .where('terms_accepted_at', 'is', null)
    .where('last_active_at', '<=', cutoff)
    .limit(limit)
    .execute();
  return rows.map((row) => row.user_id);
}

export async function deleteIfStillIdleDecliner(
  db: Kysely<Database>,
  userId: string,
  cutoff: string,
) {
  const result = await db
    .deleteFrom('user')
    .where('id', '=', userId)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('profiles')
          .select('user_id')
          .where('user_id', '=', userId)
          .where('terms_declined_at', 'is not', null)
          .where('terms_accepted_at', 'is', null)
          .where('last_active_at', '<=', cutoff),
      ),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function idleGuests(db: Kysely<Database>, cutoff: string, limit: number) {
  const rows = await db
    .selectFrom('profiles')
    .innerJoin('user', 'user.id', 'profiles.user_id')
    .select('profiles.user_id')
    .where(isGuest)
    .where('profiles.last_active_at', '<=', cutoff)
    .limit(limit)
    .execute();
  return rows.map((row) => row.user_id);
}

export async function deleteIfStillIdleGuest(db: Kysely<Database>, userId: string, cutoff: string) {
  const result = await db
    .deleteFrom('user')
    .where('id', '=', userId)
    .where(isGuest)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('profiles')
          .select('user_id')
          .where('user_id', '=', userId)
          .where('last_active_at', '<=', cutoff),
      ),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Guests who never called POST /api/login (the app always does right after signing in). */
export async function guestsWithoutProfile(db: Kysely<Database>, limit: number) {
  return db
    .selectFrom('user')
    .leftJoin('profiles', 'profiles.user_id', 'user.id')
    .select(['user.id', 'user.createdAt'])
    .where(isGuest)
    .where('profiles.user_id', 'is', null)
    .limit(limit)
    .execute();
}

export async function deleteIfStillGuestWithoutProfile(db: Kysely<Database>, userId: string) {
  const result = await db
    .deleteFrom('user')
    .where('id', '=', userId)
    .where(isGuest)
    .where((eb) =>
      eb.not(eb.exists(eb.selectFrom('profiles').select('user_id').where('user_id', '=', userId))),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
