import { Crown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CoinBadge } from '../../lib/purchase/coin-badge';

/**
 * The price of a monster beside the create button: the MONSTER cost in credits with the
 * balance, or that the plan includes it. Nothing while the price is unknown.
 */
export function MonsterCost({
  cost,
  subscribed,
  balance,
}: {
  cost: number | null;
  subscribed: boolean;
  balance: number | null;
}) {
  const { t } = useTranslation('monsters');
  if (!subscribed && cost === null) return <div className="flex-1" />;
  return (
    <div
      role="status"
      aria-label={t('cost.label')}
      className="flex min-w-0 flex-1 flex-col gap-0.5"
    >
      {subscribed ? (
        <span className="flex items-center gap-1.5 font-extrabold text-premium">
          <Crown className="size-4 shrink-0" aria-hidden="true" />
          {t('cost.included')}
        </span>
      ) : (
        <>
          <CoinBadge credits={cost ?? 0} className="self-start text-base" />
          {balance !== null && (
            <span
              className={
                balance < (cost ?? 0) ? 'text-sm font-bold text-premium' : 'text-sm text-ink-muted'
              }
            >
              {t('cost.balance', { count: balance })}
            </span>
          )}
        </>
      )}
    </div>
  );
}
