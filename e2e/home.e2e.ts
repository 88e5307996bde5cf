import { test, expect } from './support/fixtures';

// Decision 0013: a visitor's Home comes rendered by the server. It reads and links without any
// script, and the app's code is fetched only when the visitor reaches for one of its controls;
// what they did meanwhile is carried out once React has the page.

test('Home reads without scripts: the way in, the FAQ and the footer are all there', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false, locale: 'nb-NO' });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page).toHaveTitle('Hjem · Monstory');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Prøv som gjest' })).toBeVisible();
  await page.getByText('Er Monstory trygt for barn?').click();
  await expect(page.getByText(/sjekkes mot ordlister/)).toBeVisible();
  await expect(
    page.getByTestId('site-footer').getByRole('link', { name: 'Ofte stilte spørsmål' }),
  ).toHaveAttribute('href', '/faq');
  await context.close();
});

test('the app’s code waits for the visitor, and a language picked early is kept', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const react = () => scripts.some((path) => /\/framework-/.test(path));
  expect(react()).toBe(false);

  await page.getByTestId('site-footer').getByLabel('Språk').selectOption('en');
  await expect(
    page.getByRole('heading', { level: 1, name: /Bedtime stories with monsters/ }),
  ).toBeVisible();
  expect(react()).toBe(true);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});
