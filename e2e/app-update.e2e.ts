import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { test as base, expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { presetRejectedConsent } from './support/consent';
import { makeFinishedStory } from './support/finished-story';
import { createVerifiedUser, signInBrowser } from './support/identity';
import { startServer, type RunningServer } from './support/server';

// A new release replaces the app cleanly: its service worker waits beside the running one, the
// family is offered "Update", and one tap moves the page to the new release with one reload.
// The old release's files leave the kept code; the stories kept on the device stay.
//
// The server serves a copy of the build, and the next release is that copy's worker changed the
// way a release changes it: one file of the old release (a page's code) is no longer in its list.

const test = base.extend<object, { release: { server: RunningServer; dist: string } }>({
  release: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const dist = mkdtempSync(join(tmpdir(), 'monstory-release-'));
      cpSync(resolve(import.meta.dirname, '../apps/web/dist'), dist, { recursive: true });
      const server = await startServer({ WEB_DIST_DIR: dist, AUTH_RATE_LIMIT: 'false' });
      await use({ server, dist });
      await server.stop();
      rmSync(dist, { recursive: true, force: true });
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ release }, use) => {
    await use(release.server.baseURL);
  },
  context: async ({ context, baseURL }, use) => {
    if (baseURL) await presetRejectedConsent(context, baseURL);
    await use(context);
  },
});

/** The next release's worker: the same build without `dropped` in the list of files it keeps. */
function publishNextRelease(dist: string, dropped: string) {
  const file = join(dist, 'sw.js');
  const worker = readFileSync(file, 'utf8');
  const entry = new RegExp(`\\{"revision":(?:null|"[^"]*"),"url":"${dropped}"\\},?`);
  expect(worker).toMatch(entry);
  writeFileSync(file, worker.replace(entry, '').replace(',]', ']'));
  // The server prefers the compressed copies of a file: they are the old release's.
  rmSync(`${file}.br`, { force: true });
  rmSync(`${file}.gz`, { force: true });
}

const keptCode = (page: Page) =>
  page.evaluate(async () => {
    const name = (await caches.keys()).find((key) => key.startsWith('workbox-precache'));
    if (!name) return [];
    const requests = await (await caches.open(name)).keys();
    return requests.map((request) => new URL(request.url).pathname.slice(1));
  });

/** A page's code the running release keeps, for the next release to leave out. */
async function pageCodeToDrop(page: Page) {
  const dropped = (await keptCode(page)).find((url) => /^assets\/[a-z-]+-page-.+\.js$/.test(url));
  expect(dropped).toBeDefined();
  return dropped ?? '';
}

const waitingState = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    return registration?.waiting?.state ?? null;
  });

const checkForRelease = (page: Page) =>
  page.evaluate(async () => {
    await (await navigator.serviceWorker.getRegistration())?.update();
  });

test('a waiting release is offered, one tap moves to it with one reload, and kept stories stay', async ({
  page,
  release,
}) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The first worker starts by itself: nothing to update yet.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await expect(page.getByRole('status', { name: 'En ny versjon er klar' })).toHaveCount(0);

  const dropped = await pageCodeToDrop(page);
  // A story kept on this device, as "Save for offline" keeps it.
  await page.evaluate(async () => {
    const cache = await caches.open('monstory-story-kept');
    await cache.put('/offline/story/kept.json', Response.json({ title: 'Kept' }));
  });

  publishNextRelease(release.dist, dropped);
  const loads: string[] = [];
  page.on('load', () => loads.push(page.url()));
  await checkForRelease(page);

  const prompt = page.getByRole('status', { name: 'En ny versjon er klar' });
  await expect(prompt).toBeVisible();
  // Waiting, it has not taken over: the page still runs the old release and was not reloaded.
  expect(await waitingState(page)).toBe('installed');
  expect(loads).toEqual([]);

  await prompt.getByRole('button', { name: 'Oppdater' }).click();
  await expect.poll(() => loads.length).toBe(1);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(prompt).toHaveCount(0);
  expect(
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return { waiting: registration?.waiting ?? null, active: registration?.active?.state };
    }),
  ).toEqual({ waiting: null, active: 'activated' });

  // The old release's file is gone from the kept code; the kept story is still on the device.
  await expect.poll(() => keptCode(page)).not.toContain(dropped);
  expect(await keptCode(page)).toContain('index.html');
  expect(
    await page.evaluate(async () => {
      const cache = await caches.open('monstory-story-kept');
      return (await (await cache.match('/offline/story/kept.json'))?.json()) as unknown;
    }),
  ).toEqual({ title: 'Kept' });
  expect(loads).toHaveLength(1);
});

test('while narration plays the offer waits and nothing reloads; it comes once the narration stops', async ({
  page,
  release,
}) => {
  test.slow();
  await signInBrowser(page, await createVerifiedUser(page.request));
  const { uuid } = await makeFinishedStory(page.request);
  await page.goto(`/story/${uuid}`);
  await expect(page.getByTestId('story-text')).not.toHaveText('');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await page.getByRole('button', { name: 'Spill av historien' }).click();
  const player = page.getByRole('region', { name: 'Lydspiller' });
  await expect(player.getByRole('button', { name: 'Pause' })).toBeVisible();

  publishNextRelease(release.dist, await pageCodeToDrop(page));
  const loads: string[] = [];
  page.on('load', () => loads.push(page.url()));
  await checkForRelease(page);
  await expect.poll(() => waitingState(page)).toBe('installed');
  // The page has heard of the waiting release and drawn a frame since.
  await page.evaluate(
    () => new Promise<void>((done) => requestAnimationFrame(() => setTimeout(done, 0))),
  );

  const prompt = page.getByRole('status', { name: 'En ny versjon er klar' });
  await expect(prompt).toHaveCount(0);
  await expect(player.getByRole('button', { name: 'Pause' })).toBeVisible();
  await player.getByRole('button', { name: 'Pause' }).click();
  await expect(prompt).toBeVisible();
  expect(loads).toEqual([]);
});
