// Norwegian texts, part "profile" of the catalog (see catalog-parts.ts).
export { stuff } from '../locales/no/stuff';
export { medals } from '../locales/no/medals';
export { welcome } from '../locales/no/welcome';
export { gate } from '../locales/no/gate';
export { children } from '../locales/no/children';
