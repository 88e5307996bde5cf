import { appUpdate } from './app-update';
import type { AppUpdate } from './app-update';

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

/** The parts of the browser's service worker API this uses (tests give their own). */
export interface WorkerContainer {
  readonly controller: unknown;
  addEventListener(type: 'controllerchange', listener: () => void): void;
  register(url: string, options: { scope: string }): Promise<WorkerRegistration>;
}
interface WorkerRegistration {
  readonly waiting: (EventTarget & { postMessage(message: unknown): void }) | null;
  readonly installing: (EventTarget & { readonly state: string }) | null;
  addEventListener(type: 'updatefound', listener: () => void): void;
}

/**
 * Registered once the page has loaded, so it takes nothing from the first paint. A new release's
 * worker installs and waits; the family is offered the update (app-update.ts), which reloads the
 * page once they tap it. A page whose worker was replaced from another tab still runs the old
 * release: its next page change, when nothing holds the update back, is a full load of the new one.
 */
export async function registerServiceWorker(
  router: NavigationSource,
  {
    container = navigator.serviceWorker as unknown as WorkerContainer,
    update = appUpdate,
    navigate = (path: string) => window.location.assign(path),
  }: { container?: WorkerContainer; update?: AppUpdate; navigate?: (path: string) => void } = {},
): Promise<void> {
  // The first worker a page gets is the release it already runs.
  let hadWorker = container.controller !== null;
  container.addEventListener('controllerchange', () => {
    if (!hadWorker) {
      hadWorker = true;
      return;
    }
    update.workerReplaced();
  });
  router.subscribe(({ navigation }) => {
    const to = navigation.location;
    const { tookOver, held } = update.getState();
    if (to && tookOver && !held) navigate(to.pathname + to.search + to.hash);
  });

  const registration = await container.register(SERVICE_WORKER_URL, { scope: '/' });
  // Only a page some release already runs has anything to update; the first worker simply starts.
  const offerIfWaiting = () => {
    if (registration.waiting && container.controller !== null) update.offer(registration.waiting);
  };
  offerIfWaiting();
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed') offerIfWaiting();
    });
  });
}
