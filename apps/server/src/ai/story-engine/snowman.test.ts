// A snowman is the plot: snow that packs, balls rolled, the parts the family named gathered, a
// trouble at each place put right, the turn won with what was put ready at the start, and the
// snowman standing in the garden at the end — never a kite or a raft with a snowman tacked on.
import type { Genre } from '@monstory/contracts/story-shape';
import { describe, expect, it } from 'vitest';
import { tellWant, toldWants, thirdsOf } from './engine.testing';
import { parseDescription } from './description/parse-description';
import { scanText } from './quality/grammar-scan';
import type { StoryLanguage } from './story-types';

interface Ask {
  description: string;
  /** The names the family gave, each told. */
  names: string[];
  /** The parts the family named, each worn at the end. */
  parts: RegExp[];
  big?: boolean;
}

const ASKS: Record<StoryLanguage, Ask[]> = {
  en: [
    {
      description: 'Maja wants to build a snowman with a carrot nose',
      names: ['Maja'],
      parts: [/\bcarrot nose\b/],
    },
    {
      description: 'Emil and Lotte want to build the biggest snowman in the world',
      names: ['Emil', 'Lotte'],
      parts: [],
      big: true,
    },
    {
      description: 'Sam makes a snowman with coal eyes, a hat and a scarf',
      names: ['Sam'],
      parts: [/\bcoal eyes\b/, /\bhat\b/, /\bscarf\b/],
    },
  ],
  no: [
    {
      description: 'Emil og Lotte vil bygge verdens største snømann',
      names: ['Emil', 'Lotte'],
      parts: [],
      big: true,
    },
    {
      description: 'Ida vil lage en snømann med gulrotnese og kull til øyne',
      names: ['Ida'],
      parts: [/\bgulrotnesa\b/, /\bkulløyne\b/],
    },
    {
      description: 'Noah bygger en snømann med skjerf og lue',
      names: ['Noah'],
      parts: [/\bskjerfet\b/, /\blua\b/],
    },
  ],
};

const WORDS: Record<
  StoryLanguage,
  { snow: RegExp; ball: RegExp; wrong: RegExp; stands: RegExp; unrelated: RegExp; spare: RegExp }
> = {
  en: {
    snow: /\bsnow\b/,
    ball: /\b(ball|balls|head)\b/,
    wrong: /\b(too dry|fell apart|rolled down|no carrot|was empty|out of reach|leaned|too heavy)\b/,
    stands: /\b(stood|standing guard)\b/,
    unrelated: /\b(the kite|the raft|learn to)\b/,
    spare: /\b(sledge|bucket|plank)\b/,
  },
  no: {
    snow: /\bsnø(en)?\b/,
    ball: /\b(kul(a|e|er|ene)|hodet)\b/,
    wrong:
      /\b(for tørr|falt fra hverandre|trillet ned|ingen gulrot|var tom|utenfor rekkevidde|hellet|for tungt)\b/,
    stands: /\b(sto|stå vakt)\b/,
    unrelated: /\b(dragen|flåten|lære å)\b/,
    spare: /\b(kjelken|bøtt(a|e)|planke(n)?)\b/,
  },
};

const GENRES: Genre[] = ['ADVENTURE', 'FUNNY', 'FRIENDSHIP', 'BEDTIME', 'ANIMALS', 'FANTASY'];
const AGES = [4, 7, 10];
const SEEDS = 5;

describe('snowman stories', () => {
  for (const language of ['en', 'no'] as const) {
    it(`reads a snowman and the parts the family named (${language})`, () => {
      for (const a of ASKS[language]) {
        const parsed = parseDescription(a.description, () => true);
        expect(parsed.build, a.description).toBe('snowman');
        expect(!!parsed.snowman?.big, a.description).toBe(!!a.big);
        // A carrot for the nose is never a food shared on the way.
        expect(parsed.foods ?? [], a.description).not.toContain('carrot');
      }
    });

    it(`builds the snowman from snow and parts, past a trouble, and it stands at the end (${language})`, () => {
      const w = WORDS[language];
      const table = { ages: AGES, seeds: SEEDS, genres: GENRES, seedPrefix: 'snowman' };
      for (const told of toldWants(language, ASKS[language], table)) {
        const { c: a, session, story, body } = told;
        const where = `${told.where}\n${body}`;
        const { cast } = session.run.env;
        expect(cast.goal.variant, where).toBe('snowman');
        for (const re of [w.snow, w.ball, w.wrong]) expect(body, where).toMatch(re);
        for (const name of a.names) expect(body, where).toContain(name);
        expect(body, where).not.toMatch(w.unrelated);
        const [first, , last] = thirdsOf(story) as [string, string, string];
        // The snowman stands at the end, wearing what the family asked for.
        expect(last, where).toMatch(w.stands);
        for (const part of a.parts) expect(last, where).toMatch(part);
        // What wins the turn was put ready at the start.
        const used = last.match(w.spare)?.[0];
        if (used) expect(first, where).toMatch(w.spare);
        // The balls are rolled where there is snow.
        expect(story.places, where).toContain('snowy-garden');
        const heroes = [cast.hero, ...(cast.friend ? [cast.friend] : [])];
        expect(
          scanText(
            body,
            language,
            heroes.map((c) => ({ name: c.name ?? '', gender: c.gender })),
          ),
          where,
        ).toEqual([]);
      }
    });

    it(`never gives a child paws in the snow (${language})`, () => {
      const paws = language === 'en' ? /\b(her|his) paws\b/ : /\bpotene\b/;
      for (let seed = 0; seed < SEEDS * 4; seed += 1) {
        const { session, body } = tellWant(
          language,
          ASKS[language][0]!.description,
          7,
          seed,
          GENRES,
          'paws',
        );
        if (session.run.env.cast.friend) continue;
        expect(body, body).not.toMatch(paws);
      }
    });
  }
});
