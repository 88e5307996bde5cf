import type { Story } from '@monstory/contracts/story';
import { LoaderCircle } from 'lucide-react';
import { Fragment } from 'react';
import type { ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { WordsByParagraph } from './word-timings';
import { StoryParagraphView } from './story-paragraph-view';

interface StoryTextProps {
  story: Story;
  fontSize: number;
  /** Words are still arriving: new ones fade in and a quiet "writing on" shows below. */
  writing: boolean;
  /** What the "writing on" line says; the interactive story says "writing the next part". */
  writingLabel?: string;
  /**
   * Shown just before the part with index `beforeIndex`, or at the end while that part has not
   * arrived (the interactive story's last choice, right where the story turned).
   */
  marker?: { beforeIndex: number; node: ReactNode } | null;
  /** Read-along: the spoken words by paragraph while the narration plays. */
  readAlong?: WordsByParagraph | null;
  ref?: Ref<HTMLDivElement>;
}

/** The story's parts in the story font, at the reader's size, with a short measure. */
export function StoryText({
  story,
  fontSize,
  writing,
  writingLabel,
  marker,
  readAlong,
  ref,
}: StoryTextProps) {
  const { t } = useTranslation('story');
  const canRemake = story.isOwner && story.status === 'READY';
  return (
    <div
      ref={ref}
      className="flex flex-col gap-8 font-story leading-[1.7] text-pretty"
      style={{ fontSize: `${fontSize}px` }}
      data-testid="story-text"
    >
      {story.paragraphs.map((paragraph) => (
        <Fragment key={paragraph.index}>
          {marker?.beforeIndex === paragraph.index && marker.node}
          <StoryParagraphView
            uuid={story.uuid}
            paragraph={paragraph}
            live={writing}
            canRemake={canRemake}
            remakesLeft={story.imageRegenerationsLeft}
            words={readAlong?.get(paragraph.index)}
          />
        </Fragment>
      ))}
      {marker && !story.paragraphs.some((p) => p.index >= marker.beforeIndex) && marker.node}
      {writing && (
        <p
          role="status"
          className="flex items-center justify-center gap-2 font-sans text-base text-ink-muted"
        >
          <LoaderCircle className="size-5 animate-spin text-accent" aria-hidden="true" />
          {writingLabel ?? t('writing')}
        </p>
      )}
    </div>
  );
}
