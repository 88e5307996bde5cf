import type { Story } from '@monstory/contracts/story';
import { AudioLines, Play } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { playStory, usePlayerSource } from '../../lib/audio-player/audio-player-store';
import { apiAssetUrl } from '../../lib/api/api-asset-url';

/**
 * The story's ready narration: "play" hands it to the shell's bottom player (which follows the
 * child across screens and marks the words as they are read). While it is there, this says so
 * instead of offering a second set of controls.
 */
export function NarrationPlay({ story, audioUrl }: { story: Story; audioUrl: string }) {
  const { t } = useTranslation('story');
  const { t: tReader } = useTranslation('reader');
  const inPlayer = usePlayerSource()?.uuid === story.uuid;
  const id = useId();

  if (inPlayer) {
    return (
      <p
        role="status"
        className="flex items-center gap-3 rounded-card bg-surface px-5 py-4 font-bold text-ink-muted"
      >
        <AudioLines className="size-7 shrink-0 text-accent" aria-hidden="true" />
        {tReader('player.inPlayer')}
      </p>
    );
  }
  const play = () =>
    playStory({
      uuid: story.uuid,
      title: story.title,
      src: apiAssetUrl(audioUrl),
      artworkUrl: apiAssetUrl(story.paragraphs.find((p) => p.image?.url)?.image?.url) ?? null,
    });
  return (
    <div className="flex items-center gap-4 rounded-card bg-surface px-4 py-3">
      <button
        type="button"
        onClick={play}
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-hint`}
        className="flex min-w-0 flex-1 items-center gap-4 rounded-full text-left"
      >
        <span className="grid size-14 shrink-0 place-items-center rounded-full bg-accent text-on-accent shadow-[0_10px_30px_-12px_var(--mo-accent)] transition duration-200 ease-calm hover:brightness-110 active:scale-95">
          <Play className="size-7 translate-x-0.5" aria-hidden="true" />
        </span>
        <span className="flex min-w-0 flex-col">
          <span id={`${id}-label`} className="font-extrabold">
            {t('narration.play')}
          </span>
          <span id={`${id}-hint`} className="text-sm text-ink-muted">
            {tReader('player.readAlongHint')}
          </span>
        </span>
      </button>
    </div>
  );
}
