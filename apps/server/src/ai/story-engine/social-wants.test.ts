import type { Genre } from '@monstory/contracts/story-shape';
import { describe, expect, it } from 'vitest';
import { tellWant, toldWants } from './engine.testing';
import { parseDescription } from './description/parse-description';
import { placeById } from './lexicon/places';
import type { StoryLanguage } from './story-types';

interface Social {
  description: string;
  /** New in class or at school is a first day there; new in town is a newcomer. */
  kind: 'newcomer' | 'quarrel' | 'first-day';
  /** The hero, and the friend the family named, both in the story. */
  names: string[];
  /** What they quarrel over, as the story tells it (colour and noun). */
  thing?: RegExp;
}

const CASES: Record<StoryLanguage, Social[]> = {
  en: [
    {
      description: 'Nora is new in class and wants to find a friend',
      kind: 'first-day',
      names: ['Nora'],
    },
    {
      description: 'Sam has just moved to a new town and is lonely',
      kind: 'newcomer',
      names: ['Sam'],
    },
    {
      description: 'Ali is new at school and has nobody to play with',
      kind: 'first-day',
      names: ['Ali'],
    },
    {
      description: 'a shy girl called Ivy wants a friend at her new kindergarten',
      kind: 'first-day',
      names: ['Ivy'],
    },
    {
      description: 'Theo moved here last week and wants to make friends',
      kind: 'newcomer',
      names: ['Theo'],
    },
    {
      description: 'Freya is the new girl in class and hopes to make friends with Ella',
      kind: 'first-day',
      names: ['Freya', 'Ella'],
    },
    {
      description:
        'Max and his best friend Leo fight over a red bike, but they make up and share it',
      kind: 'quarrel',
      names: ['Max', 'Leo'],
      thing: /red bike/,
    },
    {
      description: 'Mia and Zoe argue about the blue ball',
      kind: 'quarrel',
      names: ['Mia', 'Zoe'],
      thing: /blue ball/,
    },
    {
      description: 'Oscar and Finn fall out over the swing and have to say sorry',
      kind: 'quarrel',
      names: ['Oscar', 'Finn'],
      thing: /swing/,
    },
    {
      description: 'Lily and Rose quarrel over a green kite and learn to take turns',
      kind: 'quarrel',
      names: ['Lily', 'Rose'],
      thing: /green kite/,
    },
    {
      description: 'two best friends Jack and Noah are angry with each other about a yellow ball',
      kind: 'quarrel',
      names: ['Jack', 'Noah'],
      thing: /yellow ball/,
    },
    {
      description: 'Ella fights with her friend Maya over the red swing, then they make up',
      kind: 'quarrel',
      names: ['Ella', 'Maya'],
      thing: /red swing/,
    },
  ],
  no: [
    {
      description: 'Nora er ny i klassen og vil finne en venn',
      kind: 'first-day',
      names: ['Nora'],
    },
    {
      description: 'Sander har flyttet til en ny by og er ensom',
      kind: 'newcomer',
      names: ['Sander'],
    },
    {
      description: 'Ali er ny på skolen og har ingen å leke med',
      kind: 'first-day',
      names: ['Ali'],
    },
    {
      description: 'Ei sjenert jente som heter Ida vil ha en venn i den nye barnehagen',
      kind: 'first-day',
      names: ['Ida'],
    },
    {
      description: 'Theo flyttet hit i forrige uke og vil få nye venner',
      kind: 'newcomer',
      names: ['Theo'],
    },
    {
      description: 'Frida er ny i klassen og håper å bli venner med Ella',
      kind: 'first-day',
      names: ['Frida', 'Ella'],
    },
    {
      description: 'Emma og bestevennen Sofie krangler om en rød sykkel, men de blir venner igjen',
      kind: 'quarrel',
      names: ['Emma', 'Sofie'],
      thing: /røde sykkelen/,
    },
    {
      description: 'Mia og Jonas kjekler om den blå ballen',
      kind: 'quarrel',
      names: ['Mia', 'Jonas'],
      thing: /blå ballen/,
    },
    {
      description: 'Oskar og Filip blir uvenner om huska og må si unnskyld',
      kind: 'quarrel',
      names: ['Oskar', 'Filip'],
      thing: /huska/,
    },
    {
      description: 'Lilly og Ronja krangler om en grønn ballong og må bytte på',
      kind: 'quarrel',
      names: ['Lilly', 'Ronja'],
      thing: /grønne ballongen/,
    },
    {
      description: 'Bestevennene Jakob og Noah er sinte på hverandre på grunn av en gul ball',
      kind: 'quarrel',
      names: ['Jakob', 'Noah'],
      thing: /gule ballen/,
    },
    {
      description:
        'Ella krangler med venninnen Maja om den røde huska, men så blir de venner igjen',
      kind: 'quarrel',
      names: ['Ella', 'Maja'],
      thing: /røde huska/,
    },
  ],
};

const WANT_WORDS: Record<StoryLanguage, Record<Social['kind'], RegExp[]>> = {
  en: {
    newcomer: [/\bfriends?\b/],
    quarrel: [/\bsorry\b/i, /\b(share|shared|turns)\b/],
    'first-day': [/\b(school|nursery)\b/],
  },
  no: {
    newcomer: [/\bvenn(en|er)?\b/],
    'first-day': [/\b(skolen|barnehagen)\b/],
    quarrel: [/\bunnskyld\b/i, /\b(dele|delte|deler|byttet på|bytte på)\b/],
  },
};
const GENRES: Genre[] = ['FRIENDSHIP', 'ADVENTURE', 'ANIMALS', 'FUNNY', 'FANTASY', 'BEDTIME'];
const AGES = [4, 7, 10];
const SEEDS = 8;
/** An invented fear or an invented companion: what a social story must never grow. */
const INVENTED: Record<StoryLanguage, RegExp> = {
  en: /afraid of being alone|had a (boy|girl) called/,
  no: /redd for å være alene|hadde (en|ei) (gutt|jente) som het/,
};
const ROCKLESS = new Set(['house', 'bedroom', 'school', 'library', 'playground', 'circus']);

const TABLE = { ages: AGES, seeds: SEEDS, genres: GENRES, seedPrefix: 'social' };
const tell = (language: StoryLanguage, c: Social, age: number, seed: number) =>
  tellWant(language, c.description, age, seed, GENRES, TABLE.seedPrefix);

describe('social wants', () => {
  for (const language of ['en', 'no'] as const) {
    it(`reads who is new and who quarrels over what (${language})`, () => {
      for (const c of CASES[language]) {
        const parsed = parseDescription(c.description, () => true);
        expect(parsed.social?.kind, c.description).toBe(c.kind);
        expect(parsed.characters.filter((x) => !x.aside).length, c.description).toBe(
          c.names.length,
        );
      }
    });

    it(`visits the best friend who moved away (${language})`, () => {
      const text = {
        en: "Max's best friend Leo moves away and Max misses him",
        no: 'Emma savner bestevennen Sofie som har flyttet til Bergen',
      }[language];
      for (let seed = 0; seed < SEEDS; seed += 1) {
        const { session, body } = tell(
          language,
          { description: text, kind: 'quarrel', names: [] },
          7,
          seed,
        );
        const { goal } = session.run.env.cast;
        expect(goal.kind).toBe('reach');
        expect(body).toContain(language === 'en' ? 'Leo' : 'Sofie');
      }
    }, 60_000);

    it(`tells the friendship the family asked for (${language})`, () => {
      const faults: string[] = [];
      for (const told of toldWants(language, CASES[language], TABLE)) {
        const { c, cast, plan, story, body, where } = told;
        if (told.goal !== `befriend/${c.kind}`) faults.push(`${where}: goal ${told.goal}`);
        for (const w of WANT_WORDS[language][c.kind])
          if (!w.test(body)) faults.push(`${where}: no ${w}`);
        if (c.thing && !c.thing.test(body)) faults.push(`${where}: no ${c.thing}`);
        for (const name of c.names) if (!body.includes(name)) faults.push(`${where}: no ${name}`);
        const ending = story.paragraphs
          .slice(-4)
          .map((p) => p.text)
          .join(' ');
        const friend = cast.goal.other?.name ?? '';
        if (!ending.includes(friend) || !ending.includes(cast.hero.name ?? ''))
          faults.push(`${where}: the ending has not both ${cast.hero.name} and ${friend}`);
        if (c.kind === 'quarrel' && c.thing && !c.thing.test(ending))
          faults.push(`${where}: the ending shares no ${c.thing}`);
        if (cast.friend) faults.push(`${where}: a companion ${cast.friend.name} was invented`);
        if (cast.goal.fear || INVENTED[language].test(body))
          faults.push(`${where}: an invented fear or character`);
        for (const o of plan.obstacles)
          if (o.kind === 'terrain' && ROCKLESS.has(placeById(o.place).setting))
            if (o.terrain === 'steep') faults.push(`${where}: a rock wall at ${o.place}`);
      }
      expect(faults).toEqual([]);
    }, 240_000);

    it(`keeps to the children: no fright, and a title names only a place the family named (${language})`, () => {
      const faults: string[] = [];
      const asks = [
        ...CASES[language],
        {
          description: {
            en: 'Ella and Noah quarrel over a red bike at the park, but make up again',
            no: 'Ella og Noah krangler om en rød sykkel i parken, men blir venner igjen',
          }[language],
          kind: 'quarrel' as const,
          names: ['Ella', 'Noah'],
        },
      ];
      for (const told of toldWants(language, asks, TABLE)) {
        const { cast, plan, story } = told;
        const where = `${told.where} «${story.title}»`;
        if (plan.scenes.some((x) => x.beat.kind === 'deepen' && x.beat.what === 'noise'))
          faults.push(`${where}: a fright from a strange sound`);
        const title = story.title.toLowerCase();
        for (const id of plan.places) {
          if ((cast.asked ?? []).includes(id)) continue;
          const p = placeById(id);
          const words =
            language === 'no' ? [p.no.noun.sg, p.no.noun.def] : [p.en.the.replace(/^the /, '')];
          if (
            words.some((w) =>
              new RegExp(`(?<!\\p{L})${w.toLowerCase()}(?!\\p{L})`, 'u').test(title),
            )
          )
            faults.push(`${where}: names ${id}, which the family never named`);
        }
      }
      expect(faults).toEqual([]);
    }, 240_000);
  }
});
