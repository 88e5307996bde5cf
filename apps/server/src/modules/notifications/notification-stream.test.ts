import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { NotificationListResponseSchema } from '@monstory/contracts/notifications';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { answerToUnverified, signInAnonymous, signUpVerified } from '../../test/test-users.js';
import { createStoryFor, createStoryTestApp } from '../story/story.testing.js';
import { announceNotifications, insertNotifications } from './notification-rows.js';
import {
  notificationRow,
  openNotificationStream,
  untilListening,
  type OpenStream,
} from './notification.testing.js';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function listening(t: TestApp): Promise<string> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

async function stream(t: TestApp, base: string, headers: Record<string, string>, userId: string) {
  const before = t.app.events.listenerCount(`user:${userId}`);
  const opened: OpenStream = await openNotificationStream(base, headers);
  cleanups.unshift(() => opened.close());
  await untilListening(t.app, userId, before + 1);
  return opened;
}

describe('GET /api/notifications/stream', () => {
  it('delivers a notification another module writes, then `changed` when it is read', async () => {
    const t = await createStoryTestApp();
    cleanups.push(() => t.close());
    const guest = await signInAnonymous(t.app);
    const base = await listening(t);
    const live = await stream(t, base, guest.headers, guest.userId);
    expect(live.status).toBe(200);
    expect(live.contentType).toBe('text/event-stream; charset=utf-8');

    // The story pipeline writes STORY_CREATED in its finishing transaction and announces it
    // (with any medal the story earned).
    const uuid = await createStoryFor(t.app, guest.headers);
    await t.app.jobs.runUntilIdle();
    const listed = NotificationListResponseSchema.parse(
      (
        await t.app.inject({ method: 'GET', url: '/api/notifications', headers: guest.headers })
      ).json(),
    );
    const count = listed.notifications.length;
    const arrived = await live.events(count);
    expect(new Set(arrived)).toEqual(
      new Set(listed.notifications.map((notification) => ({ type: 'notification', notification }))),
    );
    const created = listed.notifications.find((n) => n.type === 'STORY_CREATED');
    expect(created).toMatchObject({ targetType: 'STORY', targetId: uuid, status: 'UNREAD' });

    // Read in another tab: every open app hears of it, with the new badge count.
    const id = created!.notificationId;
    await t.app.inject({
      method: 'POST',
      url: `/api/notifications/${id}/read`,
      headers: guest.headers,
    });
    await t.app.inject({
      method: 'POST',
      url: `/api/notifications/${id}/archive`,
      headers: guest.headers,
    });
    expect((await live.events(count + 2)).slice(count)).toEqual([
      { type: 'changed', notificationId: id, status: 'READ', unreadCount: count - 1 },
      { type: 'changed', notificationId: id, status: 'ARCHIVED', unreadCount: count - 1 },
    ]);
  });

  it('carries only the caller’s own notifications, and nothing outside the contract', async () => {
    const t = await createTestApp();
    cleanups.push(() => t.close());
    const [mine, other] = [await signUpVerified(t.app), await signUpVerified(t.app)];
    const base = await listening(t);
    const live = await stream(t, base, mine.headers, mine.userId);

    const theirs = notificationRow(other.userId, t.clock.now(), { title: 'theirs' });
    const own = notificationRow(mine.userId, t.clock.now(), { title: 'mine' });
    await insertNotifications(t.db, [theirs, own]);
    await t.app.events.publish(`user:${mine.userId}`, { type: 'something-else', data: { x: 1 } });
    await announceNotifications(t.app.services, [theirs, own]);
    const events = await live.events(1);
    expect(events).toEqual([
      { type: 'notification', notification: expect.objectContaining({ title: 'mine' }) },
    ]);
  });

  it('refuses callers without a session and registered users who have not verified', async () => {
    const t = await createTestApp();
    cleanups.push(() => t.close());
    const none = await t.app.inject({ method: 'GET', url: '/api/notifications/stream' });
    expect(none.statusCode).toBe(401);
    expect(await answerToUnverified(t.app, '/api/notifications/stream')).toEqual({
      status: 403,
      code: 'EMAIL_NOT_VERIFIED',
    });
  });
});

const redisUrl = process.env.TEST_REDIS_URL;

describe.runIf(redisUrl)('notifications over the Redis event bus', () => {
  it('reach a stream on one replica when a worker on another announces them', async () => {
    const config = {
      redisUrl: redisUrl!,
      redisPrefix: `monstory-test-${randomUUID().slice(0, 8)}`,
    };
    const api = await createTestApp({ config });
    cleanups.push(() => api.close());
    const worker = await createTestApp({ config });
    cleanups.push(() => worker.close());
    const user = await signUpVerified(api.app);
    const base = await listening(api);
    const live = await stream(api, base, user.headers, user.userId);

    const row = notificationRow(user.userId, api.clock.now(), { title: 'from the worker' });
    await announceNotifications(worker.app.services, [row]);
    const [event] = await live.events(1);
    expect(event).toEqual({
      type: 'notification',
      notification: expect.objectContaining({ notificationId: row.id, title: 'from the worker' }),
    });
  });
});
