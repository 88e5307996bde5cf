import { sql, type Kysely } from 'kysely';
import type { Database, NotificationsTable } from '../../db/schema.js';

/** Not archived, unread first, then newest first; or only the unread ones. */
export async function listNotificationRows(
  db: Kysely<Database>,
  userId: string,
  { unreadOnly, limit }: { unreadOnly: boolean; limit: number },
): Promise<NotificationsTable[]> {
  let query = db.selectFrom('notifications').selectAll().where('user_id', '=', userId);
  query = unreadOnly
    ? query.where('status', '=', 'UNREAD')
    : query.where('status', '!=', 'ARCHIVED');
  return query
    .orderBy(sql`case when status = 'UNREAD' then 0 else 1 end`)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export async function countUnread(db: Kysely<Database>, userId: string): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .select(sql<number>`cast(count(*) as integer)`.as('n'))
    .where('user_id', '=', userId)
    .where('status', '=', 'UNREAD')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function findOwnNotification(
  db: Kysely<Database>,
  userId: string,
  id: string,
): Promise<NotificationsTable | undefined> {
  return db
    .selectFrom('notifications')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/**
 * READ leaves an archived notification archived; ARCHIVED applies to any. Returns whether the
 * status changed.
 */
export async function setNotificationStatus(
  db: Kysely<Database>,
  userId: string,
  id: string,
  status: 'READ' | 'ARCHIVED',
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable('notifications')
    .set({ status, updated_at: now })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('status', status === 'READ' ? '=' : '!=', status === 'READ' ? 'UNREAD' : 'ARCHIVED')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The names of the account's children, when it has more than one (else an empty map). */
export async function childNamesWhenSeveral(
  db: Kysely<Database>,
  userId: string,
): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('children')
    .select(['id', 'name'])
    .where('user_id', '=', userId)
    .execute();
  return rows.length > 1 ? new Map(rows.map((row) => [row.id, row.name])) : new Map();
}

export async function insertNotificationRows(
  db: Kysely<Database>,
  rows: NotificationsTable[],
): Promise<void> {
  if (rows.length > 0) await db.insertInto('notifications').values(rows).execute();
}

/** Gives a user's notifications to another user; how many moved. */
export async function moveNotificationRows(
  db: Kysely<Database>,
  from: string,
  to: string,
): Promise<number> {
  const result = await db
    .updateTable('notifications')
    .set({ user_id: to })
    .where('user_id', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
