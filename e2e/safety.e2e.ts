import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { choose } from './support/generate-form';

// The child-safety gate as a parent meets it on a phone: the description is checked as they
// pause typing, a refusal shows its kind message beside the field (never under the sticky
// create bar) with the words kept, a child's disclosure brings care and helplines instead of a
// story, and harmless words still make one.

const PHONES = [
  { width: 390, height: 844 },
  { width: 360, height: 740 },
] as const;

const field = (page: Page) => page.getByRole('textbox', { name: 'Hva skal historien handle om?' });
const createButton = (page: Page) => page.getByRole('button', { name: 'Lag historien!' });
const stickyBar = (page: Page) => page.locator('[data-sticky-bar]');

/** The box is inside the window and clear of the sticky bar that floats over the page. */
async function expectSeenWhole(page: Page, box: Locator) {
  const viewport = page.viewportSize();
  await expect
    .poll(async () => {
      const message = await box.boundingBox();
      const bar = await stickyBar(page).boundingBox();
      if (!message || !bar || !viewport) return 'not laid out';
      if (message.y < 0) return `cut off at the top (${message.y})`;
      const bottom = message.y + message.height;
      if (bottom > bar.y) return `covered by the bar (${bottom} > ${bar.y})`;
      return 'seen whole';
    })
    .toBe('seen whole');
}

for (const viewport of PHONES) {
  test.describe(`on a ${viewport.width} px phone`, () => {
    test.use({ viewport });

    test('a refused description says why beside the field, above the create bar, and keeps the words', async ({
      page,
    }) => {
      await page.goto('/generate');
      await choose(page, '6 år', ['Eventyr', 'Kort']);
      const words = 'Ola bor i Storgata 12 og telefonen hans er 912 34 567';
      await field(page).fill(words);

      const message = page.getByRole('alert');
      await expect(message).toContainText(/.{20,}/);
      await expect(page.getByText('La oss finne på noe annet')).toBeVisible();
      await expect(field(page)).toHaveValue(words);
      await expect(field(page)).toHaveAttribute('aria-invalid', 'true');
      await expectSeenWhole(page, page.getByTestId('safety-refusal'));

      // The button explains instead of sending a story the server would refuse.
      await expect(createButton(page)).toHaveAccessibleDescription(/Se meldingen over/);
      await createButton(page).click();
      await expect(page).toHaveURL(/\/generate$/);
      await expectSeenWhole(page, page.getByTestId('safety-refusal'));

      // Changing the words lets them through, and the message goes.
      await field(page).fill('Ola bor i et fyrtårn og har en hemmelig venn');
      await expect(page.getByRole('alert')).toHaveCount(0);
      await expect(field(page)).not.toHaveAttribute('aria-invalid');
    });
  });
}

test.describe('a disclosure on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('a child who says they want to die gets a kind word, the helplines and no story', async ({
    page,
  }) => {
    await page.goto('/generate');
    await choose(page, '6 år', ['Eventyr', 'Kort']);
    await field(page).fill('jeg vil ikke leve mer');

    const panel = page.getByTestId('care-panel');
    await expect(panel).toBeVisible();
    await expect(panel.getByText('Takk for at du fortalte det')).toBeVisible();
    await expect(panel.getByRole('alert')).toContainText(/.{20,}/);
    const call = panel.getByRole('link', { name: 'Ring 116 111' });
    await expect(call).toHaveAttribute('href', 'tel:116111');
    const size = await call.boundingBox();
    expect(size?.height).toBeGreaterThanOrEqual(48);
    await expect(panel.getByRole('link', { name: '112' })).toHaveAttribute('href', 'tel:112');
    // Care, not an error: the words are not marked wrong.
    await expect(field(page)).not.toHaveAttribute('aria-invalid');
    await expectSeenWhole(page, panel.getByRole('alert'));

    await createButton(page).click();
    await expect(createButton(page)).toHaveAccessibleDescription(/Se meldingen over/);
    await expect(page).toHaveURL(/\/generate$/);
  });
});

test.describe('an English-speaking family on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, locale: 'en-GB' });

  test('"I want to die" brings care and Childline, not a story', async ({ page }) => {
    await page.goto('/generate');
    await page
      .getByRole('textbox', { name: 'What should the story be about?' })
      .fill('I want to die');
    const panel = page.getByTestId('care-panel');
    await expect(panel.getByText('Thank you for telling us')).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Call 0800 1111' })).toHaveAttribute(
      'href',
      'tel:08001111',
    );
    await expect(panel.getByRole('link', { name: '999' })).toHaveAttribute('href', 'tel:999');
    await expectSeenWhole(page, panel.getByRole('alert'));
  });
});

test.describe('a harmless idea on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a harmless idea still makes a story', async ({ page }) => {
    await page.goto('/generate');
    await choose(page, '6 år', ['Eventyr', 'Kort']);
    const check = page.waitForResponse(
      (response) => response.url().endsWith('/api/safety/check') && response.ok(),
    );
    await field(page).fill('a knight fights a dragon and they become friends');
    expect(await (await check).json()).toEqual({ ok: true });
    await expect(page.getByRole('alert')).toHaveCount(0);

    await createButton(page).click();
    const terms = page.getByRole('dialog', { name: 'Først: vilkårene' });
    await terms.getByRole('button', { name: 'Godta og fortsett' }).click();
    await expect(page).toHaveURL(/\/story\/[0-9a-f-]{36}\?storyIsStreamed=true$/);
    await expect(page.getByTestId('story-text')).not.toHaveText('');
  });
});
