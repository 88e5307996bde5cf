// A new baby brother or sister is the plot: the baby is met and lived with at home, the big
// one's feeling (left out, jealous, worried) is said and put right, the turn is theirs, and
// the parents show they are loved. Words from "feels left out" are never a thing in the story.
import type { Genre } from '@monstory/contracts/story-shape';
import { describe, expect, it } from 'vitest';
import { tellWant } from './engine.testing';
import { parseDescription } from './description/parse-description';
import { scanText } from './quality/grammar-scan';
import { placeById } from './lexicon/places';
import type { StoryLanguage } from './story-types';

interface Ask {
  description: string;
  feeling: 'left-out' | 'jealous' | 'worried';
}

const ASKS: Record<StoryLanguage, Ask[]> = {
  en: [
    {
      description: 'Max is getting a new baby sister and feels a bit left out',
      feeling: 'left-out',
    },
    { description: 'A new baby brother is coming home and Sam is worried', feeling: 'worried' },
    { description: 'Mum is having a baby and Ella is jealous', feeling: 'jealous' },
    { description: 'Leo has a new baby brother and feels left out', feeling: 'left-out' },
  ],
  no: [
    { description: 'Ida får en lillesøster og føler seg glemt', feeling: 'left-out' },
    { description: 'Mamma skal ha baby og Emil er sjalu', feeling: 'jealous' },
    { description: 'Jonas får en ny lillebror og føler seg utenfor', feeling: 'left-out' },
    { description: 'Sara blir storesøster og er litt bekymret', feeling: 'worried' },
  ],
};

const WORDS: Record<
  StoryLanguage,
  { baby: RegExp; feeling: Record<Ask['feeling'], RegExp>; solved: RegExp; loved: RegExp }
> = {
  en: {
    baby: /\bbaby (sister|brother)\b|\bthe baby\b/,
    feeling: { 'left-out': /\bleft out\b/, jealous: /\bjealous\b/, worried: /\bworried\b/ },
    solved:
      /\b(did not feel left out any more|was not jealous any more|was not worried any more)\b/,
    loved: /\blove you\b/,
  },
  no: {
    baby: /\b(lillesøster|lillebror|baby(en)?)\b/,
    feeling: { 'left-out': /\butenfor\b/, jealous: /\bsjalu\b/, worried: /\bbekymret\b/ },
    solved: /\b(følte seg ikke utenfor lenger|var ikke sjalu lenger|var ikke bekymret lenger)\b/,
    loved: /\bglad i deg\b/,
  },
};
/** What a new baby's story must not grow into: a frog by a river, a valley, a thing called "left"; where it happens is checked on the plan. */
const UNRELATED: Record<StoryLanguage, RegExp> = {
  en: /\b(a left\b|the left\b|story of a left|frog by|by the river|in the valley)/,
  no: /\b(frosken ved|ved elva|i dalen|en left\b)/,
};
/** Where a baby story happens: at home, at the hospital, in the garden, the park or the shop. */
const HOME_SETTINGS = new Set([
  'house',
  'bedroom',
  'kitchen',
  'garden',
  'meadow',
  'city',
  'village',
  'playground',
]);

const GENRES: Genre[] = ['ADVENTURE', 'FUNNY', 'FRIENDSHIP', 'BEDTIME', 'ANIMALS', 'FANTASY'];
const AGES = [4, 7, 10];
const SEEDS = 4;

describe('new sibling stories', () => {
  for (const language of ['en', 'no'] as const) {
    it(`reads a new baby and how the big one feels (${language})`, () => {
      for (const a of ASKS[language]) {
        const parsed = parseDescription(a.description, () => true);
        expect(parsed.family, a.description).toMatchObject({ kind: 'sibling', feeling: a.feeling });
        expect(parsed.unknown ?? [], a.description).toEqual([]);
      }
    });

    it(`tells the baby met, the feeling said and put right, the big one loved (${language})`, () => {
      const w = WORDS[language];
      for (const a of ASKS[language])
        for (const age of AGES)
          for (let seed = 0; seed < SEEDS; seed += 1) {
            const { session, body } = tellWant(language, a.description, age, seed, GENRES, 'sib');
            const where = `${a.description} age ${age} seed ${seed}\n${body}`;
            const { cast, plan } = session.run.env;
            expect(cast.goal.variant, where).toBe('sibling');
            expect(body, where).toContain(cast.goal.other?.name as string);
            expect(body, where).toMatch(w.baby);
            expect(body, where).toMatch(w.feeling[a.feeling]);
            expect(body, where).toMatch(w.solved);
            expect(body, where).toMatch(w.loved);
            expect(body, where).not.toMatch(UNRELATED[language]);
            for (const place of plan.places)
              expect(HOME_SETTINGS.has(placeById(place).setting), `${place}\n${where}`).toBe(true);
            const names = [cast.hero, cast.goal.other].flatMap((c) =>
              c?.name ? [{ name: c.name, gender: c.gender }] : [],
            );
            expect(scanText(body, language, names), where).toEqual([]);
          }
    });
  }
});

describe('idioms name nothing', () => {
  it('reads "left out", "fell asleep", "turned up" and «føler seg utenfor» as no things', () => {
    for (const text of [
      'Max feels a bit left out',
      'The bear fell asleep under a tree',
      'A cat turned up at the door and Lily gave up looking',
      'Ida føler seg utenfor i barnehagen',
      'Kaninen sovnet og en rev dukket opp',
    ]) {
      const parsed = parseDescription(text, () => true);
      const words = [
        ...(parsed.unknown ?? []).map((u) => u.word),
        ...parsed.things.map((t) => t.id),
      ];
      expect(words, text).not.toEqual(
        expect.arrayContaining([expect.stringMatching(/^(left|out|asleep|up|utenfor|opp)$/)]),
      );
    }
  });
});
