import type { PremiumFeatureKind } from '@monstory/contracts/enums';
import { quoteStory, type StoryAddons } from '@monstory/contracts/premium';
import type { StoryLength } from '@monstory/contracts/enums';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import { AppError } from '../../../platform/app-error.js';
import { getCreditBalance, spendCredits } from '../../credits/credits.service.js';
import { notEnoughCredits } from '../../premium/premium.service.js';
import { getSubscription } from '../../subscription/subscription.service.js';
import type { StoryQuota } from './story-quota.repo.js';
import type { ServiceContext } from '../../../platform/service-context.js';

// docs/product.md#purchase-gating purchase gating and docs/product.md#api-access roles, as the server enforces them inside the transaction that
// creates the story: guests within their allowance, the price from `quoteStory` (the same
// function the generate screen shows), and the charge written beside the story.

export const GUEST_LIMIT_MESSAGE =
  'You have made your free story. Log in or register to make more.';

export function assertGuestAllowance(isAnonymous: boolean, quota: StoryQuota): void {
  if (isAnonymous && quota.storiesCreated >= quota.allowedStories) {
    throw new AppError('STORY_LIMIT_REACHED', GUEST_LIMIT_MESSAGE, {
      details: { storiesCreated: quota.storiesCreated, allowedStories: quota.allowedStories },
    });
  }
}

/** Spends `credits` or refuses with 402 NOT_ENOUGH_CREDITS and the purchase requirement. */
export async function chargeCredits(
  trx: Kysely<Database>,
  now: Date,
  charge: {
    userId: string;
    credits: number;
    reason: string;
    idempotencyKey: string;
    /** The child the credits are spent for; the ledger names them. */
    childId?: string | null;
  },
): Promise<void> {
  if (charge.credits <= 0) return;
  const balance = await getCreditBalance(trx, charge.userId, now);
  const requirement = { isPremiumOnly: false, creditsNeeded: charge.credits };
  if (balance < charge.credits) throw notEnoughCredits(requirement, balance);
  await spendCredits(trx, now, {
    userId: charge.userId,
    amount: charge.credits,
    reason: charge.reason,
    idempotencyKey: charge.idempotencyKey,
    childId: charge.childId ?? null,
  });
}

export interface StoryCharge {
  credits: number;
  features: PremiumFeatureKind[];
  /** Whether narration is covered by this charge (paid, first story or subscription). */
  audioPaid: boolean;
  /** An active subscription covered the story (its daily fair use applies). */
  subscribed: boolean;
}

export async function chargeNewStory(
  ctx: Pick<ServiceContext, 'clock' | 'config'>,
  trx: Kysely<Database>,
  request: {
    userId: string;
    childId: string;
    isAnonymous: boolean;
    quota: StoryQuota;
    length: StoryLength;
    addons: StoryAddons;
    idempotencyKey: string;
  },
): Promise<StoryCharge> {
  assertGuestAllowance(request.isAnonymous, request.quota);
  const now = ctx.clock.now();
  const subscription = await getSubscription({ db: trx, clock: ctx.clock }, request.userId);
  const quote = quoteStory(
    {
      length: request.length,
      addons: request.addons,
      subscriptionType: subscription.subscriptionType,
      subscriptionActive: subscription.isActive,
      firstStory: request.quota.storiesCreated === 0,
    },
    ctx.config.premiumFeatureCosts,
  );
  await chargeCredits(trx, now, {
    userId: request.userId,
    credits: quote.credits,
    reason: `STORY:${quote.features.join('+')}`,
    idempotencyKey: request.idempotencyKey,
    childId: request.childId,
  });
  return {
    credits: quote.credits,
    features: quote.features,
    audioPaid: request.addons.audio,
    subscribed: subscription.isActive,
  };
}
