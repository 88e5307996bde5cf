// Picks the wording for the listener's age: short for 3–5, fuller for 6–8, richest for 9–12.
import type { BaseCtx } from '../compose/ctx-base';

export function by<T>(c: BaseCtx, young: T, mid: T, old?: T): T {
  if (c.young) return young;
  if (c.old) return old ?? mid;
  return mid;
}
