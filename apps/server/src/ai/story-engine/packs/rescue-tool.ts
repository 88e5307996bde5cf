// What reaches the one stuck in a rescue, the part both packs share: whether the rescuer's own
// tool fits the spot (a firefighter's ladder up a tree, a sailor's rope down a well), and which
// kind of tool it is, so the one the story sets up is the one given back. Each pack names it.
import type { BaseCtx } from '../compose/ctx-base';
import type { RoleId } from '../lexicon/roles';
import { SPOTS, type SpotShape } from '../lexicon/rescue-spots';

type Ctx = BaseCtx & { hero: { char: { role?: RoleId } } };

/** The spots a trade's own tool gets someone off: a ladder reaches up a tree and across the ice. */
const FITS: Record<RoleId, readonly SpotShape[]> = {
  firefighter: ['up', 'down', 'out'],
  vet: ['up', 'down'],
  lifeguard: ['down', 'out'],
  police: ['down', 'out'],
  doctor: ['down', 'out'],
  pilot: ['up', 'down', 'out'],
  chef: [],
  baker: [],
  sailor: ['down', 'out'],
};

/** Where the one stuck is: up, down, out on something, or caught in a net. */
export const shapeOf = (c: BaseCtx): SpotShape => SPOTS[c.spot ?? 'tree'].shape;

/** The hero's trade brings a tool that reaches this spot. */
export function tradeFits(c: Ctx): boolean {
  const role = c.hero.char.role;
  return !!role && FITS[role].includes(shapeOf(c));
}

/** What reaches in the end, as it is set up and given back. */
export type Tool = 'ladder' | 'rope' | 'plank' | 'scissors' | 'other';

export function toolOf(c: Ctx): Tool {
  const shape = shapeOf(c);
  if (shape === 'caught') return 'scissors';
  if (tradeFits(c)) {
    const role = c.hero.char.role;
    // (The engine's ladder is set up against what it climbs; laid out or let down, it is not.)
    if (role === 'firefighter') return shape === 'up' ? 'ladder' : 'other';
    if (role === 'police' || role === 'pilot') return 'rope';
    return 'other';
  }
  return ({ up: 'ladder', down: 'rope', out: 'plank' } as const)[shape];
}

/** The hero's own gear, from the engine or the helicopter: not borrowed from a neighbour. */
export const ownTool = (c: Ctx): boolean => tradeFits(c) && shapeOf(c) !== 'caught';
