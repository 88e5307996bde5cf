// What a day between children says the same way whether a quarrel is made up or a friend found
// in a new town: the feeling after a try that went wrong, and the hope of the next place.
import type { EnCtx } from '../../../compose/ctx-en';
import { by } from '../../by-band';

const h = (c: EnCtx) => c.hero.name;

/** On to the next place, with what was learnt. */
export const betterElsewhere = (c: EnCtx) =>
  by(
    c,
    `Maybe it would go better somewhere else.`,
    `Maybe it would go better somewhere else, thought ${h(c)}, taking along what ${c.hero.he} had learnt.`,
  );

/** A try gone wrong, felt in the face. */
export const cheeksHot = (c: EnCtx) =>
  by(c, `${h(c)}'s cheeks went hot.`, `${h(c)}'s cheeks went hot, and ${c.hero.he} looked down.`);

/** A try gone wrong, felt all the way down. */
export const sighed = (c: EnCtx) =>
  by(
    c,
    `${h(c)} sighed.`,
    `${h(c)} sighed so deeply it went all the way down to ${c.hero.his} shoes.`,
  );

/** Trying again all the same. */
export const gaveUpNot = (c: EnCtx) =>
  by(c, `${h(c)} did not give up.`, `${h(c)} gritted ${c.hero.his} teeth and did not give up.`);
