// English texts, part "profile" of the catalog (see catalog-parts.ts).
export { stuff } from '../locales/en/stuff';
export { medals } from '../locales/en/medals';
export { welcome } from '../locales/en/welcome';
export { gate } from '../locales/en/gate';
export { children } from '../locales/en/children';
