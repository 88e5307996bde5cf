import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { createAppPage, withRenderedHome } from './app-page.js';
import { homeRenderModulePath, loadHomeRenderer } from './rendered-home.js';
import type { HomeFacts } from './rendered-home.js';

// A stand-in for the web build's server module (apps/web/src/prerender/render-home.tsx, whose
// own test renders the real page): it echoes what it was given, and counts its renders.
const MODULE = `
let renders = 0;
export const homeLanguage = (cookie, prefs) =>
  cookie === 'monstory.language=en' || prefs.some((p) => p.startsWith('en')) ? 'en' : 'no';
export async function renderHome(state) {
  renders += 1;
  return { html: '<main>' + state.language + ' ' + state.exampleStories.length + ' #' + renders + '</main>', title: 'Hjem · Monstory' };
}
`;

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rendered-home-'));
const modulePath = path.join(dir, 'render-home.mjs');
fs.writeFileSync(modulePath, MODULE);
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const INDEX = `<!doctype html>
<html lang="no" data-theme="dark">
  <head>
    <title>Monstory</title>
    <meta name="monstory-app-files" content="/assets/boot-1.js /assets/boot-2.css" />
  </head>
  <body>
    <div id="root">
      <!-- splash -->
      <div id="startup-splash"><svg></svg></div>
    </div>
  </body>
</html>
`;

function facts(stories: string[] = ['A </script> tale']): HomeFacts {
  return {
    providers: () => ({
      emailPassword: true,
      anonymous: true,
      google: false,
      apple: false,
      facebook: false,
    }),
    appLinks: () => ({ appStoreUrl: null, playStoreUrl: null }),
    exampleStories: async () => stories.map((title) => ({ title }) as never),
  };
}

describe('the rendered Home', () => {
  it('is looked for next to the web build', () => {
    expect(homeRenderModulePath('/srv/web/dist')).toBe('/srv/web/dist-ssr/render-home.js');
  });

  it('is not offered without the web build’s server module', async () => {
    expect(await loadHomeRenderer(path.join(dir, 'missing.js'), facts())).toBeNull();
  });

  it('renders in the visitor’s language and keeps each page it rendered', async () => {
    const render = await loadHomeRenderer(modulePath, facts());
    const ask = (acceptLanguage: string | undefined, cookie?: string) =>
      render!({ acceptLanguage, cookie });
    const first = await ask('nb-NO,en;q=0.8');
    expect(first.language).toBe('en');
    expect(first.html).toBe('<main>en 1 #1</main>');
    expect(await ask('nb', 'monstory.language=en')).toBe(first);
    const norwegian = await ask('nb-NO');
    expect(norwegian.html).toBe('<main>no 1 #2</main>');
    expect(await ask(undefined)).toBe(norwegian);
  });

  it('renders again at most once a minute, and only when what it shows changed', async () => {
    let clock = 0;
    let stories = ['One'];
    const changing: HomeFacts = {
      ...facts(),
      exampleStories: async () => stories.map((title) => ({ title }) as never),
    };
    const render = await loadHomeRenderer(modulePath, changing, () => clock);
    const ask = () => render!({ acceptLanguage: 'nb', cookie: undefined });
    const first = await ask();
    stories = ['One', 'Two'];
    clock = 59_000;
    expect(await ask()).toBe(first);
    clock = 61_000;
    const second = await ask();
    expect(second).not.toBe(first);
    expect(JSON.parse(second.stateJson).exampleStories).toHaveLength(2);
    clock = 130_000;
    expect(await ask()).toBe(second);
  });

  it('sends state that cannot end its script element', async () => {
    const render = await loadHomeRenderer(modulePath, facts());
    const { stateJson } = await render!({ acceptLanguage: 'nb', cookie: undefined });
    expect(stateJson).not.toContain('</script>');
    expect(JSON.parse(stateJson).exampleStories[0].title).toBe('A </script> tale');
  });

  it('takes the splash’s place, with the language, title, stylesheet and state', () => {
    const html = withRenderedHome(INDEX, {
      language: 'en',
      html: '<main>Home</main>',
      title: 'Home · Monstory',
      stateJson: '{"language":"en"}',
    });
    expect(html).toContain('<html lang="en" data-theme="dark">');
    expect(html).toContain('<title>Home · Monstory</title>');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/boot-2.css"></head>');
    expect(html).not.toContain('startup-splash');
    expect(html).toContain(
      '<div id="root" data-rendered="home"><main>Home</main></div>' +
        '<script type="application/json" id="home-state">{"language":"en"}</script>\n  </body>',
    );
  });

  it('is what a visitor without a session gets at /, and only there', async () => {
    const render = await loadHomeRenderer(modulePath, facts());
    const page = createAppPage(INDEX, { home: render });
    const get = async (path: string, cookie?: string) =>
      (
        await page.render({ path, cookie, acceptsGzip: false, acceptLanguage: 'nb' })
      ).body.toString();
    expect(await get('/')).toContain('data-rendered="home"');
    expect(await get('/generate')).toContain('startup-splash');
    expect(await get('/', 'monstory.session_token=abc')).toContain('startup-splash');
    const zipped = await page.render({ path: '/', cookie: undefined, acceptsGzip: true });
    expect(zipped.gzipped).toBe(true);
    expect(gunzipSync(zipped.body).toString()).toContain('data-rendered="home"');
  });

  it('leaves Home to the app when rendering fails', async () => {
    const page = createAppPage(INDEX, { home: () => Promise.reject(new Error('boom')) });
    const { body } = await page.render({ path: '/', cookie: undefined, acceptsGzip: false });
    expect(body.toString()).toContain('startup-splash');
  });
});
