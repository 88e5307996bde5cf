import type { Kysely } from 'kysely';
import type { Database, NotificationsTable } from '../../db/schema.js';
import { publishToUser } from './notification-channel.js';
import { notificationView } from './notification-view.js';
import {
  childNamesWhenSeveral,
  insertNotificationRows,
  moveNotificationRows,
} from './notifications.repo.js';
import type { ServiceContext } from '../../platform/service-context.js';

// Every module that notifies a user builds NotificationsTable rows, writes them with
// insertNotifications inside its own transaction, and after the commit hands them to
// announceNotifications, which delivers them live (SSE) and by push.

/**
 * Writes the rows. In a family with several children each title names the child it is about
 * ("Mira: …"); the rows are changed in place, so what is announced after the commit says the same.
 */
export async function insertNotifications(
  db: Kysely<Database>,
  rows: NotificationsTable[],
): Promise<void> {
  const names = new Map<string, Map<string, string>>();
  for (const row of rows) {
    let family = names.get(row.user_id);
    if (!family) {
      family = await childNamesWhenSeveral(db, row.user_id);
      names.set(row.user_id, family);
    }
    const name = family.get(row.child_id);
    if (name) row.title = `${name}: ${row.title}`;
  }
  await insertNotificationRows(db, rows);
}

/**
 * Tells the owner's open apps (user:<id> channel) that a notification arrived, with the whole
 * Notification, and starts pushing it to the owner's devices. Never fails the caller, whose
 * transaction has committed: a bus or push failure is logged (see publishToUser, PushDelivery).
 */
export async function announceNotifications(ctx: ServiceContext, rows: NotificationsTable[]) {
  const items = rows.map((row) => ({ userId: row.user_id, notification: notificationView(row) }));
  for (const { userId, notification } of items) {
    await publishToUser(ctx, userId, { type: 'notification', notification });
  }
  ctx.push.deliver(items);
}

export async function moveNotifications(db: Kysely<Database>, from: string, to: string) {
  return moveNotificationRows(db, from, to);
}
