import { cx } from './cx';

/** The drawn track and knob of a switch; the real control is the hidden checkbox beside it. */
export function SwitchMark({ on }: { on: boolean }) {
  return (
    <span
      aria-hidden="true"
      className={cx(
        'relative h-7 w-12 shrink-0 rounded-full transition duration-200 ease-calm',
        on ? 'bg-accent' : 'bg-line',
      )}
    >
      <span
        className={cx(
          'absolute top-1 left-1 size-5 rounded-full bg-ink transition-transform duration-200 ease-calm',
          on && 'translate-x-5 bg-on-accent',
        )}
      />
    </span>
  );
}
