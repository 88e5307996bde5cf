import type { Namespace } from './bundles/no';

// The catalogs come in parts, one file per language and part (parts/<language>-<part>.ts), so a
// page load carries the shell's texts and that page's, not the whole app's. A part is one request
// (the server speaks HTTP/1.1), so the namespaces are grouped by the pages that use them together
// rather than split one file each. No type-only import here pulls in a catalog: the app's start
// reads this table without any of the texts.

/**
 * The part each namespace is in; a Record over the type makes a forgotten namespace a type error.
 * - core: what every screen may show: start-up, the shell (top bar, profile menu, notifications,
 *   sign-out and the language picker), the cookie banner, API errors;
 * - site: the public pages (Home, Login, FAQ, Contact, the legal and static pages);
 * - library: story cards and shelves (Library, Stories, Home's examples);
 * - story: making and reading a story (Generate, the reader, genre names);
 * - studio: monsters, buying (the purchase overlay, the shop) and the Generate tour;
 * - profile: My stuff, medals, onboarding, the parental gate and the account's children.
 */
export const PART_OF_NAMESPACE = {
  common: 'core',
  routes: 'core',
  startup: 'core',
  api: 'core',
  consent: 'core',
  notifications: 'core',
  account: 'core',
  auth: 'site',
  site: 'site',
  legal: 'site',
  library: 'library',
  generate: 'story',
  story: 'story',
  reader: 'story',
  monsters: 'studio',
  purchase: 'studio',
  shop: 'studio',
  tour: 'studio',
  stuff: 'profile',
  medals: 'profile',
  welcome: 'profile',
  gate: 'profile',
  children: 'profile',
} as const satisfies Record<Namespace, string>;

export type CatalogPart = (typeof PART_OF_NAMESPACE)[Namespace];

export const CATALOG_PARTS = [...new Set(Object.values(PART_OF_NAMESPACE))] as CatalogPart[];

/** Every namespace, in the order of the table above. */
export const NAMESPACES = Object.keys(PART_OF_NAMESPACE) as Namespace[];

export function namespacesIn(part: CatalogPart): Namespace[] {
  return NAMESPACES.filter((namespace) => PART_OF_NAMESPACE[namespace] === part);
}

/** The parts holding `namespaces`, each once. */
export function partsFor(namespaces: Iterable<Namespace>): CatalogPart[] {
  return [...new Set([...namespaces].map((namespace) => PART_OF_NAMESPACE[namespace]))];
}
