// A family day at home or at school, and the night in the garden, move from room to room: the
// step from one room to the next (or out into the garden) goes through a door, down the hall
// or up the stairs, never along a road past a fence of sheep. Held on generated stories: each
// way of asking × both languages × the three age bands × every length × several seeds.
import type { Genre } from '@monstory/contracts/story-shape';
import { describe, expect, it } from 'vitest';
import { enPlace } from './compose/ctx-en';
import { noPlace } from './compose/ctx-no';
import { toldWants } from './engine.testing';
import { oneBuilding } from './packs/ground';
import type { StoryLanguage } from './story-types';

const ASKS: Record<StoryLanguage, { description: string }[]> = {
  no: [
    { description: 'Ola vil sove i telt i hagen' },
    { description: 'Ida og pappa skal sove i telt i hagen og se på stjernene' },
    { description: 'Lea fyller fem år og skal ha bursdagsselskap med kake og ballonger' },
    { description: 'Jonas får en ny lillebror og føler seg utenfor' },
    { description: 'Første skoledag for Mia' },
  ],
  en: [
    { description: 'Lily wants to camp in the back garden' },
    { description: 'Sam and Dad sleep in a tent in the garden tonight' },
    { description: 'Lea is having a birthday party with cake and balloons' },
    { description: 'Leo has a new baby brother and feels left out' },
    { description: 'Ava is new at school' },
  ],
};

/** The ways of the open country: roads, paths, fences, sheep, windmills, a long walk. */
const OUTDOOR_WAY: Record<StoryLanguage, RegExp> = {
  no: /(?<!\p{L})(sti|stien|stier|vei|veien|gjerde|gjerdet|sau|sauer|sauene|vindmølle|vindmølla|lang vei|lang tur|lang stund med gåing)(?!\p{L})/iu,
  en: /\b(road|roads|path|paths|lane|trail|fence|sheep|windmill|long walk|long way)\b/i,
};

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** How a paragraph says it goes into a place. */
function into(language: StoryLanguage, id: string): RegExp {
  const to = language === 'no' ? noPlace(id).to : enPlace(id).to;
  const also = language === 'en' && id === 'garden' ? '|out into the garden' : '';
  return new RegExp(`(?:${escape(to)}${also})(?!\\p{L})`, 'iu');
}

const TABLE = {
  ages: [4, 7, 10],
  seeds: 4,
  genres: ['ADVENTURE', 'FUNNY'] as Genre[],
  seedPrefix: 'rooms',
};

describe('moving between the rooms of one home', () => {
  for (const language of ['no', 'en'] as const)
    it(`goes through doors and halls, not down roads (${language})`, () => {
      const faults: string[] = [];
      let moves = 0;
      for (const told of toldWants(language, ASKS[language], TABLE)) {
        const { cast, plan, where } = told;
        const stops = [cast.home, ...plan.places];
        const inside = stops.flatMap((p, i) => (oneBuilding(stops[i - 1], p) ? [p] : []));
        for (const place of inside) {
          const way = into(language, place);
          for (const p of told.story.paragraphs) {
            if (!way.test(p.text)) continue;
            moves += 1;
            const hit = p.text.match(OUTDOOR_WAY[language]);
            if (hit) faults.push(`${where} → ${place}: «${hit[0]}» in «${p.text}»`);
          }
        }
      }
      expect(moves).toBeGreaterThan(20);
      expect(faults.slice(0, 12)).toEqual([]);
    }, 300_000);
});
