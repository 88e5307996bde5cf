import { FUN_FACT_COUNT, LOADING_SCREEN_RETRIES_SHOWN } from '@monstory/contracts/constants';
import type { LoadingState } from '@monstory/contracts/enums';

// The loading screen's state machine (docs/product.md#startup), kept pure: randomness arrives in the actions.

export interface LoadingScreenState {
  state: LoadingState;
  /** The last attempt number a login-retry event reported; 0 before any. */
  attempt: number;
  /** Index into the fun-fact list shown in the failed state. */
  funFact: number;
}

export type LoadingAction =
  /** `random` in [0, 1) chooses the next fun fact should the screen fail. */
  | { type: 'login-retry'; attempt: number; random: number }
  | { type: 'login-timeout'; random: number };

export function initialLoadingState(random: number): LoadingScreenState {
  return { state: 'loading', attempt: 0, funFact: Math.floor(random * FUN_FACT_COUNT) };
}

export function loadingReducer(
  current: LoadingScreenState,
  action: LoadingAction,
): LoadingScreenState {
  switch (action.type) {
    case 'login-retry':
      return settle({ ...current, attempt: action.attempt }, action.random);
    case 'login-timeout':
      return current.state === 'loading' ? settle(current, action.random) : current;
  }
}

function settle(current: LoadingScreenState, random: number): LoadingScreenState {
  if (current.attempt <= LOADING_SCREEN_RETRIES_SHOWN) return { ...current, state: 'retrying' };
  return { ...current, state: 'failed', funFact: nextFunFact(current.funFact, random) };
}

/** A fact other than `previous`, evenly among the rest. */
export function nextFunFact(previous: number, random: number): number {
  const pick = Math.floor(random * (FUN_FACT_COUNT - 1));
  return pick >= previous ? pick + 1 : pick;
}
