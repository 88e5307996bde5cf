import type { AuthStore } from '../auth/auth-store';
import { clearOfflineStories } from './offline-caches';

const OWNER_KEY = 'monstory.offline-owner';

function readOwner(): string | null {
  try {
    return localStorage.getItem(OWNER_KEY);
  } catch {
    return null;
  }
}

function writeOwner(id: string | null): void {
  try {
    if (id === null) localStorage.removeItem(OWNER_KEY);
    else localStorage.setItem(OWNER_KEY, id);
  } catch {
    // Without storage the kept stories still go at sign-out in this page.
  }
}

function wipe(): void {
  writeOwner(null);
  clearOfflineStories().catch((error: unknown) =>
    console.warn('Could not delete the stories kept on this device', error),
  );
}

/**
 * Kept stories belong to whoever kept them. When that person signs out (or the session ends, or
 * someone else signs in) every kept story is deleted, and a page that starts with another user
 * than the one who kept them deletes them too (a sign-out whose page closed before it finished).
 */
export function watchOfflineOwner(store: AuthStore): () => void {
  let last: string | null = null;
  return store.subscribe(() => {
    const id = store.getState().user?.id ?? null;
    if (id === last) return;
    const was = last;
    last = id;
    if (was !== null) {
      wipe();
      if (id !== null) writeOwner(id);
      return;
    }
    if (id === null) return;
    const owner = readOwner();
    if (owner !== null && owner !== id) wipe();
    writeOwner(id);
  });
}
