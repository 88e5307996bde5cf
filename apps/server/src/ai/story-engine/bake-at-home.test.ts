// Baking at home is a kitchen story, not a journey for parts: the recipe in the old book, the
// eggs and berries gathered at home, at most one short errand, the oven, a small mishap met,
// and the baked thing shared. Everyone the family named bakes. Held on generated stories: the
// phrasings below × both languages × three age bands × three lengths × two seeds.
import { describe, expect, it } from 'vitest';
import { BAND_AGES, everyBandLengthAndSeed, LENGTHS, request, tell } from './engine.testing';
import { finish, openSession, play } from './story-session';
import { kinOf } from './plan/family-cast';
import type { StoryLanguage } from './story-types';

interface Ask {
  text: string;
  /** What is baked, as the story names it. */
  baked: RegExp;
  /** Everyone named who bakes. */
  names: string[];
}

const ASKS: Record<StoryLanguage, Ask[]> = {
  no: [
    { text: 'Emma og bestemor baker kake', baked: /kak/i, names: ['Emma', 'bestemor'] },
    { text: 'Ola og bestefar baker boller', baked: /boller/i, names: ['Ola', 'bestefar'] },
    { text: 'Nora baker pepperkaker med mamma', baked: /pepperkake/i, names: ['Nora', 'mamma'] },
    { text: 'Leo og pappa lager vafler', baked: /vafl/i, names: ['Leo', 'pappa'] },
    { text: 'Ida og bestemor lager pizza', baked: /pizza/i, names: ['Ida', 'bestemor'] },
    { text: 'Mia og bestemor baker kake til mamma', baked: /kak/i, names: ['Mia', 'bestemor'] },
  ],
  en: [
    { text: 'Emma and Grandma bake a cake', baked: /cake/i, names: ['Emma', 'Grandma'] },
    { text: 'Ollie and Grandpa bake buns', baked: /buns/i, names: ['Ollie', 'Grandpa'] },
    { text: 'Nora bakes cookies with Mum', baked: /cookie/i, names: ['Nora', 'Mum'] },
    { text: 'Leo and Dad make pancakes', baked: /pancake/i, names: ['Leo', 'Dad'] },
    { text: 'Ivy and Grandma make pizza', baked: /pizza/i, names: ['Ivy', 'Grandma'] },
    { text: 'Mia and Grandma bake gingerbread', baked: /gingerbread/i, names: ['Mia', 'Grandma'] },
  ],
};

/** What a kitchen story tells: the kitchen, what is gathered, the oven or pan, the sharing. */
const TOLD: Record<StoryLanguage, Record<string, RegExp>> = {
  no: {
    kitchen: /kjøkken/i,
    gathered: /hønsehuset|hønene|tomater|bær/i,
    recipe: /oppskrift/i,
    oven: /ovn|stekepann|vaffeljern/i,
    shared: /fikk smake|smuler|smakte/i,
  },
  en: {
    kitchen: /kitchen/i,
    gathered: /hen house|the hens|tomatoes|berries/i,
    recipe: /recipe/i,
    oven: /oven|frying pan|waffle iron/i,
    shared: /taste|crumbs/i,
  },
};

/** A journey for parts: the list of parts, the wood, thorns, a robot. */
const NOT_TOLD: Record<StoryLanguage, RegExp> = {
  no: /«Deler|\bdeler\b|skog|torn|robot|\btang\b|del for del/i,
  en: /"Parts|\bparts\b|forest|\bwood\b|thorn|robot|pliers|piece by piece/i,
};

const SEEDS = ['bake-a', 'bake-b'];

describe('baking at home is told in the kitchen', () => {
  for (const language of ['no', 'en'] as const)
    for (const ask of ASKS[language])
      it(`${ask.text} (${language})`, () => {
        const faults: string[] = [];
        for (const { age, length, seed, i, label } of everyBandLengthAndSeed(SEEDS)) {
          const { session, story } = tell(
            request({
              language,
              age,
              length,
              seed,
              genre: i ? 'BEDTIME' : 'FRIENDSHIP',
              description: ask.text,
            }),
          );
          expect(session.run.env.cast.goal.variant, label).toBe('bake');
          const body = story.paragraphs.map((p) => p.text).join('\n');
          if (!ask.baked.test(body)) faults.push(`${label}: the baked thing unnamed`);
          for (const [what, re] of Object.entries(TOLD[language]))
            if (!re.test(body)) faults.push(`${label}: no ${what}`);
          const bad = body.match(NOT_TOLD[language]);
          if (bad) faults.push(`${label}: «${bad[0]}»`);
          for (const name of ask.names)
            if (!body.includes(name)) faults.push(`${label}: ${name} never bakes`);
        }
        expect(faults).toEqual([]);
      });
});

/** A bake the family tells with an animal that snatches one: the bake is the plot, the snatch its mishap. */
const SNATCHED: Record<StoryLanguage, { text: string; baker: string; thief: string }[]> = {
  no: [
    { text: 'Mormor baker boller og katten Pusur stjeler en', baker: 'mormor', thief: 'Pusur' },
    {
      text: 'Bestefar baker kake, og hunden Rufus napper et stykke',
      baker: 'bestefar',
      thief: 'Rufus',
    },
  ],
  en: [
    { text: 'Grandma bakes buns and Tiger the cat steals one', baker: 'Grandma', thief: 'Tiger' },
    {
      text: 'Grandpa bakes cookies and the dog Biscuit snatches one',
      baker: 'Grandpa',
      thief: 'Biscuit',
    },
  ],
};
const SNATCH_TOLD: Record<StoryLanguage, RegExp> = {
  no: /nappet (en|ei|et) \p{L}+ og (stakk|løp|pilte)|nappet et stykke/u,
  en: /grabbed (a|an) [a-z ]+ and (ran|shot)/,
};

describe('a snatch in a bake is its mishap, not its lead', () => {
  for (const language of ['no', 'en'] as const)
    for (const ask of SNATCHED[language])
      it(`${ask.text} (${language})`, () => {
        const faults: string[] = [];
        for (const { age, length, seed, label } of everyBandLengthAndSeed(SEEDS)) {
          const { session, story } = tell(
            request({ language, age, length, seed, description: ask.text }),
          );
          const { cast } = session.run.env;
          if (cast.goal.variant !== 'bake') faults.push(`${label}: no bake`);
          if (cast.hero.name === ask.thief) faults.push(`${label}: the thief leads`);
          const body = story.paragraphs.map((p) => p.text).join('\n');
          if (!body.includes(ask.baker)) faults.push(`${label}: ${ask.baker} never bakes`);
          if (!body.includes(ask.thief)) faults.push(`${label}: no ${ask.thief}`);
          if (!SNATCH_TOLD[language].test(body)) faults.push(`${label}: the snatch untold`);
        }
        expect(faults).toEqual([]);
      });
});

/** Every word for a grandmother: a bake with «mormor» has no «bestemor» besides. */
const GRANDMOTHER: Record<StoryLanguage, RegExp> = {
  no: /\b(bestemor|mormor|farmor|oldemor)\b/gi,
  en: /\b(grandma|granny|gran|nana|nan|grandmother)\b/gi,
};
/** The eating (not how it tasted, said after): the family tasting it, and the crumbs when all is gone. */
const EATEN: Record<StoryLanguage, { eat: RegExp; gone: RegExp; licked: RegExp }> = {
  no: {
    eat: /\b(spiste|fikk smake|smakte på)\b/gi,
    gone: /bare smuler igjen/gi,
    licked: /slikke(t)? bakebollen|slikket bollen/gi,
  },
  en: {
    eat: /\b(ate|had the first taste|got a taste|had a taste)\b/gi,
    gone: /only crumbs left/gi,
    licked: /lick(ed)? the (mixing )?bowl/gi,
  },
};
/** Walking on, as on a journey: a kitchen story moves between rooms and the garden instead. */
const JOURNEY: Record<StoryLanguage, RegExp> = {
  no: /trasket|enda litt lenger|klare for det neste|veien videre|dro videre/i,
  en: /trudged|further on|on their way|ready for the next thing|went on their way/i,
};
/** Bakes with the family's own word for what is baked, and that word as the story must tell it. */
const OWN_WORD: Record<StoryLanguage, { text: string; word: RegExp }[]> = {
  no: [
    { text: 'Mormor baker kanelboller med Tuva', word: /kanelbolle/gi },
    { text: 'Farmor og Ida baker pepperkaker', word: /pepperkake/gi },
    { text: 'Pappa og Ole baker pizza', word: /pizza/gi },
    { text: 'Bestemor og Mia lager vafler', word: /vafl/gi },
  ],
  en: [
    { text: 'Ella and Grandma bake cinnamon buns', word: /cinnamon bun/gi },
    { text: 'Tom bakes a cake with Dad', word: /cake/gi },
    { text: 'Ivy and Granny make waffles', word: /waffle/gi },
    { text: 'Sam and Nana bake gingerbread', word: /gingerbread/gi },
  ],
};
const MANY = Array.from({ length: 6 }, (_, i) => `bake-rule-${i}`);

describe('a bake is told as a family would tell it', () => {
  for (const language of ['no', 'en'] as const)
    it(`keeps one grandmother, its order, its rooms and the family's word (${language})`, () => {
      const faults: string[] = [];
      OWN_WORD[language].forEach((ask, k) => {
        MANY.forEach((seed, i) => {
          const age = BAND_AGES[(i + k) % BAND_AGES.length] as number;
          const length = LENGTHS[(i + 2 * k) % LENGTHS.length]!;
          const session = openSession(
            request({ language, age, length, seed, description: ask.text }),
          );
          play(session, [], false);
          const body = finish(session)
            .paragraphs.map((p) => p.text)
            .join('\n');
          const label = `${ask.text} ${age} ${length} ${seed}`;
          expect(session.run.env.cast.goal.variant, label).toBe('bake');
          // Nobody of the same kin twice: one grandmother, whatever the family calls her.
          const grans = new Set(
            (body.match(GRANDMOTHER[language]) ?? []).map((w) => w.toLowerCase()),
          );
          if (grans.size > 1) faults.push(`${label}: ${[...grans].join(' and ')}`);
          // The crumbs come last, after the last tasting, and once; the bowl is licked once.
          const { eat, gone, licked } = EATEN[language];
          const lastEat = Math.max(-1, ...[...body.matchAll(eat)].map((m) => m.index ?? -1));
          const goneAt = [...body.matchAll(gone)].map((m) => m.index ?? -1);
          if (goneAt.length > 1) faults.push(`${label}: eaten up twice`);
          if (goneAt.length && (goneAt[0] as number) < lastEat)
            faults.push(`${label}: eaten after it was all gone`);
          if ((body.match(licked) ?? []).length > 1) faults.push(`${label}: the bowl licked twice`);
          const away = body.match(JOURNEY[language]);
          if (away) faults.push(`${label}: «${away[0]}»`);
          // The family's own word names what is baked, in the want and at the end.
          if ((body.match(ask.word) ?? []).length < 2) faults.push(`${label}: their word lost`);
        });
      });
      expect(faults).toEqual([]);
    }, 120_000);
});

describe('a visitor to a bake is nobody already baking', () => {
  const ASK: Record<StoryLanguage, string[]> = {
    no: [
      'Mormor baker kanelboller med Tuva',
      'Farmor og Ida baker kake',
      'Pappa og Ole baker pizza',
    ],
    en: [
      'Ella and Grandma bake cinnamon buns',
      'Tom bakes a cake with Dad',
      'Ivy and Granny make pizza',
    ],
  };
  for (const language of ['no', 'en'] as const)
    it(`meets no second grandmother or second dad (${language})`, () => {
      const faults: string[] = [];
      for (const text of ASK[language])
        for (const seed of MANY) {
          const session = openSession(
            request({ language, age: 7, length: 'LONG', seed, description: text }),
          );
          const { cast } = session.run.env;
          const present = [cast.hero, cast.friend].flatMap((c) => (c ? [kinOf(c)] : []));
          for (const h of cast.helpers)
            if (present.includes(kinOf(h))) faults.push(`${text} ${seed}: ${h.name}`);
        }
      expect(faults).toEqual([]);
    });
});
