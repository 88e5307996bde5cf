// A story whose family names a place out in space (the comet, the moon, Mars, a ringed planet, an
// asteroid, the space station) goes there: a rocket built to reach it flies there once it works,
// the arrival is told with the place's name, what they went for is found there, nothing from
// Earth's meadows lives or grows there, and the title names the hero, the want or the place.
import { describe, expect, it } from 'vitest';
import { BAND_AGES, LENGTHS, request } from './engine.testing';
import { placeById } from './lexicon/places';
import { settingOf } from './plan/story-plan';
import { thingById } from './lexicon/things';
import { finish, openSession, play } from './story-session';
import type { StoryLanguage } from './story-types';

type Ask = [destination: string, sought: string | undefined, description: string];

const ASKS: Record<StoryLanguage, Ask[]> = {
  no: [
    [
      'comet',
      'stjernestein',
      'Lina og Theo bygger en rakett for å fly til kometen og hente en stjernestein',
    ],
    ['moon', 'stjernestein', 'Mia flyr til månen for å finne en stjernestein'],
    ['station', undefined, 'Ola besøker romstasjonen'],
    ['mars', undefined, 'Leo og roboten hans reiser til Mars'],
    ['ringplanet', undefined, 'Emma vil fly til ringplaneten'],
    ['asteroid', undefined, 'Noah bygger en rakett og flyr til asteroiden'],
    ['moon', 'måneskinnstein', 'Sara flyr med rakett til månen for å hente en måneskinnstein'],
    ['comet', 'krystall', 'Jonas reiser til en komet for å finne en glitrende krystall'],
  ],
  en: [
    ['comet', 'star', 'Lina and Theo build a rocket to fly to the comet and fetch a star'],
    ['moon', 'stone', 'Mia flies to the moon to find a shiny stone'],
    ['station', undefined, 'Ola visits the space station'],
    ['mars', undefined, 'Leo and his robot travel to Mars'],
    ['ringplanet', undefined, 'Emma wants to fly to the ringed planet'],
    ['asteroid', undefined, 'Noah builds a rocket and flies to the asteroid'],
    ['moon', 'crystal', 'Sara builds a rocket to fly to the moon and find a crystal'],
    ['comet', 'crystal', 'Jonas travels to a comet to find a crystal'],
  ],
};

/** What lives and grows on Earth's ground and in its air: none of it is out in space. */
const EARTH_LIFE: Record<StoryLanguage, RegExp> = {
  no: /\b(bie(ne|r)?|humle\w*|sommerfugl\w*|fugl(en|er|ene)?|trær|treet|trærne|gress\w*|stien?|skog(en)?|busk(en|er)?|maur\w*|meitemark\w*|ekorn\w*|løvet|bekken|skyer|skyene|regnet)\b/i,
  en: /\b(bees?|bumblebees?|butterfl(y|ies)|birds?|trees?|grass\w*|path|forest|bush(es)?|ants?|worms?|squirrels?|leaves|stream|clouds|rain)\b/i,
};

const nameOf = (language: StoryLanguage, place: string): RegExp => {
  const p = placeById(place);
  const word = language === 'no' ? p.no.noun.sg : p.en.the.replace(/^the /, '');
  return new RegExp(word.split(' ').pop()!.slice(0, 5), 'i');
};

describe('a space place the family names', () => {
  for (const language of ['no', 'en'] as const)
    it(`is reached, what was sought is found there, and it is told as space (${language})`, () => {
      const unreached: string[] = [];
      const unfound: string[] = [];
      const earthly: string[] = [];
      const titles: string[] = [];
      let stories = 0;
      for (const [destination, sought, description] of ASKS[language])
        for (let n = 0; n < 12; n += 1) {
          const age = BAND_AGES[n % 3]!;
          const session = openSession(
            request({
              language,
              description,
              genre: 'SPACE',
              age,
              length: LENGTHS[Math.floor(n / 3) % 3],
              seed: `space-destination-${n}`,
            }),
          );
          play(session, [], false);
          const story = finish(session);
          stories += 1;
          const label = `${description} (age ${age}, ${n})`;
          const there = session.run.paragraphs
            .filter((p) => p.hint.place === destination)
            .map((p) => p.lines.map((l) => l.text).join(' '));
          if (!there.some((t) => nameOf(language, destination).test(t)))
            unreached.push(`${label}: ${session.run.env.plan.places.join(' > ')}`);
          const { goal } = session.run.env.cast;
          const thing = goal.kind === 'build' ? goal.fetch : goal.thing;
          // A thing kept in the family's own word ("en krystall", found like a stone) is told
          // in that word: either the family's word or the lexicon's counts.
          const words = [thing && thingById(thing)[language].sg, sought].filter(
            (w): w is string => !!w,
          );
          if (sought) {
            const stem = new RegExp(
              words.map((w) => w.replace(/^(a|an) /, '').slice(0, 6)).join('|'),
              'i',
            );
            if (!there.some((t) => stem.test(t))) unfound.push(`${label}: ${thing ?? 'nothing'}`);
          }
          for (const p of session.run.paragraphs)
            if (['space', 'moon'].includes(placeById(p.hint.place).setting))
              for (const l of p.lines)
                if (EARTH_LIFE[language].test(l.text)) earthly.push(`${p.hint.place}: ${l.text}`);
          const names = [session.run.env.cast.hero.name, session.run.env.cast.friend?.name];
          const title = story.title.toLowerCase();
          const named =
            names.some((x) => !!x && title.includes(x.toLowerCase())) ||
            nameOf(language, destination).test(title) ||
            words.some((w) => title.includes(w.slice(0, 5).toLowerCase()));
          if (!named) titles.push(`${label}: ${story.title}`);
        }
      expect(stories).toBe(96);
      expect(unreached).toEqual([]);
      expect(unfound).toEqual([]);
      expect(earthly).toEqual([]);
      expect(titles).toEqual([]);
    });
});

/** Asks that keep a space story's first steps indoors: a bedroom, a kitchen, a classroom. */
const INDOORS: Record<StoryLanguage, string[]> = {
  no: [
    'Mia bygger en rakett på soverommet sitt',
    'Ola drømmer om månen på kjøkkenet',
    'klassen til Emma lærer om planetene på skolen',
  ],
  en: [
    'Mia builds a rocket in her bedroom',
    'Ola dreams of the moon in the kitchen',
    "Emma's class learns about the planets at school",
  ],
};
const ROOFED = new Set(['house', 'bedroom', 'kitchen', 'library', 'school', 'castle', 'circus']);

describe('a visitor from space', () => {
  for (const language of ['no', 'en'] as const)
    it(`is never simply met indoors on Earth (${language})`, () => {
      const indoors: string[] = [];
      let meetings = 0;
      INDOORS[language].forEach((description, k) => {
        for (let n = 0; n < 12; n += 1) {
          const session = openSession(
            request({
              language,
              description,
              genre: 'SPACE',
              age: BAND_AGES[n % 3]!,
              length: LENGTHS[(n + k) % 3],
              seed: `space-indoors-${n}`,
            }),
          );
          const { plan, cast } = session.run.env;
          for (const scene of plan.scenes)
            if (scene.beat.kind === 'meet') {
              meetings += 1;
              const kind = cast.helpers[scene.beat.helper]!.kind;
              if (['alien', 'astronaut'].includes(kind) && ROOFED.has(settingOf(scene.place)))
                indoors.push(`${kind} at ${scene.place}: ${description}`);
            }
        }
      });
      expect(meetings).toBeGreaterThan(30);
      expect(indoors).toEqual([]);
    });
});
