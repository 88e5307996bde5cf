import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import {
  convertGuest,
  movedOnConversion,
  signInAnonymous,
  signUpVerified,
  type TestSession,
} from '../../test/test-users.js';
import { insertTestStory, send } from '../library/library.testing.js';
import { progressUserData } from './progress.user-data.js';
import { HOUR_MS } from '@monstory/contracts/time';

// A guest's activity and medals when the guest registers: they become the account's, merged
// with what the account already has.

let t: TestApp;
let author: TestSession;
beforeAll(async () => {
  t = await createTestApp({ now: '2026-05-04T08:00:00.000Z' });
  author = await signUpVerified(t.app);
});
afterAll(() => t.close());

const story = (withNarration = false) =>
  insertTestStory(t.app, author.userId, {
    library_state: 'PUBLISHED',
    ...(withNarration && {
      audio_status: 'READY',
      audio_key: 'private/stories/x/narration.mp3',
      audio_duration_ms: 300_000,
    }),
  });
const read = (who: TestSession, uuid: string) =>
  send(t.app, who.headers, 'POST', `/api/story/${uuid}/read`, { progress: 1 });
const listen = (who: TestSession, uuid: string, seconds: number) =>
  send(t.app, who.headers, 'POST', `/api/story/${uuid}/listening`, { seconds });

const ledger = (userId: string) =>
  t.db
    .selectFrom('activity_events')
    .select(['kind', 'ref_id', 'amount'])
    .where('user_id', '=', userId)
    .orderBy('kind')
    .orderBy('ref_id')
    .execute();
const medals = (userId: string) =>
  t.db
    .selectFrom('medals_earned')
    .select(['medal_id', 'earned_at'])
    .where('user_id', '=', userId)
    .orderBy('medal_id')
    .execute();

describe('a guest who registers', () => {
  it('brings their activity and medals; where both did the same, one row with both listenings', async () => {
    const both = await story(true);
    const guestStories = [await story(), await story(), await story(), await story()];
    const accountStories = [await story(), await story(), await story(), await story()];
    const guest = await signInAnonymous(t.app);
    expect(await progressUserData.hasUserData(t.db, guest.userId)).toBe(false);

    // The guest reads first (so its FIRST_READ is the earlier one) and listens 60 s.
    await read(guest, both);
    await listen(guest, both, 60);
    for (const uuid of guestStories) await read(guest, uuid);
    expect(await progressUserData.hasUserData(t.db, guest.userId)).toBe(true);

    t.clock.advance(HOUR_MS);
    const parent = await signUpVerified(t.app);
    await read(parent, both);
    await listen(parent, both, 30);
    for (const uuid of accountStories) await read(parent, uuid);
    const day = t.clock.now().toISOString().slice(0, 10);

    t.clock.advance(HOUR_MS);
    expect((await movedOnConversion(t.app, parent, guest)).progress).toBeGreaterThan(0);

    expect(await ledger(guest.userId)).toEqual([]);
    const rows = await ledger(parent.userId);
    expect(rows.filter((row) => row.ref_id === both || row.ref_id.startsWith(both))).toEqual([
      { kind: 'LISTENED', ref_id: `${both}:${day}`, amount: 90 },
      { kind: 'STORY_READ', ref_id: both, amount: 1 },
    ]);
    const stats = (await send(t.app, parent.headers, 'GET', '/api/profile/statistics')).json();
    expect(stats).toMatchObject({ storiesRead: 9, minutesListened: 1 });

    // Both had FIRST_READ: the earlier date stays. Nine reads earn no BOOKWORM (ten) yet.
    expect(await medals(parent.userId)).toEqual([
      { medal_id: 'FIRST_READ', earned_at: '2026-05-04T08:00:00.000Z' },
    ]);
    expect(await medals(guest.userId)).toEqual([]);
  });

  it('earns a medal the two only complete together', async () => {
    const guest = await signInAnonymous(t.app);
    const parent = await signUpVerified(t.app);
    for (let i = 0; i < 5; i += 1) await read(guest, await story());
    for (let i = 0; i < 5; i += 1) await read(parent, await story());
    await convertGuest(t.app, parent, guest);
    expect((await medals(parent.userId)).map((m) => m.medal_id)).toEqual([
      'BOOKWORM',
      'FIRST_READ',
    ]);
    const titles = await t.db
      .selectFrom('notifications')
      .select('title')
      .where('user_id', '=', parent.userId)
      .orderBy('created_at')
      .execute();
    // The account's and the guest's FIRST_READ notifications, and the new one.
    expect(titles.map((n) => n.title).sort()).toEqual([
      'Ny medalje: Bokorm!',
      'Ny medalje: Første lesestund!',
      'Ny medalje: Første lesestund!',
    ]);
  });
});
