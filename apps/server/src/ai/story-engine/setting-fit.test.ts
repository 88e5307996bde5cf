import { describe, expect, it } from 'vitest';
import { generateStory } from './generate-story';
import { request } from './engine.testing';
import { rideNeeded } from './plan/story-plan';
import type { StoryLanguage } from './story-types';

// Where nothing grows, nobody hides behind a tree or holds on to roots: a helper once peeked out
// "from behind a tree on Mars" and a climber held tufts of grass on the moon, because seats,
// hiding places and holds were the forest's everywhere. Stories are generated, not hand-picked.

const ASK: Record<StoryLanguage, string> = {
  en: 'Mia and her cat Sol travel to Mars to find a red stone for grandpa',
  no: 'Mia og katten Sol reiser til Mars for å finne en rød stein til bestefar',
};
const AWAY: Record<StoryLanguage, RegExp> = {
  en: /\b(on Mars|in space|on the moon|on the small blue planet)\b/,
  no: /\b(på Mars|i verdensrommet|på månen|på planeten)\b/,
};
/** Earth's weather: out in space no mist lifts, no dew lies and no wind blows. */
const WEATHER: Record<StoryLanguage, RegExp> = {
  en: /\b(mist|misty|fog|foggy|dew|wind|windy|breeze)\b/i,
  no: /(?<!\p{L})(tåke|dugg|vind|vinden|bris|brisen)(?!\p{L})/iu,
};
const GREEN: Record<StoryLanguage, RegExp> = {
  en: /\b(grass|roots?|moss|mossy|bush|bushes|trees?|heather|stump|log|tuft)\b/i,
  no: /\b(gress|røtter|rot|mose|mosetue|busk|busker|tre|lyng|lyngtuster|stubbe|stokk|tue|gresstuster)\b/i,
};

describe('what is in a place fits the place', () => {
  for (const language of ['en', 'no'] as const)
    it(`no trees, roots, grass or weather on Mars or in space (${language})`, () => {
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
              if (AWAY[language].test(s) && (GREEN[language].test(s) || WEATHER[language].test(s)))
                bad.push(s);
        }
      expect(bad).toEqual([]);
    });
});

// A search that ends out at sea or on the seabed ends there too: a pan "in a hollow tree on the
// sea" or "a sooty mark on a stone" on the waves was the forest's furniture carried out to sea.
const SEA: Record<StoryLanguage, string[]> = {
  en: [
    'Ola the otter lost his shiny button somewhere on the sea',
    'Nora and her cat sail out on the sea to find a lost pearl',
    'a little crab looks for a lost key on the seabed',
  ],
  no: [
    'Oteren Ola mistet den blanke knappen sin ute på havet',
    'Nora og katten seiler ut på havet for å finne ei borte perle',
    'en liten krabbe leter etter en borte nøkkel på havbunnen',
  ],
};
const AT_SEA: Record<StoryLanguage, RegExp> = {
  en: /\b(on the sea|on the seabed|on board the ship)\b/,
  no: /\b(på havet|på havbunnen|om bord på skipet)\b/,
};
const LAND: Record<StoryLanguage, RegExp> = {
  en: /\b(hollow tree|root|mossy|rabbit hole|dust|twig|squirrel|ivy|birch)\b/i,
  no: /\b(hult tre|rot|mosegrodde|kaninhull|støvet|kvist|ekorn|eføy|bjørk|sotete merke)\b/i,
};

describe('a search at sea ends at sea', () => {
  for (const language of ['en', 'no'] as const)
    it(`no hollow trees, roots or dust on the waves or the seabed (${language})`, () => {
      const bad: string[] = [];
      let atSea = 0;
      for (let n = 0; n < 30; n++) {
        const story = generateStory(
          request({
            language,
            description: SEA[language][n % 3]!,
            genre: n % 2 ? 'ADVENTURE' : 'MYSTERY',
            length: n % 3 === 0 ? 'LONG' : 'MEDIUM',
            age: 4 + (n % 3) * 3,
            seed: `sea${n}`,
          }),
        );
        for (const p of story.paragraphs)
          for (const s of p.text.split(/(?<=[.!?»"])\s+/))
            if (AT_SEA[language].test(s)) {
              atSea += 1;
              if (LAND[language].test(s)) bad.push(s);
            }
      }
      expect(atSea).toBeGreaterThan(30);
      expect(bad).toEqual([]);
    });
});

// "A map on the beach" in a space story: the family put the hero on Earth, so home is on Earth,
// the beach is visited, and the story still goes out into space before it ends.
describe('a space story from a place on Earth', () => {
  const ASK_EARTH: Record<StoryLanguage, string> = {
    en: 'Leo and his dog Biscuit find a treasure map on the beach',
    no: 'Leo og hunden Kiks finner et skattekart på stranda',
  };
  for (const language of ['en', 'no'] as const)
    it(`lives on Earth, visits the named place and goes up (${language})`, () => {
      for (let n = 0; n < 12; n++) {
        const story = generateStory(
          request({
            language,
            description: ASK_EARTH[language],
            genre: 'SPACE',
            length: n % 2 ? 'LONG' : 'MEDIUM',
            age: 4 + (n % 3) * 3,
            seed: `earth${n}`,
          }),
        );
        const [home, ...middle] = story.places;
        expect(['space', 'moon', 'mars', 'planet']).not.toContain(home);
        expect(middle).toContain('beach');
        expect(middle.some((p) => rideNeeded(p) === 'space')).toBe(true);
      }
    });
});
