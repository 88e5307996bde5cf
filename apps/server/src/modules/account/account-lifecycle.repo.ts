import {
  sql,
  type DeleteResult,
  type Expression,
  type ExpressionBuilder,
  type Kysely,
  type SqlBool,
} from 'kysely';
import type { Database } from '../../db/schema.js';

// The lifecycle job's queries. Each purge re-checks its condition in the DELETE itself, so a
// user who came back between the query and the delete is kept.

const isGuest = sql<boolean>`${sql.ref('user.isAnonymous')} = ${sql.lit(true)}`;

type ProfileCheck = (eb: ExpressionBuilder<Database, 'profiles'>) => Expression<SqlBool>;

/** Up to `limit` users whose profile passes `check`. */
async function profilesWhere(db: Kysely<Database>, check: ProfileCheck, limit: number) {
  const rows = await db
    .selectFrom('profiles')
    .select('user_id')
    .where(check)
    .limit(limit)
    .execute();
  return rows.map((row) => row.user_id);
}

/** Deletes the user if their profile still passes `check`, asked in the DELETE itself. */
function deleteUserIfProfile(db: Kysely<Database>, userId: string, check: ProfileCheck) {
  return db
    .deleteFrom('user')
    .where('id', '=', userId)
    .where((eb) =>
      eb.exists(
        eb.selectFrom('profiles').select('user_id').where('user_id', '=', userId).where(check),
      ),
    );
}

async function deletedAny(query: { executeTakeFirst(): Promise<DeleteResult> }) {
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

const deletionDue =
  (cutoff: string): ProfileCheck =>
  (eb) =>
    eb('deletion_requested_at', '<=', cutoff);

const idleDecliner =
  (cutoff: string): ProfileCheck =>
  (eb) =>
    eb.and([
      eb('terms_declined_at', 'is not', null),
      eb('terms_accepted_at', 'is', null),
      eb('last_active_at', '<=', cutoff),
    ]);

export async function usersDueForDeletion(db: Kysely<Database>, cutoff: string, limit: number) {
  return profilesWhere(db, deletionDue(cutoff), limit);
}

export async function deleteIfDeletionDue(db: Kysely<Database>, userId: string, cutoff: string) {
  return deletedAny(deleteUserIfProfile(db, userId, deletionDue(cutoff)));
}

export async function idleDecliners(db: Kysely<Database>, cutoff: string, limit: number) {
  return profilesWhere(db, idleDecliner(cutoff), limit);
}

export async function deleteIfStillIdleDecliner(
  db: Kysely<Database>,
  userId: string,
  cutoff: string,
) {
  return deletedAny(deleteUserIfProfile(db, userId, idleDecliner(cutoff)));
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
  return deletedAny(
    deleteUserIfProfile(db, userId, (eb) => eb('last_active_at', '<=', cutoff)).where(isGuest),
  );
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
  return deletedAny(
    db
      .deleteFrom('user')
      .where('id', '=', userId)
      .where(isGuest)
      .where((eb) =>
        eb.not(
          eb.exists(eb.selectFrom('profiles').select('user_id').where('user_id', '=', userId)),
        ),
      ),
  );
}
