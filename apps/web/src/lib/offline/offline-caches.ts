// The names of the caches that hold stories kept on this device, and their wiping at sign-out.
// Free of other imports, so the sign-out path can carry it without the rest of offline reading.

/** Each kept story's cache: this prefix and the story's uuid. */
export const STORY_CACHE_PREFIX = 'monstory-story-';
/** The list of kept stories. */
export const INDEX_CACHE = 'monstory-offline';
/** Sent on window whenever the kept stories change. */
export const OFFLINE_CHANGE_EVENT = 'monstory:offline-change';

export function offlineSupported(): boolean {
  return typeof caches !== 'undefined';
}

let generation = 0;
/** Changes at each wipe: a save begun before one must not write afterwards. */
export function offlineGeneration(): number {
  return generation;
}

export function announceOfflineChange(): void {
  window.dispatchEvent(new Event(OFFLINE_CHANGE_EVENT));
}

/** Sign-out: every kept story goes, so the next person on this device finds none. */
export async function clearOfflineStories(): Promise<void> {
  if (!offlineSupported()) return;
  generation += 1;
  const names = await caches.keys();
  await Promise.all(
    names
      .filter((name) => name.startsWith(STORY_CACHE_PREFIX) || name === INDEX_CACHE)
      .map((name) => caches.delete(name)),
  );
  announceOfflineChange();
}
