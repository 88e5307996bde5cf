import { useMemo } from 'react';
import { segmentParagraph } from './word-timings';
import type { WordsByParagraph } from './word-timings';

type ParagraphWords = NonNullable<ReturnType<WordsByParagraph['get']>>;

/**
 * A paragraph cut into its spoken words, each a `data-word` span the read-along marks with
 * `data-reading` (see useReadAlong); the marked one gets the accent, drawn with a shadow so the
 * line never moves.
 */
export function ReadAlongText({ text, words }: { text: string; words: ParagraphWords }) {
  const segments = useMemo(() => segmentParagraph(text, words), [text, words]);
  return (
    <>
      {segments.map((segment, index) =>
        segment.word === null ? (
          segment.text
        ) : (
          <span
            key={index}
            data-word={segment.word}
            className="rounded-md transition-colors duration-150 ease-calm data-[reading=true]:bg-accent data-[reading=true]:text-on-accent data-[reading=true]:shadow-[0_0_0_3px_var(--mo-accent)]"
          >
            {segment.text}
          </span>
        ),
      )}
    </>
  );
}
