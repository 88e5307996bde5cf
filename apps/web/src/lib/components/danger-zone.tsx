import type { ReactNode } from 'react';
import { cx } from './cx';

/**
 * A part of a page that removes something for good, framed in the danger colour under its own
 * heading, which names it for assistive technology.
 */
export function DangerZone({
  id,
  heading,
  className,
  children,
}: {
  /** The heading's id. */
  id: string;
  heading: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className={cx('flex flex-col gap-3 rounded-card border-2 border-danger/40 p-5', className)}
    >
      <h2 id={id} className="text-xl font-black">
        {heading}
      </h2>
      {children}
    </section>
  );
}
