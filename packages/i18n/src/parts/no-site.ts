// Norwegian texts, part "site" of the catalog (see catalog-parts.ts).
export { auth } from '../locales/no/auth';
export { site } from '../locales/no/site';
export { legal } from '../locales/no/legal';
