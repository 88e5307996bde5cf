import type { StorySummary } from '@monstory/contracts/library';
import { cx } from '../components/cx';
import { StoryCard, StoryCardSkeleton } from './story-card';

const GRID = 'grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4';

interface StoryGridProps {
  stories: readonly StorySummary[];
  /** Where a card leads; the story view by default. */
  linkTo?: (story: StorySummary) => string;
  label?: string;
  className?: string;
}

/** Stories as a grid of cards: two across on phones, more on wider screens. */
export function StoryGrid({ stories, linkTo, label, className }: StoryGridProps) {
  return (
    <ul aria-label={label} className={cx(GRID, className)}>
      {stories.map((story) => (
        <li key={story.uuid} className="flex">
          <StoryCard story={story} to={linkTo?.(story)} className="w-full" />
        </li>
      ))}
    </ul>
  );
}

export function StoryGridSkeleton({ count = 6, label }: { count?: number; label: string }) {
  return (
    <div role="status" aria-label={label} className={GRID}>
      {Array.from({ length: count }, (_, index) => (
        <StoryCardSkeleton key={index} />
      ))}
    </div>
  );
}
