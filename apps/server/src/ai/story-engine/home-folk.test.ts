// A grown-up hero comes home to neighbours, not to a mum who asks where they have been all day.
import { describe, expect, it } from 'vitest';
import { sampleRequest } from './engine.testing';
import { generateStory } from './generate-story';

const ASKS = {
  no: [
    'brannmann Per redder en katt som sitter fast i et tre',
    'bestemor Rose leter etter brillene sine',
    'dyrlegen Anna hjelper et lam som sitter fast i gjørma',
  ],
  en: [
    'Firefighter Sam rescues a kitten stuck in a tall tree',
    'Grandma Rose looks for her lost glasses',
    'vet Maya helps a lamb stuck in the mud',
  ],
} as const;

const PARENTS = {
  no: /\b(hvor har (du|dere) vært|fortalte (mamma|pappa|bestemor|bestefar))\b/i,
  en: /\b(where have you been|told (Mum|Dad|Granny|Grandpa))\b/i,
};

describe('coming home', () => {
  for (const language of ['no', 'en'] as const)
    it(`a grown-up ${language} hero tells neighbours about the day, not a parent`, () => {
      const off: string[] = [];
      for (let i = 0; i < 60; i += 1) {
        const req = sampleRequest(language, ASKS[language], i, {
          seedPrefix: 'home-folk',
          longEvery: 3,
        });
        const text = generateStory(req)
          .paragraphs.map((p) => p.text)
          .join('\n');
        const hit = PARENTS[language].exec(text);
        if (hit) off.push(`${req.description} (${req.seed}): ${hit[0]}`);
      }
      expect(off).toEqual([]);
    });
});
