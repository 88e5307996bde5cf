// Joins two keyed sets of banks (say, each setting's first templates and more of them), so a
// bank can grow in a file of its own without one file growing past reading.
import type { Bank } from '../compose/ctx-base';

export function mergeBanks<K extends string, C>(
  a: Partial<Record<K, Bank<C>>>,
  b: Partial<Record<K, Bank<C>>>,
): Partial<Record<K, Bank<C>>> {
  const out: Partial<Record<K, Bank<C>>> = { ...a };
  for (const key of Object.keys(b) as K[]) out[key] = [...(a[key] ?? []), ...(b[key] ?? [])];
  return out;
}

/** The same for obstacles, whose kinds each hold a problem bank and a solo bank. */
export function mergeObstacles<K extends string, C>(
  a: Record<K, { problem: Bank<C>; solo: Bank<C> }>,
  b: Record<K, { problem: Bank<C>; solo: Bank<C> }>,
): Record<K, { problem: Bank<C>; solo: Bank<C> }> {
  const out = { ...a };
  for (const key of Object.keys(b) as K[])
    out[key] = {
      problem: [...a[key].problem, ...b[key].problem],
      solo: [...a[key].solo, ...b[key].solo],
    };
  return out;
}
