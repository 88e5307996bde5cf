import type { Product } from '@monstory/contracts/payments';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, Hourglass, RefreshCw } from 'lucide-react';
import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '../../lib/api/api-errors';
import { buttonClass, linkButtonClass } from '../../lib/components/button-styles';
import { Notice } from '../../lib/components/notice';
import { fetchPurchase, purchaseQueryKey } from '../../lib/purchase/payments-api';
import {
  forgetPendingPurchase,
  rememberPendingPurchase,
} from '../../lib/purchase/pending-purchases';
import { useProductLabel } from '../../lib/purchase/product-label';
import { refreshAfterPurchase } from '../../lib/purchase/subscription-api';

// While a payment waits for the provider's word, look again now and then; "check again" is
// always there for the impatient.
const PENDING_RECHECK_MS = 5_000;

interface PurchaseResultCardProps {
  purchaseId: string;
  /** The catalogue, to name what was bought. */
  products: readonly Product[];
  /** Where the purchase started (the story being made): offered once it is confirmed. */
  returnTo: string | null;
  /** Buys the same product again, after a failed payment. */
  onRetry: (product: Product) => void;
  onDismiss: () => void;
}

/** docs/product.md#checkout purchase: how one purchase went — confirmed, pending, failed or expired. */
export function PurchaseResultCard({
  purchaseId,
  products,
  returnTo,
  onRetry,
  onDismiss,
}: PurchaseResultCardProps) {
  const { t } = useTranslation('shop');
  const label = useProductLabel();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: purchaseQueryKey(purchaseId),
    queryFn: ({ signal }) => fetchPurchase(purchaseId, signal),
    refetchInterval: (current) =>
      current.state.data?.state === 'PENDING' ? PENDING_RECHECK_MS : false,
  });
  const purchase = query.data;
  const state = purchase?.state;
  const product = products.find((item) => item.id === purchase?.productId);
  const unknown = isApiError(query.error) && query.error.status === 404;

  useEffect(() => {
    if (!purchase) return;
    if (purchase.state === 'PENDING') {
      rememberPendingPurchase({
        purchaseId,
        productId: purchase.productId,
        createdAt: purchase.createdAt,
      });
      return;
    }
    forgetPendingPurchase(purchaseId);
    if (purchase.state === 'CONFIRMED') void refreshAfterPurchase(queryClient);
  }, [purchase, purchaseId, queryClient]);

  useEffect(() => {
    // Not this account's purchase (or long gone): nothing to wait for.
    if (unknown) forgetPendingPurchase(purchaseId);
  }, [unknown, purchaseId]);

  if (unknown) return null;
  if (!purchase) {
    return query.isError ? (
      <Notice tone="error" title={t('result.checkFailed')}>
        <CheckAgain onClick={() => void query.refetch()} busy={query.isFetching} />
      </Notice>
    ) : (
      <p role="status" className="text-ink-muted">
        {t('result.checking')}
      </p>
    );
  }

  const dismiss = (
    <button type="button" onClick={onDismiss} className={linkButtonClass}>
      {t('result.dismiss')}
    </button>
  );
  const what = product ? <p>{t('result.product', { name: label(product) })}</p> : null;

  if (state === 'CONFIRMED') {
    return (
      <Notice tone="success" title={t('result.confirmedTitle')}>
        <p>{confirmedText(product, t)}</p>
        <Actions dismiss={dismiss}>
          {returnTo && (
            <Link to={returnTo} className={buttonClass('primary')}>
              <ArrowLeft className="size-5" aria-hidden="true" />
              {t('result.backToStory')}
            </Link>
          )}
        </Actions>
      </Notice>
    );
  }
  if (state === 'PENDING') {
    return (
      <Notice title={t('result.pendingTitle')}>
        {what}
        <p className="flex items-start gap-2 text-ink-muted">
          <Hourglass className="mt-1 size-4 shrink-0" aria-hidden="true" />
          {t('result.pendingText')}
        </p>
        <CheckAgain onClick={() => void query.refetch()} busy={query.isFetching} />
      </Notice>
    );
  }
  if (state === 'FAILED') {
    return (
      <Notice tone="error" title={t('result.failedTitle')}>
        {what}
        <p>{t('result.failedText')}</p>
        <Actions dismiss={dismiss}>
          {product && (
            <button
              type="button"
              onClick={() => onRetry(product)}
              className={buttonClass('primary')}
            >
              <RefreshCw className="size-5" aria-hidden="true" />
              {t('result.retry')}
            </button>
          )}
          <ContactLink />
        </Actions>
      </Notice>
    );
  }
  return <ExpiredNotice what={what} dismiss={dismiss} />;
}

function confirmedText(
  product: Product | undefined,
  t: ReturnType<typeof useTranslation<'shop'>>['t'],
): string {
  if (product?.kind === 'SUBSCRIPTION') return t('result.confirmedPlan', { plan: product.name });
  if (product) return t('result.confirmedCredits', { count: product.credits });
  return t('result.confirmedOther');
}

function ExpiredNotice({ what, dismiss }: { what: ReactNode; dismiss: ReactNode }) {
  const { t } = useTranslation('shop');
  return (
    <Notice tone="error" title={t('result.expiredTitle')}>
      {what}
      <p>{t('result.expiredText')}</p>
      <Actions dismiss={dismiss}>
        <ContactLink />
      </Actions>
    </Notice>
  );
}

/** A notice's ways on, with closing it last. */
function Actions({ dismiss, children }: { dismiss: ReactNode; children: ReactNode }) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      {children}
      {dismiss}
    </div>
  );
}

function ContactLink() {
  const { t } = useTranslation('shop');
  return (
    <Link to="/contact" className={buttonClass('secondary')}>
      {t('result.contact')}
    </Link>
  );
}

function CheckAgain({ onClick, busy }: { onClick: () => void; busy: boolean }) {
  const { t } = useTranslation('shop');
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={busy}
      className={buttonClass('secondary', 'mt-1 self-start')}
    >
      <RefreshCw className="size-5" aria-hidden="true" />
      {t('result.checkAgain')}
    </button>
  );
}
