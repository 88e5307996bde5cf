/**
 * An http(s) address on another origin than the page's, else null. Inside the native shell such
 * a link would replace the app's own page in its web view (or do nothing, for a new window).
 */
export function externalUrl(href: string, pageOrigin: string): string | null {
  let url: URL;
  try {
    url = new URL(href, pageOrigin);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  return url.origin === pageOrigin ? null : url.toString();
}

/**
 * Sends every external link the page opens, clicked or through `window.open`, to `open` (the
 * system's in-app browser) instead. Mail and phone links are left to the shell, which hands them
 * to the device. Returns the undo.
 */
export function interceptExternalLinks(
  doc: Document,
  win: Window,
  open: (url: string) => void,
): () => void {
  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0) return;
    const target = event.target as Element | null;
    const anchor = target?.closest?.('a[href]');
    const url = anchor ? externalUrl(anchor.getAttribute('href') ?? '', win.location.origin) : null;
    if (!url) return;
    event.preventDefault();
    open(url);
  };
  doc.addEventListener('click', onClick);

  const originalOpen = win.open;
  win.open = function openOutside(target?: string | URL, ...rest: [string?, string?]) {
    const url = target === undefined ? null : externalUrl(String(target), win.location.origin);
    if (!url) return originalOpen.call(win, target, ...rest);
    open(url);
    return null;
  };
  return () => {
    doc.removeEventListener('click', onClick);
    win.open = originalOpen;
  };
}
