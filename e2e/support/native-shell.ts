import { existsSync, statSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import { expect, type Page } from '@playwright/test';

// The built app run as the iOS and Android shells run it: the page gets what Capacitor's native
// bridge would give it (window.Capacitor with its plugin headers, and webkit.messageHandlers on
// iOS or androidBridge on Android, by which @capacitor/core tells the platform), and this fake
// bridge answers the plugins and plays the shell's events. The app's own code, the plugins'
// JavaScript and the server are the real ones; nothing of this reaches a bundle.

export type Platform = 'ios' | 'android';

export interface FakeShell {
  emit(plugin: string, event: string, data: unknown): number;
  calls: { plugin: string; method: string; options?: unknown }[];
}

/**
 * A plugin answered from the test (Node) instead of the page: each method gets the options the
 * app passed and returns what the native side would resolve with, or throws to reject.
 */
export type NodePlugin = Record<string, (options: Record<string, unknown>) => unknown>;

export interface ShellOptions {
  /**
   * The built web folder the shell serves from the device: `dist` (the web build) or `dist-e2e`
   * (`npm run build:e2e -w @monstory/web`, the app with the provider and store ids of a native
   * build, in test values).
   */
  bundle?: 'dist' | 'dist-e2e';
  /** Plugins the journey answers itself (the social-login and purchase plugins). */
  plugins?: Record<string, NodePlugin>;
}

const WEB_DIR = join(import.meta.dirname, '../../apps/web');

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
};

/** The shell serves every page and file from the bundle on the device; only /api is the server's. */
async function serveBundle(page: Page, bundle: string) {
  const root = join(WEB_DIR, bundle);
  const index = join(root, 'index.html');
  if (!existsSync(index)) {
    throw new Error(`${index} is missing: run the web app's build for the native journeys first`);
  }
  await page.route(
    (url) => !url.pathname.startsWith('/api/') && url.pathname !== '/api',
    async (route) => {
      const url = new URL(route.request().url());
      const file = join(
        root,
        normalize(decodeURIComponent(url.pathname)).replace(/^(\.\.[/\\])+/, ''),
      );
      if (file.startsWith(root) && existsSync(file) && statSync(file).isFile()) {
        return route.fulfill({
          path: file,
          contentType: CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
        });
      }
      // The shell answers any other path with the app, which routes it.
      if (route.request().resourceType() === 'document') {
        return route.fulfill({ path: index, contentType: 'text/html' });
      }
      return route.fallback();
    },
  );
}

export async function runAsShell(page: Page, platform: Platform, options: ShellOptions = {}) {
  await serveBundle(page, options.bundle ?? 'dist');
  const nodePlugins = options.plugins ?? {};
  if (Object.keys(nodePlugins).length > 0) {
    await page.exposeFunction(
      '__nativePlugin',
      async (plugin: string, method: string, args: Record<string, unknown>) => {
        const handler = nodePlugins[plugin]?.[method];
        if (!handler) throw new Error(`${plugin}.${method} is not implemented on ${platform}`);
        return handler(args ?? {});
      },
    );
  }
  const headers = Object.fromEntries(
    Object.entries(nodePlugins).map(([name, methods]) => [name, Object.keys(methods)]),
  );
  await page.addInitScript(
    ({ platform, nodeHeaders }: { platform: Platform; nodeHeaders: Record<string, string[]> }) => {
      type Listener = { id: string; callback: (data: unknown) => void };
      const w = window as unknown as Record<string, unknown>;
      if (platform === 'ios') w.webkit = { messageHandlers: { bridge: { postMessage() {} } } };
      else w.androidBridge = { postMessage() {} };
      const listeners = new Map<string, Listener[]>();
      const calls: FakeShell['calls'] = [];
      let next = 0;
      const methods = (promises: string[]) => [
        ...promises.map((name) => ({ name, rtype: 'promise' })),
        { name: 'addListener', rtype: 'callback' },
      ];
      // Set by page.exposeFunction (runAsShell) when the journey answers plugins itself.
      const toNode = (plugin: string, method: string, options: unknown) =>
        (w.__nativePlugin as (p: string, m: string, o: unknown) => Promise<unknown>)(
          plugin,
          method,
          options,
        );
      w.Capacitor = {
        getPlatform: () => platform,
        isNativePlatform: () => true,
        PluginHeaders: [
          { name: 'App', methods: methods(['exitApp', 'removeListener']) },
          { name: 'Network', methods: methods(['getStatus', 'removeListener']) },
          { name: 'Browser', methods: methods(['open', 'removeListener']) },
          ...Object.entries(nodeHeaders).map(([name, promises]) => ({
            name,
            methods: methods(promises),
          })),
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
          calls.push({ plugin, method, options });
          if (plugin in nodeHeaders && method !== 'removeListener') {
            return toNode(plugin, method, options);
          }
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
    },
    { platform, nodeHeaders: headers },
  );
}

/** Plays a shell event once the app listens for it (its plugins load after the first page). */
export async function emit(page: Page, plugin: string, event: string, data: unknown) {
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

export const shellCalls = (page: Page) =>
  page.evaluate(() => (window as unknown as { __shell: FakeShell }).__shell.calls);

export const storedToken = (page: Page) =>
  page.evaluate(() => localStorage.getItem('monstory.auth-token'));
