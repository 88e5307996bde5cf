// What the service worker posts to an open app when a push is tapped (push-worker.ts), and how
// the app knows it (use-push-setup.ts).

export const NOTIFICATION_CLICK_MESSAGE = 'monstory:notification-click';

export interface NotificationClickMessage {
  type: typeof NOTIFICATION_CLICK_MESSAGE;
  notificationId: string;
  path: string | null;
}

export function isNotificationClickMessage(data: unknown): data is NotificationClickMessage {
  if (typeof data !== 'object' || data === null) return false;
  const message = data as Record<string, unknown>;
  return (
    message.type === NOTIFICATION_CLICK_MESSAGE &&
    typeof message.notificationId === 'string' &&
    (message.path === null || typeof message.path === 'string')
  );
}
