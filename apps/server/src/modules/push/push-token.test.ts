import { describe, expect, it } from 'vitest';
import { appPerFile } from '../../test/app-per-file.testing.js';
import { createTestApp } from '../../test/test-app.js';
import {
  convertGuest,
  signInAnonymous,
  signUpUnverifiedWithSession,
  signUpVerified,
  type TestSession,
} from '../../test/test-users.js';
import { isAllowedEndpoint } from './push-devices.js';
import { browserSubscription } from './push.testing.js';
import { MAX_PUSH_DEVICES_PER_USER } from './push.service.js';
import { resolveVapidKeys } from './vapid-keys.js';
import { DAY_MS } from '@monstory/contracts/time';

const t = appPerFile(createTestApp);

function register(session: TestSession | { headers: object }, payload: object) {
  return t.app.inject({
    method: 'POST',
    url: '/api/profile/notifications/token',
    headers: session.headers as Record<string, string>,
    payload,
  });
}

function tokensOf(userId: string) {
  return t.db
    .selectFrom('push_tokens')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('refreshed_at')
    .execute();
}

const webToken = (endpoint = 'https://push.example.com/send/abc') =>
  JSON.stringify(browserSubscription(endpoint).subscription);

describe('POST /api/profile/notifications/token', () => {
  it('is for verified users only: push starts once the email is verified', async () => {
    const payload = { fcmToken: 'fcm-token-1', platform: 'ANDROID' };
    const guest = await register(await signInAnonymous(t.app), payload);
    expect(guest.statusCode).toBe(403);
    expect(guest.json().error.code).toBe('ANONYMOUS_NOT_ALLOWED');
    const unverified = await register(await signUpUnverifiedWithSession(t.app), payload);
    expect(unverified.statusCode).toBe(403);
    expect(unverified.json().error.code).toBe('EMAIL_NOT_VERIFIED');
    expect((await register({ headers: {} }, payload)).statusCode).toBe(401);
    expect(await t.db.selectFrom('push_tokens').selectAll().execute()).toEqual([]);
  });

  it('keeps a native token (ANDROID unless told) and refreshes it when sent again', async () => {
    const user = await signUpVerified(t.app);
    expect((await register(user, { fcmToken: 'native-token-A' })).statusCode).toBe(204);
    const [first] = await tokensOf(user.userId);
    expect(first).toMatchObject({ platform: 'ANDROID', token: 'native-token-A' });
    expect(first!.id).toMatch(/^[0-9a-f]{64}$/);

    t.clock.advance(7 * DAY_MS);
    await register(user, { fcmToken: 'native-token-A', platform: 'IOS' });
    const rows = await tokensOf(user.userId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: first!.id,
      platform: 'IOS',
      created_at: first!.created_at,
      refreshed_at: t.clock.now().toISOString(),
    });
  });

  it('moves a device to the account that registers it last', async () => {
    const [parent, other] = [await signUpVerified(t.app), await signUpVerified(t.app)];
    const token = webToken('https://push.example.com/send/shared-tablet');
    await register(parent, { fcmToken: token, platform: 'WEB' });
    // The same browser subscription, sent again with its fields in another order.
    const reordered = JSON.parse(token);
    await register(other, {
      fcmToken: JSON.stringify({ keys: reordered.keys, endpoint: reordered.endpoint }),
      platform: 'WEB',
    });
    expect(await tokensOf(parent.userId)).toEqual([]);
    const [moved] = await tokensOf(other.userId);
    expect(JSON.parse(moved!.token)).toEqual({
      endpoint: reordered.endpoint,
      keys: reordered.keys,
    });
  });

  it('answers 400 for a web registration that is not a push subscription', async () => {
    const user = await signUpVerified(t.app);
    const valid = JSON.parse(webToken());
    for (const fcmToken of [
      'not json at all',
      JSON.stringify({ endpoint: valid.endpoint }),
      JSON.stringify({ ...valid, endpoint: 'ftp://push.example.com/x' }),
      JSON.stringify({ ...valid, keys: { p256dh: '', auth: 'x' } }),
      '[]',
    ]) {
      const response = await register(user, { fcmToken, platform: 'WEB' });
      expect(response.statusCode, fcmToken).toBe(400);
      expect(response.json().error).toMatchObject({
        code: 'VALIDATION_FAILED',
        fields: { fcmToken: expect.any(String) },
      });
    }
    expect((await register(user, { fcmToken: '', platform: 'WEB' })).statusCode).toBe(400);
    expect((await register(user, { fcmToken: 'x', platform: 'FAX' })).statusCode).toBe(400);
    expect(await tokensOf(user.userId)).toEqual([]);
  });

  it(`keeps the ${MAX_PUSH_DEVICES_PER_USER} most recently refreshed devices of an account`, async () => {
    const user = await signUpVerified(t.app);
    for (let i = 0; i <= MAX_PUSH_DEVICES_PER_USER; i += 1) {
      t.clock.advance(1000);
      await register(user, { fcmToken: `device-${i}` });
    }
    const rows = await tokensOf(user.userId);
    expect(rows).toHaveLength(MAX_PUSH_DEVICES_PER_USER);
    expect(rows.map((row) => row.token)).not.toContain('device-0');
  });

  it('goes with a guest’s data when the guest is converted', async () => {
    const guest = await signInAnonymous(t.app);
    const now = t.clock.now().toISOString();
    await t.db
      .insertInto('push_tokens')
      .values({
        id: 'guest-device',
        user_id: guest.userId,
        platform: 'ANDROID',
        token: 'guest-token',
        created_at: now,
        refreshed_at: now,
      })
      .execute();
    const user = await signUpVerified(t.app);
    const converted = await convertGuest(t.app, user, guest);
    expect(converted.json()).toMatchObject({ status: 'CONVERTED', moved: { pushTokens: 1 } });
    expect((await tokensOf(user.userId)).map((row) => row.id)).toEqual(['guest-device']);
  });
});

describe('which push services the server posts to', () => {
  it('in production, only https to a named host', () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc',
      'https://updates.push.services.mozilla.com/wpush/v2/abc',
      'https://web.push.apple.com/abc',
    ]) {
      expect(isAllowedEndpoint(endpoint, false), endpoint).toBe(true);
    }
    for (const endpoint of [
      'http://fcm.googleapis.com/fcm/send/abc',
      'https://127.0.0.1/x',
      'https://[::1]/x',
      'https://169.254.169.254/latest',
      'https://localhost/x',
      'https://metadata.google.internal/x',
      'https://intranet/x',
    ]) {
      expect(isAllowedEndpoint(endpoint, false), endpoint).toBe(false);
    }
    expect(isAllowedEndpoint('http://127.0.0.1:4000/push', true)).toBe(true);
  });
});

describe('GET /api/push/config and the VAPID keys', () => {
  it('offers, without a session, the public key made at first start and kept in the database', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/push/config' });
    expect(response.statusCode).toBe(200);
    const { vapidPublicKey } = response.json();
    expect(Buffer.from(vapidPublicKey, 'base64url')).toHaveLength(65);
    // Another replica on the same database signs with the same pair.
    const shared = await resolveVapidKeys(t.db, t.clock, undefined);
    expect(shared.publicKey).toBe(vapidPublicKey);
    expect(await resolveVapidKeys(t.db, t.clock, undefined)).toEqual(shared);
  });

  it('uses VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when they are set', async () => {
    const fromEnv = { publicKey: 'public', privateKey: 'private' };
    expect(await resolveVapidKeys(t.db, t.clock, fromEnv)).toBe(fromEnv);
  });
});
