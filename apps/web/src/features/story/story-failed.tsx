import type { Story } from '@monstory/contracts/story';
import { CloudLightning } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { buttonClass } from '../../lib/components/button-styles';
import { Notice } from '../../lib/components/notice';
import { GENERATE_PATH } from '../../lib/navigation/app-paths';
import { useDeleteStory } from '../../lib/story/delete-story';
import { useRetryStory } from '../../lib/story/retry-story';

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
    <section className="mx-auto flex w-full max-w-md flex-1 flex-col items-center justify-center gap-5 py-10 text-center">
      <span className="grid size-24 place-items-center rounded-full bg-surface-raised">
        <CloudLightning className="size-12 text-danger" aria-hidden="true" />
      </span>
      <h1 className="text-3xl font-black text-balance">{t('failed.title')}</h1>
      {story.error && <p className="text-lg text-pretty text-ink-muted">{story.error}</p>}
      {retry.isError && <Notice tone="error">{t('failed.retryFailed')}</Notice>}
      <div className="flex w-full flex-col gap-2 sm:flex-row">
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
      </div>
    </section>
  );
}
