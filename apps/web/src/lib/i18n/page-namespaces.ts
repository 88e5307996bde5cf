import type { Namespace } from '@monstory/i18n/bundles/no';
import type { i18n as I18n } from 'i18next';
import { getI18n } from 'react-i18next';

/**
 * Loads `namespaces` into `i18n` in its language and that language's fallback, and keeps them
 * for any language it changes to later. Rejects when a catalog could not be fetched, so a page
 * shows its error rather than its keys.
 */
export async function loadNamespaces(i18n: I18n, namespaces: readonly Namespace[]): Promise<void> {
  if (namespaces.length === 0) return;
  await i18n.loadNamespaces([...namespaces]);
  const missing = () =>
    namespaces.filter((namespace) =>
      (i18n.languages ?? []).some((lng) => !i18n.hasResourceBundle(lng, namespace)),
    );
  // i18next does not ask again for a namespace whose download failed; a reload does.
  if (missing().length > 0) await i18n.reloadResources(i18n.languages, missing());
  const still = missing();
  if (still.length > 0) throw new Error(`The texts of ${still.join(', ')} could not be loaded`);
}

/**
 * A page's component, loaded together with its namespaces: the route's lazy load fetches both
 * at once and the page renders once both are there, so it never shows a raw key. The texts go
 * into the app's i18next instance (the one react-i18next was initialised with).
 */
export async function loadPage<T>(
  page: () => Promise<T>,
  namespaces: readonly Namespace[],
): Promise<T> {
  const i18n = getI18n() as I18n | undefined;
  const [component] = await Promise.all([page(), i18n && loadNamespaces(i18n, namespaces)]);
  return component;
}
