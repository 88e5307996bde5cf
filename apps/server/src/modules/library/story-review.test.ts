import { LIBRARY_HIDE_AFTER_REPORTS } from '@monstory/contracts/library';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import {
  signInAnonymous,
  signUpVerified,
  type TestAccount,
  type TestSession,
} from '../../test/test-users.js';
import { EXAMPLES_USER_ID, ensureExamplesUser } from './examples/system-user.repo.js';
import { insertTestStory, send, storyRow, uuidsOf } from './library.testing.js';
import { reviewQueue, reviewStory } from './story-review.js';

// Each test signs up several accounts: slow on PostgreSQL on a busy machine.
const SLOW = 120_000;

// Reports cannot silence a story: guests' reports hide it for themselves only; reports from
// enough verified accounts send it to the team's review queue, which restores or removes it.

let t: TestApp;
let author: TestAccount;
beforeAll(async () => {
  t = await createTestApp();
  author = await signUpVerified(t.app);
  await ensureExamplesUser(t.db, t.clock.now());
});
afterAll(() => t.close());

const report = (who: TestSession, uuid: string) =>
  send(t.app, who.headers, 'POST', `/api/story/${uuid}/report`, {
    reason: 'INAPPROPRIATE_CONTENT',
  });
const libraryOf = async (who: TestSession) =>
  uuidsOf((await send(t.app, who.headers, 'GET', '/api/library/stories?pageSize=48')).json());
const examples = async () => uuidsOf((await send(t.app, {}, 'GET', '/api/example-stories')).json());
const publicStatus = async (uuid: string) =>
  (await send(t.app, {}, 'GET', `/api/public/story/${uuid}`)).statusCode;

async function reportBy(count: number, make: () => Promise<TestSession>, uuid: string) {
  const reporters: TestSession[] = [];
  for (let i = 0; i < count; i += 1) {
    const reporter = await make();
    expect((await report(reporter, uuid)).statusCode).toBe(204);
    reporters.push(reporter);
  }
  return reporters;
}

describe('reports from guests', () => {
  it(
    'hide a shared, published or example story for the guests alone',
    async () => {
      const published = await insertTestStory(t.app, author.userId, { library_state: 'PUBLISHED' });
      const shared = await insertTestStory(t.app, author.userId, {
        shared_at: t.clock.now().toISOString(),
      });
      const example = await insertTestStory(t.app, EXAMPLES_USER_ID, {
        library_state: 'PUBLISHED',
        is_example: 1,
      });
      for (const uuid of [published, shared, example]) {
        const guests = await reportBy(
          LIBRARY_HIDE_AFTER_REPORTS + 2,
          () => signInAnonymous(t.app),
          uuid,
        );
        expect((await storyRow(t.app, uuid)).library_state).not.toBe('HIDDEN');
        expect(await publicStatus(uuid)).toBe(200);
        expect(await libraryOf(guests[0] ?? author)).not.toContain(uuid);
      }
      expect(await libraryOf(await signUpVerified(t.app))).toEqual(
        expect.arrayContaining([published, example]),
      );
      expect(await examples()).toContain(example);
      const share = await send(t.app, author.headers, 'POST', `/api/story/${shared}/share`);
      expect(share.statusCode).toBe(200);
      expect(await reviewQueue(t.app.services)).toEqual([]);
    },
    SLOW,
  );
});

describe('the review queue', () => {
  it(
    'restores a story hidden by verified reports, tells the owner, and spends those reports',
    async () => {
      const uuid = await insertTestStory(t.app, author.userId, { library_state: 'PUBLISHED' });
      await reportBy(LIBRARY_HIDE_AFTER_REPORTS, () => signUpVerified(t.app), uuid);
      expect(await publicStatus(uuid)).toBe(404);
      const queue = await reviewQueue(t.app.services);
      expect(queue.map((story) => story.uuid)).toEqual([uuid]);
      expect(queue[0]?.reports).toHaveLength(LIBRARY_HIDE_AFTER_REPORTS);

      await reviewStory(t.app.services, uuid, 'RESTORED');
      expect(await publicStatus(uuid)).toBe(200);
      expect(await libraryOf(await signUpVerified(t.app))).toContain(uuid);
      expect(await reviewQueue(t.app.services)).toEqual([]);
      const notes = (await send(t.app, author.headers, 'GET', '/api/notifications')).json();
      expect(JSON.stringify(notes)).toContain(uuid);
      await expect(reviewStory(t.app.services, uuid, 'REMOVED')).rejects.toMatchObject({
        code: 'NOT_FOUND',
      });

      // The reviewed reports weigh no more: one new report does not hide it again.
      await reportBy(1, () => signUpVerified(t.app), uuid);
      expect((await storyRow(t.app, uuid)).library_state).toBe('PUBLISHED');
    },
    SLOW,
  );

  it(
    'removes a shared story for good: its link stays closed and the owner is told',
    async () => {
      const uuid = await insertTestStory(t.app, author.userId, {
        shared_at: t.clock.now().toISOString(),
      });
      await reportBy(LIBRARY_HIDE_AFTER_REPORTS, () => signUpVerified(t.app), uuid);
      expect(await publicStatus(uuid)).toBe(404);
      const before = (await send(t.app, author.headers, 'GET', '/api/notifications')).json();
      await reviewStory(t.app.services, uuid, 'REMOVED');
      expect(await publicStatus(uuid)).toBe(404);
      expect(await reviewQueue(t.app.services)).toEqual([]);
      const after = (await send(t.app, author.headers, 'GET', '/api/notifications')).json();
      expect(JSON.stringify(after)).not.toEqual(JSON.stringify(before));
      expect(JSON.stringify(after)).toContain(uuid);
      const own = await send(t.app, author.headers, 'GET', `/api/story/${uuid}`);
      expect(own.statusCode).toBe(200);
    },
    SLOW,
  );
});
