import type { SubscriptionType } from '@monstory/contracts/enums';
import type { Subscription } from '@monstory/contracts/profile';

/** docs/product.md#shell: the plan label is Premium, Mini or Free plan (an inactive subscription is free). */
export function planOf(subscription: Subscription | undefined): SubscriptionType {
  if (!subscription?.isActive) return 'FREE';
  return subscription.subscriptionType;
}
