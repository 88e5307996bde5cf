// What happens at each place while a creature is kept secret, one step per place: hidden in the
// bedroom, fed in the kitchen (the right food found), washed in the bathroom (where its magic
// gives it away), moved up to the attic when it has grown, and homesick where it belongs.
import type { BaseCtx } from '../compose/ctx-base';
import type { PlacedCtx } from './place-beats';
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
