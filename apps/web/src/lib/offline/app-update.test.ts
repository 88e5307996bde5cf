import { describe, expect, it, vi } from 'vitest';
import { SKIP_WAITING_MESSAGE, createAppUpdate, holdWhilePlaying } from './app-update';
import { registerServiceWorker } from './register-service-worker';
import type { NavigationSource, WorkerContainer } from './register-service-worker';

// The browser's service worker parts as plain event targets: the test says when a worker
// installs, waits or takes over.

class FakeWorker extends EventTarget {
  state = 'installing';
  readonly postMessage = vi.fn();
  become(state: string) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration extends EventTarget {
  waiting: FakeWorker | null = null;
  installing: FakeWorker | null = null;
  /** A new release's worker is found, installs and waits. */
  newRelease(): FakeWorker {
    const worker = new FakeWorker();
    this.installing = worker;
    this.dispatchEvent(new Event('updatefound'));
    this.installing = null;
    this.waiting = worker;
    worker.become('installed');
    return worker;
  }
}

class FakeContainer extends EventTarget implements WorkerContainer {
  readonly registration = new FakeRegistration();
  constructor(public controller: unknown) {
    super();
  }
  register() {
    return Promise.resolve(this.registration);
  }
  /** The page's worker changes (skipWaiting here or in another tab, or the first one's claim). */
  takeOver(worker: unknown) {
    this.controller = worker;
    this.dispatchEvent(new Event('controllerchange'));
  }
}

class FakeRouter implements NavigationSource {
  private listeners: Parameters<NavigationSource['subscribe']>[0][] = [];
  subscribe(listener: Parameters<NavigationSource['subscribe']>[0]) {
    this.listeners.push(listener);
  }
  go(pathname: string) {
    const location = { pathname, search: '', hash: '' };
    for (const listener of this.listeners) listener({ navigation: { location } });
  }
}

async function start(controller: unknown = {}) {
  const reload = vi.fn();
  const navigate = vi.fn();
  const update = createAppUpdate(reload);
  const container = new FakeContainer(controller);
  const router = new FakeRouter();
  await registerServiceWorker(router, { container, update, navigate });
  return { reload, navigate, update, container, router, registration: container.registration };
}

describe('a new release of the app', () => {
  it('waits until the family taps Update, then takes over and reloads the page once', async () => {
    const { update, registration, container, reload } = await start();
    expect(update.getState().ready).toBe(false);

    const next = registration.newRelease();
    expect(update.getState()).toMatchObject({ ready: true, held: false });
    expect(next.postMessage).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();

    update.apply();
    expect(next.postMessage).toHaveBeenCalledWith({ type: SKIP_WAITING_MESSAGE });
    expect(reload).not.toHaveBeenCalled();
    container.takeOver(next);
    container.takeOver(next);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('is offered when it was already waiting as the page opened', async () => {
    const reload = vi.fn();
    const update = createAppUpdate(reload);
    const container = new FakeContainer({});
    const waiting = new FakeWorker();
    container.registration.waiting = waiting;
    await registerServiceWorker(new FakeRouter(), { container, update, navigate: vi.fn() });
    expect(update.getState().ready).toBe(true);
  });

  it('is no update on the first visit: the first worker simply starts', async () => {
    const { update, registration, container, reload } = await start(null);
    const first = registration.newRelease();
    expect(update.getState().ready).toBe(false);
    container.takeOver(first);
    expect(update.getState().ready).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('updated from another tab, is offered here too, and a tap reloads without asking a worker', async () => {
    const { update, container, reload } = await start();
    container.takeOver({});
    expect(update.getState()).toMatchObject({ ready: true, tookOver: true });
    expect(reload).not.toHaveBeenCalled();
    update.apply();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('updated from another tab, makes the next page change a full load, unless held', async () => {
    const { update, container, router, navigate } = await start();
    router.go('/stuff');
    expect(navigate).not.toHaveBeenCalled();
    container.takeOver({});
    const release = update.hold();
    router.go('/library');
    expect(navigate).not.toHaveBeenCalled();
    release();
    router.go('/library');
    expect(navigate).toHaveBeenCalledWith('/library');
  });

  it('keeps quiet while held (a story being written, narration playing) and never reloads then', async () => {
    const { update, registration, reload } = await start();
    const writing = update.hold();
    const narration = update.hold();
    registration.newRelease();
    expect(update.getState()).toMatchObject({ ready: true, held: true });
    writing();
    writing();
    expect(update.getState().held).toBe(true);
    narration();
    expect(update.getState().held).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('narration playing', () => {
  it('holds the update from play until pause or end', () => {
    const update = createAppUpdate(vi.fn());
    const audio = document.createElement('audio');
    const stop = holdWhilePlaying(audio, update);
    expect(update.getState().held).toBe(false);
    audio.dispatchEvent(new Event('play'));
    audio.dispatchEvent(new Event('play'));
    expect(update.getState().held).toBe(true);
    audio.dispatchEvent(new Event('pause'));
    expect(update.getState().held).toBe(false);
    audio.dispatchEvent(new Event('play'));
    audio.dispatchEvent(new Event('ended'));
    expect(update.getState().held).toBe(false);
    audio.dispatchEvent(new Event('play'));
    stop();
    expect(update.getState().held).toBe(false);
  });
});
