import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createAppPage, withRenderedHome } from './app-page.js';
import { createHomeRenderer, homeRenderModulePath, renderInChildProcess } from './rendered-home.js';
import type { HomeFacts, HomeState, RenderState } from './rendered-home.js';

// A stand-in for the web build's server module (apps/web/src/prerender/render-home.tsx, whose
// own test renders the real page): it echoes what it was given.
const MODULE = `
export async function renderHome(state) {
  return { html: '<main>' + state.language + ' ' + state.exampleStories.length + '</main>', title: 'Hjem · Monstory' };
}
`;

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rendered-home-'));
const modulePath = path.join(dir, 'render-home.mjs');
fs.writeFileSync(modulePath, MODULE);
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** Renders like the module above, in this thread, counting its renders. */
function countingRender() {
  const calls: HomeState[] = [];
  const render: RenderState = async (state) => {
    calls.push(state);
    return { html: `<main>${state.language} #${calls.length}</main>`, title: 'Hjem · Monstory' };
  };
  return { render, calls };
}

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

  it('is not offered without the web build’s server module', () => {
    expect(createHomeRenderer(path.join(dir, 'missing.js'), facts())).toBeNull();
  });

  it('renders in the visitor’s language, by the cookie first, and keeps the page', async () => {
    const { render, calls } = countingRender();
    const home = createHomeRenderer(modulePath, facts(), { render })!;
    const ask = (acceptLanguage: string | undefined, cookie?: string) =>
      home({ acceptLanguage, cookie });
    const english = await ask('en-GB,en;q=0.8');
    expect(english.language).toBe('en');
    expect(english.html).toBe('<main>en #1</main>');
    expect(await ask('nb', 'a=b; monstory.language=en')).toBe(english);
    const norwegian = await ask('nb-NO');
    expect(norwegian.html).toBe('<main>no #2</main>');
    // Danish is not offered yet; Norwegian is the default.
    expect(await ask('da')).toBe(norwegian);
    expect(calls).toHaveLength(2);
  });

  it('looks again after a minute, sending the page before until the new one is there', async () => {
    let clock = 0;
    let stories = ['One'];
    const { render, calls } = countingRender();
    const changing: HomeFacts = {
      ...facts(),
      exampleStories: async () => stories.map((title) => ({ title }) as never),
    };
    const home = createHomeRenderer(modulePath, changing, { render, now: () => clock })!;
    const ask = () => home({ acceptLanguage: 'nb', cookie: undefined });
    const first = await ask();
    stories = ['One', 'Two'];
    clock = 59_000;
    expect(await ask()).toBe(first);
    clock = 61_000;
    expect(await ask()).toBe(first);
    await vi.waitFor(async () => expect(await ask()).not.toBe(first));
    const second = await ask();
    expect(JSON.parse(second.stateJson).exampleStories).toHaveLength(2);
    // Nothing changed a minute later: no render.
    clock = 130_000;
    await ask();
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    expect(await ask()).toBe(second);
  });

  it('keeps sending the page it has when a new render fails, and says so', async () => {
    let clock = 0;
    let fail = false;
    const failures: unknown[] = [];
    const render: RenderState = async (state) => {
      if (fail) throw new Error('boom');
      return { html: `<main>${state.exampleStories.length}</main>`, title: 'Hjem · Monstory' };
    };
    let stories = ['One'];
    const changing: HomeFacts = {
      ...facts(),
      exampleStories: async () => stories.map((title) => ({ title }) as never),
    };
    const home = createHomeRenderer(modulePath, changing, {
      render,
      now: () => clock,
      onRefreshFailed: (error) => failures.push(error),
    })!;
    const first = await home({ acceptLanguage: 'nb', cookie: undefined });
    fail = true;
    stories = [];
    clock = 61_000;
    expect(await home({ acceptLanguage: 'nb', cookie: undefined })).toBe(first);
    await vi.waitFor(() => expect(failures).toHaveLength(1));
    expect(await home({ acceptLanguage: 'nb', cookie: undefined })).toBe(first);
  });

  it('sends state that cannot end its script element', async () => {
    const home = createHomeRenderer(modulePath, facts(), { render: countingRender().render })!;
    const { stateJson } = await home({ acceptLanguage: 'nb', cookie: undefined });
    expect(stateJson).not.toContain('</script>');
    expect(JSON.parse(stateJson).exampleStories[0].title).toBe('A </script> tale');
  });

  it('renders in a child process with the web build’s module', async () => {
    const page = await renderInChildProcess(modulePath)({
      language: 'en',
      providers: facts().providers(),
      exampleStories: [],
      appLinks: facts().appLinks(),
    });
    expect(page).toEqual({ html: '<main>en 0</main>', title: 'Hjem · Monstory' });
    const broken = path.join(dir, 'broken.mjs');
    fs.writeFileSync(broken, 'export async function renderHome() { throw new Error("no"); }');
    await expect(renderInChildProcess(broken)(JSON.parse('{}') as HomeState)).rejects.toThrow(
      /Home could not be rendered/,
    );
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
    const home = createHomeRenderer(modulePath, facts(), { render: countingRender().render });
    const page = createAppPage(INDEX, { home });
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
