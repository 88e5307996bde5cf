import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import { toDbTime } from '../../db/columns.js';
import type { Database, PaymentProvider, PurchasesTable } from '../../db/schema.js';
import { grantCredits, lockUserCredits } from '../credits/credits.service.js';
import { recordSubscriptionState } from '../subscription/subscription.service.js';
import { periodCredits, type CatalogueProduct } from './products.js';
import { notifyTeamLater } from './purchase-follow-up.js';
import {
  findPurchase,
  insertPurchaseOnce,
  markConfirmed,
  markUnconfirmed,
} from './purchases.repo.js';
import { insertTransaction, markEventProcessed, userExists } from './transactions.repo.js';
import type { ServiceContext } from '../../platform/service-context.js';

// The one place a payment changes anything (docs/decisions/0009-payments.md). Stripe webhooks,
// RevenueCat webhooks and the test-mode checkout each turn what they learnt into these steps;
// applying them is idempotent (processed event ids, ledger keys, unique payment references).

export type Plan = 'PREMIUM' | 'MINI';

export interface Payment {
  /** Unique per payment (`stripe:invoice:in_…`): the ledger key and the transaction's id. */
  reference: string;
  amount: number;
  currency: string;
  paymentMethod: string;
  occurredAt: Date;
}

export interface SubscriptionState {
  provider: PaymentProvider;
  externalId: string;
  plan: Plan;
  platform: 'APP_STORE' | 'PLAY_STORE' | 'EXTERNAL';
  status: 'ACTIVE' | 'PAST_DUE' | 'ENDED';
  autoRenew: boolean;
  startedAt: Date;
  periodStart: Date;
  periodEnd: Date;
  /** When the provider said so: an older observation never overwrites a newer one. */
  observedAt: Date;
}

export type FulfilmentStep =
  /** Paid: a credit pack grants its credits (once per purchase) and records the payment. */
  | { kind: 'confirm-purchase'; purchaseId: string; payment: Payment | null }
  | { kind: 'fail-purchase'; purchaseId: string }
  | { kind: 'subscription-state'; state: SubscriptionState }
  /** A paid subscription period: the plan's monthly credits, once per payment. */
  | { kind: 'period-paid'; plan: Plan; payment: Payment }
  /** A purchase made in a store: its row is written once, then confirmed like any other. */
  | { kind: 'store-purchase'; purchase: PurchasesTable; payment: Payment };

export interface Fulfilment {
  userId: string;
  /** The webhook event being applied, at most once; null for the test-mode checkout. */
  event: { id: string; type: string } | null;
  steps: FulfilmentStep[];
}

export const subscriptionRowId = (provider: PaymentProvider, externalId: string) =>
  `${provider.toLowerCase()}:${externalId}`;

interface StepContext {
  trx: Kysely<Database>;
  now: Date;
  userId: string;
  products: readonly CatalogueProduct[];
  failed: string[];
}

async function ownPurchase(ctx: StepContext, purchaseId: string) {
  const purchase = await findPurchase(ctx.trx, purchaseId);
  return purchase?.user_id === ctx.userId ? purchase : undefined;
}

async function confirmPurchase(ctx: StepContext, purchaseId: string, payment: Payment | null) {
  const purchase = await ownPurchase(ctx, purchaseId);
  if (!purchase) return;
  await markConfirmed(ctx.trx, purchase.id, toDbTime(ctx.now));
  if (purchase.kind !== 'CREDIT_PACK') return;
  await grantCredits(ctx.trx, ctx.now, {
    userId: ctx.userId,
    amount: purchase.credits,
    reason: 'PURCHASE',
    idempotencyKey: `purchase:${purchase.id}:credits`,
  });
  if (payment) {
    await recordPayment(ctx, payment, 'CREDITS', `${purchase.credits} credits`, purchase.id);
  }
}

async function recordPayment(
  ctx: StepContext,
  payment: Payment,
  type: 'SUBSCRIPTION' | 'CREDITS',
  description: string,
  purchaseId: string | null,
) {
  await insertTransaction(ctx.trx, {
    id: crypto.randomUUID(),
    user_id: ctx.userId,
    purchase_id: purchaseId,
    type,
    amount: payment.amount,
    currency: payment.currency.toUpperCase(),
    payment_method: payment.paymentMethod,
    description,
    reference: payment.reference,
    occurred_at: toDbTime(payment.occurredAt),
    created_at: toDbTime(ctx.now),
  });
}

async function applyStep(ctx: StepContext, step: FulfilmentStep): Promise<void> {
  const now = toDbTime(ctx.now);
  switch (step.kind) {
    case 'confirm-purchase':
      return confirmPurchase(ctx, step.purchaseId, step.payment);
    case 'fail-purchase':
      if ((await ownPurchase(ctx, step.purchaseId)) === undefined) return;
      if (await markUnconfirmed(ctx.trx, step.purchaseId, 'FAILED', now)) {
        ctx.failed.push(step.purchaseId);
      }
      return;
    case 'subscription-state': {
      const { state } = step;
      return recordSubscriptionState(ctx.trx, {
        id: subscriptionRowId(state.provider, state.externalId),
        user_id: ctx.userId,
        plan: state.plan,
        platform: state.platform,
        provider: state.provider,
        external_id: state.externalId,
        status: state.status,
        auto_renew: state.autoRenew ? 1 : 0,
        started_at: toDbTime(state.startedAt),
        current_period_start: toDbTime(state.periodStart),
        current_period_end: toDbTime(state.periodEnd),
        state_at: toDbTime(state.observedAt),
        created_at: now,
        updated_at: now,
      });
    }
    case 'period-paid': {
      await grantCredits(ctx.trx, ctx.now, {
        userId: ctx.userId,
        amount: periodCredits(ctx.products, step.plan),
        reason: `MONTHLY_${step.plan}`,
        idempotencyKey: `period:${step.payment.reference}`,
      });
      const name = step.plan === 'PREMIUM' ? 'Premium' : 'Mini';
      return recordPayment(ctx, step.payment, 'SUBSCRIPTION', `${name} subscription`, null);
    }
    case 'store-purchase':
      await insertPurchaseOnce(ctx.trx, step.purchase);
      return confirmPurchase(ctx, step.purchase.id, step.payment);
  }
}

/**
 * Applies the steps in one transaction that first takes the user's row lock (so concurrent
 * webhooks of one user run one after the other, in the same lock order) and records the event,
 * so a replayed event changes nothing. Failed purchases are reported to the team afterwards.
 */
export async function applyFulfilment(
  ctx: ServiceContext,
  fulfilment: Fulfilment,
): Promise<{ applied: boolean }> {
  const now = ctx.clock.now();
  const failed: string[] = [];
  const applied = await ctx.db.transaction().execute(async (trx) => {
    const event = fulfilment.event;
    if (!(await userExists(trx, fulfilment.userId))) {
      // The account is gone (purged): nothing to give, and nothing to retry.
      if (event) await markEventProcessed(trx, event.id, event.type, toDbTime(now));
      return false;
    }
    await lockUserCredits(trx, fulfilment.userId);
    if (event && !(await markEventProcessed(trx, event.id, event.type, toDbTime(now)))) {
      return false;
    }
    const stepContext = {
      trx,
      now,
      userId: fulfilment.userId,
      products: ctx.config.payments.products,
      failed,
    };
    for (const step of fulfilment.steps) await applyStep(stepContext, step);
    return true;
  });
  for (const purchaseId of failed) await notifyTeamLater(ctx, purchaseId, 'failure');
  return { applied };
}

/** Records an event that concerns nobody here (another app's object, an ignored type). */
export async function skipEvent(ctx: ServiceContext, event: { id: string; type: string }) {
  await markEventProcessed(ctx.db, event.id, event.type, toDbTime(ctx.clock.now()));
}
