import type { Notification, PushPayload, PushPlatform } from '@monstory/contracts/notifications';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { toDbTime } from '../../db/columns.js';
import type { Database } from '../../db/schema.js';
import type { Clock } from '../../platform/clock.js';
import { pushPayloadOf } from './push-payload.js';
import { PUSH_TIMEOUT_MS, type PushDevice, type PushSender } from './push-sender.js';
import { deletePushToken, freshPushDevices } from './push-tokens.repo.js';
import { DAY_MS } from '@monstory/contracts/time';

/** A device that has not refreshed its registration for this long gets no more pushes. */
export const PUSH_TOKEN_STALE_MS = 60 * DAY_MS;

export interface PushSenders {
  /** Web Push (VAPID) for browsers. */
  web?: PushSender | undefined;
  /** FCM for the Android and iOS apps; only with FIREBASE_SERVICE_ACCOUNT. */
  fcm?: PushSender | undefined;
}

export interface PushItem {
  userId: string;
  notification: Notification;
}

function senderKey(platform: PushPlatform): keyof PushSenders {
  return platform === 'WEB' ? 'web' : 'fcm';
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`No answer within ${ms} ms`)), ms);
    timer.unref();
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Pushes new notifications to their owners' devices (app.push).
 *
 * `deliver` is fire-and-forget, called after the notification's transaction has committed: the
 * notification is already stored and on its way over SSE, and the list call shows it anyway,
 * so push is best effort, at most once, like the event bus. A queued job per push would add a
 * write per notification and retries that could notify a child's parent twice; waiting in the
 * caller would hold a story job on a slow push service. Every failure is logged and dropped;
 * sends still running are awaited on close (each is bounded by PUSH_TIMEOUT_MS).
 */
export class PushDelivery {
  /** Replaceable, so tests can put a fake push service in. */
  senders: PushSenders;
  /** The VAPID public key browsers subscribe with; null when push is switched off. */
  readonly vapidPublicKey: () => Promise<string | null>;
  readonly #db: Kysely<Database>;
  readonly #clock: Clock;
  readonly #log: FastifyBaseLogger;
  readonly #pending = new Set<Promise<void>>();

  constructor(options: {
    db: Kysely<Database>;
    clock: Clock;
    log: FastifyBaseLogger;
    senders: PushSenders;
    vapidPublicKey: () => Promise<string | null>;
  }) {
    this.#db = options.db;
    this.#clock = options.clock;
    this.#log = options.log;
    this.senders = options.senders;
    this.vapidPublicKey = options.vapidPublicKey;
  }

  deliver(items: PushItem[]): void {
    if (items.length === 0 || (!this.senders.web && !this.senders.fcm)) return;
    const task: Promise<void> = this.#send(items)
      .catch((error: unknown) => this.#log.warn({ err: error }, 'push delivery failed'))
      .finally(() => this.#pending.delete(task));
    this.#pending.add(task);
  }

  /** Resolves once every push started so far has been sent or has failed. */
  async settle(): Promise<void> {
    while (this.#pending.size > 0) await Promise.allSettled([...this.#pending]);
  }

  async close(): Promise<void> {
    await this.settle();
    await Promise.allSettled(Object.values(this.senders).map((sender) => sender?.close?.()));
  }

  async #send(items: PushItem[]): Promise<void> {
    const staleBefore = toDbTime(new Date(this.#clock.now().getTime() - PUSH_TOKEN_STALE_MS));
    for (const userId of new Set(items.map((item) => item.userId))) {
      const devices = await freshPushDevices(this.#db, userId, staleBefore);
      if (devices.length === 0) continue;
      for (const { notification } of items.filter((item) => item.userId === userId)) {
        const payload = this.#payload(notification);
        if (!payload) continue;
        await Promise.all(devices.map((device) => this.#sendOne(device, payload)));
      }
    }
  }

  #payload(notification: Notification): PushPayload | undefined {
    try {
      return pushPayloadOf(notification);
    } catch (error) {
      this.#log.warn(
        { err: error, notificationId: notification.notificationId },
        'bad push payload',
      );
      return undefined;
    }
  }

  async #sendOne(device: PushDevice, payload: PushPayload): Promise<void> {
    const sender = this.senders[senderKey(device.platform)];
    if (!sender) return;
    try {
      const outcome = await withTimeout(sender.send(device, payload), PUSH_TIMEOUT_MS);
      if (outcome === 'gone') {
        await deletePushToken(this.#db, device);
        this.#log.info({ device: device.id }, 'push device is gone; its registration was deleted');
      }
    } catch (error) {
      this.#log.warn({ err: error, device: device.id }, 'a push could not be sent');
    }
  }
}
