// A character the team meets whom the family named ("Grandma Rosa", "Bestemor Rosa", "a dragon
// called Flamme") is told by that name. The opening has already said who they are, so the
// phrases a template puts where an unnamed helper gets an article ("a grandma looked up", "ei
// bestemor", "the grandma said") say the name instead.
import type { EnActor } from './ctx-en';
import type { NoActor } from './ctx-no';

export function metEn(a: EnActor): EnActor {
  return a.named ? { ...a, a: a.name, the: a.name } : a;
}

export function metNo(a: NoActor): NoActor {
  if (!a.named) return a;
  const n = a.name;
  return { ...a, indef: n, traitIndef: n, def: n, kindDef: n, traitDef: n };
}

/** "the owl", or the name of a helper the family named: where a template says who spoke. */
export const theKind = (a: EnActor): string => (a.named ? a.name : `the ${a.kind}`);
/** The same at the start of a sentence. */
export const TheKind = (a: EnActor): string => (a.named ? a.name : `The ${a.kind}`);
