// A day of berry picking, or a day at the zoo, is its own story. Berries: the grown-up of the
// family goes along and is named, the buckets are fetched at home before the walk, the berries
// keep the family's word for them («blåbær», "blackberries") from the start, the ripe ones are
// told from the unripe, a mishap is met, the bucket is filled, and something made of the
// berries at home is eaten last, after the way home. The zoo: the family named, the map, every
// animal the family named seen by its own word (never talking, never a helper), the last of
// them at feeding time, and home to bed. Nothing unrelated happens (no lost animal to rescue).
import type { Genre } from '@monstory/contracts/story-shape';
import { describe, expect, it } from 'vitest';
import { thirdsOf, toldWants } from './engine.testing';
import { parseDescription } from './description/parse-description';
import type { BerryId } from './description/read-family-outing';
import { animalNouns } from './packs/outing-beats';
import { scanText } from './quality/grammar-scan';
import type { StoryLanguage } from './story-types';

interface Ask {
  description: string;
  berry: BerryId;
  /** Where the berries are picked (a place id). */
  place: string;
  /** The grown-up who goes along, as the story calls them. */
  with: string;
  hero?: string;
}

const ASKS: Record<StoryLanguage, Ask[]> = {
  en: [
    {
      description: 'pick blackberries with Dad',
      berry: 'blackberry',
      place: 'forest',
      with: 'Dad',
    },
    {
      description: 'Sam and Grandma go blueberry picking in the forest',
      berry: 'blueberry',
      place: 'forest',
      with: 'Grandma',
      hero: 'Sam',
    },
    {
      description: 'Lily picks strawberries in the field with Mum',
      berry: 'strawberry',
      place: 'field',
      with: 'Mum',
      hero: 'Lily',
    },
  ],
  no: [
    {
      description: 'Mormor og Emil plukker blåbær i skogen',
      berry: 'blueberry',
      place: 'forest',
      with: 'mormor',
      hero: 'Emil',
    },
    {
      description: 'Ole plukker tyttebær med bestefar på haugen',
      berry: 'lingonberry',
      place: 'hill',
      with: 'bestefar',
      hero: 'Ole',
    },
    {
      description: 'Vi skal på bringebærtur med mamma',
      berry: 'raspberry',
      place: 'forest',
      with: 'mamma',
    },
  ],
};

/** The berry in the language's own word, and what is made of it and eaten at the end. */
const BERRY: Record<StoryLanguage, Partial<Record<BerryId, { word: RegExp; dish: RegExp }>>> = {
  en: {
    blackberry: { word: /\bblackberries\b/i, dish: /\bblackberry crumble\b/ },
    blueberry: { word: /\bblueberries\b/i, dish: /\bblueberry pie\b/ },
    strawberry: { word: /\bstrawberries\b/i, dish: /\bstrawberries with cold cream\b/ },
  },
  no: {
    blueberry: { word: /\bblåbær/i, dish: /\bblåbærpai\b/ },
    lingonberry: { word: /\btyttebær/i, dish: /\brørte tyttebær\b/ },
    raspberry: { word: /\bbringebær/i, dish: /\bbringebærsyltetøy\b/ },
  },
};

const WORDS: Record<
  StoryLanguage,
  { bucket: RegExp; ripe: RegExp; home: RegExp; eaten: RegExp; off: RegExp }
> = {
  en: {
    bucket: /\bbuckets?\b/,
    ripe: /\b(ripe|unripe|sour)\b/i,
    home: /\bhome\b/,
    eaten: /\b(for supper they|ate)\b/i,
    off: /\b(lost (fox|cub|puppy|kitten|animal|bird)|little fox|the fox said|stream to cross|(across|over) the stream|cross(ed)? the river|raft|find (its|her|his) family|rescued?|picnic basket)\b/i,
  },
  no: {
    bucket: /\bbøtt(a|e|ene|er)\b/,
    ripe: /\b(modne?|modent|umodne?|surt|sure)\b/i,
    home: /\bhjem(me)?\b/,
    eaten: /\b(til kvelds spiste|spiste)\b/,
    off: /\b(reven sa|den lille reven|gått meg bort|over bekken|over elva|flåten?|finner ikke familien|redde|reddet|piknikkurven)\b/i,
  },
};

const GENRES: Genre[] = ['ADVENTURE', 'FUNNY', 'FRIENDSHIP', 'BEDTIME', 'ANIMALS', 'FANTASY'];
const AGES = [3, 5, 7, 9, 12];
const SEEDS = 3;

describe('a day of berry picking', () => {
  for (const language of ['en', 'no'] as const) {
    it(`reads the berries and where they are picked (${language})`, () => {
      for (const a of ASKS[language]) {
        const p = parseDescription(a.description, () => true);
        expect(p.familyOuting?.kind, a.description).toBe('berries');
        expect(p.familyOuting?.berry, a.description).toBe(a.berry);
        expect(p.familyOuting?.place, a.description).toBe(a.place);
      }
    });

    it(`tells the day in its order, with the grown-up, the berry's own word and the dish eaten last (${language})`, () => {
      const w = WORDS[language];
      const table = { ages: AGES, seeds: SEEDS, genres: GENRES, seedPrefix: 'berries' };
      for (const told of toldWants(language, ASKS[language], table)) {
        const { c: a, story, body, cast } = told;
        const where = `${told.where}\n${body}`;
        const berry = BERRY[language][a.berry];
        expect(told.goal, where).toBe('reach/berries');
        expect(cast.goal.place, where).toBe(a.place);
        if (a.hero) expect(cast.hero.name, where).toBe(a.hero);
        // The grown-up of the family goes along, by the family's word, and is named.
        expect(cast.friend?.name?.toLowerCase(), where).toBe(a.with.toLowerCase());
        expect(body, where).toMatch(new RegExp(`\\b${a.with}\\b`, 'i'));
        const [start, , end] = thirdsOf(story) as [string, string, string];
        // The berries by their own word from the start; the buckets fetched before the walk.
        expect(start, where).toMatch(berry?.word ?? /$^/);
        expect(start, where).toMatch(w.bucket);
        expect(body, where).toMatch(w.ripe);
        // Home, and then the dish made of the berries, eaten last.
        expect(end, where).toMatch(w.home);
        expect(end, where).toMatch(berry?.dish ?? /$^/);
        const paragraphs = story.paragraphs.map((p) => p.text);
        const eaten = paragraphs.findLastIndex((p) => w.eaten.test(p) && berry?.dish.test(p));
        const home = paragraphs.findLastIndex((p) => w.home.test(p));
        expect(eaten, where).toBeGreaterThanOrEqual(home);
        expect(eaten, where).toBeGreaterThanOrEqual(paragraphs.length - 2);
        expect(body, where).not.toMatch(w.off);
        // The day is spent where they set out for, the last place of the plan.
        expect(told.session.run.env.plan.places.at(-1), where).toBe(a.place);
        const names = [{ name: cast.hero.name ?? '', gender: cast.hero.gender }];
        if (cast.friend?.name) names.push({ name: cast.friend.name, gender: cast.friend.gender });
        expect(scanText(body, language, names), where).toEqual([]);
      }
    }, 600_000);
  }
});

interface ZooAsk {
  description: string;
  animals: string[];
  with?: string;
  hero?: string;
}

const ZOO_ASKS: Record<StoryLanguage, ZooAsk[]> = {
  en: [
    { description: 'a trip to the zoo to see the penguins', animals: ['penguin'] },
    {
      description: 'Mia and Grandpa go to the zoo to see the elephants, giraffes and monkeys',
      animals: ['elephant', 'giraffe', 'monkey'],
      with: 'Grandpa',
      hero: 'Mia',
    },
    {
      description: 'Sam goes to the zoo with Dad to see the lions',
      animals: ['lion'],
      with: 'Dad',
      hero: 'Sam',
    },
  ],
  no: [
    { description: 'Vi skal i dyreparken for å se løvene', animals: ['lion'] },
    {
      description: 'Noah og pappa drar i dyreparken og ser tigrene, sebraene og flodhestene',
      animals: ['tiger', 'zebra', 'hippo'],
      with: 'pappa',
      hero: 'Noah',
    },
    {
      description: 'Ida og bestemor skal i dyreparken for å se pingvinene og selene',
      animals: ['penguin', 'seal'],
      with: 'bestemor',
      hero: 'Ida',
    },
  ],
};

const ZOO: Record<
  StoryLanguage,
  {
    named: RegExp;
    map: RegExp;
    fed: RegExp;
    bed: RegExp;
    word: (id: string) => string;
    says: RegExp;
  }
> = {
  en: {
    named: /\bzoo\b/i,
    map: /\bmap\b/,
    fed: /\bthe keeper came with\b/,
    bed: /\b(bed|asleep|sleep|slept)\b/,
    word: (id) => animalNouns(id)?.en.pl ?? id,
    says: /\b(said|asked|replied|whispered|called)\b/,
  },
  no: {
    named: /\bdyrepark/i,
    map: /\bkart(et)?\b/,
    fed: /\bkom dyrepasseren med\b/,
    bed: /\b(senga|sov|sovnet|sovet)\b/,
    word: (id) => animalNouns(id)?.no.defPl ?? id,
    says: /\b(sa|spurte|svarte|hvisket|ropte)\b/,
  },
};

describe('a day at the zoo', () => {
  for (const language of ['en', 'no'] as const) {
    it(`reads the zoo and the animals to see (${language})`, () => {
      for (const a of ZOO_ASKS[language]) {
        const p = parseDescription(a.description, () => true);
        expect(p.familyOuting?.kind, a.description).toBe('zoo');
        expect(p.familyOuting?.animals, a.description).toEqual(a.animals);
      }
    });

    it(`sees every animal the family named, the last at feeding time, and ends in bed (${language})`, () => {
      const w = ZOO[language];
      const table = { ages: AGES, seeds: SEEDS, genres: GENRES, seedPrefix: 'zoo' };
      for (const told of toldWants(language, ZOO_ASKS[language], table)) {
        const { c: a, story, body, cast } = told;
        const where = `${told.where}\n${body}`;
        expect(told.goal, where).toBe('reach/zoo');
        expect(cast.goal.place, where).toBe('zoo');
        if (a.hero) expect(cast.hero.name, where).toBe(a.hero);
        if (a.with) expect(cast.friend?.name?.toLowerCase(), where).toBe(a.with.toLowerCase());
        expect(['grandparent', 'grown-up'], where).toContain(cast.friend?.kind);
        expect(body, where).toMatch(new RegExp(`\\b${cast.friend?.name}\\b`, 'i'));
        const [start, , end] = thirdsOf(story) as [string, string, string];
        expect(start, where).toMatch(w.named);
        expect(body, where).toMatch(w.map);
        // Each animal the family named is seen by its own word, and none of them talks or helps.
        for (const id of a.animals) {
          const word = w.word(id);
          expect(body.toLowerCase(), where).toContain(word.toLowerCase());
          expect(body, where).not.toMatch(new RegExp(`\\b${word},? ${w.says.source}`, 'i'));
        }
        for (const helper of cast.helpers)
          expect(a.animals, where).not.toContain(helper.species ?? helper.kind);
        // The last animal they named is seen when the keeper feeds it.
        const last = w.word(a.animals.at(-1) as string);
        const fed = story.paragraphs.find((p) => w.fed.test(p.text));
        expect(fed?.text.toLowerCase(), where).toContain(last.toLowerCase());
        expect(end, where).toMatch(w.bed);
        expect(body, where).not.toMatch(WORDS[language].off);
        const names = [{ name: cast.hero.name ?? '', gender: cast.hero.gender }];
        if (cast.friend?.name) names.push({ name: cast.friend.name, gender: cast.friend.gender });
        expect(scanText(body, language, names), where).toEqual([]);
      }
    }, 600_000);
  }
});
