// A group counted and then each one named ("two dragons, a red one called Ember and a tiny
// green one called Moss") is that many of the kind, each with its own colour: the story tells
// them as such, and makes no child of either and no third one of the group.
import { describe, expect, it } from 'vitest';
import { BAND_AGES, LENGTHS, request, tell } from './engine.testing';
import type { StoryLanguage } from './story-types';

interface Ask {
  description: string;
  names: [string, string];
  kind: RegExp;
  colour: RegExp;
}

const ASKS: Record<StoryLanguage, Ask[]> = {
  en: [
    {
      description:
        'Two dragons, a red one called Ember and a tiny green one called Moss, want to find the golden egg',
      names: ['Ember', 'Moss'],
      kind: /\bdragons?\b/,
      colour: /\bred\b/,
    },
    {
      description:
        'two kittens, a black one named Coal and a white one named Snowy, go to the beach',
      names: ['Coal', 'Snowy'],
      kind: /\b(kittens?|cats?)\b/,
      colour: /\bblack\b/,
    },
  ],
  no: [
    {
      description:
        'To drager, en rød som heter Glød og ei lita grønn en som heter Mose, vil finne det gylne egget',
      names: ['Glød', 'Mose'],
      kind: /\bdrage(n|r)?\b/,
      colour: /\brød\b/,
    },
    {
      description:
        'to kattunger, en svart som heter Kull og en hvit som heter Snøball, drar til stranda',
      names: ['Kull', 'Snøball'],
      kind: /\b(kattunge\w*|katt\w*)\b/,
      colour: /\bsvart\b/,
    },
  ],
};

const CHILD: Record<StoryLanguage, (n: string) => RegExp> = {
  en: (n) => new RegExp(`\\b${n} was a (boy|girl)\\b`),
  no: (n) => new RegExp(`\\b${n} var (en gutt|ei jente)\\b`),
};

describe('a group counted, each one named', () => {
  for (const language of ['en', 'no'] as const)
    it(`tells each as one of the kind, with its colour (${language})`, () => {
      const faults: string[] = [];
      for (const ask of ASKS[language])
        for (const age of BAND_AGES)
          LENGTHS.forEach((length, n) => {
            const { session, story } = tell(
              request({
                language,
                age,
                length,
                genre: 'ADVENTURE',
                description: ask.description,
                seed: `ones-${n}`,
              }),
            );
            const where = `${ask.description} [${age}/${length}]`;
            const body = story.paragraphs.map((p) => p.text).join('\n');
            const { hero, friend } = session.run.env.cast;
            const pair = [hero.name, friend?.name].sort().join(' ');
            if (pair !== [...ask.names].sort().join(' ')) faults.push(`${where}: team ${pair}`);
            for (const name of ask.names) {
              if (!body.includes(name)) faults.push(`${where}: no ${name}`);
              if (CHILD[language](name).test(body))
                faults.push(`${where}: ${name} told as a child`);
            }
            if (!ask.kind.test(body)) faults.push(`${where}: never called what they are`);
            if (!ask.colour.test(body)) faults.push(`${where}: colour lost`);
          });
      expect(faults).toEqual([]);
    }, 120_000);
});
