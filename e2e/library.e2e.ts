import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/fixtures';

// The library journeys (docs/product.md#library) in real Chromium against the production server,
// which seeds the example stories (made by the offline engine) when it starts.

interface ExampleCard {
  uuid: string;
  title: string;
}

/** Matches a card, whose name starts with the story's title. */
const titled = (title: string) => new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

/** The Norwegian example stories, once the server has finished seeding them. */
async function norwegianExamples(request: APIRequestContext): Promise<ExampleCard[]> {
  let items: ExampleCard[] = [];
  await expect
    .poll(
      async () => {
        const response = await request.get('/api/example-stories?language=no');
        items = response.ok() ? ((await response.json()) as { items: ExampleCard[] }).items : [];
        return items.length;
      },
      { timeout: 20_000 },
    )
    .toBeGreaterThan(0);
  return items;
}

test('a visitor reads an example story without an account', async ({ page, request }) => {
  // The server makes its examples in the background when it starts: on a busy runner that can
  // take most of a normal test's time before the page is even opened.
  test.slow();
  const [example] = await norwegianExamples(request);
  if (!example) throw new Error('no example story');

  await page.goto('/');
  const section = page.getByRole('region', { name: 'Les en eksempelhistorie' });
  await section.getByRole('link', { name: titled(example.title) }).click();

  await expect(page).toHaveURL(`/home/story/${example.uuid}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(example.title);
  await expect(page.getByText('Eksempelhistorie', { exact: true })).toBeVisible();
  await expect(page.getByTestId('story-text')).not.toHaveText('');
  // Reading made no account, not even a guest one.
  const session = await page.evaluate(() => ({
    token: localStorage.getItem('monstory.auth-token'),
    guest: localStorage.getItem('monstory.anonymous-user-created-time'),
  }));
  expect(session).toEqual({ token: null, guest: null });

  await page.getByRole('link', { name: 'Prøv Monstory' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('button', { name: /Prøv som gjest/ })).toBeVisible();
});

test('a shared story opens on its cover at once, then in the reader as a guest', async ({
  page,
  request,
}) => {
  const [example] = await norwegianExamples(request);
  if (!example) throw new Error('no example story');
  // The app's code is held back, to see what the page shows before it has arrived.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/boot-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });

  await page.goto(`/story/${example.uuid}`);
  const cover = page.locator('#startup-splash.story-cover');
  await expect(cover.getByText(example.title)).toBeVisible();
  await expect(cover.getByRole('img')).toHaveJSProperty('complete', true);
  expect(
    await cover.getByRole('img').evaluate((img: HTMLImageElement) => img.naturalWidth),
  ).toBeGreaterThan(0);

  release();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(example.title);
  await expect(page.getByTestId('story-text')).not.toHaveText('');
  await expect(cover).toHaveCount(0);
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('monstory.anonymous-user-created-time')))
    .not.toBeNull();
});

test('library filters survive a reload', async ({ page, request }) => {
  const [example] = await norwegianExamples(request);
  if (!example) throw new Error('no example story');

  // A first visit to the library makes a guest, who may browse it.
  await page.goto('/library');
  await expect(page.getByRole('region', { name: 'Eksempelhistorier' })).toBeVisible();
  await page.getByRole('button', { name: 'Filtrer' }).click();
  const sheet = page.getByRole('dialog', { name: 'Finn en historie' });
  await sheet.locator('label').filter({ hasText: 'Norsk' }).click();
  await sheet.locator('label').filter({ hasText: 'Nyeste' }).click();
  await sheet.getByRole('button', { name: 'Vis historiene' }).click();

  const results = page.getByRole('region', { name: 'Historier som passer' });
  await expect(results.getByRole('link', { name: titled(example.title) })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Eksempelhistorier' })).toHaveCount(0);

  await page.reload();
  await expect(page.getByRole('button', { name: 'Filtrer (1 valgt)' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Fjern filter: Norsk' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Fjern filter: Nyeste' })).toBeVisible();
  await expect(results.getByRole('link', { name: titled(example.title) })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Eksempelhistorier' })).toHaveCount(0);
});
