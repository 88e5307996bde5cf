import { NAMESPACES, namespacesIn } from '@monstory/i18n/catalog-parts';
import type { Namespace } from '@monstory/i18n/bundles/no';

// From packages/i18n's table of parts, which holds no texts: starting i18next needs none of the
// catalogs in the main chunk.

/** Every namespace: for tests that render a component without the route that loads its texts. */
export { NAMESPACES };

/** What the shell, start-up and the cookie banner show, loaded before the first screen. */
export const CORE_NAMESPACES: readonly Namespace[] = namespacesIn('core');
