// The family's own pet gone missing («Maja har mistet katten sin», "Emma's cat is missing",
// "Harry the hamster escapes from his cage") is its owner looking for it: the pet keeps its name
// and kind and is never the hero, it is looked for where such a pet hides (a small one in the
// rooms of the house, a cat or a dog in the garden and the shed too), found safe, carried home,
// fed and asleep at the end; never a case, a lost key or a trip up a mountain; the length held.
import { describe, expect, it } from 'vitest';
import { parseDescription } from './description/parse-description';
import { lengthFaultsAtEveryAge, thirdsOf, toldWants, wantTable } from './engine.testing';
import { scanText } from './quality/grammar-scan';
import type { StoryLanguage } from './story-types';

interface Ask {
  description: string;
  /** The pet's kind in the cast, and its species when the illustrator draws it as another. */
  kind: string;
  species?: string;
  /** The pet's name, when the family gave one. */
  name?: string;
  /** How the story calls the pet. */
  word: RegExp;
  small: boolean;
}

const ASKS: Record<StoryLanguage, Ask[]> = {
  no: [
    { description: 'Maja har mistet katten sin', kind: 'cat', word: /\bkatten\b/, small: false },
    {
      description: 'Marsvinet Pelle har rømt fra buret',
      kind: 'rabbit',
      species: 'guinea-pig',
      name: 'Pelle',
      word: /\bPelle\b/,
      small: true,
    },
    {
      description: 'Hunden til Ola har blitt borte',
      kind: 'dog',
      word: /\bhunden\b/,
      small: false,
    },
  ],
  en: [
    { description: "Emma's cat is missing", kind: 'cat', word: /\bthe cat\b/i, small: false },
    {
      description: 'Our hamster Harry is lost somewhere in the house',
      kind: 'mouse',
      species: 'hamster',
      name: 'Harry',
      word: /\bHarry\b/,
      small: true,
    },
    {
      description: 'Leo looks for his lost dog Max',
      kind: 'dog',
      name: 'Max',
      word: /\bMax\b/,
      small: false,
    },
    {
      description: 'Harry the hamster escapes from his cage',
      kind: 'mouse',
      species: 'hamster',
      name: 'Harry',
      word: /\bHarry\b/,
      small: true,
    },
  ],
};

const TABLE = { ...wantTable('lost-pet'), ages: [3, 6, 9, 12], seeds: 2 };

/** Found, home and asleep: the last lines of the story. */
const END: Record<StoryLanguage, { found: RegExp; home: RegExp; bed: RegExp }> = {
  en: {
    found: /\bAnd there\b|\bThere (was|sat)\b/,
    home: /\bcarried\b.*\b(home|back)\b/,
    bed: /\bbedtime\b/i,
  },
  no: {
    found: /Og der|Der lå|Der satt/,
    home: /\bbar\b.*\b(hjem|tilbake)\b/,
    bed: /\bleggetid\b/i,
  },
};

describe('a missing pet is looked for by its owner', () => {
  it('reads the pet, and only the pet, as gone', () => {
    expect(parseDescription('Maja har mistet katten sin', () => true).lostPet).toEqual({ who: 1 });
    expect(parseDescription('Hunden til Ola har blitt borte', () => true).lostPet).toEqual({
      who: 0,
    });
    // A thing lost, a part lost, or a kitten lost in the forest is another story.
    for (const other of [
      'Maja har mistet nøkkelen sin',
      'Katten har mistet halen sin',
      'A kitten who is lost in the forest',
      'Nora and her cat Whiskers who wants to learn to swim',
    ])
      expect(parseDescription(other, () => true).lostPet, other).toBeUndefined();
  });

  for (const language of ['no', 'en'] as const) {
    it(`tells the search, found safe and home (${language})`, () => {
      const w = END[language];
      for (const { c, story, body, cast, where } of toldWants(language, ASKS[language], TABLE)) {
        const pet = cast.goal.other;
        expect(`${cast.goal.kind}/${cast.goal.variant}`, where).toBe('find/pet');
        expect(pet?.kind, where).toBe(c.kind);
        if (c.species) expect(pet?.species, where).toBe(c.species);
        if (c.name) expect(pet?.name, where).toBe(c.name);
        // The pet is never the hero, and never a thing put away.
        expect(['girl', 'boy'], where).toContain(cast.hero.kind);
        expect(cast.hero.name, where).not.toBe(pet?.name);
        expect(body, where).toMatch(c.word);
        const pocketed = body
          .split(/(?<=[.!?»"])\s+/)
          .filter((s) => c.word.test(s) && /\bpocket\b|\blomma\b|\blomme\b/.test(s));
        expect(pocketed, where).toEqual([]);
        // A small pet stays in the house; a cat or a dog is looked for in the garden too.
        const places = cast.route ?? [];
        if (c.small) expect(places, where).not.toContain('garden');
        const [, , end] = thirdsOf(story);
        expect(end, where).toMatch(w.found);
        expect(end, where).toMatch(w.home);
        expect(end, where).toMatch(w.bed);
        const names = [{ name: cast.hero.name ?? '', gender: cast.hero.gender }];
        expect(scanText(body, language, names), where).toEqual([]);
      }
    }, 600_000);

    it(`keeps its length at every age and length (${language})`, () => {
      const asks = ASKS[language].map((a) => a.description);
      expect(lengthFaultsAtEveryAge(language, asks, TABLE.genres, 'lost-pet-length')).toEqual([]);
    }, 600_000);
  }
});
