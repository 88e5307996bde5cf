import type {
  Notification,
  NotificationListResponse,
  NotificationStreamEvent,
} from '@monstory/contracts/notifications';

// The cached list and its unread count, changed in one place for every source: the server's
// answer, live events and the user's own taps. All pure, so each rule has a plain test.

type ChangedEvent = Extract<NotificationStreamEvent, { type: 'changed' }>;

const isUnread = (notification: Notification) => notification.status === 'UNREAD';

/** Unread first, then newest first (docs/product.md#constants), at most `cap`. */
export function topNotifications(list: readonly Notification[], cap: number): Notification[] {
  return [...list]
    .sort(
      (a, b) =>
        Number(isUnread(b)) - Number(isUnread(a)) ||
        Date.parse(b.createdAt) - Date.parse(a.createdAt),
    )
    .slice(0, cap);
}

/**
 * The server's answer without what this user already read or archived here: those stay gone
 * even when the call behind them failed (docs/product.md#notifications), and the badge does not count them.
 */
export function withoutDismissed(
  answer: NotificationListResponse,
  dismissed: ReadonlySet<string>,
): NotificationListResponse {
  if (dismissed.size === 0) return answer;
  const hiddenUnread = answer.notifications.filter(
    (n) => dismissed.has(n.notificationId) && isUnread(n),
  ).length;
  return {
    notifications: answer.notifications.filter((n) => !dismissed.has(n.notificationId)),
    unreadCount: Math.max(0, answer.unreadCount - hiddenUnread),
  };
}

/** A notification that just arrived; one already listed is left as it is. */
export function withNotification(
  answer: NotificationListResponse,
  notification: Notification,
): NotificationListResponse {
  if (answer.notifications.some((n) => n.notificationId === notification.notificationId)) {
    return answer;
  }
  return {
    notifications: [notification, ...answer.notifications],
    unreadCount: answer.unreadCount + (isUnread(notification) ? 1 : 0),
  };
}

/** The list once the user read or archived `id` here: it leaves the list, the badge drops. */
export function withoutNotification(
  answer: NotificationListResponse,
  id: string,
): NotificationListResponse {
  const gone = answer.notifications.find((n) => n.notificationId === id);
  if (!gone) return answer;
  return {
    notifications: answer.notifications.filter((n) => n !== gone),
    unreadCount: Math.max(0, answer.unreadCount - (isUnread(gone) ? 1 : 0)),
  };
}

/**
 * Read or archived somewhere else (another tab or device): archived ones leave, read ones stay
 * as read (as the next fetch would show them), and the server's count is the badge.
 */
export function withStatusChange(
  answer: NotificationListResponse,
  event: ChangedEvent,
): NotificationListResponse {
  const notifications =
    event.status === 'ARCHIVED'
      ? answer.notifications.filter((n) => n.notificationId !== event.notificationId)
      : answer.notifications.map((n) =>
          n.notificationId === event.notificationId ? { ...n, status: event.status } : n,
        );
  return { notifications, unreadCount: event.unreadCount };
}
