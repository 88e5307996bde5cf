/**
 * A story reported or deleted leaves this device too (and is not kept again as read lately).
 * The offline code is fetched only if the device can keep stories at all.
 */
export function dropKeptStory(uuid: string): void {
  if (typeof caches === 'undefined') return;
  import('./offline-stories')
    .then((kept) => kept.removeOfflineStory(uuid, { gone: true }))
    .catch((error: unknown) => console.warn('Could not remove the story from this device', error));
}
