import type { Product } from '@monstory/contracts/payments';
import { ShoppingBag } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../lib/components/cx';
import { formatMoney } from '../../lib/purchase/money';
import { useProductLabel } from '../../lib/purchase/product-label';
import { premiumButtonClass } from '../../lib/purchase/premium-button';

/**
 * What was picked in the purchase overlay, waiting for the grown-up who just passed the gate:
 * nothing is paid until they press the button here.
 */
export function ChosenProduct({
  product,
  busy,
  onBuy,
}: {
  product: Product;
  busy: boolean;
  onBuy: () => void;
}) {
  const { t, i18n } = useTranslation('shop');
  const label = useProductLabel();
  const money = (amount: number) => formatMoney(amount, product.currency, i18n.language);
  const price =
    product.kind === 'SUBSCRIPTION'
      ? t('chosen.planPrice', {
          first: money(product.introductoryAmount ?? product.amount),
          price: money(product.amount),
        })
      : money(product.amount);
  const name = label(product);

  return (
    <section
      aria-labelledby="chosen-product"
      className="flex flex-col gap-4 rounded-card border-2 border-premium bg-surface p-5 shadow-xl md:flex-row md:items-center md:p-6"
    >
      <span className="grid size-14 shrink-0 place-items-center rounded-full bg-premium/15 text-premium">
        <ShoppingBag className="size-7" aria-hidden="true" />
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <h2 id="chosen-product" className="text-xl font-black">
          {t('chosen.title')}
        </h2>
        <p className="text-lg font-bold">
          {name} · <span className="text-premium">{price}</span>
        </p>
      </div>
      <button
        type="button"
        onClick={onBuy}
        disabled={busy}
        className={cx(premiumButtonClass, 'w-full md:w-auto')}
      >
        {busy ? t('buying') : t('chosen.pay')}
      </button>
    </section>
  );
}
