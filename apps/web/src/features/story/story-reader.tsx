import type { Story } from '@monstory/contracts/story';
import { useRef, useState } from 'react';
import { PurchaseOverlayHost } from '../../lib/purchase/purchase-overlay';
import { useReadProgress } from '../../lib/reader/use-read-progress';
import { useReadAlong } from '../../lib/audio-player/use-read-along';
import { FeedbackPrompt } from '../../lib/feedback/feedback-prompt';
import { StoryLimitDialog } from '../../lib/auth/story-limit-dialog';
import { NarrationPanel } from './narration-panel';
import { ReadModeBar } from './read-mode-bar';
import { useReaderFontSize } from '../../lib/reader/reader-font-size';
import { StoryEnd } from './story-end';
import { StoryHeader } from '../../lib/reader/story-header';
import { StoryRating } from './story-rating';
import { StoryText } from '../../lib/reader/story-text';
import { StoryToolbar } from './story-toolbar';
import { useStoryLimitPopup } from './use-story-limit-popup';

/** Story view (docs/product.md#story-pipeline): the story to read, with its tools; read mode hides all but the text. */
export function StoryReader({ story }: { story: Story }) {
  const font = useReaderFontSize();
  const [readMode, setReadMode] = useState(false);
  const text = useRef<HTMLDivElement>(null);
  const writing = story.status === 'CREATING';
  const ready = story.status === 'READY';
  const { readCounted } = useReadProgress(story.uuid, ready);
  const readAlong = useReadAlong(story.uuid, text);
  const limitPopup = useStoryLimitPopup(ready);

  return (
    <article className="mx-auto flex w-full max-w-3xl flex-col gap-8" aria-busy={writing}>
      {readMode ? (
        <ReadModeBar onExit={() => setReadMode(false)} />
      ) : (
        <StoryToolbar story={story} font={font} onReadMode={() => setReadMode(true)} />
      )}
      <StoryHeader story={story} />
      {ready && !readMode && <NarrationPanel story={story} />}
      <StoryText
        ref={text}
        story={story}
        fontSize={font.size}
        writing={writing}
        readAlong={readAlong}
      />
      {ready && (
        <StoryEnd showNext={!readMode}>
          {!readMode && <StoryRating story={story} />}
          {!readMode && <FeedbackPrompt uuid={story.uuid} readCounted={readCounted} />}
        </StoryEnd>
      )}
      {limitPopup.open && <StoryLimitDialog onClose={limitPopup.close} />}
      <PurchaseOverlayHost />
    </article>
  );
}
