/* eslint-disable @typescript-eslint/no-explicit-any -- a migration sees the database as it was then, not as schema.ts describes it now */
import { sql, type Kysely } from 'kysely';

// The shared library (docs/decisions/0008-library.md). `stories.is_public` becomes
// `library_state` (PRIVATE, PUBLISHED, HIDDEN after reports); the counters the library sorts and
// filters by are kept on the story row, changed in the transaction that changes their rows, so a
// library page is one indexed read. Ratings, reports, reads and the reporter's own hiding are
// one row per user and story, and go when either goes.

const STORY_COLUMNS: [string, 'text' | 'integer', string | number | null][] = [
  ['library_state', 'text', 'PRIVATE'],
  ['is_example', 'integer', 0],
  ['shared_at', 'text', null],
  ['published_at', 'text', null],
  ['read_count', 'integer', 0],
  ['rating_sum', 'integer', 0],
  ['rating_count', 'integer', 0],
  /** The weighted average × 1000 that `sort=rating` uses (0 while unrated). */
  ['rating_score', 'integer', 0],
  ['report_count', 'integer', 0],
];

/** What a library page filters on: kept in the sort indexes, so filtering never reads a row. */
const FILTER_COLUMNS = [
  'genre',
  'language',
  'age',
  'length',
  'rating_count',
  'rating_sum',
  'is_example',
];

// One index per sort order, led by the state and the sort keys (the names list those), then the
// filter columns; one more for counting a filter's matches. See 0008 for the query plans.
const LIBRARY_INDEXES: [string, string[]][] = [
  [
    'stories_library_state_read_count_idx',
    ['library_state', 'read_count', 'rating_score', 'uuid', ...FILTER_COLUMNS],
  ],
  [
    'stories_library_state_rating_score_idx',
    ['library_state', 'rating_score', 'read_count', 'uuid', ...FILTER_COLUMNS],
  ],
  [
    'stories_library_state_published_at_idx',
    ['library_state', 'published_at', 'uuid', ...FILTER_COLUMNS],
  ],
  [
    'stories_library_state_language_genre_idx',
    ['library_state', 'language', 'genre', 'age', 'length', 'rating_count', 'rating_sum'],
  ],
  ['stories_is_example_library_state_idx', ['is_example', 'library_state', 'language', 'genre']],
];

function perUserStoryTable(db: Kysely<any>, name: string) {
  return db.schema
    .createTable(name)
    .addColumn('story_id', 'text', (col) =>
      col.notNull().references('stories.uuid').onDelete('cascade'),
    )
    .addColumn('user_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'));
}

export async function up(db: Kysely<any>): Promise<void> {
  // SQLite alters one column per statement.
  for (const [column, type, fallback] of STORY_COLUMNS) {
    await db.schema
      .alterTable('stories')
      .addColumn(column, type, (col) => {
        if (column === 'library_state') {
          return col
            .notNull()
            .defaultTo(fallback)
            .check(sql`library_state in ('PRIVATE', 'PUBLISHED', 'HIDDEN')`);
        }
        return fallback === null ? col : col.notNull().defaultTo(fallback);
      })
      .execute();
  }
  await db
    .updateTable('stories')
    .set({ library_state: 'PUBLISHED', published_at: sql`updated_at` })
    .where('is_public', '=', 1)
    .execute();
  await db.schema.alterTable('stories').dropColumn('is_public').execute();
  for (const [name, columns] of LIBRARY_INDEXES) {
    await db.schema.createIndex(name).on('stories').columns(columns).execute();
  }

  await perUserStoryTable(db, 'ratings')
    .addColumn('rating', 'integer', (col) => col.notNull().check(sql`rating between 1 and 5`))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('ratings_pkey', ['story_id', 'user_id'])
    .execute();
  await db.schema.createIndex('ratings_user_id_idx').on('ratings').column('user_id').execute();

  await perUserStoryTable(db, 'reports')
    .addColumn('reason', 'text', (col) =>
      col
        .notNull()
        .check(
          sql`reason in ('INAPPROPRIATE_CONTENT', 'SPELLING_ERRORS', 'TOO_SHORT_OR_LONG', 'BAD_AUDIO_NARRATION', 'BORING_STORY', 'OTHER')`,
        ),
    )
    .addColumn('text', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('reports_pkey', ['story_id', 'user_id'])
    .execute();
  await db.schema.createIndex('reports_user_id_idx').on('reports').column('user_id').execute();

  // Keyed by user first: "my lists without what I hid" looks up (user, story).
  await perUserStoryTable(db, 'story_hidden_for')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('story_hidden_for_pkey', ['user_id', 'story_id'])
    .execute();

  await perUserStoryTable(db, 'story_reads')
    /** How far the reader got, in thousandths (0–1000). */
    .addColumn('progress', 'integer', (col) => col.notNull())
    /** When the read counted (progress reached READ_COUNTS_AT_PROGRESS); null before. */
    .addColumn('counted_at', 'text')
    .addColumn('listened_seconds', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('story_reads_pkey', ['story_id', 'user_id'])
    .execute();
  await db.schema
    .createIndex('story_reads_user_id_counted_at_idx')
    .on('story_reads')
    .columns(['user_id', 'counted_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['story_reads', 'story_hidden_for', 'reports', 'ratings']) {
    await db.schema.dropTable(table).execute();
  }
  for (const [name] of LIBRARY_INDEXES) await db.schema.dropIndex(name).execute();
  await db.schema
    .alterTable('stories')
    .addColumn('is_public', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db
    .updateTable('stories')
    .set({ is_public: 1 })
    .where('library_state', '=', 'PUBLISHED')
    .execute();
  for (const [column] of STORY_COLUMNS) {
    await db.schema.alterTable('stories').dropColumn(column).execute();
  }
}
