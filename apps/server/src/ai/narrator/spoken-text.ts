// espeak-ng reads its input as SSML with [[phoneme]] escapes and reports word positions in code
// points of what it was given. So a chunk of the story is made safe to speak, and every code
// point of the result remembers where it came from in the original (UTF-16) text.

export interface SpokenText {
  spoken: string;
  /** sourceOffsets[i] is the UTF-16 offset in the original text of the spoken text's i-th code point. */
  sourceOffsets: number[];
}

const REPLACEMENTS: Record<string, string> = {
  '&': '&amp;',
  '<': ' ',
  '>': ' ',
  '[': ' ',
  ']': ' ',
};

const PICTOGRAPH = /\p{Extended_Pictographic}/u;

export function toSpokenText(text: string, start = 0, end = text.length): SpokenText {
  let spoken = '';
  const sourceOffsets: number[] = [];
  let index = start;
  while (index < end) {
    const codePoint = text.codePointAt(index) ?? 0;
    const char = String.fromCodePoint(codePoint);
    // Emoji would be read out by name ("grinning face"): they are decoration, so stay silent.
    const replacement = REPLACEMENTS[char] ?? (PICTOGRAPH.test(char) ? ' ' : char);
    spoken += replacement;
    for (const _ of replacement) sourceOffsets.push(index);
    index += char.length;
  }
  sourceOffsets.push(end);
  return { spoken, sourceOffsets };
}

/** The original offset of espeak-ng's 1-based code point position, clamped to the chunk. */
export function sourceOffsetOf(spoken: SpokenText, position: number): number {
  const offsets = spoken.sourceOffsets;
  const clamped = Math.min(Math.max(position - 1, 0), offsets.length - 1);
  return offsets[clamped] ?? 0;
}
