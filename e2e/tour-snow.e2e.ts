import type { Page } from '@playwright/test';
import { expect, parentWithoutCreditsOnGenerate, test } from './support/identity';

// Journeys of docs/product.md#site: the guided tour on a first visit to Generate, pausing for the
// purchase overlay, and December's snow with its switch in My Stuff. The page's clock is set before
// the first navigation, so the journey controls the date the app sees.

const DECEMBER = new Date('2026-12-10T18:00:00+01:00');
const NOVEMBER = new Date('2026-11-20T18:00:00+01:00');

const tourStep = (page: Page, title: string) => page.getByRole('dialog', { name: title });
const createButton = (page: Page) => page.getByRole('button', { name: 'Lag historien!' });
const snowLayer = (page: Page) => page.locator('[data-snow]');
const christmasPicture = (page: Page) => page.getByRole('img', { name: /hytte i snøen/ });

/** The tappable card of a choice, found by its visible label or by its radio's name (ages). */
function choiceCard(page: Page, label: string) {
  return page
    .locator('label')
    .filter({ has: page.getByRole('radio', { name: label, exact: true }) })
    .or(page.locator('label').filter({ hasText: label }))
    .first();
}

/** Collects every request for the lazily loaded snow chunk (the tsparticles engine). */
function watchSnowChunk(page: Page): string[] {
  const requested: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/snow-canvas-[^/]+\.js$/.test(request.url())) requested.push(request.url());
  });
  return requested;
}

async function openMyStuffSettings(page: Page) {
  await page
    .getByRole('navigation', { name: 'Hovedmeny' })
    .getByRole('link', { name: 'Mine ting', exact: true })
    .click();
  await expect(page).toHaveURL(/\/stuff$/);
  const settings = page.getByRole('region', { name: 'Innstillinger' });
  await expect(settings.getByRole('button', { name: 'Informasjonskapsler' })).toBeVisible();
  return settings;
}

test.describe('the guided tour', () => {
  test.use({ firstVisit: true });

  test('shows a first visitor around Generate and waits while the purchase overlay is open', async ({
    page,
    request,
  }) => {
    // Signing up, verifying and the free first story come first: more than the default budget
    // on a busy 2-core machine.
    test.slow();
    await parentWithoutCreditsOnGenerate(page, request);

    // The child answers as the tour goes: the highlighted choices stay usable.
    const steps: Array<{ title: string; anchor: string; choice?: string }> = [
      { title: 'Hvor gammelt er barnet?', anchor: 'age', choice: '7 år' },
      { title: 'Hva slags historie?', anchor: 'genre', choice: 'Eventyr' },
      { title: 'Hvor lang skal den være?', anchor: 'length', choice: 'Middels' },
      { title: 'Litt ekstra', anchor: 'addons', choice: 'Bilder' },
      { title: 'Hva skal historien handle om?', anchor: 'summary' },
    ];
    for (const [index, { title, anchor, choice }] of steps.entries()) {
      const step = tourStep(page, title);
      await expect(step).toBeVisible();
      await expect(step).toContainText(`${index + 1} av 6`);
      await expect(page.locator(`[data-tour="${anchor}"]`)).toHaveClass(/driver-active-element/);
      if (choice) await choiceCard(page, choice).click();
      await step.getByRole('button', { name: 'Neste' }).click();
    }

    const last = tourStep(page, 'Lag historien!');
    await expect(last).toContainText('6 av 6');
    await expect(page.getByRole('status', { name: 'Pris' })).toContainText('10 kreditter');
    await createButton(page).click();

    // Too few credits: the purchase overlay opens and the tour steps aside for it.
    const overlay = page.getByRole('dialog', { name: 'Ikke nok kreditter' });
    await expect(overlay).toBeVisible();
    await expect(last).toBeHidden();
    await expect(page.locator('.driver-overlay')).toHaveCount(0);

    // Closed with Escape: the tour comes back at the same step, and the released key does
    // not close it as well.
    await page.keyboard.press('Escape');
    await expect(overlay).toBeHidden();
    await expect(last).toBeVisible();
    await expect(last).toContainText('6 av 6');
    await expect(page.locator('[data-tour="generate"]')).toHaveClass(/driver-active-element/);

    await last.getByRole('button', { name: 'Lukk omvisningen' }).click();
    await expect(last).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('monstory.has-seen-generate-tour'))).toBe(
      'true',
    );

    // Seen on this device: after this only "Vis meg rundt" starts it, from the first step.
    await page.reload();
    await page.getByRole('button', { name: 'Vis meg rundt' }).click();
    await expect(tourStep(page, 'Hvor gammelt er barnet?')).toContainText('1 av 6');
  });
});

test.describe('December snow', () => {
  test('falls behind the pages in December and can be switched off in My Stuff', async ({
    page,
  }) => {
    // Four full page loads: more than the default budget on a busy 2-core machine.
    test.slow();
    const snowChunk = watchSnowChunk(page);
    await page.clock.install({ time: DECEMBER });
    await page.goto('/generate');

    // The same clock brings the Christmas picture and the snow.
    await expect(christmasPicture(page)).toBeVisible();
    const snow = snowLayer(page);
    await expect(snow.locator('canvas')).toBeVisible();
    await expect(snow).toHaveAttribute('aria-hidden', 'true');
    await expect(snow).toHaveCSS('pointer-events', 'none');
    await expect(snow).toHaveCSS('z-index', '-10');
    expect(snowChunk.length).toBeGreaterThan(0);

    const settings = await openMyStuffSettings(page);
    const toggle = settings.getByRole('switch', { name: 'Snø i desember' });
    await expect(toggle).toBeChecked();
    await expect(snow.locator('canvas')).toBeVisible();
    await settings.getByText('Snø i desember').click();
    await expect(toggle).not.toBeChecked();
    await expect(snow).toHaveCount(0);

    // The choice is kept on this device.
    await page.reload();
    await expect(toggle).not.toBeChecked();
    await expect(snow).toHaveCount(0);
    await page.goto('/generate');
    await expect(christmasPicture(page)).toBeVisible();
    await expect(snow).toHaveCount(0);
  });

  test('stays still on a device that asks for less motion, and the switch says why', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install({ time: DECEMBER });
    await page.goto('/generate');
    await expect(christmasPicture(page)).toBeVisible();

    const settings = await openMyStuffSettings(page);
    const toggle = settings.getByRole('switch', { name: 'Snø i desember' });
    await expect(toggle).toBeChecked();
    await expect(toggle).toHaveAccessibleDescription(
      'Skjult fordi enheten ber om mindre bevegelse',
    );
    await expect(snowLayer(page)).toHaveCount(0);
  });

  test('does not fall outside December, and there is no switch for it', async ({ page }) => {
    const snowChunk = watchSnowChunk(page);
    await page.clock.install({ time: NOVEMBER });
    // Snow chosen last December: outside it the choice is not used.
    await page.addInitScript(() => localStorage.setItem('monstory.show-snow', 'true'));
    await page.goto('/generate');
    await expect(page.getByRole('heading', { level: 1, name: 'Lag en historie' })).toBeVisible();
    await expect(createButton(page)).toBeVisible();
    await expect(christmasPicture(page)).toHaveCount(0);
    await expect(snowLayer(page)).toHaveCount(0);

    const settings = await openMyStuffSettings(page);
    await expect(settings.getByRole('switch')).toHaveCount(0);
    await expect(snowLayer(page)).toHaveCount(0);
    // The engine was never fetched: snow costs nothing outside December.
    expect(snowChunk).toEqual([]);
  });
});
