import { BookX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { describeApiError } from '../../lib/api/api-error-message';
import { isApiError } from '../../lib/api/api-errors';
import { buttonClass } from '../../lib/components/button-styles';
import { GENERATE_PATH } from '../../lib/navigation/app-paths';

/** The story could not be opened: gone (404) or the connection failed (then: try again). */
export function StoryNotFound({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('story');
  const { t: tApi } = useTranslation('api');
  const missing = isApiError(error) && (error.status === 404 || error.status === 403);
  return (
    <section className="mx-auto flex w-full max-w-md flex-1 flex-col items-center justify-center gap-5 py-10 text-center">
      <span className="grid size-24 place-items-center rounded-full bg-surface-raised">
        <BookX className="size-12 text-accent" aria-hidden="true" />
      </span>
      <h1 className="text-3xl font-black text-balance">
        {missing ? t('notFound.title') : t('failed.title')}
      </h1>
      <p className="text-lg text-pretty text-ink-muted">
        {missing ? t('notFound.text') : describeApiError(error, (key) => tApi(key))}
      </p>
      <div className="flex w-full flex-col gap-2 sm:flex-row">
        {!missing && (
          <button type="button" onClick={onRetry} className={buttonClass('primary', 'flex-1')}>
            {t('failed.retry')}
          </button>
        )}
        <Link
          to={GENERATE_PATH}
          className={buttonClass(missing ? 'primary' : 'secondary', 'flex-1')}
        >
          {t('newStory')}
        </Link>
      </div>
    </section>
  );
}
