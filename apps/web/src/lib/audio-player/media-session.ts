import { PRODUCT_NAME } from '@monstory/contracts/constants';

// The Media Session API, where there is one: the lock screen and headphones show the story and
// can play, pause, seek and stop it.

interface Controls {
  play: () => void;
  pause: () => void;
  seekTo: (seconds: number) => void;
  close: () => void;
  /** Seconds into the narration now. */
  position: () => number;
}

const session = (): MediaSession | null =>
  typeof navigator !== 'undefined' && 'mediaSession' in navigator ? navigator.mediaSession : null;

const SKIP_S = 10;

export function setUpMediaSession({ play, pause, seekTo, close, position }: Controls): void {
  const media = session();
  if (!media) return;
  const handlers: Array<[MediaSessionAction, MediaSessionActionHandler]> = [
    ['play', play],
    ['pause', pause],
    ['stop', close],
    ['seekto', (details) => seekTo(details.seekTime ?? 0)],
    ['seekbackward', () => seekTo(position() - SKIP_S)],
    ['seekforward', () => seekTo(position() + SKIP_S)],
  ];
  for (const [action, handler] of handlers) {
    try {
      media.setActionHandler(action, handler);
    } catch {
      // Older browsers know fewer actions; the others still work.
    }
  }
}

export function showInMediaSession({
  title,
  artworkUrl,
}: {
  title: string;
  artworkUrl: string | null;
}): void {
  const media = session();
  if (!media || typeof MediaMetadata === 'undefined') return;
  media.metadata = new MediaMetadata({
    title,
    artist: PRODUCT_NAME,
    artwork: artworkUrl ? [{ src: artworkUrl }] : [],
  });
}

export function clearMediaSession(): void {
  const media = session();
  if (media) media.metadata = null;
}
