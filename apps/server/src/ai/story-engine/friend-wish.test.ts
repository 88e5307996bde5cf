// A creature that wants a friend of its own ("A little robot wants a friend", «En liten robot
// som ønsker seg en venn») is the hero of a friendship story: the want is a friend, found by the
// end, never a climb, a rescue or a treasure. Held on generated stories in both languages.
import type { Genre } from '@monstory/contracts/story-shape';
import { describe, expect, it } from 'vitest';
import { toldWants } from './engine.testing';
import type { StoryLanguage } from './story-types';

interface Wish {
  description: string;
  /** What the hero is, as the family said. */
  kind: string;
  name?: string;
}

const WISHES: Record<StoryLanguage, Wish[]> = {
  en: [
    { description: 'A little robot wants a friend', kind: 'robot' },
    { description: 'a lonely monster wants a friend', kind: 'monster' },
    { description: 'A dragon called Ember wishes for a friend', kind: 'dragon', name: 'Ember' },
    { description: 'The little troll Tass dreams of finding a friend', kind: 'troll' },
  ],
  no: [
    { description: 'En liten robot som ønsker seg en venn', kind: 'robot' },
    { description: 'Trollet Tass vil ha en venn', kind: 'troll', name: 'Tass' },
    { description: 'Et lite monster drømmer om en venn', kind: 'monster' },
    { description: 'Dragen Glo ønsker seg en ny venn', kind: 'dragon', name: 'Glo' },
  ],
};

const OFF: Record<StoryLanguage, RegExp> = {
  en: /\b(summit|treasure (chest|map|hunt)|rescued|stuck up)\b/i,
  no: /\b(toppen av (fjellet|haugen|åsen)|skattekart|reddet|sitter fast)\b/i,
};
const FRIEND: Record<StoryLanguage, RegExp> = {
  en: /\bfriends?\b/,
  no: /\bvenn(en|er|ene)?\b/,
};
const GENRES: Genre[] = ['ADVENTURE', 'FRIENDSHIP', 'FANTASY', 'FUNNY', 'BEDTIME', 'ANIMALS'];

describe('a creature that wants a friend', () => {
  for (const language of ['en', 'no'] as const)
    it(`is told finding one (${language})`, () => {
      const faults: string[] = [];
      const table = { ages: [4, 7, 10], seeds: 4, genres: GENRES, seedPrefix: 'wish' };
      for (const told of toldWants(language, WISHES[language], table)) {
        const { c, cast, body, where } = told;
        if (told.goal !== 'befriend/newcomer') faults.push(`${where}: goal ${told.goal}`);
        if (cast.hero.kind !== c.kind) faults.push(`${where}: hero is a ${cast.hero.kind}`);
        if (c.name && cast.hero.name !== c.name) faults.push(`${where}: hero ${cast.hero.name}`);
        if (OFF[language].test(body)) faults.push(`${where}: ${body.match(OFF[language])?.[0]}`);
        const end = body.split('\n').slice(-4).join(' ');
        if (!FRIEND[language].test(end) || !end.includes(cast.goal.other?.name ?? '@'))
          faults.push(`${where}: no friend found at the end`);
      }
      expect(faults).toEqual([]);
    }, 120_000);
});
