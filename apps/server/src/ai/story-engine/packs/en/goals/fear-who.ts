// Who is afraid, and what to hide behind, for every bank that tells a fear.
import type { EnCtx } from '../../../compose/ctx-en';

export const o = (c: EnCtx) => c.owner.name;
export const he = (c: EnCtx) => c.owner.he;
export const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
/** Someone to stand behind: the one who is there, or something at the place. */
export const cover = (c: EnCtx) =>
  c.buddy?.name ?? c.helper?.name ?? c.p(['a rock', 'a bush', 'a post']);
