import type { MedalId, MedalMetric } from '@monstory/contracts/gamification';
import { useId } from 'react';
import { cx } from '../../lib/components/cx';
import { METRIC_LOOK, metalOf } from './medal-look';

/**
 * A medal drawn in place (no image files): a ribbon in the colour of what it counts, a metal
 * disc with its icon. Not yet earned, it is a pale outline of itself.
 */
export function MedalBadge({
  id,
  metric,
  earned,
  className,
}: {
  id: MedalId;
  metric: MedalMetric;
  earned: boolean;
  className?: string;
}) {
  const gradientId = useId();
  const { icon: Icon, ribbon } = METRIC_LOOK[metric];
  const metal = metalOf(id);
  return (
    <span
      aria-hidden="true"
      className={cx('relative inline-block shrink-0', !earned && 'opacity-45 grayscale', className)}
    >
      <svg viewBox="0 0 64 80" className="size-full">
        <defs>
          <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor={metal.light} />
            <stop offset="1" stopColor={metal.dark} />
          </linearGradient>
        </defs>
        <path d="M14 2 H30 L38 30 H22 Z" fill={ribbon} />
        <path d="M50 2 H34 L26 30 H42 Z" fill={ribbon} opacity="0.8" />
        <circle cx="32" cy="52" r="25" fill={`url(#${gradientId})`} />
        <circle
          cx="32"
          cy="52"
          r="19"
          fill="none"
          stroke={metal.dark}
          strokeWidth="2"
          strokeDasharray={earned ? undefined : '4 4'}
        />
      </svg>
      <Icon
        className="absolute top-[65%] left-1/2 size-[36%] -translate-x-1/2 -translate-y-1/2 text-canvas"
        strokeWidth={2.5}
      />
    </span>
  );
}
