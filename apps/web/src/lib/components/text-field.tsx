import { Eye, EyeOff } from 'lucide-react';
import { useId, useState } from 'react';
import type { InputHTMLAttributes, ReactNode } from 'react';
import { cx } from './cx';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  error?: string | null;
  /** Extra help under the field (e.g. the password rules). */
  hint?: ReactNode;
  /** For password fields: labels of the show/hide toggle. */
  revealLabels?: { show: string; hide: string };
}

/** A labelled input with its error under it, tied together for screen readers. */
export function TextField({
  label,
  error,
  hint,
  revealLabels,
  type,
  className,
  ...input
}: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const [revealed, setRevealed] = useState(false);
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ');

  return (
    <div className={cx('flex w-full flex-col gap-1.5 text-left', className)}>
      <label htmlFor={id} className="text-base font-bold">
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          type={revealLabels && revealed ? 'text' : type}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          className={cx(
            'min-h-touch w-full rounded-control border-2 bg-canvas px-4 text-lg text-ink transition duration-200 ease-calm',
            'placeholder:text-ink-muted/70 focus:border-accent focus:outline-none',
            error ? 'border-danger' : 'border-line',
            revealLabels && 'pr-14',
          )}
          {...input}
        />
        {revealLabels && (
          <button
            type="button"
            onClick={() => setRevealed((value) => !value)}
            aria-label={revealed ? revealLabels.hide : revealLabels.show}
            aria-pressed={revealed}
            className="absolute inset-y-0 right-0 grid w-12 place-items-center rounded-r-control text-ink-muted hover:text-ink"
          >
            {revealed ? (
              <EyeOff className="size-5" aria-hidden="true" />
            ) : (
              <Eye className="size-5" aria-hidden="true" />
            )}
          </button>
        )}
      </div>
      {hint && (
        <div id={hintId} className="text-sm text-ink-muted">
          {hint}
        </div>
      )}
      {error && (
        <p id={errorId} className="text-sm font-bold text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
