import {
  NOTIFICATIONS_PAGE_SIZE,
  type Notification,
  type NotificationListResponse,
} from '@monstory/contracts/notifications';
import { toDbTime } from '../../db/columns.js';
import { AppError } from '../../platform/app-error.js';
import { publishToUser } from './notification-channel.js';
import { notificationView } from './notification-view.js';
import {
  countUnread,
  findOwnNotification,
  listNotificationRows,
  setNotificationStatus,
} from './notifications.repo.js';
import type { ServiceContext } from '../../platform/service-context.js';

// Notifications (docs/product.md#notifications): the list the profile menu shows (unread first), reading and archiving.
// Every open app of the user hears of a change, so badges agree across tabs and devices.

export async function listNotifications(
  ctx: ServiceContext,
  userId: string,
  unreadOnly: boolean,
): Promise<NotificationListResponse> {
  const rows = await listNotificationRows(ctx.db, userId, {
    unreadOnly,
    limit: NOTIFICATIONS_PAGE_SIZE,
  });
  return {
    notifications: rows.map(notificationView),
    unreadCount: await countUnread(ctx.db, userId),
  };
}

/** Marks the user's notification READ or ARCHIVED; someone else's or an unknown one is a 404. */
export async function changeNotificationStatus(
  ctx: ServiceContext,
  userId: string,
  id: string,
  status: 'READ' | 'ARCHIVED',
): Promise<Notification> {
  const now = toDbTime(ctx.clock.now());
  const { row, changed, unreadCount } = await ctx.db.transaction().execute(async (trx) => {
    const changed = await setNotificationStatus(trx, userId, id, status, now);
    return {
      changed,
      row: await findOwnNotification(trx, userId, id),
      unreadCount: changed ? await countUnread(trx, userId) : 0,
    };
  });
  if (!row) throw new AppError('NOT_FOUND', 'There is no such notification.');
  if (changed) {
    await publishToUser(ctx, userId, {
      type: 'changed',
      notificationId: row.id,
      status: row.status,
      unreadCount,
    });
  }
  return notificationView(row);
}
