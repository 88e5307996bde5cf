import { describe, expect, it } from 'vitest';
import { StoryMarkupParser, storyMarkupPieces, type MarkupEvent } from './story-markup.js';

function parse(chunks: string[], firstIndex = 0): MarkupEvent[] {
  const events: MarkupEvent[] = [];
  const parser = new StoryMarkupParser((event) => events.push(event), firstIndex);
  for (const chunk of chunks) parser.push(chunk);
  parser.end();
  return events;
}

function textOf(events: MarkupEvent[], index: number): string {
  return events
    .filter((e): e is Extract<MarkupEvent, { type: 'delta' }> => e.type === 'delta')
    .filter((e) => e.index === index)
    .map((e) => e.text)
    .join('');
}

function paragraphs(events: MarkupEvent[]) {
  return events.filter((e) => e.type === 'paragraph');
}

const SCENE = { setting: 'forest', caption: 'A troll in a forest' };

describe('StoryMarkupParser', () => {
  it('reads what the offline engine writes, however the stream is cut', () => {
    const story = {
      title: 'The Troll and the Hat',
      paragraphs: [
        { text: 'Once upon a time a troll lost his hat.', scene: SCENE },
        { text: 'He looked everywhere. Then he laughed.' },
      ],
      choices: [
        { id: 'river', label: 'Follow the river' },
        { id: 'hill', label: 'Climb the hill' },
      ],
    };
    const whole = storyMarkupPieces(story).join('');
    for (const size of [1, 3, 7, whole.length]) {
      const chunks = whole.match(new RegExp(`[\\s\\S]{1,${size}}`, 'g')) ?? [];
      const events = parse(chunks);
      expect(events[0]).toEqual({ type: 'title', title: 'The Troll and the Hat' });
      expect(textOf(events, 0)).toBe(story.paragraphs[0]!.text);
      expect(textOf(events, 1)).toBe(story.paragraphs[1]!.text);
      expect(paragraphs(events)).toEqual([
        { type: 'paragraph', index: 0, text: story.paragraphs[0]!.text, scene: SCENE },
        { type: 'paragraph', index: 1, text: story.paragraphs[1]!.text, scene: undefined },
      ]);
      expect(events.filter((e) => e.type === 'choice').map((e) => e.choice)).toEqual(story.choices);
    }
  });

  it('sends words before the line ends, but never a marker line as text', () => {
    const events: MarkupEvent[] = [];
    const parser = new StoryMarkupParser((event) => events.push(event));
    parser.push('TITLE: Moon\n\nThe ');
    expect(events).toEqual([{ type: 'title', title: 'Moon' }]);
    parser.push('moon rose');
    expect(textOf(events, 0)).toBe('The moon rose');
    parser.push('.\nSCE');
    parser.push('NE: {"setting":"sky"}\n');
    expect(textOf(events, 0)).toBe('The moon rose.');
    expect(paragraphs(events)).toEqual([
      { type: 'paragraph', index: 0, text: 'The moon rose.', scene: { setting: 'sky' } },
    ]);
  });

  it('forgives what hosted models write', () => {
    const events = parse([
      '# **The Brave Mouse**\n\n',
      'A mouse lived\nin a big house.\n\n',
      'SCENE: not json\n',
      'She was brave.\n\nThe End.\n',
      'CHOICE: 1. Run home\nCHOICE: - Stay and help\n',
    ]);
    expect(events[0]).toEqual({ type: 'title', title: 'The Brave Mouse' });
    expect(paragraphs(events).map((e) => e.text)).toEqual([
      'A mouse lived in a big house.',
      'She was brave.',
    ]);
    expect(textOf(events, 0)).toBe('A mouse lived in a big house.');
    expect(events.filter((e) => e.type === 'choice').map((e) => e.choice)).toEqual([
      { id: 'choice-1', label: 'Run home' },
      { id: 'choice-2', label: 'Stay and help' },
    ]);
  });

  it('attaches a scene that follows a blank line to the paragraph before it', () => {
    const events = parse(['Text one.\n\nSCENE: {"setting":"sea"}\n\nText two.']);
    expect(paragraphs(events)).toEqual([
      { type: 'paragraph', index: 0, text: 'Text one.', scene: undefined },
      { type: 'paragraph', index: 0, text: 'Text one.', scene: { setting: 'sea' } },
      { type: 'paragraph', index: 1, text: 'Text two.', scene: undefined },
    ]);
  });

  it('numbers the paragraphs of a later part after the earlier ones', () => {
    const events = parse(['More text.\n'], 4);
    expect(paragraphs(events)).toEqual([
      { type: 'paragraph', index: 4, text: 'More text.', scene: undefined },
    ]);
  });
});
