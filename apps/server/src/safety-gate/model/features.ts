import { analyse } from '../normalise.js';
import type { Token } from '../normalise.js';
import { compileSlot, slotMatches, type Slot } from '../pattern.js';
import { CLASSES } from '../rules/classes.js';

// What the statistical layer sees of a text: hashed word, word-pair and in-word character
// features over the same normalised tokens the rules read, so leetspeak, dialect and split
// words reach it already folded. Character n-grams carry the stems of compounds and
// inflections ("knivstukket", "selvmordet") that no word list could spell out in full; the
// rules' word classes (a person, a killing verb, the speaker…) let what is learnt about one
// word carry over to the others of its class.

/** Buckets of the feature hash; a power of two. */
export const HASH_BITS = 20;
const HASH_MASK = (1 << HASH_BITS) - 1;

/** 32-bit FNV-1a: small, fast and the same in the trainer and the server. */
export function hashFeature(feature: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < feature.length; i += 1) {
    hash ^= feature.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) & HASH_MASK;
}

/** A text as the classifier reads it: each word, and the rule classes it belongs to. */
export interface Reading {
  words: string[];
  classes: string[][];
}

let classSlots: [string, Slot][] | undefined;
function classesOf(token: Token): string[] {
  classSlots ??= Object.keys(CLASSES).map((name) => [name, compileSlot(`@${name}`, CLASSES)]);
  return classSlots.filter(([, slot]) => slotMatches(slot, token)).map(([name]) => name);
}

/** The spelling a token is counted under: its de-leeted or dialect-mapped form when it has one. */
function wordOf(token: Token): string {
  return token.forms[1] ?? token.forms[0] ?? token.raw;
}

export function read(text: string): Reading {
  const tokens = analyse(text).tokens.filter((token) => wordOf(token).length > 0);
  return { words: tokens.map(wordOf), classes: tokens.map(classesOf) };
}

function charGrams(word: string, out: string[]): void {
  const padded = `<${word}>`;
  for (let n = 3; n <= 5; n += 1) {
    for (let i = 0; i + n <= padded.length; i += 1) out.push(`c${n}:${padded.slice(i, i + n)}`);
  }
}

/** Words of one class this close count as met together ("kill … my sister"). */
const CLASS_SPAN = 4;

/** Feature names: words, their stems and character n-grams, word pairs and class pairs. */
export function featureNames({ words, classes }: Reading): string[] {
  const out: string[] = [];
  words.forEach((word, i) => {
    out.push(`w:${word}`);
    if (word.length >= 3) charGrams(word, out);
    if (word.length >= 5) out.push(`p:${word.slice(0, 5)}`);
    const next = words[i + 1];
    if (next !== undefined) out.push(`b:${word}_${next}`);
    const after = words[i + 2];
    if (after !== undefined) out.push(`s:${word}_${after}`);
    for (const name of classes[i]!) {
      out.push(`k:${name}`);
      for (let k = i + 1; k <= i + CLASS_SPAN && k < words.length; k += 1) {
        for (const other of classes[k]!) if (other !== name) out.push(`kk:${name}_${other}`);
      }
    }
  });
  return out;
}

/** Distinct hashed features of a reading, sorted. */
export function featureIds(reading: Reading): number[] {
  return [...new Set(featureNames(reading).map(hashFeature))].sort((a, b) => a - b);
}

/**
 * Stretches of a longer text the classifier also reads on their own, so that one harmful
 * sentence at the end of a long, sweet idea is not drowned by the rest.
 */
export const WINDOW_WORDS = 14;
const WINDOW_STEP = 7;

export function windowsOf(reading: Reading): Reading[] {
  const { words, classes } = reading;
  if (words.length <= WINDOW_WORDS) return [];
  const out: Reading[] = [];
  for (let start = 0; start < words.length; start += WINDOW_STEP) {
    const end = start + WINDOW_WORDS;
    out.push({ words: words.slice(start, end), classes: classes.slice(start, end) });
    if (end >= words.length) break;
  }
  return out;
}
