import type { Notification } from '@monstory/contracts/notifications';
import type { QueryClient } from '@tanstack/react-query';
import { useQueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

// What this visit knows beyond the server's list: which notifications the user already read or
// archived here (they stay gone, docs/product.md#notifications), and the live ones waiting for the snackbar. One
// session per query client, so it lives exactly as long as the app's cache does, and is
// emptied with it when someone signs out.

type Listener = () => void;

export interface NotificationSession {
  /** Read or archived here; hidden from every later answer of the server. */
  readonly dismissed: ReadonlySet<string>;
  dismiss(id: string): void;
  /** The snackbar queue; the first one is on screen. */
  snackbars(): readonly Notification[];
  enqueueSnackbar(notification: Notification): void;
  /** Takes `id` out of the queue (shown long enough, closed, opened, or read elsewhere). */
  dropSnackbar(id: string): void;
  /** Forgets everything: another person (or nobody) is signed in now. */
  reset(): void;
  subscribe(listener: Listener): () => void;
}

function createNotificationSession(): NotificationSession {
  let dismissed = new Set<string>();
  let queue: readonly Notification[] = [];
  const listeners = new Set<Listener>();
  const changed = () => listeners.forEach((listener) => listener());
  return {
    get dismissed() {
      return dismissed;
    },
    dismiss(id) {
      dismissed = new Set(dismissed).add(id);
      if (queue.some((n) => n.notificationId === id)) {
        queue = queue.filter((n) => n.notificationId !== id);
        changed();
      }
    },
    snackbars: () => queue,
    enqueueSnackbar(notification) {
      const known = queue.some((n) => n.notificationId === notification.notificationId);
      if (known || dismissed.has(notification.notificationId)) return;
      queue = [...queue, notification];
      changed();
    },
    dropSnackbar(id) {
      if (!queue.some((n) => n.notificationId === id)) return;
      queue = queue.filter((n) => n.notificationId !== id);
      changed();
    },
    reset() {
      dismissed = new Set();
      if (queue.length === 0) return;
      queue = [];
      changed();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const sessions = new WeakMap<QueryClient, NotificationSession>();

export function notificationSession(queryClient: QueryClient): NotificationSession {
  let session = sessions.get(queryClient);
  if (!session) {
    session = createNotificationSession();
    sessions.set(queryClient, session);
  }
  return session;
}

export function useNotificationSession(): NotificationSession {
  return notificationSession(useQueryClient());
}

/** The notification the snackbar shows now, or null. */
export function useCurrentSnackbar(): Notification | null {
  const session = useNotificationSession();
  return useSyncExternalStore(
    session.subscribe,
    () => session.snackbars()[0] ?? null,
    () => null,
  );
}
