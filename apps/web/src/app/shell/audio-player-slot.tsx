import { AudioPlayer } from '../../features/audio-player/audio-player';
import { ReaderToastView } from '../../lib/reader/reader-toast';
import { NotificationSnackbar } from './notification-snackbar';

// The bottom audio player (spec §2) mounts here once a story's audio source is set, with the
// reader's short confirmations and live notifications just above it. It sits above the bottom
// navigation on phones and along the bottom edge beside the rail on wide screens.
export function AudioPlayerSlot({ aboveNav }: { aboveNav: boolean }) {
  return (
    <div
      id="audio-player-slot"
      data-above-nav={aboveNav}
      className="pointer-events-none fixed inset-x-0 z-30 flex flex-col empty:hidden data-[above-nav=true]:bottom-[calc(var(--spacing-nav)+env(safe-area-inset-bottom))] data-[above-nav=false]:bottom-0 lg:data-[above-nav=true]:bottom-0 lg:data-[above-nav=true]:left-rail"
    >
      <NotificationSnackbar />
      <ReaderToastView />
      <AudioPlayer />
    </div>
  );
}
