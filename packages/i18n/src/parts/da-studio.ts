// Danish texts, part "studio" of the catalog (see catalog-parts.ts).
export { monsters } from '../locales/da/monsters';
export { tour } from '../locales/da/tour';
