import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

// The built app run as the iOS and Android shells run it: the page gets what Capacitor's native
// bridge would give it (window.Capacitor with its plugin headers, and webkit.messageHandlers on
// iOS or androidBridge on Android, by which @capacitor/core tells the platform), and this fake
// bridge answers the App, Network and Browser plugins and plays the shell's events. The server
// and the app's own code are the real ones.

type Platform = 'ios' | 'android';

interface FakeShell {
  emit(plugin: string, event: string, data: unknown): number;
  calls: { plugin: string; method: string }[];
}

/** The built page as the shells load it from the device: index.html, never rendered by a server. */
const INDEX_HTML = join(import.meta.dirname, '../apps/web/dist/index.html');

async function runAsShell(page: Page, platform: Platform) {
  // The server renders Home for a visitor on the web; the shells open the plain page.
  await page.route(
    (url) => url.pathname === '/',
    (route) =>
      route.request().resourceType() === 'document'
        ? route.fulfill({ path: INDEX_HTML, contentType: 'text/html' })
        : route.fallback(),
  );
  await page.addInitScript((platform: Platform) => {
    type Listener = { id: string; callback: (data: unknown) => void };
    const w = window as unknown as Record<string, unknown>;
    if (platform === 'ios') w.webkit = { messageHandlers: { bridge: { postMessage() {} } } };
    else w.androidBridge = { postMessage() {} };
    const listeners = new Map<string, Listener[]>();
    const calls: { plugin: string; method: string }[] = [];
    let next = 0;
    const methods = (promises: string[]) => [
      ...promises.map((name) => ({ name, rtype: 'promise' })),
      { name: 'addListener', rtype: 'callback' },
    ];
    w.Capacitor = {
      getPlatform: () => platform,
      isNativePlatform: () => true,
      PluginHeaders: [
        { name: 'App', methods: methods(['exitApp', 'removeListener']) },
        { name: 'Network', methods: methods(['getStatus', 'removeListener']) },
        { name: 'Browser', methods: methods(['open', 'removeListener']) },
      ],
      nativeCallback(
        plugin: string,
        method: string,
        options: { eventName: string },
        callback: Listener['callback'],
      ) {
        const id = String((next += 1));
        const key = `${plugin}.${options.eventName}`;
        if (method === 'addListener')
          listeners.set(key, [...(listeners.get(key) ?? []), { id, callback }]);
        return id;
      },
      nativePromise(
        plugin: string,
        method: string,
        options: { eventName?: string; callbackId?: string } = {},
      ) {
        calls.push({ plugin, method });
        if (plugin === 'Network' && method === 'getStatus') {
          return Promise.resolve({ connected: true, connectionType: 'wifi' });
        }
        if (method === 'removeListener') {
          const key = `${plugin}.${options.eventName}`;
          listeners.set(
            key,
            (listeners.get(key) ?? []).filter((l) => l.id !== options.callbackId),
          );
        }
        return Promise.resolve(undefined);
      },
    };
    const shell: FakeShell = {
      emit(plugin, event, data) {
        const current = listeners.get(`${plugin}.${event}`) ?? [];
        for (const listener of current) listener.callback(data);
        return current.length;
      },
      calls,
    };
    w.__shell = shell;
  }, platform);
}

/** Plays a shell event once the app listens for it (its plugins load after the first page). */
async function emit(page: Page, plugin: string, event: string, data: unknown) {
  await expect
    .poll(() =>
      page.evaluate(
        ([p, e, d]) =>
          (window as unknown as { __shell: FakeShell }).__shell.emit(p as string, e as string, d),
        [plugin, event, data] as const,
      ),
    )
    .toBeGreaterThan(0);
}

const shellCalls = (page: Page) =>
  page.evaluate(() => (window as unknown as { __shell: FakeShell }).__shell.calls);

const storedToken = (page: Page) =>
  page.evaluate(() => localStorage.getItem('monstory.auth-token'));

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
