import type { Translation } from 'vanilla-cookieconsent';
import { languagesNeededFor, loadBundle } from '../i18n/language-bundles';
import { consentTranslation } from './consent-translation';

// The banner's texts read straight from the language chunks rather than through i18next: on a
// first visit main.tsx shows the banner before the app's code (and i18next with it) has run. The
// catalog is the same `consent` namespace the app uses, with the same fallback language.

type Catalog = Record<string, unknown>;

function lookup(catalog: Catalog | undefined, key: string): string | undefined {
  let node: unknown = catalog;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Catalog)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** cookieconsent's translation for `code`, its missing texts taken from the fallback language. */
export async function consentTranslationFor(code: string): Promise<Translation> {
  const bundles = await Promise.all(
    languagesNeededFor(code as Parameters<typeof languagesNeededFor>[0]).map(loadBundle),
  );
  const catalogs = bundles.map((bundle) => bundle.consent as Catalog | undefined);
  return consentTranslation((key) => {
    for (const catalog of catalogs) {
      const text = lookup(catalog, key);
      if (text !== undefined) return text;
    }
    return key;
  });
}
