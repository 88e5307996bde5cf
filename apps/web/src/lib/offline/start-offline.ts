import type { AuthStore } from '../auth/auth-store';
import { watchOfflineOwner } from './offline-owner';
import type { NavigationSource } from './register-service-worker';

/**
 * Offline reading's start: kept stories follow the signed-in user, and the service worker is
 * registered after the page's load event, in a file of its own, off the first load's path.
 */
export function startOffline(
  store: AuthStore,
  { serviceWorker, router }: { serviceWorker: boolean; router: NavigationSource },
) {
  watchOfflineOwner(store);
  if (!serviceWorker || !('serviceWorker' in navigator)) return;
  const register = () =>
    void import('./register-service-worker')
      .then((worker) => worker.registerServiceWorker(router))
      .catch((error: unknown) => console.warn('The service worker did not register', error));
  if (document.readyState === 'complete') setTimeout(register, 0);
  else window.addEventListener('load', () => setTimeout(register, 0), { once: true });
}
