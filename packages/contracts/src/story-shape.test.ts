import { describe, expect, it } from 'vitest';
import { ageBand, storyMinutes, targetWords } from './story-shape';

describe('story shape', () => {
  it('maps ages to bands', () => {
    expect([3, 5, 6, 8, 9, 12].map(ageBand)).toEqual(['3-5', '3-5', '6-8', '6-8', '9-12', '9-12']);
  });

  it('derives target words from listening minutes and narration pace', () => {
    expect(storyMinutes(4, 'SHORT')).toBe(3);
    expect(targetWords(4, 'SHORT')).toBe(360);
    expect(targetWords(7, 'MEDIUM')).toBe(945);
    expect(targetWords(11, 'LONG')).toBe(2250);
  });
});
