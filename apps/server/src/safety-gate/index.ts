import type { LanguageCode } from '@monstory/contracts/language';
import { needsCare, type SafetyCategory } from '@monstory/contracts/safety';
import { holdsSafePhrase, judgeText } from './judge.js';
import { careReading, classify } from './model/classifier.js';
import { analyse } from './normalise.js';

// The child-safety gate: one judgement for every word a family writes and every story the
// product tells. Pure, synchronous and fast (a long story in well under 5 ms): text is
// normalised into tokens (normalise.ts), phrase and shape rules per category (rules/) are
// matched in one pass (judge.ts), and the most serious category wins, care categories first.
// docs/decisions/0015-child-safety-gate.md explains the design.

export interface GateOptions {
  /** The story's age (3–12); some content is fine at 10 and too scary at 4. */
  age?: number;
  /** The language the family writes in, when known; every language's rules apply anyway. */
  language?: LanguageCode;
}

export type Verdict =
  | { ok: true }
  | {
      ok: false;
      category: SafetyCategory;
      /** Ids of the rules that matched, for logs and tests; never shown to a family. */
      rules: string[];
    };

/**
 * The age judged when none is given (the live check while a parent is still typing): the
 * middle of the youngest school band, so what is too scary for a 5-year-old is still refused.
 */
export const DEFAULT_AGE = 6;

function verdictOf(finding: ReturnType<typeof judgeText>): Verdict {
  return finding ? { ok: false, category: finding.category, rules: finding.rules } : { ok: true };
}

/**
 * Judges words a family wrote (a story idea, a monster description, a name): the phrase rules
 * first, then the statistical layer for what no rule spells out.
 */
export function judgeRequest(text: string, options: GateOptions = {}): Verdict {
  const age = options.age ?? DEFAULT_AGE;
  const ruled = verdictOf(judgeText(text, { scope: 'request', age }));
  if (!ruled.ok) {
    if (needsCare(ruled.category)) return ruled;
    const care = careReading(text);
    return care ? { ...ruled, category: care, rules: [...ruled.rules, `model.${care}`] } : ruled;
  }
  const statistical = classify(text, age, holdsSafePhrase(text));
  return statistical
    ? { ok: false, category: statistical.category, rules: [`model.${statistical.category}`] }
    : ruled;
}

/** Judges a generated story (title and text) before a child sees it or it is saved. */
export function judgeStory(text: string, options: GateOptions = {}): Verdict {
  return verdictOf(judgeText(text, { scope: 'story', age: options.age ?? DEFAULT_AGE }));
}

// Words that are instructions, not names, when a family types them as one ("SYSTEM", "ignore").
const NOT_NAMES = new Set([
  'system',
  'systemet',
  'ignore',
  'ignorer',
  'ignorere',
  'instruction',
  'instructions',
  'instruks',
  'instruksjon',
  'prompt',
  'assistant',
  'assistent',
  'admin',
  'administrator',
  'developer',
  'jailbreak',
  'override',
  'user',
  'bruker',
  'root',
  'sudo',
  'null',
  'undefined',
]);

/**
 * For the story engine: may this name the family typed be repeated in a story? Every
 * language's rules apply to a name, whichever language the story is told in.
 */
export function isSafeName(name: string, _language?: LanguageCode): boolean {
  const trimmed = name.trim();
  if (!trimmed) return false;
  // "DAN" in capitals is the jailbreak persona; Dan the name is written "Dan".
  if (/^DAN$/.test(trimmed)) return false;
  if (analyse(trimmed).tokens.some((token) => token.forms.some((form) => NOT_NAMES.has(form)))) {
    return false;
  }
  // One word is too little for the statistical layer to read; the rules judge a name alone.
  return verdictOf(judgeText(trimmed, { scope: 'request', age: 12 })).ok;
}
