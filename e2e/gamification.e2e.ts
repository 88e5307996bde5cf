import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, parentWhoAcceptedTerms, startTextStory, test } from './support/identity';

// Journeys of docs/product.md#monsters: monsters, the profile menu, live notifications, medals and
// statistics in real Chromium against the production server and its offline engines (the monster
// artist draws an SVG in well under a second; a short story is written in a few seconds).

const GREEN = 'et lite grønt monster med tre øyne og vinger';
const PINK = 'Et rosa, lodent monster med to horn og en lang hale';

interface MonsterAnswer {
  id: string;
  name: string;
  imageUrl: string | null;
  status: 'BUILDING' | 'READY' | 'FAILED';
}

/**
 * A verified, onboarded parent who accepted the terms and bought 50 credits in test mode, all
 * through the API (the shop journeys drive those screens).
 */
async function parentWithCredits(
  page: Page,
  request: APIRequestContext,
  baseURL: string | undefined,
): Promise<void> {
  await parentWhoAcceptedTerms(page, request);
  const checkout = await page.request.post('/api/v1/stripe/payments/checkout/credits-50', {
    data: { callbackUrl: new URL('/shop', baseURL).href },
  });
  expect(checkout.ok()).toBe(true);
  const { purchaseId } = (await checkout.json()) as { purchaseId: string };
  const paid = await page.request.post(`/api/test-checkout/${purchaseId}`, {
    data: { outcome: 'success' },
  });
  expect(paid.ok()).toBe(true);
}

/** A monster made through the API and waited for until its picture is drawn. */
async function monsterMadeEarlier(page: Page, description: string): Promise<MonsterAnswer> {
  const created = await page.request.post('/api/profile/gamification/monster', {
    data: { description },
  });
  expect(created.status()).toBe(202);
  const { id } = (await created.json()) as MonsterAnswer;
  let monster: MonsterAnswer | undefined;
  await expect
    .poll(async () => {
      const list = await page.request.get('/api/profile/gamification/monsters');
      const { monsters } = (await list.json()) as { monsters: MonsterAnswer[] };
      monster = monsters.find((one) => one.id === id);
      return monster?.status;
    })
    .toBe('READY');
  return monster as MonsterAnswer;
}

// The cookie banner greets every fresh browser and the generate screen's guided tour every new
// user; whenever one stands in the way, the family answers it as they would.
test.beforeEach(async ({ page }) => {
  await page.addLocatorHandler(page.getByRole('button', { name: 'Bare nødvendige' }), (button) =>
    button.click(),
  );
  await page.addLocatorHandler(page.getByRole('button', { name: 'Lukk omvisningen' }), (button) =>
    button.click(),
  );
});

const profileButton = (page: Page) => page.getByRole('button', { name: /^Profil/ });

/** The unread count the profile button announces (the badge is its visible twin). */
async function unreadCount(page: Page): Promise<number> {
  const label = (await profileButton(page).getAttribute('aria-label')) ?? '';
  return Number(/(\d+) ulest/.exec(label)?.[1] ?? 0);
}

async function openProfileMenu(page: Page): Promise<Locator> {
  await profileButton(page).click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  return menu;
}

/** Resolves once the app's live notification stream has answered. */
function liveStreamOpen(page: Page) {
  return page.waitForResponse(
    (response) => response.url().includes('/api/notifications/stream') && response.ok(),
  );
}

/** A parent with credits in the library, once its live notification stream has answered. */
async function parentInLiveLibrary(
  page: Page,
  request: APIRequestContext,
  baseURL: string | undefined,
) {
  await parentWithCredits(page, request, baseURL);
  const streaming = liveStreamOpen(page);
  await page.goto('/library');
  await streaming;
}

test('a child describes a monster, watches it being drawn and wears it as their profile', async ({
  page,
  request,
  baseURL,
}) => {
  test.slow();
  await parentWithCredits(page, request, baseURL);
  const pink = await monsterMadeEarlier(page, PINK);

  // Hold the first look at the monster, so the "being drawn" screen can be seen however fast
  // the offline artist is; it is let go once the test has seen it.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/profile/gamification/monster', async (route) => {
    if (route.request().method() === 'GET') await held;
    await route.continue();
  });

  await page.goto('/stuff/monsters/create-a-monster');
  const cost = page.getByRole('status', { name: 'Pris' });
  await expect(cost).toContainText('5');
  await expect(cost).toContainText('Du har 45 kreditter');
  await page.getByRole('textbox', { name: 'Hvordan ser monsteret ditt ut?' }).fill(GREEN);
  await page.getByRole('button', { name: 'Lag monsteret!' }).click();

  const greeting = page.getByRole('heading', { name: /^Hei, .+!$/ });
  await expect(greeting).toBeVisible();
  const name = /^Hei, (.+)!$/.exec((await greeting.textContent()) ?? '')?.[1] ?? '';
  expect(name).not.toBe('');
  await expect(page.getByRole('status').filter({ hasText: `Tegner ${name}` })).toBeVisible();
  release();

  await expect(page.getByRole('heading', { name: `${name} er klar!` })).toBeVisible({
    timeout: 20_000,
  });
  const picture = page.getByRole('img', { name: `Bilde av ${name}` });
  await expect(picture).toBeVisible();
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  const pictureUrl = (await picture.getAttribute('src')) ?? '';
  expect(pictureUrl).not.toBe('');
  const credits = await page.request.get('/api/credits');
  expect(((await credits.json()) as { balance: number }).balance).toBe(40);

  // The newest monster is the profile: its name and picture are in the profile menu.
  let menu = await openProfileMenu(page);
  await expect(menu).toContainText(name);
  await expect(menu.locator('img').first()).toHaveAttribute('src', pictureUrl);
  await page.keyboard.press('Escape');

  // On My monsters the other one can be worn instead, and the green one again.
  await page.getByRole('link', { name: 'Se alle monstrene mine' }).click();
  await expect(page).toHaveURL(/\/stuff\/monsters$/);
  const greenCard = page.getByRole('article', { name });
  const pinkCard = page.getByRole('article', { name: pink.name });
  await expect(greenCard).toContainText('Profilen din');
  await pinkCard.getByRole('button', { name: 'Bruk som profil' }).click();
  await expect(pinkCard).toContainText('Profilen din');
  menu = await openProfileMenu(page);
  await expect(menu).toContainText(pink.name);
  await page.keyboard.press('Escape');

  await greenCard.getByRole('button', { name: 'Bruk som profil' }).click();
  await expect(greenCard).toContainText('Profilen din');
  menu = await openProfileMenu(page);
  await expect(menu).toContainText(name);
  await expect(menu.locator('img').first()).toHaveAttribute('src', pictureUrl);
  await page.keyboard.press('Escape');

  // And one can go for good.
  await pinkCard.getByRole('button', { name: `Slett ${pink.name}` }).click();
  const confirm = page.getByRole('alertdialog', { name: `Slette ${pink.name}?` });
  await confirm.getByRole('button', { name: 'Ja, slett' }).click();
  await expect(pinkCard).toHaveCount(0);
  await expect(greenCard).toBeVisible();
});

test('a monster from My monsters stars in a new story', async ({ page, request, baseURL }) => {
  test.slow();
  await parentWithCredits(page, request, baseURL);
  const hero = await monsterMadeEarlier(page, GREEN);

  await page.goto('/stuff/monsters');
  await page
    .getByRole('article', { name: hero.name })
    .getByRole('link', { name: 'Bruk i en historie' })
    .click();
  await expect(page).toHaveURL(new RegExp(`/generate\\?hero=${hero.id}$`));
  await expect(page.getByRole('group', { name: `Med ${hero.name} i hovedrollen` })).toBeVisible();

  await page
    .locator('label')
    .filter({ has: page.getByRole('radio', { name: '5 år', exact: true }) })
    .click();
  await page.locator('label').filter({ hasText: 'Vennskap' }).first().click();
  await page.locator('label').filter({ hasText: 'Kort' }).first().click();
  await page.getByRole('button', { name: 'Lag historien!' }).click();
  await expect(page).toHaveURL(/\/story\/[0-9a-f-]{36}/);
  await expect(page.getByText('Snipp, snapp, snute – så er eventyret ute!')).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByTestId('story-text')).toContainText(hero.name);

  // The first story wins a medal, announced live; the story's own notification is archived
  // without a word, since the child is reading that very story.
  await expect(
    page.getByRole('status').filter({ hasText: 'Ny medalje: Første historie!' }),
  ).toBeVisible();
  // The reader has the page to itself; the profile menu is one step back.
  await page.getByRole('button', { name: 'Tilbake' }).click();
  await expect(page).toHaveURL(/\/generate/);
  const menu = await openProfileMenu(page);
  await expect(menu).toContainText('Ny medalje: Første historie!');
  await expect(menu).not.toContainText('Historien din er klar!');
});

test.describe('a parent with credits in the library, its live notifications open', () => {
  test.beforeEach(async ({ page, request, baseURL }) => {
    // Signing up, verifying and a story each: more than the default budget.
    test.slow();
    await parentInLiveLibrary(page, request, baseURL);
  });

  test('a story made elsewhere arrives live, and opening it from the menu drops the badge', async ({
    page,
  }) => {
    expect(await unreadCount(page)).toBe(0);

    const storyId = await startTextStory(page.request);
    const snackbar = page.getByRole('status').filter({ hasText: 'Historien din er klar!' });
    await expect(snackbar).toBeVisible({ timeout: 30_000 });
    await expect(snackbar.getByRole('button', { name: 'Åpne' })).toBeVisible();
    await expect(page).toHaveURL(/\/library$/);

    // The story's notification and the first-story medal's.
    await expect.poll(() => unreadCount(page)).toBe(2);
    const menu = await openProfileMenu(page);
    await menu.getByRole('menuitem').filter({ hasText: 'Historien din er klar!' }).click();
    await expect(page).toHaveURL(new RegExp(`/story/${storyId}$`));
    await expect(page.getByTestId('story-text')).not.toHaveText('');
    // The reader has the page to itself; back in the library the badge has dropped.
    await page.getByRole('button', { name: 'Tilbake' }).click();
    await expect(page).toHaveURL(/\/library$/);
    await expect.poll(() => unreadCount(page)).toBe(1);
    await expect(page.locator('header').getByText('1', { exact: true })).toBeVisible();

    // Read stays read after a reload: listed below the unread one, without the unread mark.
    await page.reload();
    await expect.poll(() => unreadCount(page)).toBe(1);
    const again = await openProfileMenu(page);
    const items = again.getByRole('menuitem');
    await expect(items.first()).toContainText('Ny medalje: Første historie!');
    await expect(items.first()).toContainText('Ulest');
    const read = items.filter({ hasText: 'Historien din er klar!' });
    await expect(read).toBeVisible();
    await expect(read).not.toContainText('Ulest');
  });

  test('the first story earns its medal, and the statistics count it', async ({ page }) => {
    await startTextStory(page.request);
    // The story's own notification and the medal's come live, one after the other.
    await expect.poll(() => unreadCount(page), { timeout: 30_000 }).toBe(2);

    const menu = await openProfileMenu(page);
    await menu.getByRole('menuitem').filter({ hasText: 'Ny medalje: Første historie!' }).click();
    await expect(page).toHaveURL(/\/stuff\/medals$/);
    const first = page.getByRole('article', { name: 'Første historie' });
    await expect(first).toContainText(/Vunnet \d+\. \w+ \d{4}/);
    const next = page.getByRole('article', { name: 'Historiemaker' });
    await expect(next.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '1');
    await expect(next).toContainText(/1 av \d+/);
    await expect(page.getByText(/Du har vunnet 1 av \d+ medaljer/)).toBeVisible();

    await page.getByRole('link', { name: 'Mine ting' }).first().click();
    await expect(page).toHaveURL(/\/stuff$/);
    const statistics = page.getByRole('region', { name: 'Statistikk' });
    const made = statistics.getByRole('definition').filter({ hasText: /\d/ }).first();
    await expect(made).toHaveText('1');
    await expect(page.getByRole('link', { name: /Medaljer/ })).toContainText(/1 av \d+ vunnet/);
  });
});
