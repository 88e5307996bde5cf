import { Genre } from '@monstory/contracts/story-shape';
import type { StoryLength } from '@monstory/contracts/enums';
import { describe, expect, it } from 'vitest';
import { sampleRequest, tell } from '../engine.testing';
import type { StoryLanguage } from '../story-types';
import { splitSentences } from '../text';
import { emptyLines, fillerShare } from './filler';

// A story reaches its length with episodes — an obstacle, a try that fails, an idea from what
// the story set up, the way past and where it leads — not with small talk, jokes and side
// scenes that could be left out without anyone missing them.
const DESCRIPTIONS: Record<StoryLanguage, string[]> = {
  no: ['', 'Mia og katten Sol reiser til Mars for å finne en rød stein til bestefar'],
  en: ['', 'Two brothers, Leo and Sam, build a raft to reach the island where their kite landed'],
};
const LENGTHS: StoryLength[] = ['MEDIUM', 'LONG'];

function shares(language: StoryLanguage): number[] {
  const out: number[] = [];
  for (let i = 0; i < 36; i += 1) {
    const { session } = tell(
      sampleRequest(language, DESCRIPTIONS[language], i, {
        seedPrefix: 'filler',
        lengths: LENGTHS,
      }),
    );
    out.push(fillerShare(session.run.paragraphs));
  }
  return out;
}

describe('loose filler in medium and long stories', () => {
  for (const language of ['no', 'en'] as const)
    it(`keeps asides to a tenth on average and a fifth at most (${language})`, () => {
      const all = shares(language);
      const mean = all.reduce((a, b) => a + b, 0) / all.length;
      expect(mean).toBeLessThanOrEqual(0.1);
      expect(Math.max(...all)).toBeLessThanOrEqual(0.2);
    });
});

describe('empty lines', () => {
  it('knows the lines that say nothing', () => {
    expect(
      emptyLines(['Det var så stort ved tjernet.', 'Fyret var ikke som skipet.'], 'no'),
    ).toHaveLength(2);
    expect(
      emptyLines(['It was so big by the lake.', 'The lighthouse was not like the ship.'], 'en'),
    ).toHaveLength(2);
    expect(
      emptyLines(['Det var så stort ved tjernet at ingen så den andre bredden.'], 'no'),
    ).toEqual([]);
  });

  for (const language of ['no', 'en'] as const)
    it(`tells none of them, at any age (${language})`, () => {
      const found: string[] = [];
      for (let i = 0; i < 240; i += 1) {
        const { story } = tell({
          language,
          age: 3 + (i % 6),
          genre: Genre[i % Genre.length] as Genre,
          length: i % 3 ? 'SHORT' : 'MEDIUM',
          description: DESCRIPTIONS[language][i % 2] as string,
          seed: `empty-${i}`,
        });
        for (const p of story.paragraphs)
          found.push(...emptyLines(splitSentences(p.text), language));
      }
      expect(found.slice(0, 10)).toEqual([]);
    }, 60_000);
});
