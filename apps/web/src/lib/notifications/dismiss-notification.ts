import type { Notification, NotificationListResponse } from '@monstory/contracts/notifications';
import type { QueryClient } from '@tanstack/react-query';
import { withoutNotification } from './notification-list';
import { notificationSession } from './notification-session';
import { archiveNotification, markNotificationRead } from './notifications-api';
import { notificationsQueryKey } from './notifications-query';

export type DismissAction = 'read' | 'archive';

/**
 * Reads or archives a notification, optimistically and for good (docs/product.md#notifications): it leaves the list
 * and the badge at once and stays gone for this visit even when the call fails, which is then
 * only logged. Resolves when the call has settled, for whoever wants to wait.
 */
export async function dismissNotification(
  queryClient: QueryClient,
  userId: string,
  notification: Pick<Notification, 'notificationId'>,
  action: DismissAction,
): Promise<void> {
  const id = notification.notificationId;
  notificationSession(queryClient).dismiss(id);
  queryClient.setQueryData<NotificationListResponse>(notificationsQueryKey(userId), (answer) =>
    answer ? withoutNotification(answer, id) : answer,
  );
  try {
    await (action === 'read' ? markNotificationRead(id) : archiveNotification(id));
  } catch (error) {
    console.warn(`Could not ${action} notification ${id}; it stays hidden here`, error);
  }
}
