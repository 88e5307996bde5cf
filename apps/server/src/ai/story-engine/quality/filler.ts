// How much of a story is loose filler — small talk, jokes, bursts of joy, side scenes with no
// cause or effect — rather than steps of the plot. Counted from the lines the writer marked.
import type { DraftParagraph } from '../compose/writer';
import { splitSentences } from '../text';

/** Share (0–1) of a story's sentences that were told as loose asides. */
export function fillerShare(paragraphs: readonly DraftParagraph[]): number {
  let all = 0;
  let loose = 0;
  for (const p of paragraphs)
    for (const l of p.lines) {
      const n = splitSentences(l.text).length;
      all += n;
      if (l.loose) loose += n;
    }
  return all === 0 ? 0 : loose / all;
}

/**
 * Lines that say nothing a listener can picture or follow: a place that is only "so big",
 * one place that is "not like" another. Each bank's young wording is where they hide.
 */
const EMPTY: Record<'no' | 'en', RegExp[]> = {
  no: [
    /^Det var så (?:stort|fint|lyst|rart|stor|fin) (?:i|på|ved|under|over) \p{L}+\.$/u,
    /^\p{Lu}\p{L}+ var ikke som \p{L}+\.$/u,
  ],
  en: [
    /^It was (?:so|very|ever so) (?:big|pretty|bright|odd) (?:in|at|on|by|under) the \w+\.$/u,
    /^The [\w ]+ was not like the [\w ]+\.$/u,
  ],
};

/** The sentences of a text that are empty in the sense above. */
export function emptyLines(sentences: readonly string[], language: 'no' | 'en'): string[] {
  return sentences.filter((s) => EMPTY[language].some((re) => re.test(s.trim())));
}
