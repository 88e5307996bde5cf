import type { Kysely } from 'kysely';
import type { AnonymousConversionsTable, Database } from '../../db/schema.js';

export async function findUserKind(
  db: Kysely<Database>,
  userId: string,
): Promise<{ id: string; isAnonymous: boolean } | undefined> {
  const row = await db
    .selectFrom('user')
    .select(['id', 'isAnonymous'])
    .where('id', '=', userId)
    .executeTakeFirst();
  return row && { id: row.id, isAnonymous: Boolean(row.isAnonymous) };
}

export async function findConversion(
  db: Kysely<Database>,
  anonymousUserId: string,
): Promise<AnonymousConversionsTable | undefined> {
  return db
    .selectFrom('anonymous_conversions')
    .selectAll()
    .where('anonymous_user_id', '=', anonymousUserId)
    .executeTakeFirst();
}

/** Claims the guest for the account; false when another call got there first. */
export async function insertConversion(
  db: Kysely<Database>,
  row: AnonymousConversionsTable,
): Promise<boolean> {
  const result = await db
    .insertInto('anonymous_conversions')
    .values(row)
    .onConflict((oc) => oc.column('anonymous_user_id').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function setConversionMoved(
  db: Kysely<Database>,
  anonymousUserId: string,
  moved: string,
): Promise<void> {
  await db
    .updateTable('anonymous_conversions')
    .set({ moved })
    .where('anonymous_user_id', '=', anonymousUserId)
    .execute();
}

/** Deletes the user; every table that references it cascades. */
export async function deleteUser(db: Kysely<Database>, userId: string): Promise<void> {
  await db.deleteFrom('user').where('id', '=', userId).execute();
}

export async function deleteSessionsOf(db: Kysely<Database>, userId: string): Promise<void> {
  await db.deleteFrom('session').where('userId', '=', userId).execute();
}
