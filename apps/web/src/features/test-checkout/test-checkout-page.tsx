import type { TestCheckoutOutcome } from '@monstory/contracts/payments';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CircleCheck, CircleX, Hourglass } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { describeApiError } from '../../lib/api/api-error-message';
import { buttonClass, linkButtonClass } from '../../lib/components/button-styles';
import { Notice } from '../../lib/components/notice';
import { SHOP_PATH } from '../../lib/navigation/app-paths';
import { sameOriginPath, withPurchaseParam } from '../../lib/purchase/checkout-return';
import {
  fetchPurchase,
  finishTestCheckout,
  purchaseQueryKey,
  useProducts,
} from '../../lib/purchase/payments-api';
import { premiumButtonClass } from '../../lib/purchase/premium-button';
import { TestModeBanner } from '../../lib/purchase/test-mode-banner';
import { TestCheckoutSummary } from './test-checkout-summary';

const OUTCOMES: ReadonlyArray<{
  outcome: TestCheckoutOutcome;
  Icon: typeof CircleCheck;
  className: string;
}> = [
  { outcome: 'success', Icon: CircleCheck, className: premiumButtonClass },
  { outcome: 'pending', Icon: Hourglass, className: buttonClass('secondary') },
  { outcome: 'failure', Icon: CircleX, className: buttonClass('secondary') },
];

/**
 * The built-in checkout used while the server has no payment provider: plainly a test, where
 * the tester decides how the payment goes. The server then runs the same fulfilment a real
 * payment would, and the tester goes back to `callbackUrl` — only ever a path in this app.
 */
export function TestCheckoutPage() {
  const { t } = useTranslation('shop');
  const { t: tApi } = useTranslation('api');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const purchaseId = useParams().purchaseId ?? '';
  const [params] = useSearchParams();
  const back = withPurchaseParam(
    sameOriginPath(params.get('callbackUrl')) ?? SHOP_PATH,
    purchaseId,
  );
  const purchase = useQuery({
    queryKey: purchaseQueryKey(purchaseId),
    queryFn: ({ signal }) => fetchPurchase(purchaseId, signal),
  });
  const products = useProducts().data?.products ?? [];
  const product = products.find((item) => item.id === purchase.data?.productId);
  const finish = useMutation({
    mutationFn: (outcome: TestCheckoutOutcome) => finishTestCheckout(purchaseId, outcome),
    onSuccess: (settled) => {
      // The shop reads this purchase from the same cache: it must find the settled one, not
      // the pending one this page opened with.
      queryClient.setQueryData(purchaseQueryKey(purchaseId), settled);
      void navigate(back);
    },
  });
  const open = purchase.data?.state === 'PENDING';

  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-6">
      <TestModeBanner text={t('testCheckout.text')} />
      {purchase.isError ? (
        <Notice tone="error" title={t('testCheckout.notFound')}>
          {describeApiError(purchase.error, (key) => tApi(key))}
        </Notice>
      ) : !purchase.data ? (
        <p role="status" className="text-ink-muted">
          {t('loading')}
        </p>
      ) : (
        <TestCheckoutSummary product={product} productId={purchase.data.productId} />
      )}
      {purchase.data && !open && <Notice>{t('testCheckout.alreadySettled')}</Notice>}
      {finish.isError && (
        <Notice tone="error" title={t('testCheckout.failed')}>
          {describeApiError(finish.error, (key) => tApi(key))}
        </Notice>
      )}
      {open && (
        <div role="group" aria-label={t('testCheckout.choose')} className="flex flex-col gap-3">
          {OUTCOMES.map(({ outcome, Icon, className }) => (
            <button
              key={outcome}
              type="button"
              disabled={finish.isPending}
              onClick={() => finish.mutate(outcome)}
              className={`${className} w-full`}
            >
              <Icon className="size-5" aria-hidden="true" />
              {t(`testCheckout.outcomes.${outcome}`)}
            </button>
          ))}
        </div>
      )}
      <Link to={back} className={`${linkButtonClass} self-center`}>
        {t('testCheckout.back')}
      </Link>
    </div>
  );
}
