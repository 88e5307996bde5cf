import { Delete } from 'lucide-react';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../lib/components/button-styles';
import type { MathsPuzzle } from './gate-puzzles';

const KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9'] as const;
const keyClass =
  'grid min-h-14 place-items-center rounded-control border-2 border-line bg-surface text-2xl font-black transition duration-150 ease-calm hover:border-accent active:scale-95 disabled:opacity-50';

/** The question, a big number pad (and the keyboard), and a check button. */
export function MathsPuzzleView({
  puzzle,
  disabled,
  onAnswer,
}: {
  puzzle: MathsPuzzle;
  disabled: boolean;
  onAnswer: (typed: string) => boolean;
}) {
  const { t } = useTranslation('gate');
  const inputId = useId();
  const [typed, setTyped] = useState('');
  const press = (digit: string) => setTyped((value) => (value.length < 4 ? value + digit : value));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (typed === '' || disabled) return;
    if (!onAnswer(typed)) setTyped('');
  };

  return (
    <form onSubmit={submit} className="flex w-full flex-col items-center gap-4">
      <p className="text-center text-3xl font-black">
        {t('maths.question', { a: puzzle.a, op: puzzle.op, b: puzzle.b })}
      </p>
      <label htmlFor={inputId} className="sr-only">
        {t('maths.answer')}
      </label>
      <input
        id={inputId}
        inputMode="numeric"
        autoComplete="off"
        maxLength={4}
        value={typed}
        disabled={disabled}
        onChange={(event) => setTyped(event.target.value.replace(/\D/g, '').slice(0, 4))}
        className="min-h-16 w-40 rounded-control border-2 border-line bg-canvas text-center text-4xl font-black tracking-widest text-ink focus:border-accent focus:outline-none"
      />
      <div
        role="group"
        aria-label={t('maths.keypad')}
        className="grid w-full max-w-xs grid-cols-3 gap-2"
      >
        {KEYS.map((digit) => (
          <button
            key={digit}
            type="button"
            disabled={disabled}
            onClick={() => press(digit)}
            className={keyClass}
          >
            {digit}
          </button>
        ))}
        <button
          type="button"
          disabled={disabled}
          onClick={() => setTyped((value) => value.slice(0, -1))}
          aria-label={t('maths.erase')}
          className={keyClass}
        >
          <Delete className="size-7" aria-hidden="true" />
        </button>
        <button type="button" disabled={disabled} onClick={() => press('0')} className={keyClass}>
          0
        </button>
      </div>
      <button
        type="submit"
        disabled={disabled || typed === ''}
        className={buttonClass('primary', 'w-full max-w-xs text-lg')}
      >
        {t('maths.submit')}
      </button>
    </form>
  );
}
