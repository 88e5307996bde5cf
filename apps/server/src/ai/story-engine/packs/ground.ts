// What grows where: a setting without grass, roots, trees or bushes. Packs ask it before they
// seat someone on a stump or hide a helper behind a tree, so Mars keeps to rocks and craters;
// and whether a story is out in space, where home is reached by rocket, not on foot.
import type { SceneSetting } from '../../scene-spec';
import { spaceSetting } from '../lexicon/lost-things';
import { placeById } from '../lexicon/places';

/** Settings where nothing grows underfoot: no grass, roots, moss, trees or bushes. */
const BARE = new Set([
  'space',
  'moon',
  'sky',
  'desert',
  'snow',
  'cave',
  'underwater',
  'sea',
  'ship',
]);

export function isBare(setting: string): boolean {
  return BARE.has(setting);
}

/** Under a roof: cushions, doors and shelves to search, no stones, leaves or roots. */
const INDOOR = new Set([
  'house',
  'bedroom',
  'kitchen',
  'library',
  'school',
  'castle',
  'circus',
  'train',
  'clinic',
]);

export function isIndoor(setting: string): boolean {
  return INDOOR.has(setting);
}

/** What the air smells of where one stands: indoors the kitchen, by the water the sea. */
export function airOf(setting: string): 'indoors' | 'sea' | 'outdoors' {
  if (INDOOR.has(setting) || setting === 'train') return 'indoors';
  if (['sea', 'beach', 'island', 'ship'].includes(setting)) return 'sea';
  return 'outdoors';
}

/** Out on the waves or on board: no ground at all, only water, wood, rope and sail. */
export function isAfloat(setting: string): boolean {
  return setting === 'sea' || setting === 'ship';
}

/** Where people live or work: a locked door there is knocked on, never climbed in past. */
const LIVED_IN = new Set([
  'house',
  'bedroom',
  'kitchen',
  'city',
  'village',
  'school',
  'library',
  'castle',
]);

export function isLivedIn(setting: string): boolean {
  return LIVED_IN.has(setting);
}

/**
 * Whether a place has doors: under a roof or where people live. Elsewhere (a garden, a farm, a
 * playground) what is locked in the way is a gate in a fence, and nobody climbs in at a window.
 */
export function hasDoors(setting: string): boolean {
  return INDOOR.has(setting) || LIVED_IN.has(setting);
}

/** The rooms of a home; its own garden is reached through the back door, not down a road. */
const HOME_ROOMS = new Set([
  'house',
  'cottage',
  'garage',
  'basement',
  'attic',
  'bedroom',
  'kitchen',
  'bathroom',
  'living-room',
]);
/** A room of a home (not its garden): where the sounds of a lived-in house are heard. */
export const inHome = (place: string): boolean => HOME_ROOMS.has(place);

/** The rooms of a school or a kindergarten and the yard outside its door. */
const SCHOOL_ROOMS = new Set([
  'school',
  'kindergarten',
  'classroom',
  'gym',
  'school-hall',
  'playroom',
  'schoolyard',
]);

/**
 * Whether going from one place to the other is moving about one building (the garage to the
 * kitchen, the kitchen out into the garden, the classroom to the gym): told through doors and
 * halls, never down a road past sheep.
 */
export function oneBuilding(from: string | undefined, to: string): boolean {
  if (!from || from === to) return false;
  const home = inHome;
  if ((home(from) && (home(to) || to === 'garden')) || (from === 'garden' && home(to))) return true;
  return SCHOOL_ROOMS.has(from) && SCHOOL_ROOMS.has(to);
}

/** Everyday places a short walk from home: the shop, the school, the neighbours' house. */
const EVERYDAY = new Set([
  'shop',
  'supermarket',
  'bakery',
  'cafe',
  'market',
  'school',
  'kindergarten',
  'library',
  'playground',
  'park',
]);
export const everydayPlace = (place: string): boolean => EVERYDAY.has(place);

/** Out to an everyday place, or back from one into the home: a walk, never a journey. */
export const everydayMove = (from: string | undefined, to: string): boolean =>
  EVERYDAY.has(to) || (!!from && EVERYDAY.has(from) && (HOME_ROOMS.has(to) || to === 'garden'));

/** What a pause stands on, sits on and looks back along, in a language's words. */
export interface Underfoot {
  ground: string;
  seat: string;
  hardSeat: string;
  kick: string;
  midway: string;
  back: string;
  windingBack: string;
  look: string;
  scuff: string;
}

/** Out in space, or living there: nobody walks home past the fence, the rocket takes them. */
export const awayInSpace = (c: {
  setting: SceneSetting;
  home: { id: string };
  prev?: { id: string };
}): boolean =>
  spaceSetting(c.setting) ||
  spaceSetting(placeById(c.home.id).setting) ||
  (!!c.prev && spaceSetting(placeById(c.prev.id).setting));
