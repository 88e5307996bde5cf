import { isSubscribed, quoteFeatures } from '@monstory/contracts/premium';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../platform/app-error.js';
import type { AuthUser } from '../../platform/auth/access.js';
import { findByIdempotencyKey } from '../credits/credits.repo.js';
import { NOT_FOUND_MESSAGE } from '../story/story-access.js';
import { chargeCredits } from '../story/story-gating.js';
import { findStory } from '../story/story.repo.js';
import { getSubscription } from '../subscription/subscription.service.js';
import { bookContent } from './book-content.js';
import { renderBook } from './book-pdf.js';

// GET /api/story/:uuid/book.pdf: the owner's finished story as a printable book. Free for
// subscribers; others pay STORY_BOOK once per story (the ledger key remembers it), in the same
// transaction that checks the balance.

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
  const now = app.clock.now();
  const key = bookChargeKey(uuid);
  await app.db.transaction().execute(async (trx) => {
    if (await findByIdempotencyKey(trx, key)) return;
    const credits = quoteFeatures(['STORY_BOOK'], app.config.premiumFeatureCosts, subscribed);
    await chargeCredits(trx, now, {
      userId: user.id,
      credits,
      reason: 'STORY_BOOK',
      idempotencyKey: key,
    });
  });
  return { title: story.title, pdf: await renderBook(content) };
}
