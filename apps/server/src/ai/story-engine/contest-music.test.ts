// A concert the child plays in ("play the violin at the school concert", «spille fiolin på
// skolekonserten») is a piece played on that instrument, practised and played on the night —
// never a song sung alone.
import { describe, expect, it } from 'vitest';
import { parseDescription } from './description/parse-description';
import { tellWant } from './engine.testing';
import type { StoryLanguage } from './story-types';

const ASKS: Record<StoryLanguage, [string, RegExp][]> = {
  no: [
    ['Nora skal spille fiolin på skolekonserten og er nervøs', /\bfiolinen\b/],
    ['Emil vil lære å spille piano til julekonserten', /\bpianoet\b/],
  ],
  en: [
    ['Sofie wants to learn to play the violin for the school concert', /\bthe violin\b/],
    ['Leo plays the drums in the Christmas concert', /\bthe drums\b/],
  ],
};
const SUNG = {
  no: /\bsynge sangen sin\b|\bsang sangen\b/,
  en: /\bsing (his|her) song\b|\bsang the song\b/,
};

describe('a concert the child plays in', () => {
  for (const language of ['no', 'en'] as const)
    it(`is played on the instrument, not sung (${language})`, () => {
      const faults: string[] = [];
      ASKS[language].forEach(([ask, instrument], k) => {
        const parsed = parseDescription(ask, () => true);
        expect(parsed.contest?.event, ask).toBe('concert');
        expect(parsed.contest?.instrument, ask).toBeDefined();
        for (let seed = 0; seed < 9; seed += 1) {
          const { session, body } = tellWant(
            language,
            ask,
            [4, 7, 10][seed % 3] as number,
            seed + k * 20,
            ['ADVENTURE', 'BEDTIME', 'FUNNY'],
            'concert-played',
          );
          const label = `${ask} #${seed}`;
          if (session.run.env.cast.goal.variant !== 'contest') faults.push(`${label}: no contest`);
          if (!instrument.test(body)) faults.push(`${label}: the instrument is not told`);
          if (SUNG[language].test(body)) faults.push(`${label}: sung`);
        }
      });
      expect(faults).toEqual([]);
    });
});
