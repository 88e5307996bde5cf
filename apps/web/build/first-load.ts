import type { IndexHtmlTransformContext, Plugin } from 'vite';

// Build steps for the first screen (issue 8's Lighthouse targets). The page starts in two steps
// (src/main.tsx): a small entry, then boot.tsx with the app. These keep boot's code in few files
// and have index.html ask for them, and for the UI font, together with the page itself.

type Bundle = NonNullable<IndexHtmlTransformContext['bundle']>;

/**
 * Two chunk groups and the plugin that fills them: `start`, what the entry imports (small, and
 * kept out of boot's chunk, which would otherwise take the modules both use and make the entry
 * wait for it), and `boot`, `bootModule`'s static imports that the entry does not load. Boot's
 * files are fetched from index.html beside the entry instead of one round trip after it.
 */
export function bootChunk(bootModule: string) {
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
          .filter((id) => id !== bootId),
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
        html = html.replace(entryTag, '<script type="module" async crossorigin');
        const chunks = Object.values(bundle ?? {});
        // boot.tsx sits in the group's chunk, which has no facade module of its own.
        const boot = chunks.find((c) => c.type === 'chunk' && c.moduleIds.includes(bootId ?? ''));
        if (!boot || boot.type !== 'chunk') throw new Error('bootChunk: no chunk holds boot');
        const files = new Set<string>();
        const styles = new Set<string>();
        const add = (fileName: string) => {
          if (files.has(fileName)) return;
          files.add(fileName);
          const chunk = (bundle as Bundle)[fileName];
          if (chunk?.type !== 'chunk') return;
          chunk.imports.forEach(add);
          chunk.viteMetadata?.importedCss.forEach((css) => styles.add(css));
        };
        add(boot.fileName);
        const link = (attrs: Record<string, string>, fileName: string) => ({
          tag: 'link',
          attrs: { ...attrs, crossorigin: true, href: `/${fileName}` },
          injectTo: 'head' as const,
        });
        const missing = (fileName: string) => !html.includes(`/${fileName}"`);
        // Boot's styles are only fetched early, not applied: a pending stylesheet would hold the
        // entry script back. Vite applies them when boot is imported, and finds them here.
        return {
          html,
          tags: [
            ...[...styles].filter(missing).map((css) => link({ rel: 'preload', as: 'style' }, css)),
            ...[...files].filter(missing).map((js) => link({ rel: 'modulepreload' }, js)),
          ],
        };
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
