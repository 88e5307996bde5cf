import { Suspense, lazy } from 'react';
import { useOfflineShelfOpen } from '../../lib/offline/offline-shelf-store';

const OfflineShelfScreen = lazy(() =>
  import('./offline-shelf-screen').then((m) => ({ default: m.OfflineShelfScreen })),
);

/**
 * Where the "On this device" shelf shows when asked for: above everything, outside the router
 * and the start-up gate, so it works when the app could not start offline. Its code comes with
 * the first opening (the service worker keeps it for offline starts).
 */
export function OfflineShelfHost() {
  const open = useOfflineShelfOpen();
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <OfflineShelfScreen />
    </Suspense>
  );
}
