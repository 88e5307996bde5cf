import type { Page } from '@playwright/test';
import { passParentalGate } from './support/identity';
import { expect, REVENUECAT_WEBHOOK_AUTH, test } from './support/native-fixtures';
import {
  newProviderAccount,
  purchasesPlugin,
  signInInApp,
  socialLoginPlugin,
} from './support/native-plugins';
import { runAsShell } from './support/native-shell';

// The shop in the Android app: the store's products at the store's prices through RevenueCat's
// plugin (faked at the native bridge, with the e2e build's test key), a purchase through the
// store, and the credits from the store's server notification (RevenueCat's webhook, with the
// test secret) — never the web's checkout.

async function api(page: Page, token: string, path: string) {
  const response = await page.request.get(`/api${path}`, {
    headers: { authorization: `Bearer ${token}`, cookie: '' },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as Record<string, unknown>;
}

test('in the android app the shop sells the store’s products at its prices, and the store’s notification credits the purchase', async ({
  page,
  issuer,
}) => {
  test.slow();
  const account = newProviderAccount('google');
  const social = socialLoginPlugin((provider) => issuer.idToken(provider, account));
  const store = purchasesPlugin([
    {
      identifier: 'premium-monthly:monthly',
      price: 129,
      currencyCode: 'NOK',
      introPrice: { price: 39 },
    },
    { identifier: 'credits-50', price: 59, currencyCode: 'NOK' },
    { identifier: 'credits-100', price: 99, currencyCode: 'NOK' },
  ]);
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
  const { credits: before } = await api(page, token, '/profile');

  await page.goto('/shop');
  await expect(page).toHaveURL(/\/parental-gate\?redirect=/);
  await passParentalGate(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Butikk' })).toBeVisible();

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
  await page.getByRole('button', { name: 'Kjøp 50 kreditter for 59 kr' }).click();
  await expect(page.getByText('Takk for kjøpet!')).toBeVisible();
  expect(store.calls.filter((c) => c.method === 'purchaseStoreProduct')).toEqual([
    {
      method: 'purchaseStoreProduct',
      options: { product: expect.objectContaining({ identifier: 'credits-50' }) },
    },
  ]);
  expect(webCheckout).toEqual([]);

  // The store tells RevenueCat, whose webhook tells the server, for the user the SDK knows.
  const appUserId = store.appUserId();
  expect(appUserId).toBeTruthy();
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
  expect((await api(page, token, '/profile')).credits).toBe(Number(before) + 50);
  // The same notification again credits nothing more.
  await page.request.post('/api/v1/revenuecat/webhook', {
    headers: { authorization: REVENUECAT_WEBHOOK_AUTH },
    data: notification,
  });
  expect((await api(page, token, '/profile')).credits).toBe(Number(before) + 50);
});
