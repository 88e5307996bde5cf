import type { SafetyCategory } from '@monstory/contracts/safety';
import type { Analysed } from '../normalise.js';

// What a rule file exports. Rules are data: a category, words in the pattern language
// (pattern.ts), and when they apply. They are compiled once when the gate loads.

/** Which texts a rule reads: a family's words, a generated story, or both (the default). */
export type RuleScope = 'request' | 'story' | 'both';

interface RuleBase {
  /** Stable id (`category.what`), logged and used in tests; never shown to a family. */
  id: string;
  /**
   * What a match refuses the text as. A `signal` refuses nothing alone: it is one part of a
   * combination (`Combination`), such as "a grown-up" and "don't tell anyone".
   */
  category: SafetyCategory | 'signal';
  scope?: RuleScope;
  /** Refused only for ages below this (what is too scary at 4 may be fine at 10). */
  below?: number;
  /**
   * A warning is not the act: the match is dropped when "never", "not", "ikke"… stands up to
   * three words before it ("why you should never play with matches").
   */
  negatable?: boolean;
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

/** Refuses a text when every rule or signal id of any one set matched. */
export interface Combination {
  id: string;
  category: SafetyCategory;
  scope?: RuleScope;
  when: readonly (readonly string[])[];
  /** Ids that make the combination harmless ("a surprise party, don't tell mum"). */
  unless?: readonly string[];
}

/** Words or phrases that look like a rule's but are harmless ("kill the lights", "bath bomb"). */
export interface SafePhrases {
  id: string;
  patterns: readonly string[];
}
