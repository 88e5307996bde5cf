import type { LanguageCode } from '@monstory/contracts/language';
import type { PartialCatalog } from './catalog';
import type { CatalogPart } from './catalog-parts';
import type { ReferenceBundle } from './bundles/no';

/** Some namespaces of one language's catalog. */
export type CatalogPiece = PartialCatalog<ReferenceBundle>;

// Each part of each language is its own chunk. Written out because a bundler only splits at an
// import() it can read; a part a language has not translated yet is missing (English fills in).
export const PART_LOADERS: Record<
  LanguageCode,
  Partial<Record<CatalogPart, () => Promise<CatalogPiece>>>
> = {
  no: {
    core: () => import('./parts/no-core'),
    site: () => import('./parts/no-site'),
    library: () => import('./parts/no-library'),
    story: () => import('./parts/no-story'),
    studio: () => import('./parts/no-studio'),
    profile: () => import('./parts/no-profile'),
  },
  en: {
    core: () => import('./parts/en-core'),
    site: () => import('./parts/en-site'),
    library: () => import('./parts/en-library'),
    story: () => import('./parts/en-story'),
    studio: () => import('./parts/en-studio'),
    profile: () => import('./parts/en-profile'),
  },
  da: {
    core: () => import('./parts/da-core'),
    studio: () => import('./parts/da-studio'),
    profile: () => import('./parts/da-profile'),
  },
  sv: {
    core: () => import('./parts/sv-core'),
    studio: () => import('./parts/sv-studio'),
    profile: () => import('./parts/sv-profile'),
  },
};
