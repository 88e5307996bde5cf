import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../lib/components/button-styles';
import { Notice } from '../../lib/components/notice';
import { subscriptionQueryOptions } from '../../lib/purchase/subscription-api';
import { SubscriptionCreditsCard } from './subscription-credits-card';
import { SubscriptionHistory } from './subscription-history';
import { SubscriptionStatusCard } from './subscription-status-card';

/** Subscription settings (docs/product.md#subscription): the plan and its status, the credits, the purchases. */
export function SubscriptionPage() {
  const { t } = useTranslation('shop');
  const subscription = useQuery(subscriptionQueryOptions());

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6">
      {subscription.data ? (
        <SubscriptionStatusCard details={subscription.data} />
      ) : subscription.isError ? (
        <Notice tone="error" title={t('subscription.loadFailed')}>
          <button
            type="button"
            onClick={() => void subscription.refetch()}
            className={buttonClass('secondary', 'mt-1 self-start')}
          >
            {t('retry')}
          </button>
        </Notice>
      ) : (
        <p role="status" className="text-ink-muted">
          {t('loading', { ns: 'common' })}
        </p>
      )}
      <SubscriptionCreditsCard />
      <SubscriptionHistory />
    </div>
  );
}
