import type { Product } from '@monstory/contracts/payments';
import { ShoppingBag } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../lib/purchase/money';
import { useProductLabel } from '../../lib/purchase/product-label';

/** What the test payment is for, priced the way a real checkout would charge it now. */
export function TestCheckoutSummary({
  product,
  productId,
}: {
  product: Product | undefined;
  productId: string;
}) {
  const { t, i18n } = useTranslation('shop');
  const label = useProductLabel();
  const charge = product ? (product.introductoryAmount ?? product.amount) : null;
  return (
    <section
      aria-labelledby="test-checkout-product"
      className="flex items-center gap-4 rounded-card bg-surface p-5 shadow-xl"
    >
      <span className="grid size-14 shrink-0 place-items-center rounded-full bg-premium/15 text-premium">
        <ShoppingBag className="size-7" aria-hidden="true" />
      </span>
      <div className="flex min-w-0 flex-col gap-0.5">
        <p className="text-sm font-bold tracking-wide text-ink-muted uppercase">
          {t('testCheckout.paying')}
        </p>
        <h2 id="test-checkout-product" className="text-xl font-black">
          {product ? label(product) : productId}
        </h2>
        {product && charge !== null && (
          <p className="text-lg font-bold text-premium">
            {formatMoney(charge, product.currency, i18n.language)}
            {product.kind === 'SUBSCRIPTION' && (
              <span className="ml-2 text-sm font-normal text-ink-muted">
                {t('testCheckout.firstMonth')}
              </span>
            )}
          </p>
        )}
      </div>
    </section>
  );
}
