import { FALLBACK_LANGUAGE, LanguageCode } from '@monstory/contracts/language';
import i18next from 'i18next';
import type { i18n as I18n, Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { languagesNeededFor, loadBundle } from './language-bundles';
import { NAMESPACES } from './namespaces';

/** A ready i18next instance showing `language`, with only the catalogs that language needs. */
export async function createAppI18n(language: LanguageCode): Promise<I18n> {
  const needed = languagesNeededFor(language);
  const bundles = await Promise.all(needed.map(loadBundle));
  const resources: Resource = {};
  needed.forEach((lng, index) => {
    resources[lng] = (bundles[index] ?? {}) as Resource[string];
  });

  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: language,
    // Spec §9: the text layer falls back to English even though the profile default is Norwegian.
    fallbackLng: FALLBACK_LANGUAGE,
    supportedLngs: [...LanguageCode],
    load: 'languageOnly',
    ns: NAMESPACES,
    defaultNS: 'common',
    resources,
    // More languages are added later with addResourceBundle, when the user picks one.
    partialBundledLanguages: true,
    // React escapes what it renders; escaping here too would show "&amp;" to the child.
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return instance;
}
