import { sql, type Kysely, type Updateable } from 'kysely';
import type { Database, StoriesTable } from '../../db/schema.js';

/** A new story's library columns: private, unrated, unread. */
export const NEW_STORY_LIBRARY_COLUMNS = {
  library_state: 'PRIVATE',
  is_example: 0,
  shared_at: null,
  published_at: null,
  read_count: 0,
  rating_sum: 0,
  rating_count: 0,
  rating_score: 0,
  report_count: 0,
  hidden_from: null,
  review_outcome: null,
  reviewed_at: null,
} as const satisfies Partial<StoriesTable>;

/** The pipeline's bookkeeping of a story written whole at once (examples, test fixtures). */
export const FINISHED_STORY_BOOKKEEPING = {
  audio_status: 'NOT_GENERATED',
  audio_key: null,
  timings_key: null,
  audio_duration_ms: null,
  audio_paid: 0,
  audio_run: 0,
  audio_charged: 0,
  image_regenerations: 0,
  credits_charged: 0,
  run: 1,
  counted: 0,
  refunded_run: 0,
  text_done: 1,
  stream_seq: 0,
  interactive_state: null,
  choices: null,
  error: null,
  client_request_id: null,
  guest_origin: null,
} as const satisfies Partial<StoriesTable>;

export async function insertStory(db: Kysely<Database>, row: StoriesTable): Promise<void> {
  await db.insertInto('stories').values(row).execute();
}

/** Writes the row unless a story with its uuid exists: true when it was written. */
export async function insertStoryIfNew(db: Kysely<Database>, row: StoriesTable): Promise<boolean> {
  const inserted = await db
    .insertInto('stories')
    .values(row)
    .onConflict((oc) => oc.column('uuid').doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function findStory(
  db: Kysely<Database>,
  uuid: string,
): Promise<StoriesTable | undefined> {
  return db.selectFrom('stories').selectAll().where('uuid', '=', uuid).executeTakeFirst();
}

export async function findStoryByClientRequest(
  db: Kysely<Database>,
  userId: string,
  clientRequestId: string,
): Promise<StoriesTable | undefined> {
  return db
    .selectFrom('stories')
    .selectAll()
    .where('user_id', '=', userId)
    .where('client_request_id', '=', clientRequestId)
    .executeTakeFirst();
}

/** Changes a story and counts `events` more on its stream; undefined when it is gone. */
export async function updateStoryStream(
  db: Kysely<Database>,
  uuid: string,
  patch: Updateable<StoriesTable>,
  events: number,
): Promise<number | undefined> {
  const row = await db
    .updateTable('stories')
    .set({ ...patch, stream_seq: sql<number>`stream_seq + ${events}` })
    .where('uuid', '=', uuid)
    .returning('stream_seq')
    .executeTakeFirst();
  return row?.stream_seq;
}

export async function updateStory(
  db: Kysely<Database>,
  uuid: string,
  patch: Updateable<StoriesTable>,
): Promise<boolean> {
  const result = await db
    .updateTable('stories')
    .set(patch)
    .where('uuid', '=', uuid)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Takes one image remake if any are left; false when the limit is reached. */
export async function takeImageRegeneration(
  db: Kysely<Database>,
  uuid: string,
  limit: number,
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable('stories')
    .set({ image_regenerations: sql<number>`image_regenerations + 1`, updated_at: now })
    .where('uuid', '=', uuid)
    .where('image_regenerations', '<', limit)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function giveImageRegenerationBack(db: Kysely<Database>, uuid: string) {
  await db
    .updateTable('stories')
    .set({ image_regenerations: sql<number>`image_regenerations - 1` })
    .where('uuid', '=', uuid)
    .where('image_regenerations', '>', 0)
    .execute();
}

export async function deleteStoryRow(db: Kysely<Database>, uuid: string): Promise<void> {
  await db.deleteFrom('stories').where('uuid', '=', uuid).execute();
}

/** Stories that should have a job working on them and were last touched before `before`. */
export async function storiesInProgress(
  db: Kysely<Database>,
  before: string,
): Promise<StoriesTable[]> {
  return db
    .selectFrom('stories')
    .selectAll()
    .where((eb) =>
      eb.or([
        eb('status', '=', 'CREATING'),
        eb.and([eb('status', '=', 'DRAFT'), eb('choices', 'is', null)]),
        eb('audio_status', '=', 'GENERATING'),
      ]),
    )
    .where('updated_at', '<', before)
    .limit(500)
    .execute();
}

export async function moveStories(db: Kysely<Database>, from: string, to: string) {
  const result = await db
    .updateTable('stories')
    .set({ user_id: to })
    .where('user_id', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function hasStories(db: Kysely<Database>, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('stories')
    .select('uuid')
    .where('user_id', '=', userId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** The viewer's own rating of the story (1–5), null when they have not rated it. */
export async function findViewerRating(
  db: Kysely<Database>,
  storyId: string,
  userId: string,
): Promise<number | null> {
  const row = await db
    .selectFrom('ratings')
    .select('rating')
    .where('story_id', '=', storyId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.rating ?? null;
}

/**
 * How many other stories of this story's owner are being made now: the job's rank, so one
 * account's burst takes turns with other families' stories.
 */
export async function otherStoriesInProgress(db: Kysely<Database>, uuid: string): Promise<number> {
  const row = await db
    .selectFrom('stories as mine')
    .innerJoin('stories as other', 'other.user_id', 'mine.user_id')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('mine.uuid', '=', uuid)
    .where('other.uuid', '!=', uuid)
    .where('other.status', '=', 'CREATING')
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
