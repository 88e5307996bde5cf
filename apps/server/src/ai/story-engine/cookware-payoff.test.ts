import { describe, expect, it } from 'vitest';
import { generateStory } from './generate-story';
import { request, textOf } from './engine.testing';
import type { StoryLanguage } from './story-types';

// A loved food and a lost pan are one want, not two facts: the pan found again makes the supper
// the story ends with, the food eaten on the way comes out of a bag, and there is one supper.

const ASK: Record<StoryLanguage, string> = {
  no: 'Mira er en katt som elsker pannekaker og mister panna si',
  en: 'Mira is a cat who loves pancakes and loses her frying pan',
};
const SUPPER_IN_PAN: Record<StoryLanguage, RegExp> = {
  no: /Til kvelds stekte Mira pannekaker i (steke)?panna/,
  en: /For supper Mira made pancakes in the (frying )?pan/,
};
const SUPPER: Record<StoryLanguage, RegExp> = {
  no: /Til kvelds/g,
  en: /For supper/g,
};
const SHARED_FROM_NOWHERE: Record<StoryLanguage, RegExp> = {
  no: /\bDe (satte seg ned og )?delte noen pannekaker\b/,
  en: /\bThey (sat down and )?shared some pancakes\b/,
};

describe('a lost pan and a loved food make one plot', () => {
  for (const language of ['no', 'en'] as const)
    it(`the pan found again makes the supper, once (${language})`, () => {
      let endings = 0;
      for (let n = 0; n < 24; n++) {
        const story = generateStory(
          request({
            language,
            description: ASK[language],
            genre: n % 2 ? 'ADVENTURE' : 'MYSTERY',
            length: (['SHORT', 'MEDIUM', 'LONG'] as const)[n % 3],
            age: 4 + (n % 3) * 3,
            seed: `pan${n}`,
          }),
        );
        const text = textOf(story);
        expect(text.match(SUPPER[language])?.length ?? 0).toBeLessThanOrEqual(1);
        expect(text).not.toMatch(SHARED_FROM_NOWHERE[language]);
        if (SUPPER_IN_PAN[language].test(text)) endings += 1;
      }
      expect(endings).toBeGreaterThan(12);
    });
});
