import { describe, expect, it } from 'vitest';
import { generateStory } from './generate-story';
import { request, textOf } from './engine.testing';
import type { StoryLanguage } from './story-types';

// A toy named by a common word keeps being that toy: "Lucy's teddy bear Teddy" once became "a
// boy with an arm", because a name with no creature word right before it was taken for a child.

const CASES: { language: StoryLanguage; description: string }[] = [
  {
    language: 'en',
    description: "Lucy's teddy bear Teddy has a hole in his arm, and Nana helps her sew it up",
  },
  { language: 'en', description: 'Tom and his teddy bear Teddy go to the forest' },
  { language: 'no', description: 'Eva og teddybjørnen Teddy drar til skogen' },
];
const BOY = /Teddy (was|is) a (boy|girl)|a boy called Teddy|Teddy var en (gutt|jente)|gutten Teddy/;

describe('a toy named by a common word keeps its species', () => {
  for (const { language, description } of CASES)
    it(description, () => {
      for (let n = 0; n < 10; n++)
        for (const length of ['SHORT', 'MEDIUM', 'LONG'] as const) {
          const story = generateStory(
            request({ language, description, length, age: 4 + (n % 3) * 3, seed: `t${n}` }),
          );
          expect(story.characters).toContain('Teddy');
          expect(textOf(story)).not.toMatch(BOY);
        }
    });
});
