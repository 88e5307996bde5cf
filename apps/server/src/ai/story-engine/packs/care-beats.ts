// What happens at each place while someone hurt or poorly is looked after, one step per place:
// at the vet's, what helps is asked and fetched; in the kitchen, water and soft food, which is
// not eaten at first; in the bedroom a bed made up, which is left too soon; in the barn the vet
// comes out and clean straw is laid; in the garden the first small sign of getting better.
import type { BaseCtx } from '../compose/ctx-base';
import type { PlacedCtx } from './place-beats';
export { firstAt, eachOnce } from './place-beats';
import { BARN_KINDS } from '../plan/family-cast';

export type CareStep = 'vet' | 'food' | 'bed' | 'barn' | 'blanket' | 'sign';

const STEP_AT: Record<string, CareStep> = {
  'waiting-room': 'vet',
  kitchen: 'food',
  bedroom: 'bed',
  hayloft: 'barn',
  bathroom: 'blanket',
  woodshed: 'blanket',
  garden: 'sign',
};

export function careStep(c: PlacedCtx): CareStep {
  return STEP_AT[c.place.id] ?? 'food';
}

/** How the one looked after gets about once well: a bird flies, a horse gallops. */
export type CareMove = 'fly' | 'hop' | 'gallop' | 'swim' | 'run';

const MOVE_OF: Record<string, CareMove> = {
  bird: 'fly',
  owl: 'fly',
  duck: 'fly',
  bat: 'fly',
  butterfly: 'fly',
  rabbit: 'hop',
  frog: 'hop',
  kangaroo: 'hop',
  horse: 'gallop',
  unicorn: 'gallop',
  fish: 'swim',
};

export function careMove(c: BaseCtx): CareMove {
  return MOVE_OF[c.otherKind ?? ''] ?? 'run';
}

/** Farm animals looked after in the barn, where the vet comes out to them. */
export function inBarn(c: BaseCtx): boolean {
  return BARN_KINDS.has(c.otherKind ?? '');
}
