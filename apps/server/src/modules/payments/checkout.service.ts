import crypto from 'node:crypto';
import {
  PURCHASE_FAILED_MESSAGE,
  type CheckoutResponse,
  type Purchase,
} from '@monstory/contracts/payments';
import type { FastifyRequest } from 'fastify';
import { toDbTime } from '../../db/columns.js';
import type { PurchasesTable } from '../../db/schema.js';
import { AppError } from '../../platform/app-error.js';
import { ownedOrNotFound, type RequestUser } from '../../platform/auth/access.js';
import { currentSubscription } from '../subscription/subscription.service.js';
import { isOwnCallbackUrl, withParams } from './callback-url.js';
import { productById } from './products.js';
import { expiresAt, notifyTeamLater, scheduleExpiry } from './purchase-follow-up.js';
import { findPurchase, insertPurchase, markUnconfirmed, setExternalId } from './purchases.repo.js';
import { createStripeCheckout } from './stripe-checkout.js';
import { stripeFor } from './stripe-client.js';
import type { ServiceContext } from '../../platform/service-context.js';

// POST /api/v1/stripe/payments/checkout/{id} and GET /api/purchases/{id} (Purchase, docs/product.md#checkout).

export function purchaseView(purchase: PurchasesTable): Purchase {
  return {
    purchaseId: purchase.id,
    productId: purchase.product_id,
    state: purchase.state,
    createdAt: purchase.created_at,
    expiresAt: toDbTime(expiresAt(purchase)),
  };
}

export async function startCheckout(
  ctx: ServiceContext,
  request: FastifyRequest,
  user: RequestUser,
  productId: string,
  callbackUrl: string,
): Promise<CheckoutResponse> {
  const product = productById(ctx.config.payments.products, productId);
  if (!product) throw new AppError('NOT_FOUND', 'There is no such product.');
  if (!isOwnCallbackUrl(callbackUrl, request, ctx.config.publicUrl)) {
    throw new AppError('BAD_REQUEST', 'The callback URL must be a page of this app.', {
      fields: { callbackUrl: 'must be on the app’s own origin' },
    });
  }
  if (product.kind === 'SUBSCRIPTION' && (await currentSubscription(ctx, user.id))) {
    throw new AppError('CONFLICT', 'You already have a subscription.');
  }
  const stripe = stripeFor(ctx.config.payments.stripe);
  const now = toDbTime(ctx.clock.now());
  const purchase: PurchasesTable = {
    id: crypto.randomUUID(),
    user_id: user.id,
    product_id: product.id,
    kind: product.kind,
    plan: product.plan === 'FREE' ? null : product.plan,
    state: 'PENDING',
    provider: stripe ? 'STRIPE' : 'TEST',
    amount: product.amount,
    introductory_amount: product.introductoryAmount,
    currency: product.currency,
    credits: product.credits,
    external_id: null,
    team_notified_at: null,
    confirmed_at: null,
    created_at: now,
    updated_at: now,
  };
  await insertPurchase(ctx.db, purchase);
  // The shop reads `?purchase={id}` on return, to show how that purchase went.
  const back = { purchase: purchase.id };

  if (!stripe) {
    await scheduleExpiry(ctx, purchase);
    const query = new URLSearchParams({ callbackUrl: withParams(callbackUrl, back) });
    return { url: `/test-checkout/${purchase.id}?${query.toString()}`, purchaseId: purchase.id };
  }
  try {
    const session = await createStripeCheckout(await stripe, purchase, product, user.email, {
      successUrl: withParams(callbackUrl, back),
      cancelUrl: withParams(callbackUrl, { ...back, checkout: 'cancelled' }),
    });
    await setExternalId(ctx.db, purchase.id, session.sessionId, toDbTime(ctx.clock.now()));
    await scheduleExpiry(ctx, purchase);
    return { url: session.url, purchaseId: purchase.id };
  } catch (error) {
    // Nothing was paid: the purchase failed before the user saw a payment page.
    await markUnconfirmed(ctx.db, purchase.id, 'FAILED', toDbTime(ctx.clock.now()));
    request.log.error({ err: error, purchaseId: purchase.id }, 'Stripe checkout failed');
    throw new AppError('SERVICE_UNAVAILABLE', PURCHASE_FAILED_MESSAGE, { cause: error });
  }
}

/** The owner's purchase; a pending one past its window is expired on the way (docs/product.md#checkout). */
export async function ownPurchase(
  ctx: ServiceContext,
  user: RequestUser,
  purchaseId: string,
): Promise<PurchasesTable> {
  const row = await findPurchase(ctx.db, purchaseId);
  const purchase = ownedOrNotFound(row && { ...row, ownerId: row.user_id }, user);
  if (purchase.state !== 'PENDING' || ctx.clock.now() < expiresAt(purchase)) return purchase;
  await markUnconfirmed(ctx.db, purchase.id, 'EXPIRED', toDbTime(ctx.clock.now()));
  await notifyTeamLater(ctx, purchase.id, 'expiry');
  return (await findPurchase(ctx.db, purchase.id)) ?? purchase;
}
