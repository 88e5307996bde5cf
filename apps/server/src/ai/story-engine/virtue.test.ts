// A way of being to learn ("Ella wants to learn to be kind to her little brother", «lære å
// dele», "learn to wait") is never a skill practised or a mountain climbed: kindness and sharing
// are a day with the one named, falling out and making up; waiting is something sown and grown.
// The virtue is said at the start and paid off at the end.
import { describe, expect, it } from 'vitest';
import { itKeepsWantLengths, paragraphsOf, toldWants, wantTable } from './engine.testing';
import type { StoryLanguage } from './story-types';

interface Case {
  description: string;
  goal: string;
  /** The virtue, said at the start. */
  said: RegExp;
  /** The one it is learnt with, kept. */
  with?: RegExp;
  /** Paid off at the end. */
  end: RegExp;
}

const CASES: Record<StoryLanguage, Case[]> = {
  en: [
    {
      description: 'Ella wants to learn to be kind to her little brother',
      goal: 'befriend/quarrel',
      said: /learn to be kind/,
      with: /her little brother/,
      end: /\bkind to\b/,
    },
    {
      description: 'Max wants to learn to share with his sister',
      goal: 'befriend/quarrel',
      said: /learn to share/,
      with: /his sister/,
      end: /learnt to share/,
    },
    {
      description: 'Leo wants to learn to wait',
      goal: 'build/grow',
      said: /learn to (?:wait|be patient)/,
      end: /learnt to wait/,
    },
  ],
  no: [
    {
      description: 'Ella vil lære å være snill mot lillebroren sin',
      goal: 'befriend/quarrel',
      said: /lære å være snill/,
      with: /lillebror \p{Lu}/u,
      end: /snill mot/,
    },
    {
      description: 'Ola må lære å dele med lillesøstera si',
      goal: 'befriend/quarrel',
      said: /lære å dele/,
      with: /lillesøst/,
      end: /lært å dele/,
    },
    {
      description: 'Mia vil lære å være tålmodig',
      goal: 'build/grow',
      said: /lære å (?:vente|være tålmodig)/,
      end: /lært å vente/,
    },
  ],
};

const TABLE = wantTable('virtue');

describe('a way of being to learn', () => {
  for (const language of ['en', 'no'] as const)
    it(`is learnt on a day of its own (${language})`, () => {
      const faults: string[] = [];
      for (const { c, story, body, goal, where } of toldWants(language, CASES[language], TABLE)) {
        if (goal !== c.goal) faults.push(`${where}: told as ${goal}`);
        const first = paragraphsOf(story, 0, 4);
        if (!c.said.test(first)) faults.push(`${where}: no ${c.said} at the start`);
        if (c.with && !c.with.test(body)) faults.push(`${where}: ${c.with} is not in the story`);
        const last = paragraphsOf(story, -4);
        if (!c.end.test(last)) faults.push(`${where}: no ${c.end} at the end: ${last}`);
      }
      expect(faults).toEqual([]);
    }, 120_000);

  itKeepsWantLengths(CASES, TABLE);
});
