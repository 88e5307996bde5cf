import type { Shelf } from '@monstory/contracts/library';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { iconButtonClass, linkButtonClass } from '../../lib/components/button-styles';
import { cx } from '../../lib/components/cx';
import { StoryCard, StoryCardSkeleton } from '../../lib/library/story-card';

// The row bleeds to the screen's edges on phones, so a half-shown card says "swipe for more".
const ROW =
  '-mx-4 flex snap-x snap-mandatory scroll-px-4 gap-3 overflow-x-auto px-4 pb-2 sm:-mx-6 sm:scroll-px-6 sm:px-6 lg:mx-0 lg:scroll-px-0 lg:px-0 [scrollbar-width:thin]';
const ITEM = 'flex w-40 shrink-0 snap-start sm:w-48';

interface ShelfRowProps {
  shelf: Shelf;
  title: string;
  /** Opens the whole list behind this shelf, when there is one. */
  onSeeAll?: () => void;
}

/** One shelf of the library: a heading and a row of cards that scrolls sideways. */
export function ShelfRow({ shelf, title, onSeeAll }: ShelfRowProps) {
  const { t } = useTranslation('library');
  const headingId = useId();
  const row = useRef<HTMLUListElement>(null);
  // Wheels scroll down, not sideways: on wide screens two arrows page the row for a mouse. Touch
  // swipes it and the keyboard tabs through its cards, so the arrows are left out for those.
  const page = (direction: 1 | -1) => {
    const list = row.current;
    list?.scrollBy({ left: direction * list.clientWidth * 0.8, behavior: 'smooth' });
  };
  const arrow = cx(iconButtonClass, 'bg-surface');
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-2">
        <h2 id={headingId} className="flex-1 text-xl font-black md:text-2xl">
          {title}
        </h2>
        {/* About five cards fit across a wide screen; fewer need no paging. */}
        <div className={cx('hidden gap-1', shelf.stories.length > 4 && 'lg:flex')}>
          <button
            type="button"
            tabIndex={-1}
            aria-hidden="true"
            title={t('shelves.scrollBack')}
            onClick={() => page(-1)}
            className={arrow}
          >
            <ChevronLeft className="size-6" />
          </button>
          <button
            type="button"
            tabIndex={-1}
            aria-hidden="true"
            title={t('shelves.scrollForward')}
            onClick={() => page(1)}
            className={arrow}
          >
            <ChevronRight className="size-6" />
          </button>
        </div>
        {onSeeAll && (
          <button
            type="button"
            onClick={onSeeAll}
            aria-label={t('shelves.seeAllOf', { shelf: title })}
            className={cx(linkButtonClass, '-mr-2 gap-1 px-2')}
          >
            {t('shelves.seeAll')}
            <ChevronRight className="size-5" aria-hidden="true" />
          </button>
        )}
      </div>
      <ul ref={row} aria-labelledby={headingId} className={ROW}>
        {shelf.stories.map((story) => (
          <li key={story.uuid} className={ITEM}>
            <StoryCard story={story} className="w-full" />
          </li>
        ))}
      </ul>
    </section>
  );
}

export function ShelfRowSkeleton() {
  return (
    <div aria-hidden="true" className="flex flex-col gap-3">
      <div className="h-7 w-48 animate-pulse rounded-full bg-surface" />
      <div className={cx(ROW, 'overflow-hidden')}>
        {[0, 1, 2, 3, 4].map((index) => (
          <StoryCardSkeleton key={index} className={ITEM} />
        ))}
      </div>
    </div>
  );
}
