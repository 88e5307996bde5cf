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
