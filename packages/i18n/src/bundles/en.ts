import type { CatalogShape } from '../catalog';
import * as core from '../parts/en-core';
import * as library from '../parts/en-library';
import * as profile from '../parts/en-profile';
import * as site from '../parts/en-site';
import * as story from '../parts/en-story';
import * as studio from '../parts/en-studio';
import type { ReferenceBundle } from './no';

// The whole English catalog, for types and tests; the app loads it in parts (part-loaders.ts).
export const enBundle: CatalogShape<ReferenceBundle> = {
  ...core,
  ...site,
  ...library,
  ...story,
  ...studio,
  ...profile,
};
