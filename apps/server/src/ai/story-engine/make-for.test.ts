// A gift made by hand for someone ("Tom makes a card for his grandma", «Emil lager en gave til
// mamma») is made, not a visit: its own kit gathered (paper, paints, beads, never planks and
// nails), a mishap of its own, and given at the end to the one it was for, who is glad.
import { describe, expect, it } from 'vitest';
import { itKeepsWantLengths, paragraphsOf, toldWants, wantTable } from './engine.testing';
import type { StoryLanguage } from './story-types';

interface Case {
  description: string;
  /** The thing made, as the story names it. */
  thing: RegExp;
  /** The one it is for. */
  to: RegExp;
}

const CASES: Record<StoryLanguage, Case[]> = {
  en: [
    { description: 'Tom makes a card for his grandma', thing: /\bcard\b/, to: /Grandma/ },
    { description: 'Ava paints a picture for her dad', thing: /\bpicture\b/, to: /Dad/ },
    { description: 'Leo builds a birdhouse for his grandpa', thing: /birdhouse/, to: /Grandpa/ },
    { description: 'Mia makes a necklace for her mum', thing: /necklace/, to: /Mum/ },
    { description: 'Sam makes a zibbit for his grandma', thing: /zibbit/, to: /Grandma/ },
  ],
  no: [
    { description: 'Tom lager et kort til bestemor', thing: /\bkort(et)?\b/, to: /[Bb]estemor/ },
    { description: 'Emil lager en gave til mamma', thing: /\bgav[ae]\b/, to: /[Mm]amma/ },
    {
      description: 'Ada tegner ei tegning til bestefar',
      thing: /\btegning(a|en)?\b/,
      to: /[Bb]estefar/,
    },
    {
      description: 'Leo snekrer en fuglekasse til bestefar',
      thing: /fuglekass/,
      to: /[Bb]estefar/,
    },
    { description: 'Mia lager et armbånd til mormor', thing: /armbånd/, to: /[Mm]ormor/ },
  ],
};

/** Glad at the end: the one it was for, in the last lines. */
const GLAD: Record<StoryLanguage, RegExp> = {
  en: /happy|glad|hugged|smiled|love/,
  no: /glad|klemte|smilte|elske/,
};
/** A carpenter's kit and tips in a gift of paper, paint or beads. */
const CARPENTRY: Record<StoryLanguage, RegExp> = {
  en: /carpenter|[Mm]easure twice|nails|planks|strong (?:base|bottom)|sturdy/,
  no: /snekker|[Mm]ål to ganger|spiker|planker|(?:sterk|stødig) bunn/,
};
const HANDMADE = /card|picture|necklace|zibbit|kort|gave|tegning|armbånd/;

const TABLE = wantTable('make-for');

describe('a gift made by hand for someone', () => {
  for (const language of ['en', 'no'] as const)
    it(`is made and given, not a visit (${language})`, () => {
      const faults: string[] = [];
      for (const { c, story, body, goal, where } of toldWants(language, CASES[language], TABLE)) {
        if (goal !== 'build/undefined') faults.push(`${where}: told as ${goal}`);
        if ((body.match(new RegExp(c.thing.source, 'g')) ?? []).length < 2)
          faults.push(`${where}: the made thing is hardly named`);
        const last = paragraphsOf(story, -3);
        if (!c.to.test(last) || !c.thing.test(last) || !GLAD[language].test(last))
          faults.push(`${where}: not given gladly at the end: ${last}`);
        if (HANDMADE.test(c.description) && CARPENTRY[language].test(body))
          faults.push(`${where}: ${body.match(CARPENTRY[language])?.[0]}`);
      }
      expect(faults).toEqual([]);
    }, 120_000);

  itKeepsWantLengths(CASES, TABLE);
});
