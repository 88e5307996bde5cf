import { safeLocalPath } from '../navigation/safe-local-path';
import { readString, removeItem, writeString } from '../storage/safe-storage';
import { LocalStorageKey } from '../storage/storage-keys';

// Where a person was going when the access guard sent them elsewhere (docs/product.md#access-guard "redirect path");
// honoured once they have signed in.

const NEVER_SAVED = new Set(['/login', '/']);

export function saveRedirectPath(path: string): void {
  const safe = safeLocalPath(path);
  if (safe && !NEVER_SAVED.has(new URL(safe, 'https://app.invalid').pathname)) {
    writeString(LocalStorageKey.redirectPath, safe);
  }
}

export function peekRedirectPath(): string | null {
  return safeLocalPath(readString(LocalStorageKey.redirectPath));
}

/** Reads and forgets the saved path. */
export function takeRedirectPath(): string | null {
  const path = peekRedirectPath();
  removeItem(LocalStorageKey.redirectPath);
  return path;
}

export function clearRedirectPath(): void {
  removeItem(LocalStorageKey.redirectPath);
}
