import { isSubscribed } from '@monstory/contracts/premium';
import type { Story } from '@monstory/contracts/story';
import { BookDown } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeApiError } from '../../lib/api/api-error-message';
import { ConfirmDialog } from '../../lib/components/confirm-dialog';
import { useProfile } from '../../lib/profile/profile-query';
import { useFeatureCosts } from '../../lib/purchase/premium-features-query';
import { openPurchaseOverlay } from '../../lib/purchase/purchase-overlay-store';
import { purchaseRequirementOf } from '../../lib/purchase/purchase-requirement';
import { saveFile } from './save-file';
import type { SaveTarget } from './save-file';
import { bookFileName, fetchStoryBook } from './story-book-api';
import type { ToolbarNote } from './toolbar-note';

/**
 * Makes the story's printable book and saves it. The server decides what it costs (once per
 * story, free with a subscription); a 402 opens the purchase overlay like other paid features.
 */
export function useBookAction(
  story: Pick<Story, 'uuid' | 'title'>,
  onNote: (note: ToolbarNote | null) => void,
  target?: SaveTarget,
) {
  const { t } = useTranslation('story');
  const { t: tApi } = useTranslation('api');
  const [busy, setBusy] = useState(false);
  const make = async () => {
    setBusy(true);
    onNote({ tone: 'ok', text: t('book.making') });
    try {
      const pdf = await fetchStoryBook(story.uuid);
      const outcome = await saveFile(pdf, bookFileName(story.title), target);
      if (outcome === 'failed') throw new Error('The book could not be saved.');
      onNote(outcome === 'cancelled' ? null : { tone: 'ok', text: t('book.saved') });
    } catch (error) {
      const requirement = purchaseRequirementOf(error);
      if (requirement) {
        onNote(null);
        openPurchaseOverlay(requirement);
      } else {
        const text = t('book.failed', { error: describeApiError(error, (key) => tApi(key)) });
        onNote({ tone: 'error', text });
      }
    } finally {
      setBusy(false);
    }
  };
  return { busy, make };
}

/** Asks before making the book, saying what it costs or that the subscription covers it. */
export function StoryBookDialog({
  onConfirm,
  onCancel,
}: {
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('story');
  const subscription = useProfile().data?.subscription;
  const cost = useFeatureCosts()?.STORY_BOOK ?? null;
  const free =
    subscription !== undefined &&
    isSubscribed(subscription.subscriptionType, subscription.isActive);
  const price = free
    ? t('book.free')
    : cost !== null && cost > 0
      ? t('book.cost', { count: cost })
      : '';
  return (
    <ConfirmDialog
      open
      icon={BookDown}
      title={t('book.title')}
      text={[t('book.text'), price].filter(Boolean).join(' ')}
      confirmLabel={t('book.confirm')}
      cancelLabel={t('book.cancel')}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
