import { useSyncExternalStore } from 'react';
import { readJson, writeJson } from '../storage/safe-storage';
import { LocalStorageKey } from '../storage/storage-keys';

// Who agreed, in the app, to push messages on this device (docs/product.md#push: never the browser's prompt
// on first load). The browser's permission is per site, but a shared tablet has several
// children's accounts: each one agrees for itself.

type Listener = () => void;
const listeners = new Set<Listener>();
let version = 0;

const isIdList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((id) => typeof id === 'string');

export function hasPushOptIn(userId: string): boolean {
  return readJson<string[]>(LocalStorageKey.pushOptIn, [], isIdList).includes(userId);
}

export function recordPushOptIn(userId: string): void {
  const ids = readJson<string[]>(LocalStorageKey.pushOptIn, [], isIdList);
  if (!ids.includes(userId)) writeJson(LocalStorageKey.pushOptIn, [...ids, userId].slice(-20));
  pushStateChanged();
}

/** The opt-in or the browser's permission changed: offers and set-up look again. */
export function pushStateChanged(): void {
  version += 1;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A number that changes whenever the push state does, to re-run effects that depend on it. */
export function usePushStateVersion(): number {
  return useSyncExternalStore(
    subscribe,
    () => version,
    () => version,
  );
}
