// Which event a leg of the middle tells, and which obstacles suit each setting.
import type { Structure } from '../plan/plan-types';
import type { ObstacleKind } from './pack-types';

export type LegEvent =
  | 'helper'
  | 'obstacle'
  | 'attempt'
  | 'clue'
  | 'gift'
  | 'progress'
  | 'lost'
  | 'weather'
  | 'camp'
  | 'kindness'
  | 'lookout'
  | 'noise'
  | 'critter';

export const SIGNATURE: Record<Structure, LegEvent> = {
  helpers: 'helper',
  journey: 'obstacle',
  tries: 'attempt',
  clues: 'clue',
  gifts: 'gift',
};

/**
 * What can happen on the legs between the structure's own events. Each story tells them in
 * its own seeded order, so two stories of one pattern meet different things on the way.
 */
export const SECONDARY: Record<Structure, LegEvent[]> = {
  helpers: [
    'progress',
    'obstacle',
    'lost',
    'weather',
    'camp',
    'progress',
    'kindness',
    'lookout',
    'noise',
    'critter',
  ],
  journey: [
    'helper',
    'progress',
    'weather',
    'camp',
    'lost',
    'helper',
    'kindness',
    'lookout',
    'noise',
    'critter',
  ],
  tries: [
    'helper',
    'progress',
    'obstacle',
    'weather',
    'helper',
    'camp',
    'kindness',
    'lookout',
    'noise',
    'critter',
  ],
  clues: [
    'helper',
    'obstacle',
    'lost',
    'clue',
    'weather',
    'camp',
    'lookout',
    'noise',
    'critter',
    'kindness',
  ],
  gifts: [
    'progress',
    'obstacle',
    'weather',
    'lost',
    'camp',
    'kindness',
    'lookout',
    'noise',
    'critter',
  ],
};

/** Where there is no sound to wonder about: out in space. */
export const SILENT = new Set(['space', 'moon']);

/** Nowhere to light a fire. */
export const NO_CAMP = new Set([
  'sky',
  'space',
  'moon',
  'sea',
  'underwater',
  'ship',
  'house',
  'bedroom',
  'library',
  'school',
  'castle',
]);

export const OBSTACLES: Partial<Record<string, ObstacleKind[]>> = {
  forest: ['stream', 'thorns', 'tunnel'],
  meadow: ['stream', 'wind'],
  mountain: ['steep', 'wind', 'snow'],
  sea: ['waves', 'wind'],
  beach: ['waves', 'wind'],
  island: ['thorns', 'steep'],
  underwater: ['tunnel', 'waves'],
  castle: ['locked', 'steep'],
  village: ['locked', 'stream'],
  city: ['locked', 'wind'],
  house: ['locked', 'steep'],
  bedroom: ['locked', 'steep'],
  garden: ['thorns', 'locked'],
  farm: ['locked', 'stream'],
  school: ['locked', 'steep'],
  space: ['float'],
  moon: ['float', 'steep'],
  desert: ['wind', 'steep'],
  jungle: ['thorns', 'stream'],
  snow: ['snow', 'wind'],
  cave: ['tunnel', 'steep'],
  sky: ['wind', 'float'],
  river: ['stream', 'thorns'],
  lake: ['stream', 'thorns'],
  playground: ['steep', 'locked'],
  library: ['locked', 'steep'],
  ship: ['waves', 'wind'],
  circus: ['steep', 'locked'],
};

/** Places with no sky overhead to describe. */
export const UNDER_ROOF = new Set([
  'cave',
  'house',
  'bedroom',
  'library',
  'school',
  'underwater',
  'circus',
]);
