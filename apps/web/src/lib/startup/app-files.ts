// The app's files (boot.tsx's chunks and stylesheet), listed in index.html by the build
// (build/first-load.ts). main.tsx evaluates them in stages, one task each; asking for all of them
// at once keeps the downloads from waiting on each other too.

const META_NAME = 'monstory-app-files';

/** Starts fetching the app's files without running them; nothing happens in development. */
export function fetchAppFiles(doc: Document = document): void {
  const list = doc.querySelector(`meta[name="${META_NAME}"]`)?.getAttribute('content') ?? '';
  for (const href of list.split(' ').filter(Boolean)) {
    if (doc.querySelector(`link[href="${href}"]`)) continue;
    const link = doc.createElement('link');
    if (href.endsWith('.css')) {
      link.rel = 'preload';
      link.setAttribute('as', 'style');
    } else {
      link.rel = 'modulepreload';
    }
    link.crossOrigin = '';
    link.href = href;
    doc.head.appendChild(link);
  }
}
