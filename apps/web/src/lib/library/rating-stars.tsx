import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cx } from '../components/cx';

interface RatingStarsProps {
  average: number | null;
  count: number;
  className?: string;
}

/** Five small stars filled to the nearest whole one, with how many people rated. */
export function RatingStars({ average, count, className }: RatingStarsProps) {
  const { t, i18n } = useTranslation('library');
  if (average === null || count === 0) {
    return <p className={cx('text-sm text-ink-muted', className)}>{t('card.noRating')}</p>;
  }
  const filled = Math.round(average);
  const shown = new Intl.NumberFormat(i18n.language === 'no' ? 'nb-NO' : i18n.language, {
    maximumFractionDigits: 1,
  }).format(average);
  return (
    <p
      role="img"
      aria-label={t('card.rating', { average: shown, count })}
      className={cx('flex items-center gap-1 text-sm text-ink-muted', className)}
    >
      <span className="flex" aria-hidden="true">
        {[1, 2, 3, 4, 5].map((star) => (
          <Star
            key={star}
            className={cx(
              'size-4',
              star <= filled ? 'fill-premium text-premium' : 'fill-transparent text-line',
            )}
          />
        ))}
      </span>
      <span aria-hidden="true" className="font-bold">
        ({count})
      </span>
    </p>
  );
}
