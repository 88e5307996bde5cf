import type { PremiumFeatureKind } from '@monstory/contracts/enums';
import { isSubscribed, quoteFeatures, quoteStory } from '@monstory/contracts/premium';
import type { Quote } from '@monstory/contracts/premium';
import type { Profile } from '@monstory/contracts/profile';
import type { GenerateForm } from './generate-form';

type Costs = Record<PremiumFeatureKind, number>;

/**
 * docs/product.md#story-form: the first story, with pictures and narration, is free. The server may say so on the
 * profile (`freeStoryAvailable`); otherwise it is a guest who has not made a story yet.
 */
export function isFirstStoryFree(profile: Profile): boolean {
  const told = (profile as Profile & { freeStoryAvailable?: unknown }).freeStoryAvailable;
  if (typeof told === 'boolean') return told;
  return profile.isAnonymous && profile.anonymousUser?.storiesCreated === 0;
}

/**
 * Whether the client can tell the price for sure. The server gives every account's first story
 * away; for a registered user the profile does not say (yet) whether that story was made, so
 * without `freeStoryAvailable` the server decides and answers 402 if credits are short.
 */
export function isQuoteCertain(profile: Profile): boolean {
  const told = (profile as Profile & { freeStoryAvailable?: unknown }).freeStoryAvailable;
  return (
    typeof told === 'boolean' ||
    profile.isAnonymous ||
    isSubscribed(profile.subscription.subscriptionType, profile.subscription.isActive)
  );
}

function subscribed(profile: Profile): boolean {
  return isSubscribed(profile.subscription.subscriptionType, profile.subscription.isActive);
}

/** What the current choices cost this user; null until the profile and prices are known. */
export function quoteForm(
  form: GenerateForm,
  profile: Profile | undefined,
  costs: Costs | null,
): Quote | null {
  if (!profile || !costs) return null;
  return quoteStory(
    {
      // Before a length is picked, quote the default: a short story costs nothing extra.
      length: form.length ?? 'SHORT',
      addons: form.addons,
      subscriptionType: profile.subscription.subscriptionType,
      subscriptionActive: profile.subscription.isActive,
      firstStory: isFirstStoryFree(profile),
    },
    costs,
  );
}

export type FeatureBadge = { credits: number; included: boolean } | null;

/**
 * The badge on one paid choice: its price, a crown when the subscription covers it, nothing when
 * it costs this user nothing anyway (the free first story) or prices are unknown.
 */
export function featureBadge(
  feature: PremiumFeatureKind,
  profile: Profile | undefined,
  costs: Costs | null,
): FeatureBadge {
  if (!profile || !costs || isFirstStoryFree(profile)) return null;
  if (subscribed(profile)) {
    const credits = quoteFeatures([feature], costs, true);
    return { credits, included: credits === 0 };
  }
  return { credits: costs[feature], included: false };
}
