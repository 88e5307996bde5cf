import { isLanguageCode } from '@monstory/contracts/language';
import type { Namespace } from '@monstory/i18n/bundles/no';
import { PART_OF_NAMESPACE } from '@monstory/i18n/catalog-parts';
import type { BackendModule } from 'i18next';
import { loadCatalogPart } from './language-bundles';

function isNamespace(name: string): name is Namespace {
  return Object.hasOwn(PART_OF_NAMESPACE, name);
}

/**
 * i18next's source of texts: a namespace comes from its catalog part (one chunk per language and
 * part), so i18next fetches what init, loadNamespaces and changeLanguage ask for, and a component
 * that uses a namespace nobody loaded yet gets it too, rather than its keys.
 */
export const catalogBackend: BackendModule = {
  type: 'backend',
  // read returns a promise rather than calling back.
  callbackApi: false,
  init: () => undefined,
  async read(language: string, namespace: string) {
    // Languages and namespaces the app does not have: nothing to add, the fallback answers.
    if (!isLanguageCode(language) || !isNamespace(namespace)) return {};
    const piece = await loadCatalogPart(language, PART_OF_NAMESPACE[namespace]);
    return piece[namespace] ?? {};
  },
};
