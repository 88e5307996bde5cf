// Who is afraid, and what to hide behind, for every bank that tells a fear.
import type { EnCtx } from '../../../compose/ctx-en';
import { cap } from '../../../text';

export const o = (c: EnCtx) => c.owner.name;
export const he = (c: EnCtx) => c.owner.he;
export { cap };
/** Someone to stand behind: the one who is there, or something at the place. */
export const cover = (c: EnCtx) =>
  c.buddy?.name ?? c.helper?.name ?? c.p(['a rock', 'a bush', 'a post']);
