import { isSubscribed, quoteFeatures } from '@monstory/contracts/premium';
import { AppError } from '../../platform/app-error.js';
import type { RequestUser } from '../../platform/auth/access.js';
import { getCreditBalance, isInLedger } from '../credits/credits.service.js';
import { notEnoughCredits } from '../premium/premium.service.js';
import { chargeCredits } from '../story/create/story-gating.js';
import { privateStory } from '../story/view/story-access.js';
import { getSubscription } from '../subscription/subscription.service.js';
import { bookContent } from './book-content.js';
import { renderBookOffThread } from './book-renderer.js';
import type { ServiceContext } from '../../platform/service-context.js';

// GET /api/story/:uuid/book.pdf: the owner's finished story as a printable book. Free for
// subscribers; others pay STORY_BOOK once per story (the ledger key remembers it). The balance is
// looked at before rendering, so someone who can't pay gets a quick 402 without the work, and
// charged only after the PDF exists, so a failed rendering costs nothing.

export function bookChargeKey(uuid: string): string {
  return `story:${uuid}:book`;
}

export async function storyBook(
  ctx: ServiceContext,
  user: Pick<RequestUser, 'id'>,
  uuid: string,
): Promise<{ title: string; pdf: Buffer }> {
  // Someone else's book is a 404 whether or not the story is public: books are private.
  const story = await privateStory(ctx, uuid, user);
  if (story.status !== 'READY') {
    throw new AppError('CONFLICT', 'The story must be finished before it becomes a book.');
  }
  const content = await bookContent(ctx, story);
  const subscription = await getSubscription(ctx, user.id);
  const subscribed = isSubscribed(subscription.subscriptionType, subscription.isActive);
  const credits = quoteFeatures(['STORY_BOOK'], ctx.config.premiumFeatureCosts, subscribed);
  const key = bookChargeKey(uuid);
  const charge = {
    userId: user.id,
    childId: story.child_id,
    credits,
    reason: 'STORY_BOOK',
    idempotencyKey: key,
  };
  if (credits > 0 && !(await isInLedger(ctx.db, key))) {
    const balance = await getCreditBalance(ctx.db, user.id, ctx.clock.now());
    if (balance < credits)
      throw notEnoughCredits({ isPremiumOnly: false, creditsNeeded: credits }, balance);
  }
  const pdf = await renderBookOffThread(content);
  await ctx.db.transaction().execute(async (trx) => {
    if (await isInLedger(trx, key)) return;
    await chargeCredits(trx, ctx.clock.now(), charge);
  });
  return { title: story.title, pdf };
}
