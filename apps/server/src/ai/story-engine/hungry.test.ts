// A hungry hero looking for food ("A hungry bear looks for honey", «Den sultne larven spiser et
// eple»): the food the family named (or one that suits the hero) is what is sought, where it is
// found, each try failing its own way, and it is eaten at the end, in its own word.
import { describe, expect, it } from 'vitest';
import { Genre, targetWords } from '@monstory/contracts/story-shape';
import { request, textOf } from './engine.testing';
import { finish, openSession, play } from './story-session';
import { parseDescription } from './description/parse-description';
import { scanText, type ScanCharacter } from './quality/grammar-scan';
import type { StoryLanguage } from './story-types';

const CASES: [StoryLanguage, string, string, RegExp][] = [
  ['en', 'A hungry bear looks for honey', 'food:honey', /\bhoney\b/i],
  ['no', 'En sulten bjørn leter etter honning', 'food:honey', /\bhonning(en)?\b/i],
  ['en', 'The hungry caterpillar eats an apple', 'apple', /\bapples?\b/i],
  ['no', 'Den sultne larven spiser et eple', 'apple', /\beple(t|r)?\b/i],
  ['en', 'A hungry little fox wants to find something to eat', 'food:berry', /\bberr(y|ies)\b/i],
  ['no', 'En liten rev er sulten og vil finne mat', 'food:berry', /\bbær(ene)?\b/i],
  ['en', 'A hungry penguin looks for fish', 'food:fish', /\bfish\b/i],
  ['no', 'En sulten katt vil ha fisk', 'food:fish', /\bfisk(en)?\b/i],
  ['en', 'A hungry rabbit', 'food:carrot', /\bcarrots?\b/i],
  ['no', 'Ei sulten mus', 'food:cheese', /\bost(en)?\b/i],
  ['en', 'A hungry squirrel wants nuts', 'food:nut', /\bnuts?\b/i],
  ['no', 'En sulten kanin leter etter gulrøtter', 'food:carrot', /\bgulr(ot|ota|øtter)\b/i],
  ['en', 'Emma is hungry and wants cake', 'cake', /\bcakes?\b/i],
  ['no', 'Ola er sulten og vil ha pannekaker', 'food:pancake', /\bpannekak(e|a|er|ene)\b/i],
];

/** What no hungry story seeks in place of the food: the things a search picks on its own. */
const RANDOM_THING =
  /\b(key|hat|compass|treasure|nøkkel(en)?|hatt(en)?|kompass(et)?|skatt(en)?|glitrestein(en)?)\b[^.]*\b(lost|gone|borte|mistet)\b/i;
const EATS = /\b(ate|eat|eats|spiste|spise)\b/i;

const RUNS = [
  [3, 'SHORT'],
  [5, 'MEDIUM'],
  [7, 'LONG'],
  [9, 'SHORT'],
  [10, 'LONG'],
  [12, 'MEDIUM'],
] as const;

describe('a hungry hero looking for food', () => {
  it.each(CASES)('%s: «%s» seeks the food', (_language, text, thing) => {
    expect(parseDescription(text, () => true).hungry).toEqual({ food: thing });
  });

  it.each([
    'Mia leter etter kanelbollen',
    'Who took the cake?',
    'Emma går på butikken for å kjøpe epler',
    'Ola og mormor drar på piknik med jordbær',
    'Maja baker kanelboller med bestemor',
    'A hungry dragon looks for his lost key',
  ])('«%s» stays what it is', (text) => {
    expect(parseDescription(text, () => true).hungry).toBeUndefined();
  });

  it.each(CASES)(
    '%s: «%s» is told as that search, eaten at the end',
    (language, text, thing, word) => {
      const faults: string[] = [];
      RUNS.forEach(([age, length], i) => {
        for (const seed of ['a', 'b', 'c']) {
          const genre = Genre[(i * 3 + seed.charCodeAt(0)) % Genre.length];
          const label = `${text} (${age} ${length} ${genre} ${seed})`;
          const session = openSession(
            request({ language, description: text, seed, age, length, genre }),
          );
          play(session, [], false);
          const story = finish(session);
          const { goal, hero, friend } = session.run.env.cast;
          if (goal.kind !== 'find' || goal.variant !== 'hungry' || goal.thing !== thing)
            faults.push(`${label}: goal ${goal.kind}/${goal.variant}/${goal.thing}`);
          const body = textOf(story);
          const paragraphs = story.paragraphs.map((p) => p.text);
          if ((body.match(new RegExp(word.source, 'gi')) ?? []).length < 3)
            faults.push(`${label}: the food is hardly named`);
          const end = paragraphs.slice(-Math.ceil(paragraphs.length / 3)).join(' ');
          if (!EATS.test(end) || !word.test(end)) faults.push(`${label}: not eaten at the end`);
          if (RANDOM_THING.test(body)) faults.push(`${label}: a thing sought instead`);
          const cast: ScanCharacter[] = [hero, ...(friend ? [friend] : [])].flatMap((c) =>
            c.name ? [{ name: c.name, gender: c.gender }] : [],
          );
          for (const hit of scanText(body, language, cast))
            faults.push(`${label}: ${hit.id} «${hit.match}» in ${hit.sentence}`);
          const target = targetWords(age, length);
          if (Math.abs(story.wordCount - target) > target * 0.1)
            faults.push(`${label}: ${story.wordCount} words for ${target}`);
        }
      });
      expect(faults).toEqual([]);
    },
  );
});
