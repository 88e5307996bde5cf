import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createAppPage } from './app-page.js';
import type { OpenStoryFacts } from './app-page.js';

const HTML = '<!doctype html><html><head><title>Monstory</title></head><body></body></html>';
const UUID = '8e396cd6-b26d-4421-abef-ba7c2945e701';

const facts = (
  picture: string | null,
  overrides: Partial<OpenStoryFacts> = {},
): OpenStoryFacts => ({
  title: 'Tiril & the "lost" chest',
  summary: 'A brave girl <and> her dog',
  language: 'no',
  picture,
  story: () => ({ uuid: UUID, title: 'A </script> tale' }),
  ...overrides,
});

const render = (page: ReturnType<typeof createAppPage>, path: string, cookie?: string) =>
  page.render({ path, cookie, acceptsGzip: false }).then((r) => r.body.toString());

describe('the app page', () => {
  it('says whether the request came with a session cookie', async () => {
    const page = createAppPage(HTML);
    expect(await render(page, '/')).toContain(
      '<meta name="monstory-session-cookie" content="absent"></head>',
    );
    for (const cookie of [
      'monstory.session_token=abc',
      'cc_cookie=x; __Secure-monstory.session_token=abc.def',
    ]) {
      expect(await render(page, '/login', cookie)).toContain('content="present"');
    }
    expect(await render(page, '/', 'cc_cookie=monstory.session_token')).toContain(
      'content="absent"',
    );
    expect(await render(page, '/', 'monstory.session_token=')).toContain('content="absent"');
  });

  it('preloads the opening picture of a story anyone may read, escaped', async () => {
    const asked: string[] = [];
    const page = createAppPage(HTML, {
      openStory: async (uuid) => {
        asked.push(uuid);
        return uuid === UUID ? facts('/api/media/p.svg?expires=1&signature=a"b') : null;
      },
    });
    const preload =
      '<link rel="preload" as="image" fetchpriority="high" href="/api/media/p.svg?expires=1&amp;signature=a&quot;b">';
    expect(await render(page, `/story/${UUID}`)).toContain(preload);
    expect(await render(page, `/home/story/${UUID.toUpperCase()}/`)).toContain(preload);
    expect(await render(page, `/story/00000000-0000-4000-8000-000000000000`)).not.toContain(
      'preload',
    );
    expect(await render(page, `/story/draft/${UUID}`)).not.toContain('preload');
    expect(await render(page, '/library')).not.toContain('preload');
    expect(asked).toEqual([UUID, UUID, '00000000-0000-4000-8000-000000000000']);
  });

  it("gives a shared story's link its title and summary for previews, escaped", async () => {
    const page = createAppPage(HTML, { openStory: async () => facts(null) });
    const html = await render(page, `/story/${UUID}`);
    expect(html).toContain(
      '<meta property="og:title" content="Tiril &amp; the &quot;lost&quot; chest">',
    );
    expect(html).toContain(
      '<meta property="og:description" content="A brave girl &lt;and> her dog">',
    );
    expect(html).toContain('<meta property="og:locale" content="nb_NO">');
    expect(html).toContain('<meta property="og:site_name" content="Monstory">');
    expect(html).not.toContain('preload');
    const bare = createAppPage(HTML, {
      openStory: async () => facts(null, { summary: '', language: 'xx' }),
    });
    const plain = await render(bare, `/story/${UUID}`);
    expect(plain).toContain('og:title');
    expect(plain).not.toContain('og:description');
    expect(plain).not.toContain('og:locale');
    expect(await render(page, '/library')).not.toContain('og:');
  });

  it('hands a visitor the story itself, and someone signed in only its preview', async () => {
    const page = createAppPage(HTML, { openStory: async () => facts(null) });
    const html = await render(page, `/story/${UUID}`);
    const data = /<script type="application\/json" id="open-story">(.*?)<\/script><\/body>/.exec(
      html,
    );
    expect(JSON.parse(data?.[1] ?? 'null')).toEqual({ uuid: UUID, title: 'A </script> tale' });
    expect(data?.[1]).not.toContain('</script>');
    const signedIn = await render(page, `/story/${UUID}`, 'monstory.session_token=abc');
    expect(signedIn).toContain('og:title');
    expect(signedIn).not.toContain('open-story');
  });

  it("opens a visitor's story on its cover: the opening picture and title in place of the logo", async () => {
    const index =
      '<!doctype html><html><head><title>Monstory</title></head><body>' +
      '<div id="root"><div id="startup-splash"><svg></svg></div></div></body></html>';
    const page = createAppPage(index, {
      openStory: async () => facts('/p.svg?a=1&b="2"', { pictureAlt: 'Tiril <at> home' }),
    });
    const html = await render(page, `/story/${UUID}`);
    expect(html).toContain(
      '<div id="root"><div id="startup-splash" class="story-cover">' +
        '<img src="/p.svg?a=1&amp;b=&quot;2&quot;" alt="Tiril &lt;at> home" fetchpriority="high">' +
        '<p>Tiril &amp; the "lost" chest</p></div></div>',
    );
    expect(html).not.toContain('<svg>');
    const signedIn = await render(page, `/story/${UUID}`, 'monstory.session_token=abc');
    expect(signedIn).toContain('<div id="startup-splash"><svg></svg></div>');
    const noPicture = createAppPage(index, { openStory: async () => facts(null) });
    expect(await render(noPicture, `/story/${UUID}`)).toContain('<svg></svg>');
  });

  it('leaves the picture and preview out when looking the story up fails', async () => {
    const page = createAppPage(HTML, { openStory: () => Promise.reject(new Error('db')) });
    const html = await render(page, `/story/${UUID}`);
    expect(html).not.toContain('preload');
    expect(html).not.toContain('og:');
  });

  it('compresses for a client that takes gzip', async () => {
    const page = createAppPage(HTML, { openStory: async () => facts('/p.svg') });
    for (const path of ['/', `/story/${UUID}`]) {
      const { body, gzipped } = await page.render({ path, cookie: undefined, acceptsGzip: true });
      expect(gzipped).toBe(true);
      expect(gunzipSync(body).toString()).toContain('<meta name="monstory-session-cookie"');
    }
  });
});
