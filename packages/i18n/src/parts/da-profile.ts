// Danish texts, part "profile" of the catalog (see catalog-parts.ts).
export { stuff } from '../locales/da/stuff';
export { medals } from '../locales/da/medals';
export { children } from '../locales/da/children';
