import type { Page } from '@playwright/test';

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
