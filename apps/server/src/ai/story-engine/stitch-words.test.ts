// What is knitted or sewn is made stitch by stitch from wool or cloth: never "put together",
// never short of its "parts", never given a strong base like a shed. Stories are generated over
// phrasings, ages, genres, lengths and seeds in both languages.
import { describe, expect, it } from 'vitest';
import { stitchOf } from './packs/build-kinds';
import { tellWant } from './engine.testing';
import type { StoryLanguage } from './story-types';
import type { Genre } from '@monstory/contracts/story-shape';

const ASKS: Record<StoryLanguage, string[]> = {
  no: [
    'Mormor strikker et skjerf til Lise',
    'Ola vil strikke ei lue til pappa',
    'Bestemor og Siri strikker votter til vinteren',
    'Farfar syr en teddybjørn til Emil',
    'Kaninen Kalle strikker sokker til bestevennen sin',
  ],
  en: [
    'Grandma knits a scarf for Lisa',
    'Owen wants to knit a hat for his dad',
    'Granny and Rosie knit mittens for the winter',
    'Grandpa sews a teddy bear for Tom',
    'a rabbit knits socks for her best friend',
  ],
};

/** The words of putting something together from parts (a well-read helper's 'good parts' of books are not). */
const ASSEMBLY: Record<StoryLanguage, RegExp> = {
  no: /\bdelene\b|finne deler|«Deler|del for del|satte (det|alt|bitene|sammen)|\bbitene\b|\bsterk bunn|stødig bunn|lista over deler/i,
  en: /(?<!the good )\bparts?\b|piece at a time|put (it|the bits|everything|the \w+) together|fitted the pieces|the pieces|strong base|solid base|steady base|list of parts/i,
};

const GENRES: Genre[] = ['ADVENTURE', 'FUNNY', 'BEDTIME', 'FRIENDSHIP', 'FANTASY', 'ANIMALS'];

describe('knitted and sewn things are made stitch by stitch', () => {
  for (const language of ['no', 'en'] as const)
    it(`${language}: tells no parts and no putting together`, () => {
      const faults: string[] = [];
      let stitched = 0;
      for (const ask of ASKS[language])
        for (const age of [4, 7, 10])
          for (let seed = 0; seed < 4; seed += 1) {
            const { session, body } = tellWant(language, ask, age, seed, GENRES, 'stitch');
            const { goal } = session.run.env.cast;
            const thing = session.run.env.cast.thing?.id ?? '';
            if (goal.kind !== 'build' || !stitchOf(thing, goal.variant === 'mend')) {
              faults.push(`${ask}: read as ${goal.kind} ${thing}`);
              continue;
            }
            stitched += 1;
            for (const line of body.split('\n'))
              if (ASSEMBLY[language].test(line)) faults.push(`${ask} ${age}/${seed}: ${line}`);
          }
      expect(faults).toEqual([]);
      expect(stitched).toBeGreaterThan(0);
    });
});
