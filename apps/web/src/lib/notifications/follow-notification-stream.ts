import { NotificationStreamEventSchema } from '@monstory/contracts/notifications';
import type { NotificationStreamEvent } from '@monstory/contracts/notifications';
import { isApiError } from '../api/api-errors';
import { delay } from '../api/delay';
import { readEventStream } from '../sse/read-event-stream';
import type { SseMessage } from '../sse/sse-parser';

export const NOTIFICATION_STREAM_PATH = '/notifications/stream';
const FIRST_RETRY_MS = 1_000;
/** The longest wait between tries; the stream never gives up while the app wants it. */
export const MAX_STREAM_BACKOFF_MS = 60_000;

export interface FollowNotificationStreamOptions {
  signal: AbortSignal;
  onEvent: (event: NotificationStreamEvent) => void;
  /** Before each new connection: events may have been missed in between. */
  onReconnect?: () => void;
}

export function parseNotificationEvent(message: SseMessage): NotificationStreamEvent | null {
  let data: unknown;
  try {
    data = JSON.parse(message.data);
  } catch {
    return null;
  }
  const parsed = NotificationStreamEventSchema.safeParse(data);
  return parsed.success ? parsed.data : null;
}

/** Waits longer after each failure in a row: 1 s, 2 s, 4 s … up to a minute. */
export function reconnectDelay(failures: number, serverRetryMs: number | null): number {
  if (failures === 0) return serverRetryMs ?? FIRST_RETRY_MS;
  return Math.min(FIRST_RETRY_MS * 2 ** (failures - 1), MAX_STREAM_BACKOFF_MS);
}

/**
 * Follows GET /api/notifications/stream until aborted, reconnecting with Last-Event-ID when the
 * server ends the stream or the connection drops. A refusal (401, 403, 404) ends it: the
 * session is gone or the server has no stream, and asking again would not change that.
 */
export async function followNotificationStream(
  options: FollowNotificationStreamOptions,
): Promise<void> {
  const { signal } = options;
  let lastEventId = '';
  let retryMs: number | null = null;
  let failures = 0;
  for (;;) {
    let heard = false;
    try {
      const end = await readEventStream(NOTIFICATION_STREAM_PATH, {
        signal,
        lastEventId,
        onMessage: (message) => {
          heard = true;
          lastEventId = message.lastEventId;
          const event = parseNotificationEvent(message);
          if (event) options.onEvent(event);
        },
      });
      ({ lastEventId, retryMs } = end);
      // A stream that ends before saying anything counts as a failure, so a server that keeps
      // hanging up at once is not asked again every second.
      failures = heard ? 0 : failures + 1;
    } catch (error) {
      if (signal.aborted) return;
      const status = isApiError(error) ? error.status : undefined;
      if (status !== undefined && status < 500 && status !== 429) throw error;
      failures = heard ? 1 : failures + 1;
    }
    try {
      await delay(reconnectDelay(failures, retryMs), signal);
    } catch {
      return;
    }
    options.onReconnect?.();
  }
}
