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
  | 'missing'
  | 'carry'
  | 'weigh'
  | 'crack'
  | 'pet'
  | 'bake'
  | 'edge'
  | 'decorate';

/** The steps at each place, in the order they are done there. */
const BAKE_AT: Record<string, BakeStep[]> = {
  garden: ['eggs', 'berries'],
  shop: ['missing', 'carry'],
  kitchen: ['weigh', 'crack', 'pet', 'bake', 'edge', 'decorate'],
};
/** Steps that need another done first: into the oven once stirred, decorated once baked. */
const BAKE_AFTER: Partial<Record<BakeStep, BakeStep>> = {
  bake: 'weigh',
  edge: 'bake',
  decorate: 'bake',
};

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
