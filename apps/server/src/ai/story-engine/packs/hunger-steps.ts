// What keeps a hungry one from the food at each place of the search, one hitch per episode and
// the same in every beat told there: the try that fails (the bees are busy), the tip that fits
// it (wait till they fly home) and the step closer. Food leaves no trail: nothing is dug up or
// followed, it is looked for where it grows, swims or stands.
import type { Bank, BaseCtx, Tpl } from '../compose/ctx-base';
import type { GoalTexts } from '../compose/pack-types';
import type { Approach } from '../plan/plan-types';
import type { GoalVariant } from '../plan/plan-types';
import {
  HUNGER_HITCHES,
  hungerFood,
  type HungerFood,
  type HungerHitch,
  type HungerKind,
} from '../lexicon/hunger-foods';

type Ctx = BaseCtx & { thing?: { id: string }; variant?: GoalVariant };

/** A hungry one looking for something to eat. */
export const hungry = (c: Ctx): boolean => c.variant === 'hungry';

/** The food sought (its words and its kind), for a hungry search. */
export const foodOf = (c: Ctx): HungerFood | undefined =>
  hungry(c) ? hungerFood(c.thing?.id) : undefined;

export const kindOf = (c: Ctx): HungerKind => foodOf(c)?.kind ?? 'berry';

/**
 * The hitch this episode is about; undefined outside a try, or once every hitch of the food
 * has been met (then the food is simply not here yet).
 */
export function hungerHitch(c: Ctx): HungerHitch | undefined {
  if (!hungry(c) || c.obstacle === undefined || c.episode !== 'try') return undefined;
  return c.step(HUNGER_HITCHES[kindOf(c)]) as HungerHitch | undefined;
}

export const hitchIs = (c: Ctx, hitch: HungerHitch): boolean => hungerHitch(c) === hitch;

/** The lines of a hungry search, in the slots of a search's bank (see find-kinds' overlay). */
const hungerOverlay = <C extends Ctx>(bank: Bank<C>, own: Bank<C>): Tpl<C>[] => {
  if (own.length > bank.length) throw new Error('a hungry bank longer than the search bank');
  return bank.map((t, i) => (c: C) => (hungry(c) ? (own[i]?.(c) ?? null) : t(c)));
};

type OwnBanks = 'want' | 'problem' | 'decide' | 'attempt' | 'progress' | 'advice' | 'ask';
type OwnEnd = 'resolution' | 'reflection' | 'refrain' | 'title';
export type HungerTexts<C> = Record<OwnBanks | OwnEnd, Bank<C>> & {
  turn: Record<Approach, Bank<C>>;
};

/**
 * A search's texts with a hungry one's lines in their places, slot for slot, so the banks keep
 * their length and every other search stays as it was.
 */
export function withHunger<C extends Ctx>(search: GoalTexts<C>, own: HungerTexts<C>): GoalTexts<C> {
  const keys: (OwnBanks | OwnEnd)[] = [
    'want',
    'problem',
    'decide',
    'attempt',
    'progress',
    'advice',
    'ask',
    'resolution',
    'reflection',
    'refrain',
    'title',
  ];
  const out: GoalTexts<C> = { ...search };
  for (const key of keys) {
    const bank = search[key];
    if (bank) out[key] = hungerOverlay(bank, own[key]);
  }
  const turn = (a: Approach) => hungerOverlay(search.turn[a], own.turn[a]);
  out.turn = {
    brave: turn('brave'),
    together: turn('together'),
    gift: turn('gift'),
    clever: turn('clever'),
  };
  return out;
}
