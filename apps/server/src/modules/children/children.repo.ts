import type { ExpressionBuilder, Kysely, Updateable } from 'kysely';
import type { ChildrenTable, Database } from '../../db/schema.js';

// The children table, and the child's rows in the tables the child owns: deleting a child
// removes them here, in the caller's transaction.

/** Tables whose rows of a child go when the child is deleted. */
const CHILD_ROW_TABLES = [
  'stories',
  'monsters',
  'activity_events',
  'medals_earned',
  'notifications',
] as const;

/** Tables with rows of one child of an account: the ledger keeps its rows when a child goes. */
type ChildOwnedTable = (typeof CHILD_ROW_TABLES)[number] | 'credit_ledger';

/** The rows of this account's child (the account too, so a child id never reaches across). */
function ofChild(userId: string, childId: string) {
  return (eb: ExpressionBuilder<Database, ChildOwnedTable>) =>
    eb.and([eb('user_id', '=', userId), eb('child_id', '=', childId)]);
}

/** This account's child `id` in the children table. */
function childOfAccount(userId: string, id: string) {
  return (eb: ExpressionBuilder<Database, 'children'>) =>
    eb.and([eb('user_id', '=', userId), eb('id', '=', id)]);
}

/** The account's children in the order the app shows them (the first is the default). */
export async function childrenOf(db: Kysely<Database>, userId: string): Promise<ChildrenTable[]> {
  return db
    .selectFrom('children')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('sort_order')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export async function findChildOf(
  db: Kysely<Database>,
  userId: string,
  id: string,
): Promise<ChildrenTable | undefined> {
  return db.selectFrom('children').selectAll().where(childOfAccount(userId, id)).executeTakeFirst();
}

/** Inserts the child unless its id exists (two first logins at once make one first child). */
export async function insertChild(db: Kysely<Database>, row: ChildrenTable): Promise<void> {
  await db
    .insertInto('children')
    .values(row)
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}

export async function updateChildRow(
  db: Kysely<Database>,
  id: string,
  patch: Updateable<ChildrenTable>,
): Promise<void> {
  await db.updateTable('children').set(patch).where('id', '=', id).execute();
}

/** Stories that count as made (the free story and the guest allowance count the same). */
export async function storiesMadeByChildren(
  db: Kysely<Database>,
  userId: string,
): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('stories')
    .select(['child_id', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('user_id', '=', userId)
    .where('counted', '=', 1)
    .groupBy('child_id')
    .execute();
  return new Map(rows.map((row) => [row.child_id, Number(row.n)]));
}

/** Ids of the child's stories and monsters: their media goes once the rows are gone. */
export async function childMediaOwners(db: Kysely<Database>, userId: string, childId: string) {
  const stories = await db
    .selectFrom('stories')
    .select(['uuid', 'library_state'])
    .where(ofChild(userId, childId))
    .execute();
  const monsters = await db
    .selectFrom('monsters')
    .select('id')
    .where(ofChild(userId, childId))
    .execute();
  return { stories, monsterIds: monsters.map((row) => row.id) };
}

/**
 * Deletes the child and everything that is only theirs. Paragraphs, ratings, reads and reports
 * of their stories go with the stories (foreign keys). The ledger keeps every row, so the
 * account's balance stays; the spending just no longer names a child.
 */
export async function deleteChildRows(trx: Kysely<Database>, userId: string, childId: string) {
  for (const table of CHILD_ROW_TABLES) {
    await trx.deleteFrom(table).where(ofChild(userId, childId)).execute();
  }
  await trx
    .updateTable('credit_ledger')
    .set({ child_id: null })
    .where(ofChild(userId, childId))
    .execute();
  await trx.deleteFrom('children').where(childOfAccount(userId, childId)).execute();
}

/**
 * Holds the account's children until the transaction ends (PostgreSQL row lock on the profile;
 * SQLite has one writer), so two additions at once cannot pass the limit together.
 */
export async function lockAccountChildren(db: Kysely<Database>, userId: string): Promise<void> {
  await db
    .updateTable('profiles')
    .set((eb) => ({ updated_at: eb.ref('updated_at') }))
    .where('user_id', '=', userId)
    .execute();
}

export async function deleteGuestChildren(trx: Kysely<Database>, userId: string) {
  await trx.deleteFrom('children').where('user_id', '=', userId).execute();
}

/** Gives a child's rows to another child of the account (a converted guest's child). */
export async function reassignChildRows(
  trx: Kysely<Database>,
  userId: string,
  from: string,
  to: string,
) {
  for (const table of [...CHILD_ROW_TABLES, 'credit_ledger'] as const) {
    await trx.updateTable(table).set({ child_id: to }).where(ofChild(userId, from)).execute();
  }
}
