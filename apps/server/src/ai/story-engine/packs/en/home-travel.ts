// From one room of a house to another (or out into its garden): through the door, down the
// hall, up the stairs, never along a road past sheep and windmills.
import type { Bank } from '../../compose/ctx-base';
import type { EnCtx } from '../../compose/ctx-en';
import { by } from '../by-band';
import { inHome } from '../ground';
import { team, who } from './slots';

const UP = new Set(['bedroom', 'attic']);
/** Up to the bedroom and the attic, down to the basement; otherwise no stairs. */
const stairs = (c: EnCtx): string | undefined => {
  if (UP.has(c.place.id)) return 'up';
  if (c.place.id === 'basement') return 'down';
  if (c.prev && UP.has(c.prev.id)) return 'down';
  if (c.prev?.id === 'basement') return 'up';
  return undefined;
};
/** Out of the room they were in, or back in from the garden. */
const out = (c: EnCtx) =>
  c.prev?.id === 'garden'
    ? 'in from the garden'
    : c.prev
      ? `out of ${c.prev.the}`
      : 'out of the room';

/** The sound of a lived-in house, told on the way through it. */
const sound = (c: EnCtx) =>
  !inHome(c.place.id)
    ? ''
    : ' {The floor creaked underfoot.|Somewhere in the house a clock ticked.|The radio was playing in the living room.|The house smelled of coffee.}';

export const homeTravel: Bank<EnCtx> = [
  (c) =>
    by(
      c,
      `${team(c)} went ${c.place.to}.`,
      `${team(c)} {padded|went|hurried} down the hall ${c.place.to}.`,
      `${team(c)} {padded|went|hurried} ${out(c)}, down the hall and ${c.place.to}, {with ${c.team.their} arms full|in ${c.team.their} socks|and shut the door behind ${c.team.them}}.${sound(c)}`,
    ),
  (c) => {
    const dir = stairs(c);
    if (!dir) return null;
    return by(
      c,
      `${team(c)} {went|ran} ${dir} the stairs ${c.place.to}.`,
      `${team(c)} {went|ran|padded} ${dir} the stairs ${c.place.to}, two steps at a time.`,
      `${team(c)} {went|padded|climbed} ${dir} the stairs, one creaky step at a time, and ${c.place.to}.${sound(c)}`,
    );
  },
  (c) => {
    const a = who(c);
    if (c.place.id === 'garden')
      return by(
        c,
        `${a.name} opened the door, and ${team(c)} went out into the garden.`,
        `${a.name} opened the back door, and ${team(c)} went out into the garden.`,
        `${a.name} found the shoes in the hall and opened the back door, and ${team(c)} went out into the garden.${sound(c)}`,
      );
    return by(
      c,
      `${a.name} opened the door, and there ${c.team.they} ${c.team.was}, ${c.place.in}.`,
      `${a.name} {opened|pushed open} the door, and there ${c.team.they} ${c.team.was}, ${c.place.in}.`,
      `${a.name} {opened|pushed open} the door with an elbow, because ${a.his} hands were full, and there ${c.team.they} ${c.team.was}, ${c.place.in}.${sound(c)}`,
    );
  },
  (c) =>
    by(
      c,
      `It was only a few steps ${c.place.to}.`,
      `It was only a few steps ${c.place.to}, and ${team(c)} went straight there.`,
      `It was only a few steps ${c.place.to}, past the coats on their hooks and the shoes in the hall, and ${team(c)} went straight there.${sound(c)}`,
    ),
];
