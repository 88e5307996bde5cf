import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { PushPayload } from '@monstory/contracts/notifications';
import type { TokenMessage } from 'firebase-admin/messaging';
import {
  ConfigError,
  serviceAccountProblem,
  type FirebaseServiceAccount,
  type PushConfig,
} from '../../config.js';
import { fcmData } from './push-payload.js';
import type { PushDevice, PushOutcome, PushSender } from './push-sender.js';

/** What FcmSender needs of firebase-admin's Messaging (a fake in tests). */
export interface FcmMessaging {
  send(message: TokenMessage): Promise<string>;
}

/** FCM's answers that mean the registration token is dead (its HTTP 404 UNREGISTERED). */
const GONE = new Set([
  'messaging/registration-token-not-registered',
  'messaging/invalid-registration-token',
]);

/** Firebase Cloud Messaging for the native apps (Android, and iOS through APNs). */
export class FcmSender implements PushSender {
  readonly #messaging: FcmMessaging;
  readonly #close: (() => Promise<void>) | undefined;

  constructor(messaging: FcmMessaging, close?: () => Promise<void>) {
    this.#messaging = messaging;
    this.#close = close;
  }

  async send(device: PushDevice, payload: PushPayload): Promise<PushOutcome> {
    try {
      await this.#messaging.send({
        token: device.token,
        notification: payload.notification,
        data: fcmData(payload),
        android: { priority: 'high' },
        apns: { payload: { aps: { sound: 'default' } } },
      });
      return 'delivered';
    } catch (error) {
      const code = (error as { code?: unknown } | null)?.code;
      if (typeof code === 'string' && GONE.has(code)) return 'gone';
      throw error;
    }
  }

  async close(): Promise<void> {
    await this.#close?.();
  }
}

async function readServiceAccount(file: string): Promise<FirebaseServiceAccount> {
  let json: unknown;
  try {
    json = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    const reason = error instanceof SyntaxError ? 'it is not JSON' : (error as Error).message;
    throw new ConfigError(`Invalid environment: FIREBASE_SERVICE_ACCOUNT ${file}: ${reason}`);
  }
  const problem = serviceAccountProblem(json);
  if (problem) {
    throw new ConfigError(`Invalid environment: FIREBASE_SERVICE_ACCOUNT ${file}: ${problem}`);
  }
  return json as FirebaseServiceAccount;
}

/**
 * firebase-admin is large and only needed with FIREBASE_SERVICE_ACCOUNT, so it is imported here,
 * on first use, never at startup otherwise. Each sender has its own named Firebase app, so
 * several of our apps in one process (tests) do not collide.
 */
export async function createFcmSender(
  account: NonNullable<PushConfig['firebaseServiceAccount']>,
): Promise<FcmSender> {
  const json = 'path' in account ? await readServiceAccount(account.path) : account;
  const { cert, deleteApp, initializeApp } = await import('firebase-admin/app');
  const { getMessaging } = await import('firebase-admin/messaging');
  const firebase = initializeApp(
    {
      credential: cert({
        projectId: json.project_id,
        clientEmail: json.client_email,
        privateKey: json.private_key,
      }),
      projectId: json.project_id,
    },
    `monstory-${randomUUID()}`,
  );
  return new FcmSender(getMessaging(firebase), () => deleteApp(firebase));
}
