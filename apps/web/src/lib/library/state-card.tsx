import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cx } from '../components/cx';

interface StateCardProps {
  icon: LucideIcon;
  title: string;
  text?: string;
  /** An error is announced at once; an empty list is simply shown. */
  tone?: 'empty' | 'error';
  /** The way on: try again, clear the filters, make a story. */
  children?: ReactNode;
  className?: string;
}

/** What a list says when there is nothing to show, or when fetching it failed. */
export function StateCard({
  icon: Icon,
  title,
  text,
  tone = 'empty',
  children,
  className,
}: StateCardProps) {
  return (
    <section
      role={tone === 'error' ? 'alert' : undefined}
      className={cx(
        'mx-auto flex w-full max-w-md flex-col items-center gap-4 rounded-card bg-surface px-6 py-8 text-center',
        className,
      )}
    >
      <span className="grid size-20 place-items-center rounded-full bg-surface-raised">
        <Icon
          className={cx('size-10', tone === 'error' ? 'text-danger' : 'text-accent')}
          aria-hidden="true"
        />
      </span>
      <h2 className="text-2xl font-black text-balance">{title}</h2>
      {text && <p className="text-lg text-pretty text-ink-muted">{text}</p>}
      {children && <div className="flex w-full flex-col gap-2 sm:flex-row">{children}</div>}
    </section>
  );
}
