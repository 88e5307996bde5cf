import type { RatingResponse } from '@monstory/contracts/library';
import { toDbTime } from '../../db/columns.js';
import { AppError } from '../../platform/app-error.js';
import type { RequestUser } from '../../platform/auth/access.js';
import { NOT_FOUND_MESSAGE, viewableStory } from '../story/view/story-access.js';
import { averageRating, viewerRating } from '../story/view/story-view.js';
import { lockStory, saveRating, setRatingCounters } from './library-counters.repo.js';
import { libraryChanged } from './library-caches.js';
import type { ServiceContext } from '../../platform/service-context.js';

// PUT /api/story/:uuid/rating: one rating per person and story, changeable. Anyone who can see
// the story may rate it, its owner too (a child rating their own story is part of the fun; the
// weighted score keeps one rating from topping the library).

export async function rateStory(
  ctx: ServiceContext,
  user: RequestUser,
  uuid: string,
  rating: number,
): Promise<RatingResponse> {
  await viewableStory(ctx, uuid, user);
  const now = toDbTime(ctx.clock.now());
  const counters = await ctx.db.transaction().execute(async (trx) => {
    const story = await lockStory(trx, uuid);
    if (!story) throw new AppError('NOT_FOUND', NOT_FOUND_MESSAGE);
    const previous = await viewerRating({ db: trx }, uuid, user.id);
    await saveRating(trx, { storyId: uuid, userId: user.id, rating, at: now }, previous !== null);
    const sum = story.rating_sum - (previous ?? 0) + rating;
    const count = story.rating_count + (previous !== null ? 0 : 1);
    await setRatingCounters(trx, uuid, sum, count);
    return { sum, count };
  });
  libraryChanged(ctx);
  return {
    ratingAverage: averageRating(counters.sum, counters.count),
    ratingCount: counters.count,
    myRating: rating,
  };
}
