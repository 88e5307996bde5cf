import type { LanguageModelV3 } from '@ai-sdk/provider';
import { afterEach, describe, expect, it } from 'vitest';
import { readStoryTextInput, type StoryTextInput } from '../../../ai/providers/story-text-input.js';
import type { TestApp } from '../../../test/test-app.js';
import { scriptedTextModel } from '../story-fake-models.testing.js';
import { signInAnonymous } from '../../../test/test-users.js';
import {
  createStoryFor,
  createStoryTestApp,
  getStory,
  parseStoryStream,
  untilSubscribed,
} from '../story.testing.js';

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

/** The offline engine, except that its first telling is `refused` (kept: each call's input). */
function refusedOnce(offline: LanguageModelV3, refused: string) {
  const inputs: StoryTextInput[] = [];
  const model: LanguageModelV3 = {
    specificationVersion: 'v3',
    provider: offline.provider,
    modelId: offline.modelId,
    supportedUrls: offline.supportedUrls,
    doGenerate: (options) => offline.doGenerate(options),
    doStream: (options) => {
      inputs.push(readStoryTextInput(options.providerOptions));
      return inputs.length === 1
        ? scriptedTextModel(refused).doStream(options)
        : offline.doStream(options);
    },
  };
  return { model, inputs };
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

  it('tells the later parts on the safer plan the first part was told again on', async () => {
    t = await createStoryTestApp();
    const guest = await signInAnonymous(t.app);
    const { model, inputs } = refusedOnce(
      t.app.ai.text,
      'TITLE: Trouble\n\nThe troll killed the goat and blood was everywhere.\n',
    );
    t.app.ai.text = model;
    const uuid = await createStoryFor(t.app, guest.headers, { age: 4, addons: INTERACTIVE });
    await t.app.jobs.runUntilIdle();
    const draft = await getStory(t.app, guest.headers, uuid);
    expect(draft.status).toBe('DRAFT');
    expect(draft.title).not.toBe('Trouble');
    expect(inputs[1]).toMatchObject({ safer: true, request: { seed: `${uuid}/safer` } });

    const chosen = await choose(guest.headers, uuid, draft.choices![0]!.id);
    expect(chosen.statusCode).toBe(202);
    await t.app.jobs.runUntilIdle();
    const story = await getStory(t.app, guest.headers, uuid);
    expect(story.status).toBe('READY');
    // The second part was told from the same seed and idea as the first part shown.
    expect(inputs).toHaveLength(3);
    expect(inputs[2]).toMatchObject({ safer: true, request: inputs[1]!.request });
    expect(story.paragraphs.slice(0, draft.paragraphs.length)).toEqual(draft.paragraphs);
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
