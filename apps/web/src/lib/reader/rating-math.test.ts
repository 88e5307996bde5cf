import { describe, expect, it } from 'vitest';
import { withMyRating } from './rating-math';

describe('withMyRating', () => {
  it('adds a first rating to the average and the count', () => {
    expect(withMyRating({ ratingAverage: null, ratingCount: 0, myRating: null }, 4)).toEqual({
      ratingAverage: 4,
      ratingCount: 1,
      myRating: 4,
    });
    expect(withMyRating({ ratingAverage: 3, ratingCount: 2, myRating: null }, 5)).toEqual({
      ratingAverage: 11 / 3,
      ratingCount: 3,
      myRating: 5,
    });
  });

  it('replaces a changed rating without counting the viewer twice', () => {
    expect(withMyRating({ ratingAverage: 4, ratingCount: 2, myRating: 5 }, 1)).toEqual({
      ratingAverage: 2,
      ratingCount: 2,
      myRating: 1,
    });
  });
});
