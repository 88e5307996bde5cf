import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FlaskConical } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { describeApiError } from '../../lib/api/api-error-message';
import { buttonClass } from '../../lib/components/button-styles';
import { useProducts } from '../../lib/purchase/payments-api';
import { deleteSubscription, refreshAfterPurchase } from '../../lib/purchase/subscription-api';

/**
 * docs/product.md#subscription: a test-only "delete subscription". Shown in development builds and when the server
 * runs its test-mode checkout (no payment provider: not a production shop); hidden otherwise.
 */
export function showSubscriptionTestTools(serverTestMode: boolean, dev: boolean): boolean {
  return dev || serverTestMode;
}

export function SubscriptionTestTools() {
  const { t } = useTranslation('shop');
  const { t: tApi } = useTranslation('api');
  const queryClient = useQueryClient();
  const testMode = useProducts().data?.testMode ?? false;
  const remove = useMutation({
    mutationFn: deleteSubscription,
    onSuccess: () => refreshAfterPurchase(queryClient),
  });
  if (!showSubscriptionTestTools(testMode, import.meta.env.DEV)) return null;

  return (
    <div className="mt-2 flex flex-col gap-2 rounded-control border-2 border-dashed border-line p-4">
      <p className="flex items-center gap-2 text-sm font-bold text-ink-muted">
        <FlaskConical className="size-4" aria-hidden="true" />
        {t('subscription.testTools')}
      </p>
      <button
        type="button"
        onClick={() => remove.mutate()}
        disabled={remove.isPending}
        className={buttonClass('ghost', 'self-start')}
      >
        {t('subscription.deleteTest')}
      </button>
      {remove.isError && (
        <p role="alert" className="font-bold text-danger">
          {describeApiError(remove.error, (key) => tApi(key))}
        </p>
      )}
    </div>
  );
}
