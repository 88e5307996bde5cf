import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { recountStory, storiesTouchedBy } from './library-counters.repo.js';
import { deleteUserRows, moveReads, moveRows } from './library-user-data.repo.js';

// A person's ratings, reports, hidden stories and reads. Deleting a story takes its rows along
// (foreign keys); a guest's conversion moves them to the account; purging an account deletes
// them — and in both cases the counters on the stories they touched are counted again.

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
      await deleteUserRows(trx, table, userId);
    }
    for (const uuid of touched) await recountStory(trx, uuid);
  },
};
