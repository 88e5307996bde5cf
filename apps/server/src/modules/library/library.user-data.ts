import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { recountStory, storiesTouchedBy } from './library-counters.repo.js';

// A person's ratings, reports, hidden stories and reads. Deleting a story takes its rows along
// (foreign keys); a guest's conversion moves them to the account; purging an account deletes
// them — and in both cases the counters on the stories they touched are counted again.

type PerUserTable = 'ratings' | 'reports' | 'story_hidden_for';

/** Moves the guest's rows of `table`; where both have one for a story, the account's stays. */
async function moveRows(trx: Kysely<Database>, table: PerUserTable, from: string, to: string) {
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
async function moveReads(trx: Kysely<Database>, from: string, to: string) {
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

export const libraryUserData = {
  name: 'library',
  async moveUserData(trx: Kysely<Database>, fromUserId: string, toUserId: string) {
    const touched = await storiesTouchedBy(trx, fromUserId);
    let moved = 0;
    for (const table of ['ratings', 'reports', 'story_hidden_for'] as const) {
      moved += await moveRows(trx, table, fromUserId, toUserId);
    }
    moved += await moveReads(trx, fromUserId, toUserId);
    for (const uuid of touched) await recountStory(trx, uuid);
    return moved;
  },
  /** Ratings and reads alone are not worth keeping an abandoned guest for. */
  hasUserData: async () => false,
  async forgetUserData(trx: Kysely<Database>, userId: string) {
    const touched = await storiesTouchedBy(trx, userId);
    for (const table of ['ratings', 'reports', 'story_reads'] as const) {
      await trx.deleteFrom(table).where('user_id', '=', userId).execute();
    }
    for (const uuid of touched) await recountStory(trx, uuid);
  },
};
