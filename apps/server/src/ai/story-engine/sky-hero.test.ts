// A thing of the sky the description opens with is the hero, told as what it is: "A little cloud
// that is afraid of raining" is a cloud afraid of raining, never a girl; the moon is the moon and
// sleeps in no tent; a snowflake who wants to see the sea goes there.
import { describe, expect, it } from 'vitest';
import { itKeepsWantLengths, paragraphsOf, toldWants, wantTable } from './engine.testing';
import type { StoryLanguage } from './story-types';

interface Case {
  description: string;
  species: string;
  /** Its own word, in the opening lines. */
  word: RegExp;
  /** The goal the want makes, when the family said one. */
  goal?: string;
}

const CASES: Record<StoryLanguage, Case[]> = {
  en: [
    {
      description: 'A little cloud that is afraid of raining',
      species: 'cloud',
      word: /\bcloud\b/,
      goal: 'fear/undefined',
    },
    {
      description: 'The moon is tired and wants to sleep but the stars keep talking',
      species: 'moon',
      word: /\bmoon\b/,
    },
    {
      description: 'A snowflake who wants to see the sea',
      species: 'snowflake',
      word: /\bsnowflake\b/,
      goal: 'reach/undefined',
    },
  ],
  no: [
    {
      description: 'En liten sky som er redd for å regne',
      species: 'cloud',
      word: /\bsky(?:en)?\b/,
      goal: 'fear/undefined',
    },
    {
      description: 'Et lite snøfnugg som vil se havet',
      species: 'snowflake',
      word: /\bsnøfnugg(?:et)?\b/,
      goal: 'reach/undefined',
    },
  ],
};

const PERSON: Record<StoryLanguage, RegExp> = {
  en: /\b(?:girl|boy)\b/i,
  no: /\b(?:jente|gutt)\b/i,
};

const TABLE = wantTable('sky-hero');

describe('a thing of the sky as the hero', () => {
  for (const language of ['en', 'no'] as const)
    it(`keeps what it is (${language})`, () => {
      const faults: string[] = [];
      for (const { c, story, cast, goal, where } of toldWants(language, CASES[language], TABLE)) {
        if (cast.hero.species !== c.species) faults.push(`${where}: hero is ${cast.hero.kind}`);
        if (c.goal && goal !== c.goal) faults.push(`${where}: told as ${goal}`);
        if (goal === 'reach/camp') faults.push(`${where}: a night in a tent`);
        const opening = paragraphsOf(story, 0, 3);
        if (!c.word.test(opening)) faults.push(`${where}: not told as ${c.word} at the start`);
        if (PERSON[language].test(story.title)) faults.push(`${where}: title ${story.title}`);
      }
      expect(faults).toEqual([]);
    }, 120_000);

  // (The moon's want to sleep is not yet a story of its own: it is told a stock journey.)
  itKeepsWantLengths(
    { en: CASES.en.filter((c) => c.goal), no: CASES.no.filter((c) => c.goal) },
    TABLE,
  );
});
