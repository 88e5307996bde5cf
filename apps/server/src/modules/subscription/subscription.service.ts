import type { Subscription } from '@monstory/contracts/profile';
import type { Kysely } from 'kysely';
import type { DataContext } from '../../platform/service-context.js';
import type { Database, SubscriptionsTable } from '../../db/schema.js';
import { currentOf } from './subscription-display.js';
import { subscriptionsOf, upsertSubscription } from './subscription.repo.js';

/** The subscription that entitles the user now, if any (docs/decisions/0009-payments.md). */
export async function currentSubscription(
  ctx: DataContext,
  userId: string,
): Promise<SubscriptionsTable | undefined> {
  return currentOf(await subscriptionsOf(ctx.db, userId), ctx.clock.now());
}

/**
 * The user's subscription as the profile, the story gating and the credits summary see it:
 * active while a paid period runs (docs/product.md#purchase-gating purchase gating: isActive and PREMIUM or MINI).
 */
export async function getSubscription(ctx: DataContext, userId: string): Promise<Subscription> {
  const current = await currentSubscription(ctx, userId);
  if (!current) return { isActive: false, subscriptionType: 'FREE', initialPaymentPlatform: null };
  return {
    isActive: true,
    subscriptionType: current.plan,
    initialPaymentPlatform: current.platform,
  };
}

/**
 * Keeps what a payment provider last said about a subscription; a state older than the one kept
 * changes nothing. Run it in the transaction of the payment event.
 */
export async function recordSubscriptionState(
  db: Kysely<Database>,
  row: SubscriptionsTable,
): Promise<void> {
  await upsertSubscription(db, row);
}
