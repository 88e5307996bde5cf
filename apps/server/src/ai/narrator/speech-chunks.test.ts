import { describe, expect, it } from 'vitest';
import { splitIntoChunks } from './speech-chunks.js';

const slices = (text: string, maxChars?: number) =>
  splitIntoChunks(text, 'no', maxChars).map((c) => [text.slice(c.start, c.end), c.newParagraph]);

describe('splitIntoChunks', () => {
  it('keeps short paragraphs whole and marks where a new paragraph starts', () => {
    const text = 'Det var en gang. En drage!\n\n  Hun fløy.\n\n\nSlutt.';
    expect(slices(text)).toEqual([
      ['Det var en gang. En drage!', false],
      ['Hun fløy.', true],
      ['Slutt.', true],
    ]);
  });

  it('groups whole sentences up to the limit', () => {
    const text = 'Én setning her. To setninger her. Tre setninger her. Fire setninger her.';
    const chunks = slices(text, 40);
    expect(chunks.map(([slice]) => slice)).toEqual([
      'Én setning her. To setninger her. ',
      'Tre setninger her. Fire setninger her.',
    ]);
  });

  it('breaks a sentence longer than the limit after a comma or a space', () => {
    const text = `${'ord, '.repeat(40)}slutt`;
    const chunks = splitIntoChunks(text, 'no', 50);
    expect(chunks.length).toBeGreaterThan(3);
    for (const chunk of chunks) expect(chunk.end - chunk.start).toBeLessThanOrEqual(50);
    expect(chunks.map((c) => text.slice(c.start, c.end)).join('')).toBe(text);
  });

  it('never splits an emoji in two', () => {
    const text = '🐉'.repeat(30);
    for (const chunk of splitIntoChunks(`Drage ${text}`, 'no', 9)) {
      expect(chunk.start % 2).toBe(0);
      expect(chunk.end % 2).toBe(0);
    }
  });

  it('skips paragraphs with nothing to say', () => {
    expect(slices('Hei.\n\n…\n\n — \n\nHade.')).toEqual([
      ['Hei.', false],
      ['Hade.', true],
    ]);
  });

  it('covers every word of a long text exactly once', () => {
    const text = Array.from({ length: 60 }, (_, i) => `Setning nummer ${i} er her, og den er fin.`)
      .join(' ')
      .replace(/ (Setning nummer 2\d)/g, '\n\n$1');
    const chunks = splitIntoChunks(text, 'no');
    for (const match of text.matchAll(/[\p{L}\p{N}]+/gu)) {
      const holders = chunks.filter((c) => c.start <= match.index && match.index < c.end);
      expect(holders).toHaveLength(1);
    }
  });
});
