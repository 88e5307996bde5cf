import type { Story } from '@monstory/contracts/story';

export type RatingFacts = Pick<Story, 'ratingAverage' | 'ratingCount' | 'myRating'>;

/**
 * The average and count as they will be once the viewer's `rating` is in: shown at once, before
 * the server answers (which then has the last word). A changed rating replaces the old one.
 */
export function withMyRating(facts: RatingFacts, rating: number): RatingFacts {
  const { ratingAverage, ratingCount, myRating } = facts;
  const total = (ratingAverage ?? 0) * ratingCount;
  if (myRating !== null && ratingCount > 0) {
    return {
      ratingAverage: (total - myRating + rating) / ratingCount,
      ratingCount,
      myRating: rating,
    };
  }
  const count = ratingCount + 1;
  return { ratingAverage: (total + rating) / count, ratingCount: count, myRating: rating };
}
