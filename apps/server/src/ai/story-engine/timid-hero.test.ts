import { describe, expect, it } from 'vitest';
import { cycledRequest } from './engine.testing';
import { generateStory } from './generate-story';
import type { StoryLanguage } from './story-types';

// A hero the family calls shy or timid is not introduced as "brave as a lion": the courage is
// what the story is for, found at the turn, not given on the first page.

const ASKS: { language: StoryLanguage; description: string; hero: string }[] = [
  { language: 'en', description: 'Shy hedgehog Hazel wants to join the choir', hero: 'Hazel' },
  {
    language: 'en',
    description: 'A timid little mouse called Pip wants to see the sea',
    hero: 'Pip',
  },
  {
    language: 'no',
    description: 'Det sjenerte pinnsvinet Hassel vil synge i koret',
    hero: 'Hassel',
  },
  { language: 'no', description: 'Ei sky lita mus som heter Pip, vil se havet', hero: 'Pip' },
];
/** The hero said to be brave: "Hazel was brave and small", «Ole, den modigste i hele landet». */
const BRAVE: Record<StoryLanguage, (hero: string) => RegExp> = {
  en: (hero) =>
    new RegExp(
      `${hero}[^.!?]{0,40}\\b(?:was|lived)\\b[^.!?]*\\b(?:brave|bravest|bold|fearless)\\b`,
      'i',
    ),
  no: (hero) =>
    new RegExp(
      `${hero}[^.!?]{0,40}(?:var|bodde)[^.!?]*(?<!\\p{L})(?:modig|modigste|tøff|uredd)(?!\\p{L})`,
      'iu',
    ),
};

describe('a shy or timid hero', () => {
  for (const { language, description, hero } of ASKS)
    it(`is not called brave at the start: ${description}`, () => {
      for (let i = 0; i < 36; i++) {
        const story = generateStory(
          cycledRequest({ language, description, age: 4 + (i % 3) * 3 }, i, 'timid'),
        );
        const opening = story.paragraphs
          .slice(0, 2)
          .map((p) => p.text)
          .join(' ');
        for (const sentence of opening.split(/(?<=[.!?])\s+/))
          expect(sentence, story.title).not.toMatch(BRAVE[language](hero));
      }
    });
});
