// An errand with a list buys all of it: «kjøpe melk, egg og brød» brings home the milk, the
// eggs and the bread, not the milk alone. «torget» is the town square, told as «torget», never
// «markedet»; a slice of bread, a roll, a packed lunch and a waffle are foods the story knows.
import type { Genre } from '@monstory/contracts/story-shape';
import { describe, expect, it } from 'vitest';
import { parseDescription } from './description/parse-description';
import { tellWant } from './engine.testing';
import type { StoryLanguage } from './story-types';

interface Ask {
  say: string;
  /** Each item on the list, as the story must tell it where it is bought. */
  items: RegExp[];
}

const ASKS: Record<StoryLanguage, Ask[]> = {
  no: [
    {
      say: 'Leo og mammaen hans går til torget for å kjøpe melk, egg og brød',
      items: [/\bmelk(a|en)?\b/i, /\begg(ene)?\b/i, /\bbrød(et)?\b/i],
    },
    {
      say: 'Mia skal på butikken og kjøpe bananer og ost',
      items: [/\bbananer(ne)?\b/i, /\bost(en)?\b/i],
    },
    {
      say: 'Ola går til bakeriet for å kjøpe rundstykker, boller og et brød',
      items: [/\brundstykke/i, /\bboller/i, /\bbrød/i],
    },
  ],
  en: [
    {
      say: 'Ava goes to the shop to buy milk, eggs and bread',
      items: [/\bmilk\b/i, /\beggs\b/i, /\bbread\b/i],
    },
    {
      say: 'Sam pops to the supermarket to buy bananas and cheese',
      items: [/\bbananas\b/i, /\bcheese\b/i],
    },
  ],
};
/** Where the buying is told: paying, the list read out, the bag. */
const BUYING: Record<StoryLanguage, RegExp> = {
  no: /disken|posen|takk,»|lappen|kjøpe/i,
  en: /counter|bag|please,"|list|buy/i,
};
const GENRES: Genre[] = ['ADVENTURE', 'FUNNY', 'ANIMALS', 'FRIENDSHIP', 'BEDTIME'];

describe('a shopping list', () => {
  for (const language of ['no', 'en'] as const)
    it(`is bought whole, every item told where it is bought (${language})`, () => {
      const faults: string[] = [];
      ASKS[language].forEach((ask, k) => {
        for (let seed = 0; seed < 12; seed += 1) {
          const { session, body } = tellWant(
            language,
            ask.say,
            [4, 7, 10][seed % 3] as number,
            seed + k * 50,
            GENRES,
            'shop-list',
          );
          const goal = session.run.env.cast.goal;
          const label = `${ask.say} #${seed}`;
          if (goal.variant !== 'shop') {
            faults.push(`${label}: not an errand`);
            continue;
          }
          const buying = body.split('\n').filter((p) => BUYING[language].test(p));
          for (const item of ask.items)
            if (!buying.some((p) => item.test(p))) faults.push(`${label}: never buys ${item}`);
          if (language === 'no' && /torget/.test(ask.say) && /\bmarked/i.test(body))
            faults.push(`${label}: «torget» told as «markedet»`);
          if (language === 'no' && /torget/.test(ask.say) && !/\btorget\b/.test(body))
            faults.push(`${label}: «torget» never told`);
        }
      });
      expect(faults).toEqual([]);
    });
});

describe('everyday food words', () => {
  it('are known foods, kept in the family word', () => {
    const accept = () => true;
    const foods = (s: string) => parseDescription(s, accept).foods ?? [];
    expect(foods('Ida spiser ei brødskive')).toContain('bread-slice');
    expect(foods('Ola har et rundstykke i sekken')).toContain('roll');
    expect(foods('Mia elsker vaffel med syltetøy')).toContain('waffle');
    expect(parseDescription('Nora glemte matpakka si', accept).things.map((t) => t.id)).toContain(
      'sandwich',
    );
    expect(parseDescription('Leo går til torget', accept).places).toEqual(['square']);
  });
});
