import type { IndexHtmlTransformContext, Plugin } from 'vite';

type Bundle = NonNullable<IndexHtmlTransformContext['bundle']>;

// Build steps for the first screen (Lighthouse performance ≥ 95,
// docs/decisions/0012-first-load.md). The page starts in two steps (src/main.tsx): a small entry,
// which shows a first visitor the cookie banner, then boot.tsx with the app. These keep boot's code
// in few files, make the entry an async script, and have index.html ask for the UI font with the
// page itself. Boot's files are not preloaded from the page: on a first visit they would compete
// with the banner, and everyone else loses only the entry's own small round trip.

/**
 * Two chunk groups and the plugin that fills them: `start`, what the entry imports (small, and
 * kept out of boot's chunk, which would otherwise take the modules both use and make the entry
 * wait for it), and `boot`, `bootModule`'s static imports that the entry does not load.
 */
export function bootChunk(bootModule: string, stages: string[] = []) {
  const captured = new Set<string>();
  const entry = new Set<string>();
  let bootId: string | undefined;

  const plugin: Plugin = {
    name: 'monstory:boot-chunk',
    apply: 'build',
    buildEnd() {
      const reach = (start: string[]) => {
        const seen = new Set<string>();
        const queue = [...start];
        for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
          if (seen.has(id)) continue;
          seen.add(id);
          queue.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
        return seen;
      };
      const ids = [...this.getModuleIds()];
      bootId = ids.find((id) => id.endsWith(bootModule));
      if (!bootId) throw new Error(`bootChunk: ${bootModule} is not in the build`);
      for (const id of reach(ids.filter((id) => this.getModuleInfo(id)?.isEntry))) entry.add(id);
      // What the entry itself loads early (the cookie banner, the language) must not wait for
      // boot's chunk: the few modules they share with boot go with the entry instead.
      const early = reach(
        [...entry]
          .flatMap((id) => this.getModuleInfo(id)?.dynamicallyImportedIds ?? [])
          .filter((id) => id !== bootId && !stages.some((stage) => id.endsWith(stage))),
      );
      for (const id of reach([bootId])) {
        if (entry.has(id)) continue;
        if (early.has(id)) entry.add(id);
        else captured.add(id);
      }
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        // async: a deferred module (Vite's default) holds DOMContentLoaded back, and Chromium
        // paints nothing before that; the splash in the page needs no script to be drawn.
        const entryTag = '<script type="module" crossorigin';
        if (!html.includes(entryTag)) throw new Error('bootChunk: no entry script in index.html');
        const chunks = Object.values(bundle ?? {});
        // boot.tsx sits in the group's chunk, which has no facade module of its own.
        const boot = chunks.find((c) => c.type === 'chunk' && c.moduleIds.includes(bootId ?? ''));
        if (!boot || boot.type !== 'chunk') throw new Error('bootChunk: no chunk holds boot');
        const files = new Set<string>();
        const add = (fileName: string) => {
          const chunk = (bundle as Bundle)[fileName];
          // The entry is on its way already: it is the script that reads this list.
          if (files.has(fileName) || (chunk?.type === 'chunk' && chunk.isEntry)) return;
          files.add(fileName);
          if (chunk?.type !== 'chunk') return;
          chunk.imports.forEach(add);
          chunk.viteMetadata?.importedCss.forEach((css) => files.add(css));
        };
        add(boot.fileName);
        // The app's files, for the entry to ask for all at once when their turn comes
        // (src/lib/startup/app-files.ts) rather than one stage after the other.
        const list = [...files].map((file) => `/${file}`).join(' ');
        return html
          .replace(entryTag, '<script type="module" async crossorigin')
          .replace('</head>', `  <meta name="monstory-app-files" content="${list}" />\n  </head>`);
      },
    },
  };
  return {
    plugin,
    // Rolldown's runtime helpers too: every chunk needs them, so the entry carries them rather
    // than waiting for a file of their own.
    startGroup: {
      name: 'start',
      test: (id: string) => entry.has(id) || id.includes('rolldown/runtime'),
      priority: 3,
    },
    bootGroup: { name: 'boot', test: (id: string) => captured.has(id), priority: 1 },
  };
}

/**
 * Asks for the UI font with the page itself: otherwise the browser finds it only after the
 * stylesheet is in and text is laid out, and headings swap their face late. The file name is
 * the one Vite gave the stylesheet's font, hash included.
 */
export function preloadFont(sourceName: string): Plugin {
  return {
    name: 'monstory:preload-font',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const font = Object.values(bundle ?? {}).find(
          (file) =>
            file.type === 'asset' && file.originalFileNames.some((n) => n.endsWith(sourceName)),
        );
        if (!font) throw new Error(`preloadFont: ${sourceName} is not in the build`);
        const attrs = { rel: 'preload', href: `/${font.fileName}`, as: 'font', type: 'font/woff2' };
        return [{ tag: 'link', attrs: { ...attrs, crossorigin: true }, injectTo: 'head' }];
      },
    },
  };
}
