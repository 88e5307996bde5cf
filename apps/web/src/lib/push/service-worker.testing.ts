import { vi } from 'vitest';
import type { Mock } from 'vitest';
import { listenForPush } from './push-worker';
import type { NotificationClickMessage } from './notification-click-message';
import type { PushWindowClient, PushWorkerScope } from './push-worker';

// The service worker's push half (push-worker.ts) in a stand-in for the worker's global scope:
// its listeners, its clients and its notifications are all inspectable.

export interface FakeWindowClient extends PushWindowClient {
  focused: boolean;
  visibilityState: 'visible' | 'hidden';
  postMessage: Mock<(message: NotificationClickMessage) => void>;
  focus: Mock<() => Promise<void>>;
}

export function fakeWindowClient(overrides: Partial<FakeWindowClient> = {}): FakeWindowClient {
  return {
    focused: false,
    visibilityState: 'hidden',
    postMessage: vi.fn(),
    focus: vi.fn(() => Promise.resolve()),
    ...overrides,
  };
}

type Listener = (event: Record<string, unknown>) => void;

export function loadServiceWorker(windows: FakeWindowClient[] = []) {
  const listeners = new Map<string, Listener>();
  const showNotification = vi.fn((_title: string, _options: NotificationOptions) =>
    Promise.resolve(),
  );
  const openWindow = vi.fn((_url: string) => Promise.resolve(null));
  const scope = {
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
    registration: { showNotification },
    clients: { matchAll: vi.fn(() => Promise.resolve(windows)), openWindow },
  };
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  listenForPush(scope as unknown as PushWorkerScope);

  /** Fires `type` and waits for what the worker asked to wait for. */
  async function dispatch(type: string, event: Record<string, unknown>): Promise<void> {
    let pending: Promise<unknown> = Promise.resolve();
    listeners.get(type)?.({
      ...event,
      waitUntil: (promise: Promise<unknown>) => (pending = promise),
    });
    await pending;
  }

  return {
    warn,
    showNotification,
    openWindow,
    /** A push whose body is `payload` as JSON (or `text` as it is). */
    push: (payload: unknown, text = JSON.stringify(payload)) =>
      dispatch('push', {
        data: {
          json: () => JSON.parse(text) as unknown,
        },
      }),
    click: (data: unknown) => {
      const close = vi.fn();
      return dispatch('notificationclick', { notification: { data, close } }).then(() => close);
    },
  };
}
