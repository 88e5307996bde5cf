import type { Namespace } from '@monstory/i18n/bundles/no';

// Every namespace, listed apart from the catalogs so that starting i18next needs none of them
// in the main chunk. A Record over the type makes a forgotten (or extra) namespace a type error.
const ALL: Record<Namespace, true> = {
  common: true,
  routes: true,
  startup: true,
  api: true,
  auth: true,
  welcome: true,
  account: true,
  gate: true,
  generate: true,
  story: true,
  purchase: true,
  library: true,
  reader: true,
  shop: true,
  legal: true,
  site: true,
  monsters: true,
  medals: true,
  stuff: true,
  notifications: true,
  consent: true,
  tour: true,
};

export const NAMESPACES = Object.keys(ALL) as Namespace[];
