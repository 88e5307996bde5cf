// Reads the small mishap a family puts in a bake: «Mormor baker boller og katten Pusur stjeler
// en», "Grandma bakes buns and Tiger the cat steals one". The one who snatches is an animal of
// the house; the baking stays the plot, and the snatch happens in it.
import { creature } from '../lexicon/creatures';
import { bakedAtHome } from '../packs/build-kinds';
import type { ParsedDescription, Token } from './parse-description';

const SNATCH = new Set(
  `stjeler stjal stjele nappet napper nappe rapper rappet rappe snapper snappet steals stole
  steal snatches snatched snatch pinches pinched nicks nicked grabs grabbed`.split(/\s+/),
);

export function readSnatch(
  tokens: Token[],
  out: ParsedDescription,
  charAt: (i: number) => number | undefined,
): void {
  if (out.whoTook || !out.build || !bakedAtHome(out.build)) return;
  const at = tokens.findIndex((t) => SNATCH.has(t.lower));
  if (at < 0) return;
  // The nearest one named before the verb: "Tiger the cat steals", «katten Pusur stjeler».
  for (let j = at - 1; j >= 0 && j >= at - 5; j -= 1) {
    const who = charAt(j);
    if (who === undefined) continue;
    const ch = out.characters[who];
    const kind = ch?.kind;
    if (!ch || !kind || creature(kind).person) return;
    out.snatch = who;
    // «napper et stykke», "steals a piece": what is snatched is of the bake, no thing of its own.
    const after = new Set(tokens.slice(at + 1, at + 4).map((t) => t.lower));
    if (out.unknown) out.unknown = out.unknown.filter((u) => !after.has(u.word.toLowerCase()));
    if (!out.unknown?.length) delete out.unknown;
    return;
  }
}
