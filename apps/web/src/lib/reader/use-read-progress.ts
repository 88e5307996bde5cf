import { READ_COUNTS_AT_PROGRESS } from '@monstory/contracts/library';
import { useEffect, useState } from 'react';
import { postReadProgress } from './reader-api';
import { createReadProgressTracker } from './read-progress';
import { seenShare, watchScroll } from './scroll-metrics';

/**
 * Reports how far the reader got (POST /api/story/{uuid}/read) at each quarter and on leaving
 * (another screen, another tab, closing the page). Off for a story still being written: its end
 * is not there yet. `readCounted` turns true once the server has a read that counts.
 */
export function useReadProgress(uuid: string, enabled: boolean): { readCounted: boolean } {
  const [readCounted, setReadCounted] = useState(false);

  useEffect(() => {
    if (!enabled) return;
    const tracker = createReadProgressTracker();
    const send = (progress: number | null) => {
      if (progress === null) return;
      postReadProgress(uuid, progress).then(
        () => {
          if (progress >= READ_COUNTS_AT_PROGRESS) setReadCounted(true);
        },
        // Statistics only: the child reads on whatever happened.
        (error: unknown) => console.warn('Read progress was not saved', error),
      );
    };
    const stopWatching = watchScroll((metrics) => send(tracker.see(seenShare(metrics))));
    const onHide = () => {
      if (document.visibilityState === 'hidden') send(tracker.leave());
    };
    const onPageHide = () => send(tracker.leave());
    document.addEventListener('visibilitychange', onHide);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      stopWatching();
      document.removeEventListener('visibilitychange', onHide);
      window.removeEventListener('pagehide', onPageHide);
      send(tracker.leave());
    };
  }, [uuid, enabled]);

  return { readCounted };
}
