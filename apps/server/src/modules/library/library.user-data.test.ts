import { describe, expect, it } from 'vitest';
import { appPerFile } from '../../test/app-per-file.testing.js';
import { createTestApp } from '../../test/test-app.js';
import {
  movedOnConversion,
  signInAnonymous,
  signUpVerified,
  type TestSession,
} from '../../test/test-users.js';
import { ratingScore } from './library-counters.repo.js';
import { insertTestStory, send, storyRow, uuidsOf } from './library.testing.js';
import { DAY_MS } from '@monstory/contracts/time';

// A person's ratings, reports and reads when a story is deleted, when a guest registers and
// when an account is purged: the rows go or move, and the counters follow.

const t = appPerFile(() => createTestApp({ now: '2026-02-01T08:00:00.000Z' }));

const rowsOf = (table: 'ratings' | 'reports' | 'story_reads' | 'story_hidden_for', uuid: string) =>
  t.db.selectFrom(table).select('user_id').where('story_id', '=', uuid).execute();

async function engage(
  who: TestSession,
  uuid: string,
  rating: number,
  options: { report?: boolean } = {},
) {
  await send(t.app, who.headers, 'PUT', `/api/story/${uuid}/rating`, { rating });
  await send(t.app, who.headers, 'POST', `/api/story/${uuid}/read`, { progress: 0.8 });
  if (options.report) {
    await send(t.app, who.headers, 'POST', `/api/story/${uuid}/report`, { reason: 'BORING_STORY' });
  }
}

describe('deleting a story', () => {
  it('takes the ratings, reports, reads and pictures of everyone with it', async () => {
    const author = await signUpVerified(t.app);
    const reader = await signUpVerified(t.app);
    const uuid = await insertTestStory(t.app, author.userId, {
      library_state: 'PUBLISHED',
      withPicture: true,
    });
    await engage(reader, uuid, 4, { report: true });
    const story = (await send(t.app, author.headers, 'GET', `/api/story/${uuid}`)).json();
    const picture = story.paragraphs[0].image.url as string;
    expect((await send(t.app, author.headers, 'DELETE', `/api/story/${uuid}`)).statusCode).toBe(
      204,
    );
    for (const table of ['ratings', 'reports', 'story_reads', 'story_hidden_for'] as const) {
      expect(await rowsOf(table, uuid), table).toEqual([]);
    }
    expect((await t.app.inject({ method: 'GET', url: picture })).statusCode).toBe(404);
  });
});

describe('a guest who registers', () => {
  it('brings their ratings, reports and reads; where both did the same, the account’s stays', async () => {
    const author = await signUpVerified(t.app);
    const both = await insertTestStory(t.app, author.userId, { library_state: 'PUBLISHED' });
    const guestOnly = await insertTestStory(t.app, author.userId, { library_state: 'PUBLISHED' });
    const guest = await signInAnonymous(t.app);
    const parent = await signUpVerified(t.app);
    await engage(guest, both, 1, { report: true });
    await engage(parent, both, 5, { report: true });
    await engage(guest, guestOnly, 3, { report: true });
    expect(await storyRow(t.app, both)).toMatchObject({
      read_count: 2,
      rating_count: 2,
      report_count: 2,
    });

    expect((await movedOnConversion(t.app, parent, guest)).library).toBeGreaterThan(0);
    expect(await storyRow(t.app, both)).toMatchObject({
      read_count: 1,
      rating_sum: 5,
      rating_count: 1,
      rating_score: ratingScore(5, 1),
      report_count: 1,
    });
    expect(await storyRow(t.app, guestOnly)).toMatchObject({
      read_count: 1,
      rating_sum: 3,
      report_count: 1,
    });
    for (const table of ['ratings', 'reports', 'story_reads', 'story_hidden_for'] as const) {
      expect(await rowsOf(table, guestOnly), table).toEqual([{ user_id: parent.userId }]);
    }
    const library = (
      await send(t.app, parent.headers, 'GET', '/api/library/stories?pageSize=48')
    ).json();
    expect(uuidsOf(library)).not.toContain(guestOnly);
  });
});

describe('a purged account', () => {
  it('takes its ratings, reports and reads off other people’s stories', async () => {
    const author = await signUpVerified(t.app);
    const uuid = await insertTestStory(t.app, author.userId, { library_state: 'PUBLISHED' });
    const leaving = await signUpVerified(t.app);
    const staying = await signUpVerified(t.app);
    await engage(leaving, uuid, 1, { report: true });
    await engage(staying, uuid, 4);
    await send(t.app, leaving.headers, 'POST', '/api/login', {});
    expect((await send(t.app, leaving.headers, 'DELETE', '/api/profile')).statusCode).toBe(200);
    t.clock.advance(31 * DAY_MS);
    expect((await t.app.accountLifecycle.runOnce()).deletionRequested).toBe(1);
    expect(await storyRow(t.app, uuid)).toMatchObject({
      read_count: 1,
      rating_sum: 4,
      rating_count: 1,
      report_count: 0,
    });
    expect(await rowsOf('ratings', uuid)).toEqual([{ user_id: staying.userId }]);
  });
});
