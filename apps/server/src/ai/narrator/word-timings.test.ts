import { describe, expect, it } from 'vitest';
import { findWords, timeWords } from './word-timings.js';

describe('findWords', () => {
  it('finds the words of Norwegian text with punctuation and numbers', () => {
    const text = '«Hei!» sa Åse. Hun var 12 år, og blåbærene – de var søte.';
    expect(findWords(text, 'no').map((w) => text.slice(w.start, w.end))).toEqual([
      'Hei',
      'sa',
      'Åse',
      'Hun',
      'var',
      '12',
      'år',
      'og',
      'blåbærene',
      'de',
      'var',
      'søte',
    ]);
  });

  it('keeps offsets absolute inside a range', () => {
    const text = 'Ja. Nei takk.';
    expect(findWords(text, 'no', 4, text.length)).toEqual([
      { start: 4, end: 7 },
      { start: 8, end: 12 },
    ]);
  });
});

describe('timeWords', () => {
  const text = 'en to tre fire';
  const words = findWords(text, 'no');
  const at = (word: string) => text.indexOf(word);

  it('starts each word at its first mark', () => {
    const marks = [
      { offset: at('en'), ms: 0 },
      { offset: at('to'), ms: 300 },
      { offset: at('tre'), ms: 600 },
      { offset: at('tre') + 1, ms: 700 },
      { offset: at('fire'), ms: 900 },
    ];
    expect(timeWords(words, marks, 1200)).toEqual([0, 300, 600, 900]);
  });

  it('lets marks between words (a spoken number, an emoji) extend the word before', () => {
    const marks = [
      { offset: at('en'), ms: 0 },
      { offset: at('en') + 2, ms: 200 },
      { offset: at('to'), ms: 400 },
      { offset: at('tre'), ms: 600 },
      { offset: at('fire'), ms: 900 },
    ];
    expect(timeWords(words, marks, 1200)).toEqual([0, 400, 600, 900]);
  });

  it('shares the time of unmarked words by their length, from the start of the text', () => {
    // "en", "to" unmarked before "tre" at 400 ms: 2 + 2 characters share 0–400 ms.
    const starts = timeWords(words, [{ offset: at('tre'), ms: 400 }], 1000);
    expect(starts).toEqual([0, 200, 400, 1000 - (600 * 4) / 7]);
  });

  it('never goes back in time, and stays within the audio', () => {
    const marks = [
      { offset: at('en'), ms: 100 },
      { offset: at('to'), ms: 50 },
      { offset: at('tre'), ms: 5000 },
    ];
    const starts = timeWords(words, marks, 1000);
    expect(starts).toEqual([100, 100, 1000, 1000]);
  });
});
