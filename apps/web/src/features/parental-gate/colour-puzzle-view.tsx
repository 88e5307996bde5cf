import { Eye, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../lib/components/button-styles';
import { cx } from '../../lib/components/cx';
import { GATE_COLOURS } from './gate-puzzles';
import type { ColourPuzzle, GateColour } from './gate-puzzles';

// Every colour is named as well as shown, for parents who do not see all colours.
const SWATCH: Record<GateColour, string> = {
  red: '#ff6b6b',
  blue: '#4d96ff',
  green: '#3ddc84',
  yellow: '#ffd93d',
  purple: '#b983ff',
  orange: '#ff9f43',
};

function Swatch({
  colour,
  label,
  className,
}: {
  colour: GateColour;
  label: string;
  className?: string;
}) {
  return (
    <span className={cx('flex flex-col items-center gap-1', className)}>
      <span
        aria-hidden="true"
        className="size-14 rounded-full border-4 border-canvas shadow-lg"
        style={{ background: SWATCH[colour] }}
      />
      <span className="text-sm font-bold">{label}</span>
    </span>
  );
}

/** Remember four colours, hide them, tap them back in the same order. */
export function ColourPuzzleView({
  puzzle,
  disabled,
  onAnswer,
}: {
  puzzle: ColourPuzzle;
  disabled: boolean;
  onAnswer: (tapped: GateColour[]) => boolean;
}) {
  const { t } = useTranslation('gate');
  const [phase, setPhase] = useState<'show' | 'repeat'>('show');
  const [tapped, setTapped] = useState<GateColour[]>([]);
  const total = puzzle.sequence.length;

  const tap = (colour: GateColour) => {
    const next = [...tapped, colour];
    if (next.length < total) return setTapped(next);
    if (onAnswer(next)) return setTapped(next);
    // Wrong: the pattern is shown again for the next attempt.
    setTapped([]);
    setPhase('show');
  };

  if (phase === 'show') {
    return (
      <div className="flex w-full flex-col items-center gap-5">
        <p className="text-center text-xl font-extrabold">{t('colours.remember')}</p>
        <ol aria-label={t('colours.pattern')} className="flex flex-wrap justify-center gap-4">
          {puzzle.sequence.map((colour, index) => (
            <li key={index}>
              <Swatch colour={colour} label={t(`colours.names.${colour}`)} />
            </li>
          ))}
        </ol>
        <button
          type="button"
          disabled={disabled}
          onClick={() => setPhase('repeat')}
          className={buttonClass('primary', 'w-full max-w-xs text-lg')}
        >
          <Eye className="size-5" aria-hidden="true" />
          {t('colours.ready')}
        </button>
      </div>
    );
  }

  return (
    <div className="flex w-full flex-col items-center gap-4">
      <p className="text-center text-xl font-extrabold">{t('colours.repeat')}</p>
      <p className="text-ink-muted" aria-live="polite">
        {t('colours.progress', { count: tapped.length, total })}
      </p>
      <div
        role="group"
        aria-label={t('colours.pattern')}
        className="grid w-full max-w-sm grid-cols-3 gap-3"
      >
        {GATE_COLOURS.map((colour) => (
          <button
            key={colour}
            type="button"
            disabled={disabled || tapped.length >= total}
            onClick={() => tap(colour)}
            className="grid min-h-24 place-items-center rounded-control border-2 border-line bg-surface py-2 transition duration-150 ease-calm hover:border-accent active:scale-95 disabled:opacity-50"
          >
            <Swatch colour={colour} label={t(`colours.names.${colour}`)} />
          </button>
        ))}
      </div>
      <button
        type="button"
        disabled={disabled || tapped.length === 0}
        onClick={() => setTapped((value) => value.slice(0, -1))}
        className={buttonClass('ghost')}
      >
        <Undo2 className="size-5" aria-hidden="true" />
        {t('colours.undo')}
      </button>
    </div>
  );
}
