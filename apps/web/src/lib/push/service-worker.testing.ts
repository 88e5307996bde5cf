import source from '../../../public/sw-push.js?raw';
import { vi } from 'vitest';

// public/sw-push.js run in a stand-in for the service worker's global scope: its listeners, its
// clients and its notifications are all inspectable.

export interface FakeWindowClient {
  focused: boolean;
  visibilityState: 'visible' | 'hidden';
  postMessage: ReturnType<typeof vi.fn>;
  focus: ReturnType<typeof vi.fn>;
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

interface ServiceWorkerRules {
  parsePushPayload(raw: unknown): unknown;
  pushDestination(payload: unknown): string | null;
}

type Listener = (event: Record<string, unknown>) => void;

export function loadServiceWorker(windows: FakeWindowClient[] = []) {
  const listeners = new Map<string, Listener>();
  const showNotification = vi.fn((_title: string, _options: NotificationOptions) =>
    Promise.resolve(),
  );
  const openWindow = vi.fn((_url: string) => Promise.resolve(null));
  const self = {
    location: { origin: 'https://monstory.test' },
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
    skipWaiting: vi.fn(),
    registration: { showNotification },
    clients: {
      matchAll: vi.fn(() => Promise.resolve(windows)),
      openWindow,
      claim: vi.fn(() => Promise.resolve()),
    },
  };
  const warn = vi.fn();
  const rules = new Function(
    'self',
    'console',
    `${source}\nreturn { parsePushPayload, pushDestination };`,
  )(self, { warn }) as ServiceWorkerRules;

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
    rules,
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
