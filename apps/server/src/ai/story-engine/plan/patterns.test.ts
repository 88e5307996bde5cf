import { Genre } from '@monstory/contracts/story-shape';
import { describe, expect, it } from 'vitest';
import { generateStory } from '../generate-story';
import { LANGUAGES, request } from '../engine.testing';
import { PATTERNS, patternsFor } from './patterns';

// docs/product.md#story-pipeline: at least 8 genres, each with at least 4 plot patterns the engine
// really tells.

const SEEDS = 24;

describe('plot patterns', () => {
  it('gives each of at least 8 genres at least 4 patterns of its own', () => {
    expect(Genre.length).toBeGreaterThanOrEqual(8);
    for (const genre of Genre) expect(patternsFor(genre).length, genre).toBeGreaterThanOrEqual(4);
    expect(new Set(PATTERNS.map((p) => p.id)).size).toBe(PATTERNS.length);
  });

  it('tells at least 4 different patterns per genre as the seed changes, in every language', () => {
    for (const language of LANGUAGES) {
      for (const genre of Genre) {
        const told = new Set<string>();
        for (let seed = 0; seed < SEEDS; seed++) {
          const story = generateStory(
            request({ language, genre, age: 7, length: 'SHORT', seed: `pattern-${seed}` }),
          );
          expect(story.patternId.startsWith(`${genre.toLowerCase()}.`)).toBe(true);
          told.add(story.patternId);
        }
        expect(told.size, `${language} ${genre}: ${[...told].join(', ')}`).toBeGreaterThanOrEqual(
          4,
        );
      }
    }
  }, 120_000);
});
