import { describe, expect, it } from 'vitest';
import { cycledRequest } from './engine.testing';
import { generateStory } from './generate-story';
import type { StoryLanguage } from './story-types';

// A story about the fear of the dark runs from evening into night: the dark is met when it
// comes, not at noon in a sunny glade, and the pictures show the same hour as the words.

const ASKS: { language: StoryLanguage; description: string }[] = [
  { language: 'en', description: 'A little dragon called Ember is afraid of the dark' },
  { language: 'en', description: 'Sam is scared of the dark and wants to sleep without a lamp' },
  { language: 'no', description: 'Lille Ole er redd for mørket' },
  { language: 'no', description: 'Kattungen Mille tør ikke være i mørket' },
];

describe('the fear of the dark', () => {
  for (const { language, description } of ASKS)
    it(`is met between evening and night: ${description}`, () => {
      for (let i = 0; i < 24; i++) {
        const story = generateStory(
          cycledRequest({ language, description, age: 4 + (i % 3) * 3 }, i, 'dark'),
        );
        const hours = story.paragraphs.flatMap((p) => (p.scene ? [p.scene.timeOfDay] : []));
        expect(hours.length).toBeGreaterThan(0);
        for (const hour of hours) expect(['evening', 'dusk', 'night'], story.title).toContain(hour);
      }
    });
});

// Sleeping without the night light is the dark's ending: a child afraid of dogs, thunder or
// the big slide is not told they slept with no lamp at last, nor sung a refrain about the dark.
const OTHER_FEARS: { language: StoryLanguage; description: string }[] = [
  { language: 'en', description: 'Sam is scared of big dogs' },
  { language: 'en', description: 'Lily is afraid of thunder' },
  { language: 'no', description: 'Ola er redd for store hunder' },
  { language: 'no', description: 'Mia er redd for torden' },
];
const NIGHT_LIGHT: Record<StoryLanguage, RegExp> = {
  en: /(?:no|without a) night light|no lamp|door shut|Dark or light/,
  no: /uten nattlys|uten lykt|døra (?:igjen|lukket)|Stjerner små og måne rund/,
};

describe('another fear', () => {
  for (const { language, description } of OTHER_FEARS)
    it(`is not told as the dark's story: ${description}`, () => {
      for (let i = 0; i < 36; i++) {
        const story = generateStory(
          cycledRequest({ language, description, age: 4 + (i % 3) * 3 }, i, 'other-fear'),
        );
        const ending = story.paragraphs
          .slice(-4)
          .map((p) => p.text)
          .join(' ');
        expect(ending, story.title).not.toMatch(NIGHT_LIGHT[language]);
      }
    });
});
