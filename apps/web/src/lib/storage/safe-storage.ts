import type { LocalStorageKey, SessionStorageKey } from './storage-keys';

// Browsers throw from storage in private mode, when the quota is full, when cookies are blocked
// (even touching `window.localStorage` can throw) or when the stored text is not ours. None of
// that may break a child's story, so every helper here swallows the error and reports failure
// through its return value instead.

type Area = 'local' | 'session';
type KeyOf<A extends Area> = A extends 'local' ? LocalStorageKey : SessionStorageKey;

function storageArea(area: Area): Storage | null {
  try {
    return area === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readString<A extends Area = 'local'>(key: KeyOf<A>, area?: A): string | null {
  try {
    return storageArea(area ?? 'local')?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Returns false when the browser refused to store the value. */
export function writeString<A extends Area = 'local'>(
  key: KeyOf<A>,
  value: string,
  area?: A,
): boolean {
  try {
    const storage = storageArea(area ?? 'local');
    if (!storage) return false;
    storage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

export function removeItem<A extends Area = 'local'>(key: KeyOf<A>, area?: A): void {
  try {
    storageArea(area ?? 'local')?.removeItem(key);
  } catch {
    // Nothing stored means nothing to remove.
  }
}

/**
 * Reads a JSON value. `isValid` guards against old or hand-edited values: anything missing,
 * unparsable or rejected by it gives `fallback`.
 */
export function readJson<T, A extends Area = 'local'>(
  key: KeyOf<A>,
  fallback: T,
  isValid: (value: unknown) => value is T,
  area?: A,
): T {
  const text = readString(key, area);
  if (text === null) return fallback;
  try {
    const value: unknown = JSON.parse(text);
    return isValid(value) ? value : fallback;
  } catch {
    return fallback;
  }
}

/** Returns false when the value could not be serialised or stored. */
export function writeJson<A extends Area = 'local'>(
  key: KeyOf<A>,
  value: unknown,
  area?: A,
): boolean {
  let text: string | undefined;
  try {
    text = JSON.stringify(value);
  } catch {
    return false;
  }
  return text !== undefined && writeString(key, text, area);
}
