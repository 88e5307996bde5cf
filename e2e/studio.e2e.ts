import { acceptTermsAndCreate, choose, createButton } from './support/generate-form';
import { expect, parentWithoutCreditsOnGenerate, test } from './support/identity';

// Journeys of docs/product.md#stories: the story studio in real Chromium against the production
// server and its offline engines (text streams over a few seconds, SVG pictures, espeak narration).

test('the guest who used the free story is asked to register on the next try', async ({ page }) => {
  await page.goto('/generate');
  await choose(page, '4 år', ['Dyr', 'Kort']);
  await acceptTermsAndCreate(page);
  await expect(page).toHaveURL(/\/story\//);

  await page.goto('/generate');
  // The last choices are kept on this device.
  await expect(page.getByRole('radio', { name: '4 år', exact: true })).toBeChecked();
  await createButton(page).click();
  const invite = page.getByRole('dialog', { name: 'Du har brukt gratishistorien din!' });
  await expect(invite).toBeVisible();
  await invite.getByRole('button', { name: 'Lag konto eller logg inn' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('a verified user with too few credits is shown the purchase overlay', async ({
  page,
  request,
}) => {
  await parentWithoutCreditsOnGenerate(page, request);
  await choose(page, '7 år', ['Eventyr', 'Middels', 'Bilder']);
  await expect(page.getByRole('status', { name: 'Pris' })).toContainText('10 kreditter');
  await createButton(page).click();

  const overlay = page.getByRole('dialog', { name: 'Ikke nok kreditter' });
  await expect(overlay).toBeVisible();
  await expect(overlay).toContainText('Du trenger 10 kreditter for å bruke denne funksjonen');
  await expect(overlay.getByRole('tab', { name: 'Kreditter' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await overlay.getByRole('link', { name: 'Se kredittpakkene' }).click();
  // The shop is for grown-ups: the parental gate comes first.
  await expect(page).toHaveURL(/\/parental-gate\?redirect=/);
});

test('a story with pictures and narration shows its pictures and plays', async ({ page }) => {
  test.slow();
  await page.goto('/generate');
  await choose(page, '5 år', ['Godnatt', 'Kort', 'Bilder', 'Opplesning']);
  await acceptTermsAndCreate(page);
  await expect(page).toHaveURL(/\/story\//);

  await expect(page.getByText('Snipp, snapp, snute – så er eventyret ute!')).toBeVisible({
    timeout: 30_000,
  });
  const pictures = page.locator('figure img');
  await expect(pictures.first()).toBeVisible({ timeout: 30_000 });
  await expect(pictures.first()).toHaveAttribute('alt', /\S/);
  await expect
    .poll(() => pictures.first().evaluate((img: HTMLImageElement) => img.naturalWidth), {
      timeout: 30_000,
    })
    .toBeGreaterThan(0);

  const play = page.getByRole('button', { name: 'Spill av historien' });
  await expect(play).toBeVisible({ timeout: 60_000 });
  await play.click();
  await expect
    .poll(() =>
      page
        .locator('audio')
        .evaluate((audio: HTMLAudioElement) => !audio.paused && audio.currentTime > 0),
    )
    .toBe(true);
  await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();
});

test('an interactive story is completed through its choices', async ({ page }) => {
  test.slow();
  await page.goto('/generate');
  await choose(page, '8 år', ['Mysterium', 'Kort', 'Interaktiv']);
  // Interactive cannot have pictures or narration yet, and the screen says so.
  await expect(
    page.getByText('Bilder og opplesning støttes ennå ikke i interaktive historier'),
  ).toBeVisible();
  await acceptTermsAndCreate(page);
  await expect(page).toHaveURL(/\/story\/draft\/[0-9a-f-]{36}/);

  const end = page.getByRole('heading', { name: 'Slutt!' });
  const whatNext = page.getByRole('heading', { name: 'Hva skjer nå?' });
  const options = page.getByRole('listitem').getByRole('button');
  for (let choices = 0; choices < 6; choices++) {
    // Wait for the choices themselves, not the heading: the last part's heading may still be
    // on its way out when the loop comes round.
    await expect(end.or(options.first())).toBeVisible({ timeout: 30_000 });
    if (await end.isVisible()) break;
    await expect(whatNext).toBeVisible();
    expect(await options.count()).toBeGreaterThanOrEqual(2);
    await options.first().click();
    await expect(page.getByText(/^Du valgte: /).last()).toBeVisible();
    // The choices leave once one is taken; the next part's come with its end.
    await expect(options).toHaveCount(0);
  }
  await expect(end).toBeVisible();
  await page.getByRole('link', { name: 'Les hele historien' }).click();
  await expect(page).toHaveURL(/\/story\/[0-9a-f-]{36}$/);
  await expect(page.getByText('Snipp, snapp, snute – så er eventyret ute!')).toBeVisible();
});
