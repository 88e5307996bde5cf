import type { Genre } from '@monstory/contracts/story-shape';
import { describe, expect, it } from 'vitest';
import { toldWants } from './engine.testing';
import { parseDescription } from './description/parse-description';
import { creature } from './lexicon/creatures';
import { scanText } from './quality/grammar-scan';
import type { StoryLanguage } from './story-types';

interface Ask {
  description: string;
  at: 'school' | 'kindergarten';
  /** The grown-up the family named, who takes the hero there and fetches them. */
  carer?: RegExp;
  worry?: 'nobody' | 'toilet' | 'miss' | 'lost';
}

const ASKS: Record<StoryLanguage, Ask[]> = {
  no: [
    { description: 'Ella gruer seg til første dag i barnehagen', at: 'kindergarten' },
    { description: 'Første skoledag for Mia', at: 'school' },
    { description: 'Jonas begynner på skolen i morgen', at: 'school' },
    { description: 'Nora er ny i klassen', at: 'school' },
    {
      description: 'Sofie gruer seg til å begynne i 1. klasse, og pappa følger henne',
      at: 'school',
      carer: /\bpappa\b/,
    },
    { description: 'Ola skal begynne på ny skole etter at familien flyttet', at: 'school' },
    {
      description: 'Lille Emil skal starte i barnehagen og er redd for å savne mamma',
      at: 'kindergarten',
      worry: 'miss',
    },
    {
      description: 'Elefanten Tott har første skoledag og bestefar følger ham',
      at: 'school',
      carer: /\bbestefar\b/,
    },
  ],
  en: [
    { description: "Emma's first day of school", at: 'school' },
    { description: 'Liam is nervous about the first day at nursery', at: 'kindergarten' },
    {
      description: 'Zoe is starting kindergarten with her dad',
      at: 'kindergarten',
      carer: /\bDad\b/,
    },
    { description: 'Tom moves to a new school and is worried', at: 'school' },
    { description: 'Ava is new at school', at: 'school' },
    {
      description: 'Finn starts school tomorrow and is scared he will not find the toilet',
      at: 'school',
      worry: 'toilet',
    },
    {
      description:
        'a little dragon called Ember goes to dragon school for the first day with Grandma',
      at: 'school',
      carer: /\bGrandma\b/,
    },
    { description: 'a shy penguin named Pip starts at a new nursery', at: 'kindergarten' },
  ],
};

/** What the family's words must not become: a story about something else. */
const NOT_FIRST_DAY: Record<StoryLanguage, string[]> = {
  no: ['Nora begynner å gråte på skolen', 'Sander har flyttet til en ny by og er ensom'],
  en: ['Mia goes to school and finds a lost kitten', 'Sam has just moved to a new town'],
};

/** The school's own places, in the order of a day; nowhere else unless the family said so. */
const SCHOOL_DAY = new Set([
  'school',
  'kindergarten',
  'classroom',
  'gym',
  'schoolyard',
  'playroom',
  'playground',
]);

const WORDS: Record<
  StoryLanguage,
  { school: Record<Ask['at'], RegExp>; hug: RegExp; pickUp: RegExp; tomorrow: RegExp; wild: RegExp }
> = {
  no: {
    school: { school: /\bskole(n|gården|dag)?\b/, kindergarten: /\bbarnehagen\b/ },
    hug: /\bklem\b/,
    pickUp: /\b(hente|henter|hentet)\b/,
    tomorrow: /\bi morgen\b|\btil neste dag\b/i,
    wild: /\b(dalen|skogen|fjellet|elva|enga|stien|bekken|jungelen|stranda)\b/,
  },
  en: {
    school: { school: /\bschool\b/, kindergarten: /\bnursery\b/ },
    hug: /\bhug\b/,
    pickUp: /\b(pick|picked|fetch|fetched)\b/,
    tomorrow: /\btomorrow\b|\bthe next day\b/i,
    wild: /\b(valley|forest|mountain|river|meadow|path|stream|jungle|beach)\b/,
  },
};

const GENRES: Genre[] = [
  'FRIENDSHIP',
  'ADVENTURE',
  'ANIMALS',
  'FUNNY',
  'FANTASY',
  'BEDTIME',
  'MYSTERY',
  'SPACE',
];
const AGES = [4, 7, 10];
const SEEDS = 5;
const TABLE = { ages: AGES, seeds: SEEDS, genres: GENRES, seedPrefix: 'first-day' };

describe('first day at school or kindergarten', () => {
  for (const language of ['no', 'en'] as const) {
    it(`reads a first day in many phrasings, and nothing else as one (${language})`, () => {
      for (const a of ASKS[language]) {
        const parsed = parseDescription(a.description, () => true);
        expect(parsed.social?.kind, a.description).toBe('first-day');
        expect(parsed.social?.at, a.description).toBe(a.at);
        if (a.worry) expect(parsed.social?.worry, a.description).toBe(a.worry);
      }
      for (const d of NOT_FIRST_DAY[language])
        expect(parseDescription(d, () => true).social?.kind, d).not.toBe('first-day');
    });

    it(`tells the day itself: home, the goodbye at the door, the school, being fetched, tomorrow (${language})`, () => {
      const w = WORDS[language];
      const faults: string[] = [];
      for (const told of toldWants(language, ASKS[language], TABLE)) {
        const { c: a, cast, plan, story, body, where } = told;
        const paragraphs = story.paragraphs.map((p) => p.text);
        if (cast.goal.variant !== 'first-day') {
          faults.push(`${where}: goal ${told.goal}`);
          continue;
        }
        // Home, then the school and its own rooms: the door first.
        const middle = plan.places.slice(1);
        if (middle[0] !== a.at) faults.push(`${where}: the day starts at ${middle[0]}`);
        for (const p of middle)
          if (!SCHOOL_DAY.has(p)) faults.push(`${where}: goes to ${p}, away from the school`);
        if (!SCHOOL_DAY.has(plan.resolution.place))
          faults.push(`${where}: the friend is made at ${plan.resolution.place}`);
        if (!w.school[a.at].test(body)) faults.push(`${where}: the ${a.at} is never named`);
        // The goodbye at the door comes before anything at school; being fetched after it all.
        const hug = paragraphs.findIndex((p) => w.hug.test(p));
        const fetched = paragraphs.findLastIndex((p) => w.pickUp.test(p));
        if (hug < 0) faults.push(`${where}: no goodbye at the door`);
        if (fetched < 0 || fetched <= hug) faults.push(`${where}: never fetched after the goodbye`);
        if (fetched >= 0 && fetched < paragraphs.length * 0.6)
          faults.push(`${where}: fetched before the day is over`);
        // Nothing wild between the door and the pick-up: no valley, no forest path.
        const day = paragraphs.slice(Math.max(0, hug), Math.max(hug + 1, fetched)).join(' ');
        const wild = day.match(w.wild);
        if (wild) faults.push(`${where}: «${wild[0]}» in the school day`);
        // The ones who help are the teacher and the children: the hero's own kind for an
        // animal, people for a child; never a frog met in a valley.
        const person = creature(cast.hero.kind).person;
        for (const h of cast.helpers) {
          const fits = person
            ? (h.kind === 'grown-up' && h.species === 'teacher') ||
              h.kind === 'girl' ||
              h.kind === 'boy'
            : h.kind === cast.hero.kind;
          if (!fits) faults.push(`${where}: a ${h.kind} helps at school`);
        }
        const other = cast.goal.other;
        if (!other || !body.includes(other.name ?? '\u0000'))
          faults.push(`${where}: the new friend is never met by name`);
        else if (person ? !creature(other.kind).person : other.kind !== cast.hero.kind)
          faults.push(`${where}: a ${cast.hero.kind} makes friends with a ${other.kind}`);
        if (a.carer && !a.carer.test(body)) faults.push(`${where}: not taken by ${a.carer}`);
        // The close looks forward to the next day.
        const close = paragraphs.slice(-2).join(' ');
        if (!w.tomorrow.test(close)) faults.push(`${where}: the ending does not look to tomorrow`);
        if (cast.friend) faults.push(`${where}: a companion ${cast.friend.kind} came along`);
        const named = [cast.hero, other].flatMap((x) =>
          x?.name ? [{ name: x.name, gender: x.gender }] : [],
        );
        for (const hit of scanText(body, language, named))
          faults.push(`${where}: ${hit.id} «${hit.sentence}»`);
      }
      expect(faults).toEqual([]);
    }, 300_000);
  }
});
