import type { NotificationLevel } from '@monstory/contracts/enums';
import { CircleAlert, CircleCheck, Info, TriangleAlert } from 'lucide-react';
import { cx } from '../components/cx';

// Each level has its own colour and its own shape, so it never rests on colour alone.
const LOOK = {
  INFO: { Icon: Info, tone: 'bg-monster/20 text-monster-light' },
  SUCCESS: { Icon: CircleCheck, tone: 'bg-accent-soft text-accent' },
  WARNING: { Icon: TriangleAlert, tone: 'bg-premium/15 text-premium' },
  ERROR: { Icon: CircleAlert, tone: 'bg-danger/15 text-danger' },
} as const;

/** The level's icon in its colour; `label` names the level for screen readers. */
export function NotificationLevelIcon({
  level,
  label,
  className,
}: {
  level: NotificationLevel;
  label: string;
  className?: string;
}) {
  const { Icon, tone } = LOOK[level];
  return (
    <span
      role="img"
      aria-label={label}
      data-level={level}
      className={cx('grid size-10 shrink-0 place-items-center rounded-full', tone, className)}
    >
      <Icon className="size-5" aria-hidden="true" />
    </span>
  );
}
