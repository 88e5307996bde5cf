import { FALLBACK_LANGUAGE } from '@monstory/contracts/language';
import type { LanguageCode } from '@monstory/contracts/language';
import type { Namespace } from '@monstory/i18n/bundles/no';
import { partsFor } from '@monstory/i18n/catalog-parts';
import type { CatalogPart } from '@monstory/i18n/catalog-parts';
import { PART_LOADERS } from '@monstory/i18n/part-loaders';
import type { CatalogPiece } from '@monstory/i18n/part-loaders';
import type { i18n as I18n } from 'i18next';

// The catalogs arrive in parts (packages/i18n catalog-parts.ts), each its own chunk: the first
// page load carries the core part of its language (main.tsx starts it) and the parts of the page
// it opens (its route loads them beside its code, page-namespaces.ts).

/** The languages whose catalogs must be present to show `code`: itself and its fallback. */
export function languagesNeededFor(code: LanguageCode): LanguageCode[] {
  // Norwegian is the complete reference catalog, so it never needs the English fallback.
  return code === FALLBACK_LANGUAGE || code === 'no' ? [code] : [code, FALLBACK_LANGUAGE];
}

const loading = new Map<string, Promise<CatalogPiece>>();

/** One part of a language's catalog; empty where that language has no such part yet. */
export function loadCatalogPart(code: LanguageCode, part: CatalogPart): Promise<CatalogPiece> {
  const key = `${code}|${part}`;
  let piece = loading.get(key);
  if (!piece) {
    piece = PART_LOADERS[code][part]?.() ?? Promise.resolve({});
    // A failed download is asked for again next time, not remembered.
    piece.catch(() => loading.delete(key));
    loading.set(key, piece);
  }
  return piece;
}

/** The part of `code`'s catalog every screen needs: start-up, the shell, the cookie banner. */
export function loadBundle(code: LanguageCode): Promise<CatalogPiece> {
  return loadCatalogPart(code, 'core');
}

/**
 * Adds to `i18n` what showing `code` takes: every namespace the app has loaded so far (the core
 * and those of the pages opened), in `code` and its fallback, fetching only what is missing.
 */
export async function ensureLanguageLoaded(i18n: I18n, code: LanguageCode): Promise<void> {
  // i18next keeps the namespaces asked for so far (init's and loadNamespaces') in options.ns.
  const namespaces = [i18n.options.ns ?? []].flat() as Namespace[];
  await Promise.all(
    languagesNeededFor(code).map(async (lng) => {
      const missing = namespaces.filter((namespace) => !i18n.hasResourceBundle(lng, namespace));
      const pieces = await Promise.all(partsFor(missing).map((part) => loadCatalogPart(lng, part)));
      const texts: CatalogPiece = Object.assign({}, ...pieces);
      for (const namespace of missing) {
        i18n.addResourceBundle(lng, namespace, texts[namespace] ?? {}, true, true);
      }
    }),
  );
}
