import crypto from 'node:crypto';
import { z } from 'zod';
import type { PurchasesTable } from '../../db/schema.js';
import type { FulfilmentStep, Payment, SubscriptionState } from './fulfilment.js';
import type { CatalogueProduct } from './products.js';

// RevenueCat's webhook events (native in-app purchases), turned into the same fulfilment steps
// as Stripe's. app_user_id is our user id: the app configures the SDK with it.

export const RevenueCatBodySchema = z.object({
  event: z.looseObject({
    id: z.string().min(1),
    type: z.string(),
    app_user_id: z.string(),
    original_app_user_id: z.string().nullish(),
    aliases: z.array(z.string()).nullish(),
    product_id: z.string().nullish(),
    entitlement_ids: z.array(z.string()).nullish(),
    period_type: z.string().nullish(),
    purchased_at_ms: z.number().nullish(),
    expiration_at_ms: z.number().nullish(),
    event_timestamp_ms: z.number(),
    store: z.string().nullish(),
    price_in_purchased_currency: z.number().nullish(),
    currency: z.string().nullish(),
    transaction_id: z.string().nullish(),
    original_transaction_id: z.string().nullish(),
  }),
});
export type RevenueCatEvent = z.infer<typeof RevenueCatBodySchema>['event'];

const SUBSCRIPTION_EVENTS = new Set([
  'INITIAL_PURCHASE',
  'RENEWAL',
  'CANCELLATION',
  'UNCANCELLATION',
  'EXPIRATION',
]);

export function platformOf(store: string | null | undefined): SubscriptionState['platform'] {
  if (store === 'APP_STORE' || store === 'MAC_APP_STORE') return 'APP_STORE';
  if (store === 'PLAY_STORE') return 'PLAY_STORE';
  return 'EXTERNAL';
}

const METHOD = { APP_STORE: 'App Store', PLAY_STORE: 'Google Play', EXTERNAL: 'RevenueCat' };

/** Our product for the store's product id (or, for a subscription, its entitlement). */
export function productFor(
  products: readonly CatalogueProduct[],
  event: RevenueCatEvent,
): CatalogueProduct | undefined {
  const storeId = event.product_id ?? '';
  const byId = products.find((p) => p.id === storeId || p.storeProductIds.includes(storeId));
  if (byId) return byId;
  const entitlements = (event.entitlement_ids ?? []).map((id) => id.toUpperCase());
  return products.find((p) => p.kind === 'SUBSCRIPTION' && entitlements.includes(p.plan ?? ''));
}

/** The user ids the event may name us by, most specific first. */
export function candidateUserIds(event: RevenueCatEvent): string[] {
  const ids = [event.app_user_id, event.original_app_user_id, ...(event.aliases ?? [])];
  return [...new Set(ids.filter((id): id is string => Boolean(id)))].filter(
    (id) => !id.startsWith('$RCAnonymousID:'),
  );
}

function payment(event: RevenueCatEvent, platform: SubscriptionState['platform']): Payment {
  return {
    reference: `revenuecat:${event.transaction_id ?? event.id}`,
    amount: Math.round((event.price_in_purchased_currency ?? 0) * 100),
    currency: (event.currency ?? 'NOK').toUpperCase(),
    paymentMethod: METHOD[platform],
    occurredAt: new Date(event.purchased_at_ms ?? event.event_timestamp_ms),
  };
}

/** A stable purchase id for a store transaction, so a replay finds the row it made. */
function storePurchaseId(event: RevenueCatEvent): string {
  const hash = crypto.createHash('sha256').update(`revenuecat:${event.transaction_id ?? event.id}`);
  return hash.digest('hex').slice(0, 32);
}

/** The steps of an event; null when the product is unknown (a configuration to fix). */
export function revenueCatSteps(
  event: RevenueCatEvent,
  userId: string,
  product: CatalogueProduct | undefined,
): FulfilmentStep[] | null {
  const platform = platformOf(event.store);
  if (event.type === 'NON_RENEWING_PURCHASE') {
    if (!product || product.kind !== 'CREDIT_PACK') return null;
    const at = new Date(event.event_timestamp_ms).toISOString();
    const paid = payment(event, platform);
    const purchase: PurchasesTable = {
      id: storePurchaseId(event),
      user_id: userId,
      product_id: product.id,
      kind: 'CREDIT_PACK',
      plan: null,
      state: 'PENDING',
      provider: 'REVENUECAT',
      amount: paid.amount,
      introductory_amount: null,
      currency: paid.currency,
      credits: product.credits,
      external_id: event.transaction_id ?? event.id,
      team_notified_at: null,
      confirmed_at: null,
      created_at: at,
      updated_at: at,
    };
    return [{ kind: 'store-purchase', purchase, payment: paid }];
  }
  if (!SUBSCRIPTION_EVENTS.has(event.type)) return [];
  if (!product?.plan || product.plan === 'FREE') return null;
  const purchasedAt = new Date(event.purchased_at_ms ?? event.event_timestamp_ms);
  const ended = event.type === 'EXPIRATION';
  const state: SubscriptionState = {
    provider: 'REVENUECAT',
    externalId: event.original_transaction_id ?? event.transaction_id ?? event.id,
    plan: product.plan,
    platform,
    status: ended ? 'ENDED' : 'ACTIVE',
    autoRenew: !ended && event.type !== 'CANCELLATION',
    startedAt: purchasedAt,
    periodStart: purchasedAt,
    periodEnd: new Date(event.expiration_at_ms ?? event.event_timestamp_ms),
    observedAt: new Date(event.event_timestamp_ms),
  };
  const steps: FulfilmentStep[] = [{ kind: 'subscription-state', state }];
  const paidPeriod = event.type === 'INITIAL_PURCHASE' || event.type === 'RENEWAL';
  if (paidPeriod && event.period_type !== 'TRIAL') {
    steps.push({ kind: 'period-paid', plan: product.plan, payment: payment(event, platform) });
  }
  return steps;
}
