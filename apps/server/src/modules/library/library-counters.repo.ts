import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

// The counters on a story row (read_count, rating_sum, rating_count, rating_score, report_count)
// that library pages sort and filter by. Every change takes the story's row first, so changes to
// one story's counters run one after another (a row lock on PostgreSQL; SQLite writes one at a
// time anyway) and each can add to what it read.

/** A story with no ratings counts as this many ratings of RATING_PRIOR_MEAN (see 0008). */
export const RATING_PRIOR_WEIGHT = 5;
export const RATING_PRIOR_MEAN = 3;

/** The weighted average × 1000 that `sort=rating` orders by; 0 keeps unrated stories last. */
export function ratingScore(sum: number, count: number): number {
  if (count === 0) return 0;
  const weighted = (sum + RATING_PRIOR_MEAN * RATING_PRIOR_WEIGHT) / (count + RATING_PRIOR_WEIGHT);
  return Math.round(weighted * 1000);
}

export interface LockedStory {
  uuid: string;
  user_id: string;
  library_state: 'PRIVATE' | 'PUBLISHED' | 'HIDDEN';
  is_example: number;
  shared_at: string | null;
  rating_sum: number;
  rating_count: number;
  report_count: number;
}

/** Locks the story's row for the rest of the transaction; undefined when it is gone. */
export async function lockStory(
  trx: Kysely<Database>,
  uuid: string,
): Promise<LockedStory | undefined> {
  return trx
    .updateTable('stories')
    .set({ rating_count: sql<number>`rating_count` })
    .where('uuid', '=', uuid)
    .returning([
      'uuid',
      'user_id',
      'library_state',
      'is_example',
      'shared_at',
      'rating_sum',
      'rating_count',
      'report_count',
    ])
    .executeTakeFirst();
}

const count = sql<number>`cast(count(*) as integer)`;

/**
 * Counts a story's ratings, counted reads and reports again from their rows: after rows moved
 * between users (a guest's conversion) or went with a purged account.
 */
export async function recountStory(trx: Kysely<Database>, uuid: string): Promise<void> {
  const story = await lockStory(trx, uuid);
  if (!story) return;
  const ratings = await trx
    .selectFrom('ratings')
    .select([sql<number>`cast(coalesce(sum(rating), 0) as integer)`.as('sum'), count.as('n')])
    .where('story_id', '=', uuid)
    .executeTakeFirstOrThrow();
  const reads = await trx
    .selectFrom('story_reads')
    .select(count.as('n'))
    .where('story_id', '=', uuid)
    .where('counted_at', 'is not', null)
    .executeTakeFirstOrThrow();
  const reports = await trx
    .selectFrom('reports')
    .select(count.as('n'))
    .where('story_id', '=', uuid)
    .where('user_id', '!=', story.user_id)
    .executeTakeFirstOrThrow();
  await trx
    .updateTable('stories')
    .set({
      rating_sum: ratings.sum,
      rating_count: ratings.n,
      rating_score: ratingScore(ratings.sum, ratings.n),
      read_count: reads.n,
      report_count: reports.n,
    })
    .where('uuid', '=', uuid)
    .execute();
}

/** Stories the user rated, read or reported, sorted so locks are always taken in one order. */
export async function storiesTouchedBy(trx: Kysely<Database>, userId: string): Promise<string[]> {
  const rows = await trx
    .selectFrom('ratings')
    .select('story_id')
    .where('user_id', '=', userId)
    .union(trx.selectFrom('story_reads').select('story_id').where('user_id', '=', userId))
    .union(trx.selectFrom('reports').select('story_id').where('user_id', '=', userId))
    .execute();
  return rows.map((row) => row.story_id).sort();
}

/** Keeps this person's rating of this story; `existed` says whether one is there to change. */
export async function saveRating(
  db: Kysely<Database>,
  rating: { storyId: string; userId: string; rating: number; at: string },
  existed: boolean,
): Promise<void> {
  if (existed) {
    await db
      .updateTable('ratings')
      .set({ rating: rating.rating, updated_at: rating.at })
      .where('story_id', '=', rating.storyId)
      .where('user_id', '=', rating.userId)
      .execute();
  } else {
    await db
      .insertInto('ratings')
      .values({
        story_id: rating.storyId,
        user_id: rating.userId,
        rating: rating.rating,
        created_at: rating.at,
        updated_at: rating.at,
      })
      .execute();
  }
}

/** Sets a story's rating counters and the score library pages sort by. */
export async function setRatingCounters(
  db: Kysely<Database>,
  uuid: string,
  sum: number,
  count: number,
): Promise<void> {
  await db
    .updateTable('stories')
    .set({ rating_sum: sum, rating_count: count, rating_score: ratingScore(sum, count) })
    .where('uuid', '=', uuid)
    .execute();
}
