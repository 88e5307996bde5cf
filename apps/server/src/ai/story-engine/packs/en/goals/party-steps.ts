// The party jobs beyond the first few: the invitations handed out, the candles bought, the
// icing, the paper hats, the treasure hunt; each goes wrong once and is put right, and what was
// put right is seen again at the party.
import type { EnCtx } from '../../../compose/ctx-en';
import { by } from '../../by-band';
import type { PartyHitch } from '../../family-beats';
import { moreAdvice, moreFixes, moreHitches, moreItems, type MoreHitch } from './party-steps-more';

const h = (c: EnCtx) => c.hero.name;
/** Who lends a hand at the shop: the grown-up met there, or whoever works there. */
const Aid = (c: EnCtx) =>
  c.helper?.name ?? (c.place.id === 'bakery' ? 'The baker' : 'The shopkeeper');

type Later = Exclude<
  PartyHitch,
  'invites' | 'present' | 'cake' | 'garland' | 'balloons' | 'rain' | MoreHitch
>;

export const laterHitches: Record<Later | MoreHitch, (c: EnCtx) => string> = {
  ...moreHitches,
  deliver: (c) =>
    by(
      c,
      `The wind took one invitation!`,
      `${h(c)} handed out the invitations ${c.place.in}, but the wind snatched the last one and blew it into a puddle.`,
      `${h(c)} went round ${c.place.the} handing out invitations, one to each friend, but a gust snatched the very last one and dropped it, face down, in a muddy puddle.`,
    ),
  candles: (c) =>
    by(
      c,
      `The candles were on the top shelf. Too high!`,
      `There was only one box of birthday candles left ${c.place.in}, and it stood on the very top shelf, far too high to reach.`,
      `${h(c)} found the birthday candles at last, but there was only one box left, and it sat on the very top shelf, so high that even on tiptoe ${c.hero.he} could not reach it.`,
    ),
  icing: (c) =>
    by(
      c,
      `The icing ran off the cake!`,
      `${h(c)} spread the icing while the cake was still warm, and it slid down the sides and onto the plate.`,
      `${h(c)} was in such a hurry that ${c.hero.he} spread the pink icing while the cake was still warm, and it slid slowly down the sides and gathered in a puddle on the plate.`,
    ),
  hats: (c) =>
    by(
      c,
      `The paper hats were much too small.`,
      `${h(c)} made paper hats for all the guests, but they were so small they only fitted a teddy.`,
      `${h(c)} folded and glued a paper hat for every guest, but when ${c.hero.he} tried one on, it perched on top of ${c.hero.his} head like a thimble.`,
    ),
  games: (c) =>
    by(
      c,
      `The treasure hunt notes blew away!`,
      `${h(c)} hid the notes for the treasure hunt ${c.place.in}, but a gust of wind blew them all over the place.`,
      `${h(c)} hid the little notes for the treasure hunt ${c.place.in}, one under each bush, but by the time ${c.hero.he} had hidden the last one, the wind had scattered the first ones far and wide.`,
    ),
  table: (c) =>
    by(
      c,
      `There were not enough chairs!`,
      `${h(c)} laid the table ${c.place.in} and counted the chairs: four chairs, and seven guests.`,
      `${h(c)} laid the table ${c.place.in} with a plate for every guest, then counted the chairs and counted again: three guests too many, and not a chair to spare.`,
    ),
  lemonade: (c) =>
    by(
      c,
      `The lemonade was far too sour!`,
      `${h(c)} squeezed lemons for the lemonade, but one sip made everyone pucker up.`,
      `${h(c)} squeezed a whole bag of lemons for the party lemonade, but the first sip was so sour that ${c.hero.his} eyes watered and ${c.hero.his} whole face scrunched up.`,
    ),
  bags: (c) =>
    by(
      c,
      `One party bag was missing!`,
      `${h(c)} filled little bags with sweets for the guests to take home, but when ${c.hero.he} counted them, there was one bag too few.`,
      `${h(c)} filled a little paper bag for every guest to take home, a sweet, a sticker and a shiny marble in each, but counting them in a row, ${c.hero.he} came up one bag short.`,
    ),
  sign: (c) =>
    by(
      c,
      `The paint on the sign ran!`,
      `${h(c)} painted a big WELCOME sign for the door, but the paint was so wet that the letters ran into long drips.`,
      `${h(c)} painted an enormous WELCOME sign for the front door, but ${c.hero.he} used so much paint that the letters began to run, until the whole sign seemed to be crying.`,
    ),
};

export const laterFixes: Record<Later | MoreHitch, (c: EnCtx) => string> = {
  ...moreFixes,
  deliver: (c) =>
    by(
      c,
      `${h(c)} drew a new one, with a big sun.`,
      `${h(c)} drew a new one right there on the back of the list, with a big sun on it, and the friend it was for promised to come.`,
      `So ${h(c)} sat down on a bench and drew a new one on the back of the list, with a big sun in the corner, and the friend it was for folded it carefully into a pocket and promised to come.`,
    ),
  candles: (c) =>
    by(
      c,
      `A ladder! Now ${h(c)} had the candles.`,
      `${Aid(c)} fetched a little ladder, and ${h(c)} climbed up and took the box down.`,
      `${Aid(c)} fetched the stepladder from the back and held it steady, and ${h(c)} climbed up and took down the last box of candles, exactly enough.`,
    ),
  icing: (c) =>
    by(
      c,
      `They waited. Then the icing stayed on.`,
      `They put the cake by the open window to cool, and the second time the icing stayed on, smooth and shiny.`,
      `This time they let the cake cool by the open window while they counted to five hundred, and the second coat of icing stayed just where it was put, smooth as a frozen pond.`,
    ),
  hats: (c) =>
    by(
      c,
      `They made big hats from long paper.`,
      `They taped two sheets together for every hat, and now the hats fitted, with room for a pompom on top.`,
      `They taped two sheets together for each hat and measured round ${c.hero.poss} head with a piece of string, and now every hat fitted, with room to spare for a pompom.`,
    ),
  games: (c) =>
    by(
      c,
      `They put a stone on every note.`,
      `They found the notes again and put a smooth stone on each one, so the wind could not take them.`,
      `They hunted down every note, and this time each one got a smooth stone on top, so the treasure hunt would be waiting exactly where the clues said.`,
    ),
  table: (c) =>
    by(
      c,
      `The neighbours lent them chairs.`,
      `They knocked next door, and the neighbours lent them three chairs and a stool.`,
      `They knocked on doors all along the road, and soon three borrowed chairs and a wobbly stool stood round the table, none of them matching, all of them perfect.`,
    ),
  lemonade: (c) =>
    by(
      c,
      `A spoon of honey. Now it was good!`,
      `They stirred in two spoons of honey and a lot more water, and now the lemonade tasted of summer.`,
      `They stirred in honey, a spoon at a time, tasting after every one, until the lemonade was sweet and sharp at once and tasted exactly like summer.`,
    ),
  bags: (c) =>
    by(
      c,
      `They made one more bag.`,
      `They folded one more bag out of drawing paper and drew a star on it, and now there was one for everyone.`,
      `They folded one more bag out of drawing paper and drew a star on the front, and somehow that one, the odd one out, turned out to be the finest of them all.`,
    ),
  sign: (c) =>
    by(
      c,
      `They painted it again, with less paint.`,
      `They painted it again with a thinner brush and let it dry in the sun, and this time every letter stayed put.`,
      `They painted it again with a thinner brush and far less paint, and left it to dry in the sun, and this time every letter stood up straight and proud.`,
    ),
};

/** What was put right on the way, seen again at the party: the hats fit, the notes stay put. */
export function partyPaid(c: EnCtx): string {
  const taken = c.stepsTaken();
  const lines: string[] = [];
  if (taken.includes('sign'))
    lines.push(
      by(
        c,
        `The WELCOME sign hung on the door.`,
        `The WELCOME sign hung on the door, and not one letter had run.`,
        `On the door hung the WELCOME sign, every letter straight, and each guest stopped to read it out loud.`,
      ),
    );
  if (taken.includes('table'))
    lines.push(
      by(
        c,
        `Everyone had a chair.`,
        `Everyone found a chair at the table, even if none of them matched.`,
        `Everyone found a place at the long table, on borrowed chairs that did not match one bit.`,
      ),
    );
  if (taken.includes('hats'))
    lines.push(
      by(
        c,
        `Everyone wore a paper hat.`,
        `Everyone wore a paper hat, and every one of them fitted.`,
        `Everyone put on a paper hat, and every single one fitted, pompom and all.`,
      ),
    );
  if (taken.includes('games'))
    lines.push(
      by(
        c,
        `Then came the treasure hunt!`,
        `Then came the treasure hunt, and every note was under its stone, just where it should be.`,
        `Then came the treasure hunt, and every note lay waiting under its stone, exactly where the clues said it would.`,
      ),
    );
  else if (taken.includes('deliver'))
    lines.push(
      by(
        c,
        `Every friend came.`,
        `Every friend who got an invitation came, even the one with the sun on it.`,
        `Every friend who got an invitation came, and the one with the big sun in the corner held it up in the doorway for all to see.`,
      ),
    );
  return lines.join(' ');
}

/** What each job is called on the list. */
const ITEM: Record<PartyHitch, string> = {
  ...moreItems,
  invites: 'invitations',
  deliver: 'hand out invitations',
  present: 'present',
  candles: 'candles',
  cake: 'cake',
  icing: 'icing',
  hats: 'hats',
  garland: 'garland',
  balloons: 'balloons',
  games: 'treasure hunt',
  rain: 'lay the table',
  table: 'chairs',
  lemonade: 'lemonade',
  bags: 'party bags',
  sign: 'sign',
};

/** The job put right here, ticked off the list from the morning. */
export const partyDone = (item: (c: EnCtx) => PartyHitch | undefined) => {
  const on = (c: EnCtx) => {
    const k = item(c);
    return k ? ITEM[k] : undefined;
  };
  return [
    (c: EnCtx) => {
      const i = on(c);
      return i
        ? by(
            c,
            `${h(c)} ticked off "${i}". Done!`,
            `${h(c)} put a big tick next to "${i}" on the list.`,
            `${h(c)} took out the list and put a big, satisfied tick next to "${i}".`,
          )
        : null;
    },
    (c: EnCtx) => {
      const i = on(c);
      return i
        ? by(
            c,
            `A tick for "${i}"!`,
            `"${i.charAt(0).toUpperCase() + i.slice(1)}" was done, and ${h(c)} ticked it off the list with a flourish.`,
            `One more job done: ${h(c)} crossed out "${i}" on the list and looked at what was left.`,
          )
        : null;
    },
    (c: EnCtx) => {
      const i = on(c);
      return i
        ? by(
            c,
            `"${i.charAt(0).toUpperCase() + i.slice(1)}": ready!`,
            `${h(c)} drew a big smiley face next to "${i}" on the list.`,
          )
        : null;
    },
    (c: EnCtx) => {
      const i = on(c);
      return i
        ? by(c, `One more job done: "${i}".`, `On the list, "${i}" got a fat red line through it.`)
        : null;
    },
  ];
};

/** What a grown-up here says about the job that went wrong: the way it is put right. */
const ADVICE: Partial<Record<PartyHitch, [string, string]>> = {
  ...moreAdvice,
  invites: [
    `"Let the glue dry," said {H}.`,
    `"Glue needs time," said {H}. "Let each one dry before you stack them."`,
  ],
  deliver: [
    `"Draw a new one," said {H}.`,
    `"Draw a new one," said {H}. "A drawn one is worth two bought ones."`,
  ],
  present: [
    `"Make one yourself," said {H}.`,
    `"The best presents are the ones you make yourself," said {H}.`,
  ],
  candles: [
    `"Just ask," said {H}.`,
    `"If it’s too high, ask," said {H}. "Somebody always has a ladder."`,
  ],
  icing: [
    `"Let the cake cool first," said {H}.`,
    `"Icing only stays on a cold cake," said {H}. "Give it time."`,
  ],
  hats: [
    `"Measure first," said {H}.`,
    `"Measure first, then cut," said {H}. "Heads are bigger than you think."`,
  ],
  garland: [
    `"Tape mends it," said {H}.`,
    `"A bit of tape and a lot of patience mend most things," said {H}.`,
  ],
  games: [
    `"Put a stone on each note," said {H}.`,
    `"The wind can’t lift a stone," said {H}. "Put one on every note."`,
  ],
  rain: [
    `"It will pass," said {H}.`,
    `"A summer shower never lasts," said {H}. "Save the plates and wait."`,
  ],
  table: [
    `"Ask the neighbours," said {H}.`,
    `"The neighbours have chairs," said {H}. "Just knock and ask."`,
  ],
  lemonade: [
    `"Add honey," said {H}.`,
    `"Honey, one spoon at a time, and taste each time," said {H}.`,
  ],
  bags: [
    `"Fold one more," said {H}.`,
    `"Fold one more yourself," said {H}. "The odd one out is often the best."`,
  ],
  sign: [
    `"Less paint," said {H}.`,
    `"Less paint and a thinner brush," said {H}. "Then let the sun dry it."`,
  ],
};

/** The grown-up's word on this job, once the job has gone wrong. */
export const partyAdvice = (job: (c: EnCtx) => PartyHitch | undefined) =>
  (Object.keys(ADVICE) as PartyHitch[]).map((k) => (c: EnCtx) => {
    const said = ADVICE[k];
    if (!c.helper || !said || job(c) !== k) return null;
    return by(c, said[0], said[1]).replace('{H}', c.helper.name);
  });
