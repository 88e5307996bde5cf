import { describe, expect, it } from 'vitest';
import { creditBand } from './credit-bands.js';

describe('creditBand (Credits)', () => {
  it('names the balance by what it buys', () => {
    const bands = [0, 9, 10, 39, 40, 99, 100, 5000].map((balance) => [
      balance,
      creditBand(balance),
    ]);
    expect(bands).toEqual([
      [0, 'LIMITED_OPTIONS'],
      [9, 'LIMITED_OPTIONS'],
      [10, 'ENOUGH_FOR_A_FEW'],
      [39, 'ENOUGH_FOR_A_FEW'],
      [40, 'ENOUGH_FOR_SEVERAL'],
      [99, 'ENOUGH_FOR_SEVERAL'],
      [100, 'LOTS_OF_POSSIBILITIES'],
      [5000, 'LOTS_OF_POSSIBILITIES'],
    ]);
  });
});
