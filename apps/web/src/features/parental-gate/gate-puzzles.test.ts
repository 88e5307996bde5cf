import { describe, expect, it } from 'vitest';
import {
  COLOUR_PATTERN_LENGTH,
  createColourPuzzle,
  createMathsPuzzle,
  createPuzzle,
  isColourAnswerRight,
  isMathsAnswerRight,
} from './gate-puzzles';

/** A seeded generator, so a thousand puzzles are the same on every run. */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

describe('maths puzzles', () => {
  it('are two-digit sums that carry, or a teen times a digit, answered 48–171', () => {
    const random = seeded(7);
    for (let i = 0; i < 1_000; i++) {
      const puzzle = createMathsPuzzle(random);
      expect(puzzle.answer).toBe(puzzle.op === '+' ? puzzle.a + puzzle.b : puzzle.a * puzzle.b);
      expect(puzzle.answer).toBeGreaterThanOrEqual(48);
      expect(puzzle.answer).toBeLessThanOrEqual(171);
      if (puzzle.op === '+') {
        expect(puzzle.a).toBeGreaterThanOrEqual(10);
        expect(puzzle.b).toBeGreaterThanOrEqual(10);
        expect((puzzle.a % 10) + (puzzle.b % 10)).toBeGreaterThanOrEqual(10);
      } else {
        expect(puzzle.a).toBeGreaterThanOrEqual(12);
        expect(puzzle.b).toBeGreaterThanOrEqual(4);
      }
    }
  });

  it('accept only the exact answer', () => {
    const puzzle = { kind: 'maths', a: 27, b: 48, op: '+', answer: 75 } as const;
    expect(isMathsAnswerRight(puzzle, '75')).toBe(true);
    expect(isMathsAnswerRight(puzzle, ' 75 ')).toBe(true);
    expect(isMathsAnswerRight(puzzle, '74')).toBe(false);
    expect(isMathsAnswerRight(puzzle, '')).toBe(false);
    expect(isMathsAnswerRight(puzzle, '7.5e1')).toBe(false);
  });
});

describe('colour puzzles', () => {
  it('show four colours, never the same twice in a row', () => {
    const random = seeded(3);
    for (let i = 0; i < 1_000; i++) {
      const { sequence } = createColourPuzzle(random);
      expect(sequence).toHaveLength(COLOUR_PATTERN_LENGTH);
      sequence.slice(1).forEach((colour, index) => expect(colour).not.toBe(sequence[index]));
    }
  });

  it('alternate even when the random source is stuck', () => {
    expect(createColourPuzzle(() => 0.99).sequence).toEqual([
      'orange',
      'purple',
      'orange',
      'purple',
    ]);
  });

  it('accept only the same colours in the same order', () => {
    const puzzle = { kind: 'colours', sequence: ['red', 'blue', 'green', 'red'] } as const;
    expect(isColourAnswerRight(puzzle, ['red', 'blue', 'green', 'red'])).toBe(true);
    expect(isColourAnswerRight(puzzle, ['blue', 'red', 'green', 'red'])).toBe(false);
    expect(isColourAnswerRight(puzzle, ['red', 'blue', 'green'])).toBe(false);
  });
});

it('offers both kinds of task', () => {
  const random = seeded(11);
  const kinds = new Set(Array.from({ length: 50 }, () => createPuzzle(random).kind));
  expect(kinds).toEqual(new Set(['maths', 'colours']));
});
