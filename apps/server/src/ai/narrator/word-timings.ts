import type { LanguageCode } from '@monstory/contracts/language';
import { SEGMENTER_LOCALE } from './speech-chunks.js';

export interface WordTiming {
  /** The word as written in the original text: text.slice(start, end). */
  text: string;
  /** UTF-16 offsets into the original text, as String.prototype.slice takes them. */
  start: number;
  end: number;
  startMs: number;
  endMs: number;
}

export interface TextRange {
  start: number;
  end: number;
}

/** Where espeak-ng said a word begins: an offset into the original text, and when. */
export interface WordMark {
  offset: number;
  ms: number;
}

/** The words the reader highlights: the locale's word-like segments between start and end. */
export function findWords(
  text: string,
  language: LanguageCode,
  start = 0,
  end = text.length,
): TextRange[] {
  const segmenter = new Intl.Segmenter(SEGMENTER_LOCALE[language], { granularity: 'word' });
  const words: TextRange[] = [];
  for (const { segment, index, isWordLike } of segmenter.segment(text.slice(start, end))) {
    if (isWordLike) words.push({ start: start + index, end: start + index + segment.length });
  }
  return words;
}

/**
 * Gives every word a start and an end within one chunk's audio (0..durationMs). A word starts at
 * the first mark that falls inside it; marks between words (a number read as several words, an
 * abbreviation, an emoji) belong to the word before. Words espeak-ng gave no mark share the time
 * up to the next marked word by their length, so every word is timed and times never go back.
 */
export function timeWords(words: TextRange[], marks: WordMark[], durationMs: number): number[] {
  const starts: (number | undefined)[] = words.map(() => undefined);
  for (const mark of marks) {
    const index = wordAt(words, mark.offset);
    const word = words[index];
    if (!word || mark.offset >= word.end || starts[index] !== undefined) continue;
    starts[index] = Math.min(Math.max(mark.ms, 0), durationMs);
  }
  let latest = 0;
  for (let i = 0; i < starts.length; i += 1) {
    const start = starts[i];
    if (start === undefined) continue;
    latest = Math.max(latest, start);
    starts[i] = latest;
  }
  return fillUnmarked(words, starts, durationMs);
}

// The last word whose start is at or before the offset (binary search).
function wordAt(words: TextRange[], offset: number): number {
  let low = 0;
  let high = words.length - 1;
  let found = -1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    if ((words[mid]?.start ?? 0) <= offset) {
      found = mid;
      low = mid + 1;
    } else high = mid - 1;
  }
  return found;
}

function fillUnmarked(
  words: TextRange[],
  starts: (number | undefined)[],
  durationMs: number,
): number[] {
  const filled: number[] = [];
  let runStart = 0;
  while (runStart < words.length) {
    // A run is one marked word (or the text's beginning) and the unmarked words after it.
    let runEnd = runStart + 1;
    while (runEnd < words.length && starts[runEnd] === undefined) runEnd += 1;
    const fromMs = starts[runStart] ?? 0;
    const toMs = runEnd < words.length ? (starts[runEnd] ?? durationMs) : durationMs;
    const run = words.slice(runStart, runEnd);
    const totalChars = run.reduce((sum, w) => sum + (w.end - w.start), 0);
    let chars = 0;
    for (const word of run) {
      filled.push(fromMs + ((toMs - fromMs) * chars) / totalChars);
      chars += word.end - word.start;
    }
    runStart = runEnd;
  }
  return filled;
}
