import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { PushPayload } from '@monstory/contracts/notifications';
import type { TokenMessage } from 'firebase-admin/messaging';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError } from '../../config.js';
import { makeTempDir } from '../../test/test-database.js';
import { createTestApp, testConfig, type TestApp } from '../../test/test-app.js';
import { signUpVerified } from '../../test/test-users.js';
import { announceNotifications, insertNotifications } from '../notifications/notification-rows.js';
import { notificationRow } from '../notifications/notification.testing.js';
import { FcmSender, createFcmSender } from './fcm-sender.js';
import type { PushDevice, PushOutcome, PushSender } from './push-sender.js';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const PAYLOAD: PushPayload = {
  messageId: 'n-1',
  notification: { title: 'Your monster is ready!', body: 'Say hello to Bobo' },
  data: { notificationId: 'n-1', type: 'MONSTER_CREATED', targetType: 'MONSTER' },
};
const DEVICE: PushDevice = { id: 'd-1', platform: 'ANDROID', token: 'fcm-token-1' };

function serviceAccount() {
  const { privateKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    project_id: 'monstory-test',
    client_email: 'push@monstory-test.iam.gserviceaccount.com',
    private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  };
}

describe('FcmSender', () => {
  it('sends the notification with string data, and knows a dead token when FCM names one', async () => {
    const sent: TokenMessage[] = [];
    let answer: Error | undefined;
    const sender = new FcmSender({
      send: async (message) => {
        sent.push(message);
        if (answer) throw answer;
        return 'projects/monstory-test/messages/1';
      },
    });
    expect(await sender.send(DEVICE, PAYLOAD)).toBe('delivered');
    expect(sent[0]).toMatchObject({
      token: 'fcm-token-1',
      notification: { title: 'Your monster is ready!', body: 'Say hello to Bobo' },
      data: {
        messageId: 'n-1',
        notificationId: 'n-1',
        type: 'MONSTER_CREATED',
        targetType: 'MONSTER',
      },
    });
    expect(Object.values(sent[0]!.data!).every((value) => typeof value === 'string')).toBe(true);

    answer = Object.assign(new Error('Requested entity was not found.'), {
      code: 'messaging/registration-token-not-registered',
    });
    expect(await sender.send(DEVICE, PAYLOAD)).toBe('gone');
    answer = Object.assign(new Error('Quota exceeded'), { code: 'messaging/quota-exceeded' });
    await expect(sender.send(DEVICE, PAYLOAD)).rejects.toThrow('Quota exceeded');
  });

  it('loads firebase-admin on demand from a service account, as JSON or a file', async () => {
    const fromJson = await createFcmSender(serviceAccount());
    cleanups.push(() => fromJson.close());
    expect(fromJson).toBeInstanceOf(FcmSender);

    const dir = makeTempDir();
    const file = path.join(dir, 'service-account.json');
    fs.writeFileSync(file, JSON.stringify(serviceAccount()));
    const fromFile = await createFcmSender({ path: file });
    cleanups.push(() => fromFile.close());
    expect(fromFile).toBeInstanceOf(FcmSender);

    fs.writeFileSync(file, JSON.stringify({ project_id: 'x' }));
    await expect(createFcmSender({ path: file })).rejects.toThrow(
      /FIREBASE_SERVICE_ACCOUNT .*service-account\.json: it has no client_email, private_key/,
    );
    await expect(createFcmSender({ path: path.join(dir, 'missing.json') })).rejects.toThrow(
      ConfigError,
    );
    fs.rmSync(dir, { recursive: true, force: true });
  });
});

describe('native push through FCM', () => {
  /** Stands in for FCM: records each send, and says some tokens are gone. */
  function fakeFcm() {
    const sends: { device: PushDevice; payload: PushPayload }[] = [];
    const sender: PushSender = {
      send: async (device, payload): Promise<PushOutcome> => {
        sends.push({ device, payload });
        return device.token.startsWith('gone') ? 'gone' : 'delivered';
      },
    };
    return { sends, sender };
  }

  async function app(): Promise<TestApp> {
    const t = await createTestApp({
      config: { push: { ...testConfig().push, firebaseServiceAccount: serviceAccount() } },
    });
    cleanups.push(() => t.close());
    return t;
  }

  it('is on with FIREBASE_SERVICE_ACCOUNT and pushes to the phones and tablets', async () => {
    const t = await app();
    expect(t.app.push.senders.fcm).toBeInstanceOf(FcmSender);
    const fcm = fakeFcm();
    t.app.push.senders.fcm = fcm.sender;

    const user = await signUpVerified(t.app);
    for (const [fcmToken, platform] of [
      ['phone-token', 'ANDROID'],
      ['gone-tablet-token', 'IOS'],
    ]) {
      await t.app.inject({
        method: 'POST',
        url: '/api/profile/notifications/token',
        headers: user.headers,
        payload: { fcmToken, platform },
      });
    }
    const row = notificationRow(user.userId, t.clock.now(), {
      type: 'MONSTER_CREATED',
      title: 'Your monster is ready!',
      message: 'Say hello to Bobo',
      target_type: 'MONSTER',
      target_id: 'monster-1',
      image_url: '/api/media/monsters/monster-1.png',
    });
    await insertNotifications(t.db, [row]);
    await announceNotifications(t.app.services, [row]);
    await t.app.push.settle();

    expect(fcm.sends.map((s) => [s.device.platform, s.device.token]).sort()).toEqual([
      ['ANDROID', 'phone-token'],
      ['IOS', 'gone-tablet-token'],
    ]);
    expect(fcm.sends[0]!.payload).toEqual({
      messageId: row.id,
      notification: { title: 'Your monster is ready!', body: 'Say hello to Bobo' },
      data: {
        notificationId: row.id,
        type: 'MONSTER_CREATED',
        targetType: 'MONSTER',
        targetId: 'monster-1',
      },
    });
    const left = await t.db.selectFrom('push_tokens').select('token').execute();
    expect(left).toEqual([{ token: 'phone-token' }]);
  });

  it('is off without FIREBASE_SERVICE_ACCOUNT: native devices are kept but not sent to', async () => {
    const t = await createTestApp();
    cleanups.push(() => t.close());
    expect(t.app.push.senders.fcm).toBeUndefined();
    expect(t.app.push.senders.web).toBeDefined();
  });
});
