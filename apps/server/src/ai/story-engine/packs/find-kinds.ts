// What a search is for, the part both packs share: a treasure map's chest, the owner's own thing
// lost, a part that fell off, something new sought (a sight only seen), or where a found thing
// belongs (its door, its owner, its nest); and whether the search is out on the water.
import type { BaseCtx } from '../compose/ctx-base';
import { groundOf, isSight } from '../lexicon/lost-things';
import type { GoalVariant } from '../plan/plan-types';

type Ctx = BaseCtx & { thing?: { id: string }; variant?: GoalVariant };

export const treasure = (c: Ctx): boolean => c.thing?.id === 'treasure';
/** The owner's own thing has gone (also a story's own pick of a search). */
export const lost = (c: Ctx): boolean => !treasure(c) && (c.variant ?? 'lost') === 'lost';
/** A new thing is sought, often for someone: "a red stone for grandpa". */
export const seek = (c: Ctx): boolean => !treasure(c) && c.variant === 'seek';
/** A horn or a tail that fell off: missed, found and put back on. */
export const part = (c: Ctx): boolean => c.thing?.id.startsWith('part:') === true;
/** A rainbow is found by seeing it: nobody picks it up or gives it a shelf. */
export const sight = (c: Ctx): boolean => seek(c) && isSight(c.thing?.id);
/** A found thing's door, owner or nest is sought. */
export const belongs = (c: Ctx): boolean =>
  !treasure(c) && (c.variant === 'door' || c.variant === 'owner' || c.variant === 'nest');
export const door = (c: Ctx): boolean => !treasure(c) && c.variant === 'door';
export const owner = (c: Ctx): boolean => !treasure(c) && c.variant === 'owner';
export const nest = (c: Ctx): boolean => !treasure(c) && c.variant === 'nest';
/** Afloat or on the seabed: what looks like the lost thing there is sea wrack. */
export const wet = (c: BaseCtx): boolean =>
  groundOf(c.setting) === 'afloat' || groundOf(c.setting) === 'seabed';

/**
 * A search's lines, with a sight's own in their places: no trail, hole or lookalike in the sky.
 * (Slot for slot, so the banks keep their length and every other story stays as it was.)
 */
export const overlay = <C extends Ctx>(
  bank: ((c: C) => string | null)[],
  own: ((c: C) => string | null)[],
): ((c: C) => string | null)[] => {
  if (own.length > bank.length) throw new Error('a sight bank longer than the search bank');
  return bank.map((t, i) => (c: C) => (sight(c) ? (own[i]?.(c) ?? null) : t(c)));
};
