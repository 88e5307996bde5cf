import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { emit, runAsShell, shellCalls, storedToken } from './support/native-shell';

// The built app run as the iOS and Android shells run it (support/native-shell.ts): the guard's
// native rules, links into the app, the network and back-button plugins.

async function anExampleStory(request: APIRequestContext) {
  let items: { uuid: string; title: string }[] = [];
  await expect
    .poll(
      async () => {
        const response = await request.get('/api/example-stories?language=no');
        items = response.ok() ? ((await response.json()) as { items: typeof items }).items : [];
        return items.length;
      },
      { timeout: 20_000 },
    )
    .toBeGreaterThan(0);
  return items[0]!;
}

for (const platform of ['ios', 'android'] as const) {
  test(`in the ${platform} app: the guard’s native rules, a link that opens a story, the offline dialog from the network plugin`, async ({
    page,
    request,
  }) => {
    // A long journey: five of the app's starts and changes of page in one.
    test.setTimeout(90_000);
    const story = await anExampleStory(request);
    await runAsShell(page, platform);

    // Without a user the app opens the public pages (and makes no guest for them)…
    await page.goto('/privacy-policy');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page).toHaveURL('/privacy-policy');
    expect(await storedToken(page)).toBeNull();
    // …the footer there has no social links in the app…
    await expect(page.getByTestId('site-footer')).toBeVisible();
    await expect(
      page.getByTestId('site-footer').getByRole('link', { name: /facebook/i }),
    ).toHaveCount(0);
    // …but not the web's Home: the visitor becomes a guest and goes on to make stories.
    await page.goto('/');
    await expect(page).toHaveURL('/generate', { timeout: 20_000 });
    await expect.poll(() => storedToken(page)).not.toBeNull();

    // A shared story's link opens the app at the path after the host: the guest reads it in the
    // full story view.
    await emit(page, 'App', 'appUrlOpen', { url: `https://monstory.app/home/story/${story.uuid}` });
    await expect(page).toHaveURL(`/story/${story.uuid}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(story.title);

    // The network plugin, not the web view, tells the app the connection is gone, and back.
    const offline = page.getByRole('alertdialog', { name: 'Ingen internettforbindelse' });
    await emit(page, 'Network', 'networkStatusChange', {
      connected: false,
      connectionType: 'none',
    });
    await expect(offline).toBeVisible();
    await emit(page, 'Network', 'networkStatusChange', { connected: true, connectionType: 'wifi' });
    await expect(offline).toHaveCount(0);

    if (platform === 'android') {
      // The back button goes back to where the link found the app, then closes it at the root.
      await emit(page, 'App', 'backButton', { canGoBack: true });
      await expect(page).toHaveURL('/generate');
      // The address changes at once; the router has arrived once the story has gone.
      await expect(page.getByRole('heading', { name: story.title })).toHaveCount(0);
      await emit(page, 'App', 'backButton', { canGoBack: false });
      await expect
        .poll(async () => (await shellCalls(page)).some((c) => c.method === 'exitApp'))
        .toBe(true);
      await expect(page).toHaveURL('/generate');
    }
  });
}
