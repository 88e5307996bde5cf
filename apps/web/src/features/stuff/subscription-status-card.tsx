import type { SubscriptionDetails } from '@monstory/contracts/payments';
import { Crown } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cx } from '../../lib/components/cx';
import { SHOP_PATH } from '../../lib/navigation/app-paths';
import { formatDate } from '../../lib/purchase/money';
import { premiumButtonClass } from '../../lib/purchase/premium-button';
import { SubscriptionActions } from './subscription-actions';

const STATUS_TONE = {
  FREE_PLAN: 'bg-surface-raised text-ink',
  ACTIVE: 'bg-accent-soft text-accent',
  RENEWING_SOON: 'bg-accent-soft text-accent',
  EXPIRING_SOON: 'bg-premium/15 text-premium',
} as const;

/** Subscription display (docs/product.md#subscription): status, auto-renew, dates, days left and where it was bought. */
export function SubscriptionStatusCard({ details }: { details: SubscriptionDetails }) {
  const { t, i18n } = useTranslation('shop');
  const free = details.status === 'FREE_PLAN';
  const date = (iso: string | null) => (iso ? formatDate(iso, i18n.language) : '—');

  return (
    <section
      aria-labelledby="subscription-status"
      className="flex flex-col gap-5 rounded-card bg-surface p-5 shadow-xl sm:p-6"
    >
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="subscription-status" className="flex items-center gap-2 text-2xl font-black">
          <Crown
            className={cx('size-6', free ? 'text-ink-muted' : 'text-premium')}
            aria-hidden="true"
          />
          {t(`plan.${free ? 'FREE' : details.type}`, { ns: 'account' })}
        </h2>
        <span
          className={cx(
            'rounded-full px-3 py-1 text-sm font-extrabold',
            STATUS_TONE[details.status],
          )}
        >
          {t(`subscription.status.${details.status}`)}
        </span>
      </header>
      {free ? (
        <>
          <p className="text-lg text-pretty text-ink-muted">{t('subscription.freeText')}</p>
          <Link to={`${SHOP_PATH}?tab=premium`} className={cx(premiumButtonClass, 'self-start')}>
            {t('subscription.seePlans')}
          </Link>
        </>
      ) : (
        <>
          <dl className="grid grid-cols-[max-content_minmax(0,1fr)] items-baseline gap-x-4 gap-y-3 sm:gap-x-6">
            <Row label={t('subscription.autoRenew')}>
              {details.autoRenew ? t('subscription.on') : t('subscription.off')}
            </Row>
            <Row label={t('subscription.started')}>{date(details.startDate)}</Row>
            <Row label={details.autoRenew ? t('subscription.renews') : t('subscription.ends')}>
              {date(details.endDate)}
            </Row>
            {details.daysRemaining !== null && (
              <Row label={t('subscription.daysRemaining')}>
                {t('subscription.days', { count: details.daysRemaining })}
              </Row>
            )}
            {details.platform && (
              <Row label={t('subscription.platform')}>
                {t(`subscription.platforms.${details.platform}`)}
              </Row>
            )}
          </dl>
          <SubscriptionActions details={details} />
        </>
      )}
    </section>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-sm font-bold text-ink-muted">{label}</dt>
      <dd className="text-base font-bold sm:text-lg">{children}</dd>
    </>
  );
}
