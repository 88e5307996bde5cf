// The family's word for a grown-up is the story's word for that one: «bestemora», «mormor»,
// «mammaen» and "Nana" are never joined by a second «bestemor», «mamma» or "Granny" in the same
// story, and a word the family used as a name is never told in its definite.
import { Genre } from '@monstory/contracts/story-shape';
import { describe, expect, it } from 'vitest';
import { tellWant } from './engine.testing';
import type { StoryLanguage } from './story-types';

/** The words for one grown-up, any form. */
const ROLES: Record<StoryLanguage, RegExp[]> = {
  no: [
    /\b(?:bestemor|bestemora|bestemoren|mormor|mormora|farmor|farmora)\b/gi,
    /\b(?:bestefar|bestefaren|morfar|morfaren|farfar|farfaren)\b/gi,
    /\b(?:mamma|mammaen|mora|moren)\b/gi,
  ],
  en: [
    /\b(?:granny|grandma|gran|nana|nan)\b/gi,
    /\b(?:grandpa|grandad|gramps)\b/gi,
    /\b(?:mum|mummy|mom)\b/gi,
  ],
};
const ASKS: Record<StoryLanguage, string[]> = {
  no: [
    'Mira skal besøke bestemora si',
    'Leo og mormor går til stranda',
    'Ida og farfar fisker på sjøen',
    'Leo og mammaen hans går til butikken',
    'Mira og bestemor baker boller',
    'Bestemor er syk og Ola vil besøke henne',
  ],
  en: [
    'Lily visits her nana by the sea',
    'Sam and his grandad go fishing',
    'Ava and her mummy go to the shop',
    'Grandma is ill and Leo wants to visit her',
  ],
};

describe("the family's word for a grown-up", () => {
  for (const language of ['no', 'en'] as const)
    it(`is the only word for that one in the story (${language})`, () => {
      const faults: string[] = [];
      ASKS[language].forEach((description, k) => {
        for (let seed = 0; seed < 24; seed += 1) {
          const { body } = tellWant(
            language,
            description,
            [4, 7, 10][seed % 3] as number,
            seed + k * 100,
            Genre,
            'kin-kept',
          );
          for (const role of ROLES[language]) {
            const words = new Set((body.match(role) ?? []).map((w) => w.toLowerCase()));
            if (words.size > 1) faults.push(`${description} #${seed}: ${[...words].join(' / ')}`);
          }
        }
      });
      expect(faults).toEqual([]);
    });
});
