import type { APIRequestContext, Page } from '@playwright/test';
import { createVerifiedUser, expect, signInBrowser, test } from './support/identity';

// Stories that work offline: a story saved on this device opens, with its pictures and its
// narration, after a reload with no network at all; signing out leaves nothing behind.

interface StoryFacts {
  title: string;
  status: string;
  audioStatus: string;
}

/** A finished short story with pictures and narration, made through the API. */
async function makeStory(request: APIRequestContext): Promise<{ uuid: string; title: string }> {
  const terms = await request.post('/api/profile/accept-terms-and-conditions', {
    data: { marketingOptIn: false },
  });
  expect(terms.ok()).toBe(true);
  const created = await request.post('/api/story', {
    data: {
      age: 5,
      genre: 'BEDTIME',
      length: 'SHORT',
      summary: '',
      addons: { images: true, audio: true, interactive: false },
    },
  });
  expect(created.ok()).toBe(true);
  const { uuid } = (await created.json()) as { uuid: string };
  let title = '';
  await expect
    .poll(
      async () => {
        const story = (await (await request.get(`/api/story/${uuid}`)).json()) as StoryFacts;
        title = story.title;
        return story.status === 'READY' && story.audioStatus === 'READY';
      },
      { timeout: 90_000, intervals: [500] },
    )
    .toBe(true);
  return { uuid, title };
}

const storyCaches = (page: Page) =>
  page.evaluate(async () =>
    (await caches.keys()).filter((name) => name.startsWith('monstory-story-')),
  );

test('a parent saves a story for offline, reads and hears it with no network, and signing out empties the shelf', async ({
  page,
  context,
}, testInfo) => {
  test.slow();
  const credentials = await createVerifiedUser(page.request);
  await signInBrowser(page, credentials);
  const { uuid, title } = await makeStory(page.request);

  await page.goto(`/story/${uuid}`);
  await expect(page.getByTestId('story-text')).not.toHaveText('');
  // The app's own code is kept by the service worker, registered after the page has loaded.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.getByRole('button', { name: 'Flere valg' }).click();
  await page.getByRole('menuitemcheckbox', { name: 'Lagre offline' }).click();
  await expect(page.getByText('Historien kan nå leses uten internett.')).toBeVisible();
  expect(await storyCaches(page)).toEqual([`monstory-story-${uuid}`]);

  await context.setOffline(true);
  await page.reload();
  await page.getByRole('button', { name: /Historier på denne enheten/ }).click();
  const shelf = page.getByRole('dialog', { name: 'På denne enheten' });
  await expect(shelf).toBeVisible();
  await expect(shelf.getByText(/Bruker .+ på enheten/)).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('offline-shelf.png') });
  await shelf.getByRole('button', { name: `Les: ${title}` }).click();
  const reader = page.getByRole('dialog', { name: title });
  await expect(reader.locator('article p').first()).not.toHaveText('');
  const pictures = reader.locator('article img');
  await expect(pictures.first()).toBeVisible();
  expect(
    await pictures.first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth),
  ).toBeGreaterThan(0);
  // Heard: the narration plays from the device.
  const audio = reader.locator('audio');
  await audio.evaluate((element: HTMLAudioElement) => {
    element.muted = true;
    return element.play();
  });
  await expect
    .poll(() => audio.evaluate((element: HTMLAudioElement) => element.currentTime))
    .toBeGreaterThan(0);
  await page.screenshot({ path: testInfo.outputPath('offline-reader.png') });

  // Back online, the parent signs out: nothing of theirs stays on the device.
  await context.setOffline(false);
  await page.goto('/stuff');
  await page.getByRole('button', { name: 'Profil' }).click();
  await page.getByRole('menuitem', { name: 'Logg ut' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Logg ut' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect.poll(() => storyCaches(page)).toEqual([]);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: /mistet internettforbindelsen/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /Historier på denne enheten/ })).toHaveCount(0);
});
