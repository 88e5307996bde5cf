import type { AudioTimings } from '@monstory/contracts/story';

// Read-along (docs/look-and-feel.md, Motion): which word is being spoken, found
// by binary search so a frame costs O(log n) however long the story is.

export type AudioWord = AudioTimings['words'][number];

/**
 * The index of the word being spoken at `ms`: the last word that has started. Between two words
 * the earlier one stays marked, so the highlight does not flicker at every breath; before the
 * first word there is none (-1).
 */
export function wordIndexAt(words: readonly AudioWord[], ms: number): number {
  let low = 0;
  let high = words.length - 1;
  let found = -1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if ((words[middle] as AudioWord).startMs <= ms) {
      found = middle;
      low = middle + 1;
    } else {
      high = middle - 1;
    }
  }
  return found;
}

/** A stretch of one paragraph's text: a spoken word (with its index in the timings) or the gap. */
export interface TextSegment {
  text: string;
  word: number | null;
}

/** The words of each paragraph, by paragraph index, with their index among all the words. */
export type WordsByParagraph = ReadonlyMap<
  number,
  ReadonlyArray<{ index: number; word: AudioWord }>
>;

export function groupWordsByParagraph(words: readonly AudioWord[]): WordsByParagraph {
  const groups = new Map<number, Array<{ index: number; word: AudioWord }>>();
  words.forEach((word, index) => {
    const group = groups.get(word.paragraphIndex) ?? [];
    group.push({ index, word });
    groups.set(word.paragraphIndex, group);
  });
  return groups;
}

/**
 * Cuts a paragraph into words and the text between them. Offsets that do not fit the text (the
 * narration of an older version) are skipped rather than trusted, so the text itself is never
 * altered: joined again, the segments are exactly `text`.
 */
export function segmentParagraph(
  text: string,
  words: ReadonlyArray<{ index: number; word: AudioWord }>,
): TextSegment[] {
  const segments: TextSegment[] = [];
  let at = 0;
  for (const { index, word } of words) {
    if (word.start < at || word.end <= word.start || word.end > text.length) continue;
    if (word.start > at) segments.push({ text: text.slice(at, word.start), word: null });
    segments.push({ text: text.slice(word.start, word.end), word: index });
    at = word.end;
  }
  if (at < text.length) segments.push({ text: text.slice(at), word: null });
  return segments;
}
