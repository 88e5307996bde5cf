// Norwegian texts, part "story" of the catalog (see catalog-parts.ts).
export { generate } from '../locales/no/generate';
export { story } from '../locales/no/story';
export { reader } from '../locales/no/reader';
