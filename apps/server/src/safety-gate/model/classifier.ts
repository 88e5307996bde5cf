import { readFileSync } from 'node:fs';
import { CARE_CATEGORIES, SafetyCategory } from '@monstory/contracts/safety';
import { featureIds, read, windowsOf } from './features.js';
import { decodeModel, score, type SafetyModel } from './model-format.js';

// The gate's second layer: a classifier trained offline (train.ts) on labelled requests,
// beside the phrase rules. Rules name what they know; the classifier catches the same harms
// told in words no rule spells out. It reads only what families write, never a generated
// story, and it is decoded on first use so a server that never judges a request never pays
// for it.

/** From this age a scary idea is the reader's choice; younger, the classifier may refuse it. */
const SCARY_FROM_AGE = 9;

/**
 * A child who may be in harm's way gets care before anything else: a care category this likely
 * is named even when another is likelier (the rules follow the same order).
 */
const CARE_FIRST = 0.25;
/** Over a rule's category, the classifier must be surer before it names care instead. */
const CARE_OVER_RULES = 0.5;

/**
 * The weights file sits beside this module in the source tree, and beside the bundles in the
 * server's build (apps/server/build.mjs copies it there).
 */
export const MODEL_URL = new URL('./safety-model.bin', import.meta.url);

let model: SafetyModel | undefined;
function loaded(): SafetyModel {
  model ??= decodeModel(readFileSync(MODEL_URL));
  return model;
}

export interface StatisticalVerdict {
  category: SafetyCategory;
  /** The probability the classifier gave to "unsafe" where it decided. */
  probability: number;
}

/** How sure the layer must be when the text holds a phrase the rules know to be harmless. */
const SAFE_PHRASE_THRESHOLD = 0.97;

/**
 * Unsafe for a child's story by the classifier's reading, or undefined. `safePhrase`: the text
 * holds a phrase the rules know to be harmless.
 */
export function classify(
  text: string,
  age: number,
  safePhrase = false,
): StatisticalVerdict | undefined {
  const m = loaded();
  const reading = read(text);
  if (reading.words.length === 0) return undefined;
  const raise = (threshold: number) =>
    safePhrase ? Math.max(threshold, SAFE_PHRASE_THRESHOLD) : threshold;
  const candidates = [{ reading, threshold: raise(m.threshold) }];
  for (const window of windowsOf(reading)) {
    candidates.push({ reading: window, threshold: raise(m.windowThreshold) });
  }
  let found: StatisticalVerdict | undefined;
  for (const candidate of candidates) {
    const { unsafe, category: likeliest, categories } = score(m, featureIds(candidate.reading));
    const care = CARE_CATEGORIES.find((c) => categories[SafetyCategory.indexOf(c)]! >= CARE_FIRST);
    const category = care ?? likeliest;
    if (unsafe < candidate.threshold) continue;
    if (category === 'TOO_SCARY' && age >= SCARY_FROM_AGE) continue;
    if (!found || unsafe > found.probability) found = { category, probability: unsafe };
  }
  return found;
}

/**
 * When the rules refused a text under another category: whether the classifier reads it as a
 * child's disclosure, so that the child still gets care.
 */
export function careReading(text: string): SafetyCategory | undefined {
  const reading = read(text);
  if (reading.words.length === 0) return undefined;
  const m = loaded();
  const { unsafe, categories } = score(m, featureIds(reading));
  // The category head only ever saw unsafe texts; it speaks only where the model finds harm.
  if (unsafe < m.threshold) return undefined;
  return CARE_CATEGORIES.find((c) => categories[SafetyCategory.indexOf(c)]! >= CARE_OVER_RULES);
}

/** For tests and the bench: the raw probability of "unsafe" for a whole text. */
export function unsafeProbability(text: string): number {
  return score(loaded(), featureIds(read(text))).unsafe;
}
