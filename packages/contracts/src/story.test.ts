import { describe, expect, it } from 'vitest';
import { CreateStoryRequestSchema, STORY_VALIDATION } from './story';

const valid = {
  age: 6,
  genre: 'ADVENTURE',
  length: 'SHORT',
  summary: 'Ola og dragen Flamme',
  addons: { images: true, audio: false, interactive: false },
};

function messages(input: unknown): string[] {
  const result = CreateStoryRequestSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('CreateStoryRequestSchema', () => {
  it('accepts a complete request and trims the summary', () => {
    const parsed = CreateStoryRequestSchema.parse({ ...valid, summary: '  hei  ' });
    expect(parsed.summary).toBe('hei');
  });

  it('uses the product texts for missing age, genre and length', () => {
    const { age: _a, genre: _g, length: _l, ...rest } = valid;
    expect(messages(rest)).toEqual(
      expect.arrayContaining([
        STORY_VALIDATION.ageRequired,
        STORY_VALIDATION.genreRequired,
        STORY_VALIDATION.lengthRequired,
      ]),
    );
  });

  it('refuses interactive stories with images or audio', () => {
    expect(
      messages({ ...valid, addons: { images: false, audio: true, interactive: true } }),
    ).toEqual([STORY_VALIDATION.interactiveAddons]);
    expect(
      messages({ ...valid, addons: { images: false, audio: false, interactive: true } }),
    ).toEqual([]);
  });

  it('refuses ages outside 3–12 and over-long summaries', () => {
    expect(messages({ ...valid, age: 2 })).not.toEqual([]);
    expect(messages({ ...valid, age: 13 })).not.toEqual([]);
    expect(messages({ ...valid, summary: 'x'.repeat(501) })).not.toEqual([]);
  });
});
