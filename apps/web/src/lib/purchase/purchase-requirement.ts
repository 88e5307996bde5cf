import { PurchaseRequirementSchema } from '@monstory/contracts/premium';
import type { PurchaseRequirement } from '@monstory/contracts/premium';
import { isApiError } from '../api/api-errors';

/**
 * The purchase requirement of a 402 NOT_ENOUGH_CREDITS answer (`error.details`), or null for any
 * other failure. A 402 without readable details still opens the overlay, on its premium tab.
 */
export function purchaseRequirementOf(error: unknown): PurchaseRequirement | null {
  if (!isApiError(error) || error.status !== 402 || error.code !== 'NOT_ENOUGH_CREDITS')
    return null;
  const parsed = PurchaseRequirementSchema.safeParse(error.body?.error.details);
  return parsed.success ? parsed.data : { isPremiumOnly: false, creditsNeeded: 0 };
}
