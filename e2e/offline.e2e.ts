import type { Page } from '@playwright/test';
import { makeFinishedStory } from './support/finished-story';
import { createVerifiedUser, expect, signInBrowser, test } from './support/identity';

// Stories that work offline: a story saved on this device is offered when the network drops,
// opens with its pictures, its narration and read-along's marked words after a reload with no
// network at all, and can be removed; signing out leaves nothing behind.

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
  const { uuid, title } = await makeFinishedStory(page.request);

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

  // The network drops while the app is open: the offline dialog offers the shelf, not only
  // "try again".
  await context.setOffline(true);
  const lost = page.getByRole('alertdialog', { name: 'Ingen internettforbindelse' });
  await expect(lost).toBeVisible();
  await lost.getByRole('button', { name: /Historier på denne enheten/ }).click();
  await expect(lost).toHaveCount(0);
  const opened = page.getByRole('dialog', { name: 'På denne enheten' });
  await expect(opened.getByRole('listitem')).toHaveText([new RegExp(title)]);
  await opened.getByRole('button', { name: 'Lukk' }).click();
  await expect(opened).toHaveCount(0);

  // With no network at all, the app starts from the kept code and the shelf opens.
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
  // Read-along, from the timings kept with the narration: the word being spoken is marked, and
  // the mark moves on with the voice.
  const spoken = reader.locator('[data-word][data-reading="true"]');
  await expect(spoken).toHaveCount(1);
  await expect(spoken).not.toHaveText('');
  await expect
    .poll(async () => Number(await spoken.getAttribute('data-word')), { timeout: 15_000 })
    .toBeGreaterThan(0);
  await page.screenshot({ path: testInfo.outputPath('offline-reader.png') });

  // Removed from the shelf, it leaves the device.
  await reader.getByRole('button', { name: 'Tilbake til hyllen' }).click();
  await shelf.getByRole('button', { name: `Fjern «${title}» fra enheten` }).click();
  await expect(shelf.getByText(/Ingen historier er lagret her ennå/)).toBeVisible();
  await expect(shelf.getByText(/Bruker .+ på enheten/)).toHaveCount(0);
  expect(await storyCaches(page)).toEqual([]);

  // Back online, reading it again keeps it as read lately; the parent then signs out and
  // nothing of theirs stays on the device.
  await context.setOffline(false);
  await page.goto(`/story/${uuid}`);
  await expect(page.getByTestId('story-text')).not.toHaveText('');
  await expect.poll(() => storyCaches(page)).toEqual([`monstory-story-${uuid}`]);
  await page.goto('/stuff');
  await page.getByRole('button', { name: 'Profil' }).click();
  await page.getByRole('menuitem', { name: 'Logg ut' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Logg ut' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect.poll(() => storyCaches(page)).toEqual([]);

  // Offline now, neither the offline dialog nor the start-up screen has a shelf to offer.
  await context.setOffline(true);
  const lostAgain = page.getByRole('alertdialog', { name: 'Ingen internettforbindelse' });
  await expect(lostAgain).toBeVisible();
  await expect(lostAgain.getByRole('button', { name: /Historier på denne enheten/ })).toHaveCount(
    0,
  );
  await page.reload();
  await expect(page.getByRole('heading', { name: /mistet internettforbindelsen/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /Historier på denne enheten/ })).toHaveCount(0);
});
