import { BookX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { describeApiError } from '../../lib/api/api-error-message';
import { isApiError } from '../../lib/api/api-errors';
import { buttonClass } from '../../lib/components/button-styles';
import { GENERATE_PATH } from '../../lib/navigation/app-paths';
import { StoryProblem } from './story-problem';

/** The story could not be opened: gone (404) or the connection failed (then: try again). */
export function StoryNotFound({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('story');
  const { t: tApi } = useTranslation('api');
  const missing = isApiError(error) && (error.status === 404 || error.status === 403);
  return (
    <StoryProblem
      icon={BookX}
      iconClass="text-accent"
      title={missing ? t('notFound.title') : t('failed.title')}
      text={
        <p className="text-lg text-pretty text-ink-muted">
          {missing ? t('notFound.text') : describeApiError(error, (key) => tApi(key))}
        </p>
      }
    >
      {!missing && (
        <button type="button" onClick={onRetry} className={buttonClass('primary', 'flex-1')}>
          {t('failed.retry')}
        </button>
      )}
      <Link to={GENERATE_PATH} className={buttonClass(missing ? 'primary' : 'secondary', 'flex-1')}>
        {t('newStory')}
      </Link>
    </StoryProblem>
  );
}
