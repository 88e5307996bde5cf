import { SERVICE_WORKER_REGISTER_TIMEOUT_MS } from '@monstory/contracts/constants';
import { fetchPushConfig } from './push-config';
import { sendPushTokenIfDue } from './send-push-token';
import type { SendPushTokenResult } from './send-push-token';
import { clearPushTokenRecord } from './push-token-record';

// Web Push in the browser. Only ever imported dynamically: the first page load carries none of
// it, and nothing here runs before a verified user agreed in the app.

export const SERVICE_WORKER_URL = '/sw.js';

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/** The service worker at the site root (scope "/"), active; gives up after 10 s (docs/product.md#constants). */
export async function registerServiceWorker(
  timeoutMs = SERVICE_WORKER_REGISTER_TIMEOUT_MS,
): Promise<ServiceWorkerRegistration> {
  return withTimeout(
    navigator.serviceWorker
      .register(SERVICE_WORKER_URL, { scope: '/' })
      .then(() => navigator.serviceWorker.ready),
    timeoutMs,
    'Registering the service worker',
  );
}

/** The VAPID key as the bytes PushManager.subscribe wants (it comes base64url-encoded). */
export function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = value.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const raw = atob(padded);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

function sameKey(current: ArrayBuffer | null | undefined, wanted: Uint8Array): boolean {
  if (!current) return false;
  const bytes = new Uint8Array(current);
  return bytes.length === wanted.length && bytes.every((byte, i) => byte === wanted[i]);
}

/**
 * For a user who agreed and a browser that allows it: makes sure this browser is subscribed
 * with the server's current key, and sends the subscription when it is due (new, changed, or
 * a week old). Null when the server sends no push at all.
 */
export async function syncWebPush(userId: string): Promise<SendPushTokenResult | null> {
  if (Notification.permission !== 'granted') return null;
  const { vapidPublicKey } = await fetchPushConfig();
  if (!vapidPublicKey) return null;
  const key = base64UrlToBytes(vapidPublicKey);
  const registration = await registerServiceWorker();
  let subscription = await registration.pushManager.getSubscription();
  // A new key on the server (keys made again) makes the old subscription useless.
  if (subscription && !sameKey(subscription.options.applicationServerKey, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: key,
  });
  return sendPushTokenIfDue({ userId, platform: 'WEB', token: JSON.stringify(subscription) });
}

/** Signed out: this browser stops receiving the last user's messages. */
export async function stopWebPush(): Promise<void> {
  clearPushTokenRecord();
  const registration = await navigator.serviceWorker.getRegistration('/');
  const subscription = await registration?.pushManager.getSubscription();
  await subscription?.unsubscribe();
}
