// A child (or a kitten) who loses their grown-up inside a busy place is that story: it happens in
// the place the family named (the supermarket, the zoo, the market, the station), the rule for
// getting lost is said before they lose each other, the tries fail, the hero asks a grown-up who
// works there and says their name, the loudspeaker calls, and the grown-up the family named comes
// back: a hug, calm, home. Never a treasure hunt, an errand or a day at the zoo; never a stranger
// who lures, never danger; the length held at every age and length.
import type { Genre } from '@monstory/contracts/story-shape';
import { describe, expect, it } from 'vitest';
import { parseDescription } from './description/parse-description';
import { lengthFaultsAtEveryAge, thirdsOf, toldWants } from './engine.testing';
import { scanText } from './quality/grammar-scan';
import type { StoryLanguage } from './story-types';

interface Ask {
  description: string;
  /** The busy place (a place id), and how the story names it. */
  place: string;
  placeWord: RegExp;
  /** The grown-up found again, as the story calls them. */
  grown: RegExp;
  hero?: string;
}

const ASKS: Record<StoryLanguage, Ask[]> = {
  en: [
    {
      description: 'Max gets lost in the supermarket',
      place: 'supermarket',
      placeWord: /\bsupermarket\b/,
      grown: /\b(Mum|Dad)\b/,
      hero: 'Max',
    },
    {
      description: 'Ella loses her dad at the zoo',
      place: 'zoo',
      placeWord: /\bzoo\b/,
      grown: /\bDad\b/,
      hero: 'Ella',
    },
    {
      description: 'Noah got lost at the funfair with Granny',
      place: 'funfair',
      placeWord: /\bfunfair\b/,
      grown: /\bGranny\b/,
      hero: 'Noah',
    },
    {
      description: 'Noah got lost at the train station',
      place: 'railway-station',
      placeWord: /\brailway station\b/,
      grown: /\b(Mum|Dad)\b/,
      hero: 'Noah',
    },
  ],
  no: [
    {
      description: 'Max går seg vill i butikken',
      place: 'shop',
      placeWord: /\bbutikken\b/,
      grown: /\b(mamma|pappa)\b/i,
      hero: 'Max',
    },
    {
      description: 'Kattungen Pus har mistet mammaen sin på markedet',
      place: 'market',
      placeWord: /\bmarkedet\b/,
      grown: /\bmamma\b/i,
      hero: 'Pus',
    },
    {
      description: 'Lise blir borte fra mamma på kjøpesenteret',
      place: 'mall',
      placeWord: /\bkjøpesenteret\b/,
      grown: /\bmamma\b/i,
      hero: 'Lise',
    },
    {
      description: 'Emil går seg bort i dyreparken med bestefar',
      place: 'zoo',
      placeWord: /\bdyreparken\b/,
      grown: /\bbestefar\b/i,
      hero: 'Emil',
    },
  ],
};

/** What the story must tell, in each language. */
const W: Record<
  StoryLanguage,
  { rule: RegExp; name: RegExp; call: RegExp; hug: RegExp; off: RegExp; danger: RegExp }
> = {
  en: {
    rule: /find someone who works here/,
    name: /\bMy name is\b|\bI'm \p{Lu}/u,
    call: /loudspeaker/,
    hug: /\bhug(ged)?\b/,
    off: /\b(treasure|map with|errand|shopping list|coins|feeding time)\b/,
    danger: /\b(stranger (?:said|took|offered)|sweets from|kidnap|danger|police)\b/,
  },
  no: {
    rule: /finn en som jobber her/,
    name: /\bJeg heter\b/,
    call: /høyttaleren/,
    hug: /\bklemte\b/,
    off: /\b(skatt|skattekart|handlelapp|lappen|myntene|matetid)\b/,
    danger: /\b(fremmed (?:mann|dame) (?:sa|tok|ga)|godteri fra|kidnapp|fare|politi)\b/,
  },
};

const TABLE = {
  ages: [4, 7, 10],
  seeds: 3,
  genres: ['ADVENTURE', 'FUNNY', 'BEDTIME', 'FANTASY', 'SPACE', 'MYSTERY'] as Genre[],
  seedPrefix: 'lost-here',
};

describe('lost inside a busy place', () => {
  for (const language of ['en', 'no'] as const) {
    it(`reads the loss and the place (${language})`, () => {
      for (const a of ASKS[language]) {
        const p = parseDescription(a.description, () => true);
        expect(p.lostInPlace?.place, a.description).toBe(a.place);
        expect(p.outing, a.description).toBeUndefined();
        expect(p.familyOuting, a.description).toBeUndefined();
        expect(p.mystery, a.description).toBeUndefined();
      }
    });

    it(`is told in the place and ends with the grown-up found (${language})`, () => {
      const w = W[language];
      for (const told of toldWants(language, ASKS[language], TABLE)) {
        const { c: a, cast, plan, body, story, where } = told;
        expect(told.goal, where).toBe('reach/reunite');
        expect(cast.goal.place, where).toBe(a.place);
        expect(plan.places.at(-1), where).toBe(a.place);
        if (a.hero) expect(cast.hero.name, where).toBe(a.hero);
        // The grown-up is found at the end, never a companion on the way.
        expect(cast.goal.recipient?.name, where).toMatch(a.grown);
        expect(cast.friend, where).toBeUndefined();
        expect(body, where).toMatch(a.placeWord);
        expect(body, where).toMatch(w.rule);
        expect(body, where).toMatch(w.name);
        expect(body, where).toMatch(w.call);
        expect(body, where).not.toMatch(w.off);
        expect(body, where).not.toMatch(w.danger);
        // The rule comes before the loss, the reunion in the last third.
        const [, , end] = thirdsOf(story);
        expect(body.search(w.rule), where).toBeLessThan(body.search(w.call));
        expect(end, where).toMatch(w.hug);
        expect(end, where).toMatch(a.grown);
        const names = [{ name: cast.hero.name ?? '', gender: cast.hero.gender }];
        expect(scanText(body, language, names), where).toEqual([]);
      }
    }, 600_000);

    it(`keeps its length at every age and length (${language})`, () => {
      const asks = ASKS[language].slice(0, 2).map((a) => a.description);
      expect(lengthFaultsAtEveryAge(language, asks, TABLE.genres, 'lost-length')).toEqual([]);
    }, 600_000);
  }
});
