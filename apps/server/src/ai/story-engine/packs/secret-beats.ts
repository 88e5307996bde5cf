// What happens at each place while a creature is kept secret, one step per place: hidden in the
// bedroom, fed in the kitchen (the right food found), washed in the bathroom (where its magic
// gives it away), moved up to the attic when it has grown, and homesick where it belongs.
import type { BaseCtx } from '../compose/ctx-base';
import { momentBank, type PlacedCtx } from './place-beats';
export { firstAt, eachOnce } from './place-beats';

export type SecretStep = 'hide' | 'feed' | 'wash' | 'grow' | 'belong';

const STEP_AT: Record<string, SecretStep> = {
  bedroom: 'hide',
  kitchen: 'feed',
  bathroom: 'wash',
  attic: 'grow',
  basement: 'grow',
};

export function secretStep(c: PlacedCtx): SecretStep {
  if (c.place.id === c.secret?.end) return 'belong';
  return STEP_AT[c.place.id] ?? 'hide';
}

/** What it eats, once the right food is found. */
export type SecretFood =
  'peppers' | 'jam' | 'apples' | 'porridge' | 'biscuits' | 'sausage' | 'fish' | 'seeds' | 'berries';
const FOOD_OF: Record<string, SecretFood> = {
  dragon: 'peppers',
  alien: 'jam',
  unicorn: 'apples',
  horse: 'apples',
  troll: 'porridge',
  monster: 'biscuits',
  robot: 'biscuits',
  dog: 'sausage',
  cat: 'fish',
  penguin: 'fish',
  bear: 'berries',
  bird: 'seeds',
  owl: 'seeds',
};
export const secretFood = (c: BaseCtx): SecretFood => FOOD_OF[c.otherKind ?? ''] ?? 'berries';

/** What it does that nearly gives the secret away. */
export type SecretMagic = 'smoke' | 'glow' | 'sparkle' | 'snore' | 'bark' | 'squeak';
const MAGIC_OF: Record<string, SecretMagic> = {
  dragon: 'smoke',
  alien: 'glow',
  robot: 'glow',
  ghost: 'glow',
  unicorn: 'sparkle',
  fairy: 'sparkle',
  troll: 'snore',
  monster: 'snore',
  bear: 'snore',
  dog: 'bark',
};
export const secretMagic = (c: BaseCtx): SecretMagic => MAGIC_OF[c.otherKind ?? ''] ?? 'squeak';

/** How its own come for it: down from the sky, out of the forest, up out of the water. */
export type SecretKin = 'sky' | 'ship' | 'wood' | 'water';
const KIN_OF: Record<string, SecretKin> = {
  dragon: 'sky',
  bird: 'sky',
  owl: 'sky',
  fairy: 'sky',
  alien: 'ship',
  fish: 'water',
  whale: 'water',
  penguin: 'water',
  mermaid: 'water',
  turtle: 'water',
};
export const secretKin = (c: BaseCtx): SecretKin => KIN_OF[c.otherKind ?? ''] ?? 'wood';

/** Whether the ones it is hidden from live in the house (Mum, a brother) or next door. */
export const nextDoor = (c: BaseCtx): boolean =>
  ['neighbour', 'neighbours', 'teacher'].includes(c.secret?.from ?? '');

/** Found in a room of the house itself: it is carried to the bedroom, not home. */
export const foundIndoors = (c: BaseCtx): boolean =>
  ['bedroom', 'kitchen', 'bathroom', 'attic', 'basement'].includes(c.secret?.found ?? '');

/**
 * What a longer secret brings at each place, one moment to an episode and in this order: the
 * place's own step first, then what keeping it there takes, each going a little wrong and put
 * right (cold in the box at night, a scratching that a ticking clock hushes and the hoover
 * coming in the bedroom; a line of crumbs to the bedroom, the water glass knocked over and the
 * food run out in the kitchen; a shake that soaks the bathroom, bubbles drifting to the door and
 * the tangles brushed out; sneezes in the attic dust, the stairs that creak and the window the
 * street can see; and where it belongs, tiny footprints raked away, holes dug in the flowerbed
 * and a climb up the tree).
 */
export type SecretMoment =
  | SecretStep
  | 'cold'
  | 'noise'
  | 'crumbs'
  | 'water'
  | 'shake'
  | 'brush'
  | 'dust'
  | 'ladder'
  | 'tracks'
  | 'tree'
  | 'hoover'
  | 'empty'
  | 'bubbles'
  | 'window'
  | 'dig';

const MORE_AT: Record<SecretStep, readonly SecretMoment[]> = {
  hide: ['cold', 'noise', 'hoover'],
  feed: ['crumbs', 'water', 'empty'],
  wash: ['shake', 'bubbles', 'brush'],
  grow: ['dust', 'ladder', 'window'],
  belong: ['tracks', 'dig', 'tree'],
};

const MOMENTS: readonly SecretMoment[] = [
  'hide',
  'feed',
  'wash',
  'grow',
  'belong',
  ...Object.values(MORE_AT).flat(),
];

/** The moment this episode is about, the same for all its beats; none once the place has no more. */
export function secretMoment(c: PlacedCtx): SecretMoment | undefined {
  if (c.obstacle === undefined) return undefined;
  const own = secretStep(c);
  return c.step([own, ...MORE_AT[own]]) as SecretMoment | undefined;
}

/** An episode's bank of the secret's moments (place-beats `momentBank`). */
export function secretBank<C extends PlacedCtx>(
  what: 'trouble' | 'fix',
  own: (c: C, m: SecretMoment) => string | null,
  rest: readonly ((c: C) => string | null)[],
): ((c: C) => string | null)[] {
  return momentBank(MOMENTS, secretMoment, what, own, rest);
}
