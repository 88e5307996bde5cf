import { PushPayloadSchema } from '@monstory/contracts/notifications';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { captureLogs } from '../../test/log-capture.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { signUpVerified, type TestAccount } from '../../test/test-users.js';
import { announceNotifications, insertNotifications } from '../notifications/notification-rows.js';
import { notificationRow } from '../notifications/notification.testing.js';
import { PUSH_TOKEN_STALE_MS } from './push-delivery.js';
import {
  browserSubscription,
  startFakePushService,
  verifyVapid,
  type Browser,
  type FakePushService,
} from './push.testing.js';

let t: TestApp;
let service: FakePushService;
let logs: ReturnType<typeof captureLogs>;
beforeEach(async () => {
  logs = captureLogs();
  t = await createTestApp({ config: { logLevel: 'info' }, logStream: logs.stream });
  service = await startFakePushService();
});
afterEach(async () => {
  await t.close();
  await service.close();
});

async function subscribe(user: TestAccount, path: string): Promise<Browser> {
  const browser = browserSubscription(`${service.baseUrl}${path}`);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/profile/notifications/token',
    headers: user.headers,
    payload: { fcmToken: JSON.stringify(browser.subscription), platform: 'WEB' },
  });
  expect(response.statusCode, response.body).toBe(204);
  return browser;
}

async function notify(userId: string, overrides = {}) {
  const row = notificationRow(userId, t.clock.now(), overrides);
  await insertNotifications(t.db, [row]);
  await announceNotifications(t.app.services, [row]);
  await t.app.push.settle();
  return row;
}

async function devicesOf(userId: string) {
  const rows = await t.db
    .selectFrom('push_tokens')
    .select('token')
    .where('user_id', '=', userId)
    .execute();
  return rows.map((row) => new URL(JSON.parse(row.token).endpoint).pathname).sort();
}

describe('Web Push', () => {
  it('delivers an encrypted, VAPID-signed payload to the browser’s push service', async () => {
    const user = await signUpVerified(t.app);
    const browser = await subscribe(user, '/push/laptop');
    const row = await notify(user.userId, {
      type: 'STORY_CREATED',
      title: 'Your story is ready!',
      message: 'The Map in the Attic',
      target_type: 'STORY',
      target_id: 'story-1',
      path: '/story/story-1',
    });

    expect(service.requests).toHaveLength(1);
    const [request] = service.requests;
    expect(request!.path).toBe('/push/laptop');
    expect(request!.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(request!.headers.ttl)).toBeGreaterThan(0);
    const config = (await t.app.inject({ method: 'GET', url: '/api/push/config' })).json();
    const vapid = verifyVapid(request!.headers.authorization);
    expect(vapid.publicKey).toBe(config.vapidPublicKey);
    expect(vapid.claims.aud).toBe(service.baseUrl);
    expect(vapid.claims.sub).toBe('mailto:team@monstory.invalid');

    const payload = PushPayloadSchema.parse(JSON.parse(browser.decrypt(request!.body)));
    expect(payload).toEqual({
      messageId: row.id,
      notification: { title: 'Your story is ready!', body: 'The Map in the Attic' },
      data: {
        notificationId: row.id,
        type: 'STORY_CREATED',
        targetType: 'STORY',
        targetId: 'story-1',
        path: '/story/story-1',
      },
    });
  });

  it('deletes a device its push service says is gone (410, 404), keeps one that failed', async () => {
    const user = await signUpVerified(t.app);
    for (const path of ['/push/ok', '/gone/old-phone', '/missing/old-tab', '/broken/flaky']) {
      await subscribe(user, path);
    }
    await notify(user.userId);

    expect(service.requests.map((r) => r.path).sort()).toEqual([
      '/broken/flaky',
      '/gone/old-phone',
      '/missing/old-tab',
      '/push/ok',
    ]);
    expect(await devicesOf(user.userId)).toEqual(['/broken/flaky', '/push/ok']);
    const failure = logs.lines.find((line) => line.msg === 'a push could not be sent');
    expect(failure).toMatchObject({ level: 40 });
    expect(JSON.stringify(failure)).toContain('answered 500');
  });

  it('prunes, on send, devices that have not refreshed for 60 days', async () => {
    const user = await signUpVerified(t.app);
    await subscribe(user, '/push/forgotten');
    t.clock.advance(PUSH_TOKEN_STALE_MS / 2);
    await subscribe(user, '/push/refreshed');
    t.clock.advance(PUSH_TOKEN_STALE_MS / 2 + 1);
    await notify(user.userId);

    expect(service.requests.map((r) => r.path)).toEqual(['/push/refreshed']);
    expect(await devicesOf(user.userId)).toEqual(['/push/refreshed']);
  });

  it('never fails or holds up the caller, whatever the push service does', async () => {
    const user = await signUpVerified(t.app);
    await subscribe(user, '/broken/always');
    const row = notificationRow(user.userId, t.clock.now());
    await insertNotifications(t.db, [row]);
    await expect(announceNotifications(t.app.services, [row])).resolves.toBeUndefined();
    // The caller is back before the push went out.
    expect(service.requests).toHaveLength(0);
    await t.app.push.settle();
    expect(service.requests).toHaveLength(1);
  });

  it('sends nothing when PUSH_ENABLED=false, and offers no key', async () => {
    await t.close();
    t = await createTestApp({
      config: { push: { ...t.app.config.push, enabled: false } },
    });
    const user = await signUpVerified(t.app);
    await subscribe(user, '/push/laptop');
    await notify(user.userId);
    expect(service.requests).toHaveLength(0);
    const config = await t.app.inject({ method: 'GET', url: '/api/push/config' });
    expect(config.json()).toEqual({ vapidPublicKey: null });
  });
});
