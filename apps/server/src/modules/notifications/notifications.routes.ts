import {
  NotificationListResponseSchema,
  NotificationParamsSchema,
  NotificationResponseSchema,
} from '@monstory/contracts/notifications';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../platform/auth/caller.js';
import { notificationStreamRoutes } from './notification-stream.routes.js';
import { changeNotificationStatus, listNotifications } from './notifications.service.js';

// docs/product.md#notifications notification calls (docs/decisions/0011-monsters-medals-notifications.md). Guests and
// verified users (the default access): a guest's stories notify it too; a registered user
// whose email is not verified yet is refused, as everywhere.
export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const list = { schema: { response: { 200: NotificationListResponseSchema } } };
  app.get('/notifications', list, async (request) =>
    listNotifications(app.services, callerOf(request).user.id, false),
  );
  app.get('/notifications/unread', list, async (request) =>
    listNotifications(app.services, callerOf(request).user.id, true),
  );

  const change = {
    schema: { params: NotificationParamsSchema, response: { 200: NotificationResponseSchema } },
  };
  app.post('/notifications/:id/read', change, async (request) =>
    changeNotificationStatus(app.services, callerOf(request).user.id, request.params.id, 'READ'),
  );
  app.post('/notifications/:id/archive', change, async (request) =>
    changeNotificationStatus(
      app.services,
      callerOf(request).user.id,
      request.params.id,
      'ARCHIVED',
    ),
  );

  await app.register(notificationStreamRoutes);
};
