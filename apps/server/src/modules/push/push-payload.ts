import {
  PushPayloadSchema,
  type Notification,
  type PushPayload,
} from '@monstory/contracts/notifications';

/**
 * docs/product.md#push Push payload for a notification: its title and message, the id as message id, and
 * type, target and path as string data (FCM carries strings only). Checked against the schema
 * the apps read it with, so the server never sends what a client would drop (docs/product.md#push).
 */
export function pushPayloadOf(notification: Notification): PushPayload {
  const data: PushPayload['data'] = {
    notificationId: notification.notificationId,
    type: notification.type,
  };
  if (notification.targetType) data.targetType = notification.targetType;
  if (notification.targetId) data.targetId = notification.targetId;
  if (notification.path) data.path = notification.path;
  return PushPayloadSchema.parse({
    messageId: notification.notificationId,
    notification: { title: notification.title, body: notification.message },
    data,
  });
}

/** FCM's `data`: every value a string, nothing undefined. */
export function fcmData(payload: PushPayload): Record<string, string> {
  const data: Record<string, string> = { messageId: payload.messageId };
  for (const [key, value] of Object.entries(payload.data)) {
    if (typeof value === 'string') data[key] = value;
  }
  return data;
}
