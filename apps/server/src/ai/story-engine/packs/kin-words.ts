// The grown-ups at home, called what this family calls them: a family that says «bestemora»,
// «mormor» or "Nana" hears that word at the end too, never a second grandma called «bestemor».
// Whoever of them came along is home already and is not the one who asks where they have been;
// a grown-up (a firefighter, a grandmother), and whoever comes home with them, tells a
// neighbour instead of a parent the story never gave them.
import type { Character } from '../plan/plan-types';

/** Every word a family may use for each everyday one, keyed by the pack's own word. */
const KIN: Record<string, RegExp> = {
  bestemor: /^(bestemor|bestemora|bestemoren|mormor|mormora|farmor|farmora|oldemor|besta)$/i,
  bestefar: /^(bestefar|bestefaren|morfar|morfaren|farfar|farfaren|oldefar|besten)$/i,
  mamma: /^(mamma|mammaen|mor|mora|moren)$/i,
  pappa: /^(pappa|pappaen|far|faren)$/i,
  Granny: /^(granny|grandma|grandmother|gran|nan|nana|nanna|nanny)$/i,
  Grandpa: /^(grandpa|grandad|granddad|grandfather|gramps|grampa)$/i,
  Mum: /^(mum|mom|mummy|mommy|mother|mama|mam)$/i,
  Dad: /^(dad|daddy|father|papa)$/i,
};

/**
 * The pack's grown-ups at home with each swapped for the family's own word for that one, and
 * without the ones who came along (`present`).
 */
export function homeFolk(
  generic: readonly string[],
  family: readonly (string | undefined)[],
  present: readonly (string | undefined)[],
): string[] {
  const named = family.filter((n): n is string => !!n);
  const along = new Set(present.filter((n): n is string => !!n).map((n) => n.toLowerCase()));
  const out = generic
    .map((g) => {
      const kin = KIN[g];
      return (kin && named.find((n) => kin.test(n))) || g;
    })
    .filter((g) => {
      const kin = KIN[g] ?? KIN[Object.keys(KIN).find((k) => KIN[k]?.test(g)) ?? ''];
      return !along.has(g.toLowerCase()) && ![...along].some((a) => kin?.test(a));
    });
  return out.length ? out : generic.filter((g) => !KIN[g]);
}

interface Team {
  hero: { char: Character };
  friend?: { char: Character };
}

function isGrownUp(ch: Character): boolean {
  return !!ch.role || ch.kind === 'grown-up' || ch.kind === 'grandparent';
}

/** A grown-up is one of the two who come home. */
export function withGrownUp(c: Team): boolean {
  return isGrownUp(c.hero.char) || (!!c.friend && isGrownUp(c.friend.char));
}

/** Aunts and uncles, called what the child calls them. */
const AUNTS = /^(tante|onkel|auntie|aunt|uncle)$/i;

/**
 * One of the family, met as themselves: a grandparent, a parent, an aunt or uncle called by
 * what the child calls them, never by a trade or a stranger's stock trait.
 */
export function isKin(ch: Character | undefined): boolean {
  if (!ch?.name || ch.role || (ch.kind !== 'grandparent' && ch.kind !== 'grown-up')) return false;
  const name = ch.name;
  return AUNTS.test(name) || Object.values(KIN).some((re) => re.test(name));
}
