// A birthday is the plot: the party is got ready (cake, balloons, invitations), small things go
// wrong and are put right, and the party is held with guests, candles and a wish — never a
// story about learning to whistle with the party tacked on at the end.
import type { Genre } from '@monstory/contracts/story-shape';
import { describe, expect, it } from 'vitest';
import { tellWant } from './engine.testing';
import { parseDescription } from './description/parse-description';
import { scanText } from './quality/grammar-scan';
import type { StoryLanguage } from './story-types';

interface Ask {
  description: string;
  /** Whose birthday it is, as the story calls them; the hero's own when unsaid. */
  whose?: RegExp;
  surprise?: boolean;
}

const ASKS: Record<StoryLanguage, Ask[]> = {
  en: [
    { description: "It's Tom's birthday and he turns five" },
    { description: 'Lea is having a birthday party with cake and balloons' },
    { description: 'Planning a surprise party for Mum', whose: /\bMum\b/, surprise: true },
    { description: 'Sofie is making a birthday present for grandpa', whose: /\bGrandpa\b/ },
    { description: 'Ava turns seven tomorrow and wants a big party' },
  ],
  no: [
    { description: 'Lea fyller fem år og skal ha bursdagsselskap med kake og ballonger' },
    { description: 'Emil har bursdag og skal ha bursdagsfest' },
    {
      description: 'Nora lager et overraskelsesselskap til mamma som har bursdag',
      whose: /\bmamma\b/i,
      surprise: true,
    },
    { description: 'Oskar lager en gave til bursdagen til bestefar', whose: /\bbestefar\b/i },
    { description: 'Ida fyller seks og gleder seg til bursdagen' },
  ],
};

const PARTY: Record<
  StoryLanguage,
  { cake: RegExp; candles: RegExp; guests: RegExp; wish: RegExp; prep: RegExp; wrong: RegExp }
> = {
  en: {
    cake: /\bcake\b/,
    candles: /\bcandles?\b/,
    guests: /\b(guests?|SURPRISE)\b/,
    wish: /\bwish/,
    prep: /\b(balloons?|invitations?|garland|present)\b/i,
    wrong:
      /\b(sank|flew|rain|tore|sold out|stuck|spilled|knocked|not in the drawer|went everywhere|ran off|raced|hid|sailed away|snatched|stick together|ran|blew|slid|too (small|sour|high)|not enough|too few|short)\b/i,
  },
  no: {
    cake: /\bkak(a|e|en)\b/,
    candles: /\blys(ene)?\b/,
    guests: /\b(gjest(ene|en)?|OVERRASKELSE)\b/i,
    wish: /(^|[^\p{L}])ønsk/u,
    prep: /\b(ballong(er|ene)?|invitasjon(er|ene)?|girlanderen|gave(n)?)\b/i,
    wrong:
      /\b(sank|fløy|regne|revnet|utsolgt|klistret|sølte|veltet|lå ikke|havnet overalt|stakk av|raste|gjemte|seilte av gårde|rev .* løs|satt (de )?fast|rant|nappet|blåste|gled|altfor|for lite|manglet|ikke nok)\b/i,
  },
};
/** What the old stories told instead of the party: an unrelated want, a word of an idiom as a thing. */
const UNRELATED: Record<StoryLanguage, RegExp> = {
  en: /\b(learn to whistle|wanted to whistle|story of a left|a left\b)/,
  no: /\b(lære å plystre|ville plystre|en left\b)/,
};

const GENRES: Genre[] = ['ADVENTURE', 'FUNNY', 'FRIENDSHIP', 'BEDTIME', 'ANIMALS', 'FANTASY'];
const AGES = [4, 7, 10];
const SEEDS = 4;

describe('birthday stories', () => {
  for (const language of ['en', 'no'] as const) {
    it(`reads a birthday, whose it is and a surprise (${language})`, () => {
      for (const a of ASKS[language]) {
        const parsed = parseDescription(a.description, () => true);
        expect(parsed.family?.kind, a.description).toBe('birthday');
        if (parsed.family?.kind !== 'birthday') continue;
        expect(parsed.family.surprise === true, a.description).toBe(a.surprise === true);
      }
    });

    it(`tells the party got ready, going wrong and held with cake, candles and guests (${language})`, () => {
      const p = PARTY[language];
      for (const a of ASKS[language])
        for (const age of AGES)
          for (let seed = 0; seed < SEEDS; seed += 1) {
            const { session, body } = tellWant(language, a.description, age, seed, GENRES, 'bday');
            const where = `${a.description} age ${age} seed ${seed}\n${body}`;
            expect(session.run.env.cast.goal.variant, where).toBe('party');
            for (const re of [p.cake, p.candles, p.guests, p.wish, p.prep, p.wrong])
              expect(body, where).toMatch(re);
            if (a.whose) expect(body, where).toMatch(a.whose);
            expect(body, where).not.toMatch(UNRELATED[language]);
            const cast = [session.run.env.cast.hero].map((c) => ({
              name: c.name ?? '',
              gender: c.gender,
            }));
            expect(scanText(body, language, cast), where).toEqual([]);
          }
    });

    it(`keeps a surprise secret until the reveal (${language})`, () => {
      const a = ASKS[language].find((x) => x.surprise) as Ask;
      const shout = language === 'en' ? 'SURPRISE' : 'OVERRASKELSE';
      for (let seed = 0; seed < SEEDS * 2; seed += 1) {
        const { body } = tellWant(language, a.description, 7, seed, GENRES, 'surprise');
        const reveal = body.indexOf(shout);
        expect(reveal, body).toBeGreaterThan(0);
        // The candles are blown out only after the one it is for has walked in.
        const candles = body.search(language === 'en' ? /blew out/ : /blåste ut/);
        expect(candles, body).toBeGreaterThan(reveal);
      }
    });
  }
});
