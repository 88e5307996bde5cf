// A shopping errand buys as many as the family said — one egg is «et egg» and "an egg", never
// eggs; three apples stay apples — and a market sells from stalls, never from shelves. Stories
// are generated over phrasings, ages, genres, lengths and seeds in both languages.
import { describe, expect, it } from 'vitest';
import { tellWant } from './engine.testing';
import { soldFromStalls } from './packs/shop-hold';
import type { StoryLanguage } from './story-types';
import type { Genre } from '@monstory/contracts/story-shape';

interface Ask {
  say: string;
  /** Must be told (the number kept). */
  told: RegExp;
  /** Must never be told (the other number). */
  never: RegExp;
}

const ASKS: Record<StoryLanguage, Ask[]> = {
  no: [
    {
      say: 'Ola går på torget for å kjøpe et egg',
      told: /\bet egg\b|\begget\b/i,
      never: /\beggene\b/i,
    },
    {
      say: 'Nora skal på butikken og kjøpe ett eple',
      told: /\bet eple\b|\beplet\b/i,
      never: /\bepler/i,
    },
    {
      say: 'Ida går på markedet for å kjøpe tre epler',
      told: /\bepler(ne)?\b/i,
      never: /\bet eple\b/i,
    },
    {
      say: 'Lillebror skal handle en banan på butikken',
      told: /\ben banan\b|\bbananen\b/i,
      never: /\bbananer/i,
    },
    {
      say: 'Mia går til torget og kjøper gulrøtter',
      told: /\bgulrøtter(ne)?\b/i,
      never: /\ben gulrot\b/i,
    },
  ],
  en: [
    { say: 'Sam goes to the market to buy one egg', told: /\ban egg\b/i, never: /\beggs\b/i },
    { say: 'Ella pops to the shop to buy an apple', told: /\ban apple\b/i, never: /\bapples\b/i },
    {
      say: 'Max goes to the market to buy three apples',
      told: /\bapples\b/i,
      never: /\ban apple\b/i,
    },
    { say: 'Lily goes to the shop to buy a banana', told: /\ba banana\b/i, never: /\bbananas\b/i },
    { say: 'Tom goes to the market to buy carrots', told: /\bcarrots\b/i, never: /\ba carrot\b/i },
  ],
};

/** Shelves, which a market has none of. */
const SHELF: Record<StoryLanguage, RegExp> = { no: /\bhyll/i, en: /\bshel(f|ves)\b/i };

/** A line about the errand away from the shop: the list, the buying, what is bought. */
const ERRAND: Record<StoryLanguage, RegExp> = {
  no: /kjøpe|kjøper|lappen|handle/i,
  en: /\bbuy|\blist\b|shopping/i,
};

const GENRES: Genre[] = ['ADVENTURE', 'FUNNY', 'ANIMALS', 'FRIENDSHIP', 'BEDTIME'];

describe('a shopping errand', () => {
  for (const language of ['no', 'en'] as const)
    it(`${language}: buys as many as was asked, and a market has stalls`, () => {
      const faults: string[] = [];
      for (const ask of ASKS[language])
        for (const age of [4, 7, 10])
          for (let seed = 0; seed < 3; seed += 1) {
            const { session, body } = tellWant(language, ask.say, age, seed, GENRES, 'count');
            const { goal } = session.run.env.cast;
            const hero = session.run.env.cast.hero.name ?? '';
            const label = `${ask.say} ${age}/${seed}`;
            if (goal.variant !== 'shop') {
              faults.push(`${label}: not an errand`);
              continue;
            }
            if (!ask.told.test(body)) faults.push(`${label}: never says ${ask.told}`);
            // What is said of the errand: the list, the asking, and everything at the shop.
            for (const p of session.run.paragraphs)
              for (const { text } of p.lines) {
                const errand =
                  ERRAND[language].test(text) ||
                  (p.hint.place === goal.place && text.includes(hero));
                if (errand && ask.never.test(text)) faults.push(`${label}: ${text}`);
                if (
                  soldFromStalls(goal.place) &&
                  p.hint.place === goal.place &&
                  SHELF[language].test(text)
                )
                  faults.push(`${label} (market): ${text}`);
              }
          }
      expect(faults).toEqual([]);
    });
});
