// Picks the wording for the listener's age: short for 3–5, fuller for 6–8, richest for 9–12.
// An older listener is sometimes told a beat in the plainer wording of the band below: the
// same event in another shape, so fifty stories from one request do not all say it alike.
import type { BaseCtx } from '../compose/ctx-base';

export function by<T>(c: BaseCtx, young: T, mid: T, old?: T): T {
  if (c.young) return young;
  if (c.old) return old !== undefined && !c.chance(PLAINER) ? old : mid;
  return c.chance(PLAINER * 0.6) ? young : mid;
}

/** How often a beat for 9–12 is told in the 6–8 wording (and less often, 6–8 in 3–5's). */
const PLAINER = 0.4;
