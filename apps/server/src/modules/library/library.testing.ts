import crypto from 'node:crypto';
import type { App } from '../../app.js';
import type { StoriesTable } from '../../db/schema.js';
import { appPerFile } from '../../test/app-per-file.testing.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import {
  signUpVerified,
  type TestAccount,
  type TestHeaders as Headers,
} from '../../test/test-users.js';
import { storyMediaKey } from '../story/media/story-media.js';
import { libraryChanged } from './library-caches.js';
import { FINISHED_STORY_BOOKKEEPING, NEW_STORY_LIBRARY_COLUMNS } from '../story/story.repo.js';

// Helpers for tests of the library: stories written straight into the database (a finished
// story in whatever library state a test needs, without running the pipeline), and requests.

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The app a library test file shares, with a verified author and reader signed up on it. */
export interface LibraryTestApp extends TestApp {
  author: TestAccount;
  reader: TestAccount;
}

/** One LibraryTestApp for all of a test file's tests (appPerFile: use it inside tests). */
export function libraryAppPerFile(): LibraryTestApp {
  return appPerFile(async () => {
    const t = await createTestApp();
    const author = await signUpVerified(t.app);
    const reader = await signUpVerified(t.app);
    return { ...t, author, reader };
  });
}

export interface TestStoryOptions extends Partial<StoriesTable> {
  /** Paragraph texts (default: two short ones). */
  paragraphs?: string[];
  /** Store a picture for the first paragraph. */
  withPicture?: boolean;
}

const SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect/></svg>';

/** A READY story of `userId`, private unless `options` say otherwise; returns its uuid. */
export async function insertTestStory(
  app: App,
  userId: string,
  options: TestStoryOptions = {},
): Promise<string> {
  const {
    paragraphs = ['Once upon a time.', 'The end came softly.'],
    withPicture,
    ...row
  } = options;
  const uuid = row.uuid ?? crypto.randomUUID();
  const now = row.created_at ?? app.clock.now().toISOString();
  let imageKey: string | null = null;
  if (withPicture) {
    const bytes = new TextEncoder().encode(SVG);
    imageKey = storyMediaKey(uuid, 'image-0', 'svg', bytes);
    await app.media.put(imageKey, bytes);
  }
  const story: StoriesTable = {
    uuid,
    user_id: userId,
    child_id: userId,
    status: 'READY',
    language: 'en',
    ui_language: 'en',
    age: 6,
    genre: 'ADVENTURE',
    length: 'SHORT',
    summary: '',
    with_images: withPicture ? 1 : 0,
    with_audio: 0,
    interactive: 0,
    voice_uuid: null,
    hero: null,
    seed: uuid,
    title: 'A test story',
    word_count: 8,
    letter_count: 30,
    ...FINISHED_STORY_BOOKKEEPING,
    created_at: now,
    updated_at: now,
    completed_at: now,
    ...NEW_STORY_LIBRARY_COLUMNS,
    published_at: row.library_state === 'PUBLISHED' ? now : null,
    ...row,
  };
  await app.db.insertInto('stories').values(story).execute();
  await app.db
    .insertInto('story_paragraphs')
    .values(
      paragraphs.map((text, idx) => ({
        story_id: uuid,
        idx,
        text,
        scene: null,
        image_status: idx === 0 && imageKey ? ('READY' as const) : null,
        image_key: idx === 0 ? imageKey : null,
        image_run: 0,
        created_at: now,
        updated_at: now,
      })),
    )
    .execute();
  // Written past the services, so announced like they do: cached pages must not hide it.
  libraryChanged(app.services);
  return uuid;
}

export function send(app: App, headers: Headers, method: Method, url: string, payload?: object) {
  return app.inject({ method, url, headers, ...(payload && { payload }) });
}

/** The uuids of a StoryPage or examples response, in order. */
export function uuidsOf(body: { items: { uuid: string }[] }): string[] {
  return body.items.map((item) => item.uuid);
}

export async function storyRow(app: App, uuid: string) {
  return app.db
    .selectFrom('stories')
    .selectAll()
    .where('uuid', '=', uuid)
    .executeTakeFirstOrThrow();
}
