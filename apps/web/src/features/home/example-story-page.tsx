import { useQuery } from '@tanstack/react-query';
import { BookX, CloudOff, LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { describeApiError } from '../../lib/api/api-error-message';
import { isApiError } from '../../lib/api/api-errors';
import { buttonClass } from '../../lib/components/button-styles';
import { MonstoryMark } from '../../lib/components/monstory-mark';
import { publicStoryQueryOptions } from '../../lib/library/library-api';
import { StateCard } from '../../lib/library/state-card';
import { HOME_PATH } from '../../lib/navigation/app-paths';
import { readReaderFontSize } from '../../lib/reader/reader-font-size';
import { StoryHeader } from '../../lib/reader/story-header';
import { StoryText } from '../../lib/reader/story-text';
import { TryAppCard } from './try-app-card';

/**
 * `/home/story/{uuid}` (Example story, docs/product.md#story-pipeline): an example or shared story, read-only and open
 * to visitors without an account, with a call to try the app.
 */
export function ExampleStoryPage() {
  const { uuid } = useParams();
  if (!uuid) return <Navigate to={HOME_PATH} replace />;
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-8">
      <ExampleTopBar />
      <ExampleStory key={uuid} uuid={uuid} />
    </div>
  );
}

function ExampleTopBar() {
  const { t } = useTranslation('library');
  return (
    <header className="flex items-center justify-between gap-3">
      <Link
        to={HOME_PATH}
        aria-label={t('example.home')}
        className="-ml-1 inline-flex min-h-touch items-center gap-2 rounded-full pr-3 pl-1 text-xl font-black"
      >
        <MonstoryMark className="size-10" />
        <span aria-hidden="true">Monstory</span>
      </Link>
      {/* Secondary: the call under the story is this page's one primary action. */}
      <Link to={HOME_PATH} className={buttonClass('secondary', 'px-5')}>
        {t('example.tryApp')}
      </Link>
    </header>
  );
}

function ExampleStory({ uuid }: { uuid: string }) {
  const { t } = useTranslation('library');
  const { t: tApi } = useTranslation('api');
  const story = useQuery(publicStoryQueryOptions(uuid));
  // The size this device's reader chose in the story view; this page has no controls for it.
  const [fontSize] = useState(readReaderFontSize);

  if (story.isPending) {
    return (
      <p role="status" className="flex items-center justify-center gap-2 py-16 text-ink-muted">
        <LoaderCircle className="size-6 animate-spin text-accent" aria-hidden="true" />
        {t('example.loading')}
      </p>
    );
  }
  if (story.isError) {
    const missing = isApiError(story.error) && [403, 404].includes(story.error.status ?? 0);
    return missing ? (
      <StateCard icon={BookX} title={t('example.notFoundTitle')} text={t('example.notFoundText')}>
        <Link to={HOME_PATH} className={buttonClass('primary', 'flex-1')}>
          {t('example.home')}
        </Link>
      </StateCard>
    ) : (
      <StateCard
        tone="error"
        icon={CloudOff}
        title={t('example.failedTitle')}
        text={describeApiError(story.error, (key) => tApi(key))}
      >
        <button
          type="button"
          onClick={() => void story.refetch()}
          className={buttonClass('primary', 'flex-1')}
        >
          {t('example.retry')}
        </button>
      </StateCard>
    );
  }

  return (
    <>
      <article className="flex flex-col gap-8">
        {story.data.isExample && (
          <p className="-mb-4 self-center rounded-full bg-accent-soft px-4 py-1 text-sm font-bold tracking-wide text-accent">
            {t('example.badge')}
          </p>
        )}
        <StoryHeader story={story.data} />
        <StoryText story={{ ...story.data, isOwner: false }} fontSize={fontSize} writing={false} />
      </article>
      <TryAppCard />
    </>
  );
}
