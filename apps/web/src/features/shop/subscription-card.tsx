import type { Product } from '@monstory/contracts/payments';
import { Check, Crown, Mic } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../lib/components/cx';
import { formatMoney } from '../../lib/purchase/money';
import { premiumButtonClass } from '../../lib/purchase/premium-button';

interface SubscriptionCardProps {
  product: Product;
  /** The plan this account has now: shown, not sold again. */
  current: boolean;
  /** False while a plan is active: plans are changed from My subscription, not bought twice. */
  forSale: boolean;
  /** A purchase is on its way. */
  disabled: boolean;
  busy: boolean;
  highlighted: boolean;
  onBuy: () => void;
}

/** A monthly plan: the cheaper first month up front, then the monthly price and what it gives. */
export function SubscriptionCard({
  product,
  current,
  forSale,
  disabled,
  busy,
  highlighted,
  onBuy,
}: SubscriptionCardProps) {
  const { t, i18n } = useTranslation('shop');
  const money = (amount: number) => formatMoney(amount, product.currency, i18n.language);
  const monthly = money(product.amount);
  const intro =
    product.introductoryAmount !== null && product.introductoryAmount < product.amount
      ? money(product.introductoryAmount)
      : null;
  const headingId = `plan-${product.id}`;

  return (
    <article
      aria-labelledby={headingId}
      className={cx(
        'flex flex-col gap-4 rounded-card border-2 bg-surface p-5 shadow-xl sm:p-6',
        highlighted || current ? 'border-premium' : 'border-line',
      )}
    >
      <header className="flex items-center justify-between gap-3">
        <h3 id={headingId} className="flex items-center gap-2 text-2xl font-black">
          <Crown className="size-6 text-premium" aria-hidden="true" />
          {product.name}
        </h3>
        {current && (
          <span className="rounded-full bg-premium px-3 py-1 text-sm font-extrabold text-on-premium">
            {t('plans.current')}
          </span>
        )}
      </header>
      {intro ? (
        <div className="flex flex-col">
          <p className="flex flex-wrap items-baseline gap-x-2">
            <span className="text-4xl font-black text-premium">{intro}</span>
            <span className="font-bold">{t('plans.firstMonth')}</span>
          </p>
          <p className="text-ink-muted">{t('plans.then', { price: monthly })}</p>
        </div>
      ) : (
        <p className="text-3xl font-black text-premium">
          {t('plans.perMonth', { price: monthly })}
        </p>
      )}
      <ul className="flex flex-col gap-2">
        {[
          t('plans.credits', { count: product.credits }),
          t('plans.unlimitedImages'),
          t('plans.monstersAndLong'),
        ].map((point) => (
          <li key={point} className="flex items-start gap-2">
            <Check className="mt-0.5 size-5 shrink-0 text-premium" aria-hidden="true" />
            <span>{point}</span>
          </li>
        ))}
        <li className="flex items-start gap-2 text-ink-muted">
          <Mic className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          <span>{t('plans.narration')}</span>
        </li>
      </ul>
      {forSale && !current && (
        <button
          type="button"
          onClick={onBuy}
          disabled={disabled || busy}
          className={cx(premiumButtonClass, 'mt-auto w-full')}
        >
          {busy ? t('buying') : t('plans.choose', { name: product.name })}
        </button>
      )}
    </article>
  );
}
