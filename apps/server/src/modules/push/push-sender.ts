import type { PushPayload, PushPlatform } from '@monstory/contracts/notifications';

/** One registered device: a Web Push subscription (JSON) or an FCM registration token. */
export interface PushDevice {
  /** sha256 of the FCM token or of the subscription's endpoint (push_tokens.id). */
  id: string;
  platform: PushPlatform;
  token: string;
}

/**
 * `gone`: the push service says the device is no longer there (HTTP 404/410, FCM's
 * unregistered token), so its registration is deleted. Any other failure is thrown.
 */
export type PushOutcome = 'delivered' | 'gone';

/**
 * A way to reach devices: Web Push for browsers, FCM for the native apps. Tests put a fake in
 * app.push.senders.
 */
export interface PushSender {
  send(device: PushDevice, payload: PushPayload): Promise<PushOutcome>;
  close?(): Promise<void>;
}

/** How long one push service may take to answer before the send counts as failed. */
export const PUSH_TIMEOUT_MS = 10_000;
