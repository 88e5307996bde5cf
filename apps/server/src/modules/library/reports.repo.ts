import type { Kysely } from 'kysely';
import type { Database, ReportsTable } from '../../db/schema.js';

// Reports on stories, and the stories a person no longer sees because they reported them.

/** Takes the story out of this person's lists and library; a repeat changes nothing. */
export async function hideStoryFor(
  db: Kysely<Database>,
  storyId: string,
  userId: string,
  at: string,
): Promise<void> {
  await db
    .insertInto('story_hidden_for')
    .values({ story_id: storyId, user_id: userId, created_at: at })
    .onConflict((oc) => oc.columns(['user_id', 'story_id']).doNothing())
    .execute();
}

/** Keeps one report per person and story: true when this one is new. */
export async function insertReportOnce(db: Kysely<Database>, row: ReportsTable): Promise<boolean> {
  const inserted = await db
    .insertInto('reports')
    .values(row)
    .onConflict((oc) => oc.columns(['story_id', 'user_id']).doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** How many of a story's reports weigh towards hiding it. */
export async function countWeighingReports(db: Kysely<Database>, storyId: string): Promise<number> {
  const row = await db
    .selectFrom('reports')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('story_id', '=', storyId)
    .where('counts', '=', 1)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Sets a story's report counter and, with `hiddenFrom`, hides it from everyone until the team
 * has reviewed it (remembering the library state a restore gives back).
 */
export async function setReportCount(
  db: Kysely<Database>,
  uuid: string,
  reportCount: number,
  hiddenFrom?: 'PUBLISHED' | 'PRIVATE',
): Promise<void> {
  await db
    .updateTable('stories')
    .set({
      report_count: reportCount,
      ...(hiddenFrom && {
        library_state: 'HIDDEN' as const,
        hidden_from: hiddenFrom,
        review_outcome: null,
      }),
    })
    .where('uuid', '=', uuid)
    .execute();
}
