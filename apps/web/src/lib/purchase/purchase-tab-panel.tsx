import { CREDIT_VALIDITY_MONTHS } from '@monstory/contracts/constants';
import type { Product } from '@monstory/contracts/payments';
import { Check, LockKeyhole } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { buttonClass, linkButtonClass } from '../components/button-styles';
import { cx } from '../components/cx';
import { LOGIN_PATH, SHOP_PATH, SUBSCRIPTION_PATH } from '../navigation/app-paths';
import { planOf } from '../profile/plan-label';
import { useProfile } from '../profile/profile-query';
import { withReturnParam } from './checkout-return';
import { creditPacks, subscriptionProducts, useProducts } from './payments-api';
import { premiumButtonClass } from './premium-button';
import { ProductChoice, suggestedPack, suggestedPlan } from './product-choice';
import type { PurchaseTab } from './purchase-tabs';

interface PurchaseTabPanelProps {
  tab: PurchaseTab;
  id: string;
  labelledBy: string;
  isGuest: boolean;
  creditsNeeded: number;
  monthlyCredits: { premium: number; mini: number };
  /** Called when a link leaves the overlay for the shop or sign-in. */
  onLeave: () => void;
}

/**
 * What each tab offers: the real plans and packs with their prices, one of them picked. Paying
 * happens in the shop, which a grown-up opens through the parental gate (the route guard sends
 * /shop there first), so the choice travels as `?product=`. Guests cannot buy: they are asked to
 * make an account first.
 */
export function PurchaseTabPanel(props: PurchaseTabPanelProps) {
  const { tab, id, labelledBy, isGuest, monthlyCredits, onLeave } = props;
  const { t } = useTranslation('purchase');
  const points =
    tab === 'premium'
      ? [
          t('overlay.premium.images'),
          t('overlay.premium.long'),
          t('overlay.premium.credits', monthlyCredits),
        ]
      : [
          t('overlay.credits.oneTime'),
          t('overlay.credits.validity', { months: CREDIT_VALIDITY_MONTHS }),
        ];

  return (
    <div role="tabpanel" id={id} aria-labelledby={labelledBy} className="flex flex-col gap-4">
      <p className="text-lg font-extrabold">{t(`overlay.${tab}.heading`)}</p>
      <ul className="flex flex-col gap-2">
        {points.map((point) => (
          <li key={point} className="flex items-start gap-2">
            <Check className="mt-0.5 size-5 shrink-0 text-premium" aria-hidden="true" />
            <span>{point}</span>
          </li>
        ))}
      </ul>
      {isGuest ? (
        <>
          <p className="text-ink-muted">{t('overlay.guest')}</p>
          <Link to={LOGIN_PATH} onClick={onLeave} className={buttonClass('primary', 'w-full')}>
            {t('overlay.guestCta')}
          </Link>
        </>
      ) : (
        <Offers key={tab} {...props} />
      )}
    </div>
  );
}

// The plans' product names, the same in every language.
const PLAN_NAMES = { PREMIUM: 'Premium', MINI: 'Mini' } as const;

function Offers(props: PurchaseTabPanelProps) {
  const { t } = useTranslation('purchase');
  const plan = planOf(useProfile().data?.subscription);
  // A plan is bought once: someone who has one is not offered another.
  if (props.tab === 'premium' && plan !== 'FREE') {
    return (
      <>
        <p className="text-pretty">{t('overlay.subscribed', { plan: PLAN_NAMES[plan] })}</p>
        <Link
          to={SUBSCRIPTION_PATH}
          onClick={props.onLeave}
          className={buttonClass('secondary', 'w-full')}
        >
          {t('overlay.manage')}
        </Link>
      </>
    );
  }
  return <ProductOffers {...props} />;
}

function ProductOffers({ tab, creditsNeeded, onLeave }: PurchaseTabPanelProps) {
  const { t } = useTranslation('purchase');
  const { t: tShop } = useTranslation('shop');
  const all = useProducts().data?.products ?? [];
  const offers = tab === 'premium' ? subscriptionProducts(all) : creditPacks(all);
  const suggested =
    tab === 'premium' ? suggestedPlan(offers) : suggestedPack(offers, creditsNeeded);
  const [picked, setPicked] = useState<string | null>(null);
  const chosen: Product | null =
    offers.find((product) => product.id === picked) ?? suggested ?? null;
  // The shop offers the way back here once the purchase is done.
  const here = useLocation();
  const from = `${here.pathname}${here.search}`;
  const browse = withReturnParam(`${SHOP_PATH}?tab=${tab}`, from);

  return (
    <>
      {chosen && (
        <ProductChoice
          name={`purchase-${tab}`}
          label={tShop(tab === 'premium' ? 'overlay.plansLabel' : 'overlay.packsLabel')}
          products={offers}
          value={chosen.id}
          onChange={setPicked}
          creditsNeeded={creditsNeeded}
        />
      )}
      {chosen ? (
        <Link
          to={withReturnParam(
            `${SHOP_PATH}?tab=${tab}&product=${encodeURIComponent(chosen.id)}`,
            from,
          )}
          onClick={onLeave}
          className={cx(premiumButtonClass, 'w-full')}
        >
          {chosen.kind === 'SUBSCRIPTION'
            ? tShop('overlay.buyPlan', { name: chosen.name })
            : tShop('overlay.buyPack', { count: chosen.credits })}
        </Link>
      ) : null}
      <p className="flex items-center justify-center gap-2 text-center text-sm text-ink-muted">
        <LockKeyhole className="size-4 shrink-0" aria-hidden="true" />
        {t('overlay.grownUp')}
      </p>
      <Link
        to={browse}
        onClick={onLeave}
        className={chosen ? cx(linkButtonClass, 'self-center') : cx(premiumButtonClass, 'w-full')}
      >
        {t(`overlay.${tab}.cta`)}
      </Link>
    </>
  );
}
