import { PurchaseSchema, TransactionsResponseSchema } from '@monstory/contracts/payments';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { outboxFor, signUpVerified } from '../../test/test-users.js';
import {
  balanceOf,
  buyInTestMode,
  CALLBACK_URL,
  checkout,
  get,
  START,
  startCheckout,
  testCheckout,
  testModeConfig,
} from './payments.testing.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: START, config: testModeConfig() });
});
afterAll(() => t.close());

describe('checkout in test mode (no STRIPE_SECRET_KEY)', () => {
  it('starts a pending purchase and sends the browser to the test checkout page', async () => {
    const parent = await signUpVerified(t.app);
    const response = await checkout(t, parent.headers, 'credits-100');
    expect(response.statusCode).toBe(200);
    const { url, purchaseId } = response.json();
    const back = `${CALLBACK_URL}?purchase=${purchaseId}`;
    expect(url).toBe(`/test-checkout/${purchaseId}?callbackUrl=${encodeURIComponent(back)}`);
    const purchase = PurchaseSchema.parse(
      (await get(t, parent.headers, `/api/purchases/${purchaseId}`)).json(),
    );
    expect(purchase).toEqual({
      purchaseId,
      productId: 'credits-100',
      state: 'PENDING',
      createdAt: START,
      expiresAt: '2026-03-02T10:00:00.000Z',
    });
  });

  it('accepts callbacks on loopback or the request’s origin only, and known products', async () => {
    const parent = await signUpVerified(t.app);
    for (const url of ['http://127.0.0.1:5173/shop', 'http://localhost:8080/shop?x=1']) {
      expect((await checkout(t, parent.headers, 'credits-50', url)).statusCode, url).toBe(200);
    }
    for (const url of [
      'https://evil.example/shop',
      'javascript:alert(1)',
      'http://u:p@localhost/',
    ]) {
      const response = await checkout(t, parent.headers, 'credits-50', url);
      expect(response.statusCode, url).toBe(400);
    }
    expect((await checkout(t, parent.headers, 'credits-9999')).statusCode).toBe(404);
  });

  it('grants a pack’s credits once on success, and records the payment', async () => {
    const parent = await signUpVerified(t.app);
    const { purchaseId } = await startCheckout(t, parent.headers, 'credits-100');
    const paid = await testCheckout(t, parent.headers, purchaseId, 'success');
    expect(paid.json()).toMatchObject({ purchaseId, state: 'CONFIRMED' });
    const again = await testCheckout(t, parent.headers, purchaseId, 'failure');
    expect(again.json().state).toBe('CONFIRMED');
    expect(await balanceOf(t, parent.userId)).toBe(100);
    const history = TransactionsResponseSchema.parse(
      (await get(t, parent.headers, '/api/transactions')).json(),
    );
    expect(history.transactions).toEqual([
      expect.objectContaining({
        amount: 8900,
        currency: 'NOK',
        paymentMethod: 'Test mode',
        type: 'CREDITS',
        date: START,
      }),
    ]);
  });

  it('leaves a pending outcome pending, and a failure failed with the team told', async () => {
    const parent = await signUpVerified(t.app);
    const { purchaseId } = await startCheckout(t, parent.headers, 'credits-50');
    const pending = await testCheckout(t, parent.headers, purchaseId, 'pending');
    expect(pending.json().state).toBe('PENDING');
    const failed = await testCheckout(t, parent.headers, purchaseId, 'failure');
    expect(failed.json().state).toBe('FAILED');
    expect((await testCheckout(t, parent.headers, purchaseId, 'success')).json().state).toBe(
      'FAILED',
    );
    await t.app.jobs.runUntilIdle();
    const mails = await outboxFor(t.app, 'team@example.com');
    expect(mails.filter((mail) => mail.text.includes(purchaseId))).toHaveLength(1);
    expect(await balanceOf(t, parent.userId)).toBe(0);
  });

  it('starts Premium with the first month’s price and 200 credits', async () => {
    const parent = await signUpVerified(t.app);
    await buyInTestMode(t, parent.headers, 'premium-monthly');
    const profile = (await get(t, parent.headers, '/api/profile')).json();
    expect(profile.subscription).toEqual({
      isActive: true,
      subscriptionType: 'PREMIUM',
      initialPaymentPlatform: 'EXTERNAL',
    });
    expect(await balanceOf(t, parent.userId)).toBe(200);
    const { transactions } = (await get(t, parent.headers, '/api/transactions')).json();
    expect(transactions).toEqual([
      expect.objectContaining({
        amount: 2900,
        type: 'SUBSCRIPTION',
        description: 'Premium subscription',
      }),
    ]);
    const second = await checkout(t, parent.headers, 'mini-monthly');
    expect(second.statusCode).toBe(409);
  });

  it('shows a purchase to its owner only, and the test checkout only to the owner', async () => {
    const owner = await signUpVerified(t.app);
    const stranger = await signUpVerified(t.app);
    const { purchaseId } = await startCheckout(t, owner.headers, 'credits-50');
    expect((await get(t, stranger.headers, `/api/purchases/${purchaseId}`)).statusCode).toBe(404);
    expect((await testCheckout(t, stranger.headers, purchaseId, 'success')).statusCode).toBe(404);
    expect(await balanceOf(t, stranger.userId)).toBe(0);
    expect(await balanceOf(t, owner.userId)).toBe(0);
  });
});
