// A family outing is the plot: a picnic, berry picking, a day at the zoo. The outing is named
// early, a grown-up of the family goes along and is named, what the family named to bring, pick
// or see is in the story, each mishap is met with something from earlier, nothing unrelated
// happens (no lost animal to rescue, no stream to cross), and the day ends at home. A soft toy
// the family named comes along as a toy: carried and hugged, never a bear or a rabbit who talks.
import type { Genre } from '@monstory/contracts/story-shape';
import { describe, expect, it } from 'vitest';
import { thirdsOf, toldWants } from './engine.testing';
import { parseDescription } from './description/parse-description';
import type { OutingKind } from './description/read-family-outing';
import { scanText } from './quality/grammar-scan';
import type { StoryLanguage } from './story-types';

interface Ask {
  description: string;
  kind: OutingKind;
  /** Where the day is spent (a place id). */
  place: string;
  /** The grown-up who goes along, as the story calls them, when the family named one. */
  with?: string;
  hero?: string;
  /** Words that must be in the story: the family's food, berries or animals. */
  named?: RegExp[];
  /** The soft toy's name, when the family named one. */
  toy?: string;
}

const ASKS: Record<StoryLanguage, Ask[]> = {
  en: [
    {
      description: 'Tom and his teddy bear Teddy go on a picnic on the beach with Grandma',
      kind: 'picnic',
      place: 'beach',
      with: 'Grandma',
      hero: 'Tom',
      toy: 'Teddy',
    },
    {
      description: 'Mia and Dad have a picnic in the park with sausages and strawberries',
      kind: 'picnic',
      place: 'park',
      with: 'Dad',
      hero: 'Mia',
      named: [/\bsausages\b/, /\bstrawberries\b/],
    },
    {
      description: 'Sam and his stuffed rabbit Flopsy have a picnic in the meadow with Mum',
      kind: 'picnic',
      place: 'meadow',
      with: 'Mum',
      hero: 'Sam',
      toy: 'Flopsy',
    },
    {
      description: 'A picnic by the lake with Grandpa',
      kind: 'picnic',
      place: 'lake',
      with: 'Grandpa',
    },
  ],
  no: [
    {
      description: 'Ella og bamsen Brumm skal på piknik i parken med pappa',
      kind: 'picnic',
      place: 'park',
      with: 'pappa',
      hero: 'Ella',
      toy: 'Brumm',
    },
    {
      description: 'Noah og mormor har med pølser og boller på piknik på stranda',
      kind: 'picnic',
      place: 'beach',
      with: 'mormor',
      hero: 'Noah',
      named: [/\bpølse(r|ne)\b/, /\bboller\b/],
    },
    {
      description: 'Mia tar med kosedyret sitt, kaninen Nusse, på piknik på enga med mamma',
      kind: 'picnic',
      place: 'meadow',
      with: 'mamma',
      hero: 'Mia',
      toy: 'Nusse',
    },
    {
      description: 'Piknik i parken med bestefar',
      kind: 'picnic',
      place: 'park',
      with: 'bestefar',
    },
  ],
};

const WORDS: Record<
  StoryLanguage,
  { named: Record<OutingKind, RegExp>; home: RegExp; off: RegExp; alive: (toy: string) => RegExp }
> = {
  en: {
    named: { picnic: /\bpicnic\b/i, berries: /\bberr(y|ies)\b/i, zoo: /\bzoo\b/i },
    home: /\bhome\b/,
    off: /\b(lost (fox|cub|puppy|kitten|animal|bird)|little fox|the fox said|stream to cross|(across|over) the stream|cross(ed)? the river|raft|find (its|her|his) family|rescued?)\b/i,
    alive: (toy) =>
      new RegExp(
        `\\b${toy} (said|asked|walked|ran|growled|was a (brown|big|little) (bear|rabbit))\\b|\\b(bear|rabbit) called ${toy}\\b`,
      ),
  },
  no: {
    named: { picnic: /\bpiknik/i, berries: /bær/i, zoo: /\bdyre(park|hag)/i },
    home: /\bhjem(me)?\b/,
    off: /\b(reven sa|den lille reven|gått meg bort|over bekken|over elva|flåten?|finner ikke familien|redde|reddet)\b/i,
    alive: (toy) =>
      new RegExp(
        `\\b${toy} (sa|spurte|gikk|løp|brummet|var en (brun|stor|liten) (bjørn|kanin))\\b|\\b(bjørnen|kaninen) ${toy}\\b`,
      ),
  },
};

const GENRES: Genre[] = ['ADVENTURE', 'FUNNY', 'FRIENDSHIP', 'BEDTIME', 'ANIMALS', 'FANTASY'];
const AGES = [3, 5, 7, 9, 12];
const SEEDS = 3;

describe('a family outing', () => {
  for (const language of ['en', 'no'] as const) {
    it(`reads the outing, where it goes and the toy that comes along (${language})`, () => {
      for (const a of ASKS[language]) {
        const p = parseDescription(a.description, () => true);
        expect(p.familyOuting?.kind, a.description).toBe(a.kind);
        expect(p.familyOuting?.place, a.description).toBe(a.place);
        if (a.toy) expect(p.familyOuting?.toy?.name, a.description).toBe(a.toy);
      }
    });

    it(`tells the outing with the grown-up, what the family named, and home at the end (${language})`, () => {
      const w = WORDS[language];
      const table = { ages: AGES, seeds: SEEDS, genres: GENRES, seedPrefix: 'outing' };
      for (const told of toldWants(language, ASKS[language], table)) {
        const { c: a, story, body, cast } = told;
        const where = `${told.where}\n${body}`;
        expect(told.goal, where).toBe(`reach/${a.kind}`);
        expect(cast.goal.place, where).toBe(a.place);
        if (a.hero) expect(cast.hero.name, where).toBe(a.hero);
        // A grown-up of the family goes along, by the family's word for them, and is named.
        if (a.with) expect(cast.friend?.name?.toLowerCase(), where).toBe(a.with.toLowerCase());
        expect(['grandparent', 'grown-up'], where).toContain(cast.friend?.kind);
        expect(body, where).toMatch(new RegExp(`\\b${cast.friend?.name}\\b`, 'i'));
        const [start, , end] = thirdsOf(story) as [string, string, string];
        // The outing is named early, and the day ends at home.
        expect(start, where).toMatch(w.named[a.kind]);
        expect(end, where).toMatch(w.home);
        for (const n of a.named ?? []) expect(body, where).toMatch(n);
        expect(body, where).not.toMatch(w.off);
        // The toy comes along by its name, and stays a toy.
        if (a.toy) {
          expect(body, where).toMatch(new RegExp(`\\b${a.toy}\\b`));
          expect(body, where).not.toMatch(w.alive(a.toy));
          expect(cast.friend?.name, where).not.toBe(a.toy);
          expect(
            cast.helpers.map((h) => h.name),
            where,
          ).not.toContain(a.toy);
        }
        // The day is spent where they set out for, the last place of the plan.
        expect(told.session.run.env.plan.places.at(-1), where).toBe(a.place);
        const names = [{ name: cast.hero.name ?? '', gender: cast.hero.gender }];
        if (cast.friend?.name) names.push({ name: cast.friend.name, gender: cast.friend.gender });
        expect(scanText(body, language, names), where).toEqual([]);
      }
    }, 600_000);
  }
});
