import { z } from 'zod';
import type { StoryLength, SubscriptionType } from './enums';
import { PremiumFeatureKind } from './enums';

// docs/product.md#purchase-gating Premium feature / Purchase requirement and purchase gating. The quote is computed by
// one shared function so the generate screen shows exactly what the server will charge.

const PremiumFeatureSchema = z.object({
  feature: z.enum(PremiumFeatureKind),
  creditCost: z.number().int().min(0),
});
export type PremiumFeature = z.infer<typeof PremiumFeatureSchema>;

export const PremiumFeaturesResponseSchema = z.object({ features: z.array(PremiumFeatureSchema) });
export type PremiumFeaturesResponse = z.infer<typeof PremiumFeaturesResponseSchema>;

/** Seeded defaults; the server's PREMIUM_FEATURE_COSTS setting may override any of them. */
export const DEFAULT_FEATURE_COSTS: Record<PremiumFeatureKind, number> = {
  STORY_LONG: 5,
  STORY_AUDIO: 10,
  STORY_IMAGES: 10,
  STORY_WITH_IMAGES: 10,
  STORY_WITH_AUDIO: 10,
  STORY_WITH_IMAGES_AND_AUDIO: 18,
  MONSTER: 5,
  STORY_INTERACTIVE: 5,
  INTERACTIVE_STORY: 5,
  /** A story as a printable A5 book, once per story. */
  STORY_BOOK: 10,
};

/** Purchase requirement (docs/product.md#purchase-gating), sent with a 402 so the client can open the purchase overlay. */
export const PurchaseRequirementSchema = z.object({
  isPremiumOnly: z.boolean(),
  creditsNeeded: z.number().int().min(0),
});
export type PurchaseRequirement = z.infer<typeof PurchaseRequirementSchema>;

export interface StoryAddons {
  images: boolean;
  audio: boolean;
  interactive: boolean;
}

export interface QuoteInput {
  length: StoryLength;
  addons: StoryAddons;
  subscriptionType: SubscriptionType;
  subscriptionActive: boolean;
  /** The account's first story is free with every add-on (docs/product.md#story-pipeline). */
  firstStory: boolean;
}

export interface Quote {
  /** Credits this request costs the user now. */
  credits: number;
  /** The paid features it uses (what the ledger row names). */
  features: PremiumFeatureKind[];
  /** Why it is free, if it is. */
  free: 'first-story' | 'subscription' | 'text-only' | null;
}

export function isSubscribed(type: SubscriptionType, active: boolean): boolean {
  return active && (type === 'PREMIUM' || type === 'MINI');
}

/** Which paid features a new story with these choices uses (before who pays is decided). */
export function storyFeatures(length: StoryLength, addons: StoryAddons): PremiumFeatureKind[] {
  const features: PremiumFeatureKind[] = [];
  if (length === 'LONG') features.push('STORY_LONG');
  if (addons.interactive) features.push('STORY_INTERACTIVE');
  if (addons.images && addons.audio) features.push('STORY_WITH_IMAGES_AND_AUDIO');
  else if (addons.images) features.push('STORY_WITH_IMAGES');
  else if (addons.audio) features.push('STORY_WITH_AUDIO');
  return features;
}

const AUDIO_FEATURES: readonly PremiumFeatureKind[] = [
  'STORY_AUDIO',
  'STORY_WITH_AUDIO',
  'STORY_WITH_IMAGES_AND_AUDIO',
];

/**
 * docs/product.md#purchase-gating: verified free users get text stories free and pay credits for images, audio, long
 * and interactive stories; subscribers pay credits only for narration (and for a bundle, the
 * narration share of it: the audio price).
 */
export function quoteFeatures(
  features: PremiumFeatureKind[],
  costs: Record<PremiumFeatureKind, number>,
  subscribed: boolean,
): number {
  return features.reduce((sum, feature) => {
    if (!subscribed) return sum + costs[feature];
    if (feature === 'STORY_WITH_IMAGES_AND_AUDIO') return sum + costs.STORY_WITH_AUDIO;
    return AUDIO_FEATURES.includes(feature) ? sum + costs[feature] : sum;
  }, 0);
}

export function quoteStory(input: QuoteInput, costs: Record<PremiumFeatureKind, number>): Quote {
  const features = storyFeatures(input.length, input.addons);
  if (features.length === 0) return { credits: 0, features, free: 'text-only' };
  if (input.firstStory) return { credits: 0, features, free: 'first-story' };
  const subscribed = isSubscribed(input.subscriptionType, input.subscriptionActive);
  const credits = quoteFeatures(features, costs, subscribed);
  return { credits, features, free: credits === 0 && subscribed ? 'subscription' : null };
}

/** Turns the features list of GET /premium-features into a full cost table (defaults fill gaps). */
export function costTable(features: PremiumFeature[]): Record<PremiumFeatureKind, number> {
  const table = { ...DEFAULT_FEATURE_COSTS };
  for (const { feature, creditCost } of features) table[feature] = creditCost;
  return table;
}

/**
 * docs/product.md#purchase-gating purchase gating: subscribed → proceed; else not premium-only and enough credits →
 * proceed; else the purchase overlay (credits tab preselected when creditsNeeded > 0).
 */
export function gatePurchase(
  requirement: PurchaseRequirement,
  state: { subscriptionType: SubscriptionType; subscriptionActive: boolean; credits: number },
): 'proceed' | 'purchase' {
  if (isSubscribed(state.subscriptionType, state.subscriptionActive)) return 'proceed';
  if (!requirement.isPremiumOnly && state.credits >= requirement.creditsNeeded) return 'proceed';
  return 'purchase';
}
