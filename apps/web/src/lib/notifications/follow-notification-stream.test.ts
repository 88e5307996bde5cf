import type { NotificationStreamEvent } from '@monstory/contracts/notifications';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureApi } from '../api/api-config';
import { isApiError } from '../api/api-errors';
import { sseResponse } from '../sse/sse-response.testing';
import {
  MAX_STREAM_BACKOFF_MS,
  followNotificationStream,
  reconnectDelay,
} from './follow-notification-stream';
import { testNotification } from './notification-fixtures.testing';

afterEach(() => vi.useRealTimers());

function lastEventIdOf(call: unknown[] | undefined): string | undefined {
  return ((call?.[1] as RequestInit | undefined)?.headers as Record<string, string>)[
    'Last-Event-ID'
  ];
}

describe('followNotificationStream', () => {
  it('passes each valid event on and reconnects with Last-Event-ID when the server hangs up', async () => {
    vi.useFakeTimers();
    const notification = testNotification();
    const changed = {
      type: 'changed',
      notificationId: notification.notificationId,
      status: 'READ',
      unreadCount: 0,
    } as const;
    const fetch = vi
      .fn(
        (_url: RequestInfo | URL, init?: RequestInit) =>
          // Later tries hang like a quiet connection, until the reader goes away.
          new Promise<Response>((_resolve, reject) =>
            init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
          ),
      )
      .mockResolvedValueOnce(
        sseResponse([
          { type: 'notification', notification },
          { type: 'notification', notification: { title: 'not a notification' } },
        ]),
      )
      .mockResolvedValueOnce(sseResponse([changed]));
    configureApi({ fetch });
    const events: NotificationStreamEvent[] = [];
    const onReconnect = vi.fn();
    const controller = new AbortController();

    const following = followNotificationStream({
      signal: controller.signal,
      onEvent: (event) => events.push(event),
      onReconnect,
    });
    await vi.advanceTimersByTimeAsync(1_000);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(events).toEqual([{ type: 'notification', notification }, changed]);
    expect(onReconnect).toHaveBeenCalledTimes(2);
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/notifications/stream');
    expect(lastEventIdOf(fetch.mock.calls[0])).toBeUndefined();
    expect(lastEventIdOf(fetch.mock.calls[1])).toBe('2');
    expect(lastEventIdOf(fetch.mock.calls[2])).toBe('1');
    controller.abort();
    await expect(following).resolves.toBeUndefined();
  });

  it('stops at once when the server refuses (the session is gone)', async () => {
    const body = JSON.stringify({ error: { code: 'UNAUTHORIZED', message: 'no' } });
    const fetch = vi.fn(() => Promise.resolve(new Response(body, { status: 401 })));
    configureApi({ fetch });
    const error: unknown = await followNotificationStream({
      signal: new AbortController().signal,
      onEvent: () => {},
    }).catch((e: unknown) => e);
    expect(isApiError(error) && error.status).toBe(401);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('keeps trying with a growing wait while the connection fails, until aborted', async () => {
    vi.useFakeTimers();
    const fetch = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    configureApi({ fetch });
    const controller = new AbortController();
    const following = followNotificationStream({ signal: controller.signal, onEvent: () => {} });
    // Tries at 0, 1 s, 3 s, 7 s, 15 s: waits of 1, 2, 4 and 8 seconds.
    await vi.advanceTimersByTimeAsync(15_000);
    expect(fetch).toHaveBeenCalledTimes(5);
    await vi.advanceTimersByTimeAsync(15_999);
    expect(fetch).toHaveBeenCalledTimes(5);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(6);
    controller.abort();
    await expect(following).resolves.toBeUndefined();
  });

  it('waits at most a minute, and as the server advises after a good stream', () => {
    expect(reconnectDelay(0, null)).toBe(1_000);
    expect(reconnectDelay(0, 5_000)).toBe(5_000);
    expect(reconnectDelay(3, 5_000)).toBe(4_000);
    expect(reconnectDelay(20, null)).toBe(MAX_STREAM_BACKOFF_MS);
  });
});
