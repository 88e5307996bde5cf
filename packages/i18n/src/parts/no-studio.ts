// Norwegian texts, part "studio" of the catalog (see catalog-parts.ts).
export { monsters } from '../locales/no/monsters';
export { purchase } from '../locales/no/purchase';
export { shop } from '../locales/no/shop';
export { tour } from '../locales/no/tour';
