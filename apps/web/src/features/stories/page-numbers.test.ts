import { describe, expect, it } from 'vitest';
import { pageNumbers } from './page-numbers';

describe('pageNumbers', () => {
  it('lists every page when there are few', () => {
    expect(pageNumbers(1, 1)).toEqual([1]);
    expect(pageNumbers(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageNumbers(1, 0)).toEqual([]);
  });

  it('keeps the first, the last and the neighbours of the current page', () => {
    expect(pageNumbers(10, 20)).toEqual([1, 'gap', 9, 10, 11, 'gap', 20]);
  });

  it('shows the same number of links near either end', () => {
    expect(pageNumbers(1, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20]);
    expect(pageNumbers(3, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20]);
    expect(pageNumbers(20, 20)).toEqual([1, 'gap', 16, 17, 18, 19, 20]);
    expect(pageNumbers(18, 20)).toEqual([1, 'gap', 16, 17, 18, 19, 20]);
  });

  it('leaves no gap of a single page', () => {
    expect(pageNumbers(4, 8)).toEqual([1, 2, 3, 4, 5, 'gap', 8]);
    expect(pageNumbers(5, 8)).toEqual([1, 'gap', 4, 5, 6, 7, 8]);
  });
});
