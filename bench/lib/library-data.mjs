// The library benchmark's data: 100,000 stories from a fixed seed, written straight into the
// database (SQLite file or PostgreSQL schema), and the guests that read them.
import crypto from 'node:crypto';
import Sqlite from 'better-sqlite3';
import pg from 'pg';
import { StoryLength } from '../../packages/contracts/src/enums.ts';
import { Genre } from '../../packages/contracts/src/story-shape.ts';
import { ratingScore } from '../../apps/server/src/modules/library/library-counters.repo.ts';
import {
  FINISHED_STORY_BOOKKEEPING,
  NEW_STORY_LIBRARY_COLUMNS,
} from '../../apps/server/src/modules/story/story.repo.ts';
import { json } from './guests.mjs';
import { seededRandom } from './seeded-random.mjs';

export const STORIES = 100_000;

export function storyRows(ownerId, count = STORIES) {
  // A fixed seed, so every run inserts the same library.
  const next = seededRandom(2026);
  const start = Date.parse('2026-01-01T00:00:00.000Z');
  const stories = [];
  const paragraphs = [];
  for (let i = 0; i < count; i += 1) {
    const uuid = crypto.randomUUID();
    const at = new Date(start + i * 60_000).toISOString();
    const ratingCount = Math.floor(next() ** 2 * 40);
    const ratingSum = Math.round(ratingCount * (1 + next() * 4));
    stories.push({
      uuid,
      user_id: ownerId,
      // The owner's first child has the account's own id.
      child_id: ownerId,
      status: 'READY',
      language: next() < 0.5 ? 'no' : 'en',
      ui_language: 'no',
      age: 3 + Math.floor(next() * 10),
      genre: Genre[Math.floor(next() * Genre.length)],
      length: StoryLength[Math.floor(next() * StoryLength.length)],
      summary: '',
      with_images: 1,
      with_audio: 0,
      interactive: 0,
      seed: uuid,
      title: `Story number ${i}`,
      word_count: 400,
      letter_count: 1600,
      // The same bookkeeping and library columns the server writes, so the bench's rows keep
      // up with the schema.
      ...FINISHED_STORY_BOOKKEEPING,
      ...NEW_STORY_LIBRARY_COLUMNS,
      created_at: at,
      updated_at: at,
      completed_at: at,
      library_state: next() < 0.97 ? 'PUBLISHED' : 'HIDDEN',
      published_at: at,
      read_count: Math.floor(next() ** 3 * 5_000),
      rating_sum: ratingSum,
      rating_count: ratingCount,
      rating_score: ratingScore(ratingSum, ratingCount),
    });
    paragraphs.push({
      story_id: uuid,
      idx: 0,
      text: 'Once upon a time there was a story in a very big library.',
      image_status: 'READY',
      image_key: `private/stories/${uuid}/image-0.0123456789abcdef.svg`,
      image_run: 0,
      created_at: at,
      updated_at: at,
    });
  }
  return { stories, paragraphs };
}

export function insertSqlite(file, table, rows) {
  const db = new Sqlite(file);
  const columns = Object.keys(rows[0]);
  const insert = db.prepare(
    `insert into ${table} (${columns.join(', ')}) values (${columns.map((c) => `@${c}`).join(', ')})`,
  );
  db.transaction(() => rows.forEach((row) => insert.run(row)))();
  db.close();
}

export async function insertPostgres(url, table, rows) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const columns = Object.keys(rows[0]);
  const batch = Math.floor(60_000 / columns.length);
  for (let i = 0; i < rows.length; i += batch) {
    const chunk = rows.slice(i, i + batch);
    const values = chunk.map(
      (_, r) => `(${columns.map((_, c) => `$${r * columns.length + c + 1}`).join(', ')})`,
    );
    await client.query(
      `insert into ${table} (${columns.join(', ')}) values ${values.join(', ')}`,
      chunk.flatMap((row) => columns.map((c) => row[c])),
    );
  }
  // What autovacuum does soon after a bulk load: statistics, and the visibility map that lets
  // an index-only scan skip the table.
  await client.query(`vacuum analyze ${table}`);
  await client.end();
}

/** A schema of its own in TEST_DATABASE_URL's database, dropped afterwards. */
export async function postgresSchema(base) {
  const schema = `bench_library_${crypto.randomBytes(4).toString('hex')}`;
  const admin = async (text) => {
    const client = new pg.Client({ connectionString: base });
    await client.connect();
    await client.query(text);
    await client.end();
  };
  await admin(`create schema ${schema}`);
  const url = new URL(base);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return { url: url.toString(), drop: () => admin(`drop schema if exists ${schema} cascade`) };
}

/**
 * Waits until the example stories a fresh install makes on its first start are all there, so
 * that making them (on the API thread) is not part of what a benchmark measures.
 */
export async function examplesMade(baseURL, count) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const { items } = await json(await fetch(`${baseURL}/api/example-stories`));
    if (items.length >= count) return;
    if (Date.now() > deadline) throw new Error(`only ${items.length} of ${count} examples made`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
