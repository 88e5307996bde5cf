import type { Notification, NotificationListResponse } from '@monstory/contracts/notifications';
import { apiGet, apiPost } from '../api/api-client';
import { lazySchema } from '../api/lazy-schema';

// docs/product.md#notifications notification calls. Their schemas load with the first answer (lazySchema): the app's
// start loads no zod.

const schemas = () => import('@monstory/contracts/notifications');
const NotificationListResponseSchema = lazySchema(() =>
  schemas().then((m) => m.NotificationListResponseSchema),
);
const NotificationResponseSchema = lazySchema(() =>
  schemas().then((m) => m.NotificationResponseSchema),
);

/** GET /api/notifications: unread and read ones, with the unread count for the badge. */
export function fetchNotifications(signal?: AbortSignal): Promise<NotificationListResponse> {
  return apiGet('/notifications', { schema: NotificationListResponseSchema, signal });
}

const notificationPath = (id: string) => `/notifications/${encodeURIComponent(id)}`;

/** POST /api/notifications/{id}/read */
export function markNotificationRead(id: string): Promise<Notification> {
  return apiPost(`${notificationPath(id)}/read`, undefined, {
    schema: NotificationResponseSchema,
    // Reading twice changes nothing, so a dropped connection may try again.
    idempotent: true,
  });
}

/** POST /api/notifications/{id}/archive */
export function archiveNotification(id: string): Promise<Notification> {
  return apiPost(`${notificationPath(id)}/archive`, undefined, {
    schema: NotificationResponseSchema,
    idempotent: true,
  });
}
