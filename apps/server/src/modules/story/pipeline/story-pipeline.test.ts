import { afterEach, describe, expect, it } from 'vitest';
import { signInAnonymous, signUpVerified } from '../../../test/test-users.js';
import type { TestApp } from '../../../test/test-app.js';
import {
  createStoryFor,
  createStoryTestApp,
  getStory,
  giveCredits,
  streamWhileJobsRun,
} from '../story.testing.js';

let t: TestApp;
afterEach(() => t.close());

describe('the story pipeline', () => {
  it('streams a guest’s first story over SSE: snapshot, words, paragraphs, done', async () => {
    t = await createStoryTestApp();
    const guest = await signInAnonymous(t.app);
    const uuid = await createStoryFor(t.app, guest.headers);
    const frames = await streamWhileJobsRun(t.app, guest.headers, uuid);
    const types = frames.map((f) => f.event.type);
    expect(types[0]).toBe('snapshot');
    expect(types).toContain('title');
    expect(types).toContain('delta');
    expect(types.at(-1)).toBe('done');
    const ids = frames.map((f) => Number(f.id));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));

    const story = await getStory(t.app, guest.headers, uuid);
    expect(story.status).toBe('READY');
    expect(story.paragraphs.length).toBeGreaterThan(3);
    const streamed = new Map<number, string>();
    for (const { event } of frames) {
      if (event.type === 'delta') {
        streamed.set(event.paragraphIndex, (streamed.get(event.paragraphIndex) ?? '') + event.text);
      }
    }
    expect([...streamed.values()].map((text) => text.trim())).toEqual(
      story.paragraphs.map((p) => p.text),
    );
    const done = frames.at(-1)?.event;
    expect(done?.type === 'done' && done.story.title).toBe(story.title);
    // (The first story also earns a medal: modules/progress tests its notification.)
    const notifications = await t.db
      .selectFrom('notifications')
      .selectAll()
      .where('type', '!=', 'CUSTOM_NOTIFICATION')
      .execute();
    expect(notifications).toMatchObject([
      { user_id: guest.userId, type: 'STORY_CREATED', target_id: uuid, status: 'UNREAD' },
    ]);
  });

  it('illustrates and narrates a story that asks for both', async () => {
    t = await createStoryTestApp({ realNarrator: true });
    const parent = await signUpVerified(t.app);
    await giveCredits(t.app, parent.userId, 100);
    await createStoryFor(t.app, parent.headers); // the free first story
    const uuid = await createStoryFor(t.app, parent.headers, {
      age: 3,
      addons: { images: true, audio: true, interactive: false },
    });
    await t.app.jobs.runUntilIdle();
    const story = await getStory(t.app, parent.headers, uuid);
    expect(story.status).toBe('READY');
    const pictures = story.paragraphs.flatMap((p) => (p.image ? [p.image] : []));
    expect(pictures.length).toBeGreaterThan(0);
    for (const picture of pictures) expect(picture).toMatchObject({ status: 'READY' });
    const image = await t.app.inject({ method: 'GET', url: pictures[0]!.url! });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/svg+xml');
    expect(story.audioStatus).toBe('READY');
    const audio = await t.app.inject({ method: 'GET', url: story.audioUrl! });
    expect(audio.headers['content-type']).toBe('audio/mpeg');
    const timings = await t.app.inject({
      method: 'GET',
      url: `/api/story/${uuid}/audio/timings`,
      headers: parent.headers,
    });
    expect(timings.statusCode).toBe(200);
    const { words } = timings.json();
    const first = story.paragraphs[0]!;
    expect(first.text.slice(words[0].start, words[0].end)).toMatch(/^\p{L}+$/u);
    const types = (await t.db.selectFrom('notifications').select('type').execute()).map(
      (r) => r.type,
    );
    // The first story's FIRST_STORY medal is the CUSTOM_NOTIFICATION.
    expect(types.sort()).toEqual([
      'AUDIO_READY',
      'CUSTOM_NOTIFICATION',
      'STORY_CREATED',
      'STORY_CREATED',
    ]);
  }, 60_000);
});
