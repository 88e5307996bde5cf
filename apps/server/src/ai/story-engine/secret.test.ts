// A creature found and kept secret: read from many phrasings in both languages; the creature
// kept by kind and name, the place it was found and the ones it is hidden from told (as people,
// never names), a hiding spot at home, a near miss, and an end where the secret is resolved: a
// grown-up told, its own come for it, or it may stay. Never a climb, a treasure or a lesson.
import type { Genre } from '@monstory/contracts/story-shape';
import { describe, expect, it } from 'vitest';
import { toldWants, thirdsOf } from './engine.testing';
import { parseDescription } from './description/parse-description';
import type { HiddenFrom } from './description/read-secret';
import { scanText } from './quality/grammar-scan';
import type { StoryLanguage } from './story-types';

interface Ask {
  description: string;
  hero?: string;
  kind: string;
  /** The creature's name, when the family gave one. */
  name?: string;
  from: HiddenFrom;
  /** Where it was found, as the story says it. */
  found?: RegExp;
  gender?: 'm' | 'f';
}

const ASKS: Record<StoryLanguage, Ask[]> = {
  en: [
    {
      description:
        'A girl called Maya finds a tiny dragon in her grandmother’s garden and they have to hide it from the neighbours',
      hero: 'Maya',
      kind: 'dragon',
      from: 'neighbours',
      found: /in the garden/,
    },
    {
      description:
        'A boy named Leo finds an alien in his shed and must keep it secret from his parents',
      hero: 'Leo',
      kind: 'alien',
      from: 'parents',
      found: /in the shed/,
    },
    {
      description:
        'Sam finds a baby unicorn called Star in the forest and hides her under his bed so his teacher does not find out',
      hero: 'Sam',
      kind: 'unicorn',
      name: 'Star',
      from: 'teacher',
      found: /in the forest/,
      gender: 'f',
    },
    {
      description: 'Ella discovers a baby troll in the attic and keeps it secret from her mum',
      hero: 'Ella',
      kind: 'troll',
      from: 'mum',
      found: /in the attic/,
    },
    {
      description: 'Noah comes across a little monster under the bed and hides it from his dad',
      hero: 'Noah',
      kind: 'monster',
      from: 'dad',
      found: /under the bed/,
    },
    {
      description: 'Lily found a puppy called Biscuit in the garden and hid him from the grown-ups',
      hero: 'Lily',
      kind: 'dog',
      name: 'Biscuit',
      from: 'grown-ups',
      found: /in the garden/,
      gender: 'm',
    },
  ],
  no: [
    {
      description: 'Jonas finner en liten drage i skuret og må gjemme den for naboen',
      hero: 'Jonas',
      kind: 'dragon',
      from: 'neighbour',
      found: /i skuret/,
    },
    {
      description: 'Ola oppdager et lite troll på loftet og holder det hemmelig for mamma og pappa',
      hero: 'Ola',
      kind: 'troll',
      from: 'parents',
      found: /på loftet/,
    },
    {
      description: 'Ida fant en enhjørning som heter Stjerne i skogen og gjemmer henne under senga',
      hero: 'Ida',
      kind: 'unicorn',
      name: 'Stjerne',
      from: 'grown-ups',
      found: /i skogen/,
      gender: 'f',
    },
    {
      description: 'Emil finner et romvesen i hagen, og naboene må ikke få vite det',
      hero: 'Emil',
      kind: 'alien',
      from: 'neighbours',
      found: /i hagen/,
    },
    {
      description: 'Nora finner et lite monster under senga og gjemmer det for læreren',
      hero: 'Nora',
      kind: 'monster',
      from: 'teacher',
      found: /under senga/,
    },
    {
      description: 'Sofie finner en kattunge i skuret og holder den hemmelig for pappa',
      hero: 'Sofie',
      kind: 'cat',
      from: 'dad',
      found: /i skuret/,
    },
  ],
};

/** How the story names the ones it is hidden from: people, never a name. */
const FROM_WORDS: Record<StoryLanguage, Record<HiddenFrom, RegExp>> = {
  en: {
    mum: /\bMum\b/,
    dad: /\bDad\b/,
    parents: /\bMum and Dad\b/,
    neighbour: /\bthe neighbour\b/i,
    neighbours: /\bthe neighbours\b/i,
    teacher: /\bthe teacher\b/i,
    grandma: /\bGrandma\b/,
    grandpa: /\bGrandpa\b/,
    brother: /\bbig brother\b/,
    sister: /\bbig sister\b/,
    'grown-ups': /\bthe grown-ups\b/i,
  },
  no: {
    mum: /\bmamma\b/i,
    dad: /\bpappa\b/i,
    parents: /\bmamma og pappa\b/i,
    neighbour: /\bnaboen\b/i,
    neighbours: /\bnaboene\b/i,
    teacher: /\blæreren\b/i,
    grandma: /\bbestemor\b/i,
    grandpa: /\bbestefar\b/i,
    brother: /\bstorebror\b/i,
    sister: /\bstoresøster\b/i,
    'grown-ups': /\bde voksne\b/i,
  },
};

const WORDS: Record<
  StoryLanguage,
  { kind: Record<string, RegExp>; hide: RegExp; near: RegExp; end: RegExp; off: RegExp }
> = {
  en: {
    kind: {
      dragon: /\bdragon\b/,
      alien: /\balien\b/,
      unicorn: /\bunicorn\b/,
      troll: /\btroll\b/,
      monster: /\bmonster\b/,
      dog: /\b(dog|puppy)\b/,
    },
    hide: /\b(under the bed|shoebox|box)\b/,
    near: /\b(came in without knocking|leaned over the fence|doorbell rang|nearly saw|just in time|called|gone!)/,
    end: /\b(told (the whole secret|everything|the secret)|can stay|going home|went home|misses home)\b/,
    off: /\b(summit|treasure (chest|map|hunt)|learn(ed)? to|the top of the mountain)\b/i,
  },
  no: {
    kind: {
      dragon: /\bdrage(n)?\b/,
      alien: /\bromvesen(et)?\b/,
      unicorn: /\benhjørning(en)?\b/,
      troll: /\btroll(et)?\b/,
      monster: /\bmonster(et)?\b/,
      cat: /\b(kattunge(n)?|katt(en)?)\b/,
    },
    hide: /\b(under senga|skoeske|eska)\b/,
    near: /\b(uten å banke på|over gjerdet|ringte det på døra|så det nesten|akkurat i tide|ropte|var borte!)/,
    end: /\b(fortalte (hele hemmeligheten|alt)|kan bli|skulle hjem|dro hjem|lengter hjem)\b/,
    off: /\b(toppen av fjellet|skattekart|skattekiste|lære å)\b/i,
  },
};

const GENRES: Genre[] = ['FANTASY', 'ADVENTURE', 'FUNNY', 'FRIENDSHIP', 'BEDTIME', 'ANIMALS'];
const AGES = [4, 7, 10];
const SEEDS = 3;

describe('a creature kept secret', () => {
  for (const language of ['en', 'no'] as const) {
    it(`reads the creature, where it was found and whom it is hidden from (${language})`, () => {
      for (const a of ASKS[language]) {
        const parsed = parseDescription(a.description, () => true);
        expect(parsed.secret, a.description).toBeDefined();
        const one = parsed.characters[parsed.secret?.who ?? -1];
        expect(one?.kind, a.description).toBe(a.kind);
        expect(parsed.secret?.from, a.description).toBe(a.from);
        if (a.gender) expect(one?.gender, a.description).toBe(a.gender);
        // The ones it is hidden from are never a thing or someone met by name.
        expect(parsed.unknown ?? [], a.description).toEqual([]);
        expect(parsed.mystery, a.description).toBeUndefined();
      }
    });

    it(`tells the find, the hiding, a near miss and the secret's end (${language})`, () => {
      const w = WORDS[language];
      const faults: string[] = [];
      const table = { ages: AGES, seeds: SEEDS, genres: GENRES, seedPrefix: 'secret' };
      for (const told of toldWants(language, ASKS[language], table)) {
        const { c: a, story, body, cast } = told;
        const where = `${told.where} ${story.wordCount}w`;
        const fault = (what: string) => faults.push(`${where}: ${what}`);
        if (told.goal !== 'befriend/secret') fault(`goal ${told.goal}`);
        if (cast.goal.other?.kind !== a.kind) fault(`a ${cast.goal.other?.kind}`);
        if (a.hero && cast.hero.name !== a.hero) fault(`hero ${cast.hero.name}`);
        if (a.name && !body.includes(a.name)) fault(`no ${a.name}`);
        if (a.gender && cast.goal.other?.gender !== a.gender) fault('the creature is not a she');
        if (!w.kind[a.kind]?.test(body)) fault(`no ${a.kind}`);
        if (a.found && !a.found.test(body)) fault(`not found ${a.found}`);
        if (!FROM_WORDS[language][a.from].test(body)) fault(`not hidden from ${a.from}`);
        if (!w.hide.test(body)) fault('no hiding spot');
        if (!w.near.test(body)) fault('no near miss');
        if (w.off.test(body)) fault(`off: ${body.match(w.off)?.[0]}`);
        const [, , end] = thirdsOf(story) as [string, string, string];
        if (!w.end.test(end)) fault('the secret does not end');
        // Home's rooms, where it was found and at most one place more.
        const extra = story.places.filter(
          (p) =>
            !['house', 'bedroom', 'kitchen', 'bathroom', 'attic', 'basement'].includes(p) &&
            p !== cast.goal.secret?.found,
        );
        if (extra.length > 1) fault(`places ${story.places.join(',')}`);
        // Never a name for the ones it is hidden from ("What would Neighbours do now?").
        if (
          cast.helpers.some((x) => /neighbo|nabo|parent|foreld|teacher|lærer/i.test(x.name ?? ''))
        )
          fault('the hidden-from met as a helper');
        if (/\b(Neighbours?|Parents|Teacher)\b/.test(body)) fault('the hidden-from named');
        if (/\ba (parents|neighbours)\b/i.test(body)) fault('"a" before a plural');
        const names = [{ name: cast.hero.name ?? '', gender: cast.hero.gender }];
        if (cast.goal.other?.name)
          names.push({ name: cast.goal.other.name, gender: cast.goal.other.gender });
        for (const hit of scanText(body, language, names)) fault(`${hit.id}: ${hit.match}`);
      }
      expect(faults).toEqual([]);
    }, 300_000);
  }
});
