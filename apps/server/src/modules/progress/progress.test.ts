import {
  MEDALS,
  MedalsResponseSchema,
  StatisticsSchema,
  type MedalsResponse,
} from '@monstory/contracts/gamification';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { ActivityKind } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import {
  setProfileLanguage,
  signInAnonymous,
  signUpVerified,
  type TestSession,
} from '../../test/test-users.js';
import { recordActivity } from './activity.js';
import { DAY_MS } from '@monstory/contracts/time';

// GET /api/profile/statistics and /api/profile/medals, counted from activity recorded straight
// into the ledger (the hooks in the story and library modules are tested in medals.test.ts).

const START = '2026-03-01T10:00:00.000Z';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: START });
});
afterAll(() => t.close());

function record(user: TestSession, kind: ActivityKind, refId: string, amount?: number) {
  return t.db.transaction().execute((trx) =>
    recordActivity(trx, {
      userId: user.userId,
      childId: user.userId,
      kind,
      refId,
      amount,
      at: t.clock.now(),
    }),
  );
}

async function getOk<T>(user: TestSession, url: string, schema: z.ZodType<T>): Promise<T> {
  const response = await t.app.inject({ method: 'GET', url, headers: user.headers });
  expect(response.statusCode).toBe(200);
  return schema.parse(response.json());
}

const statistics = (user: TestSession) => getOk(user, '/api/profile/statistics', StatisticsSchema);
const medals = (user: TestSession): Promise<MedalsResponse> =>
  getOk(user, '/api/profile/medals', MedalsResponseSchema);

const medal = (response: MedalsResponse, id: string) => response.medals.find((m) => m.id === id);

const ledger = (user: TestSession) =>
  t.db
    .selectFrom('activity_events')
    .select(['kind', 'ref_id', 'amount', 'day'])
    .where('user_id', '=', user.userId)
    .orderBy('kind')
    .orderBy('ref_id')
    .execute();

describe('statistics', () => {
  it('are all zero for a newcomer', async () => {
    const guest = await signInAnonymous(t.app);
    // Every count the contract names, and each of them zero.
    const zeros = Object.fromEntries(Object.keys(StatisticsSchema.shape).map((key) => [key, 0]));
    expect(await statistics(guest)).toEqual(zeros);
  });

  it('are counted from the ledger, with listening floored to whole minutes', async () => {
    const guest = await signInAnonymous(t.app);
    await record(guest, 'STORY_MADE', 'made-1');
    await record(guest, 'STORY_MADE', 'made-2');
    await record(guest, 'INTERACTIVE_FINISHED', 'made-2');
    await record(guest, 'STORY_READ', 'read-1');
    await record(guest, 'MONSTER_CREATED', 'monster-1');
    await record(guest, 'LISTENED', 'heard-1', 90);
    await record(guest, 'LISTENED', 'heard-1', 45);
    await record(guest, 'LISTENED', 'heard-2', 44);
    expect(await statistics(guest)).toEqual({
      storiesMade: 2,
      storiesRead: 1,
      monstersCreated: 1,
      minutesListened: 2, // 179 seconds
      interactiveFinished: 1,
      currentStreakDays: 1,
      longestStreakDays: 1,
    });
  });

  it('records an activity once, while listening adds up per story and day', async () => {
    const user = await signUpVerified(t.app);
    expect(await record(user, 'STORY_READ', 'story-a')).toHaveLength(1); // FIRST_READ
    expect(await record(user, 'STORY_READ', 'story-a')).toEqual([]);
    await record(user, 'LISTENED', 'story-a', 60);
    await record(user, 'LISTENED', 'story-a', 30);
    t.clock.advance(DAY_MS);
    await record(user, 'LISTENED', 'story-a', 20);
    expect(await ledger(user)).toEqual([
      { kind: 'LISTENED', ref_id: 'story-a:2026-03-01', amount: 90, day: '2026-03-01' },
      { kind: 'LISTENED', ref_id: 'story-a:2026-03-02', amount: 20, day: '2026-03-02' },
      { kind: 'STORY_READ', ref_id: 'story-a', amount: 1, day: '2026-03-01' },
    ]);
    expect((await statistics(user)).storiesRead).toBe(1);
    t.clock.set(START);
  });

  it('count streaks over UTC days, by the server clock', async () => {
    const user = await signUpVerified(t.app);
    t.clock.set('2026-03-10T23:59:00.000Z');
    await record(user, 'STORY_READ', 'day-1');
    t.clock.set('2026-03-11T00:01:00.000Z'); // two minutes later, but the next UTC day
    await record(user, 'STORY_MADE', 'day-2');
    // The journeys move the clock through the API; it moves the test clock the same way.
    const moved = await t.app.inject({
      method: 'POST',
      url: '/api/dev/clock',
      payload: { advanceMs: DAY_MS },
    });
    expect(moved.json()).toEqual({ now: '2026-03-12T00:01:00.000Z' });
    await record(user, 'LISTENED', 'day-3', 30);
    expect(await statistics(user)).toMatchObject({ currentStreakDays: 3, longestStreakDays: 3 });
    expect(medal(await medals(user), 'THREE_DAY_STREAK')?.earnedAt).toBe(
      '2026-03-12T00:01:00.000Z',
    );

    // A monster alone keeps no streak going (the contract: a story made, read or listened to).
    t.clock.advance(DAY_MS);
    await record(user, 'MONSTER_CREATED', 'monster');
    expect(await statistics(user)).toMatchObject({ currentStreakDays: 3, longestStreakDays: 3 });
    t.clock.advance(DAY_MS);
    expect(await statistics(user)).toMatchObject({ currentStreakDays: 0, longestStreakDays: 3 });
    await record(user, 'STORY_READ', 'day-5');
    expect(await statistics(user)).toMatchObject({ currentStreakDays: 1, longestStreakDays: 3 });
    t.clock.set(START);
  });
});

describe('medals', () => {
  it('lists the whole catalogue in order, nothing earned yet', async () => {
    const guest = await signInAnonymous(t.app);
    const response = await medals(guest);
    expect(response.medals).toEqual(
      MEDALS.map(({ id, metric, target }) => ({ id, metric, target, current: 0, earnedAt: null })),
    );
  });

  it('show progress capped at the target, and when each was earned', async () => {
    const user = await signUpVerified(t.app);
    for (let i = 0; i < 7; i += 1) await record(user, 'STORY_MADE', `made-${i}`);
    t.clock.advance(60_000);
    for (let i = 0; i < 3; i += 1) await record(user, 'STORY_READ', `read-${i}`);
    const response = await medals(user);
    expect(response.statistics).toMatchObject({ storiesMade: 7, storiesRead: 3 });
    expect(medal(response, 'FIRST_STORY')).toMatchObject({ current: 1, earnedAt: START });
    expect(medal(response, 'STORY_MAKER')).toMatchObject({ current: 5, earnedAt: START });
    expect(medal(response, 'STORY_FACTORY')).toMatchObject({ current: 7, earnedAt: null });
    expect(medal(response, 'FIRST_READ')).toMatchObject({
      current: 1,
      earnedAt: '2026-03-01T10:01:00.000Z',
    });
    expect(medal(response, 'BOOKWORM')).toMatchObject({ current: 3, target: 10, earnedAt: null });
    t.clock.set(START);
  });

  it('each notify once, in the owner’s language', async () => {
    const user = await signUpVerified(t.app);
    await setProfileLanguage(t.app, user, 'en');
    const rows = await record(user, 'STORY_MADE', 'first');
    expect(rows).toMatchObject([
      {
        user_id: user.userId,
        type: 'CUSTOM_NOTIFICATION',
        level: 'SUCCESS',
        title: 'New medal: First story!',
        target_type: null,
        target_id: null,
        path: '/stuff/medals',
        status: 'UNREAD',
      },
    ]);
    await record(user, 'STORY_MADE', 'second');
    const stored = await t.db
      .selectFrom('notifications')
      .select(['id', 'title'])
      .where('user_id', '=', user.userId)
      .execute();
    expect(stored).toEqual([{ id: rows[0]!.id, title: 'New medal: First story!' }]);
  });

  it('are named in Norwegian, Danish and Swedish too', async () => {
    const titles: Record<string, string> = {
      no: 'Ny medalje: Første lesestund!',
      da: 'Ny medalje: Første læsestund!',
      sv: 'Ny medalj: Första lässtunden!',
    };
    for (const [language, title] of Object.entries(titles)) {
      const user = await signUpVerified(t.app);
      await t.app.inject({ method: 'POST', url: '/api/login', headers: user.headers, payload: {} });
      await t.db
        .updateTable('profiles')
        .set({ language })
        .where('user_id', '=', user.userId)
        .execute();
      expect((await record(user, 'STORY_READ', 'a-story'))[0]?.title).toBe(title);
    }
  });
});
