import { Suspense } from 'react';
import { usePlayerSource } from '../../lib/audio-player/player-source';
import { useReaderToast } from '../../lib/reader/reader-toast-store';
import { LazyAudioPlayer, LazyNotificationSnackbar, LazyReaderToastView } from './lazy-shell-parts';

// The bottom audio player (docs/product.md#shell) mounts here once a story's audio source is set, with the
// reader's short confirmations and live notifications just above it. It sits above the bottom
// navigation on phones and along the bottom edge beside the rail on wide screens. Each part's
// code is fetched when it first has something to show (the snackbar's once someone signed in:
// its live region must be there before the first notification is).
export function AudioPlayerSlot({ aboveNav, live }: { aboveNav: boolean; live: boolean }) {
  const playing = usePlayerSource() !== null;
  const toast = useReaderToast() !== null;
  return (
    <div
      id="audio-player-slot"
      data-above-nav={aboveNav}
      className="pointer-events-none fixed inset-x-0 z-30 flex flex-col empty:hidden data-[above-nav=true]:bottom-[calc(var(--spacing-nav)+env(safe-area-inset-bottom))] data-[above-nav=false]:bottom-0 lg:data-[above-nav=true]:bottom-0 lg:data-[above-nav=true]:left-rail"
    >
      <Suspense fallback={null}>{live && <LazyNotificationSnackbar />}</Suspense>
      <Suspense fallback={null}>{toast && <LazyReaderToastView />}</Suspense>
      <Suspense fallback={null}>{playing && <LazyAudioPlayer />}</Suspense>
    </div>
  );
}
