import { PremiumFeatureKind } from '@monstory/contracts/enums';
import type { PremiumFeature, PurchaseRequirement } from '@monstory/contracts/premium';
import { AppError } from '../../platform/app-error.js';
import type { FeatureCosts } from './feature-costs.js';

// docs/product.md#purchase-gating Premium feature and purchase gating, on the server side. The quote itself is
// `quoteStory` of the contracts, so the generate screen and the charge always agree.

export function premiumFeatures(costs: FeatureCosts): PremiumFeature[] {
  return PremiumFeatureKind.map((feature) => ({ feature, creditCost: costs[feature] }));
}

/**
 * The 402 a refused purchase gets (docs/product.md#purchase-gating 'You need {0} credits to use this feature'), with
 * the purchase requirement the client opens its purchase overlay with.
 */
export function notEnoughCredits(requirement: PurchaseRequirement, balance: number): AppError {
  const message =
    requirement.creditsNeeded > 0
      ? `You need ${requirement.creditsNeeded} credits to use this feature`
      : 'Not enough credits';
  return new AppError('NOT_ENOUGH_CREDITS', message, {
    details: { ...requirement, balance },
  });
}
