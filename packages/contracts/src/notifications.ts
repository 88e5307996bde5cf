import { z } from 'zod';
import {
  NotificationLevel,
  NotificationStatus,
  NotificationTargetType,
  NotificationType,
} from './enums';

// Notifications, their live delivery and push: the Notification and Push payloads and the
// notification calls (docs/product.md#notifications, docs/product.md#push), with
// NOTIFICATION_LIST_CAP and PUSH_TOKEN_RE from docs/product.md#constants.

/** Notification (docs/product.md#notifications). */
export const NotificationSchema = z.object({
  notificationId: z.string(),
  type: z.enum(NotificationType),
  title: z.string(),
  message: z.string(),
  level: z.enum(NotificationLevel),
  targetType: z.enum(NotificationTargetType).nullable(),
  targetId: z.string().nullable(),
  /** Where to go when there is no target type (e.g. a medal: /stuff/medals). */
  path: z.string().nullable(),
  durationInSeconds: z.number().int().nullable(),
  status: z.enum(NotificationStatus),
  imageUrl: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type Notification = z.infer<typeof NotificationSchema>;

/** How many notifications GET /api/notifications answers at most. */
export const NOTIFICATIONS_PAGE_SIZE = 50;

/**
 * GET /api/notifications — the user's unread and read notifications (not archived), unread first,
 * then newest first, at most NOTIFICATIONS_PAGE_SIZE; GET /api/notifications/unread — only the
 * unread ones, newest first. Both carry the total unread count for the avatar badge.
 */
export const NotificationListResponseSchema = z.object({
  notifications: z.array(NotificationSchema),
  unreadCount: z.number().int().min(0),
});
export type NotificationListResponse = z.infer<typeof NotificationListResponseSchema>;

export const NotificationParamsSchema = z.object({ id: z.string().min(1).max(64) });
/**
 * POST /api/notifications/:id/read and /archive answer the changed Notification; someone else's
 * or an unknown id is 404. Reading an archived one leaves it archived.
 */
export const NotificationResponseSchema = NotificationSchema;

/**
 * GET /api/notifications/stream — server-sent events for the signed-in user: each `data` a
 * NotificationStreamEvent. `notification` when one arrives; `changed` when one was read or
 * archived elsewhere (another tab or device), so every open app keeps its badge right.
 */
export const NotificationStreamEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('notification'), notification: NotificationSchema }),
  z.object({
    type: z.literal('changed'),
    notificationId: z.string(),
    status: z.enum(NotificationStatus),
    unreadCount: z.number().int().min(0),
  }),
]);
export type NotificationStreamEvent = z.infer<typeof NotificationStreamEventSchema>;

// ——— Push ———

export const PushPlatform = ['WEB', 'ANDROID', 'IOS'] as const;
export type PushPlatform = (typeof PushPlatform)[number];

/** A browser's PushSubscription.toJSON(), sent as the `fcmToken` of a WEB registration. */
export const WebPushSubscriptionSchema = z.object({
  endpoint: z.url({ protocol: /^https?$/ }).max(2048),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({ p256dh: z.string().min(1).max(256), auth: z.string().min(1).max(64) }),
});
export type WebPushSubscription = z.infer<typeof WebPushSubscriptionSchema>;

/**
 * POST /api/profile/notifications/token {fcmToken} (docs/product.md#notifications): an FCM
 * registration token from the native apps, or, with platform WEB, the JSON of a Web Push
 * subscription. Verified users only. Sending it again refreshes it; the client does so every
 * PUSH_TOKEN_REFRESH_MS. 204.
 */
export const PushTokenRequestSchema = z.object({
  fcmToken: z.string().trim().min(1).max(4096),
  platform: z.enum(PushPlatform).default('ANDROID'),
});
export type PushTokenRequest = z.input<typeof PushTokenRequestSchema>;

/** GET /api/push/config — the VAPID public key for Web Push; null when push is switched off. */
export const PushConfigResponseSchema = z.object({ vapidPublicKey: z.string().nullable() });
export type PushConfigResponse = z.infer<typeof PushConfigResponseSchema>;

/**
 * Push payload (docs/product.md#push): notification title and body, data, message id. `data`
 * carries the notification's type, target and path as strings (FCM data values are strings). A
 * payload whose type or (present) targetType is unknown is ignored with a warning
 * (docs/product.md#notifications).
 */
export const PushPayloadSchema = z.object({
  messageId: z.string(),
  notification: z.object({ title: z.string(), body: z.string() }),
  data: z.object({
    notificationId: z.string(),
    type: z.enum(NotificationType),
    targetType: z.enum(NotificationTargetType).optional(),
    targetId: z.string().optional(),
    path: z.string().optional(),
  }),
});
export type PushPayload = z.infer<typeof PushPayloadSchema>;

export { notificationDestination } from './notification-destination';
