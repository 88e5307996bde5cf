// A first tooth for the tooth fairy is the plot: the tooth comes out, is kept safe through the
// day and never left lost, the turn at bedtime is won with what was made ready in the morning,
// and the story ends at bedtime with the tooth fairy's coin — calm all through, never a kite.
import type { Genre } from '@monstory/contracts/story-shape';
import { describe, expect, it } from 'vitest';
import { toldWants, thirdsOf } from './engine.testing';
import { parseDescription } from './description/parse-description';
import { scanText } from './quality/grammar-scan';
import type { StoryLanguage } from './story-types';

const ASKS: Record<StoryLanguage, { description: string; name: string }[]> = {
  en: [
    { description: 'Leo lost his first tooth and wants to meet the tooth fairy', name: 'Leo' },
    { description: 'Mia has a wobbly tooth and hopes the tooth fairy will come', name: 'Mia' },
    { description: "Sam's first tooth fell out today", name: 'Sam' },
  ],
  no: [
    {
      description: 'Ida har mista sin første tann og vil at tannfeen skal komme',
      name: 'Ida',
    },
    { description: 'Emil har en løs tann og håper tannfeen kommer i natt', name: 'Emil' },
    { description: 'Nora mistet den første melketanna si', name: 'Nora' },
  ],
};

const WORDS: Record<
  StoryLanguage,
  {
    tooth: RegExp;
    fairy: RegExp;
    bedtime: RegExp;
    coin: RegExp;
    unrelated: RegExp;
    scary: RegExp;
    /** Each way the tooth is lost, and how it is found again. */
    scares: [lost: RegExp, found: RegExp][];
  }
> = {
  en: {
    tooth: /\btooth\b/,
    fairy: /\btooth fairy\b/i,
    bedtime: /\b(bedtime|fell asleep|asleep)\b/,
    coin: /\bcoin\b/,
    unrelated: /\b(kite|raft|treasure map)\b/,
    scary: /\b(blood|bleed|bleeding|hurt|hurts|pain|painful|scream|screamed)\b/,
    scares: [
      [
        /off the table with the crumbs|the tooth went with them|gone with them/,
        /under the table|lay the little tooth|kitchen floor/,
      ],
      [/slipped into the sink|towards the plughole|closer to the plughole/, /\bplug\b/],
      [
        /fell in the grass|dropped into the grass|into the long grass/,
        /shone in the grass|white as a tiny pearl|found again/,
      ],
      [/The tooth was gone!|tissue was empty/, /\bmitten\b/],
    ],
  },
  no: {
    tooth: /\btann(a|en)?\b/,
    fairy: /\btannfe(en)?\b/i,
    bedtime: /\b(leggetid|sovnet|sov)\b/,
    coin: /\bmynt(en)?\b/,
    unrelated: /\b(dragen|flåten|skattekartet)\b/,
    scary: /\b(blod|blødde|blør|vondt|smerte|skrek)\b/,
    scares: [
      [
        /forsvant med smulene|tanna ble med|borte sammen med dem/,
        /under bordet|lå den lille tanna|kjøkkengulvet/,
      ],
      [/gled ned i vasken|snurret mot sluket|nærmere sluket/, /[Pp]roppen/],
      [
        /falt ned i gresset|datt ned i gresset|ned i det høye gresset/,
        /skinte i gresset|ei bitte lita perle|funnet igjen/,
      ],
      [/Tanna var borte!|tørkepapiret tomt|var tomt!/, /i votten|på votten|ned i votten/],
    ],
  },
};

const GENRES: Genre[] = ['ADVENTURE', 'FUNNY', 'FRIENDSHIP', 'BEDTIME', 'ANIMALS', 'FANTASY'];
const AGES = [4, 7, 10];
const SEEDS = 5;

describe('tooth fairy stories', () => {
  for (const language of ['en', 'no'] as const) {
    it(`reads a first tooth and the tooth fairy (${language})`, () => {
      for (const a of ASKS[language]) {
        const parsed = parseDescription(a.description, () => true);
        expect(parsed.tooth, a.description).toBeDefined();
        // The tooth is the story's, not a feature of the child's looks.
        for (const c of parsed.characters)
          expect(
            c.features.map((f) => f.id),
            a.description,
          ).not.toContain('teeth');
      }
      // A dentist is no tooth fairy, nor is a dragon's tooth.
      for (const other of ['Nora gruer seg til å gå til tannlegen', 'A dragon with sharp teeth'])
        expect(parseDescription(other, () => true).tooth, other).toBeUndefined();
    });

    it(`keeps the tooth safe all day and ends at bedtime with the tooth fairy's coin (${language})`, () => {
      const w = WORDS[language];
      const table = { ages: AGES, seeds: SEEDS, genres: GENRES, seedPrefix: 'tooth' };
      for (const told of toldWants(language, ASKS[language], table)) {
        const { c: a, session, story, body } = told;
        const where = `${told.where}\n${body}`;
        const { cast } = session.run.env;
        expect(cast.goal.variant, where).toBe('tooth');
        expect(body, where).toContain(a.name);
        for (const re of [w.tooth, w.fairy, w.coin]) expect(body, where).toMatch(re);
        expect(body, where).not.toMatch(w.unrelated);
        expect(body, where).not.toMatch(w.scary);
        // Every time the tooth is lost, it is found again, and the finding comes after.
        for (const [lost, found] of w.scares) {
          const at = body.search(lost);
          if (at >= 0) expect(body.slice(at), where).toMatch(found);
        }
        // The story ends at bedtime: the coin is the last third's, and nobody sets out again.
        const [, , last] = thirdsOf(story) as [string, string, string];
        expect(last, where).toMatch(w.bedtime);
        expect(last, where).toMatch(w.coin);
        // The tooth fairy is no companion met on the way, and nobody names her.
        expect(cast.friend?.species, where).not.toBe('tooth-fairy');
        expect(story.places.at(-1), where).toBe('bedroom');
        expect(
          scanText(body, language, [{ name: a.name, gender: cast.hero.gender }]),
          where,
        ).toEqual([]);
      }
    });
  }
});
