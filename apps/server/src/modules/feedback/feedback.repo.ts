import { sql, type Kysely } from 'kysely';
import type { Database, FeedbackTable } from '../../db/schema.js';

export async function insertFeedback(db: Kysely<Database>, row: FeedbackTable): Promise<void> {
  await db.insertInto('feedback').values(row).execute();
}

/** When the user last answered or declined the prompt. */
export async function lastFeedbackAt(
  db: Kysely<Database>,
  userId: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('feedback')
    .select('created_at')
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.created_at;
}

/** Stories the user has read far enough for the read to count. */
export async function countedReads(db: Kysely<Database>, userId: string): Promise<number> {
  const row = await db
    .selectFrom('story_reads')
    .select(sql<number>`cast(count(*) as integer)`.as('n'))
    .where('user_id', '=', userId)
    .where('counted_at', 'is not', null)
    .executeTakeFirstOrThrow();
  return row.n;
}

export async function moveFeedback(db: Kysely<Database>, from: string, to: string) {
  const result = await db
    .updateTable('feedback')
    .set({ user_id: to })
    .where('user_id', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
