import { describe, expect, it } from 'vitest';
import {
  AGE_BAND_AGES,
  AgeBand,
  ageBand,
  narrationWpm,
  storyMinutes,
  targetWords,
} from './story-shape';

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

  it('narrates each band at the pace its minutes are worked out with', () => {
    expect([4, 7, 10].map(narrationWpm)).toEqual([120, 135, 150]);
    for (const band of AgeBand) {
      const [youngest, oldest] = AGE_BAND_AGES[band];
      for (let age = youngest; age <= oldest; age += 1) {
        expect(ageBand(age)).toBe(band);
        expect(targetWords(age, 'LONG') / narrationWpm(age)).toBe(storyMinutes(age, 'LONG'));
      }
    }
  });
});
