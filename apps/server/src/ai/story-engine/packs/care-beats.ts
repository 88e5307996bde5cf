// What happens at each place while someone hurt or poorly is looked after, one step per place:
// at the vet's, what helps is asked and fetched; in the kitchen, water and soft food, which is
// not eaten at first; in the bedroom a bed made up, which is left too soon; in the barn the vet
// comes out and clean straw is laid; in the garden the first small sign of getting better.
import type { BaseCtx } from '../compose/ctx-base';
import { toldAt, type PlacedCtx } from './place-beats';
import { afterMoments, moments, type MomentTable } from './step-moments';
export { firstAt, eachOnce, inTurn } from './place-beats';
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

/** What the vet gave to do at home: a bandage for a leg or a wing, else a spoonful of medicine. */
export function careTreatment(c: BaseCtx): 'bandage' | 'medicine' {
  return c.ailment === 'leg' || c.ailment === 'wing' ? 'bandage' : 'medicine';
}

/**
 * The place's own moments after its first step (and after its setback, where it has one): told
 * in order by the beats that follow, so each day of care comes from the one before; the stock
 * lines of `rest` only once they are all told.
 */
export function careMoments<C extends PlacedCtx>(
  table: MomentTable<C>,
  setback: (c: C) => string | null,
) {
  const ready = (c: C) => toldAt(c, 'step') && (toldAt(c, 'fix') || setback(c) === null);
  const gate = (bank: ((c: C) => string | null)[]) =>
    bank.map((t) => (c: C) => (ready(c) ? t(c) : null));
  return {
    /** The moments, for a try and for a step forward alike. */
    next: () => gate(moments<C>('care', table, careStep)),
    /** The stock lines of care at home, once the place has told all its own (none at the vet's). */
    after: (rest: readonly ((c: C) => string | null)[]) =>
      afterMoments<C>(
        'care',
        table,
        careStep,
        rest.map((t) => (c: C) => (careStep(c) === 'vet' ? null : t(c))),
      ),
  };
}
