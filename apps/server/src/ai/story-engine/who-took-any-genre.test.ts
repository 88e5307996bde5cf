import { describe, expect, it } from 'vitest';
import { parseDescription } from './description/parse-description';
import { choosePattern } from './plan/cast';
import { createRng } from './rng';
import { generateStory } from './generate-story';
import { everyBandAndGenre, textOf } from './engine.testing';
import type { StoryLanguage } from './story-types';

// "Who took the last bun?" is the family's own question, so the story is that mystery in every
// genre, even when something is baked, built or feared beside it: the taking is told, the one
// who took it is found by clues, says why, and it ends kindly. Nothing is built instead.

const all = () => true;

/** A question about a taking, and a word for what was taken that the story must say. */
const ASKS: Record<StoryLanguage, [string, RegExp][]> = {
  en: [
    ['Grandma Rosa bakes cinnamon buns, and somebody takes the last one. Who took it?', /bun/i],
    [
      "Who took the last cinnamon bun from grandma's kitchen? Ada and her dog Biscuit find out",
      /bun/,
    ],
    ['who ate the birthday cake', /cake/i],
    ['Max and Lily want to know who stole the strawberries', /strawberr/i],
    ['Somebody wonders who has taken the cookies from the jar', /cake|cookie/i],
    ["Who took Mia's red ball? Mia and her cat look in the garden", /ball/i],
    ['A dragon named Tufs is scared of the dark. Who ate all the pancakes?', /pancake/i],
    ['Emma builds a kite, and somebody stole it. Who took the kite?', /kite/i],
  ],
  no: [
    ['Bestemor Rosa baker kanelboller, og noen tar den siste. Hvem tok den?', /boller/i],
    [
      'Hvem tok den siste kanelbollen fra kjøkkenet til bestemor? Ada og hunden Kiks finner det ut',
      /boll|kak/i,
    ],
    ['hvem har spist bursdagskaka', /kak/i],
    ['Ole og Sara vil finne ut hvem som stjal jordbærene', /jordbær/i],
    ['Mia lurer på hvem som har tatt jordbærkaka', /kak/i],
    ['Hvem tok den røde ballen til Mia? Mia og katten leter i hagen', /ball/i],
    ['En drage som heter Tufs er redd for mørket. Hvem spiste alle pannekakene?', /pannekak/i],
    ['Emma lager pizza, men noen spiser den. Hvem spiste pizzaen?', /pizza/i],
  ],
};

const TOLD: Record<StoryLanguage, { taken: RegExp; who: RegExp; sorry: RegExp; built: RegExp }> = {
  en: {
    taken: /\b(taken|took|gone|missing|nowhere to be seen)\b/i,
    who: /\bIt was\b|next to it sat/,
    sorry: /\bsorry\b/i,
    built: /real carpenter|the very last piece|find the parts|to bake a plate/i,
  },
  no: {
    taken: /\b(tatt|tok|borte|forsvunnet|vekk)\b/i,
    who: /\bDet var\b|ved siden av (satt|lå)/,
    sorry: /unnskyld|lei for det|beklager|dumt av meg/i,
    built: /ekte snekker|den aller siste biten|finne deler|å bake et fat/i,
  },
};

describe('a question about who took something, in every genre', () => {
  for (const language of ['en', 'no'] as const)
    ASKS[language].forEach(([text, word], k) => {
      it(`is the missing-thing mystery, solved kindly: ${text}`, () => {
        const parsed = parseDescription(text, all);
        expect(parsed.whoTook, text).toBe(true);
        for (const { req, label } of everyBandAndGenre(
          { language, description: text },
          `who-${k}`,
        )) {
          expect(choosePattern(req, parsed, createRng(req.seed)).goal, label).toBe('solve');
          const body = textOf(generateStory(req));
          expect(body, label).toMatch(TOLD[language].taken);
          expect(body, label).toMatch(TOLD[language].who);
          expect(body, label).toMatch(TOLD[language].sorry);
          expect(body, label).toMatch(word);
          expect(body, label).not.toMatch(TOLD[language].built);
        }
      }, 60_000);
    });
});
