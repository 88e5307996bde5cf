import type { PartialCatalog } from '../catalog';
import * as core from '../parts/sv-core';
import * as profile from '../parts/sv-profile';
import * as studio from '../parts/sv-studio';
import type { ReferenceBundle } from './no';

// The Swedish catalog so far, for types and tests; the app loads it in parts (part-loaders.ts).
export const svBundle: PartialCatalog<ReferenceBundle> = { ...core, ...studio, ...profile };
