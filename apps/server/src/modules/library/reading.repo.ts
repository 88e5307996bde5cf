import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

// story_reads: one row per reader (account) and story — how far they read, when the read
// counted, and how long they listened.

/** Makes the reader's row, or raises its progress; progress never goes down. */
export async function saveReadProgress(
  db: Kysely<Database>,
  uuid: string,
  userId: string,
  permille: number,
  now: string,
): Promise<void> {
  await db
    .insertInto('story_reads')
    .values({
      story_id: uuid,
      user_id: userId,
      progress: permille,
      counted_at: null,
      listened_seconds: 0,
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) =>
      oc.columns(['story_id', 'user_id']).doUpdateSet({
        progress: sql<number>`case when story_reads.progress < excluded.progress then excluded.progress else story_reads.progress end`,
        updated_at: now,
      }),
    )
    .execute();
}

/**
 * Counts the read once: only the first call sets counted_at and raises the story's read count.
 * True when this call counted it.
 */
export async function countRead(
  db: Kysely<Database>,
  uuid: string,
  userId: string,
  now: string,
): Promise<boolean> {
  const counted = await db
    .updateTable('story_reads')
    .set({ counted_at: now })
    .where('story_id', '=', uuid)
    .where('user_id', '=', userId)
    .where('counted_at', 'is', null)
    .executeTakeFirst();
  if (Number(counted.numUpdatedRows) === 0) return false;
  await db
    .updateTable('stories')
    .set({ read_count: sql<number>`read_count + 1` })
    .where('uuid', '=', uuid)
    .execute();
  return true;
}

/**
 * Makes or touches the reader's row and returns the seconds listened so far. The upsert locks
 * the row until the transaction commits.
 */
export async function lockListening(
  db: Kysely<Database>,
  uuid: string,
  userId: string,
  now: string,
): Promise<number> {
  const { listened_seconds } = await db
    .insertInto('story_reads')
    .values({
      story_id: uuid,
      user_id: userId,
      progress: 0,
      counted_at: null,
      listened_seconds: 0,
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) => oc.columns(['story_id', 'user_id']).doUpdateSet({ updated_at: now }))
    .returning('listened_seconds')
    .executeTakeFirstOrThrow();
  return listened_seconds;
}

export async function setListened(
  db: Kysely<Database>,
  uuid: string,
  userId: string,
  seconds: number,
): Promise<void> {
  await db
    .updateTable('story_reads')
    .set({ listened_seconds: seconds })
    .where('story_id', '=', uuid)
    .where('user_id', '=', userId)
    .execute();
}
