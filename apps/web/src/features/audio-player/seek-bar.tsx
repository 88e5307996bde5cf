import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTime } from './format-time';

interface SeekBarProps {
  position: number;
  duration: number;
  onSeek: (seconds: number) => void;
}

/**
 * Where the narration is, as a native range: arrows step 5 s, Page Up/Down 30 s, Home and End
 * jump to the ends (the browser's own keyboard handling, and screen readers know it).
 */
export function SeekBar({ position, duration, onSeek }: SeekBarProps) {
  const { t } = useTranslation('reader');
  const time = t('player.time', { position: formatTime(position), duration: formatTime(duration) });
  const share = duration > 0 ? Math.min(100, (position / duration) * 100) : 0;
  return (
    <div className="flex items-center gap-3 text-sm font-bold text-ink-muted tabular-nums">
      <span aria-hidden="true" className="w-10 text-right">
        {formatTime(position)}
      </span>
      <input
        type="range"
        min={0}
        max={Math.max(duration, 0)}
        step={5}
        value={Math.min(position, duration)}
        disabled={duration <= 0}
        onChange={(event) => onSeek(Number(event.currentTarget.value))}
        aria-label={t('player.position')}
        aria-valuetext={time}
        className="mo-seek h-touch flex-1 cursor-pointer appearance-none bg-transparent disabled:cursor-default"
        style={{ '--mo-seek-share': `${share}%` } as CSSProperties}
      />
      <span aria-hidden="true" className="w-10">
        {formatTime(duration)}
      </span>
    </div>
  );
}
