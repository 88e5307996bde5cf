import type { Genre } from '@monstory/contracts/story-shape';
import { describe, expect, it } from 'vitest';
import { toldWants, thirdsOf } from './engine.testing';
import { parseDescription } from './description/parse-description';
import { scanText } from './quality/grammar-scan';
import type { StoryLanguage } from './story-types';

interface Errand {
  description: string;
  /** The shop (a place id) and what is bought, as the story names it. */
  shop: string;
  item: RegExp;
  /** The family's names, all in the story. */
  names: string[];
  /** Whom it is for: the ending gives it to them. */
  for?: RegExp;
  /** A grown-up who goes along: there all the way, so the child is never said to go alone. */
  along?: RegExp;
}

const CASES: Record<StoryLanguage, Errand[]> = {
  en: [
    {
      description: 'Sam goes to the supermarket to buy bananas',
      shop: 'supermarket',
      item: /bananas/,
      names: ['Sam'],
    },
    {
      description: 'Lily went shopping for milk for her mum',
      shop: 'shop',
      item: /milk/,
      names: ['Lily'],
      for: /\bmum\b/i,
    },
    {
      description: 'Noah walks to the bakery to buy buns',
      shop: 'bakery',
      item: /buns/,
      names: ['Noah'],
    },
    {
      description: 'Ava is buying strawberries at the market',
      shop: 'market',
      item: /strawberries/,
      names: ['Ava'],
    },
    {
      description: 'Nora goes to the shop with grandpa to buy bread',
      shop: 'shop',
      item: /bread/,
      names: ['Nora'],
      along: /grandpa/i,
    },
    {
      description: 'Leo goes to the toy shop to buy a ball',
      shop: 'toy-shop',
      item: /ball/,
      names: ['Leo'],
    },
  ],
  no: [
    {
      description: 'Emma går på butikken for å kjøpe bananer',
      shop: 'shop',
      item: /banan/,
      names: ['Emma'],
    },
    {
      description: 'Lise skal handle melk til mamma',
      shop: 'shop',
      item: /melk/,
      names: ['Lise'],
      for: /\bmamma\b/i,
    },
    {
      description: 'Jonas gikk til bakeriet og kjøpte boller',
      shop: 'bakery',
      item: /bolle/,
      names: ['Jonas'],
    },
    {
      description: 'Ida kjøper jordbær på torget',
      shop: 'square',
      item: /jordbær/,
      names: ['Ida'],
    },
    {
      description: 'Ada og bestefar går på butikken for å kjøpe brød',
      shop: 'shop',
      item: /brød/,
      names: ['Ada'],
      along: /bestefar/i,
    },
    {
      description: 'Oskar drar til lekebutikken for å kjøpe en ball',
      shop: 'toy-shop',
      item: /ball/,
      names: ['Oskar'],
    },
  ],
};

/** Other ways to say the same errand: the shop and what is bought. */
const PHRASINGS: [string, string, string][] = [
  ['Sam popped to the shop for some bread', 'shop', 'bread'],
  ['Nora went to the store with her dad to get milk', 'shop', 'milk'],
  ['Leo helps grandma with the shopping and buys carrots', 'shop', 'carrot'],
  ['Tom wants to buy a kite', 'toy-shop', 'kite'],
  ['Emma var i butikken og kjøpte bananer', 'shop', 'banana'],
  ['Mia og pappa drar på handletur for å kjøpe egg', 'shop', 'egg'],
  ['Ella handlet boller på bakeriet', 'bakery', 'bun'],
];

/** Said of a child who goes alone: never with a grown-up along. */
const ALONE: Record<StoryLanguage, RegExp> = {
  en: /without a grown-up|all on (his|her) own|by (him|her)self/,
  no: /uten (voksne|en voksen)|på egen hånd|alene før|helt selv/,
};

/** Paying: the coins laid on the counter. */
const PAID: Record<StoryLanguage, RegExp> = {
  en: /coins on the counter/,
  no: /myntene på disken/,
};
/** Home again, unpacking what was bought. */
const HOME: Record<StoryLanguage, RegExp> = {
  en: /Back home, [^.]*?(unpacked|set the bag)/,
  no: /Hjemme igjen (pakket|satte)/,
};
const GENRES: Genre[] = ['ADVENTURE', 'FUNNY', 'ANIMALS', 'FAIRY_TALE', 'FANTASY', 'BEDTIME'];
const AGES = [4, 7, 10];
const SEEDS = 6;

const TABLE = { ages: AGES, seeds: SEEDS, genres: GENRES, seedPrefix: 'errand' };

describe('a shopping errand', () => {
  for (const language of ['en', 'no'] as const) {
    it(`reads the shop and what is bought (${language})`, () => {
      for (const c of CASES[language]) {
        const parsed = parseDescription(c.description, () => true);
        expect(parsed.outing?.kind, c.description).toBe('shop');
        expect(parsed.outing?.place, c.description).toBe(c.shop);
      }
    });

    it(`reads other ways of saying it (${language})`, () => {
      for (const [text, shop, buy] of PHRASINGS) {
        const parsed = parseDescription(text, () => true);
        expect(parsed.outing, text).toMatchObject({ kind: 'shop', place: shop, buy });
      }
    });

    it(`buys it at the shop, pays, and uses it at home (${language})`, () => {
      const faults: string[] = [];
      for (const told of toldWants(language, CASES[language], TABLE)) {
        const { c, plan, story, body, where } = told;
        if (told.goal !== 'reach/shop') faults.push(`${where}: goal ${told.goal}`);
        // The hold-ups of the errand happen at the shop; on the way there is only the way.
        for (const o of plan.obstacles)
          if (o.kind === 'try' && o.place !== c.shop)
            faults.push(`${where}: a try at ${o.place}, not at the shop`);
        if (plan.resolution.place !== c.shop)
          faults.push(`${where}: won at ${plan.resolution.place}`);
        for (const name of c.names) if (!body.includes(name)) faults.push(`${where}: no ${name}`);
        const paid = body.search(PAID[language]);
        const home = body.search(HOME[language]);
        if (paid < 0) faults.push(`${where}: nothing paid for`);
        if (home < 0 || home < paid) faults.push(`${where}: not unpacked at home after paying`);
        // What is bought is named before the shop, bought there, and used at home.
        // Named in any case: the list may say it in capitals (MILK).
        const first = body.search(new RegExp(c.item.source, 'i'));
        if (first < 0 || first > paid) faults.push(`${where}: ${c.item} not named before paying`);
        const after = body.slice(Math.max(0, home));
        if (!c.item.test(after)) faults.push(`${where}: ${c.item} not used at home`);
        if (c.for && !c.for.test(after)) faults.push(`${where}: not given to ${c.for}`);
        // Nobody eats what is yet to be bought on the way to the shop.
        const before = body.slice(0, Math.max(0, paid));
        if (
          /\b(shared|ate|tok fram|spiste|delte)\b[^.]*\b(bananas|bananer|buns|boller)\b/.test(
            before,
          )
        )
          faults.push(`${where}: eaten before it was bought`);
        if (c.along) {
          if (ALONE[language].test(body)) faults.push(`${where}: alone, with ${c.along} along`);
          thirdsOf(story).forEach((t, k) => {
            if (!c.along?.test(t)) faults.push(`${where}: no ${c.along} in part ${k + 1}`);
          });
        }
        for (const hit of scanText(body, language))
          faults.push(`${where}: ${hit.id} «${hit.match}»`);
        const sections = story.paragraphs.length;
        if (sections < 3) faults.push(`${where}: ${sections} paragraphs`);
      }
      expect(faults.slice(0, 20)).toEqual([]);
    }, 240_000);
  }
});
