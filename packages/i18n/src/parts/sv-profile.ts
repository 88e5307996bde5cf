// Swedish texts, part "profile" of the catalog (see catalog-parts.ts).
export { stuff } from '../locales/sv/stuff';
export { medals } from '../locales/sv/medals';
export { children } from '../locales/sv/children';
