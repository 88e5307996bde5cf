import { CONSENT_COOKIE_NAME, CONSENT_REVISION } from '@monstory/contracts/constants';
import type { BrowserContext, Page } from '@playwright/test';
import config from '../playwright.config';
import { test as base, expect } from './support/fixtures';
import { startServer, type RunningServer } from './support/server';

// Cookie consent and analytics gating (docs/product.md#consent), in real Chromium against the
// production server with GA4 and the Meta pixel configured. Analytics is off on localhost, so the
// browser reaches the app under a public-looking name that Chromium resolves to 127.0.0.1. Every
// request the page makes is watched; none may leave for another host before consent, and none
// really leaves at all: GA4's script is answered by a stand-in, anything else third-party is
// refused.

const HOST = 'app.monstory.test';
const GA4 = 'G-E2ECONSENT';
const PIXEL = '1234567890';
const GA_SCRIPT = `https://www.googletagmanager.com/gtag/js?id=${GA4}`;
const BANNER = 'Får vi bruke informasjonskapsler?';
const PREFERENCES = 'Innstillinger for informasjonskapsler';

interface Traffic {
  /** Every http(s)/ws(s) address the pages asked for on a host other than the app's, in order. */
  thirdParty(): string[];
  /** The paths of the requests to the app itself. */
  appPaths(): string[];
}

const test = base.extend<{ traffic: Traffic }, { analyticsServer: RunningServer }>({
  analyticsServer: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const server = await startServer(
        { GA4_MEASUREMENT_ID: GA4, META_PIXEL_ID: PIXEL },
        { publicHost: HOST },
      );
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 30_000 },
  ],
  baseURL: async ({ analyticsServer }, use) => {
    await use(analyticsServer.publicURL);
  },
  traffic: async ({ context, baseURL }, use) => {
    const origin = new URL(baseURL ?? '').origin;
    const seen: URL[] = [];
    const network = (url: URL) => /^(https?|wss?):$/.test(url.protocol);
    context.on('request', (request) => seen.push(new URL(request.url())));
    // Only other hosts are routed: the app's own requests go straight to the server.
    await context.route(
      (url) => network(url) && url.origin !== origin,
      (route) =>
        route.request().url() === GA_SCRIPT
          ? route.fulfill({ contentType: 'text/javascript', body: '/* gtag.js stand-in */' })
          : route.abort('blockedbyclient'),
    );
    await use({
      thirdParty: () =>
        seen.filter((url) => network(url) && url.origin !== origin).map((url) => url.href),
      appPaths: () => seen.filter((url) => url.origin === origin).map((url) => url.pathname),
    });
  },
});

const launchOptions = config.use?.launchOptions ?? {};
test.use({
  consentDecided: false,
  launchOptions: {
    ...launchOptions,
    args: [...(launchOptions.args ?? []), `--host-resolver-rules=MAP ${HOST} 127.0.0.1`],
  },
});

// Long journeys on a busy two-core machine: each step still waits on what the page shows.
test.describe.configure({ timeout: 150_000 });
// A fresh load (and consent start-up, which waits for the first screen and an idle browser) can
// take well over the usual 7 s on a busy machine: a long ceiling, not a claim about speed.
const afterStartUp = expect.configure({ timeout: 30_000 });

/** The record vanilla-cookieconsent saved in its cookie (cc_cookie), parsed. */
async function savedConsent(context: BrowserContext) {
  const cookie = (await context.cookies()).find((c) => c.name === CONSENT_COOKIE_NAME);
  return cookie ? (JSON.parse(decodeURIComponent(cookie.value)) as Record<string, unknown>) : null;
}

/** The gtag calls the page queued for gtag.js, as arrays. */
function gtagCalls(page: Page): Promise<unknown[][]> {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer?: IArguments[] }).dataLayer ?? []).map((args) =>
      Array.from(args),
    ),
  );
}

async function openCookiePreferencesFromMyStuff(page: Page) {
  await page
    .getByRole('navigation', { name: 'Hovedmeny' })
    .getByRole('link', { name: 'Mine ting', exact: true })
    .click();
  await page.getByRole('button', { name: 'Informasjonskapsler', exact: true }).click();
  const preferences = page.getByRole('dialog', { name: PREFERENCES });
  await expect(preferences).toBeVisible();
  return preferences;
}

test('nothing leaves for a third party before consent; analytics alone then loads GA4 and not the Meta pixel', async ({
  page,
  context,
  traffic,
}) => {
  await page.goto('/');
  const banner = page.getByRole('dialog', { name: BANNER });
  await afterStartUp(banner).toBeVisible();
  await expect(banner.getByRole('button', { name: 'Godta alle' })).toBeVisible();
  await expect(banner.getByRole('button', { name: 'Velg selv' })).toBeVisible();

  // The banner waits for an answer while the visitor moves around the app.
  await page.goto('/generate');
  await afterStartUp(
    page.getByRole('heading', { level: 1, name: 'Lag en historie' }),
  ).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Hovedmeny' });
  await nav.getByRole('link', { name: 'Bibliotek', exact: true }).click();
  await expect(page).toHaveTitle('Bibliotek · Monstory');
  await expect(banner).toBeVisible();
  expect(traffic.thirdParty()).toEqual([]);

  await banner.getByRole('button', { name: 'Bare nødvendige' }).click();
  await expect(banner).toBeHidden();
  expect(await savedConsent(context)).toMatchObject({
    categories: ['necessary'],
    revision: CONSENT_REVISION,
  });

  // Having said no: more screens, and a fresh load as a returning visitor.
  await nav.getByRole('link', { name: 'Lag historie', exact: true }).click();
  await expect(page).toHaveTitle('Lag en historie · Monstory');
  await page.reload();
  await afterStartUp(
    page.getByRole('heading', { level: 1, name: 'Lag en historie' }),
  ).toBeVisible();
  await nav.getByRole('link', { name: 'Bibliotek', exact: true }).click();
  await expect(page).toHaveTitle('Bibliotek · Monstory');
  expect(traffic.thirdParty()).toEqual([]);
  // Not even the question which services this install uses was asked.
  expect(traffic.appPaths()).not.toContain('/api/analytics/config');

  // Later, from My Stuff: analytics on, both advertising categories still off.
  const preferences = await openCookiePreferencesFromMyStuff(page);
  await preferences.getByRole('checkbox', { name: 'Analyse', exact: true }).check();
  await preferences.getByRole('button', { name: 'Lagre valgene' }).click();
  await expect(preferences).toBeHidden();
  await expect.poll(() => traffic.thirdParty()).toEqual([GA_SCRIPT]);
  expect(await savedConsent(context)).toMatchObject({ categories: ['necessary', 'analytics'] });

  // gtag got Google's consent mode (ad storage denied whatever the choice), the user type and the
  // screen the visitor is on; the next screen is a page view and a funnel step.
  const calls = await gtagCalls(page);
  expect(calls[0]).toEqual([
    'consent',
    'default',
    {
      analytics_storage: 'denied',
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
    },
  ]);
  expect(calls).toContainEqual([
    'consent',
    'update',
    {
      analytics_storage: 'granted',
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
    },
  ]);
  expect(calls).toContainEqual(['set', 'user_properties', { user_type: 'anonymous' }]);
  expect(calls).toContainEqual(['config', GA4, { send_page_view: false }]);
  expect(calls).toContainEqual([
    'set',
    expect.objectContaining({ page_title: 'Mine ting · Monstory' }),
  ]);

  await nav.getByRole('link', { name: 'Bibliotek', exact: true }).click();
  await expect.poll(() => gtagCalls(page)).toContainEqual(['event', 'library_opened', {}]);
  expect(await gtagCalls(page)).toContainEqual([
    'set',
    expect.objectContaining({ page_path: '/library', page_title: 'Bibliotek · Monstory' }),
  ]);

  // The Meta pixel needs the advertising categories: it was neither set up nor fetched.
  expect(await page.evaluate(() => 'fbq' in window)).toBe(false);
  expect(traffic.thirdParty()).toEqual([GA_SCRIPT]);
});

test('a visitor who allows analytics only keeps that choice after reloading', async ({
  page,
  context,
  traffic,
}) => {
  await page.goto('/library');
  const banner = page.getByRole('dialog', { name: BANNER });
  await banner.getByRole('button', { name: 'Velg selv' }).click();
  const preferences = page.getByRole('dialog', { name: PREFERENCES });
  const necessary = preferences.getByRole('checkbox', { name: 'Nødvendige', exact: true });
  await expect(necessary).toBeChecked();
  await expect(necessary).toBeDisabled();
  await preferences.getByRole('checkbox', { name: 'Analyse', exact: true }).check();
  await preferences.getByRole('button', { name: 'Lagre valgene' }).click();
  await expect(preferences).toBeHidden();
  await expect(banner).toBeHidden();
  await expect.poll(() => traffic.thirdParty()).toEqual([GA_SCRIPT]);

  // The record: in the 182-day cookie, and a copy under "consent preferences".
  const saved = await savedConsent(context);
  expect(saved).toMatchObject({
    categories: ['necessary', 'analytics'],
    revision: CONSENT_REVISION,
  });
  const cookie = (await context.cookies()).find((c) => c.name === CONSENT_COOKIE_NAME);
  const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
  expect(Math.round(days)).toBe(182);
  const copy = await page.evaluate(() => localStorage.getItem('monstory.consent-preferences'));
  expect(JSON.parse(copy ?? '{}')).toMatchObject({
    categories: ['necessary', 'analytics'],
    consentId: saved?.consentId,
    languageCode: 'no',
  });

  await page.reload();
  await afterStartUp(page.getByRole('heading', { level: 1, name: 'Bibliotek' })).toBeVisible();
  // Start-up applied the saved choice (GA4 loads again) and so decided against the banner: for a
  // returning visitor its code is not even loaded.
  await afterStartUp.poll(() => traffic.thirdParty()).toEqual([GA_SCRIPT, GA_SCRIPT]);
  await expect(page.locator('#cc-main')).toHaveCount(0);

  const reopened = await openCookiePreferencesFromMyStuff(page);
  await expect(reopened.getByRole('checkbox', { name: 'Analyse', exact: true })).toBeChecked();
  for (const ads of ['Annonsemåling', 'Tilpassede annonser']) {
    await expect(reopened.getByRole('checkbox', { name: ads, exact: true })).not.toBeChecked();
  }
  await expect(banner).toBeHidden();
  expect(traffic.thirdParty()).toEqual([GA_SCRIPT, GA_SCRIPT]);
});
