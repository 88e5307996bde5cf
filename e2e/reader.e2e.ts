import type { Page } from '@playwright/test';
import { makeFinishedStory } from './support/finished-story';
import { createVerifiedUser, expect, signInBrowser, test } from './support/identity';

// The reading journeys (docs/product.md#reader) in real Chromium against the production server: its
// offline story engine and narrator (espeak with word timings), the example stories and the
// library.

/** Scrolls the window to `share` (0–1) of its scrollable height. */
async function scrollToShare(page: Page, share: number) {
  await page.evaluate((to) => {
    const scrollable = document.documentElement.scrollHeight - window.innerHeight;
    window.scrollTo({ top: scrollable * to, behavior: 'instant' });
  }, share);
}

const readingWord = (page: Page) => page.locator('[data-reading="true"]');

test('a user opens a story, changes the font size, plays narration and sees the highlighted word move, rates it, shares it (link copied), reports another story and no longer sees it', async ({
  page,
}) => {
  test.slow();
  const credentials = await createVerifiedUser(page.request);
  await signInBrowser(page, credentials);
  const { uuid } = await makeFinishedStory(page.request, { images: false });
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  // A desktop browser without a share sheet: the link goes to the clipboard.
  await page.addInitScript(() => {
    Reflect.deleteProperty(Navigator.prototype, 'share');
  });

  await page.goto(`/story/${uuid}`);
  const text = page.getByTestId('story-text');
  await expect(text).not.toHaveText('');
  await expect(text).toHaveCSS('font-size', '20px');
  await page.getByRole('button', { name: 'Større tekst' }).click();
  await expect(text).toHaveCSS('font-size', '22px');

  await page.getByRole('button', { name: 'Spill av historien' }).click();
  const player = page.getByRole('region', { name: 'Lydspiller' });
  await expect(player).toBeVisible();
  await expect(player.getByRole('button', { name: 'Pause' })).toBeVisible();
  await expect(readingWord(page)).toHaveCount(1, { timeout: 15_000 });
  const firstWord = Number(await readingWord(page).getAttribute('data-word'));
  await expect
    .poll(async () => Number(await readingWord(page).getAttribute('data-word')), {
      timeout: 15_000,
    })
    .toBeGreaterThan(firstWord + 2);
  await expect(readingWord(page)).toHaveCount(1);

  await page.getByRole('button', { name: 'Gi 4 stjerner' }).click();
  await expect(page.getByText('4 av 5 stjerner · 1 stemme')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Gi 4 stjerner' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await page.getByRole('button', { name: 'Del', exact: true }).click();
  await expect(page.getByText('Lenken er kopiert!')).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(new RegExp(`/home/story/${uuid}$`));

  // Another story: the first example story, which ships with the product.
  const examples = (await (await page.request.get('/api/example-stories?language=no')).json()) as {
    items: Array<{ uuid: string; title: string }>;
  };
  const [reported, kept] = examples.items;
  if (!reported || !kept) throw new Error('the example stories are missing');
  await page.goto(`/story/${reported.uuid}`);
  await expect(page.getByRole('heading', { level: 1, name: reported.title })).toBeVisible();
  await page.getByRole('button', { name: 'Flere valg' }).click();
  await page.getByRole('menuitem', { name: 'Rapporter historien' }).click();
  const dialog = page.getByRole('dialog', { name: 'Hva er galt med historien?' });
  await dialog.getByText('Kjedelig historie').click();
  await dialog.getByRole('button', { name: 'Send' }).click();

  await expect(page).toHaveURL(/\/library$/);
  await expect(
    page.getByText('Takk! Historien er rapportert, og du ser den ikke lenger.'),
  ).toBeVisible();
  await expect(page.getByText(kept.title).first()).toBeVisible();
  await expect(page.getByText(reported.title)).toHaveCount(0);
  await page.reload();
  await expect(page.getByText(kept.title).first()).toBeVisible();
  await expect(page.getByText(reported.title)).toHaveCount(0);
});

test("the guest's limit popup appears once at half the story", async ({ page }) => {
  test.slow();
  await page.setViewportSize({ width: 375, height: 700 });
  // The first visit signs the guest in; the free story is then made through the API.
  await page.goto('/generate');
  await expect(page.getByRole('button', { name: 'Lag historien!' })).toBeVisible();
  const { uuid } = await makeFinishedStory(page.request, { images: false, audio: false });

  await page.goto(`/story/${uuid}`);
  await expect(page.getByTestId('story-text')).not.toHaveText('');
  const popup = page.getByRole('dialog', { name: 'Du har brukt gratishistorien din!' });
  await scrollToShare(page, 0.4);
  // Nothing shows before half: give a popup every chance to appear, then check it did not.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  await expect(popup).toHaveCount(0);
  await scrollToShare(page, 0.6);
  await expect(popup).toBeVisible();
  await popup.getByRole('button', { name: 'Ikke nå' }).click();
  await expect(popup).toHaveCount(0);

  await scrollToShare(page, 0);
  await scrollToShare(page, 1);
  await page.reload();
  await expect(page.getByTestId('story-text')).not.toHaveText('');
  await scrollToShare(page, 1);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  await expect(popup).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Ikke nå' })).toHaveCount(0);
});
