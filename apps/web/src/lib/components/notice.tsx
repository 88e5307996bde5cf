import { CircleAlert, CircleCheck, Info } from 'lucide-react';
import type { ReactNode } from 'react';
import { cx } from './cx';

const TONES = {
  info: { Icon: Info, className: 'border-line bg-surface-raised text-ink' },
  success: { Icon: CircleCheck, className: 'border-accent/50 bg-accent-soft text-ink' },
  error: { Icon: CircleAlert, className: 'border-danger/60 bg-danger/10 text-ink' },
} as const;

interface NoticeProps {
  tone?: keyof typeof TONES;
  title?: string;
  children?: ReactNode;
  className?: string;
}

/** A calm box for what just happened: an error says what to do next, never just "error". */
export function Notice({ tone = 'info', title, children, className }: NoticeProps) {
  const { Icon, className: toneClass } = TONES[tone];
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cx(
        'flex w-full gap-3 rounded-control border-2 px-4 py-3 text-left',
        toneClass,
        className,
      )}
    >
      <Icon
        aria-hidden="true"
        className={cx('mt-0.5 size-5 shrink-0', tone === 'error' ? 'text-danger' : 'text-accent')}
      />
      <div className="flex flex-col gap-1 text-base">
        {title && <p className="font-extrabold">{title}</p>}
        {children}
      </div>
    </div>
  );
}
