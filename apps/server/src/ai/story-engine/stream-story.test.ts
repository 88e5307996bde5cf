import { describe, expect, it } from 'vitest';
import { generateStory } from './generate-story';
import { PARAGRAPH_SEPARATOR, streamStory } from './stream-story';
import { request, textOf } from './test-helpers';
import type { StoryStreamEvent } from './story-types';

describe('streamStory', () => {
  it('streams the title, the text word by word with paragraph markers, and the same story at the end', async () => {
    const req = request({ language: 'no', age: 6, genre: 'FUNNY', seed: 'stream' });
    const events: StoryStreamEvent[] = [];
    for await (const e of streamStory(req)) events.push(e);
    const story = generateStory(req);

    expect(events[0]).toEqual({ type: 'title', title: story.title });
    const deltas = events.flatMap((e) => (e.type === 'text-delta' ? [e.delta] : []));
    expect(deltas.join('')).toBe(story.paragraphs.map((p) => p.text).join(PARAGRAPH_SEPARATOR));
    expect(deltas.length).toBeGreaterThan(story.wordCount / 2);
    const ends = events.filter((e) => e.type === 'paragraph-end');
    expect(ends).toHaveLength(story.paragraphs.length);
    expect(ends[0]).toMatchObject({ index: 0, scene: story.paragraphs[0]?.scene });
    expect(events[events.length - 1]).toEqual({ type: 'done', story });
    expect(textOf(story).length).toBeGreaterThan(0);
  });
});
