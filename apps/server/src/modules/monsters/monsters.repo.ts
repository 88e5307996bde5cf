import { sql, type Kysely, type Updateable } from 'kysely';
import type { Database, MonstersTable } from '../../db/schema.js';

// The monsters table, and the one children column this module owns (children.profile_monster_id:
// which monster is the child's profile).

export async function insertMonster(db: Kysely<Database>, row: MonstersTable): Promise<void> {
  await db.insertInto('monsters').values(row).execute();
}

export async function findMonster(
  db: Kysely<Database>,
  id: string,
): Promise<MonstersTable | undefined> {
  return db.selectFrom('monsters').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Newest first; the id breaks ties between monsters made in the same millisecond. With a child,
 * only that child's; without, every child's of the account.
 */
export async function monstersOf(
  db: Kysely<Database>,
  userId: string,
  childId?: string,
): Promise<MonstersTable[]> {
  let query = db.selectFrom('monsters').selectAll().where('user_id', '=', userId);
  if (childId !== undefined) query = query.where('child_id', '=', childId);
  return query.orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
}

export async function countMonsters(
  db: Kysely<Database>,
  userId: string,
  childId: string,
): Promise<number> {
  const row = await db
    .selectFrom('monsters')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('user_id', '=', userId)
    .where('child_id', '=', childId)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

export async function hasMonsters(db: Kysely<Database>, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('monsters')
    .select('id')
    .where('user_id', '=', userId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Changes a monster only while it has `status`; answers the changed row, or undefined when it
 * is gone or has moved on (a job finishing a monster that was deleted, or failed twice).
 */
export async function updateMonsterIf(
  db: Kysely<Database>,
  id: string,
  status: MonstersTable['status'],
  patch: Updateable<MonstersTable>,
): Promise<MonstersTable | undefined> {
  return db
    .updateTable('monsters')
    .set(patch)
    .where('id', '=', id)
    .where('status', '=', status)
    .returningAll()
    .executeTakeFirst();
}

/** Locks the row for the rest of the transaction and answers it as it is now. */
export async function lockMonster(
  db: Kysely<Database>,
  id: string,
  updatedAt: string,
): Promise<MonstersTable | undefined> {
  return db
    .updateTable('monsters')
    .set({ updated_at: updatedAt })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

export async function deleteMonsterRow(db: Kysely<Database>, id: string): Promise<void> {
  await db.deleteFrom('monsters').where('id', '=', id).execute();
}

/** BUILDING monsters last changed before `before`: their job may never have been queued. */
export async function monstersStillBuilding(
  db: Kysely<Database>,
  before: string,
): Promise<MonstersTable[]> {
  return db
    .selectFrom('monsters')
    .selectAll()
    .where('status', '=', 'BUILDING')
    .where('updated_at', '<', before)
    .execute();
}

export async function moveMonsters(
  db: Kysely<Database>,
  fromUserId: string,
  toUserId: string,
): Promise<number> {
  const result = await db
    .updateTable('monsters')
    .set({ user_id: toUserId })
    .where('user_id', '=', fromUserId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** The child's profile monster's id; undefined when the child is not stored (yet). */
export async function profileMonsterIdOf(
  db: Kysely<Database>,
  userId: string,
  childId: string,
): Promise<string | null | undefined> {
  const row = await db
    .selectFrom('children')
    .select('profile_monster_id')
    .where('user_id', '=', userId)
    .where('id', '=', childId)
    .executeTakeFirst();
  return row ? row.profile_monster_id : undefined;
}

/**
 * Locks the user's profile row for the rest of the transaction: two monster requests of one
 * user run one after the other (PostgreSQL row lock; SQLite has a single writer), so the count
 * and the balance each sees are the latest. false when there is no profile.
 */
export async function lockProfileMonster(db: Kysely<Database>, userId: string): Promise<boolean> {
  const row = await db
    .updateTable('profiles')
    .set({ profile_monster_id: sql<string | null>`profile_monster_id` })
    .where('user_id', '=', userId)
    .returning('user_id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function setProfileMonster(
  db: Kysely<Database>,
  userId: string,
  childId: string,
  monsterId: string | null,
  updatedAt: string,
): Promise<void> {
  await db
    .updateTable('children')
    .set({ profile_monster_id: monsterId, updated_at: updatedAt })
    .where('user_id', '=', userId)
    .where('id', '=', childId)
    .execute();
}

/** Leaves the child whose profile monster this was without one. */
export async function clearProfileMonster(
  db: Kysely<Database>,
  userId: string,
  monsterId: string,
  updatedAt: string,
): Promise<void> {
  await db
    .updateTable('children')
    .set({ profile_monster_id: null, updated_at: updatedAt })
    .where('user_id', '=', userId)
    .where('profile_monster_id', '=', monsterId)
    .execute();
}
