import { CONTACT_MESSAGE_MAX } from '@monstory/contracts/contact';
import { useId } from 'react';
import { cx } from '../../lib/components/cx';

interface MessageFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: string | null;
}

/** The multi-line sibling of TextField: label, error under it, tied together for screen readers. */
export function MessageField({ label, value, onChange, error }: MessageFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="flex w-full flex-col gap-1.5 text-left">
      <label htmlFor={id} className="text-base font-bold">
        {label}
      </label>
      <textarea
        id={id}
        name="message"
        rows={6}
        value={value}
        maxLength={CONTACT_MESSAGE_MAX}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={cx(
          'w-full resize-y rounded-control border-2 bg-canvas px-4 py-3 text-lg text-ink transition duration-200 ease-calm',
          'focus:border-accent focus:outline-none',
          error ? 'border-danger' : 'border-line',
        )}
      />
      {error && (
        <p id={errorId} className="text-sm font-bold text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
