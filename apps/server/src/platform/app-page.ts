import { promisify } from 'node:util';
import zlib from 'node:zlib';

const gzip = promisify(zlib.gzip);

/** The identity service's session cookie (`__Secure-` in front when the site runs on https). */
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?monstory\.session_token=[^;]/;

// The reader and the example-story page: where a shared or example story opens.
const STORY_PAGE =
  /^\/(?:home\/)?story\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/?$/i;

export interface AppPageHints {
  /** The address of a story's opening picture, when anyone may see the story; else null. */
  openingPicture?: (uuid: string) => Promise<string | null>;
}

export interface AppPageRequest {
  path: string;
  cookie: string | undefined;
  acceptsGzip: boolean;
}

export interface AppPageResponse {
  body: Buffer;
  gzipped: boolean;
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

function inject(html: string, tags: string): string {
  const at = html.indexOf('</head>');
  if (at >= 0) return html.slice(0, at) + tags + html.slice(at);
  const title = html.indexOf('</title>');
  if (title >= 0) return html.slice(0, title + 8) + tags + html.slice(title + 8);
  return tags + html;
}

/**
 * index.html with what only the server knows when the page is asked for:
 * - whether the request carried a session cookie. Without one the app's start-up skips asking
 *   the identity service who this is, one round trip less on a first visit (the verification
 *   link and the social sign-ins are what set that cookie);
 * - for a story anyone may read, its opening picture as a preload, so a slow phone fetches it
 *   while the app's code is still on its way instead of after it.
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

  async function pictureFor(path: string): Promise<string | null> {
    const uuid = STORY_PAGE.exec(path)?.[1];
    if (!uuid || !hints.openingPicture) return null;
    return hints.openingPicture(uuid.toLowerCase()).catch(() => null);
  }

  return {
    async render(request: AppPageRequest): Promise<AppPageResponse> {
      const key = SESSION_COOKIE.test(request.cookie ?? '') ? 'present' : 'absent';
      const picture = await pictureFor(request.path);
      if (!picture) {
        if (!request.acceptsGzip) return { body: Buffer.from(plain[key]), gzipped: false };
        return { body: await gzipOnce(key), gzipped: true };
      }
      const preload = `<link rel="preload" as="image" fetchpriority="high" href="${escapeAttribute(picture)}">`;
      const page = inject(plain[key], preload);
      return request.acceptsGzip
        ? { body: await gzip(page), gzipped: true }
        : { body: Buffer.from(page), gzipped: false };
    },
  };
}
