import { afterEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/test-app.js';
import { createStoryTestApp } from '../../story/story.testing.js';
import { signInAnonymous } from '../../../test/test-users.js';
import { send, uuidsOf } from '../library.testing.js';
import { EXAMPLES, exampleUuid } from './example-catalogue.js';
import { seedExamplesJob } from './example-seed.js';
import { EXAMPLES_USER_ID } from './system-user.repo.js';

// The example stories that ship with the product: present after a fresh start, the same on
// every install, owned by a user nobody can sign in as.

let t: TestApp;
afterEach(() => t.close());

/** A fresh install whose process runs jobs, as `npm start` does. */
async function freshStart() {
  t = await createStoryTestApp({ config: { runWorkers: true } });
  await t.app.ready();
  await t.app.jobs.runUntilIdle();
  // A running worker may hold the start-up job past runUntilIdle on a busy machine: wait until
  // the whole set is there, as every case here starts from it.
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const { count } = await t.db
      .selectFrom('stories')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('user_id', '=', EXAMPLES_USER_ID)
      .executeTakeFirstOrThrow();
    if (Number(count) >= EXAMPLES.length) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
    await t.app.jobs.runUntilIdle();
  }
  throw new Error('the example stories were not all made within 20 s');
}

describe('example stories', () => {
  it('are in the library after a fresh start, one per genre in Norwegian and English', async () => {
    await freshStart();
    const examples = (await send(t.app, {}, 'GET', '/api/example-stories')).json();
    expect(uuidsOf(examples).sort()).toEqual(EXAMPLES.map(exampleUuid).sort());
    for (const language of ['no', 'en'] as const) {
      const items = (
        await send(t.app, {}, 'GET', `/api/example-stories?language=${language}`)
      ).json().items as {
        genre: string;
        title: string;
        coverUrl: string | null;
        isExample: boolean;
      }[];
      expect(new Set(items.map((item) => item.genre)).size).toBe(9);
      for (const item of items) {
        expect(item.title).not.toBe('');
        expect(item.coverUrl).not.toBeNull();
        expect(item.isExample).toBe(true);
      }
    }
    const [first] = examples.items as { uuid: string }[];
    const story = (await send(t.app, {}, 'GET', `/api/public/story/${first?.uuid}`)).json();
    expect(story.paragraphs.length).toBeGreaterThan(1);
    const picture = story.paragraphs.find((p: { image: unknown }) => p.image).image.url as string;
    const image = await t.app.inject({ method: 'GET', url: picture });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toContain('image/svg+xml');
  });

  it('fill the shelves of a fresh library: examples and one per genre', async () => {
    await freshStart();
    const guest = await signInAnonymous(t.app);
    const response = await send(t.app, guest.headers, 'GET', '/api/library/shelves?language=en');
    const shelves = response.json().shelves as { kind: string; stories: unknown[] }[];
    expect(shelves.map((s) => s.kind)).toEqual(['popular', 'examples', ...Array(9).fill('genre')]);
    expect(shelves[1]?.stories).toHaveLength(9);
  });

  it('are made once: running the job again changes nothing', async () => {
    await freshStart();
    const before = await t.db
      .selectFrom('stories')
      .select(['uuid', 'title'])
      .orderBy('uuid')
      .execute();
    const again = await t.app.jobs.enqueue(seedExamplesJob, { version: 99 });
    await t.app.jobs.runUntilIdle();
    expect((await t.app.jobs.get(again.id))?.result).toEqual({ made: 0 });
    expect(
      await t.db.selectFrom('stories').select(['uuid', 'title']).orderBy('uuid').execute(),
    ).toEqual(before);
  });

  it('are owned by a user nobody can sign in as', async () => {
    await freshStart();
    const owners = await t.db.selectFrom('stories').select('user_id').distinct().execute();
    expect(owners).toEqual([{ user_id: EXAMPLES_USER_ID }]);
    const accounts = await t.db
      .selectFrom('account')
      .select('id')
      .where('userId', '=', EXAMPLES_USER_ID)
      .execute();
    expect(accounts).toEqual([]);
    for (const [path, payload] of [
      ['/api/auth/sign-in/email', { email: 'monstory-examples', password: 'whatever-it-is-1' }],
      ['/api/auth/request-password-reset', { email: 'monstory-examples' }],
    ] as const) {
      const response = await t.app.inject({ method: 'POST', url: path, payload });
      expect(response.statusCode, path).toBeGreaterThanOrEqual(400);
    }
  });

  it('are not made by a process that does not run jobs', async () => {
    t = await createStoryTestApp();
    await t.app.ready();
    await t.app.jobs.runUntilIdle();
    expect(await t.db.selectFrom('stories').select('uuid').execute()).toEqual([]);
  });
});
