import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testConfig, type TestApp } from '../../test/test-app.js';
import { signUpVerified, type TestAccount } from '../../test/test-users.js';
import { balanceOf, get, START } from './payments.testing.js';
import { DAY_MS } from '@monstory/contracts/time';

const AUTH = 'Bearer rc-webhook-secret';
const start = Date.parse(START);
let t: TestApp;
beforeAll(async () => {
  const payments = { ...testConfig().payments, revenueCatWebhookAuth: AUTH };
  t = await createTestApp({ now: START, config: { payments } });
});
afterAll(() => t.close());

let seq = 0;
function rcEvent(userId: string, type: string, fields: Record<string, unknown> = {}) {
  seq += 1;
  return {
    api_version: '1.0',
    event: {
      id: `rc-event-${seq}`,
      type,
      app_user_id: userId,
      product_id: 'premium_monthly',
      entitlement_ids: ['premium'],
      period_type: 'NORMAL',
      purchased_at_ms: start,
      expiration_at_ms: start + 30 * DAY_MS,
      event_timestamp_ms: start + seq,
      store: 'APP_STORE',
      environment: 'SANDBOX',
      price_in_purchased_currency: 99,
      currency: 'NOK',
      transaction_id: `tx-${seq}`,
      original_transaction_id: `orig-${userId}`,
      ...fields,
    },
  };
}

function send(body: object, authorization = AUTH, app = t.app) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/revenuecat/webhook',
    headers: authorization ? { authorization } : {},
    payload: body,
  });
}

const details = async (parent: TestAccount) =>
  (await get(t, parent.headers, '/api/subscription')).json();

describe('POST /api/v1/revenuecat/webhook', () => {
  it('is absent without REVENUECAT_WEBHOOK_AUTH and refuses another authorization', async () => {
    const parent = await signUpVerified(t.app);
    const plain = await createTestApp();
    try {
      expect((await send(rcEvent(parent.userId, 'RENEWAL'), AUTH, plain.app)).statusCode).toBe(404);
    } finally {
      await plain.close();
    }
    expect((await send(rcEvent(parent.userId, 'RENEWAL'), 'Bearer guess')).statusCode).toBe(401);
    expect((await send(rcEvent(parent.userId, 'RENEWAL'), '')).statusCode).toBe(401);
    expect(await balanceOf(t, parent.userId)).toBe(0);
  });

  it('grants Premium bought in the App Store through the same ledger, once per event', async () => {
    const parent = await signUpVerified(t.app);
    const initial = rcEvent(parent.userId, 'INITIAL_PURCHASE', { price_in_purchased_currency: 29 });
    expect((await send(initial)).statusCode).toBe(200);
    expect((await send(initial)).statusCode).toBe(200);
    expect(await balanceOf(t, parent.userId)).toBe(200);
    expect((await get(t, parent.headers, '/api/profile')).json().subscription).toEqual({
      isActive: true,
      subscriptionType: 'PREMIUM',
      initialPaymentPlatform: 'APP_STORE',
    });
    expect(await details(parent)).toMatchObject({ platform: 'APP_STORE', canCancelHere: false });
    const cancel = await t.app.inject({
      method: 'POST',
      url: '/api/subscription/cancel',
      headers: parent.headers,
    });
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().error.message).toMatch(/App Store/);

    await send(rcEvent(parent.userId, 'RENEWAL', { expiration_at_ms: start + 60 * DAY_MS }));
    expect(await balanceOf(t, parent.userId)).toBe(400);
    const { transactions } = (await get(t, parent.headers, '/api/transactions')).json();
    expect(transactions.map((row: { amount: number }) => row.amount).sort()).toEqual([2900, 9900]);
    expect(transactions[0]).toMatchObject({ paymentMethod: 'App Store', type: 'SUBSCRIPTION' });
  });

  it('turns auto-renew off on cancellation, and ends the plan on expiration', async () => {
    const parent = await signUpVerified(t.app);
    const events = [
      rcEvent(parent.userId, 'INITIAL_PURCHASE', {
        store: 'PLAY_STORE',
        product_id: 'mini_monthly',
        entitlement_ids: ['mini'],
      }),
      rcEvent(parent.userId, 'CANCELLATION', { store: 'PLAY_STORE', product_id: 'mini_monthly' }),
    ];
    const expiration = rcEvent(parent.userId, 'EXPIRATION', {
      store: 'PLAY_STORE',
      product_id: 'mini_monthly',
    });
    // The later event is applied first: the earlier one must not bring the plan back.
    await send(expiration);
    for (const event of events) await send(event);
    expect(await details(parent)).toMatchObject({ type: 'FREE', status: 'FREE_PLAN' });
    expect(await balanceOf(t, parent.userId)).toBe(100);
  });

  it('grants a credit pack bought in a store, and refuses an unknown product', async () => {
    const parent = await signUpVerified(t.app);
    const pack = rcEvent(parent.userId, 'NON_RENEWING_PURCHASE', {
      product_id: 'credits_250',
      entitlement_ids: null,
      expiration_at_ms: null,
      price_in_purchased_currency: 199,
    });
    await send(pack);
    await send({ event: { ...pack.event, id: 'rc-event-resent' } });
    expect(await balanceOf(t, parent.userId)).toBe(250);
    const purchases = await t.db
      .selectFrom('purchases')
      .selectAll()
      .where('user_id', '=', parent.userId)
      .execute();
    expect(purchases).toEqual([
      expect.objectContaining({ state: 'CONFIRMED', provider: 'REVENUECAT', credits: 250 }),
    ]);

    const unknown = rcEvent(parent.userId, 'NON_RENEWING_PURCHASE', { product_id: 'gems_9000' });
    expect((await send(unknown)).statusCode).toBe(400);
    const stranger = rcEvent('no-such-user', 'INITIAL_PURCHASE');
    expect((await send(stranger)).statusCode).toBe(200);
  });
});
