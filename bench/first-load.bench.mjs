// First-load JavaScript and CSS per top route, gzip-compressed, as Chromium actually requests them
// from the production build (route chunks are lazy, so each route's figure includes its own chunk).
// A visitor's Home comes rendered by the server; the code its first touch fetches is shown too.
import { createRequire } from 'node:module';
import { readFileSync, existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { CHROMIUM_PATH, QUIET_CHROMIUM_FLAGS } from './lib/chromium.mjs';
import { startServer, repoRoot } from './lib/server.mjs';

export const title = 'First-load JavaScript and CSS (gzip)';

const ROUTES = [
  '/',
  '/generate',
  '/library',
  '/stuff',
  '/story/00000000-0000-4000-8000-000000000000',
  '/faq',
];
const TARGETS = { '/': 150 };

/**
 * Resolves once no request but the notification stream (open for as long as the page is) has
 * been in flight for half a second: Playwright's networkidle never comes with a stream open.
 */
function trackQuiet(page) {
  const open = new Set();
  let last = Date.now();
  const counted = (req) => !new URL(req.url()).pathname.endsWith('/stream');
  page.on('request', (req) => counted(req) && open.add(req));
  const done = (req) => {
    if (open.delete(req)) last = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return async () => {
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline) {
      if (open.size === 0 && Date.now() - last >= 500) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`the page was still loading after 30 s (${open.size} requests open)`);
  };
}

export async function run() {
  const require = createRequire(join(repoRoot, 'package.json'));
  const { chromium } = require('playwright-core');
  const dist = join(repoRoot, 'apps/web/dist');
  const server = await startServer();
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--headless', ...QUIET_CHROMIUM_FLAGS],
  });
  const rows = [];
  try {
    for (const route of ROUTES) {
      // A Norwegian family, the default audience: one language catalog, no English fallback.
      const context = await browser.newContext({ locale: 'nb-NO' });
      const page = await context.newPage();
      const files = { script: new Set(), stylesheet: new Set() };
      page.on('request', (req) => {
        const url = new URL(req.url());
        if (url.origin !== server.baseURL) return;
        const type = req.resourceType();
        if (type in files) files[type].add(url.pathname);
      });
      const quiet = trackQuiet(page);
      await page.goto(server.baseURL + route, { waitUntil: 'load' });
      await quiet();
      const gz = (set) =>
        [...set].reduce((sum, path) => {
          const file = join(dist, path);
          return existsSync(file) ? sum + gzipSync(readFileSync(file), { level: 9 }).length : sum;
        }, 0) / 1024;
      const js = gz(files.script);
      const target = TARGETS[route];
      rows.push({
        metric: `${route} JS (${files.script.size} files)`,
        value: js,
        unit: 'KB',
        target,
        better: 'lower',
      });
      rows.push({
        metric: `${route} CSS (${files.stylesheet.size} files)`,
        value: gz(files.stylesheet),
        unit: 'KB',
      });
      if (route === '/') {
        // Home comes rendered (decision 0013); its controls work once React has adopted the
        // page, which a visitor's first touch fetches. What that touch costs, told apart.
        const before = new Set(files.script);
        files.script.clear();
        await page.getByRole('button').first().hover();
        await page.locator('#root').evaluate(
          (root) =>
            new Promise((resolve) => {
              const check = () =>
                Object.keys(root).some((key) => key.startsWith('__reactContainer'))
                  ? resolve(undefined)
                  : setTimeout(check, 50);
              check();
            }),
        );
        await quiet();
        for (const path of before) files.script.delete(path);
        rows.push({
          metric: `/ JS fetched on the first touch (${files.script.size} files)`,
          value: gz(files.script),
          unit: 'KB',
        });
      }
      await context.close();
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  return rows;
}
