// A pet of the family ("Granny's cat", «mormors katt») is saved by the child of the story, and
// its owner is Granny: named as such when word is sent, when she comes, and when she thanks,
// never "her owner" as if nobody knew whose it was. Held on generated stories: both
// languages, three age bands, three lengths, two seeds.
import { describe, expect, it } from 'vitest';
import { everyBandLengthAndSeed, request, tell } from './engine.testing';
import type { StoryLanguage } from './story-types';

const ASKS: Record<StoryLanguage, { text: string; owner: string }[]> = {
  no: [
    { text: 'Mormors katt sitter fast i et tre', owner: 'mormor' },
    { text: 'Bestemors katt har satt seg fast oppe i et tre', owner: 'bestemor' },
  ],
  en: [
    { text: "Granny's cat is stuck up a tree", owner: 'Granny' },
    { text: "Grandma's dog is stuck in the mud", owner: 'Grandma' },
  ],
};
const STRANGER: Record<StoryLanguage, RegExp> = {
  no: /\beier(en)?\b|halsbånd med et lite skilt|HAR DU SETT/i,
  en: /\bowner\b|read the address|HAVE YOU SEEN/i,
};

describe("a pet of the family is Granny's", () => {
  for (const language of ['no', 'en'] as const)
    for (const ask of ASKS[language])
      it(`${ask.text} (${language})`, () => {
        const faults: string[] = [];
        for (const { age, length, seed, label } of everyBandLengthAndSeed(['pet-a', 'pet-b'])) {
          const { session, story } = tell(
            request({ language, age, length, seed, description: ask.text }),
          );
          const { cast } = session.run.env;
          if (cast.hero.kind === 'grandparent') faults.push(`${label}: the owner leads`);
          if (!cast.goal.petOwner) faults.push(`${label}: no owner in the plan`);
          const body = story.paragraphs.map((p) => p.text).join('\n');
          if (!body.toLowerCase().includes(ask.owner.toLowerCase()))
            faults.push(`${label}: ${ask.owner} never named`);
          const bad = body.match(STRANGER[language]);
          if (bad) faults.push(`${label}: «${bad[0]}»`);
        }
        expect(faults).toEqual([]);
      });
});
