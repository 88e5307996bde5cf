import { CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { cx } from '../../lib/components/cx';

interface FormSectionProps {
  /** The guided tour's anchor (docs/product.md#shell: age, genre, length, addons, summary). */
  tour: string;
  legend: string;
  hint?: string;
  error?: string | null;
  /** A group of choices is a fieldset; a single labelled field is not. */
  as?: 'fieldset' | 'div';
  children: ReactNode;
  className?: string;
}

/** One step of the generate screen: a heading, an optional hint, the choices and any error. */
export function FormSection({
  tour,
  legend,
  hint,
  error,
  as = 'fieldset',
  children,
  className,
}: FormSectionProps) {
  const errorId = useId();
  const Element = as;
  const Title = as === 'fieldset' ? 'legend' : 'h2';
  return (
    <Element
      id={`generate-${tour}`}
      data-tour={tour}
      aria-describedby={error ? errorId : undefined}
      aria-invalid={as === 'fieldset' && error ? true : undefined}
      className={cx('flex min-w-0 scroll-mt-24 flex-col gap-3', className)}
    >
      <Title className="mb-1 text-xl font-black md:text-2xl">{legend}</Title>
      {hint && <p className="-mt-2 text-base text-ink-muted">{hint}</p>}
      {children}
      {error && (
        <p id={errorId} className="flex items-center gap-2 font-bold text-danger">
          <CircleAlert className="size-5 shrink-0" aria-hidden="true" />
          {error}
        </p>
      )}
    </Element>
  );
}

/** The look of a choice (a label around a visually hidden input), picked or not. */
export function choiceClass(checked: boolean, extra = ''): string {
  return cx(
    'relative flex cursor-pointer rounded-control border-2 transition duration-200 ease-calm select-none',
    'has-focus-visible:outline-3 has-focus-visible:outline-offset-3 has-focus-visible:outline-accent',
    'has-disabled:cursor-not-allowed has-disabled:opacity-50',
    checked
      ? 'border-accent bg-accent-soft shadow-[0_8px_24px_-14px_var(--mo-accent)]'
      : 'border-line bg-surface hover:border-accent/60',
    extra,
  );
}
