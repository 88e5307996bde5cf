import type { PurchaseRequirement } from '@monstory/contracts/premium';

export type PurchaseTab = 'premium' | 'credits';
export const PURCHASE_TABS: readonly PurchaseTab[] = ['premium', 'credits'];

/** docs/product.md#checkout: the credits tab is preselected when credits would do, else premium. */
export function initialPurchaseTab(requirement: PurchaseRequirement): PurchaseTab {
  return requirement.creditsNeeded > 0 && !requirement.isPremiumOnly ? 'credits' : 'premium';
}
