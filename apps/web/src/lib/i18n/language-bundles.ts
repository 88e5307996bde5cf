import { FALLBACK_LANGUAGE } from '@monstory/contracts/language';
import type { LanguageCode } from '@monstory/contracts/language';
import type { PartialCatalog } from '@monstory/i18n/catalog';
import type { ReferenceBundle } from '@monstory/i18n/bundles/no';
import type { i18n as I18n } from 'i18next';

type Bundle = PartialCatalog<ReferenceBundle>;

// Every language is its own chunk, Norwegian (the default) too: the first page load carries the
// one language it shows, fetched beside the page's code rather than inside the main chunk.
const loaders: Record<LanguageCode, () => Promise<Bundle>> = {
  no: () => import('@monstory/i18n/bundles/no').then((m) => m.noBundle),
  en: () => import('@monstory/i18n/bundles/en').then((m) => m.enBundle),
  da: () => import('@monstory/i18n/bundles/da').then((m) => m.daBundle),
  sv: () => import('@monstory/i18n/bundles/sv').then((m) => m.svBundle),
};

/** The languages whose catalogs must be present to show `code`: itself and its fallback. */
export function languagesNeededFor(code: LanguageCode): LanguageCode[] {
  // Norwegian is the complete reference catalog, so it never needs the English fallback.
  return code === FALLBACK_LANGUAGE || code === 'no' ? [code] : [code, FALLBACK_LANGUAGE];
}

export async function loadBundle(code: LanguageCode): Promise<Bundle> {
  return loaders[code]();
}

/** Adds the catalogs `code` needs to `i18n`, fetching only those it does not have yet. */
export async function ensureLanguageLoaded(i18n: I18n, code: LanguageCode): Promise<void> {
  const missing = languagesNeededFor(code).filter((lng) => !i18n.hasResourceBundle(lng, 'common'));
  const bundles = await Promise.all(missing.map(loadBundle));
  missing.forEach((lng, index) => {
    for (const [namespace, catalog] of Object.entries(bundles[index] ?? {})) {
      i18n.addResourceBundle(lng, namespace, catalog, true, true);
    }
  });
}
