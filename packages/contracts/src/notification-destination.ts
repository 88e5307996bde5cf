import type { Notification } from './notifications';

// Without zod, unlike notifications.ts: the web app's start-up opens notifications (push taps
// included) and must not load zod to do so. notifications.ts re-exports it.

/** Where tapping a notification leads (docs/product.md#notifications), else its path, else nowhere. */
export function notificationDestination(
  notification: Pick<Notification, 'targetType' | 'targetId' | 'path'>,
): string | null {
  switch (notification.targetType) {
    case 'STORY':
      return notification.targetId ? `/story/${notification.targetId}` : null;
    case 'MONSTER':
      return '/stuff/monsters';
    case 'GENERATE':
      return '/generate';
    case 'SHOP':
      return '/shop';
    default:
      return notification.path;
  }
}
