import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFakeWebDist } from '../../test/fake-web-dist.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { signUpVerified } from '../../test/test-users.js';
import { insertTestStory, send } from './library.testing.js';

// A shared or example story's page names its opening picture, so a phone fetches it while the
// app's code is still arriving (platform/app-page.ts); a private story's page names nothing.

const dist = createFakeWebDist();
let t: TestApp;
let stories: { shared: string; private: string };

beforeAll(async () => {
  t = await createTestApp({ config: { webDistDir: dist.dir } });
  const owner = await signUpVerified(t.app);
  const now = t.clock.now().toISOString();
  stories = {
    shared: await insertTestStory(t.app, owner.userId, { shared_at: now, withPicture: true }),
    private: await insertTestStory(t.app, owner.userId, { withPicture: true }),
  };
});
afterAll(async () => {
  await t.close();
  dist.remove();
});

const page = async (path: string) => (await t.app.inject({ method: 'GET', url: path })).body;

describe('the page of a story', () => {
  it('preloads the opening picture the reader will ask for, when anyone may read the story', async () => {
    const story = (await send(t.app, {}, 'GET', `/api/public/story/${stories.shared}`)).json();
    const url = (story.paragraphs[0].image.url as string).replace(/&/g, '&amp;');
    for (const path of [`/story/${stories.shared}`, `/home/story/${stories.shared}`]) {
      expect(await page(path)).toContain(
        `<link rel="preload" as="image" fetchpriority="high" href="${url}">`,
      );
    }
  });

  it('gives the link its preview: the title and summary the reader will show', async () => {
    const story = (await send(t.app, {}, 'GET', `/api/public/story/${stories.shared}`)).json();
    const html = await page(`/story/${stories.shared}`);
    expect(html).toContain(`<meta property="og:title" content="${story.title as string}">`);
    expect(html).toContain('<meta property="og:type" content="article">');
  });

  it('holds, for a visitor, the story exactly as GET /api/public/story sends it', async () => {
    const story = (await send(t.app, {}, 'GET', `/api/public/story/${stories.shared}`)).json();
    const html = await page(`/story/${stories.shared}`);
    const data = /<script type="application\/json" id="open-story">(.*?)<\/script>/.exec(html);
    expect(JSON.parse(data?.[1] ?? 'null')).toEqual(story);
  });

  it('names nothing for a private story or an unknown one', async () => {
    expect(await page(`/story/${stories.private}`)).not.toContain('rel="preload"');
    expect(await page(`/story/${stories.private}`)).not.toContain('open-story');
    expect(await page(`/story/${stories.private}`)).not.toContain('og:title');
    expect(await page('/story/00000000-0000-4000-8000-000000000000')).not.toContain('preload');
  });
});
