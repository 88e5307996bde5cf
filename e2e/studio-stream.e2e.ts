import type { Page } from '@playwright/test';
import { acceptTermsAndCreate, choose } from './support/generate-form';
import { expect, test } from './support/identity';

// Journey of docs/product.md#stories: a first story streamed into the page. Its server takes 12 s
// over the words (4 s by default), so the page sees them grow even on a busy machine where it
// opens seconds after the story was sent.
test.use({ serverEnv: { OFFLINE_TEXT_STREAM_MS: '12000' } });

/**
 * Times, in the page's own clock, the tap that sends the story (here: accepting the terms, which
 * creates it at once) until the first word shows on the story page.
 */
async function watchFirstWord(page: Page) {
  await page.evaluate(() => {
    const marks: { sentAt?: number; firstWordAt?: number; lengths: number[]; writing?: boolean } = {
      lengths: [],
    };
    Object.assign(window, { studioMarks: marks });
    document.addEventListener(
      'click',
      (event) => {
        if (event.target instanceof Element && event.target.closest('[role="dialog"] button')) {
          marks.sentAt ??= performance.now();
        }
      },
      true,
    );
    new MutationObserver(() => {
      const text = document.querySelector('[data-testid="story-text"]')?.textContent?.trim();
      if (!text) return;
      marks.firstWordAt ??= performance.now();
      // Every length the text is seen at, and whether "still writing" showed beside a part of it:
      // the page's own record, so a slow machine that reads late still sees the steps.
      if (text.length > (marks.lengths.at(-1) ?? 0)) marks.lengths.push(text.length);
      if (document.body.textContent?.includes('Skriver videre …')) marks.writing = true;
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  return {
    firstWordAfter: async () => {
      const marks = await page.waitForFunction(() => {
        const { sentAt, firstWordAt } = (
          window as unknown as { studioMarks: Record<string, number> }
        ).studioMarks;
        return firstWordAt !== undefined && sentAt !== undefined && firstWordAt - sentAt;
      });
      return Math.round(Number(await marks.jsonValue()));
    },
    growth: () =>
      page.evaluate(() => {
        const { lengths, writing } = (
          window as unknown as { studioMarks: { lengths: number[]; writing?: boolean } }
        ).studioMarks;
        return { steps: lengths.length, writing: writing === true };
      }),
  };
}

test('a guest makes a free first story and watches it arrive word by word', async ({ page }) => {
  test.slow();
  await page.goto('/generate');
  await choose(page, '6 år', ['Verdensrommet', 'Kort']);
  await page.getByRole('button', { name: 'To bestevenner som bygger en rakett til månen' }).click();
  await expect(page.getByRole('status', { name: 'Pris' })).toContainText('Gratis');
  const { firstWordAfter, growth } = await watchFirstWord(page);
  await acceptTermsAndCreate(page);

  await expect(page).toHaveURL(/\/story\/[0-9a-f-]{36}\?storyIsStreamed=true$/);
  const text = page.getByTestId('story-text');
  await expect(text).not.toHaveText('');
  console.log(`submit → first streamed word: ${await firstWordAfter()} ms`);

  await expect(page.getByText('Snipp, snapp, snute – så er eventyret ute!')).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText('Skriver videre …')).toHaveCount(0);
  // The text came in many steps with "still writing" beside it, not in one piece at the end.
  const { steps, writing } = await growth();
  expect(steps).toBeGreaterThanOrEqual(5);
  expect(writing).toBe(true);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('');
});
