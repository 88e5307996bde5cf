import type { CheckoutResponse, TestCheckoutOutcome } from '@monstory/contracts/payments';
import Stripe from 'stripe';
import { loadConfig } from '../../config.js';
import { createTestApp, testConfig } from '../../test/test-app.js';
import type { TestApp, TestAppOptions } from '../../test/test-app.js';
import type { Clock } from '../../platform/clock.js';
import { getCreditBalance } from '../credits/credits.service.js';
import { FakeStripe, type FakeStripeEvent } from './fake-stripe.js';
import type { TestHeaders as Headers } from '../../test/test-users.js';

// Helpers for tests of the shop, subscriptions and credits (test mode and the fake Stripe).

export const CALLBACK_URL = 'http://localhost/shop';
export const WEBHOOK_SECRET = 'whsec_test_monstory';
export const START = '2026-03-01T10:00:00.000Z';

export interface StripeTestApp extends TestApp {
  stripe: FakeStripe;
}

/** A test app whose Stripe is a local fake (STRIPE_API_BASE), plus the fake. */
export async function createStripeTestApp(options: TestAppOptions = {}): Promise<StripeTestApp> {
  // The fake bills by the app's clock, which exists only once the app does.
  const clock: { current?: Clock } = {};
  const stripe = new FakeStripe({ now: () => clock.current?.now() ?? new Date(START) });
  const base = await stripe.start();
  const { payments } = loadConfig({
    STRIPE_SECRET_KEY: 'sk_test_fake',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_BASE: base,
  });
  const t = await createTestApp({
    now: START,
    ...options,
    config: { payments, ...options.config },
  });
  clock.current = t.clock;
  return {
    ...t,
    stripe,
    close: async () => {
      await t.close();
      await stripe.close();
    },
  };
}

/** Test mode with a team address to find the team's mails under. */
export function testModeConfig(teamEmail = 'team@example.com') {
  return { payments: { ...testConfig().payments, teamEmail } };
}

const signer = new Stripe('sk_test_signer');

/** Delivers an event as Stripe does: the JSON body signed with the endpoint's secret. */
export function deliver(t: TestApp, event: FakeStripeEvent, secret = WEBHOOK_SECRET) {
  const payload = JSON.stringify(event);
  const signature = signer.webhooks.generateTestHeaderString({ payload, secret });
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/stripe/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  });
}

export async function deliverAll(t: TestApp, events: FakeStripeEvent[]) {
  for (const event of events) {
    const response = await deliver(t, event);
    if (response.statusCode !== 200) throw new Error(`webhook → ${response.statusCode}`);
  }
}

export async function checkout(
  t: TestApp,
  headers: Headers,
  productId: string,
  callbackUrl = CALLBACK_URL,
) {
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/stripe/payments/checkout/${productId}`,
    headers,
    payload: { callbackUrl },
  });
}

/** Starts a checkout and expects it to work. */
export async function startCheckout(t: TestApp, headers: Headers, productId: string) {
  const response = await checkout(t, headers, productId);
  if (response.statusCode !== 200) {
    throw new Error(`checkout → ${response.statusCode}: ${response.body}`);
  }
  return response.json() as CheckoutResponse;
}

export function testCheckout(
  t: TestApp,
  headers: Headers,
  purchaseId: string,
  outcome: TestCheckoutOutcome,
) {
  return t.app.inject({
    method: 'POST',
    url: `/api/test-checkout/${purchaseId}`,
    headers,
    payload: { outcome },
  });
}

/** Buys a product in test mode, paying successfully. */
export async function buyInTestMode(t: TestApp, headers: Headers, productId: string) {
  const { purchaseId } = await startCheckout(t, headers, productId);
  const paid = await testCheckout(t, headers, purchaseId, 'success');
  if (paid.statusCode !== 200) throw new Error(`test checkout → ${paid.statusCode}`);
  return purchaseId;
}

export function get(t: TestApp, headers: Headers, url: string) {
  return t.app.inject({ method: 'GET', url, headers });
}

export function balanceOf(t: TestApp, userId: string) {
  return getCreditBalance(t.db, userId, t.clock.now());
}
