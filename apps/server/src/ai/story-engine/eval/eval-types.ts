// The shape of the evaluation set: a description a family might write, and what a reader
// would then expect to find in the story's body.
import type { GoalKind } from '../plan/plan-types';
import type { StoryHero } from '../story-types';

export type ElementKind =
  'character' | 'place' | 'object' | 'food' | 'activity' | 'colour' | 'count';

export interface ExpectedElement {
  kind: ElementKind;
  /**
   * Word forms that count as present (inflection is fair). A form may hold `*` for up to two
   * words in between ("tre * øyne" matches "tre grønne øyne").
   */
  forms: string[];
}

export interface EvalCase {
  description: string;
  hero?: StoryHero;
  /** Names the story must keep, spelled as the family wrote them (capitalised). */
  names: string[];
  elements: ExpectedElement[];
  /** Words that must never become a character: surnames, streets, numbers, instructions. */
  never?: string[];
  /** What the family means the story to be about: the goal kinds that would tell it. */
  want?: GoalKind[];
  /**
   * The want paid off: one of these forms must stand in the ending (the last two paragraphs) —
   * the stone handed to grandpa, the door the key opens.
   */
  payoff?: string[];
  /** Places and things the family named that must never be told as a character (Mars, Paris). */
  notCharacters?: string[];
}

/** Compact element builder: forms separated by `|`. */
export function el(kind: ElementKind, forms: string): ExpectedElement {
  return { kind, forms: forms.split('|').map((f) => f.trim()) };
}
