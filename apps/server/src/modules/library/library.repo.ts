import type { LibrarySort } from '@monstory/contracts/library';
import { AGE_BAND_AGES, type AgeBand } from '@monstory/contracts/story-shape';
import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import type { Database } from '../../db/schema.js';

// The library's reads (docs/decisions/0008-library.md, with the query plans). A page is two
// steps: the uuids of the page, found by walking the index of its sort order — which also holds
// every filter column, so no story row is read until the page is known — then the cards of just
// those stories. Counting a filter's matches has an index of its own.

export interface LibraryFilter {
  genre?: string | undefined;
  ageBand?: AgeBand | undefined;
  length?: string | undefined;
  language?: string | undefined;
  minRating?: number | undefined;
  /** Only stories someone has rated (the best-rated shelf). */
  rated?: boolean;
  examplesOnly?: boolean;
}

type StoriesEb = ExpressionBuilder<Database, 'stories'>;

export function hiddenFor(eb: StoriesEb, viewerId: string) {
  return eb.exists(
    eb
      .selectFrom('story_hidden_for')
      .select('story_hidden_for.story_id')
      .whereRef('story_hidden_for.story_id', '=', 'stories.uuid')
      .where('story_hidden_for.user_id', '=', viewerId),
  );
}

/** The stories the viewer hid by reporting them: usually none, at most a few. */
export async function hiddenStoryIds(db: Kysely<Database>, viewerId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('story_hidden_for')
    .select('story_id')
    .where('user_id', '=', viewerId)
    .execute();
  return rows.map((row) => row.story_id);
}

/** In the library (published, which examples are too), matching the filter. */
export function inLibrary(eb: StoriesEb, filter: LibraryFilter): Expression<SqlBool> {
  const conditions: Expression<SqlBool>[] = [eb('stories.library_state', '=', 'PUBLISHED')];
  if (filter.genre) conditions.push(eb('stories.genre', '=', filter.genre));
  if (filter.language) conditions.push(eb('stories.language', '=', filter.language));
  // By the length chosen when the story was made: its minutes are its own age band's (storyMinutes),
  // so a short story for a 4-year-old (3 min) and one for a 10-year-old (5 min) both match SHORT.
  if (filter.length) conditions.push(eb('stories.length', '=', filter.length));
  if (filter.ageBand) {
    const [min, max] = AGE_BAND_AGES[filter.ageBand];
    conditions.push(eb('stories.age', '>=', min), eb('stories.age', '<=', max));
  }
  if (filter.minRating !== undefined) {
    // average ≥ minRating, in integers: sum ≥ minRating × count.
    conditions.push(
      eb('stories.rating_count', '>', 0),
      eb('stories.rating_sum', '>=', eb('stories.rating_count', '*', filter.minRating)),
    );
  }
  if (filter.rated) conditions.push(eb('stories.rating_count', '>', 0));
  if (filter.examplesOnly) conditions.push(eb('stories.is_example', '=', 1));
  return eb.and(conditions);
}

const ORDER: Record<LibrarySort, ['read_count' | 'rating_score' | 'published_at' | 'uuid'][]> = {
  popular: [['read_count'], ['rating_score'], ['uuid']],
  rating: [['rating_score'], ['read_count'], ['uuid']],
  newest: [['published_at'], ['uuid']],
};

export interface CardRow {
  uuid: string;
  user_id: string;
  title: string;
  genre: string;
  age: number;
  length: string;
  language: string;
  audio_status: string;
  interactive: number;
  rating_sum: number;
  rating_count: number;
  read_count: number;
  library_state: string;
  is_example: number;
  created_at: string;
  cover_key: string | null;
}

/** Every column a story card needs, and the first picture as its cover. */
export function cards(db: Kysely<Database>) {
  return db
    .selectFrom('stories')
    .select([
      'stories.uuid',
      'stories.user_id',
      'stories.title',
      'stories.genre',
      'stories.age',
      'stories.length',
      'stories.language',
      'stories.audio_status',
      'stories.interactive',
      'stories.rating_sum',
      'stories.rating_count',
      'stories.read_count',
      'stories.library_state',
      'stories.is_example',
      'stories.created_at',
    ])
    .select((eb) =>
      eb
        .selectFrom('story_paragraphs')
        .select('story_paragraphs.image_key')
        .whereRef('story_paragraphs.story_id', '=', 'stories.uuid')
        .where('story_paragraphs.image_key', 'is not', null)
        .orderBy('story_paragraphs.idx')
        .limit(1)
        .as('cover_key'),
    );
}

export interface PageSpec {
  sort: LibrarySort;
  limit: number;
  offset: number;
}

/** One page of the library without the stories in `hidden` (the viewer's). */
export async function libraryCards(
  db: Kysely<Database>,
  filter: LibraryFilter,
  page: PageSpec,
  hidden: string[],
): Promise<CardRow[]> {
  let ids = db
    .selectFrom('stories')
    .select('stories.uuid')
    .where((eb) => inLibrary(eb, filter))
    .$if(hidden.length > 0, (q) => q.where('stories.uuid', 'not in', hidden));
  let query = cards(db);
  for (const [column] of ORDER[page.sort]) {
    ids = ids.orderBy(`stories.${column}`, 'desc');
    query = query.orderBy(`stories.${column}`, 'desc');
  }
  return query.where('stories.uuid', 'in', ids.limit(page.limit).offset(page.offset)).execute();
}

export const count = sql<number>`cast(count(*) as integer)`;

/** How many stories the filter matches in the library, for everyone. */
export async function countLibrary(db: Kysely<Database>, filter: LibraryFilter): Promise<number> {
  const row = await db
    .selectFrom('stories')
    .select(count.as('n'))
    .where((eb) => inLibrary(eb, filter))
    .executeTakeFirstOrThrow();
  return row.n;
}

/** How many of those the viewer hid: from their own few hidden stories to the library's. */
export async function countHiddenInLibrary(
  db: Kysely<Database>,
  filter: LibraryFilter,
  viewerId: string,
): Promise<number> {
  // CROSS JOIN keeps SQLite's planner starting from the viewer's rows (PostgreSQL reads it as a
  // plain join and plans it alike).
  const row = await db
    .selectFrom('story_hidden_for')
    .crossJoin('stories')
    .select(count.as('n'))
    .where('story_hidden_for.user_id', '=', viewerId)
    .whereRef('stories.uuid', '=', 'story_hidden_for.story_id')
    .where((eb) => inLibrary(eb, filter))
    .executeTakeFirstOrThrow();
  return row.n;
}
