import { foldRuleWord } from './normalise.js';
import type { Token } from './normalise.js';

// The small pattern language the rule files are written in, compiled once at module load.
//
//   kill ~2 @person      "kill", then up to two other words, then a word of the class @person
//   [the|a] freezer      an optional slot, then "freezer"
//   myrd*                any word that begins with "myrd"
//   jeg|eg vil           alternatives for one word
//   orker ikke mer $     "$": a comma, full stop or the end of the text follows
//
// Matching walks the tokens once; at each token only the rules whose first slot can match it
// are tried, and a gap tries at most its own width, so the work is linear in the text with a
// small constant — no regular expression backtracking over the whole text.

export interface Slot {
  kind: 'slot';
  words: ReadonlySet<string>;
  prefixes: readonly string[];
  optional: boolean;
}
interface Gap {
  kind: 'gap';
  max: number;
}
/** `$`: the previous word ends a clause (punctuation or the end of the text follows it). */
interface Pause {
  kind: 'pause';
}
export type Element = Slot | Gap | Pause;

export type WordClasses = Readonly<Record<string, string>>;

function expand(alternatives: string, classes: WordClasses, seen: Set<string>): string[] {
  const out: string[] = [];
  for (const alt of alternatives.split('|')) {
    const word = alt.trim();
    if (!word) continue;
    if (word.startsWith('@')) {
      const name = word.slice(1);
      const body = classes[name];
      if (body === undefined) throw new Error(`unknown word class @${name}`);
      if (seen.has(name)) throw new Error(`word class @${name} refers to itself`);
      out.push(...expand(body, classes, new Set([...seen, name])));
    } else {
      out.push(word);
    }
  }
  return out;
}

export function compileSlot(source: string, classes: WordClasses, optional = false): Slot {
  const words = new Set<string>();
  const prefixes: string[] = [];
  for (const alt of expand(source, classes, new Set())) {
    if (alt.endsWith('*')) prefixes.push(foldRuleWord(alt.slice(0, -1)));
    else words.add(foldRuleWord(alt));
  }
  return { kind: 'slot', words, prefixes, optional };
}

/** Compiles one pattern; it must start with a required slot and not end with a gap. */
export function compilePattern(source: string, classes: WordClasses): Element[] {
  const elements = source
    .trim()
    .split(/\s+/)
    .map((part): Element => {
      if (/^~\d$/.test(part)) return { kind: 'gap', max: Number(part.slice(1)) };
      if (part === '$') return { kind: 'pause' };
      if (part.startsWith('[') && part.endsWith(']')) {
        return compileSlot(part.slice(1, -1), classes, true);
      }
      return compileSlot(part, classes);
    });
  const first = elements[0];
  if (!first || first.kind !== 'slot' || first.optional) {
    throw new Error(`pattern must start with a word: ${source}`);
  }
  if (elements.at(-1)?.kind === 'gap') throw new Error(`pattern ends with a gap: ${source}`);
  return elements;
}

export function slotMatches(slot: Slot, token: Token): boolean {
  for (const form of token.forms) {
    if (slot.words.has(form)) return true;
    for (const prefix of slot.prefixes) if (form.startsWith(prefix)) return true;
  }
  return false;
}

/** The index one past the last matched token, or -1. A match never runs across a sentence end. */
export function matchAt(
  elements: readonly Element[],
  tokens: readonly Token[],
  start: number,
): number {
  return step(elements, tokens, start, 0, start);
}

function step(
  elements: readonly Element[],
  tokens: readonly Token[],
  start: number,
  ei: number,
  ti: number,
): number {
  if (ei === elements.length) return ti;
  const element = elements[ei]!;
  if (element.kind === 'pause') {
    return ti > start && tokens[ti - 1]?.pause === true
      ? step(elements, tokens, start, ei + 1, ti)
      : -1;
  }
  // A later element may not reach past the end of the sentence the match started in.
  const crossed = ti > start && tokens[ti - 1]?.sentenceEnd === true;
  if (element.kind === 'gap') {
    // Skipping words may not step over the end of the sentence either.
    const max = crossed ? 0 : element.max;
    for (let k = 0; k <= max; k += 1) {
      const at = ti + k;
      if (at > tokens.length) break;
      if (k > 0 && tokens[at - 1]?.sentenceEnd === true) break;
      const end = step(elements, tokens, start, ei + 1, at);
      if (end >= 0) return end;
    }
    return -1;
  }
  if (!crossed && ti < tokens.length && slotMatches(element, tokens[ti]!)) {
    const end = step(elements, tokens, start, ei + 1, ti + 1);
    if (end >= 0) return end;
  }
  return element.optional ? step(elements, tokens, start, ei + 1, ti) : -1;
}
