import { CREDIT_VALIDITY_MONTHS } from '@monstory/contracts/constants';
import { useQuery } from '@tanstack/react-query';
import { Coins, PauseCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { linkButtonClass } from '../../lib/components/button-styles';
import { SHOP_PATH } from '../../lib/navigation/app-paths';
import { formatDate } from '../../lib/purchase/money';
import { creditsQueryOptions } from '../../lib/purchase/subscription-api';
import { SubscriptionQueryCard } from './subscription-query-card';

/** Credits (docs/product.md#credits): the balance, its band, when the oldest run out, and the subscriber's pause. */
export function SubscriptionCreditsCard() {
  const { t, i18n } = useTranslation('shop');
  const credits = useQuery(creditsQueryOptions());

  return (
    <SubscriptionQueryCard
      id="subscription-credits"
      icon={<Coins className="size-6 text-premium" aria-hidden="true" />}
      heading={t('credits.heading')}
      query={credits}
      loadFailed={t('credits.loadFailed')}
    >
      {(summary) => (
        <>
          <p className="flex flex-wrap items-baseline gap-x-3">
            <span className="text-4xl font-black text-premium">
              {t('credits.balance', { count: summary.balance })}
            </span>
            <span className="font-bold">{t(`credits.band.${summary.band}`)}</span>
          </p>
          {summary.paused && (
            <p className="flex items-start gap-2 text-ink-muted">
              <PauseCircle className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
              {t('credits.paused')}
            </p>
          )}
          <p className="text-sm text-ink-muted">
            {summary.nextExpiry
              ? t('credits.nextExpiry', {
                  months: CREDIT_VALIDITY_MONTHS,
                  date: formatDate(summary.nextExpiry, i18n.language),
                })
              : t('credits.validity', { months: CREDIT_VALIDITY_MONTHS })}
          </p>
          <Link to={`${SHOP_PATH}?tab=credits`} className={`${linkButtonClass} -ml-4 self-start`}>
            {t('credits.buyMore')}
          </Link>
        </>
      )}
    </SubscriptionQueryCard>
  );
}
