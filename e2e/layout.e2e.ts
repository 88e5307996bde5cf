import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { PRODUCT_SLUG } from '@monstory/contracts/constants';
import { choose } from './support/generate-form';
import { expectCleanLayout } from './support/layout';
import {
  createVerifiedUser,
  expect,
  passParentalGate,
  signInBrowser,
  test,
} from './support/identity';

// The layout check over every route of docs/product.md#route-table, as a visitor, a guest, a
// verified parent and a subscriber, with the main dialogs and overlays open, at 360 and 390 px in Norwegian and
// English. Each page is loaded once per language; the widths are a resize, not a reload.

type Lang = 'no' | 'en';
const LANGS: Lang[] = ['no', 'en'];

test.describe.configure({ mode: 'parallel' });

/** The interface language this browser starts in (the app reads it before anything else). */
async function useLanguage(context: BrowserContext, lang: Lang) {
  await context.addInitScript((code) => {
    try {
      if (localStorage.getItem('monstory.language') === null)
        localStorage.setItem('monstory.language', code);
    } catch {
      // Opaque origins have no storage.
    }
  }, lang);
}

/** Waits until the page has drawn its content: a heading, no spinner, fonts in. */
async function settled(page: Page) {
  await expect(page.locator('h1, h2').first()).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/**
 * Opens `path` as a tap on a link would: inside the running app (React Router follows the
 * history), so the app does not start again for every route. The first visit loads the page.
 */
async function visit(page: Page, path: string) {
  const running = await page.evaluate(() => Boolean(document.querySelector('#main')));
  if (!running) {
    await page.goto(path);
  } else {
    // Every route has its own title: once it changes, the new page is the one on screen.
    const title = await page.title();
    await page.evaluate((to) => {
      window.history.pushState({}, '', to);
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    }, path);
    // Home is served as a page of its own until the app takes over: then it is a real load.
    const moved = await expect(page)
      .not.toHaveTitle(title, { timeout: 5_000 })
      .then(() => true)
      .catch(() => false);
    if (!moved) await page.goto(path);
  }
  await settled(page);
}

async function checkRoute(page: Page, path: string, where: string) {
  const t0 = Date.now();
  await page.setViewportSize({ width: 360, height: 780 });
  await visit(page, path);
  const t1 = Date.now();
  await expectCleanLayout(page, `${where} ${path}`);
  if (process.env.LAYOUT_TIMING)
    console.log(`${where} ${path}: load ${t1 - t0} ms, check ${Date.now() - t1} ms`);
}

async function exampleStory(request: APIRequestContext, lang: Lang): Promise<string> {
  const response = await request.get(`/api/example-stories?language=${lang}`);
  const { items } = (await response.json()) as { items: Array<{ uuid: string }> };
  return items[0]!.uuid;
}

async function makeStory(request: APIRequestContext, interactive = false): Promise<string> {
  await request.post('/api/profile/accept-terms-and-conditions', {
    data: { marketingOptIn: false },
  });
  const created = await request.post('/api/story', {
    data: {
      age: 6,
      genre: 'ADVENTURE',
      length: 'SHORT',
      summary: '',
      addons: { images: false, audio: false, interactive },
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { uuid } = (await created.json()) as { uuid: string };
  // One story is made at a time: the next waits until this one is told (or waits for a choice).
  await expect
    .poll(
      async () =>
        ((await (await request.get(`/api/story/${uuid}`)).json()) as { status: string }).status,
      { timeout: 60_000, intervals: [300] },
    )
    .toMatch(interactive ? /DRAFT|READY/ : /READY/);
  return uuid;
}

/** Picks age, genre and length on Generate, as a child taps them. */
const chooseBasics = (page: Page, lang: Lang) =>
  lang === 'no'
    ? choose(page, '6 år', ['Eventyr', 'Kort'])
    : choose(page, '6 years', ['Fairy tale', 'Short']);

for (const lang of LANGS) {
  test(`visitor pages are whole on a phone (${lang})`, async ({ page, context, request }) => {
    test.slow();
    await useLanguage(context, lang);
    const where = `visitor ${lang}`;
    const example = await exampleStory(request, lang);
    for (const path of [
      '/',
      '/login',
      '/login?mode=register',
      '/login?mode=sign-in',
      '/faq',
      '/contact',
      `/home/story/${example}`,
      '/privacy-policy',
      '/terms-conditions',
      '/children-and-ai',
      '/delete-me',
      `/${PRODUCT_SLUG}-as`,
      '/finnes-ikke',
    ]) {
      await checkRoute(page, path, where);
    }
    // The contact form with every error showing, each field focused in turn.
    await page.goto('/contact');
    await settled(page);
    await page
      .getByRole('button', { name: lang === 'no' ? 'Send meldingen' : 'Send message' })
      .click();
    await expectCleanLayout(page, `${where} /contact with errors`);
    // Registration with its errors.
    await page.goto('/login?mode=register');
    await settled(page);
    await page
      .getByRole('button', { name: lang === 'no' ? 'Lag konto' : 'Create account' })
      .click();
    await expectCleanLayout(page, `${where} register with errors`);
  });

  test(`the cookie banner leaves the first screen usable (${lang})`, async ({
    browser,
    baseURL,
  }) => {
    // A fresh browser without the fixture's answered banner.
    const context = await browser.newContext({ baseURL, locale: 'nb-NO' });
    await useLanguage(context, lang);
    const page = await context.newPage();
    for (const path of ['/', '/generate']) {
      await page.setViewportSize({ width: 360, height: 780 });
      await page.goto(path);
      await settled(page);
      const banner = page.getByRole('dialog', {
        name: lang === 'no' ? 'Får vi bruke informasjonskapsler?' : 'May we use cookies?',
      });
      await expect(banner.first()).toBeVisible();
      await expectCleanLayout(page, `cookie banner ${lang} ${path}`, { fields: false });
      for (const width of [360, 390]) {
        await page.setViewportSize({ width, height: 780 });
        const box = await banner.first().boundingBox();
        expect(box, 'the banner is on screen').not.toBeNull();
        expect(box!.height, `banner height at ${width}px on ${path}`).toBeLessThanOrEqual(
          780 * 0.45,
        );
      }
    }
    // Its preferences dialog.
    await page.getByRole('button', { name: lang === 'no' ? 'Velg selv' : 'Let me choose' }).click();
    await expect(page.getByRole('dialog').last()).toBeVisible();
    await expectCleanLayout(page, `cookie preferences ${lang}`, { fields: false });
    await context.close();
  });

  test(`guest pages are whole on a phone (${lang})`, async ({ page, context }) => {
    test.slow();
    await useLanguage(context, lang);
    const where = `guest ${lang}`;
    await checkRoute(page, '/generate', where);
    const story = await makeStory(page.request);
    for (const path of [
      '/library',
      '/stories',
      '/stuff',
      '/stuff/language',
      '/stuff/monsters/create-a-monster',
      `/story/${story}`,
    ]) {
      await checkRoute(page, path, where);
    }
    // The story-limit popup: the guest has used the free story.
    await page.goto('/generate');
    await settled(page);
    await chooseBasics(page, lang);
    await page
      .getByRole('button', { name: lang === 'no' ? 'Lag historien!' : 'Create the story!' })
      .click();
    await expect(page.getByRole('dialog').first()).toBeVisible();
    await expectCleanLayout(page, `${where} generate dialog`);
  });

  test(`verified pages are whole on a phone (${lang})`, async ({ page }) => {
    test.setTimeout(180_000);
    const where = `verified ${lang}`;
    await signInBrowser(page, await createVerifiedUser(page.request));
    expect(
      (await page.request.put('/api/profile/language', { data: { language: lang } })).ok(),
    ).toBe(true);
    // The free first story pays for the interactive one; a text story is free anyway.
    const draft = await makeStory(page.request, true);
    const story = await makeStory(page.request);
    for (const path of [
      '/generate',
      '/library',
      '/stories',
      `/story/${story}`,
      `/story/draft/${draft}`,
      '/stuff',
      '/stuff/monsters',
      '/stuff/monsters/create-a-monster',
      '/stuff/subscription',
      '/stuff/language',
      '/stuff/account',
      '/stuff/medals',
      '/parental-gate?redirect=%2Fshop',
    ]) {
      await checkRoute(page, path, where);
    }
    // The shop behind the gate.
    await checkShop(page, lang, where);

    // The purchase overlay: a paid add-on without credits.
    await checkPurchaseOverlay(page, lang, lang === 'no' ? 'Bilder' : 'Pictures', where);

    // Delete account.
    await expect(await openDeleteAccount(page, lang)).toBeVisible();
    await expectCleanLayout(page, `${where} delete account dialog`);

    // Read mode on the story.
    await page.goto(`/story/${story}`);
    await settled(page);
    const readMode = page.getByRole('button', {
      name: lang === 'no' ? /Lesemodus/i : /Read mode/i,
    });
    if (await readMode.count()) {
      await readMode.first().click();
      await expectCleanLayout(page, `${where} read mode`);
    }
  });

  test(`subscriber pages are whole on a phone (${lang})`, async ({ page, baseURL }) => {
    test.setTimeout(120_000);
    const where = `subscriber ${lang}`;
    await signInBrowser(page, await createVerifiedUser(page.request));
    expect(
      (await page.request.put('/api/profile/language', { data: { language: lang } })).ok(),
    ).toBe(true);
    await subscribe(page.request, `${baseURL}/shop`);
    await page.request.post('/api/profile/accept-terms-and-conditions', {
      data: { marketingOptIn: false },
    });
    for (const path of ['/generate', '/stuff', '/stuff/subscription', '/stuff/account']) {
      await checkRoute(page, path, where);
    }
    // The shop for someone with a plan: the plan named, packs still for sale.
    await checkShop(page, lang, where);

    // The purchase overlay as a subscriber sees it when narration needs more credits than are
    // left (answered here rather than spending 200 credits first).
    await page.route('**/api/story', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 402,
            contentType: 'application/json',
            body: JSON.stringify({
              error: {
                code: 'NOT_ENOUGH_CREDITS',
                message: 'You need 10 credits to use this feature',
                details: { isPremiumOnly: false, creditsNeeded: 10 },
              },
            }),
          })
        : route.fallback(),
    );
    await checkPurchaseOverlay(page, lang, lang === 'no' ? 'Opplesning' : 'Narration', where);
    await page.unroute('**/api/story');

    // Deleting the account says what happens to the plan.
    await expect(await openDeleteAccount(page, lang)).toContainText('Premium');
    await expectCleanLayout(page, `${where} delete account dialog`);
  });

  test(`onboarding is whole on a phone (${lang})`, async ({ page }) => {
    const where = `onboarding ${lang}`;
    await signInBrowser(page, await createVerifiedUser(page.request), false);
    expect((await page.request.post('/api/login', { data: { language: lang } })).ok()).toBe(true);
    await page.request.put('/api/profile/language', { data: { language: lang } });
    await checkRoute(page, '/welcome', where);
  });
}

/** The shop behind the parental gate, checked once the gate lets the parent through. */
async function checkShop(page: Page, lang: Lang, where: string) {
  await page.goto('/shop');
  await passParentalGateIn(page, lang);
  await expect(page).toHaveURL(/\/shop$/);
  await settled(page);
  await expectCleanLayout(page, `${where} /shop`);
}

/** Asks for a story with the paid `addon`, then checks both tabs of the purchase overlay. */
async function checkPurchaseOverlay(page: Page, lang: Lang, addon: string, where: string) {
  await page.goto('/generate');
  await settled(page);
  await chooseBasics(page, lang);
  await page.locator('label').filter({ hasText: addon }).first().click();
  await page
    .getByRole('button', { name: lang === 'no' ? 'Lag historien!' : 'Create the story!' })
    .click();
  const overlay = page.getByRole('dialog').first();
  await expect(overlay).toBeVisible();
  await expectCleanLayout(page, `${where} purchase overlay (credits)`);
  await overlay.getByRole('tab').first().click();
  await expectCleanLayout(page, `${where} purchase overlay (premium)`);
}

/** Opens the delete-account dialog on the account page, and gives it. */
async function openDeleteAccount(page: Page, lang: Lang) {
  await page.goto('/stuff/account');
  await settled(page);
  await page
    .getByRole('button', { name: lang === 'no' ? 'Slett kontoen min' : 'Delete my account' })
    .first()
    .click();
  return page.getByRole('alertdialog');
}

/** Premium through the test-mode checkout, paid as the tester's "it succeeds" would. */
async function subscribe(request: APIRequestContext, callbackUrl: string) {
  const checkout = await request.post('/api/v1/stripe/payments/checkout/premium-monthly', {
    data: { callbackUrl },
  });
  expect(checkout.ok(), await checkout.text()).toBe(true);
  const { purchaseId } = (await checkout.json()) as { purchaseId: string };
  const paid = await request.post(`/api/test-checkout/${purchaseId}`, {
    data: { outcome: 'success' },
  });
  expect(paid.ok(), await paid.text()).toBe(true);
  expect(await paid.json()).toMatchObject({ state: 'CONFIRMED' });
}

async function passParentalGateIn(page: Page, lang: Lang) {
  if (lang === 'no') return passParentalGate(page);
  const question = page.getByText(/^What is \d+ [+×] \d+\?$/);
  const pattern = page.getByRole('list', { name: 'Colour pattern' });
  await expect(question.or(pattern)).toBeVisible();
  if (await question.isVisible()) {
    const [, a, op, b] = /(\d+) ([+×]) (\d+)/.exec((await question.textContent()) ?? '') ?? [];
    const answer = op === '+' ? Number(a) + Number(b) : Number(a) * Number(b);
    for (const digit of String(answer))
      await page.getByRole('button', { name: digit, exact: true }).click();
    await page.getByRole('button', { name: 'Check the answer' }).click();
    return;
  }
  const colours = await pattern.getByRole('listitem').allTextContents();
  await page.getByRole('button', { name: 'I remember them' }).click();
  for (const colour of colours)
    await page.getByRole('button', { name: colour, exact: true }).click();
}
