// What happens to a first tooth at each place of its day, one thing per place and the same in
// every beat told there: swept off the table with the crumbs in the kitchen, nearly down the
// plughole in the bathroom, dropped in the grass in the garden, gone from a pocket in the
// park, and found again each time. And the one thing made ready at the start that wins the
// turn at bedtime: the torch, the little box, the letter to the tooth fairy.
import type { BaseCtx } from '../compose/ctx-base';
import { momentBank, type PlacedCtx } from './place-beats';
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

/**
 * What a longer day brings at each place, one moment to an episode and in this order: the
 * place's scare first, then the day's other small things there, each going a little wrong and
 * put right (an apple too big for the gap, juice through a straw, a photo for the fridge and a
 * sign for the tooth fairy in the kitchen; the gap in the mirror, the teeth counted, the tooth
 * polished for her and kept dry at bath time in the bathroom; a magpie after the shiny thing, a
 * pebble just like it, a swap offered over the fence and the tissue blown off in the garden;
 * everyone wanting to see it, the swings, the ducks and a stuck zip in the park; in bed, a
 * story made up about her, the night light turned down, a creak that might be her and the plan
 * to stay awake).
 */
export type ToothMoment =
  | ToothHitch
  | 'apple'
  | 'photo'
  | 'mirror'
  | 'polish'
  | 'magpie'
  | 'tissue'
  | 'show'
  | 'swing'
  | 'creak'
  | 'awake'
  | 'straw'
  | 'count'
  | 'pebble'
  | 'zip'
  | 'story'
  | 'sign'
  | 'bath'
  | 'trade'
  | 'ducks'
  | 'lamp';

const MOMENTS_AT: Record<string, readonly ToothMoment[]> = {
  kitchen: ['crumbs', 'apple', 'straw', 'photo', 'sign'],
  bathroom: ['plughole', 'mirror', 'count', 'polish', 'bath'],
  garden: ['grass', 'magpie', 'pebble', 'trade', 'tissue'],
  park: ['pocket', 'show', 'swing', 'ducks', 'zip'],
  bedroom: ['asleep', 'story', 'lamp', 'creak', 'awake'],
};

const MOMENTS = [...new Set(Object.values(MOMENTS_AT).flat())];

/** The moment this episode is about, the same for all its beats; none once the place has no more. */
export function toothMoment(c: PlacedCtx): ToothMoment | undefined {
  if (c.obstacle === undefined) return undefined;
  return c.step(MOMENTS_AT[c.place.id] ?? [toothHitch(c)]) as ToothMoment | undefined;
}

/** An episode's bank of the tooth's moments (place-beats `momentBank`). */
export function toothBank<C extends PlacedCtx>(
  what: 'trouble' | 'fix',
  own: (c: C, m: ToothMoment) => string | null,
  rest: readonly ((c: C) => string | null)[],
): ((c: C) => string | null)[] {
  return momentBank(MOMENTS, toothMoment, what, own, rest);
}
