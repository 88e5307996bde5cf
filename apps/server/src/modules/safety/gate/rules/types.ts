import type { SafetyCategory } from '@monstory/contracts/safety';
import type { Analysed } from '../normalise.js';

// What a rule file exports. Rules are data: a category, words in the pattern language
// (pattern.ts), and when they apply. They are compiled once when the gate loads.

/** Which texts a rule reads: a family's words, a generated story, or both (the default). */
export type RuleScope = 'request' | 'story' | 'both';

interface RuleBase {
  /** Stable id (`category.what`), logged and used in tests; never shown to a family. */
  id: string;
  category: SafetyCategory;
  scope?: RuleScope;
  /** Refused only for ages below this (what is too scary at 4 may be fine at 10). */
  below?: number;
}

/** Matches when the words follow each other as a pattern says. */
export interface PhraseRule extends RuleBase {
  patterns: readonly string[];
}

/** Matches when a word of every slot stands in the same sentence within `window` words. */
export interface NearRule extends RuleBase {
  near: readonly string[];
  window: number;
}

/** A check on the shape of the text (numbers, addresses, markup) or on the token sequence. */
export interface ShapeRule extends RuleBase {
  test: (analysed: Analysed) => boolean;
}

export type Rule = PhraseRule | NearRule | ShapeRule;

/** Words or phrases that look like a rule's but are harmless ("kill the lights", "bath bomb"). */
export interface SafePhrases {
  id: string;
  patterns: readonly string[];
}
