import type { Purchase, TestCheckoutOutcome } from '@monstory/contracts/payments';
import type { PurchasesTable } from '../../db/schema.js';
import { AppError } from '../../platform/app-error.js';
import type { RequestUser } from '../../platform/auth/access.js';
import { ownPurchase, purchaseView } from './checkout.service.js';
import { applyFulfilment, type FulfilmentStep } from './fulfilment.js';
import { findPurchase } from './purchases.repo.js';
import type { ServiceContext } from '../../platform/service-context.js';

// POST /api/test-checkout/{purchaseId}: the built-in checkout of test mode (no STRIPE_SECRET_KEY).
// The tester's choice becomes the same fulfilment steps a Stripe webhook produces, applied by
// the same code — only where the facts come from differs.

export const TEST_PAYMENT_METHOD = 'Test mode';

function addMonth(date: Date): Date {
  const next = new Date(date);
  next.setUTCMonth(next.getUTCMonth() + 1);
  return next;
}

/** What a successful payment of this purchase means, as a webhook would report it. */
export function testPaymentSteps(purchase: PurchasesTable, now: Date): FulfilmentStep[] {
  const base = { currency: purchase.currency, paymentMethod: TEST_PAYMENT_METHOD, occurredAt: now };
  if (purchase.kind === 'CREDIT_PACK' || !purchase.plan) {
    const payment = { ...base, reference: `test:${purchase.id}`, amount: purchase.amount };
    return [{ kind: 'confirm-purchase', purchaseId: purchase.id, payment }];
  }
  const firstMonth = purchase.introductory_amount ?? purchase.amount;
  return [
    {
      kind: 'subscription-state',
      state: {
        provider: 'TEST',
        externalId: purchase.id,
        plan: purchase.plan,
        platform: 'EXTERNAL',
        status: 'ACTIVE',
        autoRenew: true,
        startedAt: now,
        periodStart: now,
        periodEnd: addMonth(now),
        observedAt: now,
      },
    },
    {
      kind: 'period-paid',
      plan: purchase.plan,
      payment: { ...base, reference: `test:${purchase.id}:period-1`, amount: firstMonth },
    },
    { kind: 'confirm-purchase', purchaseId: purchase.id, payment: null },
  ];
}

export async function completeTestCheckout(
  ctx: ServiceContext,
  user: RequestUser,
  purchaseId: string,
  outcome: TestCheckoutOutcome,
): Promise<Purchase> {
  if (ctx.config.payments.stripe) {
    throw new AppError('NOT_FOUND', 'The test checkout exists only in test mode.');
  }
  const purchase = await ownPurchase(ctx, user, purchaseId);
  if (purchase.provider !== 'TEST') throw new AppError('NOT_FOUND', 'Not found.');
  // Only a purchase still waiting can be decided; a second click changes nothing.
  if (purchase.state === 'PENDING' && outcome !== 'pending') {
    const steps: FulfilmentStep[] =
      outcome === 'success'
        ? testPaymentSteps(purchase, ctx.clock.now())
        : [{ kind: 'fail-purchase', purchaseId: purchase.id }];
    await applyFulfilment(ctx, { userId: user.id, event: null, steps });
  }
  return purchaseView((await findPurchase(ctx.db, purchase.id)) ?? purchase);
}
