import { describe, expect, it } from 'vitest';
import { cycledRequest, textOf } from './engine.testing';
import { generateStory } from './generate-story';
import { openSession } from './story-session';
import type { StoryLanguage } from './story-types';

// Someone in the family is ill: the story is the visit. The one in bed is said to be ill at the
// start, reached at the end (in bed, cheered up, given what the family brings) and well again
// before the child sleeps. No lost bird or stuck grandma takes the visit's place.

const ASKS: {
  language: StoryLanguage;
  description: string;
  who: string;
  brought?: RegExp;
}[] = [
  {
    language: 'en',
    description:
      "Noah's grandma is ill, so Noah and his sister Lily make her a get-well card and bring her soup",
    who: 'Grandma',
    brought: /soup/,
  },
  {
    language: 'en',
    description: 'Grandpa has a cold and Mia wants to cheer him up',
    who: 'Grandpa',
  },
  {
    language: 'no',
    description: 'Bestemor er syk, så Emil lager et kort til henne og tar med suppe',
    who: 'bestemor',
    brought: /suppe/,
  },
  {
    language: 'no',
    description: 'Morfar ligger på sykehuset, og Ella vil besøke ham',
    who: 'morfar',
  },
];

const ILL: Record<StoryLanguage, RegExp> = { no: /var syk/, en: /was ill/ };
/** Found in bed at last: "Og der lå bestemor i senga", "And there was Grandma in bed". */
const FOUND: Record<StoryLanguage, (who: string) => RegExp> = {
  no: (who) => new RegExp(`lå ${who}`, 'i'),
  en: (who) => new RegExp(`(?:was|lay) ${who}`),
};
const WELL: Record<StoryLanguage, RegExp> = { no: /frisk/, en: /well again|was well/ };

describe('a visit to someone who is ill', () => {
  for (const { language, description, who, brought } of ASKS)
    it(description, () => {
      for (let i = 0; i < 24; i++) {
        const req = cycledRequest({ language, description, age: 4 + (i % 3) * 3 }, i, 'ill');
        const { goal } = openSession(req).run.env.cast;
        expect(goal).toMatchObject({ kind: 'reach', variant: 'visit', ill: true });
        const paragraphs = generateStory(req).paragraphs.map((p) => p.text);
        const text = textOf({ paragraphs: paragraphs.map((text) => ({ text })) } as never);
        const firstThird = paragraphs.slice(0, Math.ceil(paragraphs.length / 3)).join(' ');
        expect(firstThird, req.seed).toMatch(ILL[language]);
        expect(firstThird.toLowerCase(), req.seed).toContain(who.toLowerCase());
        const met = paragraphs.findIndex((p) => FOUND[language](who).test(p));
        expect(met, `${req.seed}: ${text}`).toBeGreaterThan(paragraphs.length / 2);
        if (brought) expect(paragraphs.slice(met).join(' ')).toMatch(brought);
        expect(paragraphs.slice(met).join(' ')).toMatch(WELL[language]);
        // One knocks at the door of the one visited; nobody climbs in at a window.
        expect(text).not.toMatch(
          /(?:vindu|luke)[^.!?]*(?:vrikket|klemte|presset|vred) seg|(?:window|hatch)[^.!?]*(?:wiggled|squeezed|crawled|wriggled)/,
        );
      }
    });
});
