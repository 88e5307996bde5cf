// English texts, part "site" of the catalog (see catalog-parts.ts).
export { auth } from '../locales/en/auth';
export { site } from '../locales/en/site';
export { legal } from '../locales/en/legal';
