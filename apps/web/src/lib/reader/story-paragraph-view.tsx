import type { StoryParagraph } from '@monstory/contracts/story';
import { memo } from 'react';
import type { WordsByParagraph } from './word-timings';
import { LiveText } from './live-text';
import { ReadAlongText } from './read-along-text';
import { StoryIllustration } from './story-illustration';

interface StoryParagraphViewProps {
  uuid: string;
  paragraph: StoryParagraph;
  live: boolean;
  canRemake: boolean;
  remakesLeft: number;
  /** The paragraph's spoken words while its narration plays (read-along). */
  words?: ReturnType<WordsByParagraph['get']>;
}

/** One part of the story: its picture above (when the story has pictures), then its words. */
export const StoryParagraphView = memo(function StoryParagraphView({
  uuid,
  paragraph,
  live,
  canRemake,
  remakesLeft,
  words,
}: StoryParagraphViewProps) {
  const { image } = paragraph;
  return (
    <section className="flex flex-col gap-5">
      {image && (
        <StoryIllustration
          uuid={uuid}
          paragraph={{ ...paragraph, image }}
          canRemake={canRemake}
          remakesLeft={remakesLeft}
        />
      )}
      {paragraph.text && (
        // 32em holds about 60 characters of running text (60ch would hold ~75: "0" is wide).
        <p className="mx-auto w-full max-w-[32em]">
          {words && !live ? (
            <ReadAlongText text={paragraph.text} words={words} />
          ) : (
            <LiveText text={paragraph.text} live={live} />
          )}
        </p>
      )}
    </section>
  );
});
