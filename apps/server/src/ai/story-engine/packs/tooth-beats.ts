// What happens to a first tooth at each place of its day, one thing per place and the same in
// every beat told there: swept off the table with the crumbs in the kitchen, nearly down the
// plughole in the bathroom, dropped in the grass in the garden, gone from a pocket in the
// park, and found again each time. And the one thing made ready at the start that wins the
// turn at bedtime: the torch, the little box, the letter to the tooth fairy.
import type { BaseCtx } from '../compose/ctx-base';
import type { PlacedCtx } from './place-beats';
export { firstAt } from './place-beats';

export type ToothHitch = 'crumbs' | 'plughole' | 'grass' | 'pocket' | 'asleep';

const HITCH_AT: Record<string, ToothHitch> = {
  kitchen: 'crumbs',
  bathroom: 'plughole',
  garden: 'grass',
  park: 'pocket',
  bedroom: 'asleep',
};

/** The tooth's scare here, the same for every beat at this place. */
export function toothHitch(c: PlacedCtx): ToothHitch {
  return HITCH_AT[c.place.id] ?? 'pocket';
}

/** What is made ready in the morning, just in case, and wins the turn at bedtime. */
export const TOOTH_SPARES = ['torch', 'box', 'letter'] as const;
export type ToothSpare = (typeof TOOTH_SPARES)[number];

export function toothSpare(c: BaseCtx): ToothSpare {
  return (c.handed(TOOTH_SPARES)[0] ?? c.once(TOOTH_SPARES) ?? 'torch') as ToothSpare;
}
