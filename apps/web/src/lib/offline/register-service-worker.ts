/** The service worker (built from src/sw/service-worker.ts): the app's code offline, and push. */
export const SERVICE_WORKER_URL = '/sw.js';

/**
 * Registered once the page has loaded, so it takes nothing from the first paint. A new release's
 * worker takes over at once; pages are always fetched from the network first, so no one runs a
 * stale app while online, and the next load (or navigation) is the new release.
 */
export async function registerServiceWorker(): Promise<void> {
  await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' });
}
