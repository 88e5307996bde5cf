// The genitive written without an apostrophe: «Majas første dag», «mormors hus», "grandmas
// house". The owner is Maja, mormor, grandma; the -s is whose, never part of the name. A name
// that itself ends in -s (Jonas, Lars, Mons, Agnes) is kept whole.
import { isKnownName } from '../lexicon/names';
import { lookup } from './word-index';

export interface GenitiveToken {
  raw: string;
  lower: string;
  sentenceStart: boolean;
  possessive?: boolean;
}

/** Words that follow a name, never a thing it owns: «Jonas er», "Lars and", «Mons har». */
const NOT_OWNED = new Set(
  `og and or eller er is was var har has had hadde vil wants wanted skal kan can will som who that
  sin si sitt sine his her hans hennes i in on på til to from fra med with`.split(/\s+/),
);

/** Family words that own something in the genitive: «mormors», "grandmas", «pappas». */
const KIN_KINDS = new Set(['grandparent', 'grown-up']);

function kinStem(lower: string): boolean {
  const hit = lookup(lower);
  return hit?.type === 'creature' && KIN_KINDS.has(hit.kind);
}

/**
 * The owner's word when `t` is a genitive in -s: a known name, a name the description also
 * writes without the -s ("Maja og Majas katt"), or a family word. Undefined otherwise.
 */
function genitiveStem(tokens: readonly GenitiveToken[], i: number): string | undefined {
  const t = tokens[i] as GenitiveToken;
  const next = tokens[i + 1];
  if (t.possessive || !next || next.sentenceStart || NOT_OWNED.has(next.lower)) return undefined;
  const m = /^(\p{L}{2,19})s$/u.exec(t.raw);
  if (!m || isKnownName(t.raw)) return undefined;
  const stem = m[1] as string;
  const lower = stem.toLowerCase();
  // "mormors hus", "grandmas house": a family word, whether or not "-s" is also its plural.
  if (kinStem(lower)) return stem;
  if (lookup(t.lower)) return undefined;
  const capital = /^\p{Lu}/u.test(stem);
  const seen = tokens.some((o, k) => k !== i && o.lower === lower);
  // A lower-case word is a name only when it is a known one that is no word as well ("roses").
  if (capital) return isKnownName(stem) || seen ? stem : undefined;
  return (isKnownName(stem) || seen) && !lookup(lower) ? stem : undefined;
}

/** Reads every genitive in -s as its owner, marked as owning what comes next. */
export function readGenitives<T extends GenitiveToken>(tokens: T[]): void {
  tokens.forEach((t, i) => {
    const stem = genitiveStem(tokens, i);
    if (!stem) return;
    t.raw = stem;
    t.lower = stem.toLowerCase();
    t.possessive = true;
  });
}
