import { WebPushSubscriptionSchema, type PushPayload } from '@monstory/contracts/notifications';
import type { VapidKeys } from '../../config.js';
import {
  PUSH_TIMEOUT_MS,
  type PushDevice,
  type PushOutcome,
  type PushSender,
} from './push-sender.js';

/** How long a push service keeps a message for a device that is offline: a day. */
const TTL_SECONDS = 24 * 60 * 60;

/**
 * Web Push (RFC 8030/8291/8292) for browsers: web-push encrypts the payload for the
 * subscription and signs the VAPID header; the POST itself goes out through fetch, which (unlike
 * web-push's own https-only sender) is abortable and also reaches an http:// push service.
 */
export class WebPushSender implements PushSender {
  readonly #keys: () => Promise<VapidKeys>;
  readonly #subject: string;

  /** `keys` is asked at each send: the pair may live in the database (vapid-keys.ts). */
  constructor(keys: () => Promise<VapidKeys>, subject: string) {
    this.#keys = keys;
    this.#subject = subject;
  }

  async send(device: PushDevice, payload: PushPayload): Promise<PushOutcome> {
    const subscription = WebPushSubscriptionSchema.parse(JSON.parse(device.token));
    const { default: webpush } = await import('web-push');
    const request = webpush.generateRequestDetails(subscription, JSON.stringify(payload), {
      vapidDetails: { ...(await this.#keys()), subject: this.#subject },
      TTL: TTL_SECONDS,
      contentEncoding: 'aes128gcm',
      urgency: 'normal',
    });
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(request.headers)) {
      // fetch sets the length from the body itself.
      if (name.toLowerCase() !== 'content-length') headers[name] = String(value);
    }
    const response = await fetch(request.endpoint, {
      method: 'POST',
      headers,
      body: request.body,
      redirect: 'manual',
      signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
    });
    await response.body?.cancel();
    // RFC 8030 §7.3: the subscription has expired or was never there.
    if (response.status === 404 || response.status === 410) return 'gone';
    if (response.status < 200 || response.status > 299) {
      throw new Error(`The push service answered ${response.status}`);
    }
    return 'delivered';
  }
}
