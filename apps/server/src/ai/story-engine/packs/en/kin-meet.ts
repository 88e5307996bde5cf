// The family met at home as themselves: Grandma come round to help, Dad taking the day off, a
// hug and a "hello, love". Never a stranger's stock trait ("had read a thousand books") or one
// who comes over to see who the child is.
import type { Bank } from '../../compose/ctx-base';
import type { EnCtx } from '../../compose/ctx-en';
import { by } from '../by-band';

const k = (c: EnCtx) => c.helper?.name ?? 'Grandma';
const he = (c: EnCtx) => c.helper?.he ?? 'she';
const He = (c: EnCtx) => he(c).charAt(0).toUpperCase() + he(c).slice(1);
const his = (c: EnCtx) => c.helper?.his ?? 'her';
const H = (c: EnCtx) => c.hero.name;
/** Mum or Dad, who live there; otherwise one who has come round. */
const parent = (c: EnCtx) => /^(mum|mom|mummy|mommy|dad|daddy|mother|father)$/i.test(k(c));

export const kinMeet: Bank<EnCtx> = [
  (c) =>
    by(
      c,
      `${k(c)} came over and gave ${H(c)} a hug. “There you are!”`,
      `${k(c)} came over and gave ${H(c)} a long hug. “There you are,” ${he(c)} said.`,
      `${k(c)} came over with open arms, gave ${H(c)} a long hug and held ${H(c)} out at arm’s length to have a proper look. “There you are,” ${he(c)} said.`,
    ),
  (c) =>
    parent(c)
      ? null
      : by(
          c,
          `${k(c)} had come to visit! ${He(c)} had toffees in ${his(c)} pocket.`,
          `${k(c)} had come round to help today, with ${his(c)} pockets full of toffees.`,
          `${k(c)} had taken the bus all the way from the other side of town to help today, with ${his(c)} pockets full of toffees and all the time in the world.`,
        ),
  (c) =>
    parent(c)
      ? by(
          c,
          `${k(c)} was home today. ${He(c)} rolled up ${his(c)} sleeves.`,
          `${k(c)} had taken the day off work, just for this, and rolled up ${his(c)} sleeves.`,
          `${k(c)} had taken the day off work, just for this, and already stood with ${his(c)} sleeves rolled up, as if ${he(c)} had only been waiting for ${H(c)}.`,
        )
      : null,
  (c) =>
    by(
      c,
      `${k(c)} smiled at ${H(c)}. It was the best smile.`,
      `${k(c)} looked up and smiled, the smile ${H(c)} knew better than any other.`,
      `${k(c)} looked up and smiled, the smile ${H(c)} knew better than any other smile in the whole world, and at once everything felt a little easier.`,
    ),
  (c) =>
    by(
      c,
      `${k(c)} crouched down beside ${H(c)}. “Hello, love.”`,
      `${k(c)} crouched down beside ${H(c)}. “How are you doing, love?”`,
      `${k(c)} crouched down beside ${H(c)}, so they were the same height. “How are you really doing, love?”`,
    ),
  (c) =>
    by(
      c,
      `“Hello, love!” said ${k(c)}. ${He(c)} ruffled ${H(c)}’s hair.`,
      `“Hello, my love,” said ${k(c)}, ruffling ${H(c)}’s hair.`,
      `“Hello, my love,” said ${k(c)}, ruffling ${H(c)}’s hair just as always, and ${H(c)} felt a little braver at once.`,
    ),
  (c) =>
    by(
      c,
      `${k(c)} was ${c.place.in} too. ${He(c)} waved ${H(c)} over.`,
      `${k(c)} was ${c.place.in} too and waved ${H(c)} over.`,
      `${k(c)} was ${c.place.in} too and waved with ${his(c)} whole arm as soon as ${H(c)} came along.`,
    ),
];
