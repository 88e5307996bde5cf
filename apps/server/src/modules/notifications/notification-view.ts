import type { Notification } from '@monstory/contracts/notifications';
import type { NotificationsTable } from '../../db/schema.js';

/** Notification from its row (docs/product.md#notifications). */
export function notificationView(row: NotificationsTable): Notification {
  return {
    notificationId: row.id,
    type: row.type,
    title: row.title,
    message: row.message,
    level: row.level,
    targetType: row.target_type,
    targetId: row.target_id,
    path: row.path,
    durationInSeconds: row.duration_seconds,
    status: row.status,
    imageUrl: row.image_url,
    createdAt: new Date(row.created_at).toISOString(),
  };
}
