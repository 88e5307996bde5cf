import { describe, expect, it } from 'vitest';
import { initialLoadingState, loadingReducer, nextFunFact } from './loading-state';
import type { LoadingScreenState } from './loading-state';

const start = initialLoadingState(0);
const retry = (attempt: number, random = 0.5) =>
  ({ type: 'login-retry', attempt, random }) as const;
const timeout = (random = 0.5) => ({ type: 'login-timeout', random }) as const;

describe('loadingReducer', () => {
  it('starts loading with no attempt and a fun fact from the random draw', () => {
    expect(start).toEqual({ state: 'loading', attempt: 0, funFact: 0 });
    expect(initialLoadingState(0.95).funFact).toBe(9);
  });

  it.each([1, 2, 3])('stores attempt %i and shows retrying', (attempt) => {
    expect(loadingReducer(start, retry(attempt))).toEqual({
      state: 'retrying',
      attempt,
      funFact: 0,
    });
  });

  it('fails after the third retry and picks a new fun fact', () => {
    const failed = loadingReducer(loadingReducer(start, retry(3)), retry(4, 0));
    expect(failed.state).toBe('failed');
    expect(failed.attempt).toBe(4);
    expect(failed.funFact).not.toBe(start.funFact);
  });

  it('picks yet another fun fact when a later retry fails again', () => {
    const failed = loadingReducer(start, retry(4, 0.3));
    const again = loadingReducer(failed, retry(5, 0.3));
    expect(again.state).toBe('failed');
    expect(again.funFact).not.toBe(failed.funFact);
  });

  it('moves from loading to retrying on a timeout', () => {
    expect(loadingReducer(start, timeout())).toEqual({ ...start, state: 'retrying' });
  });

  it('moves from loading to failed on a timeout once the attempts are used up', () => {
    const late: LoadingScreenState = { state: 'loading', attempt: 4, funFact: 2 };
    const failed = loadingReducer(late, timeout(0.9));
    expect(failed.state).toBe('failed');
    expect(failed.funFact).not.toBe(2);
  });

  it.each<LoadingScreenState>([
    { state: 'retrying', attempt: 2, funFact: 1 },
    { state: 'failed', attempt: 4, funFact: 1 },
  ])('ignores a timeout unless still loading ($state)', (current) => {
    expect(loadingReducer(current, timeout())).toBe(current);
  });
});

describe('nextFunFact', () => {
  it.each([0, 4, 9])('reaches every other fact and never repeats %i', (previous) => {
    const picks = new Set(Array.from({ length: 9 }, (_, i) => nextFunFact(previous, i / 9)));
    expect(picks.has(previous)).toBe(false);
    expect(picks.size).toBe(9);
    expect(nextFunFact(previous, 0.999_999)).toBeLessThan(10);
  });
});
