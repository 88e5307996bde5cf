import type { LanguageCode } from '@monstory/contracts/language';

/** A piece of the text that espeak-ng speaks in one call; offsets are into the whole text. */
export interface SpeechChunk {
  start: number;
  end: number;
  /** True for the first chunk of each paragraph but the first: a longer pause goes before it. */
  newParagraph: boolean;
}

export const SEGMENTER_LOCALE: Record<LanguageCode, string> = {
  no: 'nb',
  en: 'en',
  da: 'da',
  sv: 'sv',
};

const PARAGRAPH_BREAK = /\n[ \t\r]*\n\s*/g;
const SPEAKABLE = /[\p{L}\p{N}]/u;

// Long texts are spoken a few sentences at a time: each espeak-ng call stays short (a stuck call
// is found quickly) and the paragraph structure becomes pauses in the audio.
export function splitIntoChunks(
  text: string,
  language: LanguageCode,
  maxChars = 400,
): SpeechChunk[] {
  const segmenter = new Intl.Segmenter(SEGMENTER_LOCALE[language], { granularity: 'sentence' });
  const chunks: SpeechChunk[] = [];
  for (const [paragraphStart, paragraphEnd] of paragraphs(text)) {
    let newParagraph = chunks.length > 0;
    let current: [number, number] | undefined;
    const flush = () => {
      if (current && SPEAKABLE.test(text.slice(current[0], current[1]))) {
        chunks.push({ start: current[0], end: current[1], newParagraph });
        newParagraph = false;
      }
      current = undefined;
    };
    const paragraph = text.slice(paragraphStart, paragraphEnd);
    for (const { index, segment } of segmenter.segment(paragraph)) {
      const start = paragraphStart + index;
      const end = start + segment.length;
      if (current && end - current[0] > maxChars) flush();
      if (end - start > maxChars) {
        for (const piece of splitLongSentence(text, start, end, maxChars)) {
          current = piece;
          flush();
        }
      } else {
        current = [current?.[0] ?? start, end];
      }
    }
    flush();
  }
  return chunks;
}

function paragraphs(text: string): [number, number][] {
  const ranges: [number, number][] = [];
  let start = 0;
  for (const match of text.matchAll(PARAGRAPH_BREAK)) {
    ranges.push([start, match.index]);
    start = match.index + match[0].length;
  }
  ranges.push([start, text.length]);
  return ranges.filter(([from, to]) => to > from);
}

// A sentence longer than a chunk (a run-on without full stops) breaks after a comma or a space.
function splitLongSentence(
  text: string,
  start: number,
  end: number,
  maxChars: number,
): [number, number][] {
  const pieces: [number, number][] = [];
  let from = start;
  while (end - from > maxChars) {
    const window = text.slice(from, from + maxChars);
    const comma = Math.max(window.lastIndexOf(', '), window.lastIndexOf('; '));
    const space = window.lastIndexOf(' ');
    let cut = comma > maxChars / 2 ? comma + 2 : space > 0 ? space + 1 : maxChars;
    // Never between the two halves of a surrogate pair (an emoji).
    if (/[\uD800-\uDBFF]/.test(text.charAt(from + cut - 1))) cut -= 1;
    pieces.push([from, from + cut]);
    from += cut;
  }
  pieces.push([from, end]);
  return pieces;
}
