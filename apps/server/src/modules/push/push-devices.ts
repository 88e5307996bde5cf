import crypto from 'node:crypto';
import net from 'node:net';
import { WebPushSubscriptionSchema, type PushPlatform } from '@monstory/contracts/notifications';
import { AppError } from '../../platform/app-error.js';
import type { PushDevice } from './push-sender.js';

function deviceId(key: string): string {
  return crypto.createHash('sha256').update(key).digest('hex');
}

function invalid(message: string): AppError {
  return new AppError('VALIDATION_FAILED', message, { fields: { fcmToken: message } });
}

/**
 * Whether the server may POST to this push endpoint. In production only https to a named host:
 * a subscription is whatever a client sends, and the server must not be steered at itself or
 * at addresses inside its network. Elsewhere (tests, development) a local push service is fine.
 */
export function isAllowedEndpoint(endpoint: string, allowLocal: boolean): boolean {
  if (allowLocal) return true;
  const url = new URL(endpoint);
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  return (
    url.protocol === 'https:' &&
    net.isIP(host) === 0 &&
    host.includes('.') &&
    !/(^|\.)(localhost|local|internal|localdomain)$/.test(host)
  );
}

/**
 * The device a registration names: for WEB the `fcmToken` is a PushSubscription's JSON (kept
 * without unknown fields, identified by its endpoint), otherwise an FCM registration token.
 */
export function pushDevice(
  fcmToken: string,
  platform: PushPlatform,
  allowLocalEndpoints: boolean,
): PushDevice {
  if (platform !== 'WEB') return { id: deviceId(fcmToken), platform, token: fcmToken };
  let json: unknown;
  try {
    json = JSON.parse(fcmToken);
  } catch {
    throw invalid('A web registration must be the JSON of a push subscription.');
  }
  const parsed = WebPushSubscriptionSchema.safeParse(json);
  if (!parsed.success) throw invalid('This is not a valid push subscription.');
  if (!isAllowedEndpoint(parsed.data.endpoint, allowLocalEndpoints)) {
    throw invalid('This push service address is not allowed.');
  }
  return { id: deviceId(parsed.data.endpoint), platform, token: JSON.stringify(parsed.data) };
}
