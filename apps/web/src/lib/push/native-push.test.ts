import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureApi } from '../api/api-config';
import { fakeListeners } from '../platform/plugin-fakes.testing';
import { fakeServer } from '../../test/fake-server';
import { readPushTokenRecord } from './push-token-record';
import { DAY_MS } from '@monstory/contracts/time';

// The push plugin as the shell gives it: permission answers, register(), and the events it plays.
const plugin = vi.hoisted(() => ({ current: null as unknown }));
vi.mock('@capacitor/push-notifications', () => ({
  PushNotifications: new Proxy({}, { get: (_target, key) => (plugin.current as never)[key] }),
}));

const { startNativePush } = await import('./native-push');

const TOKEN_ROUTE = 'POST /api/profile/notifications/token';

function fakePushPlugin(permission: string) {
  const fake = {
    ...fakeListeners(),
    checkPermissions: vi.fn(() => Promise.resolve({ receive: permission })),
    requestPermissions: vi.fn(() => Promise.resolve({ receive: 'granted' })),
    register: vi.fn(() => Promise.resolve()),
  };
  plugin.current = fake;
  return fake;
}

function useServer() {
  const server = fakeServer({ [TOKEN_ROUTE]: [{ status: 204 }] });
  configureApi({ fetch: server.fetch });
  return server;
}

const tokenSent = (server: ReturnType<typeof useServer>, count: number) =>
  vi.waitFor(() => expect(server.requests(TOKEN_ROUTE)).toHaveLength(count));

afterEach(() => vi.useRealTimers());

describe('native push', () => {
  it('asks for permission, registers, and sends the device token for the user', async () => {
    const push = fakePushPlugin('prompt');
    const server = useServer();
    await startNativePush({ userId: 'user-1', platform: 'ANDROID', onTap: vi.fn() });
    expect(push.requestPermissions).toHaveBeenCalledTimes(1);
    expect(push.register).toHaveBeenCalledTimes(1);

    push.emit('registration', { value: 'fcm-token-1' });
    await tokenSent(server, 1);
    expect(server.requests(TOKEN_ROUTE)[0]?.body).toEqual({
      fcmToken: 'fcm-token-1',
      platform: 'ANDROID',
    });
    expect(readPushTokenRecord()).toMatchObject({ userId: 'user-1', token: 'fcm-token-1' });
  });

  it('sends the same token again only once 7 days have passed', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.parse('2026-03-01T08:00:00.000Z'));
    const push = fakePushPlugin('granted');
    const server = useServer();
    const native = await startNativePush({ userId: 'user-2', platform: 'IOS', onTap: vi.fn() });
    push.emit('registration', { value: 'apns-token' });
    await tokenSent(server, 1);

    vi.setSystemTime(Date.now() + 6 * DAY_MS);
    await native.refresh();
    push.emit('registration', { value: 'apns-token' });
    vi.setSystemTime(Date.now() + DAY_MS);
    const aWeekOn = Date.now();
    await native.refresh();
    push.emit('registration', { value: 'apns-token' });
    await tokenSent(server, 2);
    // The second send is the one a week on, not the one after 6 days.
    expect(readPushTokenRecord()?.sentAt).toBeGreaterThanOrEqual(aWeekOn);
    expect(push.register).toHaveBeenCalledTimes(3);
  });

  it('opens the target of a tapped push, and ignores one it cannot read', async () => {
    const push = fakePushPlugin('granted');
    useServer();
    const onTap = vi.fn();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await startNativePush({ userId: 'user-3', platform: 'ANDROID', onTap });
    const data = {
      notificationId: 'n-1',
      type: 'STORY_CREATED',
      targetType: 'STORY',
      targetId: 's-1',
    };
    push.emit('pushNotificationActionPerformed', {
      actionId: 'tap',
      notification: { id: 'm-1', title: 'Your story is ready', body: 'Tap to read it', data },
    });
    expect(onTap).toHaveBeenCalledWith(
      expect.objectContaining({ data: expect.objectContaining({ targetId: 's-1' }) }),
    );
    push.emit('pushNotificationActionPerformed', {
      actionId: 'tap',
      notification: { id: 'm-2', data: { type: 'NOT_A_TYPE' } },
    });
    expect(onTap).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it('registers nothing without permission, and stops listening when asked', async () => {
    const push = fakePushPlugin('denied');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const native = await startNativePush({ userId: 'user-4', platform: 'IOS', onTap: vi.fn() });
    expect(push.register).not.toHaveBeenCalled();
    expect(push.count('registration')).toBe(1);
    native.stop();
    await vi.waitFor(() => expect(push.count('registration')).toBe(0));
    warn.mockRestore();
  });
});
