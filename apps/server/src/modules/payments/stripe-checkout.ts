import type Stripe from 'stripe';
import type { PurchasesTable } from '../../db/schema.js';
import { isMissingOnStripe } from './stripe-client.js';
import type { CatalogueProduct } from './products.js';

// A Stripe Checkout Session for a purchase row. Prices come from our catalogue as inline
// price_data, so nothing has to be set up in the Stripe dashboard; a subscription's cheaper
// first month is a one-off coupon of the difference.

/** The coupon that makes the first month cost `introductoryAmount`; made once, then reused. */
async function introCoupon(stripe: Stripe, product: CatalogueProduct): Promise<string | null> {
  const intro = product.introductoryAmount;
  if (intro === null || intro >= product.amount) return null;
  const id = `monstory-intro-${product.id}-${product.amount}-${intro}-${product.currency}`;
  try {
    await stripe.coupons.retrieve(id);
  } catch (error) {
    if (!isMissingOnStripe(error)) throw error;
    await stripe.coupons.create(
      {
        id,
        name: `${product.name}: first month`,
        amount_off: product.amount - intro,
        currency: product.currency.toLowerCase(),
        duration: 'once',
      },
      { idempotencyKey: `coupon-${id}` },
    );
  }
  return id;
}

export interface CheckoutUrls {
  successUrl: string;
  cancelUrl: string;
}

export async function createStripeCheckout(
  stripe: Stripe,
  purchase: PurchasesTable,
  product: CatalogueProduct,
  email: string | null,
  urls: CheckoutUrls,
): Promise<{ sessionId: string; url: string }> {
  const metadata = { purchaseId: purchase.id, userId: purchase.user_id, productId: product.id };
  const isSubscription = product.kind === 'SUBSCRIPTION';
  const coupon = isSubscription ? await introCoupon(stripe, product) : null;
  const session = await stripe.checkout.sessions.create(
    {
      mode: isSubscription ? 'subscription' : 'payment',
      client_reference_id: purchase.id,
      metadata,
      ...(email && { customer_email: email }),
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: product.currency.toLowerCase(),
            unit_amount: purchase.amount,
            product_data: { name: product.name, description: product.description },
            ...(isSubscription && { recurring: { interval: 'month' as const } }),
          },
        },
      ],
      ...(coupon && { discounts: [{ coupon }] }),
      ...(isSubscription
        ? { subscription_data: { metadata: { ...metadata, plan: product.plan ?? '' } } }
        : { payment_intent_data: { metadata } }),
      success_url: urls.successUrl,
      cancel_url: urls.cancelUrl,
    },
    { idempotencyKey: `checkout-${purchase.id}` },
  );
  if (!session.url) throw new Error(`Stripe returned no url for checkout session ${session.id}`);
  return { sessionId: session.id, url: session.url };
}
