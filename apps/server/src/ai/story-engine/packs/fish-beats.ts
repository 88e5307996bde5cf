// A fishing trip's places, each with its own moments: the rods from the shed, worms dug in the
// garden, the lunch packed in the kitchen, the way to the water, and the water itself. Which
// list a place tells, for both languages.
import type { PlacedCtx } from './place-beats';

/** Where one stands to fish: on a pier or a harbour wall, or on the bank. */
export const PIER = new Set(['pier', 'harbour']);
/** The way there, whichever place the plan walks it through. */
const WAY = new Set(['forest', 'meadow', 'village']);
/** The steps at home before setting out, where the family may be met. */
export const GETTING_READY = new Set(['woodshed', 'garden', 'kitchen']);

export function fishKey(c: PlacedCtx & { target?: { id: string } }): string {
  const id = c.place.id;
  if (WAY.has(id)) return 'way';
  if (GETTING_READY.has(id)) return id;
  return 'water';
}
