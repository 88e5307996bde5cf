/** The service worker (built from src/sw.ts): the app's code kept for offline starts, and push. */
export const SERVICE_WORKER_URL = '/sw.js';

/** The part of the router this needs: to hear that a page change begins. */
export interface NavigationSource {
  subscribe(listener: (state: { navigation: { location?: Location | PathLike } }) => void): unknown;
}
interface PathLike {
  pathname: string;
  search: string;
  hash: string;
}

/**
 * Registered once the page has loaded, so it takes nothing from the first paint. A new release's
 * worker takes over at once (it skips waiting) and drops the old release's files; this page,
 * still the old release, then makes its next page change a full load, which is the new release
 * (pages always come from the network first when there is one).
 */
export async function registerServiceWorker(router: NavigationSource): Promise<void> {
  const container = navigator.serviceWorker;
  // The first worker a page gets is the release it already runs.
  let hadWorker = container.controller !== null;
  let replaced = false;
  container.addEventListener('controllerchange', () => {
    if (!hadWorker) {
      hadWorker = true;
      return;
    }
    if (replaced) return;
    replaced = true;
    router.subscribe(({ navigation }) => {
      const to = navigation.location;
      if (to) window.location.assign(to.pathname + to.search + to.hash);
    });
  });
  await container.register(SERVICE_WORKER_URL, { scope: '/' });
}
