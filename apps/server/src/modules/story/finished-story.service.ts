import type { StoriesTable, StoryParagraphsTable } from '../../db/schema.js';
import type { ServiceContext } from '../../platform/service-context.js';
import { insertParagraphs } from './story-paragraphs.repo.js';
import {
  FINISHED_STORY_BOOKKEEPING,
  NEW_STORY_LIBRARY_COLUMNS,
  findStory,
  insertStoryIfNew,
} from './story.repo.js';
import { countLetters, countWords } from './view/story-view.js';

// A story written whole at once rather than by the pipeline (the library's examples): its row
// and paragraphs in one transaction, so a crash halfway leaves nothing and the next try writes
// the same story again.

type LibraryColumns = keyof typeof NEW_STORY_LIBRARY_COLUMNS;

/**
 * A finished story's row, less what this module keeps about how it was made and counted; its
 * library columns are a new story's (private, unrated, unread) unless given.
 */
export type FinishedStoryRow = Omit<
  StoriesTable,
  keyof typeof FINISHED_STORY_BOOKKEEPING | 'word_count' | 'letter_count' | LibraryColumns
> &
  Partial<Pick<StoriesTable, LibraryColumns>>;

export async function storyExists(ctx: Pick<ServiceContext, 'db'>, uuid: string): Promise<boolean> {
  return (await findStory(ctx.db, uuid)) !== undefined;
}

/** Writes the story and its paragraphs unless its uuid exists: true when it was written. */
export async function writeFinishedStory(
  ctx: Pick<ServiceContext, 'db'>,
  story: FinishedStoryRow,
  paragraphs: StoryParagraphsTable[],
): Promise<boolean> {
  const text = paragraphs.map((p) => p.text).join('\n');
  const row: StoriesTable = {
    ...NEW_STORY_LIBRARY_COLUMNS,
    ...story,
    ...FINISHED_STORY_BOOKKEEPING,
    word_count: countWords(text),
    letter_count: countLetters(text),
  };
  return ctx.db.transaction().execute(async (trx) => {
    if (!(await insertStoryIfNew(trx, row))) return false;
    await insertParagraphs(trx, paragraphs);
    return true;
  });
}
