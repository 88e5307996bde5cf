// English texts, part "library" of the catalog (see catalog-parts.ts).
export { library } from '../locales/en/library';
