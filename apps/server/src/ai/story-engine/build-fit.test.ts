import { describe, expect, it } from 'vitest';
import { CRAFT_KINDS, type CraftKey } from './packs/build-kinds';
import { OOPS as OOPS_EN, PARTS as PARTS_EN } from './packs/en/goals/build-words';
import { OOPS as OOPS_NO, PARTS as PARTS_NO } from './packs/no/goals/build-words';
import { generateStory } from './generate-story';
import { request, textOf } from './engine.testing';
import type { StoryLanguage } from './story-types';

// What is built is built from its own parts and moves its own way: a raft once took a nose, a
// round window and a big red button, and "flew" to the island, because everything without
// parts of its own borrowed a rocket's. Stories are generated, not hand-picked.

const ROCKET: Record<StoryLanguage, RegExp> = {
  en: /paper fins|\bred button|the button went|vacuum cleaner|round window|shiny pot|the (pointy |shiny )?nose (fell|rolled|dropped|slid|came)|the (fins|two fins) |away it flew|then it flew/i,
  no: /vinger av papp|røde knapp|knappen sa|støvsuger|gryte til nesa|nesa (falt|trillet|datt)|vingene (pekte|datt|bøyde)|så fløy den/i,
};

const ASK: Record<StoryLanguage, string[]> = {
  en: [
    'Leo and Mia build a raft to sail to the island',
    'Ada builds a car out of a box',
    'Sam and his dad build a house for the cat',
    'Leo builds a kite to fly on the island',
    'Nora takes her kite to the beach',
  ],
  no: [
    'Leo og Mia bygger en flåte for å seile til øya',
    'Ada bygger en bil av ei eske',
    'Sam og pappa bygger et hus til katten',
    'Leo lager en papirdrage og vil fly den på øya',
  ],
};

describe('building fits the thing built', () => {
  it('every kind has its own parts and mishaps in both languages', () => {
    const keys: CraftKey[] = [...CRAFT_KINDS, 'bake', 'pot', 'mend', 'make'];
    for (const k of keys)
      for (const bank of [PARTS_EN, PARTS_NO, OOPS_EN, OOPS_NO])
        expect(bank[k]?.length ?? 0, k).toBeGreaterThan(1);
  });

  for (const language of ['en', 'no'] as const)
    it(`no rocket parts or flying in a raft, car or house story (${language})`, () => {
      for (const description of ASK[language])
        for (const length of ['MEDIUM', 'LONG'] as const)
          for (let n = 0; n < 8; n++) {
            const story = generateStory(
              request({ language, description, length, age: 4 + (n % 3) * 3, seed: `b${n}` }),
            );
            const text = textOf(story);
            const bad = text.split(/(?<=[.!?»"])\s+/).filter((s) => ROCKET[language].test(s));
            expect(bad, `${description} #${n}`).toEqual([]);
            // A kite goes up on its string; it takes nobody anywhere.
            expect(text, description).not.toMatch(
              /kite, and it carried|(drage|dragen) \S* ?bar (dem|de)/i,
            );
            // Whichever age's wording is picked, a sentence starts with a capital.
            expect(text, description).not.toMatch(/[.!?] (så|then|up|opp|off|away) /);
          }
    });
});
