import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database, NotificationsTable } from '../../db/schema.js';
import { publishToUser } from './notification-channel.js';
import { notificationView } from './notification-view.js';
import { insertNotificationRows, moveNotificationRows } from './notifications.repo.js';

// Every module that notifies a user builds NotificationsTable rows, writes them with
// insertNotifications inside its own transaction, and after the commit hands them to
// announceNotifications, which delivers them live (SSE) and by push.

export async function insertNotifications(
  db: Kysely<Database>,
  rows: NotificationsTable[],
): Promise<void> {
  await insertNotificationRows(db, rows);
}

/**
 * Tells the owner's open apps (user:<id> channel) that a notification arrived, with the whole
 * Notification, and starts pushing it to the owner's devices. Never fails the caller, whose
 * transaction has committed: a bus or push failure is logged (see publishToUser, PushDelivery).
 */
export async function announceNotifications(app: FastifyInstance, rows: NotificationsTable[]) {
  const items = rows.map((row) => ({ userId: row.user_id, notification: notificationView(row) }));
  for (const { userId, notification } of items) {
    await publishToUser(app, userId, { type: 'notification', notification });
  }
  app.push.deliver(items);
}

export async function moveNotifications(db: Kysely<Database>, from: string, to: string) {
  return moveNotificationRows(db, from, to);
}
