import { afterEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/test-app.js';
import { signInAnonymous } from '../../test/test-users.js';
import {
  createStoryFor,
  createStoryTestApp,
  getStory,
  parseStoryStream,
  untilSubscribed,
} from './story-test-support.js';

let t: TestApp;
afterEach(() => t.close());

const INTERACTIVE = { images: false, audio: false, interactive: true };

async function choose(headers: Record<string, string>, uuid: string, choiceId: string) {
  return t.app.inject({
    method: 'POST',
    url: `/api/story/draft/${uuid}/choose`,
    headers,
    payload: { choiceId },
  });
}

describe('interactive drafts', () => {
  it('stops at each choice point and becomes a READY story at the end', async () => {
    t = await createStoryTestApp();
    const guest = await signInAnonymous(t.app);
    const uuid = await createStoryFor(t.app, guest.headers, { age: 8, addons: INTERACTIVE });
    await t.app.jobs.runUntilIdle();
    let story = await getStory(t.app, guest.headers, uuid);
    expect(story.status).toBe('DRAFT');
    expect(story.choices?.length).toBeGreaterThanOrEqual(2);
    const firstPart = story.paragraphs.length;

    for (let turn = 0; story.status === 'DRAFT'; turn += 1) {
      expect(turn).toBeLessThan(3);
      const chosen = await choose(guest.headers, uuid, story.choices![0]!.id);
      expect(chosen.statusCode).toBe(202);
      expect(chosen.json()).toMatchObject({ status: 'DRAFT', choices: null });
      await t.app.jobs.runUntilIdle();
      story = await getStory(t.app, guest.headers, uuid);
    }
    expect(story.status).toBe('READY');
    expect(story.choices).toBeNull();
    expect(story.paragraphs.length).toBeGreaterThan(firstPart);
    expect(story.paragraphs.map((p) => p.index)).toEqual(story.paragraphs.map((_, i) => i));
  });

  it('refuses a choice that is not offered, and one when none is pending', async () => {
    t = await createStoryTestApp();
    const guest = await signInAnonymous(t.app);
    const uuid = await createStoryFor(t.app, guest.headers, { age: 4, addons: INTERACTIVE });
    const early = await choose(guest.headers, uuid, 'anything');
    expect(early.statusCode).toBe(409);
    await t.app.jobs.runUntilIdle();
    const wrong = await choose(guest.headers, uuid, 'not-a-choice');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields).toEqual({ choiceId: 'Not one of the choices' });
  });

  it('ends the stream of a draft when its last part is told', async () => {
    t = await createStoryTestApp();
    const guest = await signInAnonymous(t.app);
    const uuid = await createStoryFor(t.app, guest.headers, { age: 4, addons: INTERACTIVE });
    await t.app.jobs.runUntilIdle();
    const story = await getStory(t.app, guest.headers, uuid);
    await choose(guest.headers, uuid, story.choices![0]!.id);
    const response = t.app.inject({
      method: 'GET',
      url: `/api/story/${uuid}/stream`,
      headers: guest.headers,
    });
    // The 3–5 band has one choice point: the second part ends the story, and the stream.
    await untilSubscribed(t.app, uuid);
    await t.app.jobs.runUntilIdle();
    const events = parseStoryStream((await response).body).map((f) => f.event);
    expect(events[0]?.type).toBe('snapshot');
    expect(events.at(-1)?.type).toBe('done');
  });
});
