import { PUSH_TOKEN_REFRESH_MS } from '@monstory/contracts/constants';
import { describe, expect, it, vi } from 'vitest';
import { configureApi } from '../api/api-config';
import { fakeServer } from '../../test/fake-server';
import type { RouteAnswer } from '../../test/fake-server';
import { isPushTokenDue, readPushTokenRecord } from './push-token-record';
import { sendPushTokenIfDue } from './send-push-token';
import { DAY_MS } from '@monstory/contracts/time';

const TOKEN_ROUTE = 'POST /api/profile/notifications/token';
const T0 = Date.parse('2026-03-01T08:00:00.000Z');
const target = {
  userId: 'user-1',
  platform: 'WEB',
  token: '{"endpoint":"https://push.test/1"}',
} as const;

function useServer(...answers: RouteAnswer[]) {
  const server = fakeServer({ [TOKEN_ROUTE]: answers.length ? answers : [{ status: 204 }] });
  configureApi({ fetch: server.fetch });
  return server;
}

describe('push token refresh', () => {
  it('is due when never sent, for someone or something else, or a week later', () => {
    const record = { ...target, sentAt: T0 };
    expect(PUSH_TOKEN_REFRESH_MS).toBe(7 * DAY_MS);
    expect(isPushTokenDue(null, target, T0)).toBe(true);
    expect(isPushTokenDue(record, target, T0 + 7 * DAY_MS - 1)).toBe(false);
    expect(isPushTokenDue(record, target, T0 + 7 * DAY_MS)).toBe(true);
    expect(isPushTokenDue(record, { ...target, userId: 'user-2' }, T0 + 1)).toBe(true);
    expect(isPushTokenDue(record, { ...target, token: 'other' }, T0 + 1)).toBe(true);
    expect(isPushTokenDue(record, { ...target, platform: 'ANDROID' }, T0 + 1)).toBe(true);
    // The clock was set back: the record cannot be trusted.
    expect(isPushTokenDue(record, target, T0 - 1)).toBe(true);
  });

  it('sends the token, then again only after 7 days', async () => {
    const server = useServer();
    let now = T0;
    expect(await sendPushTokenIfDue(target, () => now)).toBe('sent');
    expect(server.requests(TOKEN_ROUTE).map((request) => request.body)).toEqual([
      { fcmToken: target.token, platform: 'WEB' },
    ]);
    expect(readPushTokenRecord()).toEqual({ ...target, sentAt: T0 });

    now = T0 + 6 * DAY_MS;
    expect(await sendPushTokenIfDue(target, () => now)).toBe('fresh');
    now = T0 + 7 * DAY_MS;
    expect(await sendPushTokenIfDue(target, () => now)).toBe('sent');
    expect(server.requests(TOKEN_ROUTE)).toHaveLength(2);
    expect(readPushTokenRecord()?.sentAt).toBe(T0 + 7 * DAY_MS);
  });

  it('logs a failure and otherwise ignores it; the next check tries again', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const server = useServer(
      { status: 403, body: { error: { code: 'FORBIDDEN', message: 'no' } } },
      { status: 204 },
    );
    expect(await sendPushTokenIfDue(target, () => T0)).toBe('failed');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(readPushTokenRecord()).toBeNull();
    expect(await sendPushTokenIfDue(target, () => T0 + 1000)).toBe('sent');
    expect(server.requests(TOKEN_ROUTE)).toHaveLength(2);
  });
});
