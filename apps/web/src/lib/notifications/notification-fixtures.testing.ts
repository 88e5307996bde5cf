import type { Notification, NotificationListResponse } from '@monstory/contracts/notifications';

// Notifications as the server answers them, for tests.

let counter = 0;

export function testNotification(overrides: Partial<Notification> = {}): Notification {
  counter += 1;
  return {
    notificationId: `n-${counter}`,
    type: 'STORY_CREATED',
    title: `Story ${counter} is ready`,
    message: 'Tap to read it.',
    level: 'SUCCESS',
    targetType: 'STORY',
    targetId: `story-${counter}`,
    path: null,
    durationInSeconds: null,
    status: 'UNREAD',
    imageUrl: null,
    createdAt: '2026-03-01T12:00:00.000Z',
    ...overrides,
  };
}

/** The list answer for `notifications`, counting the unread ones unless told otherwise. */
export function listAnswer(
  notifications: Notification[],
  unreadCount = notifications.filter((n) => n.status === 'UNREAD').length,
): NotificationListResponse {
  return { notifications, unreadCount };
}
