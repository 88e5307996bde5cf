import type { Page } from '@playwright/test';
import { passParentalGate } from './support/identity';
import { expect, REVENUECAT_WEBHOOK_AUTH, test } from './support/native-fixtures';
import type { FakeIdTokenIssuer } from './support/fake-id-token-issuer';
import {
  newProviderAccount,
  purchasesPlugin,
  signInInApp,
  socialLoginPlugin,
  type FakeStoreProduct,
} from './support/native-plugins';
import { runAsShell } from './support/native-shell';

// The shop in the Android app: the store's products at the store's prices through RevenueCat's
// plugin (faked at the native bridge, with the e2e build's test key), purchases through the
// store, and what they give from the store's server notification (RevenueCat's webhook, with the
// test secret): a credit pack's credits, a subscription's plan — never the web's checkout.

async function api(page: Page, token: string, path: string) {
  const response = await page.request.get(`/api${path}`, {
    headers: { authorization: `Bearer ${token}`, cookie: '' },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as Record<string, unknown>;
}

const STORE_PRODUCTS: FakeStoreProduct[] = [
  {
    identifier: 'premium-monthly:monthly',
    price: 129,
    currencyCode: 'NOK',
    introPrice: { price: 39 },
  },
  { identifier: 'credits-50', price: 59, currencyCode: 'NOK' },
  { identifier: 'credits-100', price: 99, currencyCode: 'NOK' },
];

/**
 * The Android app signed in with Google as a new account past its welcome steps, the store
 * selling `STORE_PRODUCTS`, and the shop open behind the parental gate. Records any call to the
 * web's checkout.
 */
async function openShopInApp(page: Page, issuer: FakeIdTokenIssuer) {
  const account = newProviderAccount('google');
  const social = socialLoginPlugin(() => issuer.idToken('google', account));
  const store = purchasesPlugin(STORE_PRODUCTS);
  await runAsShell(page, 'android', {
    bundle: 'dist-e2e',
    plugins: { SocialLogin: social.plugin, Purchases: store.plugin },
  });
  const webCheckout: string[] = [];
  page.on('request', (request) => {
    if (/\/checkout\//.test(new URL(request.url()).pathname)) webCheckout.push(request.url());
  });

  await page.goto('/');
  await expect(page).toHaveURL('/generate', { timeout: 20_000 });
  const token = await signInInApp(page, 'Fortsett med Google');
  // Past the welcome steps (their own journey is the web's).
  for (const step of ['/profile/welcome-shown', '/profile/accept-terms-and-conditions']) {
    const done = await page.request.post(`/api${step}`, {
      headers: { authorization: `Bearer ${token}`, cookie: '' },
      data: step.includes('terms') ? { marketingOptIn: false } : {},
    });
    expect(done.ok()).toBe(true);
  }
  await openShop(page);
  return { token, store, webCheckout };
}

/**
 * Buys with the shop's `button` in the store's own sheet: thanked, the store asked for `product`
 * and nothing else, the web's checkout never. Gives the user the store's SDK knows.
 */
async function expectBoughtInStore(
  page: Page,
  { store, webCheckout }: Awaited<ReturnType<typeof openShopInApp>>,
  button: string,
  product: string,
): Promise<string> {
  await page.getByRole('button', { name: button }).click();
  await expect(page.getByText('Takk for kjøpet!')).toBeVisible();
  expect(store.calls.filter((c) => c.method === 'purchaseStoreProduct')).toEqual([
    {
      method: 'purchaseStoreProduct',
      options: { product: expect.objectContaining({ identifier: product }) },
    },
  ]);
  expect(webCheckout).toEqual([]);
  const appUserId = store.appUserId();
  expect(appUserId).toBeTruthy();
  return appUserId as string;
}

async function openShop(page: Page) {
  await page.goto('/shop');
  await expect(page).toHaveURL(/\/parental-gate\?redirect=/);
  await passParentalGate(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Butikk' })).toBeVisible();
}

/** RevenueCat's webhook: refused without its secret, taken with it. */
async function notify(page: Page, notification: unknown) {
  const refused = await page.request.post('/api/v1/revenuecat/webhook', {
    headers: { authorization: 'Bearer a-guess' },
    data: notification,
  });
  expect(refused.status()).toBe(401);
  const received = await page.request.post('/api/v1/revenuecat/webhook', {
    headers: { authorization: REVENUECAT_WEBHOOK_AUTH },
    data: notification,
  });
  expect(received.ok()).toBe(true);
}

test('in the android app the shop sells the store’s products at its prices, and the store’s notification credits the purchase', async ({
  page,
  issuer,
}) => {
  test.slow();
  const shop = await openShopInApp(page, issuer);
  const { token, store } = shop;
  const { credits: before } = await api(page, token, '/profile');

  // The SDK runs for this user with the build's key, and the shop shows what the store sells,
  // at the store's prices: not Mini or the largest pack, and no web test-mode note.
  await expect
    .poll(() => store.calls[0])
    .toEqual({
      method: 'configure',
      options: { apiKey: 'goog_e2e_test_key', appUserID: expect.any(String) },
    });
  const packs = page.getByRole('region', { name: 'Kredittpakker' }).getByRole('article');
  await expect(packs).toHaveCount(2);
  await expect(page.getByRole('article', { name: '50 kreditter' })).toContainText('59 kr');
  await expect(page.getByRole('article', { name: '100 kreditter' })).toContainText('99 kr');
  await expect(page.getByRole('article', { name: '250 kreditter' })).toHaveCount(0);
  await expect(page.getByRole('article', { name: /Premium/ })).toContainText('129 kr');
  await expect(page.getByRole('article', { name: /Premium/ })).toContainText('39 kr');
  await expect(page.getByRole('article', { name: /Mini/ })).toHaveCount(0);
  await expect(page.getByRole('note', { name: 'TESTMODUS' })).toHaveCount(0);

  // Bought in the store's own sheet.
  const appUserId = await expectBoughtInStore(
    page,
    shop,
    'Kjøp 50 kreditter for 59 kr',
    'credits-50',
  );

  // The store tells RevenueCat, whose webhook tells the server, for the user the SDK knows.
  const now = Date.now();
  const notification = {
    event: {
      id: `e2e-event-${now}`,
      type: 'NON_RENEWING_PURCHASE',
      app_user_id: appUserId,
      product_id: 'credits-50',
      store: 'PLAY_STORE',
      price_in_purchased_currency: 59,
      currency: 'NOK',
      transaction_id: `GPA.e2e-${now}`,
      purchased_at_ms: now,
      event_timestamp_ms: now,
    },
  };
  await notify(page, notification);
  expect((await api(page, token, '/profile')).credits).toBe(Number(before) + 50);
  // The same notification again credits nothing more.
  await page.request.post('/api/v1/revenuecat/webhook', {
    headers: { authorization: REVENUECAT_WEBHOOK_AUTH },
    data: notification,
  });
  expect((await api(page, token, '/profile')).credits).toBe(Number(before) + 50);
});

test('in the android app the shop sells the store’s subscription, and the store’s notification makes the account a subscriber once', async ({
  page,
  issuer,
}) => {
  test.slow();
  const shop = await openShopInApp(page, issuer);
  const { token } = shop;
  expect(await api(page, token, '/profile')).toMatchObject({
    subscription: { isActive: false, subscriptionType: 'FREE' },
  });

  // Chosen in the shop, bought in the store's own sheet as the store's product.
  const appUserId = await expectBoughtInStore(
    page,
    shop,
    'Velg Premium',
    'premium-monthly:monthly',
  );

  // Google Play tells RevenueCat, whose webhook tells the server: a first month at the intro
  // price, for the user the SDK knows, under the plan's entitlement.
  const now = Date.now();
  const notification = {
    event: {
      id: `e2e-sub-event-${now}`,
      type: 'INITIAL_PURCHASE',
      app_user_id: appUserId,
      product_id: 'premium-monthly:monthly',
      entitlement_ids: ['premium'],
      period_type: 'NORMAL',
      store: 'PLAY_STORE',
      price_in_purchased_currency: 39,
      currency: 'NOK',
      transaction_id: `GPA.e2e-sub-${now}`,
      original_transaction_id: `GPA.e2e-sub-${now}`,
      purchased_at_ms: now,
      expiration_at_ms: now + 30 * 24 * 60 * 60 * 1000,
      event_timestamp_ms: now,
    },
  };
  await notify(page, notification);
  const subscriber = await api(page, token, '/profile');
  expect(subscriber).toMatchObject({
    subscription: {
      isActive: true,
      subscriptionType: 'PREMIUM',
      initialPaymentPlatform: 'PLAY_STORE',
    },
  });
  expect(await api(page, token, '/subscription')).toMatchObject({
    type: 'PREMIUM',
    status: 'ACTIVE',
    autoRenew: true,
    platform: 'PLAY_STORE',
    canCancelHere: false,
  });
  const transactions = await api(page, token, '/transactions');

  // The same notification again changes nothing: one subscription, one payment.
  const again = await page.request.post('/api/v1/revenuecat/webhook', {
    headers: { authorization: REVENUECAT_WEBHOOK_AUTH },
    data: notification,
  });
  expect(again.ok()).toBe(true);
  expect(await api(page, token, '/profile')).toMatchObject({
    credits: subscriber.credits,
    subscription: subscriber.subscription,
  });
  expect(await api(page, token, '/transactions')).toEqual(transactions);

  // The app shows it: the shop names the plan and sells no second one, and My subscription says
  // it was bought in Google Play, where alone it can be cancelled. (The parental gate passed a
  // moment ago still holds.)
  await page.goto('/shop');
  await expect(page.getByRole('heading', { level: 1, name: 'Butikk' })).toBeVisible();
  await expect(page.getByText('Dere har Premium nå.')).toBeVisible();
  const premium = page.getByRole('article', { name: /Premium/ });
  await expect(premium).toContainText('Planen deres');
  await expect(page.getByRole('button', { name: /^Velg / })).toHaveCount(0);
  await page.getByRole('link', { name: 'Se abonnementet' }).click();
  const mine = page.getByRole('region', { name: 'Premium' });
  await expect(mine.getByText('Aktivt', { exact: true })).toBeVisible();
  await expect(mine).toContainText('Google Play');
  await expect(
    page.getByText('Abonnementet er kjøpt i Google Play og kan bare sies opp der.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Si opp abonnementet' })).toHaveCount(0);
});
