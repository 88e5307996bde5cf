// English texts, part "story" of the catalog (see catalog-parts.ts).
export { generate } from '../locales/en/generate';
export { story } from '../locales/en/story';
export { reader } from '../locales/en/reader';
