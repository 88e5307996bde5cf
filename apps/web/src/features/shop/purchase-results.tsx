import type { Product } from '@monstory/contracts/payments';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Notice } from '../../lib/components/notice';
import { forgetPendingPurchase, readPendingPurchases } from '../../lib/purchase/pending-purchases';
import { PurchaseResultCard } from './purchase-result-card';

/**
 * The purchases to report on: the one checkout just returned with (`?purchaseId=`) and every
 * one this device still remembers as pending. Read once on arrival; each card settles itself.
 * A checkout the parent turned back from is not waited for.
 */
export function PurchaseResults({
  returnedId,
  cancelled,
  products,
  returnTo,
  onRetry,
}: {
  returnedId: string | null;
  cancelled: boolean;
  products: readonly Product[];
  /** The page the purchase started from (the story being made), to go back to once it is done. */
  returnTo: string | null;
  onRetry: (product: Product) => void;
}) {
  const { t } = useTranslation('shop');
  const turnedBack = cancelled ? returnedId : null;
  const [ids] = useState(() => {
    const remembered = readPendingPurchases()
      .map((item) => item.purchaseId)
      .filter((id) => id !== turnedBack);
    return [...new Set(returnedId && !turnedBack ? [returnedId, ...remembered] : remembered)];
  });
  const [dismissed, setDismissed] = useState<ReadonlySet<string>>(new Set());
  const shown = ids.filter((id) => !dismissed.has(id));

  useEffect(() => {
    if (turnedBack) forgetPendingPurchase(turnedBack);
  }, [turnedBack]);

  if (shown.length === 0 && !turnedBack) return null;
  return (
    <section aria-label={t('result.heading')} className="flex flex-col gap-3">
      {turnedBack && (
        <Notice title={t('result.cancelledTitle')}>{t('result.cancelledText')}</Notice>
      )}
      {shown.map((id) => (
        <PurchaseResultCard
          key={id}
          purchaseId={id}
          products={products}
          returnTo={returnTo}
          onRetry={onRetry}
          onDismiss={() => setDismissed((current) => new Set(current).add(id))}
        />
      ))}
    </section>
  );
}
