import { FALLBACK_LANGUAGE, LanguageCode, isLanguageCode } from '@monstory/contracts/language';
import type { Namespace } from '@monstory/i18n/bundles/no';
import i18next from 'i18next';
import type { i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { catalogBackend } from './catalog-backend';
import { languagesNeededFor } from './language-bundles';
import { CORE_NAMESPACES } from './namespaces';
import { loadNamespaces } from './page-namespaces';

/**
 * A ready i18next instance showing `language`, with the core namespaces (what every screen may
 * show) in that language and its fallback. Each page's route loads the page's own namespaces
 * (page-namespaces.ts); `extra` is for tests that render a component without its page.
 */
export async function createAppI18n(
  language: LanguageCode,
  extra: readonly Namespace[] = [],
): Promise<I18n> {
  const instance = i18next.createInstance();
  const namespaces = [...new Set([...CORE_NAMESPACES, ...extra])];
  // init runs here, before the first await, so that a route's lazy load started right after
  // (boot.tsx creates the router next) finds the instance and its language already set.
  await instance
    .use(catalogBackend)
    .use(initReactI18next)
    .init({
      lng: language,
      // docs/product.md#constants: the text layer falls back to English even though the profile default is
      // Norwegian, the complete reference catalog, which needs no fallback (so none is fetched).
      fallbackLng: (code) =>
        isLanguageCode(code) ? languagesNeededFor(code).slice(1) : [FALLBACK_LANGUAGE],
      supportedLngs: [...LanguageCode],
      load: 'languageOnly',
      ns: namespaces,
      defaultNS: 'common',
      // Texts come from the backend in parts; a language change fetches every namespace loaded
      // so far (options.ns) in the new language before switching. Started at once, not a tick
      // later, so the language is set when this returns its promise.
      initAsync: false,
      // React escapes what it renders; escaping here too would show "&amp;" to the child.
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
    });
  // i18next starts even when a catalog did not arrive; the app must not, or it would show keys.
  await loadNamespaces(instance, namespaces);
  return instance;
}
