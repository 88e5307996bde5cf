// More party jobs for a long day: the sack race and the fishing game in the park, the buns at
// the bakery, the room tidied, the little flags for the cake. Each goes wrong once and is put
// right.
import type { EnCtx } from '../../../compose/ctx-en';
import { by } from '../../by-band';

const h = (c: EnCtx) => c.hero.name;

export type MoreHitch =
  'sackrace' | 'fishing' | 'buns' | 'tidy' | 'flags' | 'waffles' | 'flagpole' | 'wrap' | 'card';

export const moreHitches: Record<MoreHitch, (c: EnCtx) => string> = {
  sackrace: (c) =>
    by(
      c,
      `${h(c)} tried the sack race. Bump, into the grass!`,
      `${h(c)} tried out the sack race ${c.place.in} before the guests came, but the sack was so long that ${c.hero.he} tripped on the very first hop.`,
      `${h(c)} wanted to try the sack race ${c.place.in} before the guests came, but the old potato sack came right up to ${c.hero.his} chin, and on the first hop ${c.hero.he} toppled forward, nose first into the grass.`,
    ),
  fishing: (c) =>
    by(
      c,
      `The sheet for the fishing game fell down!`,
      `${h(c)} hung a sheet over a line for the fishing game, but the line sagged, and the sheet slid down into the grass.`,
      `${h(c)} hung an old sheet over a line for the fishing game, where the guests would fish for prizes, but the line sagged lower and lower until the whole sheet slid down into the grass.`,
    ),
  buns: (c) =>
    by(
      c,
      `The buns grew into one big lump!`,
      `${h(c)} got to shape the buns ${c.place.in}, but in the oven they grew into one big, flat lump.`,
      `${h(c)} was allowed to shape the buns ${c.place.in}, twelve round little ones, but they sat so close on the tray that they grew together in the oven and came out as one big, flat lump.`,
    ),
  tidy: (c) =>
    by(
      c,
      `Everything fell out of the cupboard!`,
      `${h(c)} tidied the room before the guests came, but everything ${c.hero.he} pushed into the cupboard fell out again when the door opened.`,
      `${h(c)} tidied the room for the guests and pushed everything into the cupboard, bricks, teddies and cars, but when ${c.hero.he} opened the door to put in the last one, the whole heap tumbled out over the floor.`,
    ),
  flags: (c) =>
    by(
      c,
      `There was not enough money for the flags!`,
      `${h(c)} found little paper flags for the cake ${c.place.in}, but when ${c.hero.he} counted the coins, there were not enough.`,
      `${h(c)} found the prettiest little paper flags for the cake ${c.place.in}, with red and blue stripes, but when ${c.hero.he} tipped ${c.hero.his} purse out on the counter and counted, almost half the money was missing.`,
    ),
  waffles: (c) =>
    by(
      c,
      `The first waffle stuck fast!`,
      `${h(c)} made waffles for the party, but the first waffle stuck in the iron and tore into a thousand pieces.`,
      `${h(c)} heated the waffle iron and poured in the first ladle of batter, but when the lid came up, the waffle clung to both halves and tore into a thousand crisp pieces.`,
    ),
  flagpole: (c) =>
    by(
      c,
      `The flag would not go up!`,
      `${h(c)} was to raise the flag in the garden, because on a birthday the flag goes up, but the rope tangled, and the flag stuck halfway.`,
      `${h(c)} was to raise the flag, because on a birthday the flag goes right to the top, but the rope had tangled round the pole, and the flag stuck halfway, flapping sadly in the wind.`,
    ),
  wrap: (c) =>
    by(
      c,
      `The wrapping paper was too small for the present!`,
      `${h(c)} went to wrap the present ${c.place.in}, but the paper only nearly went round, and one corner stuck out.`,
      `${h(c)} went to wrap the present ${c.place.in}, but however ${c.hero.he} turned it, the paper only nearly went round, and one corner always poked out.`,
    ),
  card: (c) =>
    by(
      c,
      `There was not a single birthday card!`,
      `${h(c)} looked for a birthday card ${c.place.in}, but the stand was empty, apart from one with a tractor on it.`,
      `${h(c)} searched the whole card stand ${c.place.in} for a birthday card, but it had been picked clean, apart from one with a tractor on it that said "Well done on passing your test".`,
    ),
};

export const moreFixes: Record<MoreHitch, (c: EnCtx) => string> = {
  sackrace: (c) =>
    by(
      c,
      `${h(c)} rolled the sack down and took small hops.`,
      `They rolled down the top of the sack, and with small hops ${h(c)} got all the way to the finish without falling.`,
      `They rolled the top of the sack down to ${h(c)}’s waist, and with small, quick hops ${c.hero.he} made it all the way to the finish, out of breath and without a single grass stain.`,
    ),
  fishing: (c) =>
    by(
      c,
      `They pulled the line tight. The sheet stayed up!`,
      `They tied the line tight between two trees and fixed the sheet with clothes pegs, and now the fishing game hung straight and fine.`,
      `They tied the line tight between two trees and fixed the sheet with a peg for every hand, and now the fishing game hung so well that nobody could see who sat behind it hooking prizes onto the line.`,
    ),
  buns: (c) =>
    by(
      c,
      `They spaced the buns out. Now they came out round!`,
      `The second time they spaced the buns well apart, and they came out of the oven round and golden, each on its own.`,
      `The second time every bun got its own spot on the tray, a whole finger apart, and they came out of the oven round and golden and smelling so good that ${h(c)} had to taste one.`,
    ),
  tidy: (c) =>
    by(
      c,
      `Bricks in one box, teddies in another. Done!`,
      `They sorted it all: bricks in one box, teddies in another, cars in a third, and at last the cupboard door shut all by itself.`,
      `They sorted everything: the bricks in one box, the teddies in another and the cars in a third, and when the last box was in place, the cupboard door shut with a small, satisfied click.`,
    ),
  flags: (c) =>
    by(
      c,
      `They bought fewer and made the rest.`,
      `They bought a smaller pack and made the rest at home from paper and toothpicks, and the homemade ones were the prettiest.`,
      `They bought the smallest pack and made the rest at home from coloured paper and toothpicks, and the homemade flags, with their slightly wobbly stripes, were the ones ${h(c)} liked best.`,
    ),
  waffles: (c) =>
    by(
      c,
      `They buttered the iron. Now the waffle came out!`,
      `They buttered the iron well and let it get properly hot, and the next waffle came away all by itself, golden and whole.`,
      `They buttered the iron with a good knob of butter and waited until it sizzled, and the next waffle came away all by itself, golden and whole, every heart in place.`,
    ),
  flagpole: (c) =>
    by(
      c,
      `They untangled the rope. Up went the flag!`,
      `They untangled the rope round the pole, one loop at a time, and up went the flag right to the top, flapping in the sun.`,
      `They found the end of the rope and untangled it from the pole, one loop at a time, and the flag slid right to the top, where it flapped proudly over the whole garden.`,
    ),
  wrap: (c) =>
    by(
      c,
      `They turned the present. Now the paper fitted!`,
      `They laid the present at a slant on the paper, and then it went round, with a big bow on top.`,
      `The lady at the till showed how to lay the present at a slant, corner to the middle, and then the paper just went round, with a big curly bow on top.`,
    ),
  card: (c) =>
    by(
      c,
      `${h(c)} made a card instead.`,
      `They bought a sheet of card instead, and ${h(c)} drew a birthday card on it, with hearts and a big cake.`,
      `They bought a sheet of red card instead, and ${h(c)} folded it and drew the birthday card, with hearts, a cake with every candle and "TO THE BEST IN THE WORLD" in big letters.`,
    ),
};

export const moreItems: Record<MoreHitch, string> = {
  sackrace: 'sack race',
  fishing: 'fishing game',
  buns: 'buns',
  tidy: 'tidy room',
  flags: 'flags',
  waffles: 'waffles',
  flagpole: 'flag',
  wrap: 'wrapping',
  card: 'card',
};

export const moreAdvice: Record<MoreHitch, [string, string]> = {
  sackrace: [
    `"Small hops," said {H}.`,
    `"Roll the top down and take small hops," said {H}. "It is not the biggest hops that win."`,
  ],
  fishing: [
    `"Pull the line tight," said {H}.`,
    `"A line has to be as tight as a guitar string," said {H}. "And pegs hold almost anything."`,
  ],
  buns: [
    `"Give them room," said {H}.`,
    `"Buns grow in the oven," said {H}. "Give each of them room to get big."`,
  ],
  tidy: [
    `"One box for each thing," said {H}.`,
    `"One box for each thing," said {H}. "Then you can find them again, too."`,
  ],
  flags: [
    `"What is missing, we make," said {H}.`,
    `"Buy what you can afford," said {H}. "What is missing, we can make ourselves."`,
  ],
  waffles: [
    `"The first one never works," said {H}.`,
    `"The first waffle never works," said {H}. "Butter the iron well and let it get hot."`,
  ],
  flagpole: [
    `"Find the end first," said {H}.`,
    `"You untangle a knot from the end," said {H}. "One loop at a time."`,
  ],
  wrap: [
    `"Turn it at a slant," said {H}.`,
    `"Lay the present at a slant," said {H}. "Then the paper goes further."`,
  ],
  card: [
    `"Make one yourself," said {H}.`,
    `"A card you make yourself is the best kind," said {H}.`,
  ],
};
