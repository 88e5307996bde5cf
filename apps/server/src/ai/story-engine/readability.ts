// Readability measures the benchmarks and tests hold the engine to: LIX for Norwegian,
// Flesch–Kincaid grade for English.
import { splitSentences, words } from './text';

/** LIX = words per sentence + the percentage of words longer than six letters. */
export function lix(text: string): number {
  const all = words(text);
  const sentences = splitSentences(text).length;
  if (all.length === 0 || sentences === 0) return 0;
  const long = all.filter((w) => w.replace(/[^\p{L}]/gu, '').length > 6).length;
  return all.length / sentences + (100 * long) / all.length;
}

/** English syllables by the usual vowel-group heuristic, good to about ±1 per long word. */
export function englishSyllables(word: string): number {
  let w = word.toLowerCase().replace(/[^a-z]/g, '');
  if (w.length === 0) return 0;
  if (w.length <= 3) return 1;
  w = w.replace(/(?:[^laeiouy]es|[^laeiouy]ed|[^laeiouy]e)$/, '').replace(/^y/, '');
  const groups = w.match(/[aeiouy]{1,2}/g);
  return Math.max(1, groups ? groups.length : 1);
}

/** Flesch–Kincaid grade level: 0.39 × words/sentence + 11.8 × syllables/word − 15.59. */
export function fleschKincaidGrade(text: string): number {
  const all = words(text);
  const sentences = splitSentences(text).length;
  if (all.length === 0 || sentences === 0) return 0;
  const syllables = all.reduce((sum, w) => sum + englishSyllables(w), 0);
  return 0.39 * (all.length / sentences) + 11.8 * (syllables / all.length) - 15.59;
}
