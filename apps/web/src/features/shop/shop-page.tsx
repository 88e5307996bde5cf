import { CREDIT_VALIDITY_MONTHS } from '@monstory/contracts/constants';
import type { Product } from '@monstory/contracts/payments';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useFunnelStep } from '../../lib/analytics/funnel';
import { describeApiError } from '../../lib/api/api-error-message';
import { PURCHASE_PARAM, RETURN_PARAM, returnPathOf } from '../../lib/purchase/checkout-return';
import { buttonClass, linkButtonClass } from '../../lib/components/button-styles';
import { Notice } from '../../lib/components/notice';
import { SUBSCRIPTION_PATH } from '../../lib/navigation/app-paths';
import { planOf } from '../../lib/profile/plan-label';
import { useProfile } from '../../lib/profile/profile-query';
import { creditPacks, subscriptionProducts, useProducts } from '../../lib/purchase/payments-api';
import { useFeatureCosts } from '../../lib/purchase/premium-features-query';
import { TestModeBanner } from '../../lib/purchase/test-mode-banner';
import { useBuyProduct } from '../../lib/purchase/use-buy-product';
import { useNativePurchasesSetup } from '../../lib/purchase/use-native-purchases-setup';
import { ChosenProduct } from './chosen-product';
import { CreditPackCard } from './credit-pack-card';
import { PurchaseResults } from './purchase-results';
import { SubscriptionCard } from './subscription-card';

/**
 * Shop (docs/product.md#checkout), for grown-ups behind the parental gate: monthly plans with their cheaper first
 * month, one-time credit packs, and how the last purchase went. `?tab=credits` puts the packs
 * first, `?product=` holds what the purchase overlay picked, `?purchaseId=` is a returning checkout
 * (with `checkout=cancelled` when the parent turned back on the payment page).
 */
export function ShopPage() {
  const { t } = useTranslation('shop');
  const { t: tApi } = useTranslation('api');
  const [params] = useSearchParams();
  const products = useProducts();
  useFunnelStep('shop');
  const profile = useProfile().data;
  const returnTo = returnPathOf(params.get(RETURN_PARAM));
  const { state, buy } = useBuyProduct(returnTo);
  const pictureStoryCost = useFeatureCosts()?.STORY_WITH_IMAGES ?? null;
  useNativePurchasesSetup();

  const list = products.data?.products ?? [];
  const plan = planOf(profile?.subscription);
  const chosen = list.find((product) => product.id === params.get('product'));
  const busyWith = state.status === 'starting' ? state.productId : null;
  // A plan is bought once: while one is active only credit packs are for sale.
  const chosenForSale = chosen && (chosen.kind === 'CREDIT_PACK' || plan === 'FREE');
  const creditsFirst = params.get('tab') === 'credits' || chosen?.kind === 'CREDIT_PACK';

  useEffect(() => {
    if (state.status === 'failed') document.getElementById('shop-buy-error')?.focus();
  }, [state]);

  const card = (product: Product) => ({
    busy: busyWith === product.id,
    disabled: busyWith !== null,
    highlighted: chosen?.id === product.id,
    onBuy: () => void buy(product),
  });

  const plans = (
    <section key="plans" aria-labelledby="shop-plans" className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h2 id="shop-plans" className="text-2xl font-black">
          {t('plans.heading')}
        </h2>
        <p className="text-ink-muted">{t('plans.hint')}</p>
      </div>
      {plan !== 'FREE' && (
        <Notice title={t('plans.subscribed', { plan: t(`plan.${plan}`, { ns: 'account' }) })}>
          <Link to={SUBSCRIPTION_PATH} className={buttonClass('secondary', 'mt-1 self-start')}>
            {t('plans.manage')}
          </Link>
        </Notice>
      )}
      <div className="grid gap-4 md:grid-cols-2">
        {subscriptionProducts(list).map((product) => (
          <SubscriptionCard
            key={product.id}
            product={product}
            current={product.plan === plan}
            forSale={plan === 'FREE'}
            {...card(product)}
          />
        ))}
      </div>
    </section>
  );
  const packs = (
    <section key="packs" aria-labelledby="shop-packs" className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h2 id="shop-packs" className="text-2xl font-black">
          {t('packs.heading')}
        </h2>
        <p className="text-ink-muted">{t('packs.hint', { months: CREDIT_VALIDITY_MONTHS })}</p>
      </div>
      <div className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
        {creditPacks(list).map((product) => (
          <CreditPackCard
            key={product.id}
            product={product}
            pictureStories={
              pictureStoryCost ? Math.floor(product.credits / pictureStoryCost) : null
            }
            {...card(product)}
          />
        ))}
      </div>
    </section>
  );

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-8">
      <p className="text-lg text-pretty text-ink-muted">{t('intro')}</p>
      {products.data?.testMode && <TestModeBanner />}
      <PurchaseResults
        returnedId={params.get(PURCHASE_PARAM)}
        cancelled={params.get('checkout') === 'cancelled'}
        products={list}
        returnTo={returnTo}
        onRetry={(product) => void buy(product)}
      />
      {state.status === 'store-purchased' && (
        <Notice tone="success" title={t('storePurchased.title')}>
          {t('storePurchased.text')}
        </Notice>
      )}
      {state.status === 'failed' && (
        <div id="shop-buy-error" tabIndex={-1}>
          <Notice tone="error" title={t('buyFailed')}>
            {describeApiError(state.error, (key) => tApi(key))}
          </Notice>
        </div>
      )}
      {chosen && chosenForSale && (
        <ChosenProduct
          product={chosen}
          busy={busyWith === chosen.id}
          onBuy={() => void buy(chosen)}
        />
      )}
      {products.isError ? (
        <Notice tone="error" title={t('loadFailed')}>
          <button
            type="button"
            onClick={() => void products.refetch()}
            className={linkButtonClass + ' self-start'}
          >
            {t('retry')}
          </button>
        </Notice>
      ) : !products.data ? (
        <p role="status" className="text-ink-muted">
          {t('loading')}
        </p>
      ) : creditsFirst ? (
        [packs, plans]
      ) : (
        [plans, packs]
      )}
    </div>
  );
}
