import type { PartialCatalog } from '../catalog';
import * as core from '../parts/da-core';
import * as profile from '../parts/da-profile';
import * as studio from '../parts/da-studio';
import type { ReferenceBundle } from './no';

// The Danish catalog so far, for types and tests; the app loads it in parts (part-loaders.ts).
export const daBundle: PartialCatalog<ReferenceBundle> = { ...core, ...studio, ...profile };
