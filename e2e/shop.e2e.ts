import type { Page } from '@playwright/test';
import { choose } from './support/generate-form';
import {
  expect,
  parentWithoutCredits,
  parentWithoutCreditsOnGenerate,
  passParentalGate,
  test,
} from './support/identity';

// Journeys of docs/product.md#money: the shop in test mode (no STRIPE_SECRET_KEY), where the
// built-in checkout page drives the same fulfilment a real payment does.

type Outcome = 'Betal (det går bra)' | 'La betalingen vente' | 'La betalingen feile';

/** On the test-mode checkout page: it says so, then the tester picks how the payment goes. */
async function payInTestMode(page: Page, outcome: Outcome) {
  await expect(page).toHaveURL(/\/test-checkout\//);
  await expect(page.getByRole('note', { name: 'TESTMODUS' })).toContainText('ingen penger trekkes');
  await page.getByRole('button', { name: outcome }).click();
  await expect(page).toHaveURL(/\/shop\?.*purchaseId=/);
}

/** Opens the shop through the parental gate and starts buying the card's product. */
async function openShopAndBuy(page: Page, buttonName: string | RegExp) {
  await page.goto('/shop');
  await expect(page).toHaveURL(/\/parental-gate\?redirect=/);
  await passParentalGate(page);
  await expect(page).toHaveURL(/\/shop$/);
  await expect(page.getByRole('note', { name: 'TESTMODUS' })).toBeVisible();
  await page.getByRole('button', { name: buttonName }).click();
}

async function buyPremium(page: Page) {
  await openShopAndBuy(page, 'Velg Premium');
  await payInTestMode(page, 'Betal (det går bra)');
  await expect(page.getByText('Takk! Kjøpet er bekreftet')).toBeVisible();
  await expect(page.getByText('Nå har dere Premium. God lesing!')).toBeVisible();
}

test('a verified user without credits meets the overlay, passes the parental gate, buys a credit pack (test mode) and makes an illustrated story', async ({
  page,
  request,
}) => {
  test.slow();
  await parentWithoutCreditsOnGenerate(page, request);
  await choose(page, '7 år', ['Eventyr', 'Middels', 'Bilder']);
  await page.getByRole('button', { name: 'Lag historien!' }).click();

  const overlay = page.getByRole('dialog', { name: 'Ikke nok kreditter' });
  await expect(overlay).toContainText('Du trenger 10 kreditter for å bruke denne funksjonen');
  await expect(overlay.getByRole('radio', { name: /^50 kreditter/ })).toBeChecked();
  await overlay.getByRole('link', { name: 'Kjøp 50 kreditter' }).click();

  await expect(page).toHaveURL(/\/parental-gate\?redirect=/);
  await passParentalGate(page);
  const chosen = page.getByRole('region', { name: 'Klar til å betale' });
  await expect(chosen).toContainText('50 kreditter');
  await chosen.getByRole('button', { name: 'Gå til betaling' }).click();
  await payInTestMode(page, 'Betal (det går bra)');
  // Paid: confirmed at once, never "waiting for confirmation" on the way.
  await expect(page.getByText('Takk! Kjøpet er bekreftet')).toBeVisible();
  await expect(page.getByText('Venter på bekreftelse')).toHaveCount(0);
  await expect(page.getByText('50 kreditter er lagt til.')).toBeVisible();

  // Back to the story being made: the generate screen kept the choices; now there are credits.
  await page.getByRole('link', { name: 'Tilbake til historien' }).click();
  await expect(page).toHaveURL(/\/generate$/);
  await expect(page.getByRole('switch', { name: /^Bilder/ })).toBeChecked();
  const price = page.getByRole('status', { name: 'Pris' });
  await expect(price).toContainText('10 kreditter');
  await expect(price).toContainText('Du har 50 kreditter.');
  await page.getByRole('button', { name: 'Lag historien!' }).click();
  await expect(page).toHaveURL(/\/story\/[0-9a-f-]{36}/);
  const pictures = page.locator('figure img');
  await expect(pictures.first()).toBeVisible({ timeout: 45_000 });
});

test('buys Premium and sees the plan label, and still pays credits for narration', async ({
  page,
  request,
}) => {
  test.slow();
  await parentWithoutCredits(page, request);
  await buyPremium(page);
  await page.getByRole('button', { name: 'Profil' }).click();
  await expect(page.getByRole('menu')).toContainText('Premium');
  await page.keyboard.press('Escape');

  await page.goto('/generate');
  const price = page.getByRole('status', { name: 'Pris' });
  await choose(page, '6 år', ['Eventyr', 'Lang', 'Bilder']);
  await expect(price).toContainText('Gratis');
  await expect(price).toContainText('Inkludert i abonnementet ditt.');
  await page.locator('label').filter({ hasText: 'Opplesning' }).first().click();
  await expect(price).toContainText(/\d+ kreditter/);
  await expect(price).toContainText('Du har 200 kreditter.');

  // Monsters are included in the plan: one is made without a single credit.
  await page.goto('/stuff/monsters/create-a-monster');
  await expect(page.getByRole('status', { name: 'Pris' })).toContainText(
    'Gratis med abonnementet ditt',
  );
  await page
    .getByRole('textbox', { name: 'Hvordan ser monsteret ditt ut?' })
    .fill('Et blått havmonster med fire armer som elsker å bade');
  await page.getByRole('button', { name: 'Lag monsteret!' }).click();
  await expect(page.getByRole('heading', { name: /^.+ er klar!$/ })).toBeVisible({
    timeout: 20_000,
  });
  const credits = await page.request.get('/api/credits');
  expect(((await credits.json()) as { balance: number }).balance).toBe(200);
});

test('cancels and sees expiring soon with days remaining', async ({ page, request }) => {
  test.slow();
  await parentWithoutCredits(page, request);
  await buyPremium(page);
  await page.goto('/stuff/subscription');
  const status = page.getByRole('region', { name: 'Premium' });
  await expect(status).toContainText('Aktivt');
  await expect(status).toContainText('Nettbutikken');
  await status.getByRole('button', { name: 'Si opp abonnementet' }).click();
  await page
    .getByRole('alertdialog', { name: 'Si opp abonnementet?' })
    .getByRole('button', { name: 'Ja, si opp' })
    .click();
  await expect(status).toContainText('Utløper snart');
  await expect(status).toContainText(/Dager igjen\s*\d+ dager/);
  await expect(status.getByRole('button', { name: 'Fortsett abonnementet' })).toBeVisible();
});

test('a failed payment shows the failed state', async ({ page, request }) => {
  await parentWithoutCredits(page, request);
  await openShopAndBuy(page, /^Kjøp 100 kreditter for/);
  await payInTestMode(page, 'La betalingen feile');
  await expect(
    page.getByText('Noe gikk galt med kjøpet ditt. Vennligst prøv igjen.'),
  ).toBeVisible();
  await expect(
    page.getByText('Betalingen kunne ikke bekreftes, så ingenting er lagt til.'),
  ).toBeVisible();
});

test('a pending payment waits, and after 24 hours without confirmation it has expired', async ({
  page,
  request,
}) => {
  await parentWithoutCredits(page, request);
  await openShopAndBuy(page, /^Kjøp 100 kreditter for/);
  await payInTestMode(page, 'La betalingen vente');
  await expect(page.getByText('Venter på bekreftelse')).toBeVisible();
  // The pending purchase is remembered on this device, so a reload still shows it.
  await page.reload();
  await expect(page.getByText('Venter på bekreftelse')).toBeVisible();

  // A day and a minute later (the server's clock moved, not waited for)…
  const moved = await page.request.post('/api/dev/clock', {
    data: { advanceMs: 24 * 60 * 60 * 1000 + 60_000 },
  });
  expect(moved.ok()).toBe(true);
  await page.getByRole('button', { name: 'Sjekk igjen' }).click();
  await expect(page.getByText('Vi fikk ikke bekreftet kjøpet')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Kontakt oss' })).toHaveAttribute('href', '/contact');
});
