// Swedish texts, part "studio" of the catalog (see catalog-parts.ts).
export { monsters } from '../locales/sv/monsters';
export { tour } from '../locales/sv/tour';
