import { PURCHASE_FAILED_MESSAGE } from '@monstory/contracts/payments';
import { describe, expect, it } from 'vitest';
import { appPerFile } from '../../test/app-per-file.testing.js';
import { signUpVerified, type TestAccount } from '../../test/test-users.js';
import {
  balanceOf,
  checkout,
  createStripeTestApp,
  deliver,
  deliverAll,
  get,
  startCheckout,
  testCheckout,
} from './payments.testing.js';

const t = appPerFile(createStripeTestApp);

const sessionOf = (url: string) => url.split('/').at(-1) ?? '';
const purchaseState = async (parent: TestAccount, purchaseId: string) =>
  (await get(t, parent.headers, `/api/purchases/${purchaseId}`)).json().state;
const plan = async (parent: TestAccount) =>
  (await get(t, parent.headers, '/api/profile')).json().subscription;

async function subscribe(parent: TestAccount, productId = 'premium-monthly') {
  const { url, purchaseId } = await startCheckout(t, parent.headers, productId);
  const events = t.stripe.completeCheckout(sessionOf(url));
  await deliverAll(t, events);
  const session = t.stripe.sessions.get(sessionOf(url));
  return { purchaseId, subId: String(session?.subscription), events };
}

describe('Stripe checkout and webhooks', () => {
  it('opens a Checkout Session with the first month as a one-off discount', async () => {
    const products = (await get(t, {}, '/api/v1/stripe/payments/products')).json();
    expect(products.testMode).toBe(false);
    const parent = await signUpVerified(t.app);
    const { url, purchaseId } = await startCheckout(t, parent.headers, 'premium-monthly');
    expect(url).toMatch(/^https:\/\/checkout\.stripe\.test\//);
    const created = t.stripe.requests.find((r) => r.path === '/v1/checkout/sessions');
    expect(created?.form).toMatchObject({
      mode: 'subscription',
      client_reference_id: purchaseId,
      customer_email: parent.email,
      metadata: { purchaseId, userId: parent.userId, productId: 'premium-monthly' },
      subscription_data: { metadata: { plan: 'PREMIUM', userId: parent.userId } },
      line_items: { 0: { price_data: { unit_amount: '9900', currency: 'nok' } } },
    });
    expect(created?.form.success_url).toBe(`http://localhost/shop?purchase=${purchaseId}`);
    expect([...t.stripe.coupons.values()]).toEqual([expect.objectContaining({ amount_off: 7000 })]);
    await startCheckout(t, (await signUpVerified(t.app)).headers, 'premium-monthly');
    expect(t.stripe.requests.filter((r) => r.path === '/v1/coupons').length).toBe(1);
    expect(await purchaseState(parent, purchaseId)).toBe('PENDING');
  });

  it('grants a credit pack once when its checkout completes, however often it is reported', async () => {
    const parent = await signUpVerified(t.app);
    const { url, purchaseId } = await startCheckout(t, parent.headers, 'credits-100');
    expect(t.stripe.sessions.get(sessionOf(url))?.mode).toBe('payment');
    const [completed] = t.stripe.completeCheckout(sessionOf(url));
    for (let i = 0; i < 3; i += 1) expect((await deliver(t, completed!)).statusCode).toBe(200);
    expect(await balanceOf(t, parent.userId)).toBe(100);
    expect(await purchaseState(parent, purchaseId)).toBe('CONFIRMED');
    const { transactions } = (await get(t, parent.headers, '/api/transactions')).json();
    expect(transactions).toEqual([
      expect.objectContaining({ amount: 8900, paymentMethod: 'Stripe', type: 'CREDITS' }),
    ]);
  });

  it('follows a subscription through payment, renewal, a failed payment and its end', async () => {
    const parent = await signUpVerified(t.app);
    const { purchaseId, subId } = await subscribe(parent);
    expect(await purchaseState(parent, purchaseId)).toBe('CONFIRMED');
    expect(await plan(parent)).toMatchObject({ isActive: true, subscriptionType: 'PREMIUM' });
    expect(await balanceOf(t, parent.userId)).toBe(200);

    await deliverAll(t, t.stripe.bill(subId, true));
    expect(await balanceOf(t, parent.userId)).toBe(400);
    const { transactions } = (await get(t, parent.headers, '/api/transactions')).json();
    expect(transactions.map((row: { amount: number }) => row.amount).sort()).toEqual([2900, 9900]);

    await deliverAll(t, t.stripe.bill(subId, false));
    expect(await plan(parent)).toMatchObject({ isActive: false, subscriptionType: 'FREE' });
    expect(await balanceOf(t, parent.userId)).toBe(400);

    await deliverAll(t, t.stripe.endSubscription(subId));
    const row = await t.db
      .selectFrom('subscriptions')
      .selectAll()
      .where('external_id', '=', subId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'ENDED', auto_renew: 0, plan: 'PREMIUM' });
  });

  it('refuses an event whose signature does not match, and changes nothing', async () => {
    const parent = await signUpVerified(t.app);
    const { url } = await startCheckout(t, parent.headers, 'credits-250');
    const [completed] = t.stripe.completeCheckout(sessionOf(url));
    const forged = await deliver(t, completed!, 'whsec_not_ours');
    expect(forged.statusCode).toBe(400);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/v1/stripe/webhook',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(completed),
    });
    expect(unsigned.statusCode).toBe(400);
    expect(await balanceOf(t, parent.userId)).toBe(0);
    const seen = await t.db.selectFrom('processed_webhook_events').select('id').execute();
    expect(seen.map((row) => row.id)).not.toContain(`stripe:${completed!.id}`);
  });

  it('acts on the object as Stripe has it now, not as the event describes it', async () => {
    const parent = await signUpVerified(t.app);
    const { subId } = await subscribe(parent, 'mini-monthly');
    const stale = t.stripe.event('customer.subscription.updated', {
      ...t.stripe.subscriptions.get(subId),
    });
    t.stripe.endSubscription(subId);
    await deliverAll(t, [stale]);
    expect(await plan(parent)).toMatchObject({ isActive: false });

    const unknown = t.stripe.event('invoice.paid', { id: 'in_never_made', object: 'invoice' });
    expect((await deliver(t, unknown)).statusCode).toBe(200);
    expect(await balanceOf(t, parent.userId)).toBe(100);
  });

  it('cancels and resumes at the end of the period on Stripe', async () => {
    const parent = await signUpVerified(t.app);
    const { subId } = await subscribe(parent);
    const post = (url: string) => t.app.inject({ method: 'POST', url, headers: parent.headers });
    const cancelled = await post('/api/subscription/cancel');
    expect(cancelled.json()).toMatchObject({ status: 'EXPIRING_SOON', autoRenew: false });
    expect(t.stripe.subscriptions.get(subId)?.cancel_at_period_end).toBe(true);
    const resumed = await post('/api/subscription/resume');
    expect(resumed.json()).toMatchObject({ status: 'ACTIVE', autoRenew: true, daysRemaining: 30 });
    expect(t.stripe.subscriptions.get(subId)?.cancel_at_period_end).toBe(false);
  });

  it('answers the purchase message when Stripe refuses, and has no test checkout', async () => {
    const parent = await signUpVerified(t.app);
    t.stripe.refusing = true;
    try {
      const response = await checkout(t, parent.headers, 'credits-50');
      expect(response.statusCode).toBe(503);
      expect(response.json().error.message).toBe(PURCHASE_FAILED_MESSAGE);
    } finally {
      t.stripe.refusing = false;
    }
    const { purchaseId } = await startCheckout(t, parent.headers, 'credits-50');
    expect((await testCheckout(t, parent.headers, purchaseId, 'success')).statusCode).toBe(404);
  });
});
