// Who is at home to hear about the day. A child tells mum, dad or a grandparent; a grown-up
// (a firefighter, a grandmother) and whoever comes home with them are asked by nobody where
// they have been, and tell a neighbour instead of a parent the story never gave them.
import type { Character } from '../plan/plan-types';

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
