import { isSubscribed, quoteFeatures } from '@monstory/contracts/premium';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../platform/app-error.js';
import type { AuthUser } from '../../platform/auth/access.js';
import { findByIdempotencyKey } from '../credits/credits.repo.js';
import { getCreditBalance } from '../credits/credits.service.js';
import { notEnoughCredits } from '../premium/premium.service.js';
import { NOT_FOUND_MESSAGE } from '../story/story-access.js';
import { chargeCredits } from '../story/story-gating.js';
import { findStory } from '../story/story.repo.js';
import { getSubscription } from '../subscription/subscription.service.js';
import { bookContent } from './book-content.js';
import { renderBook } from './book-pdf.js';

// GET /api/story/:uuid/book.pdf: the owner's finished story as a printable book. Free for
// subscribers; others pay STORY_BOOK once per story (the ledger key remembers it). The balance is
// looked at before rendering, so someone who can't pay gets a quick 402 without the work, and
// charged only after the PDF exists, so a failed rendering costs nothing.

export function bookChargeKey(uuid: string): string {
  return `story:${uuid}:book`;
}

export async function storyBook(
  app: FastifyInstance,
  user: Pick<AuthUser, 'id'>,
  uuid: string,
): Promise<{ title: string; pdf: Buffer }> {
  const story = await findStory(app.db, uuid);
  // Someone else's book is a 404 whether or not the story is public: books are private.
  if (!story || story.user_id !== user.id) throw new AppError('NOT_FOUND', NOT_FOUND_MESSAGE);
  if (story.status !== 'READY') {
    throw new AppError('CONFLICT', 'The story must be finished before it becomes a book.');
  }
  const content = await bookContent(app, story);
  const subscription = await getSubscription(app, user.id);
  const subscribed = isSubscribed(subscription.subscriptionType, subscription.isActive);
  const credits = quoteFeatures(['STORY_BOOK'], app.config.premiumFeatureCosts, subscribed);
  const key = bookChargeKey(uuid);
  const charge = { userId: user.id, credits, reason: 'STORY_BOOK', idempotencyKey: key };
  const paid = async (db: Kysely<Database>) => (await findByIdempotencyKey(db, key)) !== undefined;
  if (credits > 0 && !(await paid(app.db))) {
    const balance = await getCreditBalance(app.db, user.id, app.clock.now());
    if (balance < credits)
      throw notEnoughCredits({ isPremiumOnly: false, creditsNeeded: credits }, balance);
  }
  const pdf = await renderBook(content);
  await app.db.transaction().execute(async (trx) => {
    if (await paid(trx)) return;
    await chargeCredits(trx, app.clock.now(), charge);
  });
  return { title: story.title, pdf };
}
