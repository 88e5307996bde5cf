import type { Story } from '@monstory/contracts/story';
import { Headphones, LoaderCircle, RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { describeApiError } from '../../lib/api/api-error-message';
import { buttonClass } from '../../lib/components/button-styles';
import { Notice } from '../../lib/components/notice';
import { useProfile } from '../../lib/profile/profile-query';
import { CoinBadge } from '../../lib/purchase/coin-badge';
import { useFeatureCosts } from '../../lib/purchase/premium-features-query';
import { openPurchaseOverlay } from '../../lib/purchase/purchase-overlay-store';
import { purchaseRequirementOf } from '../../lib/purchase/purchase-requirement';
import { usePurchaseGate } from '../../lib/purchase/use-purchase-gate';
import { useGenerateAudio } from '../../lib/story/generate-audio';
import { NarrationPlay } from './narration-play';

/**
 * docs/product.md#story-pipeline "create audio": narration for a finished story. It costs credits (subscribers too),
 * so the purchase gate runs first; GENERATING shows at once and READY gives a play button.
 */
export function NarrationPanel({ story }: { story: Story }) {
  const { t } = useTranslation('story');
  const { t: tApi } = useTranslation('api');
  const profile = useProfile().data;
  const costs = useFeatureCosts();
  const gate = usePurchaseGate();
  const generate = useGenerateAudio(story.uuid);
  const cost = costs?.STORY_AUDIO ?? null;

  if (story.audioStatus === 'READY' && story.audioUrl) {
    return <NarrationPlay story={story} audioUrl={story.audioUrl} />;
  }
  if (story.audioStatus === 'GENERATING' || generate.isPending) {
    return (
      <div role="status" className="flex items-center gap-3 rounded-card bg-surface px-5 py-4">
        <LoaderCircle className="size-7 shrink-0 animate-spin text-accent" aria-hidden="true" />
        <span className="flex flex-col">
          <span className="font-extrabold">{t('narration.generating')}</span>
          <span className="text-sm text-ink-muted">{t('narration.generatingHint')}</span>
        </span>
      </div>
    );
  }
  if (!story.isOwner) return null;

  const start = () => {
    if (cost !== null && !gate({ isPremiumOnly: false, creditsNeeded: cost })) return;
    generate.mutate(profile?.voiceUuid ?? undefined, {
      onError: (error) => {
        const requirement = purchaseRequirementOf(error);
        if (requirement) openPurchaseOverlay(requirement);
      },
    });
  };
  const failedBefore = story.audioStatus === 'FAILED';
  const shownError =
    generate.isError && !purchaseRequirementOf(generate.error) ? generate.error : null;

  return (
    <div className="flex flex-col gap-3 rounded-card bg-surface px-5 py-4">
      <div className="flex flex-wrap items-center gap-3">
        <Headphones className="size-7 shrink-0 text-accent" aria-hidden="true" />
        <span className="flex min-w-0 flex-1 flex-col">
          <span className="font-extrabold">{t('narration.heading')}</span>
          <span className="text-sm text-ink-muted">
            {failedBefore ? t('narration.failed') : t('narration.createHint')}
          </span>
        </span>
        <button type="button" onClick={start} className={buttonClass('primary')}>
          {failedBefore && <RotateCcw className="size-5" aria-hidden="true" />}
          {failedBefore ? t('narration.retry') : t('narration.create')}
          {cost !== null && cost > 0 && <CoinBadge credits={cost} />}
        </button>
      </div>
      {shownError !== null && (
        <Notice tone="error">
          {t('narration.error', { error: describeApiError(shownError, (key) => tApi(key)) })}
        </Notice>
      )}
    </div>
  );
}
