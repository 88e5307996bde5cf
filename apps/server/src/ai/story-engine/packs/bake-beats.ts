// What happens at each place of a bake at home, one step per episode and the same in every beat
// told there: the hens' eggs and the berries in the garden, the one thing missing fetched from
// the shop, and in the kitchen the weighing, the stirring, the oven and the small mishap. The
// tip in the recipe book, read at the start, wins the turn.
import type { BaseCtx } from '../compose/ctx-base';
import { fromOven } from './build-kinds';
import { foodBase } from '../lexicon/foods-activities';

export type BakeStep =
  | 'eggs'
  | 'berries'
  | 'borrow'
  | 'missing'
  | 'choose'
  | 'carry'
  | 'coins'
  | 'weigh'
  | 'warm'
  | 'crack'
  | 'mix'
  | 'rest'
  | 'shape'
  | 'pet'
  | 'glaze'
  | 'bake'
  | 'lick'
  | 'tidy';

/**
 * The steps at each place, in the order they are done there: a longer story tells more of
 * them, each going wrong once and put right. At the shop what is missing, the topping chosen,
 * paid for and carried home; in the kitchen the dough is weighed, the milk or butter warmed,
 * mixed, left to rest or rise, shaped, topped and put in the oven; the bowl is licked and the
 * dishes washed while it bakes. What comes out of the oven is the turn.
 */
const BAKE_AT: Record<string, BakeStep[]> = {
  garden: ['eggs', 'berries', 'borrow'],
  shop: ['missing', 'choose', 'coins', 'carry'],
  kitchen: [
    'weigh',
    'warm',
    'crack',
    'mix',
    'rest',
    'shape',
    'pet',
    'glaze',
    'bake',
    'lick',
    'tidy',
  ],
};
/** Steps that need another done first: into the oven once mixed, the bowl licked once it is in. */
const BAKE_AFTER: Partial<Record<BakeStep, BakeStep>> = {
  shape: 'mix',
  glaze: 'shape',
  bake: 'weigh',
  lick: 'bake',
  tidy: 'bake',
};

/** How many steps of the bake a place has room for: one episode each. */
export function bakeStepsAt(place: string): number {
  return (BAKE_AT[place] ?? BAKE_AT.kitchen!).length;
}

/** The step this episode of the bake is about (outside an episode, the place's first). */
export function bakeStep(c: BaseCtx & { place: { id: string } }): BakeStep | undefined {
  const here = BAKE_AT[c.place.id] ?? BAKE_AT.kitchen!;
  if (c.obstacle === undefined) return here[0];
  const taken = c.stepsTaken();
  const ready = here.filter((k) => !BAKE_AFTER[k] || taken.includes(BAKE_AFTER[k]));
  return c.step(ready) as BakeStep | undefined;
}

/** The tip in the recipe book, read at the start and used when the last thing goes wrong. */
export const BAKE_TIPS = ['berries', 'cream', 'sugar'] as const;
export type BakeTip = (typeof BAKE_TIPS)[number];

export function bakeTip(c: BaseCtx): BakeTip {
  return (c.handed(BAKE_TIPS)[0] ?? c.once(BAKE_TIPS) ?? 'berries') as BakeTip;
}

/** What it is baked in: the oven, a frying pan for pancakes, the waffle iron. */
export function cookerOf(id: string | undefined): 'oven' | 'pan' | 'iron' {
  if (!id || fromOven(id)) return 'oven';
  return foodBase(id.replace(/^dish:/, '')) === 'waffle' ? 'iron' : 'pan';
}

/** The food a dish is of, as the lexicon names it ("bun"); a cake is a cake. */
export function bakedFood(id: string | undefined): string {
  return id?.startsWith('dish:') ? foodBase(id.slice(5)) : 'cake';
}

/** The neighbour lent them something today, and was promised a taste. */
export const lentToday = (c: BaseCtx): boolean => c.stepsTaken().includes('borrow');

/** The evening's lines in their order: each only once the one before is told, and once. */
export const inTurn =
  <C extends BaseCtx>(i: number, t: (c: C) => string | null) =>
  (c: C): string | null => {
    const key = (k: number) => `story:bake-home:${k}`;
    if (c.handed([key(i)]).length) return null;
    for (let k = 0; k < i; k += 1) if (!c.handed([key(k)]).length) return null;
    const text = t(c);
    if (text) c.once([key(i)]);
    return text;
  };
