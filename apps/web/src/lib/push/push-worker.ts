import { safeLocalPath } from '../navigation/safe-local-path';
import { NOTIFICATION_CLICK_MESSAGE } from './notification-click-message';
import type { NotificationClickMessage } from './notification-click-message';
import { parsePushPayload, pushDestination } from './push-payload';

// The service worker's Web Push half (src/sw.ts): it reads a push with the app's own rules
// (push-payload.ts), shows it unless the app is on screen, and opens its destination on a tap.

/** The parts of a window client this uses. */
export interface PushWindowClient {
  readonly focused: boolean;
  readonly visibilityState: string;
  postMessage(message: NotificationClickMessage): void;
  focus(): Promise<unknown>;
}

interface WaitingEvent {
  waitUntil(promise: Promise<unknown>): void;
}
interface PushMessageEvent extends WaitingEvent {
  readonly data: { json(): unknown } | null;
}
interface NotificationClickEvent extends WaitingEvent {
  readonly notification: { readonly data: unknown; close(): void };
}

/** The parts of the service worker's global scope this uses (tests give their own). */
export interface PushWorkerScope {
  addEventListener(type: 'push', listener: (event: PushMessageEvent) => void): void;
  addEventListener(
    type: 'notificationclick',
    listener: (event: NotificationClickEvent) => void,
  ): void;
  readonly registration: {
    showNotification(title: string, options: NotificationOptions): Promise<void>;
  };
  readonly clients: {
    matchAll(options: {
      type: 'window';
      includeUncontrolled: boolean;
    }): Promise<readonly PushWindowClient[]>;
    openWindow(url: string): Promise<unknown>;
  };
}

/** What a shown notification carries to its tap. */
interface ShownData {
  notificationId: string;
  path: string | null;
}

/** The push's JSON, or undefined (with a warning) when it has none or it is not JSON. */
function readPush(event: PushMessageEvent): unknown {
  if (!event.data) {
    console.warn('Ignoring a push message without a payload');
    return undefined;
  }
  try {
    return event.data.json();
  } catch (error) {
    console.warn('Ignoring a push message that is not JSON', error);
    return undefined;
  }
}

function windowsOf(scope: PushWorkerScope) {
  return scope.clients.matchAll({ type: 'window', includeUncontrolled: true });
}

async function showPush(scope: PushWorkerScope, raw: unknown): Promise<void> {
  if (raw === undefined) return;
  const payload = parsePushPayload(raw);
  if (!payload) return;
  const windows = await windowsOf(scope);
  // The app on screen shows it as a snackbar itself (docs/product.md#push).
  if (windows.some((client) => client.focused && client.visibilityState === 'visible')) return;
  const data: ShownData = {
    notificationId: payload.data.notificationId,
    path: safeLocalPath(pushDestination(payload)),
  };
  await scope.registration.showNotification(payload.notification.title, {
    body: payload.notification.body,
    tag: payload.data.notificationId,
    icon: '/favicon.svg',
    data,
  });
}

async function openFromNotification(scope: PushWorkerScope, raw: unknown): Promise<void> {
  const data = typeof raw === 'object' && raw !== null ? (raw as Partial<ShownData>) : {};
  const path = typeof data.path === 'string' ? safeLocalPath(data.path) : null;
  const notificationId = typeof data.notificationId === 'string' ? data.notificationId : null;
  const windows = await windowsOf(scope);
  const client = windows.find((candidate) => candidate.focused) ?? windows[0];
  if (client) {
    // The open app marks it read and goes there with its own router.
    if (notificationId) {
      client.postMessage({ type: NOTIFICATION_CLICK_MESSAGE, notificationId, path });
    }
    await client.focus();
    return;
  }
  await scope.clients.openWindow(path ?? '/');
}

/** Shows pushes and opens their destinations when tapped (docs/product.md#push). */
export function listenForPush(scope: PushWorkerScope): void {
  scope.addEventListener('push', (event) => {
    event.waitUntil(showPush(scope, readPush(event)));
  });
  scope.addEventListener('notificationclick', (event) => {
    event.notification.close();
    event.waitUntil(openFromNotification(scope, event.notification.data));
  });
}
