import type { Page } from '@playwright/test';
import { choose } from './support/generate-form';
import { expect, parentWithoutCredits, test } from './support/identity';

// Journeys of docs/product.md#stories: the story studio in real Chromium against the production
// server and its offline engines (text streams over a few seconds, SVG pictures, espeak narration).

const createButton = (page: Page) => page.getByRole('button', { name: 'Lag historien!' });

async function acceptTermsAndCreate(page: Page): Promise<void> {
  await createButton(page).click();
  const terms = page.getByRole('dialog', { name: 'Først: vilkårene' });
  await expect(terms).toBeVisible();
  await terms.getByRole('button', { name: 'Godta og fortsett' }).click();
}

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

// The words take 12 s to arrive here (4 s by default), so the page sees them grow even on a
// busy machine where it opens seconds after the story was sent.
test.describe('streamed text', () => {
  test.use({ serverEnv: { OFFLINE_TEXT_STREAM_MS: '12000' } });

  test('a guest makes a free first story and watches it arrive word by word', async ({ page }) => {
    test.slow();
    await page.goto('/generate');
    await choose(page, '6 år', ['Verdensrommet', 'Kort']);
    await page
      .getByRole('button', { name: 'To bestevenner som bygger en rakett til månen' })
      .click();
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
});

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
  await parentWithoutCredits(page, request);

  await page.goto('/generate');
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
