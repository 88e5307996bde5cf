import { useQuery } from '@tanstack/react-query';
import { BookPlus, CloudOff, FileQuestion } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useFunnelStep } from '../../lib/analytics/funnel';
import { describeApiError } from '../../lib/api/api-error-message';
import { buttonClass } from '../../lib/components/button-styles';
import { ownStoriesQueryOptions } from '../../lib/library/library-api';
import { StateCard } from '../../lib/library/state-card';
import { StoryGrid, StoryGridSkeleton } from '../../lib/library/story-grid';
import { GENERATE_PATH } from '../../lib/navigation/app-paths';
import { Pagination, storiesPagePath } from './pagination';
import { parseStoriesPage } from './parse-stories-page';

/** docs/product.md#routes Stories list (`/stories/{page?}`): the person's own stories, newest first. */
export function StoriesPage() {
  const { t } = useTranslation('library');
  const { t: tApi } = useTranslation('api');
  const page = parseStoriesPage(useParams().page);
  const stories = useQuery(ownStoriesQueryOptions(page));
  useFunnelStep('stories');

  let content;
  if (stories.isPending) {
    content = <StoryGridSkeleton label={t('stories.loading')} />;
  } else if (stories.isError) {
    content = (
      <StateCard
        tone="error"
        icon={CloudOff}
        title={t('error.title')}
        text={describeApiError(stories.error, (key) => tApi(key))}
      >
        <button
          type="button"
          onClick={() => void stories.refetch()}
          className={buttonClass('primary', 'flex-1')}
        >
          {t('error.retry')}
        </button>
      </StateCard>
    );
  } else if (stories.data.total === 0) {
    content = (
      <StateCard icon={BookPlus} title={t('stories.emptyTitle')} text={t('stories.emptyText')}>
        <Link to={GENERATE_PATH} className={buttonClass('primary', 'flex-1 text-lg')}>
          {t('stories.create')}
        </Link>
      </StateCard>
    );
  } else if (stories.data.items.length === 0) {
    content = (
      <StateCard
        icon={FileQuestion}
        title={t('stories.noSuchPageTitle')}
        text={t('stories.noSuchPageText', { count: stories.data.totalPages })}
      >
        <Link to={storiesPagePath(1)} className={buttonClass('primary', 'flex-1')}>
          {t('stories.firstPage')}
        </Link>
      </StateCard>
    );
  } else {
    content = (
      <>
        <StoryGrid
          stories={stories.data.items}
          label={t('stories.listLabel', { page: stories.data.page })}
          className={stories.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}
        />
        <Pagination page={page} totalPages={stories.data.totalPages} />
      </>
    );
  }

  return (
    <div className="flex w-full flex-col gap-6">
      <p className="text-lg text-pretty text-ink-muted">{t('stories.lead')}</p>
      {content}
    </div>
  );
}
