import {
  NOTIFICATIONS_PAGE_SIZE,
  NotificationListResponseSchema,
  NotificationSchema,
} from '@monstory/contracts/notifications';
import { describe, expect, it } from 'vitest';
import { appPerFile } from '../../test/app-per-file.testing.js';
import { createTestApp } from '../../test/test-app.js';
import {
  answerToUnverified,
  signInAnonymous,
  signUpVerified,
  type TestSession,
} from '../../test/test-users.js';
import { insertNotifications } from './notification-rows.js';
import { notificationRow } from './notification.testing.js';

const t = appPerFile(createTestApp);

async function list(session: TestSession, path = '/api/notifications') {
  const response = await t.app.inject({ method: 'GET', url: path, headers: session.headers });
  expect(response.statusCode, response.body).toBe(200);
  return NotificationListResponseSchema.parse(response.json());
}

function post(session: TestSession, id: string, action: 'read' | 'archive') {
  return t.app.inject({
    method: 'POST',
    url: `/api/notifications/${id}/${action}`,
    headers: session.headers,
  });
}

describe('GET /api/notifications', () => {
  it('lists unread first, then newest first, without archived ones, with the unread count', async () => {
    const user = await signUpVerified(t.app);
    const now = t.clock.now();
    const rows = [
      notificationRow(user.userId, now, { title: 'old unread', minutesAgo: 50 }),
      notificationRow(user.userId, now, { title: 'new read', minutesAgo: 1, status: 'READ' }),
      notificationRow(user.userId, now, { title: 'new unread', minutesAgo: 5 }),
      notificationRow(user.userId, now, { title: 'archived', minutesAgo: 0, status: 'ARCHIVED' }),
      notificationRow(user.userId, now, { title: 'old read', minutesAgo: 90, status: 'READ' }),
    ];
    await insertNotifications(t.db, rows);
    // Someone else's are never shown.
    const other = await signUpVerified(t.app);
    await insertNotifications(t.db, [notificationRow(other.userId, now, { title: 'not mine' })]);

    const body = await list(user);
    expect(body.notifications.map((n) => n.title)).toEqual([
      'new unread',
      'old unread',
      'new read',
      'old read',
    ]);
    expect(body.unreadCount).toBe(2);
    expect(body.notifications[0]).toEqual({
      notificationId: rows[2]!.id,
      type: 'CUSTOM_NOTIFICATION',
      title: 'new unread',
      message: 'A message for you',
      level: 'INFO',
      targetType: 'SHOP',
      targetId: null,
      path: null,
      durationInSeconds: null,
      status: 'UNREAD',
      imageUrl: null,
      createdAt: rows[2]!.created_at,
    });

    const unread = await list(user, '/api/notifications/unread');
    expect(unread.notifications.map((n) => n.title)).toEqual(['new unread', 'old unread']);
    expect(unread.unreadCount).toBe(2);
  });

  it(`answers at most ${NOTIFICATIONS_PAGE_SIZE}, and counts every unread one`, async () => {
    const user = await signUpVerified(t.app);
    const now = t.clock.now();
    const unread = Array.from({ length: NOTIFICATIONS_PAGE_SIZE + 3 }, (_, i) =>
      notificationRow(user.userId, now, { title: `unread ${i}`, minutesAgo: i }),
    );
    const read = notificationRow(user.userId, now, { status: 'READ', title: 'read' });
    await insertNotifications(t.db, [...unread, read]);

    const body = await list(user);
    expect(body.notifications).toHaveLength(NOTIFICATIONS_PAGE_SIZE);
    expect(body.notifications[0]!.title).toBe('unread 0');
    expect(body.notifications.at(-1)!.title).toBe(`unread ${NOTIFICATIONS_PAGE_SIZE - 1}`);
    expect(body.unreadCount).toBe(NOTIFICATIONS_PAGE_SIZE + 3);
    expect((await list(user, '/api/notifications/unread')).notifications).toHaveLength(
      NOTIFICATIONS_PAGE_SIZE,
    );
  });

  it('serves guests, and refuses unverified users and callers without a session', async () => {
    const guest = await signInAnonymous(t.app);
    await insertNotifications(t.db, [notificationRow(guest.userId, t.clock.now())]);
    expect((await list(guest)).unreadCount).toBe(1);

    expect(await answerToUnverified(t.app, '/api/notifications')).toEqual({
      status: 403,
      code: 'EMAIL_NOT_VERIFIED',
    });
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/notifications/unread' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('POST /api/notifications/:id/read and /archive', () => {
  it('reads and archives the caller’s own notification and answers it', async () => {
    const user = await signUpVerified(t.app);
    const [first, second] = [
      notificationRow(user.userId, t.clock.now()),
      notificationRow(user.userId, t.clock.now()),
    ];
    await insertNotifications(t.db, [first!, second!]);

    const read = await post(user, first!.id, 'read');
    expect(read.statusCode).toBe(200);
    expect(NotificationSchema.parse(read.json())).toMatchObject({
      notificationId: first!.id,
      status: 'READ',
    });
    expect((await list(user)).unreadCount).toBe(1);

    const archived = await post(user, first!.id, 'archive');
    expect(archived.json()).toMatchObject({ notificationId: first!.id, status: 'ARCHIVED' });
    expect((await list(user)).notifications.map((n) => n.notificationId)).toEqual([second!.id]);

    // Reading an archived one keeps it archived; archiving an unread one counts it out.
    expect((await post(user, first!.id, 'read')).json().status).toBe('ARCHIVED');
    expect((await post(user, second!.id, 'archive')).json().status).toBe('ARCHIVED');
    expect(await list(user)).toEqual({ notifications: [], unreadCount: 0 });
  });

  it('answers someone else’s or an unknown notification with 404, and leaves it alone', async () => {
    const owner = await signUpVerified(t.app);
    const stranger = await signInAnonymous(t.app);
    const row = notificationRow(owner.userId, t.clock.now());
    await insertNotifications(t.db, [row]);
    for (const action of ['read', 'archive'] as const) {
      const response = await post(stranger, row.id, action);
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('NOT_FOUND');
      expect((await post(owner, 'no-such-notification', action)).statusCode).toBe(404);
    }
    expect((await list(owner)).notifications[0]!.status).toBe('UNREAD');
    const tooLong = await post(owner, 'x'.repeat(65), 'read');
    expect(tooLong.statusCode).toBe(400);
  });
});
