// A family outing's places, in the order of the day: getting ready at home, the way there, and
// where the day is spent. A picnic packs the basket in the kitchen, takes the blanket off the
// line in the garden and the ball from the shed; berry picking fetches the buckets from the shed
// and the lunch from the kitchen, tries a first patch and finds the good one; a zoo day packs
// in the kitchen and rides the train there. A short story keeps the steps that matter most.
import type { FamilyOuting, OutingKind } from '../description/read-family-outing';
import type { Rng } from '../rng';
import type { Goal, GoalVariant } from './plan-types';

export const OUTING_VARIANTS = new Set<GoalVariant>(['picnic', 'berries', 'zoo']);

export function isOuting(goal: Pick<Goal, 'variant'>): boolean {
  return !!goal.variant && OUTING_VARIANTS.has(goal.variant);
}

/** The steps at home, before setting out, where the family at home may be met. */
export const AT_HOME = new Set(['kitchen', 'garden', 'woodshed', 'bedroom']);

/** The way there: through the village to the park or the beach, else over fields and woods. */
function wayTo(place: string, rng: Rng): string {
  if (place === 'park' || place === 'beach' || place === 'field') return 'village';
  if (place === 'meadow') return 'forest';
  if (place === 'forest') return 'meadow';
  return rng.pick(['forest', 'meadow']);
}

/** Where berries are first looked for, before the good patch. */
const FIRST_PATCH: Record<string, string> = { forest: 'glade', field: 'meadow', meadow: 'glade' };

export function outingRoute(outing: FamilyOuting, rng: Rng): string[] {
  const place = outing.place;
  if (outing.kind === 'picnic') return ['kitchen', 'garden', 'woodshed', wayTo(place, rng), place];
  if (outing.kind === 'berries')
    return ['woodshed', 'kitchen', wayTo(place, rng), FIRST_PATCH[place] ?? 'glade', place];
  return ['bedroom', 'kitchen', 'train', 'zoo'];
}

/** Which steps a short outing keeps first (the last stop is always kept). */
const FIRST: Record<OutingKind, string[]> = {
  picnic: ['kitchen', 'village', 'forest', 'meadow', 'woodshed', 'garden'],
  berries: ['woodshed', 'glade', 'meadow', 'field', 'village', 'kitchen'],
  zoo: ['train', 'kitchen', 'bedroom'],
};

export function outingFirst(goal: Pick<Goal, 'variant'>): string[] {
  return isOuting(goal) ? FIRST[goal.variant as OutingKind] : [];
}
