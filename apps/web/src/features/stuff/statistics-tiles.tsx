import type { Statistics } from '@monstory/contracts/gamification';
import { BookOpen, Headphones, PawPrint, WandSparkles } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../lib/components/cx';

/** Statistics (docs/product.md#statistics), the four numbers a child can be proud of. */
const TILES: ReadonlyArray<{
  key: 'storiesMade' | 'storiesRead' | 'monstersCreated' | 'minutesListened';
  icon: LucideIcon;
  tint: string;
}> = [
  { key: 'storiesMade', icon: WandSparkles, tint: 'text-accent' },
  { key: 'storiesRead', icon: BookOpen, tint: 'text-monster-light' },
  { key: 'monstersCreated', icon: PawPrint, tint: 'text-[#ff8ad8]' },
  { key: 'minutesListened', icon: Headphones, tint: 'text-premium' },
];

export function StatisticsTiles({
  statistics,
  compact = false,
}: {
  statistics: Statistics;
  /** Smaller, inside the hub's statistics tile. */
  compact?: boolean;
}) {
  const { t, i18n } = useTranslation('medals');
  const number = new Intl.NumberFormat(i18n.language === 'no' ? 'nb-NO' : i18n.language);
  return (
    <dl className={cx('grid grid-cols-2 gap-3', !compact && 'md:grid-cols-4')}>
      {TILES.map(({ key, icon: Icon, tint }) => (
        <div
          key={key}
          className={cx(
            'flex flex-col items-center gap-1 rounded-card text-center',
            compact ? 'bg-canvas/40 p-3' : 'bg-surface p-4 shadow-xl',
          )}
        >
          <dt className="order-2 text-sm font-bold text-balance text-ink-muted">
            {t(`statistics.${key}`)}
          </dt>
          <dd className="order-1 flex flex-col items-center gap-1">
            <Icon className={cx(compact ? 'size-6' : 'size-8', tint)} aria-hidden="true" />
            <span className={cx('font-black tabular-nums', compact ? 'text-2xl' : 'text-4xl')}>
              {number.format(statistics[key])}
            </span>
          </dd>
        </div>
      ))}
    </dl>
  );
}
