import type { Page } from '@playwright/test';
import { expectCleanLayout } from './support/layout';
import {
  createVerifiedUser,
  expect,
  parentWhoAcceptedTerms,
  passParentalGate,
  signInBrowser,
  test,
} from './support/identity';

// Child profiles: a grown-up adds a second child behind the parental gate, the child switches to
// their own profile from the profile menu, makes a story that only they see, and the grown-up
// removes the profile again.

const profileButton = (page: Page) => page.getByRole('button', { name: /^Profil/ });

/** Chooses a child in the profile menu with one tap, and checks the menu marks them. */
async function switchTo(page: Page, name: string) {
  await profileButton(page).click();
  const menu = page.getByRole('menu');
  await menu.getByRole('menuitemradio', { name }).click();
  await expect(menu).toBeHidden();
  await profileButton(page).click();
  await expect(page.getByRole('menu').getByRole('menuitemradio', { name })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await page.keyboard.press('Escape');
}

/** The story's card on the child's own stories page (`/stories`). */
const storyCard = (page: Page, uuid: string) => page.locator(`a[href="/story/${uuid}"]`);

test('a second child is added behind the gate, makes a story only they see, and is removed', async ({
  page,
  request,
}) => {
  test.slow();
  await parentWhoAcceptedTerms(page, request);

  // The account's first child is the one using the app.
  await page.goto('/stuff/children');
  const list = page.getByRole('list', { name: 'Barna på kontoen' });
  const first = list.getByRole('listitem').first();
  await expect(first).toContainText('Bruker appen nå');
  const firstName = (await first.getByRole('heading').textContent()) ?? '';
  expect(firstName).not.toBe('');

  // Adding a child asks for a grown-up first.
  await page.getByRole('link', { name: 'Legg til et barn' }).click();
  await expect(page).toHaveURL(/\/parental-gate\?redirect=/);
  await passParentalGate(page);
  await expect(page).toHaveURL(/\/stuff\/children\/new$/);
  await page.getByRole('textbox', { name: 'Navn' }).fill('Ola');
  await page
    .locator('label')
    .filter({ has: page.getByRole('radio', { name: '6 år' }) })
    .click();
  await page.locator('label').filter({ hasText: 'Norsk' }).click();
  await page.getByRole('button', { name: 'Legg til barnet' }).click();
  await expect(page).toHaveURL(/\/stuff\/children$/);
  await expect(list.getByRole('listitem', { name: 'Ola' })).toContainText('6 år · Norsk');

  // One tap in the profile menu, and Generate starts at Ola's age.
  await switchTo(page, 'Ola');
  await page.goto('/generate');
  await expect(page.getByRole('radio', { name: '6 år', exact: true })).toBeChecked();
  await page.locator('label').filter({ hasText: 'Eventyr' }).first().click();
  await page.locator('label').filter({ hasText: 'Kort' }).first().click();
  await page.getByRole('button', { name: 'Lag historien!' }).click();
  await expect(page).toHaveURL(/\/story\/[0-9a-f-]{36}/);
  const uuid = /\/story\/([0-9a-f-]{36})/.exec(page.url())?.[1] ?? '';

  // Ola's own stories hold it …
  await page.goto('/stories');
  await expect(storyCard(page, uuid)).toBeVisible({ timeout: 30_000 });

  // … and the first child's do not.
  await switchTo(page, firstName);
  await page.goto('/stories');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(storyCard(page, uuid)).toHaveCount(0);

  // Removing Ola asks first and says the stories go too (the gate is still open from before).
  await page.goto('/stuff/children');
  await list
    .getByRole('listitem', { name: 'Ola' })
    .getByRole('link', { name: 'Endre Ola' })
    .click();
  await expect(page).toHaveURL(/\/stuff\/children\/[^/]+$/);
  await page.getByRole('button', { name: 'Fjern Ola' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Vil du fjerne Ola?' });
  await expect(dialog).toContainText('Alle historiene, monstrene og medaljene til Ola slettes');
  await dialog.getByRole('button', { name: 'Ja, fjern Ola' }).click();
  await expect(page).toHaveURL(/\/stuff\/children$/);
  await expect(list.getByRole('listitem', { name: 'Ola' })).toHaveCount(0);
  await expect(list.getByRole('listitem')).toHaveCount(1);
  expect((await page.request.get(`/api/story/${uuid}`)).status()).toBe(404);
});

for (const lang of ['no', 'en'] as const) {
  test(`the children's pages and the switcher are whole on a phone (${lang})`, async ({ page }) => {
    test.slow();
    await signInBrowser(page, await createVerifiedUser(page.request));
    expect(
      (await page.request.put('/api/profile/language', { data: { language: lang } })).ok(),
    ).toBe(true);
    for (const child of [
      { name: 'Ola', age: 4, languageCode: lang },
      { name: 'Maximiliana Sofie Kristine', age: 11, languageCode: lang },
    ]) {
      expect((await page.request.post('/api/children', { data: child })).status()).toBe(201);
    }
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto('/stuff/children');
    const list = page.getByRole('list', {
      name: lang === 'no' ? 'Barna på kontoen' : 'Children on the account',
    });
    await expect(list.getByRole('listitem')).toHaveCount(3);
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    await expectCleanLayout(page, `children ${lang}`, { fields: false });

    await profileButton(page).click();
    await expect(page.getByRole('menuitemradio')).toHaveCount(3);
    await expectCleanLayout(page, `profile menu ${lang}`, { fields: false });
    await page.keyboard.press('Escape');

    // The forms, with the gate already passed on this device.
    await page.evaluate(() =>
      localStorage.setItem(
        'monstory.parental-gate-unlock',
        JSON.stringify({ timestamp: Date.now(), unlocked: true }),
      ),
    );
    await list.getByRole('link', { name: lang === 'no' ? 'Endre Ola' : 'Edit Ola' }).click();
    await expect(page.getByRole('textbox')).toHaveValue('Ola');
    await expectCleanLayout(page, `edit child ${lang}`);
    await page.goto('/stuff/children/new');
    await expect(page.getByRole('textbox')).toHaveValue('');
    await expectCleanLayout(page, `new child ${lang}`);
  });
}
