import { CANCEL_TOO_LATE_MESSAGE, SubscriptionDetailsSchema } from '@monstory/contracts/payments';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { signUpVerified, type TestAccount } from '../../test/test-users.js';
import { buyInTestMode, get, START } from '../payments/payments.testing.js';
import { DAY_MS } from '@monstory/contracts/time';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp({ now: START });
});
afterEach(() => t.close());

const details = async (parent: TestAccount) =>
  SubscriptionDetailsSchema.parse((await get(t, parent.headers, '/api/subscription')).json());
const post = (parent: TestAccount, url: string) =>
  t.app.inject({ method: 'POST', url, headers: parent.headers });
const deleteSubscription = (app: TestApp, parent: TestAccount) =>
  app.app.inject({ method: 'DELETE', url: '/api/subscription', headers: parent.headers });

describe('/api/subscription (Subscription display)', () => {
  it('shows the free plan to someone without a subscription, who has nothing to cancel', async () => {
    const parent = await signUpVerified(t.app);
    expect(await details(parent)).toMatchObject({
      type: 'FREE',
      status: 'FREE_PLAN',
      endDate: null,
    });
    expect((await post(parent, '/api/subscription/cancel')).statusCode).toBe(409);
  });

  it('runs from active to renewing soon, cancelled to expiring soon, and back', async () => {
    const parent = await signUpVerified(t.app);
    await buyInTestMode(t, parent.headers, 'mini-monthly');
    expect(await details(parent)).toEqual({
      type: 'MINI',
      status: 'ACTIVE',
      autoRenew: true,
      startDate: START,
      endDate: '2026-04-01T10:00:00.000Z',
      daysRemaining: 31,
      platform: 'EXTERNAL',
      canCancelHere: true,
    });
    t.clock.advance(24 * DAY_MS);
    expect(await details(parent)).toMatchObject({ status: 'RENEWING_SOON', daysRemaining: 7 });

    const cancelled = await post(parent, '/api/subscription/cancel');
    expect(cancelled.json()).toMatchObject({ status: 'EXPIRING_SOON', autoRenew: false });
    expect((await get(t, parent.headers, '/api/profile')).json().subscription.isActive).toBe(true);
    const resumed = await post(parent, '/api/subscription/resume');
    expect(resumed.json()).toMatchObject({ status: 'RENEWING_SOON', autoRenew: true });
  });

  it('refuses to cancel less than 24 hours before the period ends', async () => {
    const parent = await signUpVerified(t.app);
    await buyInTestMode(t, parent.headers, 'premium-monthly');
    t.clock.set(new Date(Date.parse('2026-04-01T10:00:00.000Z') - DAY_MS + 1));
    const late = await post(parent, '/api/subscription/cancel');
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe(CANCEL_TOO_LATE_MESSAGE);
    expect(await details(parent)).toMatchObject({ autoRenew: true, daysRemaining: 1 });
  });

  it('ends with its period: the free plan again, the credits kept', async () => {
    const parent = await signUpVerified(t.app);
    await buyInTestMode(t, parent.headers, 'premium-monthly');
    await post(parent, '/api/subscription/cancel');
    t.clock.set('2026-04-01T10:00:00.000Z');
    expect(await details(parent)).toMatchObject({ status: 'FREE_PLAN' });
    const credits = (await get(t, parent.headers, '/api/credits')).json();
    expect(credits).toMatchObject({ balance: 200, paused: false });
  });

  it('has a test-only delete that returns to the free plan', async () => {
    const parent = await signUpVerified(t.app);
    await buyInTestMode(t, parent.headers, 'premium-monthly');
    expect((await deleteSubscription(t, parent)).statusCode).toBe(204);
    expect(await details(parent)).toMatchObject({ status: 'FREE_PLAN' });
  });

  it.each([
    { shop: 'a production shop that takes real payments', realPayments: true, status: 404 },
    { shop: 'a production build running the test-mode checkout', realPayments: false, status: 204 },
  ])('answers the delete with $status in $shop', async ({ realPayments, status }) => {
    const stripe = { secretKey: 'sk_test_x', webhookSecret: 'whsec_x', api: undefined };
    const production = await createTestApp({
      config: {
        nodeEnv: 'production',
        ...(realPayments && { payments: { ...t.app.config.payments, stripe } }),
      },
    });
    try {
      const parent = await signUpVerified(production.app);
      expect((await deleteSubscription(production, parent)).statusCode).toBe(status);
    } finally {
      await production.close();
    }
  });
});

describe('deleting an account with a subscription', () => {
  it('stops the renewal at once, so a deleted account is never charged again', async () => {
    const parent = await signUpVerified(t.app);
    await buyInTestMode(t, parent.headers, 'premium-monthly');
    expect(await details(parent)).toMatchObject({ type: 'PREMIUM', autoRenew: true });
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/profile',
      headers: parent.headers,
    });
    expect(deleted.statusCode).toBe(200);
    const rows = await t.app.db
      .selectFrom('subscriptions')
      .select(['auto_renew', 'plan'])
      .where('user_id', '=', parent.userId)
      .execute();
    expect(rows).toEqual([{ auto_renew: 0, plan: 'PREMIUM' }]);
  });
});
