// English texts, part "studio" of the catalog (see catalog-parts.ts).
export { monsters } from '../locales/en/monsters';
export { purchase } from '../locales/en/purchase';
export { shop } from '../locales/en/shop';
export { tour } from '../locales/en/tour';
