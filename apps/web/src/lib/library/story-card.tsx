import type { StorySummary } from '@monstory/contracts/library';
import { Headphones } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { GENRE_LOOK } from '../story/genre-look';
import { cx } from '../components/cx';
import { storyPath } from '../story/story-query';
import { RatingStars } from './rating-stars';
import { apiAssetUrl } from '../api/api-asset-url';

interface StoryCardProps {
  story: StorySummary;
  /** Where the card leads; the story view by default (example pages pass their own). */
  to?: string;
  className?: string;
}

/** A story in a shelf or a list: its picture, title, listening time, age, stars and narration. */
export function StoryCard({ story, to = storyPath(story.uuid), className }: StoryCardProps) {
  const { t } = useTranslation('library');
  return (
    <Link
      to={to}
      className={cx(
        'group flex flex-col overflow-hidden rounded-card bg-surface transition duration-200 ease-calm',
        'hover:bg-surface-raised active:scale-[0.98]',
        className,
      )}
    >
      <div className="relative">
        <StoryCover story={story} />
        {story.hasAudio && (
          // Read out after the title (below), so the card's name starts with the story's.
          <span
            aria-hidden="true"
            className="absolute top-2 right-2 grid size-8 place-items-center rounded-full bg-canvas/80 text-accent backdrop-blur-sm"
          >
            <Headphones className="size-4" />
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-1 px-3 pt-2 pb-3">
        <h3 className="line-clamp-2 text-base leading-snug font-extrabold text-balance">
          {story.title}
        </h3>
        <p className="flex flex-wrap gap-x-1.5 text-sm font-bold text-ink-muted">
          <span>{t('card.minutes', { count: story.minutes })}</span>
          <span aria-hidden="true">·</span>
          <span>{t('card.age', { age: story.age })}</span>
          {story.hasAudio && <span className="sr-only">{t('card.narration')}</span>}
        </p>
        <RatingStars average={story.ratingAverage} count={story.ratingCount} className="mt-auto" />
      </div>
    </Link>
  );
}

/** The first illustration, or the genre's colours and icon for a story without pictures. */
function StoryCover({ story }: { story: StorySummary }) {
  const { icon: Icon, from, to } = GENRE_LOOK[story.genre];
  if (story.coverUrl) {
    return (
      <img
        src={apiAssetUrl(story.coverUrl)}
        alt=""
        loading="lazy"
        decoding="async"
        className="aspect-[4/3] w-full bg-surface-raised object-cover"
      />
    );
  }
  return (
    <div
      aria-hidden="true"
      className="grid aspect-[4/3] w-full place-items-center text-canvas"
      style={{ backgroundImage: `linear-gradient(140deg, ${from}, ${to})` }}
    >
      <Icon className="size-12 opacity-90 transition duration-200 ease-calm group-hover:scale-110" />
    </div>
  );
}

/** The shape of a card while its story is on the way. */
export function StoryCardSkeleton({ className }: { className?: string }) {
  return (
    <div
      aria-hidden="true"
      className={cx('flex flex-col overflow-hidden rounded-card bg-surface', className)}
    >
      <div className="aspect-[4/3] w-full animate-pulse bg-surface-raised" />
      <div className="flex flex-col gap-2 px-3 pt-3 pb-4">
        <div className="h-4 w-4/5 animate-pulse rounded-full bg-surface-raised" />
        <div className="h-3 w-1/2 animate-pulse rounded-full bg-surface-raised" />
        <div className="h-3 w-2/3 animate-pulse rounded-full bg-surface-raised" />
      </div>
    </div>
  );
}
