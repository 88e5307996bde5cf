import { useInfiniteQuery } from '@tanstack/react-query';
import { CloudOff, SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { describeApiError } from '../../lib/api/api-error-message';
import { BusyButton } from '../../lib/components/busy-button';
import { buttonClass } from '../../lib/components/button-styles';
import { Notice } from '../../lib/components/notice';
import { fetchLibraryStories, libraryStoriesKey } from '../../lib/library/library-api';
import type { LibraryFilters } from '../../lib/library/library-filters';
import { StateCard } from '../../lib/library/state-card';
import { StoryGrid, StoryGridSkeleton } from '../../lib/library/story-grid';

interface FilteredStoriesProps {
  filters: LibraryFilters;
  onClear: () => void;
}

/** The stories that match the filters, a page at a time, with "show more" below. */
export function FilteredStories({ filters, onClear }: FilteredStoriesProps) {
  const { t } = useTranslation('library');
  const { t: tApi } = useTranslation('api');
  const list = useInfiniteQuery({
    queryKey: libraryStoriesKey(filters),
    queryFn: ({ pageParam, signal }) => fetchLibraryStories(filters, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < last.totalPages ? last.page + 1 : undefined),
  });

  if (list.isPending) return <StoryGridSkeleton label={t('results.loading')} />;
  // A failed "show more" keeps the stories already shown; only a failed first page replaces them.
  if (list.isError && !list.data) {
    return (
      <StateCard
        tone="error"
        icon={CloudOff}
        title={t('error.title')}
        text={describeApiError(list.error, (key) => tApi(key))}
      >
        <button
          type="button"
          onClick={() => void list.refetch()}
          className={buttonClass('primary', 'flex-1')}
        >
          {t('error.retry')}
        </button>
      </StateCard>
    );
  }

  if (!list.data) return null;
  const stories = list.data.pages.flatMap((page) => page.items);
  const total = list.data.pages[0]?.total ?? 0;
  if (stories.length === 0) {
    return (
      <StateCard icon={SearchX} title={t('empty.filteredTitle')} text={t('empty.filteredText')}>
        <button type="button" onClick={onClear} className={buttonClass('primary', 'flex-1')}>
          {t('filters.clear')}
        </button>
      </StateCard>
    );
  }

  return (
    <section aria-label={t('results.label')} className="flex flex-col gap-4">
      <p role="status" className="text-lg font-extrabold">
        {t('results.count', { count: total })}
      </p>
      <StoryGrid stories={stories} label={t('results.label')} />
      <div className="flex flex-col items-center gap-3 pt-2">
        <p className="text-ink-muted">
          {t('results.showing', { shown: stories.length, total: Math.max(total, stories.length) })}
        </p>
        {list.isFetchNextPageError && (
          <Notice tone="error">{describeApiError(list.error, (key) => tApi(key))}</Notice>
        )}
        {list.hasNextPage && (
          <BusyButton
            onClick={() => void list.fetchNextPage()}
            busy={list.isFetchingNextPage}
            variant="secondary"
            className="w-full max-w-xs"
          >
            {list.isFetchingNextPage ? t('results.loadingMore') : t('results.more')}
          </BusyButton>
        )}
      </div>
    </section>
  );
}
