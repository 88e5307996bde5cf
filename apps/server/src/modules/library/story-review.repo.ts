import { sql, type Kysely } from 'kysely';
import type { Database, StoriesTable } from '../../db/schema.js';

// The review queue's rows: stories that reports hid and no one has reviewed yet, their reports,
// and the review's outcome written back.

export async function storiesAwaitingReview(db: Kysely<Database>) {
  return db
    .selectFrom('stories')
    .select(['uuid', 'title', 'user_id', 'is_example', 'hidden_from'])
    .where('library_state', '=', 'HIDDEN')
    .where('review_outcome', 'is', null)
    .orderBy('updated_at')
    .execute();
}

/** A story's reports, oldest first. */
export async function reportsOn(db: Kysely<Database>, storyId: string) {
  return db
    .selectFrom('reports')
    .select(['reason', 'text', 'counts', 'created_at'])
    .where('story_id', '=', storyId)
    .orderBy('created_at')
    .execute();
}

/**
 * Restores the story to where it was before reports hid it (private when it was nowhere), or
 * keeps it hidden for good; undefined when the story is not waiting for review.
 */
export async function settleReview(
  db: Kysely<Database>,
  uuid: string,
  outcome: 'RESTORED' | 'REMOVED',
  now: string,
): Promise<Pick<StoriesTable, 'user_id' | 'child_id' | 'title'> | undefined> {
  return db
    .updateTable('stories')
    .set({
      library_state:
        outcome === 'RESTORED'
          ? sql<'PRIVATE' | 'PUBLISHED'>`coalesce(hidden_from, 'PRIVATE')`
          : 'HIDDEN',
      hidden_from: null,
      review_outcome: outcome,
      reviewed_at: now,
      updated_at: now,
    })
    .where('uuid', '=', uuid)
    .where('library_state', '=', 'HIDDEN')
    .where('review_outcome', 'is', null)
    .returning(['user_id', 'child_id', 'title'])
    .executeTakeFirst();
}

/** The story's reports so far stop weighing towards hiding it. */
export async function discountReports(db: Kysely<Database>, storyId: string): Promise<void> {
  await db.updateTable('reports').set({ counts: 0 }).where('story_id', '=', storyId).execute();
}
