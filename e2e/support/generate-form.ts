import { expect, type Page } from '@playwright/test';

/**
 * Picks the generate screen's choices by their visible labels, as a child taps them: the age
 * radio by its exact name ("6 år", "6 years"), then each label that holds the given text.
 */
export async function choose(page: Page, age: string, labels: readonly string[]) {
  await page
    .locator('label')
    .filter({ has: page.getByRole('radio', { name: age, exact: true }) })
    .click();
  for (const label of labels)
    await page.locator('label').filter({ hasText: label }).first().click();
}

/** The generate screen's one main action, in bokmål. */
export const createButton = (page: Page) => page.getByRole('button', { name: 'Lag historien!' });

/** Sends the story and accepts the terms the first story asks for, which creates it at once. */
export async function acceptTermsAndCreate(page: Page): Promise<void> {
  await createButton(page).click();
  const terms = page.getByRole('dialog', { name: 'Først: vilkårene' });
  await expect(terms).toBeVisible();
  await terms.getByRole('button', { name: 'Godta og fortsett' }).click();
}
