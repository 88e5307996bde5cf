import { randomUUID } from 'node:crypto';
import {
  NotificationStreamEventSchema,
  type NotificationStreamEvent,
} from '@monstory/contracts/notifications';
import type { App } from '../../app.js';
import type { NotificationsTable } from '../../db/schema.js';
import { userChannel } from './notification-channel.js';

// Helpers for tests of notifications, their stream and push.

/** A CUSTOM_NOTIFICATION row for the user, made `minutesAgo` before `now`. */
export function notificationRow(
  userId: string,
  now: Date,
  overrides: Partial<NotificationsTable> & { minutesAgo?: number } = {},
): NotificationsTable {
  const { minutesAgo = 0, ...rest } = overrides;
  const at = new Date(now.getTime() - minutesAgo * 60_000).toISOString();
  return {
    id: randomUUID(),
    user_id: userId,
    child_id: userId,
    type: 'CUSTOM_NOTIFICATION',
    title: 'Hello',
    message: 'A message for you',
    level: 'INFO',
    target_type: 'SHOP',
    target_id: null,
    path: null,
    duration_seconds: null,
    status: 'UNREAD',
    image_url: null,
    created_at: at,
    updated_at: at,
    ...rest,
  };
}

/** Resolves once `count` listeners are on the user's channel (an event stream subscribed). */
export async function untilListening(app: App, userId: string, count = 1): Promise<void> {
  for (let i = 0; i < 10_000; i += 1) {
    if (app.events.listenerCount(userChannel(userId)) >= count) return;
    await new Promise((resolve) => setImmediate(resolve));
  }
  throw new Error('nothing subscribed to the notification stream');
}

export interface OpenStream {
  status: number;
  contentType: string | null;
  /** Resolves with every event so far once `count` have arrived. */
  events(count: number): Promise<NotificationStreamEvent[]>;
  close(): void;
}

/**
 * Opens GET /api/notifications/stream over real HTTP (the stream never ends, so app.inject
 * cannot read it) and collects its events, each checked against the contract.
 */
export async function openNotificationStream(
  baseUrl: string,
  headers: Record<string, string>,
): Promise<OpenStream> {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}/api/notifications/stream`, {
    headers,
    signal: controller.signal,
  });
  const received: NotificationStreamEvent[] = [];
  const waiting: { count: number; resolve: () => void }[] = [];
  const reading = (async () => {
    if (!response.body) return;
    const decoder = new TextDecoder();
    let text = '';
    for await (const chunk of response.body) {
      text += decoder.decode(chunk as Uint8Array, { stream: true });
      let end: number;
      while ((end = text.indexOf('\n\n')) >= 0) {
        const block = text.slice(0, end);
        text = text.slice(end + 2);
        const lines = block.split('\n');
        const data = lines.find((line) => line.startsWith('data: '))?.slice(6);
        if (data === undefined) continue;
        const event = NotificationStreamEventSchema.parse(JSON.parse(data));
        const name = lines.find((line) => line.startsWith('event: '))?.slice(7);
        if (name !== event.type) throw new Error('SSE event name and data type differ');
        received.push(event);
        for (const wait of waiting) if (received.length >= wait.count) wait.resolve();
      }
    }
  })().catch((error: unknown) => {
    if (!controller.signal.aborted) throw error;
  });
  return {
    status: response.status,
    contentType: response.headers.get('content-type'),
    events: (count) =>
      new Promise((resolve, reject) => {
        if (received.length >= count) resolve([...received]);
        else waiting.push({ count, resolve: () => resolve([...received]) });
        reading.then(
          () => reject(new Error(`the stream ended after ${received.length} events`)),
          reject,
        );
      }),
    close: () => controller.abort(),
  };
}
