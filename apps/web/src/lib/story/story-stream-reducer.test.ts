import type { StoryStreamEvent } from '@monstory/contracts/story';
import { describe, expect, it } from 'vitest';
import { isStoryInProgress } from './story-progress';
import { creatingStory, testStory } from './story-fixtures.testing';
import { applyStoryEvent, parseStoryEvent } from './story-stream-reducer';

const replay = (events: StoryStreamEvent[]) =>
  events.reduce(applyStoryEvent, undefined as ReturnType<typeof applyStoryEvent>);

describe('story stream reducer', () => {
  it('builds the story from a snapshot, a title and words arriving paragraph by paragraph', () => {
    const story = replay([
      { type: 'snapshot', story: creatingStory() },
      { type: 'title', title: 'The moon bakery' },
      { type: 'delta', paragraphIndex: 0, text: 'Once upon' },
      { type: 'delta', paragraphIndex: 0, text: ' a time' },
      { type: 'paragraph', paragraph: { index: 0, text: 'Once upon a time.', image: null } },
      { type: 'delta', paragraphIndex: 1, text: 'The end' },
    ]);
    expect(story?.title).toBe('The moon bakery');
    expect(story?.paragraphs.map((p) => p.text)).toEqual(['Once upon a time.', 'The end']);
    expect(story?.status).toBe('CREATING');
  });

  it('ignores events until a snapshot has given the story', () => {
    expect(replay([{ type: 'delta', paragraphIndex: 0, text: 'lost' }])).toBeUndefined();
  });

  it('keeps paragraphs in order and a paragraph keeps a picture that arrived before it ended', () => {
    const picture = { status: 'READY' as const, url: '/p.svg', alt: 'A moon' };
    const story = replay([
      { type: 'snapshot', story: creatingStory() },
      { type: 'delta', paragraphIndex: 1, text: 'Second' },
      { type: 'delta', paragraphIndex: 0, text: 'First' },
      { type: 'image', paragraphIndex: 0, image: picture },
      { type: 'paragraph', paragraph: { index: 0, text: 'First.', image: null } },
      { type: 'image', paragraphIndex: 9, image: picture },
    ]);
    expect(story?.paragraphs.map((p) => [p.index, p.text, p.image?.url ?? null])).toEqual([
      [0, 'First.', '/p.svg'],
      [1, 'Second', null],
    ]);
  });

  it('follows narration, choices, the final story and failures', () => {
    const base = testStory();
    let story = applyStoryEvent(base, { type: 'audio', audioStatus: 'GENERATING', audioUrl: null });
    expect(story && isStoryInProgress(story)).toBe(true);
    story = applyStoryEvent(story, { type: 'audio', audioStatus: 'READY', audioUrl: '/a.mp3' });
    expect([story?.audioStatus, story?.audioUrl]).toEqual(['READY', '/a.mp3']);
    story = applyStoryEvent(story, { type: 'choices', choices: [{ id: 'a', label: 'Fly' }] });
    expect(story?.choices).toEqual([{ id: 'a', label: 'Fly' }]);
    const final = testStory({ title: 'Final' });
    expect(applyStoryEvent(story, { type: 'done', story: final })).toBe(final);
    const failed = applyStoryEvent(base, { type: 'error', message: 'The engine stopped' });
    expect([failed?.status, failed?.error]).toEqual(['FAILED', 'The engine stopped']);
  });
});

describe('parseStoryEvent', () => {
  it('reads the event from the data, taking the type from the event name when missing', () => {
    expect(
      parseStoryEvent({ event: 'title', data: '{"type":"title","title":"A"}', lastEventId: '' }),
    ).toEqual({ type: 'title', title: 'A' });
    expect(parseStoryEvent({ event: 'title', data: '{"title":"B"}', lastEventId: '' })).toEqual({
      type: 'title',
      title: 'B',
    });
  });

  it('skips what it cannot read', () => {
    expect(parseStoryEvent({ event: 'message', data: 'not json', lastEventId: '' })).toBeNull();
    expect(
      parseStoryEvent({ event: 'delta', data: '{"type":"delta"}', lastEventId: '' }),
    ).toBeNull();
  });
});

describe('story progress', () => {
  it('is in progress while writing, drawing, narrating or waiting for the next part', () => {
    expect(isStoryInProgress(creatingStory())).toBe(true);
    expect(isStoryInProgress(testStory())).toBe(false);
    expect(isStoryInProgress(testStory({ status: 'FAILED', audioStatus: 'GENERATING' }))).toBe(
      false,
    );
    expect(isStoryInProgress(testStory({ status: 'DRAFT', choices: null }))).toBe(true);
    expect(
      isStoryInProgress(testStory({ status: 'DRAFT', choices: [{ id: 'a', label: 'A' }] })),
    ).toBe(false);
    const drawing = testStory({
      paragraphs: [
        { index: 0, text: 'x', image: { status: 'REGENERATING', url: null, alt: null } },
      ],
    });
    expect(isStoryInProgress(drawing)).toBe(true);
  });
});
