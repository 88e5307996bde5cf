// A Norwegian compound the lexicon does not know as a whole is read by its last part: a
// «jernnøkkel» is a key, bent as «nøkkel» is («jernnøkkelen», «jernnøkler»), and the story keeps
// the family's whole word; «sølvskje», «trehest» and «glasskule» bend as spoon, horse and marble.
import type { Genre } from '@monstory/contracts/story-shape';
import { describe, expect, it } from 'vitest';
import { tellWant } from './engine.testing';
import type { StoryLanguage } from './story-types';

interface Ask {
  say: string;
  /** The family's word, as the story must tell it. */
  word: RegExp;
  /** Forms bent as if the last part were unknown, and articles of the wrong gender. */
  wrong: RegExp;
  /** The lexicon's thing it is, when its last part is one. */
  thing?: string;
}

const ASKS: Ask[] = [
  {
    say: 'Mira og katten Blipp leter etter en jernnøkkel på stranda',
    word: /\bjernnøkkel(en)?\b/,
    wrong: /\bjernnøkkeler|\bjernnøkkelene|\b(et|ei) jernnøkkel\b/,
    thing: 'key',
  },
  {
    say: 'Leo har mistet gullnøkkelen sin i skogen',
    word: /\bgullnøkkel(en)?\b/,
    wrong: /\bgullnøkkeler|\bgullnøkkelene|\b(et|ei) gullnøkkel\b/,
    thing: 'key',
  },
  {
    say: 'Ida leter etter ei sølvskje i hagen',
    word: /\bsølvskje(a)?\b/,
    wrong: /\bsølvskjer\b|\bsølvskjene\b|\bsølvskjen\b|\bet sølvskje\b/,
  },
  {
    say: 'Ola vil finne trehesten sin',
    word: /\btrehest(en)?\b/,
    wrong: /\btrehestet\b|\bet trehest\b|\bei trehest\b/,
  },
  {
    say: 'Nora leter etter en glasskule ved dammen',
    word: /\bglasskul(e|a|en)\b/,
    wrong: /\bglasskulet\b|\bet glasskule\b/,
  },
];
const GENRES: Genre[] = ['ADVENTURE', 'MYSTERY', 'FANTASY', 'ANIMALS', 'FUNNY', 'BEDTIME'];

describe('a compound the lexicon does not know as a whole', () => {
  it('keeps the family word, bent as its last part is (no)', () => {
    const faults: string[] = [];
    ASKS.forEach((ask, k) => {
      for (let seed = 0; seed < 12; seed += 1) {
        const { session, body } = tellWant(
          'no',
          ask.say,
          [4, 7, 10][seed % 3] as number,
          seed + k * 50,
          GENRES,
          'compound',
        );
        const label = `${ask.say} #${seed}`;
        if (!ask.word.test(body)) faults.push(`${label}: never says ${ask.word}`);
        const bad = body.match(ask.wrong);
        if (bad) faults.push(`${label}: ${bad[0]}`);
        const goal = session.run.env.cast.goal;
        if (ask.thing && goal.kind === 'find' && goal.thing !== ask.thing)
          faults.push(`${label}: sought as ${goal.thing}`);
      }
    });
    expect(faults).toEqual([]);
  });

  it('is told in English by what it is made of (en)', () => {
    const told: Record<string, RegExp> = {
      'Mira og katten Blipp leter etter en jernnøkkel på stranda': /\biron key\b/,
      'Ida leter etter ei sølvskje i hagen': /\bsilver spoon\b/,
    };
    const faults: string[] = [];
    for (const [say, word] of Object.entries(told))
      for (let seed = 0; seed < 6; seed += 1) {
        const { body } = tellWant('en' as StoryLanguage, say, 7, seed, GENRES, 'compound-en');
        if (!word.test(body)) faults.push(`${say} #${seed}: never says ${word}`);
      }
    expect(faults).toEqual([]);
  });
});
