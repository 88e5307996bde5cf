import { useEffect, useState } from 'react';
import { OFFLINE_CHANGE_EVENT, offlineSupported } from './offline-caches';
import type { OfflineStory } from './offline-stories';

/**
 * The stories kept on this device, kept up to date as they are saved and removed. Null until
 * read. The list's code is fetched on first use: pages that never ask carry none of it.
 */
export function useOfflineStories(): OfflineStory[] | null {
  const [stories, setStories] = useState<OfflineStory[] | null>(offlineSupported() ? null : []);
  useEffect(() => {
    if (!offlineSupported()) return;
    let live = true;
    const read = () =>
      void import('./offline-stories')
        .then((kept) => kept.listOfflineStories())
        .then(
          (list) => live && setStories(list),
          () => live && setStories([]),
        );
    read();
    window.addEventListener(OFFLINE_CHANGE_EVENT, read);
    return () => {
      live = false;
      window.removeEventListener(OFFLINE_CHANGE_EVENT, read);
    };
  }, []);
  return stories;
}

/** "3.4 MB", "820 kB" in the reader's language. */
export function formatBytes(bytes: number, language: string): string {
  const [value, unit] =
    bytes >= 1_000_000 ? [bytes / 1_000_000, 'megabyte'] : [Math.max(bytes, 1) / 1000, 'kilobyte'];
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit,
    unitDisplay: 'short',
    maximumFractionDigits: value < 10 ? 1 : 0,
  }).format(value);
}
