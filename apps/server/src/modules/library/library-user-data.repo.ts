import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

// The queries that move or delete a person's ratings, reports, hidden stories and reads
// (library.user-data.ts says when).

export type PerUserTable = 'ratings' | 'reports' | 'story_hidden_for';

/** Moves the guest's rows of `table`; where both have one for a story, the account's stays. */
export async function moveRows(
  trx: Kysely<Database>,
  table: PerUserTable,
  from: string,
  to: string,
) {
  await trx
    .deleteFrom(table)
    .where('user_id', '=', from)
    .where('story_id', 'in', (eb) =>
      eb.selectFrom(table).select('story_id').where('user_id', '=', to),
    )
    .execute();
  const result = await trx
    .updateTable(table)
    .set({ user_id: to })
    .where('user_id', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Reads of a story by both: one read, as far as either got, with both listening times. */
export async function moveReads(trx: Kysely<Database>, from: string, to: string) {
  const both = await trx
    .selectFrom('story_reads as guest')
    .innerJoin('story_reads as account', 'account.story_id', 'guest.story_id')
    .select([
      'guest.story_id',
      'guest.progress as guestProgress',
      'guest.counted_at as guestCounted',
      'guest.listened_seconds as guestListened',
      'account.progress',
      'account.counted_at',
      'account.listened_seconds',
    ])
    .where('guest.user_id', '=', from)
    .where('account.user_id', '=', to)
    .execute();
  for (const read of both) {
    await trx
      .updateTable('story_reads')
      .set({
        progress: Math.max(read.progress, read.guestProgress),
        counted_at: read.counted_at ?? read.guestCounted,
        listened_seconds: read.listened_seconds + read.guestListened,
      })
      .where('story_id', '=', read.story_id)
      .where('user_id', '=', to)
      .execute();
    await trx
      .deleteFrom('story_reads')
      .where('story_id', '=', read.story_id)
      .where('user_id', '=', from)
      .execute();
  }
  const result = await trx
    .updateTable('story_reads')
    .set({ user_id: to })
    .where('user_id', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) + both.length;
}

/** Deletes the user's rows of `table`. */
export async function deleteUserRows(
  trx: Kysely<Database>,
  table: PerUserTable | 'story_reads',
  userId: string,
): Promise<void> {
  await trx.deleteFrom(table).where('user_id', '=', userId).execute();
}
