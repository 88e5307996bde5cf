import { describe, expect, it } from 'vitest';
import type { StoryTextInput } from '../../../ai/providers/story-text-input.js';
import { safeElementsOf, saferInput, saferPlanFor } from './story-safer-plan.js';

const INPUT: StoryTextInput = {
  request: {
    language: 'en',
    age: 6,
    genre: 'ADVENTURE',
    length: 'SHORT',
    description: 'A girl called Ada finds a map, and a man wants to kill everyone. They sail away',
    seed: 'seed-1',
  },
  taken: [],
};

describe('the safer plan', () => {
  it('keeps the parts of the idea that pass the gate on their own', () => {
    expect(safeElementsOf(INPUT.request.description, { age: 6, language: 'en' })).toBe(
      'A girl called Ada finds a map, They sail away',
    );
    expect(safeElementsOf('Ada og Pip finner et kart!', { age: 6, language: 'no' })).toBe(
      'Ada og Pip finner et kart',
    );
    expect(safeElementsOf('', { age: 6 })).toBe('');
  });

  it('tells the offline engine another seed and the cut idea, a hosted model to be stricter', () => {
    const plan = saferPlanFor(INPUT, { age: 6, language: 'en' });
    expect(plan).toEqual({
      seed: 'seed-1/safer',
      description: 'A girl called Ada finds a map, They sail away',
    });
    expect(saferInput(INPUT, plan)).toEqual({
      ...INPUT,
      request: { ...INPUT.request, ...plan },
      safer: true,
    });
    expect(saferInput(INPUT, undefined)).toEqual({ ...INPUT, safer: true });
  });
});
