import { describe, expect, it } from 'vitest';
import { generateStory } from './generate-story';
import { request, textOf } from './engine.testing';
import type { StoryLanguage } from './story-types';

// A thing found at the start is not sought again: a chain line once brought the children
// "nærmere nøkkelen" when the key had been in their hands since the first page, and only the
// door it opened was still to find. Stories are generated from many seeds, ages and lengths.

const CASES: { language: StoryLanguage; description: string; stale: RegExp }[] = [
  {
    language: 'no',
    description:
      'Ella og lillebroren Theo finner en gammel nøkkel i hagen til bestemor og vil finne ut hvilken dør den åpner',
    stale: /nærmere nøkkelen|kunne nøkkelen være|Nå var nøkkelen (ikke langt|nær)/,
  },
  {
    language: 'en',
    description: 'Ella finds an old key in the garden and wants to know which door it opens',
    stale: /closer to the key|the key might be|Now the key was/,
  },
  {
    language: 'en',
    description: 'Hannah finds a wet puppy in the rain and wants to find its owner',
    stale: /closer to the (small |wet )?puppy|the puppy might be/,
  },
];

describe('what is already found is not sought again', () => {
  for (const { language, description, stale } of CASES)
    it(description, () => {
      for (let n = 0; n < 12; n++)
        for (const length of ['MEDIUM', 'LONG'] as const) {
          const story = generateStory(
            request({
              language,
              description,
              genre: 'MYSTERY',
              length,
              age: 4 + (n % 3) * 3,
              seed: `k${n}`,
            }),
          );
          expect(textOf(story)).not.toMatch(stale);
        }
    });
});
