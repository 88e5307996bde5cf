import { LOADING_SCREEN_RETRIES_SHOWN } from '@monstory/contracts/constants';

// Keys of the `startup` namespace that depend on state, in one place so the component stays flat.

const RETRY_KEYS = [
  { title: 'retrying.first.title', text: 'retrying.first.text' },
  { title: 'retrying.second.title', text: 'retrying.second.text' },
  { title: 'retrying.third.title', text: 'retrying.third.text' },
] as const;

export type RetryKeys = (typeof RETRY_KEYS)[number];

/** A timeout before the first retry event still reads as attempt 1. */
export function displayAttempt(attempt: number): number {
  return Math.min(Math.max(attempt, 1), LOADING_SCREEN_RETRIES_SHOWN);
}

export function retryKeys(attempt: number): RetryKeys {
  return RETRY_KEYS[displayAttempt(attempt) - 1] ?? RETRY_KEYS[0];
}

export const FUN_FACT_KEYS = [
  'funFact.facts.f1',
  'funFact.facts.f2',
  'funFact.facts.f3',
  'funFact.facts.f4',
  'funFact.facts.f5',
  'funFact.facts.f6',
  'funFact.facts.f7',
  'funFact.facts.f8',
  'funFact.facts.f9',
  'funFact.facts.f10',
] as const;

export function funFactKey(index: number): (typeof FUN_FACT_KEYS)[number] {
  return FUN_FACT_KEYS[index] ?? FUN_FACT_KEYS[0];
}
