import type { Product } from '@monstory/contracts/payments';
import { Coins } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../lib/components/cx';
import { formatMoney } from '../../lib/purchase/money';
import { premiumButtonClass } from '../../lib/purchase/premium-button';

interface CreditPackCardProps {
  product: Product;
  /** About how many stories with pictures the pack pays for; null while the costs are unknown. */
  pictureStories: number | null;
  disabled: boolean;
  busy: boolean;
  highlighted: boolean;
  onBuy: () => void;
}

/** A one-time pack: how many credits, what it costs, one button. */
export function CreditPackCard({
  product,
  pictureStories,
  disabled,
  busy,
  highlighted,
  onBuy,
}: CreditPackCardProps) {
  const { t, i18n } = useTranslation('shop');
  const price = formatMoney(product.amount, product.currency, i18n.language);
  const headingId = `pack-${product.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className={cx(
        'grid grid-cols-[auto_1fr_auto] items-center gap-x-3 gap-y-3 rounded-card border-2 bg-surface p-4 shadow-xl',
        'md:flex md:flex-col md:p-5 md:text-center',
        highlighted ? 'border-premium' : 'border-line',
      )}
    >
      <span className="grid size-12 place-items-center rounded-full bg-premium/15 text-premium md:size-14">
        <Coins className="size-6 md:size-7" aria-hidden="true" />
      </span>
      <div className="flex min-w-0 flex-col md:items-center">
        <h3 id={headingId} className="text-lg font-black md:text-xl">
          {t('packs.credits', { count: product.credits })}
        </h3>
        {pictureStories !== null && pictureStories > 0 && (
          <p className="text-sm text-pretty text-ink-muted md:text-base">
            {t('packs.pictureStories', { count: pictureStories })}
          </p>
        )}
      </div>
      <p className="text-2xl font-black text-premium md:mt-auto md:text-3xl">{price}</p>
      <button
        type="button"
        onClick={onBuy}
        disabled={disabled || busy}
        aria-label={t('packs.buyLabel', { count: product.credits, price })}
        className={cx(premiumButtonClass, 'col-span-3 w-full')}
      >
        {busy ? t('buying') : t('packs.buy')}
      </button>
    </article>
  );
}
