// What happens at each place while a snowman is built, one thing per place and the same in
// every beat told there: the snow on the field is too powdery to pack, the ball runs away down
// the sledging hill, there is no carrot in the kitchen, the old hat is out of reach in the
// woodshed, and in the garden the head is too heavy to lift. The parts are gathered the
// family's first; and the one thing set aside at the start wins the turn.
import type { BaseCtx } from '../compose/ctx-base';
import { SAME_PLACE, SNOWMAN_PARTS, type SnowmanPart } from '../description/read-snowman';
import { momentBank, type PlacedCtx } from './place-beats';
export { firstAt } from './place-beats';

export type SnowHitch = 'powder' | 'runaway' | 'nose' | 'shelf' | 'lean';

const HITCH_AT: Record<string, SnowHitch> = {
  'snowy-field': 'powder',
  'sledging-hill': 'runaway',
  kitchen: 'nose',
  woodshed: 'shelf',
  'snowy-garden': 'lean',
};

/** The snowman's hold-up here, the same for every beat at this place. */
export function snowHitch(c: PlacedCtx): SnowHitch {
  return HITCH_AT[c.place.id] ?? 'powder';
}

/** Which parts each place can give: a carrot from the kitchen, a hat from the woodshed. */
const PART_AT: Record<string, readonly SnowmanPart[]> = {
  'snowy-field': ['stones', 'arms'],
  'sledging-hill': ['arms', 'stones'],
  kitchen: ['carrot', 'buttons'],
  woodshed: ['hat', 'beanie', 'bucket', 'scarf', 'coal'],
  'snowy-garden': ['stones', 'buttons', 'arms'],
};

/** The parts in the order the story gathers them: the family's first, then the rest. */
export function partsOrder(c: BaseCtx): SnowmanPart[] {
  const named = c.parts ?? [];
  // Coal eyes need no stones as well, and a bucket on the head no hat.
  const filled = (p: SnowmanPart) =>
    named.includes(p) || SAME_PLACE.some((g) => g.includes(p) && g.some((q) => named.includes(q)));
  return [...named, ...SNOWMAN_PARTS.filter((p) => !filled(p))];
}

/** The parts the story names in its plan: the family's, or four of the usual when they named none. */
export function partsListed(c: BaseCtx): SnowmanPart[] {
  const named = c.parts ?? [];
  return named.length >= 2 ? [...named] : partsOrder(c).slice(0, 4);
}

/** The part found at this place, handed out once in a story: undefined when none is left here. */
export function partHere(c: PlacedCtx, only?: SnowmanPart): SnowmanPart | undefined {
  const here = (PART_AT[c.place.id] ?? []).filter((p) => !only || p === only);
  const got = c.handed(partsOrder(c).map((p) => `part:${p}:${c.place.id}`))[0];
  if (got) return got.split(':')[1] as SnowmanPart;
  const taken = (p: SnowmanPart) =>
    c.handed(Object.keys(PART_AT).map((at) => `part:${p}:${at}`)).length > 0;
  const part = partsOrder(c).find((p) => here.includes(p) && !taken(p));
  if (part) c.once([`part:${part}:${c.place.id}`]);
  return part;
}

/** What the plan keeps ready just in case, told at the start and used at the turn. */
export const SNOW_SPARES = ['sledge', 'bucket', 'plank'] as const;
export type SnowSpare = (typeof SNOW_SPARES)[number];

export function snowSpare(c: BaseCtx): SnowSpare {
  return (c.handed(SNOW_SPARES)[0] ?? c.once(SNOW_SPARES) ?? 'sledge') as SnowSpare;
}

/**
 * What a longer day of building brings at each place, one moment to an episode and in this
 * order: the place's own hold-up first, then the next things the snowman needs there, each
 * going a little wrong and put right (the ball gone lumpy with grass and then too heavy to push
 * on the field; rolled back down as it is pushed uphill, and boots sliding on the sledges' ice
 * on the hill, sledgers heading for the ball and a snowball's dent; wet mittens dripping on the
 * floor, the plan redrawn where its ink ran, blueberries for a mouth and the thermos for the
 * cocoa in the kitchen; the door banging shut in the dark, a sleepy spider in the box, a broken
 * broom mended and the wheelbarrow's frozen wheel in the woodshed; in the garden the belly
 * smoothed, a name agreed on and written in the snow, and a path dug to it before the head goes
 * up). A mitten lost in a drift and fresh snow falling on the field, or in a garden the family
 * named.
 */
export type SnowMoment =
  | SnowHitch
  | 'lumpy'
  | 'heavy'
  | 'uphill'
  | 'icy'
  | 'drip'
  | 'thermos'
  | 'dark'
  | 'spider'
  | 'smooth'
  | 'name'
  | 'mitten'
  | 'sledgers'
  | 'plan'
  | 'barrow'
  | 'sign'
  | 'snowfall'
  | 'dent'
  | 'mouth'
  | 'broom'
  | 'shovel';

/** The field's moments, shared with a garden the family named: whichever comes first takes them. */
const FIELD: readonly SnowMoment[] = ['powder', 'lumpy', 'heavy', 'mitten', 'snowfall'];

const MOMENTS_AT: Record<string, readonly SnowMoment[]> = {
  'snowy-field': FIELD,
  'sledging-hill': ['runaway', 'uphill', 'icy', 'sledgers', 'dent'],
  kitchen: ['nose', 'drip', 'plan', 'mouth', 'thermos'],
  woodshed: ['shelf', 'dark', 'spider', 'broom', 'barrow'],
  'snowy-garden': ['lean', 'smooth', 'name', 'sign', 'shovel'],
};

const MOMENTS = [...new Set(Object.values(MOMENTS_AT).flat())];

/** The moment this episode is about, the same for all its beats; none once the place has no more. */
export function snowMoment(c: PlacedCtx): SnowMoment | undefined {
  if (c.obstacle === undefined) return undefined;
  return c.step(MOMENTS_AT[c.place.id] ?? FIELD) as SnowMoment | undefined;
}

/** An episode's bank of the snowman's moments (place-beats `momentBank`). */
export function snowBank<C extends PlacedCtx>(
  what: 'trouble' | 'fix',
  own: (c: C, m: SnowMoment) => string | null,
  rest: readonly ((c: C) => string | null)[],
): ((c: C) => string | null)[] {
  return momentBank(MOMENTS, snowMoment, what, own, rest);
}
