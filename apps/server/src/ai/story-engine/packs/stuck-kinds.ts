// What a thing stuck up high is like, for both packs: a balloon or a kite hangs by its string,
// a ball or a frisbee lies wedged, a paper plane is light and tears, a hat or a teddy is soft.
// The tries and the turn fit it; what reaches it in the end is the spot's (rescue-tool).
import type { BaseCtx } from '../compose/ctx-base';

export type Hold = 'string' | 'round' | 'paper' | 'soft';

const STRING = new Set(['balloon', 'kite']);
const ROUND = new Set(['ball', 'frisbee', 'boomerang', 'drone', 'car', 'robot', 'shoe']);
const PAPER = new Set(['paper-plane', 'book', 'map', 'letter', 'drawing', 'picture']);

/** How the thing is held up there, by its id. */
export function holdOf(id: string | undefined): Hold {
  if (!id) return 'soft';
  if (STRING.has(id)) return 'string';
  if (ROUND.has(id)) return 'round';
  if (PAPER.has(id)) return 'paper';
  return 'soft';
}

/** The roof is the garage's or the shed's at home, or the spot is a tree, a roof, a ledge. */
export const spotKind = (c: BaseCtx): 'tree' | 'roof' | 'ledge' =>
  c.spot === 'roof' ? 'roof' : c.spot === 'ledge' ? 'ledge' : 'tree';
