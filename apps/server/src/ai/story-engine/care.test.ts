// Someone hurt or poorly, not a grown-up in bed, is looked after until well: the hurt named at
// the start, the one hurt kept by name and kind (and as a she when the family says "her"), the
// care in the middle (the vet, a bandage, a blanket, water, a bed), and well again at the end.
// Never a treehouse or a treasure, and the hurt never told as a look ("with one leg").
import type { Genre } from '@monstory/contracts/story-shape';
import { describe, expect, it } from 'vitest';
import { toldWants, thirdsOf } from './engine.testing';
import { parseDescription } from './description/parse-description';
import { scanText } from './quality/grammar-scan';
import type { StoryLanguage } from './story-types';

interface Ask {
  description: string;
  /** The child who cares. */
  hero?: string;
  /** The one looked after, by name, or what it is called when the family gave no name. */
  name: string;
  unnamed?: true;
  kind: string;
  what: 'leg' | 'wing' | 'tummy' | 'cold' | 'ill';
  gender?: 'm' | 'f';
}

const ASKS: Record<StoryLanguage, Ask[]> = {
  en: [
    {
      description: 'Star the horse has a sore leg and Ida looks after her',
      hero: 'Ida',
      name: 'Star',
      kind: 'horse',
      what: 'leg',
      gender: 'f',
    },
    {
      description: 'Pip the little bird hurt its wing and Leo nurses it back to health',
      hero: 'Leo',
      name: 'Pip',
      kind: 'bird',
      what: 'wing',
    },
    {
      description: "Ella's cat is poorly and she wants to make her better",
      hero: 'Ella',
      name: 'the cat',
      unnamed: true,
      kind: 'cat',
      what: 'ill',
      gender: 'f',
    },
  ],
  no: [
    {
      description: 'Hesten Stjerne har vondt i beinet og Ida skal passe på henne',
      hero: 'Ida',
      name: 'Stjerne',
      kind: 'horse',
      what: 'leg',
      gender: 'f',
    },
    {
      description: 'Min kanin Trofast er syk og Emil vil at han skal bli frisk',
      hero: 'Emil',
      name: 'Trofast',
      kind: 'rabbit',
      what: 'ill',
      gender: 'm',
    },
    { description: 'Valpen Bamse har vondt i magen', name: 'Bamse', kind: 'dog', what: 'tummy' },
  ],
};

const WORDS: Record<
  StoryLanguage,
  { hurt: RegExp; care: RegExp; well: RegExp; off: RegExp; look: RegExp }
> = {
  en: {
    hurt: /\b(sore leg|hurt a wing|tummy ache|caught a cold|poorly)\b/,
    care: /\b(vet|bandage|blanket|water|bed|medicine|straw)\b/i,
    well: /\bwas (completely )?well again\b/,
    off: /\b(treehouse|tree house|treasure (chest|map|hunt))\b/i,
    look: /\bwith (one|a single) (leg|wing)\b|\bone-legged\b/i,
  },
  no: {
    hurt: /\b(vondt i beinet|skadet vingen|vondt i magen|forkjølet|syk|sykt)\b/,
    care: /\b(dyrlegen|bandasje|teppe|teppet|vann|seng|medisin|medisinen|halm)\b/i,
    well: /\bvar (\S+ )?(helt )?(frisk|friskt) igjen\b/,
    off: /\b(trehytte|trehytta|skattekart|skattekiste|skatten)\b/i,
    look: /\bmed (ett|et|én) (bein|vinge)\b/i,
  },
};

const GENRES: Genre[] = ['ADVENTURE', 'FUNNY', 'FRIENDSHIP', 'BEDTIME', 'ANIMALS', 'FANTASY'];
const AGES = [4, 7, 10];
const SEEDS = 4;

describe('looking after someone hurt', () => {
  for (const language of ['en', 'no'] as const) {
    it(`reads who is hurt, what is wrong and whether it is a she (${language})`, () => {
      for (const a of ASKS[language]) {
        const parsed = parseDescription(a.description, () => true);
        expect(parsed.care?.what, a.description).toBe(a.what);
        const one = parsed.characters[parsed.care?.who ?? -1];
        expect(one?.kind, a.description).toBe(a.kind);
        expect(one?.features.some((f) => f.hurt) ?? true, a.description).toBe(false);
        if (a.gender) expect(one?.gender, a.description).toBe(a.gender);
      }
    });

    it(`tells the hurt, the care and the getting well (${language})`, () => {
      const w = WORDS[language];
      const table = { ages: AGES, seeds: SEEDS, genres: GENRES, seedPrefix: 'care' };
      for (const told of toldWants(language, ASKS[language], table)) {
        const { c: a, story, body, cast } = told;
        const where = `${told.where}\n${body}`;
        expect(cast.goal.kind, where).toBe('befriend');
        expect(cast.goal.variant, where).toBe('care');
        expect(cast.goal.other?.kind, where).toBe(a.kind);
        expect(cast.goal.other?.name, where).toBe(a.unnamed ? undefined : a.name);
        if (a.gender) expect(cast.goal.other?.gender, where).toBe(a.gender);
        if (a.hero) expect(cast.hero.name, where).toBe(a.hero);
        expect(body, where).toMatch(new RegExp(`\\b${a.name}\\b`, 'i'));
        expect(body, where).not.toMatch(w.off);
        expect(body, where).not.toMatch(w.look);
        const [start, , end] = thirdsOf(story) as [string, string, string];
        expect(start, where).toMatch(w.hurt);
        expect(end, where).toMatch(w.well);
        // The care comes after the hurt is seen and before the one hurt is well again.
        const hurt = body.search(w.hurt);
        const care = body.slice(hurt).search(w.care) + hurt;
        expect(care, where).toBeGreaterThan(hurt);
        expect(care, where).toBeLessThan(body.search(w.well));
        // Home and the places near it: the vet's, the barn, the garden; never a wood or a stream.
        for (const p of story.places)
          expect(
            [
              'house',
              'waiting-room',
              'kitchen',
              'bedroom',
              'bathroom',
              'hayloft',
              'woodshed',
              'garden',
            ],
            where,
          ).toContain(p);
        expect(story.places.at(-1), where).toBe('garden');
        const names = [{ name: cast.hero.name ?? '', gender: cast.hero.gender }];
        if (cast.goal.other?.name)
          names.push({ name: cast.goal.other.name, gender: cast.goal.other.gender });
        expect(scanText(body, language, names), where).toEqual([]);
      }
    });
  }
});
