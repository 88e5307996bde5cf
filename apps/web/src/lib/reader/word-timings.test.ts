import { describe, expect, it } from 'vitest';
import { groupWordsByParagraph, segmentParagraph, wordIndexAt } from './word-timings';
import type { AudioWord } from './word-timings';

const word = (paragraphIndex: number, start: number, end: number, startMs: number): AudioWord => ({
  paragraphIndex,
  start,
  end,
  startMs,
  endMs: startMs + 300,
});

const words = [word(0, 0, 4, 0), word(0, 5, 9, 400), word(0, 10, 15, 800), word(1, 0, 3, 1500)];

describe('wordIndexAt', () => {
  it('finds the word being spoken, keeps it through the pause after it, and none before', () => {
    expect(wordIndexAt(words, -1)).toBe(-1);
    expect(wordIndexAt(words, 0)).toBe(0);
    expect(wordIndexAt(words, 399)).toBe(0);
    expect(wordIndexAt(words, 400)).toBe(1);
    expect(wordIndexAt(words, 1200)).toBe(2);
    expect(wordIndexAt(words, 99_000)).toBe(3);
    expect(wordIndexAt([], 10)).toBe(-1);
  });

  it('agrees with a linear scan over a long story', () => {
    const many = Array.from({ length: 5000 }, (_, i) => word(0, i * 2, i * 2 + 1, i * 250));
    for (const ms of [0, 1, 249, 250, 123_456, 1_249_750, 2_000_000]) {
      const linear = many.reduce((found, w, i) => (w.startMs <= ms ? i : found), -1);
      expect(wordIndexAt(many, ms)).toBe(linear);
    }
  });
});

describe('segmentParagraph', () => {
  it('cuts a paragraph into its words and the text between them, losing nothing', () => {
    const text = 'Once upon a time.';
    const grouped = groupWordsByParagraph([word(0, 0, 4, 0), word(0, 5, 9, 1), word(0, 12, 17, 2)]);
    const segments = segmentParagraph(text, grouped.get(0) ?? []);
    expect(segments).toEqual([
      { text: 'Once', word: 0 },
      { text: ' ', word: null },
      { text: 'upon', word: 1 },
      { text: ' a ', word: null },
      { text: 'time.', word: 2 },
    ]);
    expect(segments.map((s) => s.text).join('')).toBe(text);
  });

  it('skips offsets that do not fit the text', () => {
    const grouped = groupWordsByParagraph([word(0, 0, 3, 0), word(0, 2, 5, 1), word(0, 4, 99, 2)]);
    expect(segmentParagraph('Hi there', grouped.get(0) ?? [])).toEqual([
      { text: 'Hi ', word: 0 },
      { text: 'there', word: null },
    ]);
  });
});
