import { test, expect } from './support/fixtures';

// Foundation journeys: the app opens, the three tabs work, unknown paths are a friendly 404.

test('a visitor opens the home page', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/Monstory/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'no');
});

test('moving between the three tabs changes the screen and the document title', async ({
  page,
}) => {
  await page.goto('/generate');
  const nav = page.getByRole('navigation', { name: 'Hovedmeny' });
  await expect(page.getByRole('heading', { level: 1, name: 'Lag en historie' })).toBeVisible();

  await nav.getByRole('link', { name: 'Bibliotek', exact: true }).click();
  await expect(page).toHaveURL(/\/library$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Bibliotek' })).toBeVisible();
  await expect(page).toHaveTitle('Bibliotek · Monstory');

  await nav.getByRole('link', { name: 'Mine ting', exact: true }).click();
  await expect(page).toHaveURL(/\/stuff$/);
  await expect(page).toHaveTitle('Mine ting · Monstory');

  await nav.getByRole('link', { name: 'Lag historie', exact: true }).click();
  await expect(page).toHaveURL(/\/generate$/);
  await expect(page.getByRole('link', { name: 'Lag historie' })).toHaveAttribute(
    'aria-current',
    'page',
  );
});

test('an unknown path shows a picture and 404, and leads home', async ({ page }) => {
  const response = await page.goto('/dette/finnes/ikke');
  expect(response?.status()).toBe(200); // the SPA answers; the page itself says 404
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await expect(page.getByRole('img', { name: /monster/i })).toBeVisible();
  await expect(page).toHaveTitle('Fant ikke siden · Monstory');
});

test('an unknown API path is a JSON 404, not the app', async ({ request }) => {
  const response = await request.get('/api/finnes-ikke');
  expect(response.status()).toBe(404);
  expect(await response.json()).toMatchObject({ error: { code: 'ROUTE_NOT_FOUND' } });
});

test('the offline dialog appears when the connection drops and leaves when it returns', async ({
  page,
  context,
}) => {
  await page.goto('/library');
  await expect(page.getByRole('heading', { level: 1, name: 'Bibliotek' })).toBeVisible();

  await context.setOffline(true);
  const dialog = page.getByRole('alertdialog', { name: 'Ingen internettforbindelse' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Prøv igjen' })).toBeFocused();

  await context.setOffline(false);
  await expect(dialog).toBeHidden();
});

test('the English interface is used when the stored language is English', async ({ page }) => {
  await page.goto('/stuff/language');
  // The radio itself is visually hidden behind its large label, which is what a person taps.
  await page.getByText('English', { exact: true }).click();
  await expect(page.getByRole('radio', { name: /English/ })).toBeChecked();
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
});
