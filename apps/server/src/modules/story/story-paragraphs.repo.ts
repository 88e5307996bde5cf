import { sql, type Kysely, type Updateable } from 'kysely';
import type { Database, StoryParagraphsTable } from '../../db/schema.js';

export async function paragraphsOf(
  db: Kysely<Database>,
  storyId: string,
): Promise<StoryParagraphsTable[]> {
  return db
    .selectFrom('story_paragraphs')
    .selectAll()
    .where('story_id', '=', storyId)
    .orderBy('idx')
    .execute();
}

export async function insertParagraphs(
  db: Kysely<Database>,
  rows: StoryParagraphsTable[],
): Promise<void> {
  if (rows.length > 0) await db.insertInto('story_paragraphs').values(rows).execute();
}

export async function findParagraph(
  db: Kysely<Database>,
  storyId: string,
  idx: number,
): Promise<StoryParagraphsTable | undefined> {
  return db
    .selectFrom('story_paragraphs')
    .selectAll()
    .where('story_id', '=', storyId)
    .where('idx', '=', idx)
    .executeTakeFirst();
}

/** Writes a paragraph's text (and scene and picture state) whether or not it exists yet. */
export async function saveParagraph(
  db: Kysely<Database>,
  row: Pick<StoryParagraphsTable, 'story_id' | 'idx' | 'text' | 'scene' | 'image_status'> & {
    now: string;
  },
): Promise<void> {
  const { now, ...values } = row;
  await db
    .insertInto('story_paragraphs')
    .values({ ...values, image_key: null, image_run: 0, created_at: now, updated_at: now })
    .onConflict((oc) =>
      oc.columns(['story_id', 'idx']).doUpdateSet({
        text: values.text,
        scene: values.scene,
        image_status: values.image_status,
        updated_at: now,
      }),
    )
    .execute();
}

export async function updateParagraph(
  db: Kysely<Database>,
  storyId: string,
  idx: number,
  patch: Updateable<StoryParagraphsTable>,
): Promise<void> {
  await db
    .updateTable('story_paragraphs')
    .set(patch)
    .where('story_id', '=', storyId)
    .where('idx', '=', idx)
    .execute();
}

/**
 * Marks a picture as being remade with the next run, unless it is being remade already: one
 * conditional UPDATE, so of two taps at once only one gets the picture (and spends a remake).
 * Returns the new run, or undefined when the picture was taken.
 */
export async function claimPictureForRemake(
  db: Kysely<Database>,
  storyId: string,
  idx: number,
  now: string,
): Promise<number | undefined> {
  const row = await db
    .updateTable('story_paragraphs')
    .set({ image_status: 'REGENERATING', image_run: sql<number>`image_run + 1`, updated_at: now })
    .where('story_id', '=', storyId)
    .where('idx', '=', idx)
    .where('image_status', 'is not', null)
    .where('image_status', '!=', 'REGENERATING')
    .returning('image_run')
    .executeTakeFirst();
  return row?.image_run;
}

/** Removes the paragraphs from `fromIdx` on (a part being told again); returns how many. */
export async function deleteParagraphsFrom(
  db: Kysely<Database>,
  storyId: string,
  fromIdx: number,
): Promise<number> {
  const result = await db
    .deleteFrom('story_paragraphs')
    .where('story_id', '=', storyId)
    .where('idx', '>=', fromIdx)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
