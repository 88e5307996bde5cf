import type { Story } from '@monstory/contracts/story';
import { Star } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../lib/components/cx';
import { useRateStory } from '../../lib/reader/use-rate-story';

const STARS = [1, 2, 3, 4, 5] as const;

/**
 * One to five stars from each reader, changeable; the average and the count under them. A tap
 * shows at once and is taken back, with a word, if the server does not keep it.
 */
export function StoryRating({ story }: { story: Story }) {
  const { t, i18n } = useTranslation('reader');
  const rate = useRateStory(story.uuid);
  const headingId = useId();
  const { ratingAverage, ratingCount, myRating } = story;
  const average =
    ratingAverage === null
      ? null
      : new Intl.NumberFormat(i18n.language === 'no' ? 'nb-NO' : i18n.language, {
          maximumFractionDigits: 1,
        }).format(ratingAverage);

  return (
    <section
      aria-labelledby={headingId}
      className="mx-auto flex w-full max-w-md flex-col items-center gap-3 rounded-card bg-surface px-5 py-5 text-center"
    >
      <h2 id={headingId} className="text-xl font-extrabold text-balance">
        {t('rating.heading')}
      </h2>
      <div role="group" aria-labelledby={headingId} className="flex">
        {STARS.map((value) => (
          <button
            key={value}
            type="button"
            onClick={() => rate.mutate(value)}
            aria-label={t('rating.star', { count: value })}
            aria-pressed={myRating === value}
            className="grid size-touch place-items-center rounded-full transition duration-200 ease-calm hover:scale-110 active:scale-95"
          >
            <Star
              aria-hidden="true"
              className={cx(
                'size-9 transition-colors duration-200',
                myRating !== null && value <= myRating
                  ? 'fill-premium text-premium'
                  : 'fill-transparent text-ink-muted',
              )}
            />
          </button>
        ))}
      </div>
      <p className="text-sm font-bold text-ink-muted" aria-live="polite">
        {average === null || ratingCount === 0
          ? t('rating.none')
          : t('rating.summary', { average, count: ratingCount })}
      </p>
      {rate.isError && (
        <p role="alert" className="text-sm font-bold text-danger">
          {t('rating.failed')}
        </p>
      )}
    </section>
  );
}
