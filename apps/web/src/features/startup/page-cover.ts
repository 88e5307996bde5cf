// A story anyone may read opens on its cover while the app starts (index.html's `.story-cover`
// rules): the server puts it in place of the logo for a visitor (platform/app-page.ts), and the
// app's first view keeps showing it, rather than the logo, until the reader is there.

export interface PageCover {
  /** The page it belongs to: another page's loading shows the logo. */
  path: string;
  picture: string;
  alt: string;
  title: string;
}

let kept: PageCover | null = null;

/** Read once at start, before React replaces the page's markup. */
export function keepPageCover(doc: Document = document, path = window.location.pathname): void {
  const cover = doc.querySelector('#startup-splash.story-cover');
  const image = cover?.querySelector('img');
  const picture = image?.getAttribute('src');
  const title = cover?.querySelector('p')?.textContent;
  kept = image && picture && title ? { path, picture, alt: image.alt, title } : null;
}

/** The cover of the page at `path`, if it came with one. */
export function pageCoverFor(path: string): PageCover | null {
  return kept?.path === path ? kept : null;
}
