import { SUBSCRIPTION_CANCEL_NOTICE_MS } from '@monstory/contracts/constants';
import { CANCEL_TOO_LATE_MESSAGE, type SubscriptionDetails } from '@monstory/contracts/payments';
import type { SubscriptionsTable } from '../../db/schema.js';
import { AppError } from '../../platform/app-error.js';
import type { RequestUser } from '../../platform/auth/access.js';
import { applyFulfilment, type SubscriptionState } from '../payments/fulfilment.js';
import { isMissingOnStripe, requireStripe } from '../payments/stripe-client.js';
import { subscriptionStateOf } from '../payments/stripe-events.js';
import { subscriptionDetails } from './subscription-display.js';
import { deleteSubscriptionsOf, subscriptionsOf } from './subscription.repo.js';
import { currentSubscription } from './subscription.service.js';
import type { ServiceContext } from '../../platform/service-context.js';

// POST /api/subscription/cancel and /resume (Subscription display, docs/product.md#subscription): auto-renew off or on
// at the end of the paid period. A store subscription can only be changed in that store.

const STORE_MESSAGES = {
  APP_STORE: 'This subscription was bought in the App Store. You can only cancel it there.',
  PLAY_STORE: 'This subscription was bought in Google Play. You can only cancel it there.',
  EXTERNAL: 'This subscription was bought in another store. You can only cancel it there.',
};

function stateOfRow(row: SubscriptionsTable, autoRenew: boolean, now: Date): SubscriptionState {
  return {
    provider: row.provider,
    externalId: row.external_id,
    plan: row.plan,
    platform: row.platform,
    status: row.status,
    autoRenew,
    startedAt: new Date(row.started_at),
    periodStart: new Date(row.current_period_start),
    periodEnd: new Date(row.current_period_end),
    observedAt: now,
  };
}

/** The new state as the provider has it: Stripe's answer, or ours for the test mode. */
async function changeAtProvider(
  ctx: ServiceContext,
  row: SubscriptionsTable,
  autoRenew: boolean,
  now: Date,
): Promise<SubscriptionState | null> {
  if (row.provider !== 'STRIPE') return stateOfRow(row, autoRenew, now);
  const stripe = await requireStripe(ctx.config.payments.stripe);
  const updated = await stripe.subscriptions
    .update(row.external_id, { cancel_at_period_end: !autoRenew })
    .catch((error: unknown) => {
      throw new AppError('SERVICE_UNAVAILABLE', 'The subscription could not be changed now.', {
        cause: error,
      });
    });
  const state = subscriptionStateOf(updated, now);
  if (!state) return null;
  const { userId: _userId, purchaseId: _purchaseId, ...rest } = state;
  return rest;
}

export async function setAutoRenewal(
  ctx: ServiceContext,
  user: RequestUser,
  autoRenew: boolean,
): Promise<SubscriptionDetails> {
  const now = ctx.clock.now();
  const current = await currentSubscription(ctx, user.id);
  if (!current) throw new AppError('CONFLICT', 'You have no active subscription.');
  if (current.provider === 'REVENUECAT') {
    throw new AppError('CONFLICT', STORE_MESSAGES[current.platform]);
  }
  if (Boolean(current.auto_renew) === autoRenew) return subscriptionDetails(current, now);
  const left = new Date(current.current_period_end).getTime() - now.getTime();
  if (!autoRenew && left < SUBSCRIPTION_CANCEL_NOTICE_MS) {
    throw new AppError('CONFLICT', CANCEL_TOO_LATE_MESSAGE);
  }
  const state = await changeAtProvider(ctx, current, autoRenew, now);
  if (state) {
    const steps = [{ kind: 'subscription-state' as const, state }];
    await applyFulfilment(ctx, { userId: user.id, event: null, steps });
  }
  return subscriptionDetails(await currentSubscription(ctx, user.id), now);
}

/** Test-only (never in production): back to the free plan, ending it at Stripe too. */
export async function deleteSubscriptionForTesting(ctx: ServiceContext, user: RequestUser) {
  for (const row of await subscriptionsOf(ctx.db, user.id)) {
    if (row.provider !== 'STRIPE' || row.status === 'ENDED') continue;
    const stripe = await requireStripe(ctx.config.payments.stripe);
    await stripe.subscriptions.cancel(row.external_id).catch((error: unknown) => {
      if (!isMissingOnStripe(error)) throw error;
    });
  }
  await deleteSubscriptionsOf(ctx.db, user.id);
}

/**
 * An account being deleted must not be charged again: its web subscription stops renewing at
 * once (the paid period stays, in case the person comes back within the 30 days and resumes it).
 * A store subscription (App Store, Google Play) can only be cancelled in that store.
 */
export async function stopRenewalForDeletedAccount(
  ctx: ServiceContext,
  userId: string,
): Promise<void> {
  const now = ctx.clock.now();
  const current = await currentSubscription(ctx, userId);
  if (!current || current.provider === 'REVENUECAT' || !current.auto_renew) return;
  const state = await changeAtProvider(ctx, current, false, now);
  if (!state) return;
  await applyFulfilment(ctx, {
    userId,
    event: null,
    steps: [{ kind: 'subscription-state', state }],
  });
}
