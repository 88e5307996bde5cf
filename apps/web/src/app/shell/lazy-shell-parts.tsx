import { lazy } from 'react';

// Parts of the shell that most first screens never show, each fetched when it is first needed:
// what follows a signed-in user (live-updates.tsx), and the reader's player and confirmations
// (reader-overlays.ts).

const loadLiveUpdates = () => import('./live-updates');
const loadReaderOverlays = () => import('./reader-overlays');

export const LazyLiveUpdates = lazy(() =>
  loadLiveUpdates().then((m) => ({ default: m.LiveUpdates })),
);
export const LazyNotificationSnackbar = lazy(() =>
  loadLiveUpdates().then((m) => ({ default: m.NotificationSnackbar })),
);
export const LazyAudioPlayer = lazy(() =>
  loadReaderOverlays().then((m) => ({ default: m.AudioPlayer })),
);
export const LazyReaderToastView = lazy(() =>
  loadReaderOverlays().then((m) => ({ default: m.ReaderToastView })),
);
