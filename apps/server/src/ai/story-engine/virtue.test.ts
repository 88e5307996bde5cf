// A way of being to learn ("Ella wants to learn to be kind to her little brother", «lære å
// dele», "learn to wait") is never a skill practised or a mountain climbed: kindness and sharing
// are a day with the one named, falling out and making up; waiting is something sown and grown.
// The virtue is said at the start and paid off at the end.
import { describe, expect, it } from 'vitest';
import { Genre as GENRES, targetWords } from '@monstory/contracts/story-shape';
import { toldWants, type Genre } from './engine.testing';
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

const TABLE = {
  ages: [3, 5, 7, 9, 12],
  seeds: 3,
  genres: GENRES as readonly Genre[],
  seedPrefix: 'virtue',
};

describe('a way of being to learn', () => {
  for (const language of ['en', 'no'] as const)
    it(`is learnt on a day of its own (${language})`, () => {
      const faults: string[] = [];
      for (const { c, story, body, goal, where } of toldWants(language, CASES[language], TABLE)) {
        if (goal !== c.goal) faults.push(`${where}: told as ${goal}`);
        const first = story.paragraphs
          .slice(0, 4)
          .map((p) => p.text)
          .join(' ');
        if (!c.said.test(first)) faults.push(`${where}: no ${c.said} at the start`);
        if (c.with && !c.with.test(body)) faults.push(`${where}: ${c.with} is not in the story`);
        const last = story.paragraphs
          .slice(-4)
          .map((p) => p.text)
          .join(' ');
        if (!c.end.test(last)) faults.push(`${where}: no ${c.end} at the end: ${last}`);
      }
      expect(faults).toEqual([]);
    }, 120_000);

  for (const language of ['en', 'no'] as const)
    it(`keeps its length (${language})`, () => {
      const faults: string[] = [];
      for (const { story, where, session } of toldWants(language, CASES[language], TABLE)) {
        const { age, length } = session.request;
        const target = targetWords(age, length);
        if (Math.abs(story.wordCount - target) > target * 0.1)
          faults.push(`${where} ${length}: ${story.wordCount} words for ${target}`);
      }
      expect(faults).toEqual([]);
    }, 120_000);
});
