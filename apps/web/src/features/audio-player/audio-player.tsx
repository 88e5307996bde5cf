import { Headphones, Pause, Play, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../lib/components/cx';
import {
  PLAYBACK_RATES,
  audioElement,
  closePlayer,
  seekTo,
  setPlaybackRate,
  togglePlay,
  usePlayback,
  usePlayerSource,
} from '../../lib/audio-player/audio-player-store';
import './audio-player.css';
import { SeekBar } from './seek-bar';
import { IconButton } from '../../lib/components/icon-button';

/** The bottom player (Shell, docs/product.md#shell): shown while a story's narration is in it. */
export function AudioPlayer() {
  const source = usePlayerSource();
  if (!source) return null;
  return <PlayerBar title={source.title} />;
}

function PlayerBar({ title }: { title: string }) {
  const { t, i18n } = useTranslation('reader');
  const { playing, position, duration, rate } = usePlayback();
  const host = useRef<HTMLDivElement>(null);

  // The audio element belongs to the store; the bar gives it a place in the page while it shows.
  useEffect(() => {
    host.current?.append(audioElement());
  }, []);

  const nextRate =
    PLAYBACK_RATES[(PLAYBACK_RATES.indexOf(rate as never) + 1) % PLAYBACK_RATES.length];
  const rateText = new Intl.NumberFormat(i18n.language === 'no' ? 'nb-NO' : i18n.language).format(
    rate,
  );

  return (
    <section
      aria-label={t('player.label')}
      className="pointer-events-auto mx-auto w-full max-w-3xl rounded-t-card border-t-2 border-accent/40 bg-surface-raised/95 px-3 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] shadow-[0_-12px_40px_-16px_rgb(0_0_0/0.6)] backdrop-blur-md sm:px-5"
    >
      <div ref={host} hidden />
      <div className="flex items-center gap-2">
        <button
          type="button"
          onClick={togglePlay}
          aria-label={playing ? t('player.pause') : t('player.play')}
          className="grid size-14 shrink-0 place-items-center rounded-full bg-accent text-on-accent shadow-[0_10px_30px_-12px_var(--mo-accent)] transition duration-200 ease-calm hover:brightness-110 active:scale-95"
        >
          {playing ? (
            <Pause className="size-7" aria-hidden="true" />
          ) : (
            <Play className="size-7 translate-x-0.5" aria-hidden="true" />
          )}
        </button>
        <p className="flex min-w-0 flex-1 flex-col px-1">
          <span className="flex items-center gap-1.5 text-xs font-bold tracking-wide text-accent uppercase">
            <Headphones className="size-3.5" aria-hidden="true" />
            {t('player.nowPlaying')}
          </span>
          <span className="truncate font-extrabold">{title}</span>
        </p>
        <button
          type="button"
          onClick={() => setPlaybackRate(nextRate ?? 1)}
          aria-label={t('player.speed', { rate: rateText })}
          className={cx(
            'inline-flex min-h-touch min-w-touch items-center justify-center rounded-full border-2 border-line px-3 font-extrabold tabular-nums',
            'transition duration-200 ease-calm hover:border-accent',
          )}
        >
          {rateText}×
        </button>
        <IconButton icon={X} label={t('player.close')} onClick={closePlayer} />
      </div>
      <SeekBar position={position} duration={duration} onSeek={seekTo} />
    </section>
  );
}
