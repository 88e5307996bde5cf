// A toy that comes alive at night is that story: the toy is the hero, kept as that toy (with the
// name the family gave it), it wakes when the house is asleep, goes through the rooms of the house
// (the kitchen, the living room; doors, stairs and the hall, never a road), meets the other toys
// and the house's night things, looks for what the child lost, and is back in its place before
// morning, where the child finds it a little moved: a wink. Never a mountain, a forest or a hat
// to find outdoors; the length held at every age and length.
import type { Genre } from '@monstory/contracts/story-shape';
import { describe, expect, it } from 'vitest';
import { parseDescription } from './description/parse-description';
import { lengthFaultsAtEveryAge, thirdsOf, toldWants } from './engine.testing';
import { scanText } from './quality/grammar-scan';
import type { StoryLanguage } from './story-types';

interface Ask {
  description: string;
  toy: 'teddy' | 'doll' | 'toys';
  /** The toy's name in the story. */
  name: string;
  /** The room it sleeps in. */
  room: 'bedroom' | 'playroom';
  child?: string;
}

const ASKS: Record<StoryLanguage, Ask[]> = {
  en: [
    {
      description: 'The teddy bear comes alive at night and explores the house',
      toy: 'teddy',
      name: 'Teddy',
      room: 'bedroom',
    },
    {
      description: 'Toys in the playroom wake up when everyone sleeps',
      toy: 'toys',
      name: 'Teddy',
      room: 'playroom',
    },
    {
      description: "Mia's teddy Buttons comes alive at night",
      toy: 'teddy',
      name: 'Buttons',
      room: 'bedroom',
      child: 'Mia',
    },
  ],
  no: [
    {
      description: 'Bamsen våkner om natta og går på oppdagelse i huset',
      toy: 'teddy',
      name: 'Bamse',
      room: 'bedroom',
    },
    {
      description: 'Dukkene våkner når alle sover',
      toy: 'doll',
      name: 'Rosa',
      room: 'bedroom',
    },
    {
      description: 'Bamsen Brumm våkner om natta',
      toy: 'teddy',
      name: 'Brumm',
      room: 'bedroom',
    },
  ],
};

const W: Record<
  StoryLanguage,
  { toy: RegExp; kitchen: RegExp; back: RegExp; wink: RegExp; out: RegExp; bear: RegExp }
> = {
  en: {
    toy: /\b(teddy|doll)\b/,
    kitchen: /\bkitchen\b/,
    back: /\b(back (?:up|onto)|on the shelf)\b/,
    wink: /\bwink\b/,
    out: /\b(forest|meadow|river|hat|went outside|out of the house)\b/,
    bear: /\b(?:a|the) (?:brown |small )*bear\b/,
  },
  no: {
    toy: /\b(bamse|bamsen|dukke|dukka)\b/,
    kitchen: /\bkjøkkenet\b/,
    back: /\b(opp i hylla|i hylla)\b/,
    wink: /\bblunk(et)?\b/,
    out: /\b(fjellet|skogen|enga|elva|hatten)\b/,
    bear: /\b(?:en|ei) (?:brun |liten )*bjørn\b|\bbjørnen\b/,
  },
};

const TABLE = {
  ages: [4, 7, 10],
  seeds: 3,
  genres: ['ADVENTURE', 'FUNNY', 'BEDTIME', 'FANTASY', 'SPACE', 'MYSTERY'] as Genre[],
  seedPrefix: 'toy-night',
};

describe('a toy that comes alive at night', () => {
  for (const language of ['en', 'no'] as const) {
    it(`reads the toy and the night (${language})`, () => {
      for (const a of ASKS[language]) {
        const p = parseDescription(a.description, () => true);
        expect(p.toyNight?.toy, a.description).toBe(a.toy);
        expect(p.toyNight?.room, a.description).toBe(a.room);
        expect(p.characters, a.description).toEqual([]);
      }
    });

    it(`goes through the house and is back before morning (${language})`, () => {
      const w = W[language];
      for (const told of toldWants(language, ASKS[language], TABLE)) {
        const { c: a, cast, plan, body, story, where } = told;
        expect(told.goal, where).toBe('reach/toy-night');
        expect(cast.hero.name, where).toBe(a.name);
        expect(cast.home, where).toBe(a.room);
        if (a.child) expect(cast.goal.recipient?.name, where).toBe(a.child);
        // The rooms of the house, nowhere outside, and home again at the end.
        expect(plan.places[0], where).toBe(a.room);
        expect(plan.places, where).toContain('kitchen');
        expect(plan.places.at(-1), where).toBe('living-room');
        expect(plan.close.place, where).toBe(a.room);
        expect(body, where).toMatch(w.toy);
        expect(body, where).toMatch(w.kitchen);
        expect(body, where).not.toMatch(w.out);
        expect(body, where).not.toMatch(w.bear);
        const [, , end] = thirdsOf(story);
        expect(end, where).toMatch(w.back);
        expect(end, where).toMatch(w.wink);
        const names = [{ name: cast.hero.name ?? '', gender: cast.hero.gender }];
        expect(scanText(body, language, names), where).toEqual([]);
      }
    }, 600_000);

    it(`keeps its length at every age and length (${language})`, () => {
      const asks = ASKS[language].slice(0, 2).map((a) => a.description);
      expect(lengthFaultsAtEveryAge(language, asks, TABLE.genres, 'toy-length')).toEqual([]);
    }, 600_000);
  }
});
