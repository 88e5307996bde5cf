import { afterEach, describe, expect, it } from 'vitest';
import type { ChannelEvent } from '../../platform/events/event-bus.js';
import type { TestApp } from '../../test/test-app.js';
import { signUpVerified, type TestSession } from '../../test/test-users.js';
import { EXAMPLES_USER_ID } from '../library/examples/system-user.repo.js';
import { insertTestStory, send } from '../library/library.testing.js';
import { createStoryFor, createStoryTestApp, getStory } from '../story/story.testing.js';
import { recordStoryFinished } from './story-activity.js';
import { DAY_MS } from '@monstory/contracts/time';

// The activity the story and library modules record, and the medals it earns: a finished story,
// an interactive story played to its end, a read that counts, and time listened.

let t: TestApp;
afterEach(() => t.close());

const medalNotifications = (user: TestSession) =>
  t.db
    .selectFrom('notifications')
    .select(['id', 'title', 'level', 'path', 'target_type'])
    .where('user_id', '=', user.userId)
    .where('type', '=', 'CUSTOM_NOTIFICATION')
    .orderBy('created_at')
    .execute();

const earned = async (user: TestSession) =>
  (
    await t.db
      .selectFrom('medals_earned')
      .select('medal_id')
      .where('user_id', '=', user.userId)
      .orderBy('medal_id')
      .execute()
  ).map((row) => row.medal_id);

async function statistics(user: TestSession) {
  return (await send(t.app, user.headers, 'GET', '/api/profile/statistics')).json();
}

/** What the user's open app would hear on its user channel. */
async function listen(user: TestSession): Promise<ChannelEvent[]> {
  const heard: ChannelEvent[] = [];
  await t.app.events.subscribe(`user:${user.userId}`, (event) => heard.push(event));
  return heard;
}

describe('making stories', () => {
  it('awards FIRST_STORY for the first finished story, with exactly one notification', async () => {
    t = await createStoryTestApp();
    const parent = await signUpVerified(t.app);
    const heard = await listen(parent);
    await createStoryFor(t.app, parent.headers);
    await t.app.jobs.runUntilIdle();

    const notifications = await medalNotifications(parent);
    expect(notifications).toMatchObject([
      {
        title: 'Ny medalje: Første historie!',
        level: 'SUCCESS',
        path: '/stuff/medals',
        target_type: null,
      },
    ]);
    // Announced after the commit to the owner's open app (whatever shape the event takes).
    expect(JSON.stringify(heard)).toContain(notifications[0]!.id);
    expect(await earned(parent)).toEqual(['FIRST_STORY']);

    await createStoryFor(t.app, parent.headers);
    await t.app.jobs.runUntilIdle();
    expect(await statistics(parent)).toMatchObject({ storiesMade: 2, interactiveFinished: 0 });
    expect(await medalNotifications(parent)).toHaveLength(1);
  });

  it('does not count the example stories', async () => {
    // A fresh install whose process runs jobs makes the examples (as `npm start` does).
    t = await createStoryTestApp({ config: { runWorkers: true } });
    await t.app.ready();
    await t.app.jobs.runUntilIdle();
    const example = await t.db
      .selectFrom('stories')
      .select(['uuid', 'user_id', 'child_id', 'interactive', 'is_example'])
      .where('is_example', '=', 1)
      .executeTakeFirstOrThrow();
    const rows = await t.db
      .transaction()
      .execute((trx) => recordStoryFinished(trx, example, t.clock.now()));
    expect(rows).toEqual([]);
    const ledger = await t.db
      .selectFrom('activity_events')
      .select('id')
      .where('user_id', '=', EXAMPLES_USER_ID)
      .execute();
    expect(ledger).toEqual([]);
  });

  it('counts an interactive story played to its end once, as made and finished', async () => {
    t = await createStoryTestApp();
    const parent = await signUpVerified(t.app);
    const uuid = await createStoryFor(t.app, parent.headers, {
      age: 4,
      addons: { images: false, audio: false, interactive: true },
    });
    await t.app.jobs.runUntilIdle();
    const draft = await getStory(t.app, parent.headers, uuid);
    expect(draft.status).toBe('DRAFT');
    expect(await statistics(parent)).toMatchObject({ storiesMade: 0, interactiveFinished: 0 });

    // Ages 3–5 have one choice point: the part after it ends the story.
    await send(t.app, parent.headers, 'POST', `/api/story/draft/${uuid}/choose`, {
      choiceId: draft.choices![0]!.id,
    });
    await t.app.jobs.runUntilIdle();
    expect((await getStory(t.app, parent.headers, uuid)).status).toBe('READY');
    expect(await statistics(parent)).toMatchObject({ storiesMade: 1, interactiveFinished: 1 });
    expect(await earned(parent)).toEqual(['FIRST_STORY', 'PATHFINDER']);
    expect((await medalNotifications(parent)).map((n) => n.title)).toEqual([
      'Ny medalje: Første historie!',
      'Ny medalje: Stifinner!',
    ]);
    // Reading it afterwards is a read like any other, not another adventure.
    await send(t.app, parent.headers, 'POST', `/api/story/${uuid}/read`, { progress: 1 });
    expect(await statistics(parent)).toMatchObject({ storiesRead: 1, interactiveFinished: 1 });
  });
});

describe('reading and listening', () => {
  it('awards a medal once when ten reads of the same story arrive together', async () => {
    t = await createStoryTestApp();
    const author = await signUpVerified(t.app);
    const reader = await signUpVerified(t.app);
    const uuid = await insertTestStory(t.app, author.userId, { library_state: 'PUBLISHED' });
    const responses = await Promise.all(
      Array.from({ length: 10 }, () =>
        send(t.app, reader.headers, 'POST', `/api/story/${uuid}/read`, { progress: 0.6 }),
      ),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(10).fill(204));
    expect(await statistics(reader)).toMatchObject({ storiesRead: 1, currentStreakDays: 1 });
    expect(await earned(reader)).toEqual(['FIRST_READ']);
    expect(await medalNotifications(reader)).toHaveLength(1);
  });

  it('counts a read of one’s own story, and only once it counts', async () => {
    t = await createStoryTestApp();
    const author = await signUpVerified(t.app);
    const uuid = await insertTestStory(t.app, author.userId);
    await send(t.app, author.headers, 'POST', `/api/story/${uuid}/read`, { progress: 0.2 });
    expect(await statistics(author)).toMatchObject({ storiesRead: 0 });
    await send(t.app, author.headers, 'POST', `/api/story/${uuid}/read`, { progress: 0.5 });
    expect(await statistics(author)).toMatchObject({ storiesRead: 1 });
  });

  it('records the listening the cap lets through, even when reports arrive together', async () => {
    t = await createStoryTestApp();
    const author = await signUpVerified(t.app);
    const listener = await signUpVerified(t.app);
    const narrated = (seconds: number) =>
      insertTestStory(t.app, author.userId, {
        library_state: 'PUBLISHED',
        audio_status: 'READY',
        audio_key: 'private/stories/x/narration.mp3',
        audio_duration_ms: seconds * 1000,
      });
    const listen = (uuid: string, seconds: number) =>
      send(t.app, listener.headers, 'POST', `/api/story/${uuid}/listening`, { seconds });
    const ledgerSeconds = async (uuid: string) =>
      (
        await t.db
          .selectFrom('activity_events')
          .select('amount')
          .where('user_id', '=', listener.userId)
          .where('ref_id', 'like', `${uuid}:%`)
          .execute()
      ).reduce((sum, row) => sum + row.amount, 0);

    // 100.5 s of narration: at most 201 s are believed, however many reports come.
    const short = await narrated(100.5);
    const responses = await Promise.all(Array.from({ length: 5 }, () => listen(short, 120)));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(5).fill(204));
    expect(await ledgerSeconds(short)).toBe(201);
    const read = await t.db
      .selectFrom('story_reads')
      .select('listened_seconds')
      .where('story_id', '=', short)
      .where('user_id', '=', listener.userId)
      .executeTakeFirstOrThrow();
    expect(read.listened_seconds).toBe(201);
    expect(await statistics(listener)).toMatchObject({ minutesListened: 3 });
    expect(await medalNotifications(listener)).toEqual([]);

    // Ten minutes in all earn GOOD_LISTENER; a listening day the next day adds its own row.
    const long = await narrated(600);
    for (let i = 0; i < 3; i += 1) await listen(long, 120);
    t.clock.advance(DAY_MS);
    await listen(long, 40);
    expect(await ledgerSeconds(long)).toBe(400);
    expect(await statistics(listener)).toMatchObject({
      minutesListened: 10, // 601 seconds
      currentStreakDays: 2,
    });
    expect(await earned(listener)).toEqual(['GOOD_LISTENER']);
    expect((await medalNotifications(listener)).map((n) => n.title)).toEqual([
      'Ny medalje: God lytter!',
    ]);
  });
});
