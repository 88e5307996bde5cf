import { describe, expect, it } from 'vitest';
import { generateStory } from './generate-story';
import { request } from './test-helpers';
import type { StoryLanguage } from './story-types';

// Where nothing grows, nobody hides behind a tree or holds on to roots: a helper once peeked out
// "from behind a tree on Mars" and a climber held tufts of grass on the moon, because seats,
// hiding places and holds were the forest's everywhere. Stories are generated, not hand-picked.

const ASK: Record<StoryLanguage, string> = {
  en: 'Mia and her cat Sol travel to Mars to find a red stone for grandpa',
  no: 'Mia og katten Sol reiser til Mars for å finne en rød stein til bestefar',
};
const AWAY: Record<StoryLanguage, RegExp> = {
  en: /\b(on Mars|in space|on the moon|on a small blue planet)\b/,
  no: /\b(på Mars|i verdensrommet|på månen|på planeten)\b/,
};
const GREEN: Record<StoryLanguage, RegExp> = {
  en: /\b(grass|roots?|moss|mossy|bush|bushes|trees?|heather|stump|log|tuft)\b/i,
  no: /\b(gress|røtter|rot|mose|mosetue|busk|busker|tre|lyng|lyngtuster|stubbe|stokk|tue|gresstuster)\b/i,
};

describe('what is in a place fits the place', () => {
  for (const language of ['en', 'no'] as const)
    it(`no trees, roots or grass on Mars or in space (${language})`, () => {
      const bad: string[] = [];
      for (let n = 0; n < 30; n++)
        for (const length of ['MEDIUM', 'LONG'] as const) {
          const story = generateStory(
            request({
              language,
              description: ASK[language],
              genre: 'SPACE',
              length,
              age: 4 + (n % 3) * 3,
              seed: `m${n}`,
            }),
          );
          for (const p of story.paragraphs)
            for (const s of p.text.split(/(?<=[.!?»"])\s+/))
              if (AWAY[language].test(s) && GREEN[language].test(s)) bad.push(s);
        }
      expect(bad).toEqual([]);
    });
});
