import type { ConsentChoice } from './consent-choice';
import { NO_CONSENT } from './consent-choice';

// The consent in force on this page, for code that must not run without it (analytics). It
// starts at "all denied" and changes only when a saved record is read or a new choice is saved.

type Listener = (choice: ConsentChoice) => void;

let current: ConsentChoice = NO_CONSENT;
const listeners = new Set<Listener>();

export function getConsent(): ConsentChoice {
  return current;
}

export function setConsent(choice: ConsentChoice): void {
  const same = (Object.keys(choice) as (keyof ConsentChoice)[]).every(
    (category) => choice[category] === current[category],
  );
  if (same) return;
  current = choice;
  listeners.forEach((listener) => listener(choice));
}

/** Calls `listener` on every change; returns the unsubscribe. */
export function subscribeConsent(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
