import type { Transaction } from '@monstory/contracts/payments';
import { useQuery } from '@tanstack/react-query';
import { Receipt } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatMoney } from '../../lib/purchase/money';
import { transactionsQueryOptions } from '../../lib/purchase/subscription-api';
import { SubscriptionQueryCard } from './subscription-query-card';

// The payment methods that have words of their own; names (Stripe, App Store, Google Play) are
// shown as the server wrote them.
const METHOD_KEYS: Record<string, 'card' | 'test'> = {
  card: 'card',
  test: 'test',
  'test mode': 'test',
};

// The server describes rows in English ("100 credits", "Premium subscription"); the two shapes
// it uses are said again in the user's language, anything else is shown as it came.
const CREDITS_ROW = /^(\d+) credits?$/i;
const PLAN_ROW = /^(.+) subscription$/i;

/** Transaction history (docs/product.md#credits): date, what, type, how it was paid, and the amount. */
export function SubscriptionHistory() {
  const { t } = useTranslation('shop');
  const transactions = useQuery(transactionsQueryOptions());

  return (
    <SubscriptionQueryCard
      id="subscription-history"
      icon={<Receipt className="size-6 text-accent" aria-hidden="true" />}
      heading={t('history.heading')}
      query={transactions}
      loadFailed={t('history.loadFailed')}
    >
      {(rows) =>
        rows.length === 0 ? (
          <p className="text-ink-muted">{t('history.empty')}</p>
        ) : (
          <ul className="flex flex-col divide-y divide-line">
            {rows.map((row) => (
              <HistoryRow key={row.id} row={row} />
            ))}
          </ul>
        )
      }
    </SubscriptionQueryCard>
  );
}

function HistoryRow({ row }: { row: Transaction }) {
  const { t, i18n } = useTranslation('shop');
  const methodKey = METHOD_KEYS[row.paymentMethod.toLowerCase()];
  const credits = CREDITS_ROW.exec(row.description)?.[1];
  const plan = PLAN_ROW.exec(row.description)?.[1];
  const title = credits
    ? t('packs.credits', { count: Number(credits) })
    : plan
      ? t('history.planSubscription', { plan })
      : row.description;
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-3">
      <div className="flex min-w-0 flex-col">
        <span className="font-extrabold">{title}</span>
        <span className="text-sm text-ink-muted">
          {formatDate(row.date, i18n.language)} · {t(`history.types.${row.type}`)} ·{' '}
          {methodKey ? t(`history.methods.${methodKey}`) : row.paymentMethod}
        </span>
      </div>
      <span className="text-lg font-black tabular-nums">
        {formatMoney(row.amount, row.currency, i18n.language)}
      </span>
    </li>
  );
}
