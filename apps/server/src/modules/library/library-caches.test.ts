import { randomUUID } from 'node:crypto';
import { StoryPageSchema } from '@monstory/contracts/library';
import { describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { signInAnonymous, type TestHeaders as Headers } from '../../test/test-users.js';
import { LIBRARY_CHANNEL, libraryCaches, libraryChanged, PAGE_TTL_MS } from './library-caches.js';
import { forViewer, pageBody, pageJson, publicCards } from './library-public-page.js';
import { insertTestStory, libraryAppPerFile, send, uuidsOf } from './library.testing.js';

// The library page everyone shares (library-public-page.ts) against the rules it must keep:
// a viewer's own stories are theirs, stories they reported are gone for them at once, and every
// announced change is read again at once.

const t = libraryAppPerFile();

const list = async (query: string, headers: Headers = t.reader.headers) => {
  const response = await send(t.app, headers, 'GET', `/api/library/stories?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

const published = (genre: string, options: Parameters<typeof insertTestStory>[2] = {}) =>
  insertTestStory(t.app, t.author.userId, { library_state: 'PUBLISHED', genre, ...options });

describe('the shared library page', () => {
  it('is one page for everyone, on which only the owner’s stories say isOwner', async () => {
    const mine = await published('SPACE', { read_count: 9 });
    const theirs = await insertTestStory(t.app, t.reader.userId, {
      library_state: 'PUBLISHED',
      genre: 'SPACE',
      read_count: 1,
    });
    const query = 'genre=SPACE&sort=popular';
    const forAuthor = await list(query, t.author.headers);
    const forReader = await list(query);
    const forGuest = await list(query, (await signInAnonymous(t.app)).headers);
    for (const page of [forAuthor, forReader, forGuest]) {
      expect(uuidsOf(page)).toEqual([mine, theirs]);
    }
    expect(forAuthor.items.map((card: { isOwner: boolean }) => card.isOwner)).toEqual([
      true,
      false,
    ]);
    expect(forReader.items.map((card: { isOwner: boolean }) => card.isOwner)).toEqual([
      false,
      true,
    ]);
    expect(forGuest.items.map((card: { isOwner: boolean }) => card.isOwner)).toEqual([
      false,
      false,
    ]);
    // The cached cards themselves were not changed by the author's or reader's view.
    expect((await list(query, t.author.headers)).items[0].isOwner).toBe(true);
    expect((await list(query)).items[0].isOwner).toBe(false);
  });

  it('writes the shared page as exactly the JSON the page schema’s serializer writes', async () => {
    await published('MYSTERY', { read_count: 2, withPicture: true });
    await insertTestStory(t.app, t.reader.userId, {
      library_state: 'PUBLISHED',
      genre: 'MYSTERY',
      read_count: 1,
    });
    const filter = { genre: 'MYSTERY' as const };
    const cards = await publicCards(t.app.services, filter, {
      sort: 'popular',
      limit: 12,
      offset: 0,
    });
    const meta = { page: 1, pageSize: 12, total: 2, totalPages: 1 };
    for (const viewer of [t.author.userId, t.reader.userId, 'someone else']) {
      const serialized = JSON.stringify(
        StoryPageSchema.parse({ items: forViewer(cards, viewer), ...meta }),
      );
      expect(pageJson(cards, viewer, meta)).toBe(serialized);
      expect(pageBody(cards, viewer, meta).toString()).toBe(serialized);
    }
    // Kept bytes follow the total.
    const fewer = { ...meta, total: 1 };
    expect(JSON.parse(pageBody(cards, 'someone else', fewer).toString())).toMatchObject(fewer);
    const response = await send(
      t.app,
      t.reader.headers,
      'GET',
      '/api/library/stories?genre=MYSTERY',
    );
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(StoryPageSchema.parse(response.json())).toEqual(response.json());
  });

  it('never shows a story to the one who reported it, while others still get the shared page', async () => {
    const reported = await published('FUNNY');
    const kept = await published('FUNNY');
    const reporter = await signInAnonymous(t.app);
    const query = 'genre=FUNNY';
    expect((await list(query, reporter.headers)).total).toBe(2);
    expect((await list(query)).total).toBe(2);

    const response = await send(t.app, reporter.headers, 'POST', `/api/story/${reported}/report`, {
      reason: 'BORING_STORY',
    });
    expect(response.statusCode).toBe(204);
    const theirs = await list(query, reporter.headers);
    expect(uuidsOf(theirs)).toEqual([kept]);
    expect(theirs.total).toBe(1);
    expect(uuidsOf(await list(query)).sort()).toEqual([reported, kept].sort());
    const shelves = await send(t.app, reporter.headers, 'GET', '/api/library/shelves');
    const onShelves = shelves
      .json()
      .shelves.flatMap((shelf: { stories: { uuid: string }[] }) => shelf.stories)
      .map((card: { uuid: string }) => card.uuid);
    expect(onShelves).toContain(kept);
    expect(onShelves).not.toContain(reported);
  });

  it('reads the page again after a rating, unpublishing and deleting', async () => {
    const rated = await published('BEDTIME', { read_count: 3 });
    const unpublished = await published('BEDTIME', { read_count: 2 });
    const deleted = await published('BEDTIME', { read_count: 1 });
    const query = 'genre=BEDTIME&sort=popular';
    expect(uuidsOf(await list(query))).toEqual([rated, unpublished, deleted]);

    const rating = await send(t.app, t.reader.headers, 'PUT', `/api/story/${rated}/rating`, {
      rating: 4,
    });
    expect(rating.statusCode).toBe(200);
    expect((await list(query)).items[0]).toMatchObject({ ratingAverage: 4, ratingCount: 1 });

    const unpublishing = await send(
      t.app,
      t.author.headers,
      'PUT',
      `/api/story/${unpublished}/publish`,
      { public: false },
    );
    expect(unpublishing.statusCode).toBe(200);
    expect(uuidsOf(await list(query))).toEqual([rated, deleted]);

    const deleting = await send(t.app, t.author.headers, 'DELETE', `/api/story/${deleted}`);
    expect(deleting.statusCode).toBe(204);
    const page = await list(query);
    expect(uuidsOf(page)).toEqual([rated]);
    expect(page.total).toBe(1);
  });

  it('keeps a page at most PAGE_TTL_MS behind a change nobody announces (reads)', async () => {
    const first = await published('ANIMALS', { read_count: 5 });
    const second = await published('ANIMALS', { read_count: 4 });
    const query = 'genre=ANIMALS&sort=popular';
    expect(uuidsOf(await list(query))).toEqual([first, second]);
    await t.db.updateTable('stories').set({ read_count: 50 }).where('uuid', '=', second).execute();
    expect(uuidsOf(await list(query))).toEqual([first, second]);
    t.clock.advance(PAGE_TTL_MS);
    expect(uuidsOf(await list(query))).toEqual([second, first]);
  });
});

const redisUrl = process.env.TEST_REDIS_URL;

describe.runIf(redisUrl)('library changes over the Redis event bus', () => {
  it('drop the other replicas’ caches, and not the announcing one’s own refill', async () => {
    const config = {
      redisUrl: redisUrl!,
      redisPrefix: `monstory-test-${randomUUID().slice(0, 8)}`,
    };
    const one = await createTestApp({ config });
    const other = await createTestApp({ config });
    try {
      const viewer = await signInAnonymous(other.app);
      const filled = await send(other.app, viewer.headers, 'GET', '/api/library/stories');
      expect(filled.statusCode).toBe(200);
      const pagesOf = (app: TestApp) => libraryCaches(app.app.services).pages;
      expect(pagesOf(other).size).toBe(1);

      let heard!: () => void;
      const heardByOne = new Promise<void>((resolve) => (heard = resolve));
      const unsubscribe = await one.app.events.subscribe(LIBRARY_CHANNEL, () => heard());
      libraryChanged(one.app.services);
      // Refilled before any message can arrive: its own message must leave this alone.
      void pagesOf(one).get('refilled', () => Promise.resolve({ items: [], owners: [], json: [] }));
      await heardByOne;
      unsubscribe();
      expect(pagesOf(one).size).toBe(1);
      while (pagesOf(other).size > 0) await new Promise(setImmediate);
    } finally {
      await one.close();
      await other.close();
    }
  });
});
