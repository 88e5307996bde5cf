import { describe, expect, it } from 'vitest';
import { PARTS as PARTS_EN } from './packs/en/goals/build-words';
import { PARTS as PARTS_NO } from './packs/no/goals/build-words';
import { partsHere } from './packs/build-kinds';
import { generateStory } from './generate-story';
import { everyBandAndGenre, textOf } from './engine.testing';
import type { StoryLanguage } from './story-types';

// Baking is not building, and nothing made is found twice: eggs come from the hens and milk
// from the cow, each once; a baker gives a baker's tip; a keepsake (a shiny stone) is never an
// ingredient or "the very last piece". Stories are generated over every genre and age band.

const ASKS: Record<StoryLanguage, string[]> = {
  en: [
    'Grandma Rosa bakes cinnamon buns for the whole family',
    'Ada wants to bake a cake for her mum',
    'Leo and his dad make pancakes',
    'Mia bakes bread with grandpa',
    'Sam makes soup for his sick sister',
    'Nora bakes cookies for the school party',
    'Leo and Mia build a raft to sail to the island',
    'Ada builds a treehouse with her brother',
    'Ben builds a rocket to fly to the moon',
    'Emma makes a kite and flies it on the hill',
    'Two friends build a sandcastle on the beach',
    'Oscar builds a birdhouse for the little birds',
  ],
  no: [
    'Bestemor Rosa baker kanelboller til hele familien',
    'Ada vil bake en kake til mamma',
    'Leo og pappa lager pannekaker',
    'Mia baker brød med bestefar',
    'Sam lager suppe til den syke søsteren sin',
    'Nora baker kaker til skolefesten',
    'Leo og Mia bygger en flåte for å seile til øya',
    'Ada bygger en trehytte med broren sin',
    'Ben bygger en rakett for å fly til månen',
    'Emma lager en papirdrage og flyr den på haugen',
    'To venner bygger et sandslott på stranda',
    'Oskar snekrer en fuglekasse til de små fuglene',
  ],
};

const PARTS = { en: PARTS_EN, no: PARTS_NO };
/** How a part is come by: found, given, or had "as well". */
const GOT: Record<StoryLanguage, string> = {
  en: String.raw`(?:found|picked up|stumbled over|gave \w+|can have|I have|had|held|carried)`,
  no: String.raw`(?:fant|plukket opp|snublet over|tråkket over|kikket over|ga \w+|få|har|hadde \S+)`,
};
/** A builder's words in a baking story, or a keepsake told as the last piece. */
const NOT_BAKING: Record<StoryLanguage, RegExp> = {
  en: /real carpenter|measure twice|turned out to be the (?:very last|missing|one last) piece|was the last part/i,
  no: /ekte snekker|mål to ganger|viste seg å være den aller siste biten|var den siste biten/i,
};
const BAKING = /bake|cake|bun|pancake|bread|cookie|soup|baker|kake|boller|brød|suppe/i;

describe('making things', () => {
  it('finds eggs at the farm and berries in the wood, never eggs by the lake', () => {
    const bake = PARTS_EN.bake as string[];
    expect(partsHere('bake', bake, 'farm')).toContain('three eggs');
    expect(partsHere('bake', bake, 'lake')).not.toContain('three eggs');
    expect(partsHere('bake', bake, 'forest')).toEqual(['a basket of blueberries']);
    expect(partsHere('raft', PARTS_EN.raft as string[], 'lake')).toEqual(PARTS_EN.raft);
  });

  for (const language of ['en', 'no'] as const)
    ASKS[language].forEach((text, k) => {
      it(`finds each part once and bakes like a baker: ${text}`, () => {
        const parts = [...new Set(Object.values(PARTS[language]).flat())] as string[];
        for (const { req, label } of everyBandAndGenre(
          { language, description: text },
          `make-${k}`,
        )) {
          const body = textOf(generateStory(req));
          for (const part of parts) {
            const got = body.match(new RegExp(`\\b${GOT[language]} ${part}\\b`, 'giu')) ?? [];
            expect(got.length, `${label}: ${part} found twice`).toBeLessThanOrEqual(1);
          }
          if (BAKING.test(text)) expect(body, label).not.toMatch(NOT_BAKING[language]);
        }
      }, 60_000);
    });
});
