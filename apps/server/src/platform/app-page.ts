import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { scriptSafeJson, type HomeRenderer, type RenderedHomePage } from './rendered-home.js';

const gzip = promisify(zlib.gzip);

/** The identity service's session cookie (`__Secure-` in front when the site runs on https). */
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?monstory\.session_token=[^;]/;

// The reader and the example-story page: where a shared or example story opens.
const STORY_PAGE =
  /^\/(?:home\/)?story\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/?$/i;

/** What a page may tell about a story anyone may read (an example, published or shared one). */
export interface OpenStoryFacts {
  title: string;
  summary: string;
  /** The story's language code (`no`, `en` …). */
  language: string;
  /** The address of its opening picture, when it has one. */
  picture: string | null;
  /** What the opening picture shows, in words. */
  pictureAlt?: string | null;
  /** The story as GET /api/public/story/{uuid} answers it; only a visitor's page holds it. */
  story: () => unknown;
}

export interface AppPageHints {
  /** The facts of a story when anyone may read it; else null. */
  openStory?: (uuid: string) => Promise<OpenStoryFacts | null>;
  /** Home rendered for a visitor (platform/rendered-home.ts); absent when the build has none. */
  home?: HomeRenderer | null;
}

export interface AppPageRequest {
  path: string;
  cookie: string | undefined;
  acceptsGzip: boolean;
  acceptLanguage?: string | undefined;
}

export interface AppPageResponse {
  body: Buffer;
  gzipped: boolean;
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

function escapeText(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function inject(html: string, tags: string): string {
  const at = html.indexOf('</head>');
  if (at >= 0) return html.slice(0, at) + tags + html.slice(at);
  const title = html.indexOf('</title>');
  if (title >= 0) return html.slice(0, title + 8) + tags + html.slice(title + 8);
  return tags + html;
}

/** The locales link previews know, for the story's language. */
const PREVIEW_LOCALE: Record<string, string> = {
  no: 'nb_NO',
  en: 'en_US',
  da: 'da_DK',
  sv: 'sv_SE',
};

/**
 * A story's opening picture as a preload, and what a chat app shows when a parent shares the
 * link: the story's title and summary (Open Graph). The pictures are SVG, which link previews do
 * not show, so none is named for them.
 */
function storyTags(story: OpenStoryFacts): string {
  const meta = (property: string, content: string) =>
    `<meta property="${property}" content="${escapeAttribute(content)}">`;
  const locale = PREVIEW_LOCALE[story.language];
  return [
    story.picture
      ? `<link rel="preload" as="image" fetchpriority="high" href="${escapeAttribute(story.picture)}">`
      : '',
    meta('og:type', 'article'),
    meta('og:site_name', 'Monstory'),
    meta('og:title', story.title),
    story.summary ? meta('og:description', story.summary) : '',
    locale ? meta('og:locale', locale) : '',
    '<meta name="twitter:card" content="summary">',
  ].join('');
}

/**
 * The story's cover in place of the logo while the app starts: its opening picture (already
 * preloaded) and title, drawn by index.html's own rules and kept by the app's first view until
 * the reader is there (web features/startup/page-cover.ts).
 */
function withStoryCover(html: string, story: OpenStoryFacts): string {
  const root = rootOf(html);
  if (!story.picture || !root) return html;
  const cover =
    '<div id="startup-splash" class="story-cover">' +
    `<img src="${escapeAttribute(story.picture)}" alt="${escapeAttribute(story.pictureAlt ?? '')}" fetchpriority="high">` +
    `<p>${escapeText(story.title)}</p></div>`;
  return `${html.slice(0, root.start)}<div id="root">${cover}</div>${html.slice(root.end)}`;
}

/** The story's JSON at the end of the body, where it holds nothing in the head back. */
function withOpenStory(html: string, story: OpenStoryFacts): string {
  const data = `<script type="application/json" id="open-story">${scriptSafeJson(story.story())}</script>`;
  const at = html.lastIndexOf('</body>');
  return at < 0 ? html + data : html.slice(0, at) + data + html.slice(at);
}

/** Where index.html's `<div id="root">` (and the splash in it) starts and ends. */
function rootOf(html: string): { start: number; end: number } | null {
  const start = html.indexOf('<div id="root">');
  const bodyEnd = html.lastIndexOf('</body>');
  const end = html.lastIndexOf('</div>', bodyEnd);
  if (start < 0 || bodyEnd < 0 || end < start) return null;
  return { start, end: end + '</div>'.length };
}

/** The stylesheets among the app's files that the build lists in index.html. */
function appStylesheets(html: string): string[] {
  const list = /<meta name="monstory-app-files" content="([^"]*)"/.exec(html)?.[1] ?? '';
  return list.split(' ').filter((file) => file.endsWith('.css'));
}

/**
 * index.html with Home in it: its language and title, the app's stylesheet (the page is drawn
 * before any script runs), the markup in place of the splash, and the state to hydrate with.
 */
export function withRenderedHome(html: string, home: RenderedHomePage): string {
  const root = rootOf(html);
  if (!root) return html;
  const styles = appStylesheets(html)
    .map((href) => `<link rel="stylesheet" crossorigin href="${escapeAttribute(href)}">`)
    .join('');
  const head = inject(html.slice(0, root.start), styles)
    .replace(/<html lang="[^"]*"/, `<html lang="${escapeAttribute(home.language)}"`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeAttribute(home.title)}</title>`);
  return (
    head +
    `<div id="root" data-rendered="home">${home.html}</div>` +
    `<script type="application/json" id="home-state">${home.stateJson}</script>` +
    html.slice(root.end)
  );
}

/**
 * index.html with what only the server knows when the page is asked for:
 * - whether the request carried a session cookie. Without one the app's start-up skips asking
 *   the identity service who this is, one round trip less on a first visit (the verification
 *   link and the social sign-ins are what set that cookie);
 * - for a story anyone may read, its opening picture as a preload, so a slow phone fetches it
 *   while the app's code is still on its way instead of after it, and its link preview. A
 *   visitor's page holds the story too (`<script type="application/json" id="open-story">`): the
 *   reader shows it without asking for it first (web lib/story/visitor-story.ts);
 * - for a visitor's Home, the page itself (withRenderedHome).
 */
export function createAppPage(html: string, hints: AppPageHints = {}) {
  const base = (cookie: boolean) =>
    inject(
      html,
      `<meta name="monstory-session-cookie" content="${cookie ? 'present' : 'absent'}">`,
    );
  const plain = { present: base(true), absent: base(false) };
  const zipped = new Map<string, Promise<Buffer>>();
  const gzipOnce = (key: 'present' | 'absent') => {
    let body = zipped.get(key);
    if (!body) zipped.set(key, (body = gzip(plain[key])));
    return body;
  };

  async function storyFor(path: string): Promise<OpenStoryFacts | null> {
    const uuid = STORY_PAGE.exec(path)?.[1];
    if (!uuid || !hints.openStory) return null;
    return hints.openStory(uuid.toLowerCase()).catch(() => null);
  }

  const homeZipped = new WeakMap<RenderedHomePage, Promise<Buffer>>();
  async function renderedHome(request: AppPageRequest): Promise<AppPageResponse | null> {
    if (!hints.home || request.path !== '/') return null;
    // The app draws Home itself then, as it does every other page (the renderer logs why).
    const home = await hints
      .home({ acceptLanguage: request.acceptLanguage, cookie: request.cookie })
      .catch(() => null);
    if (!home) return null;
    if (!request.acceptsGzip) {
      return { body: Buffer.from(withRenderedHome(plain.absent, home)), gzipped: false };
    }
    let body = homeZipped.get(home);
    if (!body) homeZipped.set(home, (body = gzip(withRenderedHome(plain.absent, home))));
    return { body: await body, gzipped: true };
  }

  return {
    async render(request: AppPageRequest): Promise<AppPageResponse> {
      const key = SESSION_COOKIE.test(request.cookie ?? '') ? 'present' : 'absent';
      const home = key === 'absent' ? await renderedHome(request) : null;
      if (home) return home;
      const story = await storyFor(request.path);
      if (!story) {
        if (!request.acceptsGzip) return { body: Buffer.from(plain[key]), gzipped: false };
        return { body: await gzipOnce(key), gzipped: true };
      }
      const tagged = inject(plain[key], storyTags(story));
      const page = key === 'absent' ? withOpenStory(withStoryCover(tagged, story), story) : tagged;
      return request.acceptsGzip
        ? { body: await gzip(page), gzipped: true }
        : { body: Buffer.from(page), gzipped: false };
    },
  };
}
