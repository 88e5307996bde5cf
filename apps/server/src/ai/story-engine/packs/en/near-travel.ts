// A want at home goes out to an everyday place: the shop on the corner, the school, the
// neighbours'. A walk at home's own pace, shoes and coats, the same road as always; never a
// new land to gasp at.
import type { Bank } from '../../compose/ctx-base';
import type { EnCtx } from '../../compose/ctx-en';
import { by } from '../by-band';
import { inHome } from '../ground';
import { team } from './slots';

/** Back from the shop or the park into the house: no shoes put on, no front door shut behind. */
const back = (c: EnCtx) => inHome(c.place.id) || c.place.id === 'garden';

/** What an everyday place is like when one comes to it: known, the same as always. */
const known = (c: EnCtx) =>
  `{It was good to be somewhere ${c.team.they} knew so well.|Everything was just where it always was.|Somewhere a door banged, the same as every day.|It all looked just as it did every day.}`;

const outNear: Bank<EnCtx> = [
  (c) =>
    by(
      c,
      `${team(c)} walked ${c.place.to}.`,
      `${team(c)} put on ${c.team.their} shoes and walked ${c.place.to}. It was not far. ${known(c)}`,
      `${team(c)} put on ${c.team.their} shoes and ${c.team.plural ? 'coats' : 'coat'} and walked ${c.place.to}, the same way as always, past the neighbours' gates and the letterboxes. ${known(c)}`,
    ),
  (c) =>
    by(
      c,
      `It was a short walk ${c.place.to}.`,
      `It was only a short walk ${c.place.to}, and soon ${c.team.they} ${c.team.was} there. ${known(c)}`,
      `It was only a short walk ${c.place.to}, {round the corner|past the neighbours' gates|past the yellow house next door}, and soon ${c.team.they} ${c.team.was} there. ${known(c)}`,
    ),
  (c) =>
    by(
      c,
      `Off ${c.team.they} went ${c.place.to}.`,
      `${team(c)} shut the front door and went ${c.place.to}, {swinging an empty bag|talking all the way}. ${known(c)}`,
      `${team(c)} shut the front door behind ${c.team.them} and went ${c.place.to}, {swinging an empty bag|talking all the way}, and a neighbour waved from a window. ${known(c)}`,
    ),
];

const homeAgain: Bank<EnCtx> = [
  (c) =>
    by(
      c,
      `${team(c)} went home ${c.place.to}.`,
      `${team(c)} walked home again, the same way as always, and went ${c.place.to}.`,
      `${team(c)} walked home again, {round the corner|past the neighbours' gates|past the yellow house next door}, kicked off ${c.team.their} shoes in the hall and went ${c.place.to}.`,
    ),
  (c) =>
    by(
      c,
      `Then ${c.team.they} went home again, ${c.place.to}.`,
      `It was only a short walk home, and soon ${c.team.they} ${c.team.was} ${c.place.in}. {It was good to be home.|Everything was just where it always was.}`,
      `It was only a short walk home, and soon ${c.team.they} ${c.team.was} ${c.place.in}, where {everything was just where it always was|it was good to be home again}.`,
    ),
];

export const travelNear: Bank<EnCtx> = [
  ...outNear.map((t) => (c: EnCtx) => (back(c) ? null : t(c))),
  ...homeAgain.map((t) => (c: EnCtx) => (back(c) ? t(c) : null)),
];
