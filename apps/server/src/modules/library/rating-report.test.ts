import { LIBRARY_HIDE_AFTER_REPORTS } from '@monstory/contracts/library';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { signInAnonymous, signUpVerified, type TestAccount } from '../../test/test-users.js';
import { ratingScore } from './library-counters.repo.js';
import { insertTestStory, send, storyRow, uuidsOf } from './library.testing.js';

// PUT /api/story/:uuid/rating and POST /api/story/:uuid/report.

let t: TestApp;
let author: TestAccount;

beforeAll(async () => {
  t = await createTestApp();
  author = await signUpVerified(t.app);
});
afterAll(() => t.close());

const publishedStory = () => insertTestStory(t.app, author.userId, { library_state: 'PUBLISHED' });
const rate = (headers: Record<string, string>, uuid: string, rating: number) =>
  send(t.app, headers, 'PUT', `/api/story/${uuid}/rating`, { rating });
const report = (headers: Record<string, string>, uuid: string, body: object) =>
  send(t.app, headers, 'POST', `/api/story/${uuid}/report`, body);

describe('rating a story', () => {
  it('keeps one changeable rating per person and shows it back', async () => {
    const uuid = await publishedStory();
    const reader = await signUpVerified(t.app);
    const first = await rate(reader.headers, uuid, 2);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ ratingAverage: 2, ratingCount: 1, myRating: 2 });
    expect((await rate(author.headers, uuid, 5)).json()).toEqual({
      ratingAverage: 3.5,
      ratingCount: 2,
      myRating: 5,
    });
    expect((await rate(reader.headers, uuid, 4)).json()).toMatchObject({
      ratingAverage: 4.5,
      ratingCount: 2,
    });
    const story = (await send(t.app, reader.headers, 'GET', `/api/story/${uuid}`)).json();
    expect(story).toMatchObject({ ratingAverage: 4.5, ratingCount: 2, myRating: 4 });
    expect(await storyRow(t.app, uuid)).toMatchObject({
      rating_sum: 9,
      rating_count: 2,
      rating_score: ratingScore(9, 2),
    });
  });

  it('keeps the counters right under concurrent ratings', async () => {
    const uuid = await publishedStory();
    const readers = await Promise.all(Array.from({ length: 12 }, () => signInAnonymous(t.app)));
    const ratings = readers.map((_, i) => (i % 5) + 1);
    const responses = await Promise.all(
      readers.flatMap((r, i) => [rate(r.headers, uuid, 1), rate(r.headers, uuid, ratings[i] ?? 1)]),
    );
    expect(responses.every((r) => r.statusCode === 200)).toBe(true);
    const rows = await t.db
      .selectFrom('ratings')
      .select('rating')
      .where('story_id', '=', uuid)
      .execute();
    const sum = rows.reduce((total, row) => total + row.rating, 0);
    expect(rows).toHaveLength(12);
    expect(await storyRow(t.app, uuid)).toMatchObject({
      rating_sum: sum,
      rating_count: 12,
      rating_score: ratingScore(sum, 12),
    });
  });

  it('accepts only whole ratings from 1 to 5', async () => {
    const uuid = await publishedStory();
    for (const rating of [0, 6, 3.5]) {
      expect((await rate(author.headers, uuid, rating)).statusCode).toBe(400);
    }
  });
});

describe('reporting a story', () => {
  it('takes it out of the reporter’s library at once, and counts one report per person', async () => {
    const uuid = await publishedStory();
    const reader = await signUpVerified(t.app);
    const page = async () =>
      (await send(t.app, reader.headers, 'GET', '/api/library/stories?pageSize=48')).json();
    const inLibrary = async () => uuidsOf(await page());
    expect(await inLibrary()).toContain(uuid);
    const total = (await page()).total as number;
    const body = { reason: 'BORING_STORY' };
    expect((await report(reader.headers, uuid, body)).statusCode).toBe(204);
    expect((await report(reader.headers, uuid, body)).statusCode).toBe(204);
    expect(await inLibrary()).not.toContain(uuid);
    expect((await page()).total).toBe(total - 1);
    expect((await storyRow(t.app, uuid)).report_count).toBe(1);
    // Still readable by link: reporting hides it from lists, not from the reader.
    expect((await send(t.app, reader.headers, 'GET', `/api/story/${uuid}`)).statusCode).toBe(200);
  });

  it(`hides a story from everyone after ${LIBRARY_HIDE_AFTER_REPORTS} people reported it`, async () => {
    const uuid = await publishedStory();
    const bystander = await signUpVerified(t.app);
    const reporters = await Promise.all(
      Array.from({ length: LIBRARY_HIDE_AFTER_REPORTS }, () => signUpVerified(t.app)),
    );
    for (const [i, reporter] of reporters.entries()) {
      await report(reporter.headers, uuid, { reason: 'INAPPROPRIATE_CONTENT' });
      const row = await storyRow(t.app, uuid);
      expect(row.library_state).toBe(i + 1 < LIBRARY_HIDE_AFTER_REPORTS ? 'PUBLISHED' : 'HIDDEN');
    }
    const library = (
      await send(t.app, bystander.headers, 'GET', '/api/library/stories?pageSize=48')
    ).json();
    expect(uuidsOf(library)).not.toContain(uuid);
    expect((await send(t.app, bystander.headers, 'GET', `/api/story/${uuid}`)).statusCode).toBe(
      404,
    );
    expect((await send(t.app, {}, 'GET', `/api/public/story/${uuid}`)).statusCode).toBe(404);
    // The owner keeps it, and cannot put it back before a review.
    const owned = await send(t.app, author.headers, 'GET', `/api/story/${uuid}`);
    expect(owned.json()).toMatchObject({ isPublic: false });
    const republish = await send(t.app, author.headers, 'PUT', `/api/story/${uuid}/publish`, {
      public: true,
    });
    expect(republish.statusCode).toBe(422);
    expect(republish.json().error.code).toBe('STORY_NOT_PUBLISHABLE');
  });

  it('lets the owner report their own story: gone from their lists, not counted', async () => {
    const uuid = await publishedStory();
    expect((await report(author.headers, uuid, { reason: 'SPELLING_ERRORS' })).statusCode).toBe(
      204,
    );
    expect((await storyRow(t.app, uuid)).report_count).toBe(0);
    const own = (await send(t.app, author.headers, 'GET', '/api/stories?pageSize=48')).json();
    expect(uuidsOf(own)).not.toContain(uuid);
  });

  it('needs a known reason, and its own text for OTHER', async () => {
    const uuid = await publishedStory();
    expect((await report(author.headers, uuid, { reason: 'UGLY' })).statusCode).toBe(400);
    expect((await report(author.headers, uuid, { reason: 'OTHER' })).statusCode).toBe(400);
    expect((await report(author.headers, uuid, { reason: 'OTHER', text: '  ' })).statusCode).toBe(
      400,
    );
    const ok = await report(author.headers, uuid, { reason: 'OTHER', text: ' The dog vanishes ' });
    expect(ok.statusCode).toBe(204);
    const row = await t.db
      .selectFrom('reports')
      .selectAll()
      .where('story_id', '=', uuid)
      .executeTakeFirst();
    expect(row).toMatchObject({ reason: 'OTHER', text: 'The dog vanishes' });
  });
});
