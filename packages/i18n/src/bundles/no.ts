import * as core from '../parts/no-core';
import * as library from '../parts/no-library';
import * as profile from '../parts/no-profile';
import * as site from '../parts/no-site';
import * as story from '../parts/no-story';
import * as studio from '../parts/no-studio';

// The whole Norwegian catalog, for types and tests: the app loads it in parts (part-loaders.ts),
// so a new namespace goes in a part file, catalog-parts.ts and the same part of its siblings.
export const noBundle = { ...core, ...site, ...library, ...story, ...studio, ...profile };

/** The shape every language follows; the Norwegian catalog is the reference. */
export type ReferenceBundle = typeof noBundle;
export type Namespace = keyof ReferenceBundle;
