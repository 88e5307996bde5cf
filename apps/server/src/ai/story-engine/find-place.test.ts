// Where the family says a thing is sought or found is where the search goes and ends: «Mira
// finner en nøkkel på stranda», «Leo leter etter en nøkkel på stranda» and "Leo is looking for a
// key at the beach" are won on the beach, not at a river or a castle; the beach is no one's home.
import type { Genre } from '@monstory/contracts/story-shape';
import { describe, expect, it } from 'vitest';
import { tellWant } from './engine.testing';
import type { StoryLanguage } from './story-types';

const ASKS: Record<StoryLanguage, [string, string][]> = {
  no: [
    ['Mira finner en nøkkel på stranda', 'beach'],
    ['Leo leter etter en nøkkel på stranda', 'beach'],
    ['Mira og katten Blipp leter etter en jernnøkkel på stranda', 'beach'],
    ['Reven Rufus har mistet ballen sin i skogen', 'forest'],
  ],
  en: [
    ['Leo is looking for a key at the beach', 'beach'],
    ['Mira finds a shell on the beach', 'beach'],
    ['Rufus the fox lost his ball in the forest', 'forest'],
  ],
};
/** Space stories go up among the stars whatever is sought: the rule holds on Earth. */
const GENRES: Genre[] = ['ADVENTURE', 'MYSTERY', 'FANTASY', 'ANIMALS', 'FUNNY', 'BEDTIME'];

describe('the place a thing is sought at', () => {
  for (const language of ['no', 'en'] as const)
    it(`is where the search ends and is won (${language})`, () => {
      const faults: string[] = [];
      ASKS[language].forEach(([description, place], k) => {
        for (let seed = 0; seed < 18; seed += 1) {
          const { session } = tellWant(
            language,
            description,
            [4, 7, 10][seed % 3] as number,
            seed + k * 50,
            GENRES,
            'find-place',
          );
          const { cast, plan } = session.run.env;
          const label = `${description} #${seed}`;
          if (cast.goal.kind !== 'find' && cast.goal.kind !== 'solve') {
            faults.push(`${label}: read as ${cast.goal.kind}`);
            continue;
          }
          if (cast.home === place) faults.push(`${label}: lives at ${place}`);
          if (plan.resolution.place !== place)
            faults.push(`${label}: won at ${plan.resolution.place} (${plan.places.join(', ')})`);
        }
      });
      expect(faults).toEqual([]);
    });
});
