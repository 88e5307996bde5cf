import { describe, expect, it } from 'vitest';
import { sourceOffsetOf, toSpokenText } from './spoken-text.js';

describe('toSpokenText', () => {
  it('makes SSML and phoneme markup harmless', () => {
    expect(toSpokenText('Tom & <Jerry> [[x]]').spoken).toBe('Tom &amp;  Jerry    x  ');
  });

  it('silences emoji', () => {
    expect(toSpokenText('Hei 🐉 drage').spoken).toBe('Hei   drage');
  });

  it('maps espeak-ng code point positions back to UTF-16 offsets in the original', () => {
    const text = 'Å 🐉 & øl';
    const spoken = toSpokenText(text);
    // Spoken by code point: Å=1 ' '=2 (🐉)=3 ' '=4 &amp;=5..9 ' '=10 ø=11; 🐉 is 2 UTF-16 units.
    expect(sourceOffsetOf(spoken, 1)).toBe(text.indexOf('Å'));
    expect(sourceOffsetOf(spoken, 3)).toBe(text.indexOf('🐉'));
    expect(sourceOffsetOf(spoken, 4)).toBe(text.indexOf('🐉') + 2);
    expect(sourceOffsetOf(spoken, 7)).toBe(text.indexOf('&'));
    expect(sourceOffsetOf(spoken, 11)).toBe(text.indexOf('øl'));
  });

  it('keeps offsets absolute for a chunk in the middle of a text', () => {
    const text = 'Første. Andre setning.';
    const spoken = toSpokenText(text, 8, text.length);
    expect(spoken.spoken).toBe('Andre setning.');
    expect(sourceOffsetOf(spoken, 7)).toBe(text.indexOf('setning'));
    expect(sourceOffsetOf(spoken, 999)).toBe(text.length);
  });
});
