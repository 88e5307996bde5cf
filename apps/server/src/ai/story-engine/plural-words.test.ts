// A word the lexicon does not know, named in the plural ("his parents", "their marbles"), is
// told as said: "the parents", never "a parents". Held on generated stories.
import { describe, expect, it } from 'vitest';
import { parseDescription } from './description/parse-description';
import { tellWant } from './engine.testing';

const ASKS = [
  { description: 'Leo goes on a trip and thinks of his parents', word: 'parents' },
  { description: 'Mia packs their marbles for the picnic', word: 'marbles' },
  { description: 'Sam takes his wellies to the beach', word: 'wellies' },
];
const SINGLE = [
  { description: 'Ola has a gizmo', word: 'gizmo' },
  { description: 'Ida brings her glass', word: 'glass' },
];

describe('a word named in the plural', () => {
  it('is read as a plural only when it is one', () => {
    for (const a of ASKS) {
      const u = parseDescription(a.description, () => true).unknown?.find((x) => x.word === a.word);
      expect(u?.plural, a.description).toBe(true);
    }
    for (const a of SINGLE) {
      const u = parseDescription(a.description, () => true).unknown?.find((x) => x.word === a.word);
      expect(u?.plural, a.description).toBeUndefined();
    }
  });

  it('never gets "a"', () => {
    const faults: string[] = [];
    for (const a of ASKS)
      for (const age of [4, 7, 10])
        for (let seed = 0; seed < 6; seed += 1) {
          const { body } = tellWant('en', a.description, age, seed, ['ADVENTURE', 'FUNNY'], 'pl');
          const bad = body.match(new RegExp(`\\b(a|an|one) ${a.word}\\b`, 'i'));
          if (bad) faults.push(`${a.description} [${age}/${seed}]: ${bad[0]}`);
        }
    expect(faults).toEqual([]);
  }, 60_000);
});
