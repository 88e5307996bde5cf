import type { LucideIcon } from 'lucide-react';
import { ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cx } from '../../lib/components/cx';

interface StuffTileProps {
  to: string;
  icon: LucideIcon;
  /** The icon's colour class. */
  tint: string;
  title: string;
  /** A short line under the title: a hint or a count. */
  detail?: string;
  children?: ReactNode;
  className?: string;
}

/** A big tile of My stuff: one tap leads to the page it names. */
export function StuffTile({
  to,
  icon: Icon,
  tint,
  title,
  detail,
  children,
  className,
}: StuffTileProps) {
  return (
    <Link
      to={to}
      className={cx(
        // A container: in a narrow column the icon goes above the words instead of beside them.
        '@container group flex min-h-32 flex-col justify-center gap-3 rounded-card bg-surface p-5 shadow-xl transition duration-200 ease-calm',
        'hover:bg-surface-raised active:scale-[0.98]',
        className,
      )}
    >
      <span className="flex flex-col items-start gap-3 @[17rem]:flex-row @[17rem]:items-center">
        <span className="grid size-14 shrink-0 place-items-center rounded-full bg-surface-raised group-hover:bg-surface">
          <Icon className={cx('size-7', tint)} aria-hidden="true" />
        </span>
        <span className="flex min-w-0 flex-1 flex-col">
          <span className="text-xl font-black text-balance break-words">{title}</span>
          {detail && <span className="text-base font-bold text-ink-muted">{detail}</span>}
        </span>
        <ChevronRight
          className="hidden size-6 shrink-0 text-ink-muted @[17rem]:block"
          aria-hidden="true"
        />
      </span>
      {children}
    </Link>
  );
}
