import { afterEach, describe, expect, it, vi } from 'vitest';
import { generateStory } from '../story-engine/generate-story.js';
import type { StoryRequest } from '../story-engine/story-types.js';
import { inProcessEngines } from './offline-engines.js';
import { createOfflineTextModel } from './offline-text-model.js';
import type { MarkupEvent } from './story-markup.js';
import { streamStoryText } from './stream-story-text.js';
import type { StoryTextInput } from './story-text-input.js';

const REQUEST: StoryRequest = {
  language: 'en',
  age: 7,
  genre: 'ADVENTURE',
  length: 'SHORT',
  description: 'A girl called Ada and her dog Pip find a map',
  seed: 'seed-1',
};

async function collect(input: StoryTextInput, firstIndex = 0, streamMs = 0) {
  const events: MarkupEvent[] = [];
  await streamStoryText({
    model: createOfflineTextModel({ streamMs, engines: inProcessEngines() }),
    input,
    firstIndex,
    signal: new AbortController().signal,
    onEvent: async (event) => {
      events.push(event);
    },
  });
  return events;
}

function completed(events: MarkupEvent[]) {
  const byIndex = new Map<number, Extract<MarkupEvent, { type: 'paragraph' }>>();
  for (const event of events) if (event.type === 'paragraph') byIndex.set(event.index, event);
  return [...byIndex.values()];
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the offline text model through streamText', () => {
  it('streams the engine’s story: title, paragraphs and picture scenes', async () => {
    const story = generateStory(REQUEST);
    const events = await collect({ request: REQUEST, taken: [] });
    expect(events[0]).toEqual({ type: 'title', title: story.title });
    const paragraphs = completed(events);
    expect(paragraphs.map((p) => p.text)).toEqual(story.paragraphs.map((p) => p.text));
    expect(paragraphs.map((p) => p.scene)).toEqual(story.paragraphs.map((p) => p.scene));
    expect(events.some((e) => e.type === 'choice')).toBe(false);
  });

  it('tells an interactive story part by part, stopping at each choice', async () => {
    const request = { ...REQUEST, interactive: true };
    const first = await collect({ request, taken: [] });
    const choices = first.flatMap((e) => (e.type === 'choice' ? [e.choice] : []));
    expect(choices.length).toBeGreaterThanOrEqual(2);
    const told = completed(first);
    const second = await collect({ request, taken: [choices[0]!] }, told.length);
    expect(second.some((e) => e.type === 'title')).toBe(false);
    expect(completed(second)[0]?.index).toBe(told.length);
  });

  it('paces the words over the configured time, the first at once', async () => {
    vi.useFakeTimers();
    const events: MarkupEvent[] = [];
    const done = streamStoryText({
      model: createOfflineTextModel({ streamMs: 1000, engines: inProcessEngines() }),
      input: { request: REQUEST, taken: [] },
      firstIndex: 0,
      signal: new AbortController().signal,
      onEvent: async (event) => {
        events.push(event);
      },
    });
    const paragraphs = () => events.filter((e) => e.type === 'paragraph').length;
    await vi.advanceTimersByTimeAsync(0);
    const early = events.length;
    const earlyParagraphs = paragraphs();
    expect(early).toBeGreaterThan(0);
    await vi.advanceTimersByTimeAsync(1100);
    await done;
    expect(events.length).toBeGreaterThan(early);
    // A short opening paragraph may be whole in the first tick; most of the story is not.
    expect(earlyParagraphs).toBeLessThan(paragraphs() / 4);
  });

  it('refuses a call without a story request', async () => {
    const model = createOfflineTextModel({ streamMs: 0, engines: inProcessEngines() });
    await expect(
      model.doStream({ prompt: [{ role: 'user', content: [{ type: 'text', text: 'hi' }] }] }),
    ).rejects.toThrow(/StoryTextInput/);
  });
});
