import { gatePurchase } from '@monstory/contracts/premium';
import type { PurchaseRequirement } from '@monstory/contracts/premium';
import { useCallback } from 'react';
import { useProfile } from '../profile/profile-query';
import { openPurchaseOverlay } from './purchase-overlay-store';

/**
 * docs/product.md#purchase-gating purchase gating, before a paid action: returns true to go ahead, or opens the
 * purchase overlay and returns false. Without a profile yet, the server decides (it answers 402).
 */
export function usePurchaseGate(): (requirement: PurchaseRequirement) => boolean {
  const profile = useProfile().data;
  return useCallback(
    (requirement) => {
      if (!profile) return true;
      const decision = gatePurchase(requirement, {
        subscriptionType: profile.subscription.subscriptionType,
        subscriptionActive: profile.subscription.isActive,
        credits: profile.credits,
      });
      if (decision === 'purchase') openPurchaseOverlay(requirement);
      return decision === 'proceed';
    },
    [profile],
  );
}
