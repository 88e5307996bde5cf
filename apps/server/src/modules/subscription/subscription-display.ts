import { FREE_PLAN_DETAILS, type SubscriptionDetails } from '@monstory/contracts/payments';
import type { SubscriptionsTable } from '../../db/schema.js';
import { DAY_MS } from '@monstory/contracts/time';

/** docs/product.md#subscription "renewing soon": auto-renew on and at most this many days left. */
export const RENEWING_SOON_DAYS = 7;

/** The subscription that entitles the user now: paid for a period that has not ended. */
export function currentOf(
  rows: readonly SubscriptionsTable[],
  now: Date,
): SubscriptionsTable | undefined {
  const nowIso = now.toISOString();
  return rows
    .filter((row) => row.status === 'ACTIVE' && row.current_period_end > nowIso)
    .sort((a, b) => b.current_period_end.localeCompare(a.current_period_end))[0];
}

/** Subscription display (docs/product.md#subscription): free plan, active, renewing soon, expiring soon. */
export function subscriptionDetails(
  current: SubscriptionsTable | undefined,
  now: Date,
): SubscriptionDetails {
  if (!current) return FREE_PLAN_DETAILS;
  const left = new Date(current.current_period_end).getTime() - now.getTime();
  const daysRemaining = Math.max(0, Math.ceil(left / DAY_MS));
  const autoRenew = Boolean(current.auto_renew);
  const status = !autoRenew
    ? 'EXPIRING_SOON'
    : left <= RENEWING_SOON_DAYS * DAY_MS
      ? 'RENEWING_SOON'
      : 'ACTIVE';
  return {
    type: current.plan,
    status,
    autoRenew,
    startDate: current.started_at,
    endDate: current.current_period_end,
    daysRemaining,
    platform: current.platform,
    canCancelHere: current.provider !== 'REVENUECAT',
  };
}
