import { test, expect } from './support/fixtures';

// The public-site journey (docs/product.md#site): the FAQ, the contact form (validation first, then
// a message that reaches the team's mailbox) and the legal documents in both languages, all as a
// visitor.

const TEAM_EMAIL = 'team@monstory.invalid';

test('a visitor reads the FAQ, sends the contact form, and opens terms and privacy in both languages', async ({
  page,
}) => {
  await page.goto('/');
  const footer = page.getByTestId('site-footer');
  await footer.getByRole('link', { name: 'Ofte stilte spørsmål' }).click();
  await expect(page).toHaveURL(/\/faq$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Ofte stilte spørsmål' })).toBeVisible();
  await page.getByText('Er Monstory trygt for barn?').click();
  await expect(page.getByText(/sjekkes mot ordlister/)).toBeVisible();

  await footer.getByRole('link', { name: 'Kontakt oss' }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await page.getByRole('button', { name: 'Send meldingen' }).click();
  for (const error of [
    'Navn er påkrevd',
    'E-post er påkrevd',
    'Emne er påkrevd',
    'Melding er påkrevd',
  ]) {
    await expect(page.getByText(error)).toBeVisible();
  }
  const subject = `Spørsmål ${Date.now()}`;
  await page.getByLabel('Navn').fill('Kari Nordmann');
  await page.getByLabel('E-post').fill('kari');
  await page.getByRole('button', { name: 'Send meldingen' }).click();
  await expect(page.getByText('E-postadressen må være gyldig')).toBeVisible();
  await page.getByLabel('E-post').fill('kari@example.com');
  await page.getByLabel('Emne').fill(subject);
  await page.getByLabel('Melding').fill('Hvor lenge varer kredittene?');
  await page.getByRole('button', { name: 'Send meldingen' }).click();
  await expect(page.getByText('Meldingen er sendt! Vi svarer deg så snart vi kan.')).toBeVisible();
  const outbox = await page.request.get(`/api/dev/outbox?to=${TEAM_EMAIL}`);
  const mails = (await outbox.json()) as { subject: string; text: string }[];
  expect(mails.some((mail) => mail.subject === `Contact form: ${subject}`)).toBe(true);

  await footer.getByRole('link', { name: 'Vilkår og betingelser' }).click();
  await expect(page).toHaveURL(/\/terms-conditions$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Vilkår og betingelser' }),
  ).toBeVisible();
  await expect(page.getByTestId('legal-content')).toContainText('VILKÅR FOR BRUK AV MONSTORY');
  await expect(page.getByText(/^Versjon \d+\.\d+\.\d+ · gjelder fra/)).toBeVisible();

  await footer.getByLabel('Språk').selectOption('en');
  await expect(page.getByRole('heading', { level: 1, name: 'Terms and conditions' })).toBeVisible();
  await expect(page.getByTestId('legal-content')).toContainText(
    'TERMS AND CONDITIONS FOR MONSTORY',
  );

  await footer.getByRole('link', { name: 'Privacy policy' }).click();
  await expect(page).toHaveURL(/\/privacy-policy$/);
  await expect(page.getByTestId('legal-content')).toContainText('PRIVACY POLICY FOR MONSTORY');
  await expect(page.getByText(/^Version \d+\.\d+\.\d+ · effective/)).toBeVisible();
  await footer.getByLabel('Language').selectOption('no');
  await expect(page.getByTestId('legal-content')).toContainText('PERSONVERNERKLÆRING FOR MONSTORY');

  // A language without its own text gets the English one, and the answer says so.
  const danish = await page.request.get('/api/legal/terms/da');
  expect(danish.status()).toBe(200);
  expect(await danish.json()).toMatchObject({ language: 'en' });
  const unknown = await page.request.get('/api/legal/cookies/no');
  expect(unknown.status()).toBe(404);
});
