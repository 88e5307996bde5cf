import type { Story } from '@monstory/contracts/story';
import { CloudLightning } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { buttonClass } from '../../lib/components/button-styles';
import { Notice } from '../../lib/components/notice';
import { GENERATE_PATH } from '../../lib/navigation/app-paths';
import { useDeleteStory } from '../../lib/story/delete-story';
import { useRetryStory } from '../../lib/story/retry-story';
import { StoryProblem } from './story-problem';

/**
 * docs/product.md#errors: 'Oops! Something went wrong' with retry (the server writes it again, at no new
 * charge) or cancel (the failed story is removed and the child is back at Generate).
 */
export function StoryFailed({ story }: { story: Story }) {
  const { t } = useTranslation('story');
  const navigate = useNavigate();
  const retry = useRetryStory(story.uuid);
  const remove = useDeleteStory(story.uuid);
  const busy = retry.isPending || remove.isPending;
  const leave = () => void navigate(GENERATE_PATH, { replace: true });

  return (
    <StoryProblem
      icon={CloudLightning}
      iconClass="text-danger"
      title={t('failed.title')}
      text={
        <>
          {story.error && <p className="text-lg text-pretty text-ink-muted">{story.error}</p>}
          {retry.isError && <Notice tone="error">{t('failed.retryFailed')}</Notice>}
        </>
      }
    >
      <button
        type="button"
        disabled={busy}
        onClick={() => retry.mutate()}
        className={buttonClass('primary', 'flex-1 text-lg')}
      >
        {t('failed.retry')}
      </button>
      <button
        type="button"
        disabled={busy}
        // Gone already or not: either way the child goes back to make another.
        onClick={() => remove.mutate(undefined, { onSettled: leave })}
        className={buttonClass('secondary', 'flex-1')}
      >
        {t('failed.cancel')}
      </button>
    </StoryProblem>
  );
}
