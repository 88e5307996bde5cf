import { SUBSCRIPTION_CANCEL_NOTICE_MS } from '@monstory/contracts/constants';
import { CANCEL_TOO_LATE_MESSAGE } from '@monstory/contracts/payments';
import type { SubscriptionDetails } from '@monstory/contracts/payments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CalendarX, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeApiError } from '../../lib/api/api-error-message';
import { isApiError } from '../../lib/api/api-errors';
import { buttonClass } from '../../lib/components/button-styles';
import { ConfirmDialog } from '../../lib/components/confirm-dialog';
import { Notice } from '../../lib/components/notice';
import { formatDate } from '../../lib/purchase/money';
import {
  cancelSubscription,
  refreshAfterPurchase,
  resumeSubscription,
} from '../../lib/purchase/subscription-api';
import { SubscriptionTestTools } from './subscription-test-tools';

/** docs/product.md#constants: cancelling must happen at least 24 hours before the period ends. */
export function tooLateToCancel(endDate: string | null, now: number): boolean {
  return endDate !== null && new Date(endDate).getTime() - now < SUBSCRIPTION_CANCEL_NOTICE_MS;
}

/**
 * Cancel (auto-renew off, the plan runs to the end of the period) and resume. A plan bought in
 * the App Store or Google Play can only be cancelled there, and the page says so.
 */
export function SubscriptionActions({ details }: { details: SubscriptionDetails }) {
  const { t, i18n } = useTranslation('shop');
  const { t: tApi } = useTranslation('api');
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState<'cancelled' | 'resumed' | null>(null);
  // The 24-hour rule is judged against when the page opened; the server has the final word.
  const [openedAt] = useState(Date.now);
  const settle = (what: 'cancelled' | 'resumed') => {
    setConfirming(false);
    setDone(what);
    return refreshAfterPurchase(queryClient);
  };
  const cancel = useMutation({
    mutationFn: cancelSubscription,
    onSuccess: () => settle('cancelled'),
  });
  const resume = useMutation({
    mutationFn: resumeSubscription,
    onSuccess: () => settle('resumed'),
  });
  const endDate = details.endDate ? formatDate(details.endDate, i18n.language) : '';
  const problem = (error: unknown) =>
    isApiError(error) && error.serverMessage === CANCEL_TOO_LATE_MESSAGE
      ? t('subscription.tooLate')
      : describeApiError(error, (key) => tApi(key));

  if (!details.canCancelHere) {
    // Bought in a store: only that store can stop it (docs/product.md#subscription).
    const store = details.platform === 'PLAY_STORE' ? 'PLAY_STORE' : 'APP_STORE';
    return (
      <>
        <Notice>{t(`subscription.storeOnly.${store}`)}</Notice>
        <SubscriptionTestTools />
      </>
    );
  }

  return (
    <div className="flex flex-col gap-3">
      {done === 'cancelled' && (
        <Notice tone="success">{t('subscription.cancelled', { date: endDate })}</Notice>
      )}
      {done === 'resumed' && <Notice tone="success">{t('subscription.resumed')}</Notice>}
      {resume.isError && <Notice tone="error">{problem(resume.error)}</Notice>}
      {details.autoRenew ? (
        tooLateToCancel(details.endDate, openedAt) ? (
          <Notice>{t('subscription.tooLate')}</Notice>
        ) : (
          <>
            <p className="text-ink-muted">{t('subscription.cancelRule')}</p>
            <button
              type="button"
              onClick={() => setConfirming(true)}
              className={buttonClass('secondary', 'self-start')}
            >
              <CalendarX className="size-5" aria-hidden="true" />
              {t('subscription.cancel')}
            </button>
          </>
        )
      ) : (
        <button
          type="button"
          onClick={() => resume.mutate()}
          disabled={resume.isPending}
          className={buttonClass('primary', 'self-start')}
        >
          <RotateCcw className="size-5" aria-hidden="true" />
          {t('subscription.resume')}
        </button>
      )}
      <ConfirmDialog
        open={confirming}
        icon={CalendarX}
        title={t('subscription.cancelTitle')}
        text={t('subscription.cancelText', { date: endDate })}
        confirmLabel={t('subscription.cancelConfirm')}
        cancelLabel={t('subscription.keep')}
        busy={cancel.isPending}
        error={cancel.isError ? problem(cancel.error) : null}
        onConfirm={() => cancel.mutate()}
        onCancel={() => {
          setConfirming(false);
          cancel.reset();
        }}
      />
      <SubscriptionTestTools />
    </div>
  );
}
