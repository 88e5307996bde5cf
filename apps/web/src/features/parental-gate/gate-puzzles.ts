// The parental gate's tasks (docs/product.md#parental-gate): easy for a grown-up, out of reach for a young child.
// Pure and driven by an injected random source, so tests can pin them down.

export const GATE_COLOURS = ['red', 'blue', 'green', 'yellow', 'purple', 'orange'] as const;
export type GateColour = (typeof GATE_COLOURS)[number];

export const COLOUR_PATTERN_LENGTH = 4;

export type MathsPuzzle = { kind: 'maths'; a: number; b: number; op: '+' | '×'; answer: number };
export type ColourPuzzle = { kind: 'colours'; sequence: readonly GateColour[] };
export type GatePuzzle = MathsPuzzle | ColourPuzzle;

type Random = () => number;

/** An integer in [min, max]. */
function between(random: Random, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1));
}

/**
 * Two-digit sums that carry (27 + 48) or a teen times a single digit (14 × 7): answers from 48
 * to 171, past what a five- or six-year-old can work out, quick for an adult.
 */
export function createMathsPuzzle(random: Random): MathsPuzzle {
  if (random() < 0.5) {
    const ones = between(random, 2, 9);
    const a = between(random, 2, 7) * 10 + ones;
    // The ones carry, so counting on fingers does not get there.
    const b = between(random, 2, 8) * 10 + between(random, 10 - ones, 9);
    return { kind: 'maths', a, b, op: '+', answer: a + b };
  }
  const a = between(random, 12, 19);
  const b = between(random, 4, 9);
  return { kind: 'maths', a, b, op: '×', answer: a * b };
}

/** Four colours to remember, never the same colour twice in a row. */
export function createColourPuzzle(random: Random): ColourPuzzle {
  const sequence: GateColour[] = [];
  while (sequence.length < COLOUR_PATTERN_LENGTH) {
    const previous = sequence.at(-1);
    // Any colour but the previous one: pick among the other five, so every pick counts.
    const others = GATE_COLOURS.filter((colour) => colour !== previous);
    sequence.push(others[between(random, 0, others.length - 1)] ?? 'red');
  }
  return { kind: 'colours', sequence };
}

export function createPuzzle(random: Random = Math.random): GatePuzzle {
  return random() < 0.5 ? createMathsPuzzle(random) : createColourPuzzle(random);
}

export function isMathsAnswerRight(puzzle: MathsPuzzle, typed: string): boolean {
  const value = typed.trim();
  return /^\d{1,4}$/.test(value) && Number(value) === puzzle.answer;
}

export function isColourAnswerRight(puzzle: ColourPuzzle, tapped: readonly GateColour[]): boolean {
  return (
    tapped.length === puzzle.sequence.length &&
    tapped.every((colour, index) => colour === puzzle.sequence[index])
  );
}
