// Something baked at home: the recipe in the old book, the hens' eggs and the berries in the
// garden, the one thing missing fetched from the shop, then weighing and stirring, the oven and
// the waiting, a small mishap turned into something nice, and at the end it is shared with
// those it was for.
import type { EnCtx } from '../../../compose/ctx-en';
import type { Bank } from '../../../compose/ctx-base';
import type { GoalTexts } from '../../../compose/pack-types';
import { homeTravel } from '../home-travel';
import { travelNear } from '../near-travel';
import { travel } from '../travel';
import { foodById } from '../../../lexicon/foods-activities';
import { by } from '../../by-band';
import {
  bakedFood,
  bakeStep,
  bakeTip,
  cookerOf,
  type BakeStep,
  type BakeTip,
  inTurn,
  lentToday,
} from '../../bake-beats';
import { eachStep, firstHere, onceHere, onceInStory, toldHere } from '../../family-beats';
import { cap } from '../../../text';

const h = (c: EnCtx) => c.hero.name;
/** Who bakes beside the hero: the friend, else the grown-up here, else Grandma; never the cat. */
const f = (c: EnCtx) =>
  (c.friend?.person ? c.friend.name : undefined) ?? c.helper?.name ?? 'Grandma';
/** Everyone baking: "Emma and Grandma". */
const team = (c: EnCtx) => `${h(c)} and ${f(c)}`;

/** What is baked, in the right number: "a cake", "buns", "a pizza". */
function baked(c: EnCtx): { a: string; the: string; it: string; pl: boolean } {
  const id = c.thing?.id ?? 'cake';
  const food = id.startsWith('dish:') ? foodById(id.slice(5)) : undefined;
  if (!food) {
    const t = c.thing;
    // A cake of the family's own word: one cake, or a trayful of small ones ("cookies").
    if (t && !/(?<!cup)cake$/.test(t.sg))
      return { a: t.pl, the: `the ${t.pl}`, it: 'they', pl: true };
    return { a: t?.a ?? 'a cake', the: t?.the ?? 'the cake', it: 'it', pl: false };
  }
  if (food.countable) return { a: food.en.pl, the: `the ${food.en.pl}`, it: 'they', pl: true };
  return { a: `a ${food.en.sg}`, the: `the ${food.en.sg}`, it: 'it', pl: false };
}
const a = (c: EnCtx) => baked(c).a;
const the = (c: EnCtx) => baked(c).the;
const The = (c: EnCtx) => cap(the(c));
const it = (c: EnCtx) => baked(c).it;
const It = (c: EnCtx) => cap(it(c));
const them = (c: EnCtx) => (baked(c).pl ? 'them' : 'it');
/** "was" or "were", as the thing's number asks. */
const was = (c: EnCtx) => (baked(c).pl ? 'were' : 'was');
const kind = (c: EnCtx) => bakedFood(c.thing?.id);
/** Pizza and pancakes are made, the rest baked. */
const verb = (c: EnCtx) =>
  kind(c) === 'pizza' || kind(c) === 'pancake' || kind(c) === 'waffle'
    ? { inf: 'make', past: 'made' }
    : { inf: 'bake', past: 'baked' };
const cooker = (c: EnCtx) => cookerOf(c.thing?.id);
const oven = (c: EnCtx) =>
  ({ oven: 'the oven', pan: 'the frying pan', iron: 'the waffle iron' })[cooker(c)];
/** Done: "came out of the oven". */
const came = (c: EnCtx) => `came ${outOf(c)}`;
/** "out of the oven", "off the frying pan". */
const outOf = (c: EnCtx) => `${cooker(c) === 'pan' ? 'off' : 'out of'} ${oven(c)}`;
/** The one thing missing, fetched from the shop. */
const MISSING: Record<string, string> = {
  cake: 'butter',
  bun: 'yeast',
  bread: 'yeast',
  pizza: 'cheese',
  gingerbread: 'syrup',
  cookie: 'chocolate',
  pancake: 'milk',
  waffle: 'milk',
};
const missing = (c: EnCtx) => MISSING[kind(c)] ?? 'sugar';
const pizza = (c: EnCtx) => kind(c) === 'pizza';
/** Whom it is baked for, else the whole family. */
const forTo = (c: EnCtx) => (c.recipient ? ` for ${c.recipient.name}` : '');
const forWhom = (c: EnCtx) => c.recipient?.name ?? 'the whole family';
/** The book is the grandparent's who bakes along, when one does. */
const book = (c: EnCtx) => {
  const gran = [c.friend?.name, c.helper?.name].find((n) => n === 'Grandma' || n === 'Grandpa');
  if (gran && gran === f(c)) return `${gran === 'Grandpa' ? 'his' : 'her'} old recipe book`;
  return gran ? `${gran}’s old recipe book` : 'the old recipe book from the drawer';
};
/** The pet in the kitchen: the hero's own, else the cat. */
const pet = (c: EnCtx) =>
  c.snatcher?.name ?? (c.friend && !c.friend.person ? c.friend.name : 'the cat');
/** The one who snatches, told with its kind: "Tiger the cat", "the cat". */
const snatcher = (c: EnCtx) =>
  c.snatcher
    ? c.snatcher.named
      ? `${c.snatcher.name} the ${c.snatcher.kind}`
      : c.snatcher.the
    : 'the cat';
/** One of what was baked: "a bun", or a slice of a cake. */
const one = (c: EnCtx) => {
  const id = c.thing?.id ?? 'cake';
  const food = id.startsWith('dish:') ? foodById(id.slice(5)) : undefined;
  if (!food?.countable) return 'a slice';
  return `${/^[aeiou]/.test(food.en.sg) ? 'an' : 'a'} ${food.en.sg}`;
};

/** How it is made: a yeast dough, a cake batter, a dough rolled and cut, or batter in a pan. */
const sort = (c: EnCtx): 'yeast' | 'cake' | 'cookie' | 'pan' => {
  if (cooker(c) !== 'oven') return 'pan';
  const k = kind(c);
  if (k === 'bun' || k === 'bread' || k === 'pizza') return 'yeast';
  if (k === 'cookie' || k === 'gingerbread') return 'cookie';
  // Cookies and biscuits in the family's own word are rolled and cut too.
  if (/cookie|biscuit/.test(c.thing?.sg ?? '')) return 'cookie';
  return 'cake';
};
/** What is kneaded or stirred: "dough" or "batter". */
const mass = (c: EnCtx) => (sort(c) === 'yeast' || sort(c) === 'cookie' ? 'dough' : 'batter');
/** Cinnamon buns are rolled up with cinnamon butter, not rolled into balls like plain buns. */
const cinnamon = (c: EnCtx) => c.thing?.id === 'dish:cinnamon-bun';
/** What was lent to the neighbour: the rolling pin, the cake tin, the spatula. */
const tool = (c: EnCtx): string => {
  const k = kind(c);
  if (k === 'muffin') return 'muffin tray';
  if (sort(c) === 'cake') return 'baking tin';
  if (k === 'waffle') return 'waffle iron';
  if (k === 'pancake') return 'spatula';
  return 'rolling pin';
};
/** What goes on top before the oven, chosen at the shop: pearl sugar on buns, sprinkles on a cake. */
const topping = (c: EnCtx) => {
  const k = kind(c);
  if (sort(c) === 'pan') return 'jam';
  if (k === 'pizza') return 'oregano';
  if (k === 'bread') return 'sunflower seeds';
  if (k === 'gingerbread') return 'almonds';
  if (k === 'bun') return 'pearl sugar';
  return 'sprinkles';
};
/** What is warmed for the yeast: milk, or water for a pizza dough. */
const liquid = (c: EnCtx) => (pizza(c) ? 'water' : 'milk');
/** A plateful or a slice for the neighbour. */
const some = (c: EnCtx) =>
  baked(c).pl ? `a plate of ${a(c)}` : `a slice of ${the(c).replace(/^the /, '')}`;
/** Two of what was baked, for the lunch box: "two cinnamon buns", "two slices". */
const two = (c: EnCtx) => (baked(c).pl ? `two ${a(c)}` : 'two slices');
/** The funniest thing that happened, remembered in the evening: only what was told. */
const RECALL: [BakeStep, (c: EnCtx) => string][] = [
  ['pet', (c) => `${pet(c)} with a nose in the mixing bowl`],
  ['weigh', () => 'the puff of flour in the kitchen'],
  ['tidy', () => 'the foam spilling over'],
  ['lick', (c) => `the ${mass(c)} right up in an ear`],
  ['eggs', (c) => (pizza(c) ? 'the tomatoes hanging so high' : 'the hen that pecked')],
  ['carry', () => 'the bag that split'],
];
const lent = lentToday;
/** The smell that lingers: cinnamon, or fresh baking. */
const smell = (c: EnCtx) => (cinnamon(c) ? 'of cinnamon' : 'of fresh baking');

/** The steps that make a longer bake longer: each goes a little wrong and is put right. */
const MORE_HITCH: Record<
  'borrow' | 'choose' | 'coins' | 'warm' | 'mix' | 'rest' | 'shape' | 'glaze' | 'lick' | 'tidy',
  (c: EnCtx) => string
> = {
  borrow: (c) =>
    by(
      c,
      `The ${tool(c)} was at the neighbour’s!`,
      `Out in the garden ${f(c)} suddenly remembered that the ${tool(c)} had been lent to the neighbour and never come back.`,
      `Out in the garden ${f(c)} stopped and groaned, for the ${tool(c)} had been lent to the neighbour before the summer and never come back, and without it there would be no ${a(c)}.`,
    ),
  choose: (c) =>
    by(
      c,
      `Where was the ${topping(c)}?`,
      `${h(c)} went to find the ${topping(c)}, but there were so many shelves that ${c.hero.he} did not know where to look.`,
      `${h(c)} went to find the ${topping(c)}, but the shop had shelves from floor to ceiling, and ${c.hero.he} walked up and down between them until ${c.hero.he} felt quite dizzy.`,
    ),
  coins: (c) =>
    by(
      c,
      `There was not enough money!`,
      `At the till ${h(c)} counted the coins from ${c.hero.his} piggy bank, but they were fifty pence short.`,
      `At the till ${h(c)} laid the coins from ${c.hero.his} piggy bank on the counter one by one, but when they were all counted they were fifty pence short, and the queue behind them grew longer.`,
    ),
  warm: (c) =>
    sort(c) === 'yeast'
      ? by(
          c,
          `The ${liquid(c)} got far too hot!`,
          `${h(c)} warmed the ${liquid(c)} for the yeast, but it got so hot that it began to steam.`,
          `${h(c)} warmed the ${liquid(c)} for the yeast and forgot about it for a moment, and when ${c.hero.he} looked into the pan, steam was rising, much too hot for any yeast.`,
        )
      : by(
          c,
          `The butter was as hard as a stone!`,
          `The butter came straight from the fridge and was so hard that ${h(c)} could not stir it.`,
          `The butter came straight from the fridge, and it was so hard that the wooden spoon just slid off, however hard ${h(c)} pushed.`,
        ),
  mix: (c) =>
    ({
      yeast: () =>
        by(
          c,
          `The dough stuck to every finger!`,
          `${h(c)} kneaded the dough, but it was so sticky that it stuck to all ten fingers.`,
          `${h(c)} kneaded and kneaded, but the dough was so sticky that it clung to all ten fingers and stretched like chewing gum every time ${c.hero.he} lifted ${c.hero.his} hands.`,
        ),
      cake: () =>
        by(
          c,
          `The batter splashed the wall!`,
          `${h(c)} turned the mixer on full, and batter splashed the wall, the window and ${f(c)}.`,
          `${h(c)} turned the mixer straight on full, and batter splashed in every direction, over the wall, the window and right onto ${f(c)}’s apron.`,
        ),
      cookie: () =>
        by(
          c,
          `The dough crumbled!`,
          `${h(c)} kneaded the dough, but it just crumbled into little bits.`,
          `${h(c)} kneaded and kneaded, but the dough only crumbled between ${c.hero.his} fingers and would not stick together, however hard ${c.hero.he} squeezed.`,
        ),
      pan: () =>
        by(
          c,
          `There were lumps in the batter!`,
          `${h(c)} tipped all the flour in at once, and the batter filled up with little white lumps.`,
          `${h(c)} tipped all the flour in at once, and however fast ${c.hero.he} whisked, little white lumps floated about in the batter like ice cubes in a glass.`,
        ),
    })[sort(c)](),
  rest: (c) =>
    ({
      yeast: () =>
        by(
          c,
          `The dough had to rise. It took so long!`,
          `The dough had to rise under a tea towel, but ${h(c)} lifted the towel every five minutes, and it was just as small.`,
          `The dough had to rise under a tea towel for a whole hour, and ${h(c)} lifted the towel every five minutes to look, but the dough just lay there as small as ever and did not seem to think of growing.`,
        ),
      cake: () =>
        by(
          c,
          `The oven was still cold!`,
          `The batter was ready, but the oven was still cold, for nobody had remembered to turn it on.`,
          `The batter was ready, and ${h(c)} stood holding the tin, but the oven was as cold as a cellar, for neither of them had remembered to turn it on.`,
        ),
      cookie: () =>
        by(
          c,
          `The dough was too soft!`,
          `${h(c)} wanted to roll out the dough straight away, but it was so soft that it stuck to the rolling pin.`,
          `${h(c)} wanted to roll out the dough straight away, but it was so soft and warm that it stuck to the rolling pin and came up in long strings.`,
        ),
      pan: () =>
        by(
          c,
          `The batter had to rest. So long!`,
          `The batter had to rest for half an hour, but ${h(c)} was so hungry that ${c.hero.his} tummy rumbled.`,
          `The batter had to rest for a whole half hour, the book said, and ${h(c)} was so hungry that ${c.hero.his} tummy rumbled loud enough for ${f(c)} to hear.`,
        ),
    })[sort(c)](),
  shape: (c) => {
    const k = kind(c);
    if (cinnamon(c))
      return by(
        c,
        `The cinnamon roll went all crooked!`,
        `They rolled out the dough, spread on cinnamon butter and rolled it up, but the roll went crooked, and the cinnamon butter squeezed out at the ends.`,
        `They rolled the dough out into a big square, spread on a thick layer of cinnamon butter and rolled it up, but the roll went as crooked as a snake, and the cinnamon butter squeezed out at both ends.`,
      );
    if (k === 'bun')
      return by(
        c,
        `The buns came out big and small!`,
        `${h(c)} rolled buns, but some were as big as apples and others as small as cherries.`,
        `${h(c)} rolled buns as fast as ${c.hero.he} could, but when the tray was full, some were as big as apples and others as small as cherries.`,
      );
    if (k === 'bread')
      return by(
        c,
        `The loaf went flat!`,
        `${h(c)} shaped the loaf, but it spread out over the tray and went as flat as a pancake.`,
        `${h(c)} shaped a lovely round loaf, but by the time ${c.hero.he} turned round, it had spread across the tray and gone as flat as a pancake.`,
      );
    if (k === 'pizza')
      return by(
        c,
        `The pizza base got a hole!`,
        `${h(c)} rolled out the pizza base, but it got so thin that a hole appeared in the middle.`,
        `${h(c)} rolled out the pizza base, thinner and thinner, until suddenly a hole opened in the middle, big enough to see the counter through.`,
      );
    return {
      cake: () =>
        by(
          c,
          `The batter ran over the edge!`,
          `${h(c)} poured the batter into the ${k === 'muffin' ? 'cases' : 'tin'}, but all at once, and it ran over the edge and onto the counter.`,
          `${h(c)} poured the batter into the ${k === 'muffin' ? 'cases' : 'tin'}, but all at once, and it ran over the edge, across the counter and into a drawer that stood half open.`,
        ),
      cookie: () =>
        by(
          c,
          `The heart stuck to the table!`,
          `${h(c)} cut out shapes, but the first heart stuck to the table and tore when ${c.hero.he} lifted it.`,
          `${h(c)} cut out hearts, stars and pigs, but the first heart stuck to the table and tore in two when ${c.hero.he} tried to lift it.`,
        ),
      pan: () =>
        by(
          c,
          `The butter sizzled and smoked!`,
          `${h(c)} put butter in ${oven(c)}, but it was so hot that the butter went brown and began to smoke.`,
          `${h(c)} put a knob of butter in ${oven(c)}, but it was so hot that the butter browned in a blink, and a grey ribbon of smoke rose towards the fan.`,
        ),
      yeast: () => `${h(c)} shaped the dough, but it went crooked.`,
    }[sort(c)]();
  },
  glaze: (c) => {
    if (sort(c) === 'pan')
      return by(
        c,
        `The jam jar was stuck!`,
        `${h(c)} went to open the jam jar, but the lid was on so tight that it would not budge.`,
        `${h(c)} went to open the jam jar, but the lid was stuck fast, and ${c.hero.he} twisted until ${c.hero.his} fingers went red without it moving a millimetre.`,
      );
    if (pizza(c))
      return by(
        c,
        `The lid fell off the oregano!`,
        `${h(c)} sprinkled on oregano, but the lid fell off, and half the jar landed in the middle of the pizza.`,
        `${h(c)} sprinkled on oregano with a little flick, but the lid fell off, and half the jar landed in a green heap in the middle of the pizza.`,
      );
    if (sort(c) === 'yeast')
      return by(
        c,
        `The egg ran off the brush!`,
        `${h(c)} brushed on beaten egg, but the brush was so full that the egg ran down onto the tray.`,
        `${h(c)} brushed on beaten egg, but the brush was so full that the egg ran down the sides and onto the tray in sticky yellow lines.`,
      );
    return by(
      c,
      `The bag of ${topping(c)} burst!`,
      `${h(c)} went to scatter ${topping(c)} on top, but the bag burst, and it all landed in one spot.`,
      `${h(c)} went to scatter ${topping(c)} on top, but the bag burst at one corner, and the whole lot landed in one big heap in one spot.`,
    );
  },
  lick: (c) =>
    by(
      c,
      `${h(c)} licked the bowl. ${cap(mass(c))} on ${c.hero.his} nose!`,
      `While they waited, ${h(c)} got to lick the mixing bowl, and soon ${c.hero.he} had ${mass(c)} on ${c.hero.his} nose, ${c.hero.his} chin and right up in ${c.hero.his} ear.`,
      `While they waited, ${h(c)} got to lick the mixing bowl, and ${c.hero.he} did it so thoroughly that ${c.hero.he} had ${mass(c)} on ${c.hero.his} nose, ${c.hero.his} chin and right up in one ear.`,
    ),
  tidy: (c) =>
    by(
      c,
      `The washing-up bubbles spilled over!`,
      `Then came the washing-up, but ${h(c)} poured in far too much soap, and the foam grew over the edge of the sink.`,
      `Then came the washing-up, and ${h(c)} poured in a little extra soap to be sure, and the foam grew and grew, over the edge of the sink and down onto the floor.`,
    ),
};

const MORE_FIX: Record<keyof typeof MORE_HITCH, (c: EnCtx) => string> = {
  borrow: (c) =>
    by(
      c,
      `The neighbour passed it over the hedge.`,
      `${f(c)} called over the hedge, and the neighbour came out with the ${tool(c)}. "Then I would love a taste," she said.`,
      `${f(c)} called over the hedge, and the neighbour came out in her slippers with the ${tool(c)} in her hand. "I quite forgot to bring it back," she said, "but then I would love a taste when you are done."`,
    ),
  choose: (c) =>
    by(
      c,
      `${f(c)} pointed. There it was!`,
      `${f(c)} pointed up at the top shelf, and there stood the ${topping(c)}.`,
      `${f(c)} lifted ${h(c)} up, and there, on the very top shelf behind a stack of cocoa tins, stood the ${topping(c)}.`,
    ),
  coins: (c) =>
    by(
      c,
      `${f(c)} found a coin in a pocket.`,
      `${f(c)} felt in a coat pocket and found a fifty pence piece, and the shopkeeper smiled and said that was just right.`,
      `${f(c)} rummaged in a coat pocket and found a shiny fifty pence piece, and the shopkeeper counted again and said it was exactly right. ${h(c)} got to keep the receipt.`,
    ),
  warm: (c) =>
    sort(c) === 'yeast'
      ? by(
          c,
          `They waited until it was just warm.`,
          `They let the ${liquid(c)} cool until it was just finger-warm, and ${h(c)} tested it with a little finger.`,
          `They let the ${liquid(c)} stand and cool, and ${h(c)} tested it with a little finger until it was just finger-warm, the way yeast likes it.`,
        )
      : by(
          c,
          `They put the butter by the oven. It went soft.`,
          `They put the butter by the warm oven for a while, and soon it was soft enough to stir.`,
          `They put the butter in a dish by the warm oven, and while they waited, ${h(c)} read the recipe out loud to ${f(c)}. Soon the butter was as soft as cream.`,
        ),
  mix: (c) =>
    ({
      yeast: () =>
        by(
          c,
          `A little flour on the hands, and then it worked.`,
          `${f(c)} sprinkled a little flour on the counter, and soon the dough was soft and smooth.`,
          `${f(c)} sprinkled a handful of flour on the counter and showed how to fold and push, and soon the dough lay there, soft and smooth as a baby’s cheek.`,
        ),
      cake: () =>
        by(
          c,
          `They started slowly. Then it went fine.`,
          `They wiped the wall and started again on the slowest speed, until the batter was light and fluffy.`,
          `They wiped the wall and the window and started again on the slowest speed, and ${h(c)} watched the batter grow paler and fluffier with every turn.`,
        ),
      cookie: () =>
        by(
          c,
          `A splash of milk, and it held.`,
          `${f(c)} poured in a splash of milk, and the dough turned into a nice smooth ball.`,
          `${f(c)} poured in a little splash of milk, and when ${h(c)} kneaded again, the dough held together in a nice smooth ball that smelled of butter.`,
        ),
      pan: () =>
        by(
          c,
          `They whisked and whisked. Gone!`,
          `${f(c)} showed how to pour in the milk a little at a time, and ${h(c)} whisked until every lump was gone.`,
          `${f(c)} showed how to pour in the milk a little at a time and whisk from the middle outwards, and in the end the batter was smooth and shiny, without a single lump.`,
        ),
    })[sort(c)](),
  rest: (c) =>
    ({
      yeast: () =>
        by(
          c,
          `They waited. And the dough grew!`,
          `${f(c)} put the mixing bowl by the warm oven and set the timer, and when it rang, the dough had doubled.`,
          `${f(c)} put the mixing bowl somewhere cosy by the oven and set the egg timer, and while it ticked, ${h(c)} drew a picture of ${the(c)}. When the timer rang, the dough had grown twice as big.`,
        ),
      cake: () =>
        by(
          c,
          `They turned on the oven and waited.`,
          `They turned on the oven, and while it warmed up, ${h(c)} buttered the tin, right into the corners.`,
          `They turned on the oven, and while it warmed up, ${h(c)} buttered the tin right into every corner and dusted it with flour, just as the book said.`,
        ),
      cookie: () =>
        by(
          c,
          `The dough rested in the fridge.`,
          `They put the dough in the fridge for a while, and when they took it out again, it was firm and fine.`,
          `They wrapped the dough and put it in the fridge, and while they waited, ${h(c)} found all the cutters in the drawer. When they took the dough out again, it was firm and fine.`,
        ),
      pan: () =>
        by(
          c,
          `Meanwhile they laid the table.`,
          `Meanwhile they laid the table, and ${h(c)} folded napkins into little boats.`,
          `Meanwhile they laid the table with the best cloth, and ${h(c)} folded napkins into little boats and put a flower in a glass in the middle.`,
        ),
    })[sort(c)](),
  shape: (c) => {
    const k = kind(c);
    if (cinnamon(c))
      return by(
        c,
        `They cut it into slices. Lovely swirls!`,
        `${f(c)} cut the roll into slices, and each slice became a little swirl with cinnamon inside.`,
        `${f(c)} cut the roll into thick slices, and each slice became a little swirl with cinnamon inside, every one a bit crooked and all the nicer for it.`,
      );
    if (k === 'bun')
      return by(
        c,
        `${f(c)} showed how. Now they matched!`,
        `${f(c)} showed how to roll under a cupped hand, and soon there were rows of matching buns on the tray.`,
        `${f(c)} showed how to roll the dough under a cupped hand, round and round, and soon there were rows of round, matching buns on the tray.`,
      );
    if (k === 'bread')
      return by(
        c,
        `They put the dough in a loaf tin.`,
        `They put the dough in a loaf tin, and there it stayed tall and fine.`,
        `They shaped the dough again and put it in a buttered loaf tin, and there it stayed tall and fine, with a little cut along the top.`,
      );
    if (k === 'pizza')
      return by(
        c,
        `They pinched the hole shut.`,
        `${f(c)} pinched the hole shut with a thumb, and then ${h(c)} got to spread on sauce and cheese.`,
        `${f(c)} pinched the hole shut with a thumb, and then ${h(c)} got to spread on the tomato sauce and scatter the cheese right out to the edge.`,
      );
    return {
      cake: () =>
        by(
          c,
          `The spatula saved most of it.`,
          `With the spatula they got most of it back into the ${k === 'muffin' ? 'cases' : 'tin'}, and ${h(c)} smoothed the top.`,
          `With the spatula they got most of it back into the ${k === 'muffin' ? 'cases' : 'tin'}, and ${h(c)} smoothed the top so carefully that ${c.hero.he} held ${c.hero.his} breath.`,
        ),
      cookie: () =>
        by(
          c,
          `A little flour on the table, and they came free.`,
          `${f(c)} dusted the table with flour, and next time the heart came free, and the stars too.`,
          `${f(c)} dusted the table with flour, and then the heart came away easily, and after it the stars and the pigs too, until the tray was full.`,
        ),
      pan: () =>
        by(
          c,
          `They turned down the heat.`,
          `They turned down the heat and wiped ${oven(c)}, and then the butter sizzled just right.`,
          `They turned down the heat, wiped ${oven(c)} with a bit of kitchen paper and tried again, and this time the butter sizzled just right.`,
        ),
      yeast: () => `${f(c)} shaped it again.`,
    }[sort(c)]();
  },
  glaze: (c) => {
    if (sort(c) === 'pan')
      return by(
        c,
        `Warm water on the lid, and pop!`,
        `${f(c)} held the lid under warm water, and then it went pop, and the lid came loose.`,
        `${f(c)} held the lid under the warm tap for a little while, and when ${h(c)} tried again, it went pop, and the lid twisted off.`,
      );
    if (pizza(c))
      return by(
        c,
        `They scraped most of it off.`,
        `They scraped most of it off with a spoon, and the rest smelled lovely.`,
        `They scraped most of it back into the jar with a teaspoon, and ${h(c)} spread the rest about, so the whole pizza smelled like a summer in Italy.`,
      );
    if (sort(c) === 'yeast')
      return by(
        c,
        `They wiped it up, and on went the ${topping(c)}.`,
        `${f(c)} showed how to wipe the brush on the edge of the cup, and then ${h(c)} scattered ${topping(c)} on top.`,
        `${f(c)} showed how to wipe the brush on the edge of the cup first, and afterwards ${h(c)} scattered ${topping(c)} on top, a little on each, so it glittered.`,
      );
    return by(
      c,
      `They spread it out with a spoon.`,
      `They spread it out with a teaspoon, a bit here and a bit there, until it was even and pretty.`,
      `They spread it out with a teaspoon, a bit here and a bit there, and ${h(c)} laid the last bits in a little pattern on top.`,
    );
  },
  lick: (c) =>
    by(
      c,
      `${f(c)} wiped it off with a cloth. They laughed.`,
      `${f(c)} fetched a wet cloth, and they both laughed.`,
      `${f(c)} fetched a wet cloth and wiped ${h(c)}’s face, and they both laughed, for ${f(c)} had a little on the nose too.`,
    ),
  tidy: (c) =>
    by(
      c,
      `They blew bubbles. Then all was clean.`,
      `${h(c)} blew soap bubbles up at the ceiling, and ${f(c)} dried, and soon everything was clean.`,
      `${h(c)} blew soap bubbles up at the ceiling, ${f(c)} mopped the foam off the floor, and soon everything stood clean and shining in the dish rack.`,
    ),
};

/** The tip in the margin, and how it saves what goes wrong at the last. */
const TIP: Record<BakeTip, { note: string; saves: (c: EnCtx) => string }> = {
  berries: {
    note: 'If something goes wrong, berries always help.',
    saves: (c) =>
      `${h(c)} laid berries all over ${the(c)}, close together, and now ${it(c)} looked like ${baked(c).pl ? 'little crowns' : 'a crown'}`,
  },
  cream: {
    note: 'Nothing is so bad that a little cream cannot save it.',
    saves: (c) =>
      `${f(c)} whipped some cream, and ${h(c)} spread a thick layer over ${the(c)} until nobody could tell anything had gone wrong`,
  },
  sugar: {
    note: 'A sprinkle of icing sugar, and all looks lovely again.',
    saves: (c) =>
      `${h(c)} shook icing sugar through a sieve, and ${the(c)} turned as white as fresh snow`,
  },
};
/**
 * What went wrong when it comes out: a cake or buns sink in the middle, a pizza's edge burns,
 * biscuits go too dark, pancakes come out uneven. [full, short, a little, plain]
 */
const FLAW: Record<'pizza' | 'cookie' | 'pan', [string, string, string, string]> = {
  pizza: ['burnt a little at the edge', 'a little burnt at the edge', 'a little burnt', 'burnt'],
  cookie: [
    'gone a little too dark at the edges',
    'a little too dark at the edges',
    'a little too dark',
    'too dark',
  ],
  pan: ['come out a little uneven', 'a little uneven', 'a little uneven', 'uneven'],
};
const flawOf = (c: EnCtx) =>
  pizza(c) ? FLAW.pizza : sort(c) === 'cookie' ? FLAW.cookie : sort(c) === 'pan' ? FLAW.pan : null;
/** The text as what is baked tells it: only a cake or buns sink. */
const flawed = (t: (c: EnCtx) => string | null) => (c: EnCtx) => {
  const text = t(c);
  const flaw = flawOf(c);
  if (!text || !flaw) return text;
  const had = flaw[0].startsWith('gone') || flaw[0].startsWith('come') ? '' : 'got ';
  return text
    .replace(/had cracked and sunk a little in the middle/g, `had ${had}${flaw[0]}`)
    .replace(/had sunk!/g, `had ${had}${flaw[3]}!`)
    .replace(/, sunk in the middle\./g, `, ${flaw[1]}.`)
    .replace(/, sunk a little in the middle,/g, `, ${flaw[1]},`)
    .replace(/, sunk a little,/g, `, ${flaw[2]},`)
    .replace(/, sunk\./g, `, ${flaw[3]}.`)
    .replace(
      /, and (it|they) sank a little\./g,
      pizza(c) ? ', and the edge went dark.' : ', and it all took longer.',
    );
};
const PIZZA_TIP = {
  note: 'If the edge is burnt, more cheese always helps.',
  saves: (c: EnCtx) =>
    `${h(c)} scattered more cheese over the whole pizza and put it back in for two minutes, and when it came out, golden cheese bubbled over the burnt bit`,
};
const tip = (c: EnCtx) => (pizza(c) ? PIZZA_TIP : TIP[bakeTip(c)]);

const HITCH: Record<BakeStep, (c: EnCtx) => string> = {
  ...MORE_HITCH,
  eggs: (c) =>
    pizza(c)
      ? by(
          c,
          `The red tomatoes were too high up!`,
          `${h(c)} went to pick tomatoes in the garden, but the red ones hung high up, and the low ones were green.`,
          `${h(c)} went to pick tomatoes for the pizza, but the red ones hung right at the top of the plant, and every one ${h(c)} could reach was as green as grass.`,
        )
      : by(
          c,
          `The hen would not give up her eggs!`,
          `${h(c)} went to fetch eggs from the hen house, but the big brown hen sat right on them and pecked at ${c.hero.his} fingers.`,
          `${h(c)} went to fetch eggs from the hen house, but the big brown hen sat in the middle of the nest, puffed herself up and clucked so crossly that ${h(c)} pulled ${c.hero.his} hand back.`,
        ),
  berries: (c) =>
    by(
      c,
      `Oops! The berry bowl tipped over.`,
      `${h(c)} picked a bowl of berries ${c.place.in}, but tripped on the hose, and the berries rolled across the grass.`,
      `${h(c)} picked a whole bowl of berries ${c.place.in}, but on the way back ${c.hero.he} tripped on the hose, and the berries rolled everywhere, under bushes and into the flower bed.`,
    ),
  missing: (c) =>
    by(
      c,
      `But the ${missing(c)} was sold out!`,
      `There was no ${missing(c)} left at home, and the shelf ${c.place.in} where the ${missing(c)} should be was empty.`,
      `At home they had found the ${missing(c)} all used up, but when they got here, the shelf ${c.place.in} was empty, apart from a little note.`,
    ),
  carry: (c) =>
    by(
      c,
      `The bag split on the way out!`,
      `${h(c)} carried the bag out onto the steps, but the handle snapped, and everything fell on the ground.`,
      `${h(c)} carried the bag out onto the steps with both hands, but the handle snapped with a jerk, and everything rolled across the ground.`,
    ),
  weigh: (c) =>
    by(
      c,
      `Poof! Flour everywhere.`,
      `${h(c)} weighed out the flour, but the bag tipped, and a white puff of flour settled on the counter, the floor and ${f(c)}’s nose.`,
      `${h(c)} meant to weigh out the flour just right, but the bag tipped over the edge, and a big white puff of flour settled on the counter, the floor and ${f(c)}’s hair.`,
    ),
  crack: (c) =>
    pizza(c)
      ? by(
          c,
          `The tomatoes squirted red!`,
          `${h(c)} went to squash the tomatoes for the sauce, but they squirted red all over ${c.hero.his} apron.`,
          `${h(c)} went to squash the tomatoes for the pizza sauce with a fork, but the first one burst with a pop, and red juice squirted over the apron, the counter and ${f(c)}’s nose.`,
        )
      : by(
          c,
          `Crack! The egg went on the counter.`,
          `${h(c)} cracked the egg on the mixing bowl, but too hard, and half of it landed on the counter, shell and all.`,
          `${h(c)} cracked the egg on the edge of the mixing bowl, a little too hard, and the yolk slid out onto the counter while little bits of shell floated in the batter.`,
        ),
  pet: (c) =>
    by(
      c,
      `${cap(pet(c))} put a nose in the mixing bowl!`,
      `${cap(pet(c))} jumped up on the chair and stuck a nose right into the mixing bowl.`,
      `While nobody was looking, ${pet(c)} jumped up on the chair, stuck a nose into the mixing bowl and came up with a white moustache of batter.`,
    ),
  bake: (c) =>
    cooker(c) === 'oven'
      ? by(
          c,
          `${h(c)} just had to peek. The oven door opened too soon!`,
          `In went ${the(c)}, and it smelled so good that ${h(c)} had to peek. But the open door let the cold in, and ${it(c)} sank a little.`,
          `In went ${the(c)}, and soon the whole house smelled so good that ${h(c)} could not wait. ${cap(c.hero.he)} opened the oven door to peek, and cold air rushed in.`,
        )
      : by(
          c,
          `${h(c)} flipped too soon. Splat!`,
          `The batter went into ${oven(c)}, but ${h(c)} flipped too soon, and the first one turned into a lump.`,
          `The batter sizzled in ${oven(c)}, and ${h(c)} was so keen that ${c.hero.he} flipped too soon, and the first one folded into a lump.`,
        ),
};

const FIX: Record<BakeStep, (c: EnCtx) => string> = {
  ...MORE_FIX,
  eggs: (c) =>
    pizza(c)
      ? by(
          c,
          `${f(c)} lifted ${h(c)} up. There were the red ones!`,
          `${f(c)} lifted ${h(c)} up, and soon five red tomatoes lay in the basket.`,
          `${f(c)} lifted ${h(c)} up, and ${c.hero.he} picked the red tomatoes one by one until the basket was full and smelled of summer.`,
        )
      : by(
          c,
          `They gave the hen some corn. Then they got the eggs.`,
          `${f(c)} scattered a little corn on the ground, the hen trotted off, and ${h(c)} found three warm eggs in the hay.`,
          `${f(c)} scattered a handful of corn on the ground, and the hen trotted happily off, so ${h(c)} found three warm brown eggs in the hay and carried them as if they were gold.`,
        ),
  berries: (c) =>
    by(
      c,
      `They picked them up again, one by one.`,
      `They picked up berries on their knees, and the muddy ones went to the birds.`,
      `They crawled about on their knees picking up berries, and the best ones went back in the bowl, while the squashed ones went straight into ${h(c)}’s mouth.`,
    ),
  missing: (c) =>
    by(
      c,
      `But there was one more in the back!`,
      `The shopkeeper went into the storeroom and came back with the ${missing(c)}. "The last one," she said with a wink.`,
      `The shopkeeper disappeared into the storeroom, and after a while she came back with the ${missing(c)}. "The very last one," she said, "and it is yours."`,
    ),
  carry: (c) =>
    by(
      c,
      `They carried it all home in their arms.`,
      `They picked it all up, and ${f(c)} carried the bag in both arms the rest of the way home.`,
      `They picked it all up, tied the handle with a double knot, and ${f(c)} carried the bag home carefully, as if it were full of eggs.`,
    ),
  weigh: (c) =>
    by(
      c,
      `They laughed and wiped up the flour.`,
      `They laughed until they had to hold their tummies, wiped up and weighed the flour again, slowly this time.`,
      `They laughed until they had to hold on to the counter, swept up most of the flour and weighed it out again, one spoon at a time, while ${f(c)} still had white hair.`,
    ),
  crack: (c) =>
    pizza(c)
      ? by(
          c,
          `They put a lid on and squashed gently.`,
          `${f(c)} put a lid over the mixing bowl, and they squashed the rest gently, one tomato at a time.`,
          `${f(c)} wiped off the juice and laughed, and they squashed the rest gently under a half-open lid, one tomato at a time, until the sauce was thick and red.`,
        )
      : by(
          c,
          `They fished out the shell with a spoon.`,
          `${f(c)} fished out the bits of shell with a spoon, and ${h(c)} cracked the next egg gently, and it went fine.`,
          `${f(c)} fished out the bits of shell with a teaspoon, and ${h(c)} cracked the next egg so gently, tap, tap, that it slid straight into the mixing bowl.`,
        ),
  pet: (c) =>
    by(
      c,
      `${cap(pet(c))} had to go outside.`,
      `${cap(pet(c))} was lifted down, and they put a lid on the mixing bowl, just in case.`,
      `${cap(pet(c))} was lifted down and got a little treat of ${pet(c) === 'the cat' ? 'its' : 'their'} own by the door, and the mixing bowl got a lid, just in case.`,
    ),
  bake: (c) =>
    cooker(c) === 'oven'
      ? by(
          c,
          `They shut the door quickly and waited.`,
          `Then they shut the door and waited, and while ${the(c)} baked, they played cards at the kitchen table and breathed in the lovely smell.`,
          `Then they shut the oven door and sat on the floor in front of the glass, and there they waited while ${the(c)} rose slowly and the whole house filled with the warmest smell in the world.`,
        )
      : by(
          c,
          `Next time they waited for the bubbles.`,
          `Next time they waited for little bubbles in the batter, and then ${h(c)} flipped, and it came out golden.`,
          `Next time they waited until little bubbles popped all over the batter, and then ${h(c)} flipped with a little hop of the spatula, and it landed golden and fine.`,
        ),
};

/** What a step leaves behind: a little thing to see, feel or promise, before the next. */
const DETAIL: Record<BakeStep, (c: EnCtx) => string> = {
  eggs: (c) =>
    pizza(c)
      ? by(
          c,
          `The tomatoes smelled of summer.`,
          `The tomatoes were warm from the sun and smelled of summer.`,
          `The tomatoes were warm from the sun and smelled so much of summer that ${h(c)} had to sniff every single one.`,
        )
      : by(
          c,
          `The eggs were still warm.`,
          `The eggs were still warm, and ${h(c)} carried them carefully in both hands.`,
          `The eggs were still warm from the hen, and ${h(c)} carried them in both hands, as carefully as if they were made of glass.`,
        ),
  berries: (c) =>
    by(
      c,
      `Blue fingers, all ten!`,
      `Soon the bowl was full again, and ${h(c)}’s fingers were blue and red.`,
      `Soon the bowl was full again, and ${h(c)}’s fingers were so blue and red that ${f(c)} said ${c.hero.he} looked like a real berry picker.`,
    ),
  borrow: (c) =>
    by(
      c,
      `${h(c)} promised the neighbour a taste.`,
      `${h(c)} promised to bring a taste over as soon as ${the(c)} ${was(c)} ready.`,
      `"You shall have the very first taste," ${h(c)} promised, and the neighbour waved a slipper over the hedge.`,
    ),
  missing: (c) =>
    by(
      c,
      `Now they had the ${missing(c)}!`,
      `${h(c)} put the ${missing(c)} carefully in the basket.`,
      `${h(c)} put the ${missing(c)} in the shopping basket and patted it, as if it might run off again.`,
    ),
  choose: (c) =>
    by(
      c,
      `${h(c)} held on tight. It would look so pretty!`,
      `${h(c)} held the ${topping(c)} all the way to the till.`,
      `${h(c)} held the ${topping(c)} all the way to the till, thinking of how lovely it would look.`,
    ),
  coins: (c) =>
    by(
      c,
      `${h(c)} got a sticker.`,
      `The shopkeeper gave ${h(c)} a sticker with a sun on it.`,
      `The shopkeeper gave ${h(c)} a sticker with a smiling sun on it, and ${c.hero.he} stuck it straight onto ${c.hero.his} jacket.`,
    ),
  carry: (c) =>
    by(
      c,
      `Then they went home.`,
      `${h(c)} ran ahead and held every door open for ${f(c)}.`,
      `${h(c)} ran ahead and held every door open for ${f(c)}, bowing each time like a doorman at a grand hotel.`,
    ),
  weigh: (c) =>
    by(
      c,
      `Now it was right.`,
      `This time the scales showed exactly what the book said.`,
      `This time the scales showed exactly what the book said, and ${h(c)} put a little tick in the margin.`,
    ),
  warm: (c) =>
    by(
      c,
      `Now they could go on.`,
      sort(c) === 'yeast'
        ? `The yeast dissolved and began to bubble.`
        : `Now the spoon went round as it should.`,
      sort(c) === 'yeast'
        ? `The yeast dissolved and began to bubble, and ${h(c)} thought it looked as if it was breathing.`
        : `Now the spoon went round as it should, and the mixture turned smooth and glossy.`,
    ),
  crack: (c) =>
    by(
      c,
      `Now it was in the bowl.`,
      `${f(c)} gave ${h(c)} a high five with floury hands.`,
      `${f(c)} gave ${h(c)} a high five with floury hands, so that a white puff rose between them.`,
    ),
  mix: (c) =>
    by(
      c,
      `It smelled good already.`,
      `It smelled good already, and ${h(c)} had to taste a tiny bit.`,
      `It smelled good already, and ${h(c)} was allowed to taste a tiny bit, just to check.`,
    ),
  rest: (c) =>
    by(
      c,
      `Now they were ready!`,
      `"Patience is an ingredient too," said ${f(c)}.`,
      `"Patience is an ingredient too," said ${f(c)}, "the most important one, I think."`,
    ),
  shape: (c) =>
    by(
      c,
      `The tray was full!`,
      `${h(c)} took a photo of the tray before it went in.`,
      `${h(c)} stood looking at the tray for a long while, for ${c.hero.he} had never seen anything so lovely that ${c.hero.he} had made with ${c.hero.his} own hands.`,
    ),
  pet: (c) =>
    by(
      c,
      `${cap(pet(c))} lay down on the rug.`,
      `${cap(pet(c))} lay down on the rug in a huff and kept an eye on them.`,
      `${cap(pet(c))} lay down on the rug by the door in a huff and kept an eye on them, tail curled round ${pet(c) === 'the cat' ? 'its' : 'their'} paws.`,
    ),
  glaze: (c) =>
    by(
      c,
      `Now it was ready for ${oven(c)}.`,
      `Now everything was ready for ${oven(c)}.`,
      `Now everything was ready for ${oven(c)}, and ${h(c)} held ${c.hero.his} breath.`,
    ),
  bake: (c) =>
    by(
      c,
      `The whole house smelled ${smell(c)}. Right out into the hall!`,
      `The whole house smelled ${smell(c)}.`,
      `Soon the whole house smelled ${smell(c)}, right out into the hall.`,
    ),
  lick: (c) =>
    by(
      c,
      `It was the best bit.`,
      `They agreed it was the best bit of the whole baking.`,
      `They agreed that licking the bowl was the best part of the whole baking, nearly.`,
    ),
  tidy: (c) =>
    by(
      c,
      `Now the kitchen was clean.`,
      `The kitchen was clean again, apart from a little flour on the lampshade.`,
      `The kitchen shone again, apart from a little flour on the lampshade, which nobody could explain.`,
    ),
};

/**
 * A step talked over once it is done, in a long story: what the child wonders, and the answer.
 * Each step has its own question, so the talk follows the baking.
 */
const CHAT: Record<BakeStep, (c: EnCtx) => string> = {
  eggs: (c) =>
    pizza(c)
      ? by(
          c,
          `"Why are some green?" asked ${h(c)}. "They are not ripe yet," said ${f(c)}.`,
          `"Why are some tomatoes green?" asked ${h(c)}. "They have not had enough sun yet," said ${f(c)}. "In a week they will be just as red."`,
          `"Why are some of the tomatoes green?" asked ${h(c)}. "They just need a little more sun," said ${f(c)}, "like you after a long winter."`,
        )
      : by(
          c,
          `"Is the hen sad?" asked ${h(c)}. "No, she got her corn," said ${f(c)}.`,
          `"Doesn't the hen mind when we take her eggs?" asked ${h(c)}. "Not at all," said ${f(c)}, "she lays a new one tomorrow, and she got her corn."`,
          `"Doesn't the hen mind when we take her eggs?" asked ${h(c)}. "She knows she gets corn and fresh water every day," said ${f(c)}, "and tomorrow she will lay a new one."`,
        ),
  berries: (c) =>
    by(
      c,
      `"Do the birds get berries too?" asked ${h(c)}. "Yes, the muddy ones," said ${f(c)}.`,
      `"Do birds like berries too?" asked ${h(c)}. "More than anyone," said ${f(c)}, "so we leave the top ones for them."`,
      `"Why don't we pick the top berries?" asked ${h(c)}. "We leave those for the birds," said ${f(c)}. "They have no shop to go to."`,
    ),
  borrow: (c) =>
    by(
      c,
      `"Is the neighbour kind?" asked ${h(c)}. "Very," said ${f(c)}.`,
      `"Why did the neighbour have our ${tool(c)}?" asked ${h(c)}. "Because we lend each other things," said ${f(c)}. "That is what good neighbours do."`,
      `"Why did the neighbour have our ${tool(c)}?" asked ${h(c)}. "She borrowed it for her Christmas baking," said ${f(c)}, "and last year we borrowed her ladder. That is what good neighbours do."`,
    ),
  missing: (c) =>
    by(
      c,
      `"Where does the ${missing(c)} come from?" asked ${h(c)}. "A big lorry," said ${f(c)}.`,
      `"Who brings the ${missing(c)}?" asked ${h(c)}. "A big lorry every morning," said ${f(c)}, "before you are even awake."`,
      `"Where does the ${missing(c)} really come from?" asked ${h(c)}. "A big lorry brings it every morning before you are awake," said ${f(c)}, "and sometimes we are lucky and get the last one."`,
    ),
  choose: (c) =>
    by(
      c,
      `"Why ${topping(c)}?" asked ${h(c)}. "Because it sparkles," said ${f(c)}.`,
      `"Do we need ${topping(c)}?" asked ${h(c)}. "No," said ${f(c)}, "but it is much nicer with it."`,
      `"Does it taste different with ${topping(c)}?" asked ${h(c)}. "A little," said ${f(c)}, "but mostly it makes you happy to look at."`,
    ),
  coins: (c) =>
    by(
      c,
      `"Am I good at counting?" asked ${h(c)}. "Super good," said ${f(c)}.`,
      `"Can I pay next time too?" asked ${h(c)}. "If you save up a little more," said ${f(c)} with a wink.`,
      `"Can I pay next time too?" asked ${h(c)}. "If you save your next pocket money," said ${f(c)}, "then you pay, and I carry."`,
    ),
  carry: (c) =>
    by(
      c,
      `"Is the bag heavy?" asked ${h(c)}. "Only a bit," said ${f(c)}.`,
      `"Why did the handle snap?" asked ${h(c)}. "We bought too many good things," said ${f(c)}, and they both laughed.`,
      `"Why did the handle snap, do you think?" asked ${h(c)}. "I think the bag was scared of all the good things we are going to make," said ${f(c)}, and they laughed all the way up the steps.`,
    ),
  weigh: (c) =>
    by(
      c,
      `"Why do we weigh it?" asked ${h(c)}. "So it comes out right," said ${f(c)}.`,
      `"Why do we have to weigh everything?" asked ${h(c)}. "Baking is a bit like magic," said ${f(c)}, "it has to be just the right amount."`,
      `"Why do we have to weigh everything so carefully?" asked ${h(c)}. "Baking is a bit like magic," said ${f(c)}. "A little too much flour and it is dry, a little too little and it runs everywhere."`,
    ),
  warm: (c) =>
    sort(c) === 'yeast'
      ? by(
          c,
          `"Is the yeast alive?" asked ${h(c)}. "A little bit," said ${f(c)}.`,
          `"Is yeast alive?" asked ${h(c)}. "Yes, tiny living things," said ${f(c)}, "and they like it lukewarm, not hot."`,
          `"Is yeast alive?" asked ${h(c)}. "It is full of tiny living things that eat sugar and breathe out air," said ${f(c)}, "but if it gets too hot, they fall asleep for good."`,
        )
      : by(
          c,
          `"Why soft butter?" asked ${h(c)}. "It makes it fluffy," said ${f(c)}.`,
          `"Why does the butter have to be soft?" asked ${h(c)}. "Then it catches little air bubbles," said ${f(c)}, "and that makes it fluffy."`,
          `"Why does the butter have to be soft?" asked ${h(c)}. "Soft butter catches tiny air bubbles when you stir," said ${f(c)}, "and those bubbles make everything light and fluffy."`,
        ),
  crack: (c) =>
    by(
      c,
      `"Is there a chick inside?" asked ${h(c)}. "No," laughed ${f(c)}.`,
      pizza(c)
        ? `"Is a tomato a berry?" asked ${h(c)}. "It is, actually," said ${f(c)}, and ${h(c)} did not believe it.`
        : `"Could it have been a chick?" asked ${h(c)}. "Not these ones," said ${f(c)}. "You need a rooster for that."`,
      pizza(c)
        ? `"Is a tomato a vegetable?" asked ${h(c)}. "Really it is a berry," said ${f(c)}, and ${h(c)} shook ${c.hero.his} head and did not believe a word.`
        : `"Could this egg have turned into a chick?" asked ${h(c)}. "Not these ones," said ${f(c)}. "But you can see chicks at the neighbour’s in spring."`,
    ),
  mix: (c) =>
    by(
      c,
      `"Is your arm tired?" asked ${h(c)}. "A little," said ${f(c)}.`,
      `"Why does it go shiny in the end?" asked ${h(c)}. "That is how you know it is done," said ${f(c)}.`,
      `"How do you know when it is enough?" asked ${h(c)}. "When it goes shiny and comes away from the bowl," said ${f(c)}. "My mother taught me that, and now I am teaching you."`,
    ),
  rest: (c) =>
    by(
      c,
      `"Why do we have to wait?" asked ${h(c)}. "It comes out best," said ${f(c)}.`,
      sort(c) === 'yeast'
        ? `"Why does the dough grow?" asked ${h(c)}. "The yeast makes tiny bubbles," said ${f(c)}, "like balloons inside the dough."`
        : `"Why do we have to wait?" asked ${h(c)}. "Everything good takes a little time," said ${f(c)}, "that is the secret."`,
      sort(c) === 'yeast'
        ? `"Why does the dough grow?" asked ${h(c)}. "The yeast breathes out tiny bubbles," said ${f(c)}, "thousands of balloons inside the dough, and that is why ${the(c)} ${baked(c).pl ? 'are' : 'is'} so light."`
        : `"Why do we always have to wait?" asked ${h(c)}. "Because everything good takes a little time," said ${f(c)}. "That is the only secret in the whole book."`,
    ),
  shape: (c) =>
    by(
      c,
      `"Who taught you?" asked ${h(c)}. "I learnt it when I was little," said ${f(c)}.`,
      `"Who taught you to bake?" asked ${h(c)}. "I learnt when I was as small as you," said ${f(c)}, "in a kitchen much smaller than this one."`,
      `"Who taught you to bake?" asked ${h(c)}. "I learnt when I was as small as you," said ${f(c)}, "in a tiny kitchen with a wood stove, where they always said the crooked ones taste best."`,
    ),
  pet: (c) =>
    by(
      c,
      `"Was ${pet(c)} hungry?" asked ${h(c)}. "Just nosy," said ${f(c)}.`,
      `"Why does ${pet(c)} always want a taste?" asked ${h(c)}. "It smells so good," said ${f(c)}, "but dough is not for animals."`,
      `"Why does ${pet(c)} always want to help when we bake?" asked ${h(c)}. "It is the best smell in the house," said ${f(c)}, "but raw dough is no good for an animal’s tummy."`,
    ),
  glaze: (c) =>
    by(
      c,
      `"Will it look nice?" asked ${h(c)}. "Very nice," said ${f(c)}.`,
      `"Why does it go on before ${oven(c)}?" asked ${h(c)}. "Then it sticks," said ${f(c)}.`,
      `"Why does it go on before ${oven(c)}, not after?" asked ${h(c)}. "Then it sticks and turns golden," said ${f(c)}, "and it shines when we put it on the table."`,
    ),
  bake: (c) =>
    by(
      c,
      `"Is it ready soon?" asked ${h(c)}. "Soon," said ${f(c)}.`,
      `"How long now?" asked ${h(c)} for the third time. "Until it smells even a little better," said ${f(c)}.`,
      `"How much longer now?" asked ${h(c)} for the third time. "Until the whole house smells even a little better," said ${f(c)}, "then it is nearly there, and we peek together."`,
    ),
  lick: (c) =>
    by(
      c,
      `"Can we bake tomorrow too?" asked ${h(c)}. "Maybe," said ${f(c)}.`,
      `"Can we bake tomorrow too?" asked ${h(c)}. "Maybe on Sunday," said ${f(c)}, "if you help me with the washing-up."`,
      `"Can we bake again tomorrow?" asked ${h(c)}, with ${mass(c)} on ${c.hero.his} chin. "Maybe on Sunday," said ${f(c)}, "if you promise to help with the washing-up afterwards."`,
    ),
  tidy: (c) =>
    by(
      c,
      `"Was I good?" asked ${h(c)}. "The very best," said ${f(c)}.`,
      `"Was I a good helper?" asked ${h(c)}. "The best I have ever had," said ${f(c)}, and gave ${c.hero.him} a hug.`,
      `"Was I a good helper today?" asked ${h(c)}. "The very best I have ever had in this kitchen," said ${f(c)}, and gave ${c.hero.him} a hug that smelled ${smell(c)}.`,
    ),
};

/** Every way of winning the turn, told as a pizza is told (see `flawed`). */
function flawedTurn(turn: GoalTexts<EnCtx>['turn']): GoalTexts<EnCtx>['turn'] {
  const wrap = (bank: GoalTexts<EnCtx>['turn']['brave']) => bank.map((t) => flawed(t));
  return {
    brave: wrap(turn.brave),
    together: wrap(turn.together),
    gift: wrap(turn.gift),
    clever: wrap(turn.clever),
  };
}

export const bake: GoalTexts<EnCtx> = {
  want: [
    (c) =>
      by(
        c,
        `${team(c)} wanted to ${verb(c).inf} ${a(c)}${forTo(c)}.`,
        `Today ${team(c)} were going to ${verb(c).inf} ${a(c)}${forTo(c)}, all from scratch.`,
        `Today ${team(c)} were going to ${verb(c).inf} ${a(c)}${forTo(c)}, all from scratch, and ${h(c)} had been looking forward to it all week.`,
      ),
  ],
  show: [
    (c) =>
      by(
        c,
        `${f(c)} got out ${book(c)}. In the margin it said: "${tip(c).note}"`,
        `${f(c)} got out ${book(c)}, with spots on every page. At the bottom of the margin, in pencil, it said: "${tip(c).note}"`,
        `${f(c)} got out ${book(c)}, with buttery spots on every page and a bookmark right where the recipe was. At the bottom of the margin, in tiny pencil writing, was an old tip: "${tip(c).note}"`,
      ),
  ],
  problem: [
    (c) =>
      by(
        c,
        pizza(c) ? `But there were no tomatoes in the house!` : `But the egg box was empty!`,
        `${h(c)} opened the cupboard and the fridge. The flour and sugar were there, but ${pizza(c) ? 'there were no tomatoes' : 'the egg box was empty'}.`,
        `${h(c)} opened the cupboard and the fridge and took out what they had: flour, sugar and a bottle of milk. But ${pizza(c) ? 'there was not a single tomato in the house' : 'the egg box was empty'}, and the ${missing(c)} was nearly gone.`,
      ),
  ],
  decide: [
    (c) =>
      by(
        c,
        `"Let’s get ${pizza(c) ? 'tomatoes from the garden' : 'eggs from the hens'}!" said ${h(c)}.`,
        `"Then we fetch it ourselves," said ${f(c)}, and ${h(c)} wrote a shopping list: ${pizza(c) ? 'tomatoes' : 'eggs'}, berries and ${missing(c)}.`,
        `"Then we fetch what we are missing," said ${f(c)}, and ${h(c)} wrote a list in big letters: ${pizza(c) ? 'tomatoes from the garden' : 'eggs from the hens'}, berries from the bush and ${missing(c)} from the shop.`,
      ),
  ],
  // A step talked over, in a long story: one question for each step, never twice.
  steps: {
    chat: (Object.keys(CHAT) as BakeStep[]).map((k) => (c: EnCtx) => {
      const last = c.stepsTaken().at(-1);
      return last === k ? CHAT[k](c) : null;
    }),
  },
  attempt: firstHere<EnCtx>(
    'hitch',
    eachStep<EnCtx, BakeStep>(bakeStep, { ...HITCH, bake: flawed(HITCH.bake) }),
    [
      (c) =>
        by(
          c,
          `Oops! ${h(c)} got flour on ${c.hero.his} nose.`,
          `${h(c)} got flour on ${c.hero.his} nose and batter on ${c.hero.his} elbow, and ${f(c)} had to laugh.`,
          `${h(c)} had flour on ${c.hero.his} nose, batter on ${c.hero.his} elbow and sugar in ${c.hero.his} hair, and ${f(c)} said ${c.hero.he} looked like a slice of cake.`,
        ),
    ],
    undefined,
    true,
  ),
  progress: firstHere<EnCtx>(
    'fix',
    eachStep<EnCtx, BakeStep>(bakeStep, FIX),
    [
      (c) =>
        by(
          c,
          `${h(c)} ticked it off the list.`,
          `${h(c)} ticked one more thing off the list. Nearly there!`,
          `${h(c)} ticked one more thing off the list, and now ${c.hero.he} could almost taste it.`,
        ),
    ],
    'hitch',
  ),
  done: [
    // What the step leaves behind; a step with none is a step nearer.
    onceHere('done', 'fix', (c) => {
      const step = bakeStep(c);
      if (step) return DETAIL[step](c);
      return by(
        c,
        `One step closer!`,
        `That was one step closer to ${the(c)}, and ${h(c)} hummed.`,
        `That was one step closer to ${the(c)}, and ${h(c)} hummed a little song while ${c.hero.he} wiped ${c.hero.his} hands on the apron.`,
      );
    }),
  ],
  advice: [
    (c) =>
      c.helper && toldHere(c, 'hitch')
        ? by(
            c,
            `"Don’t worry, it will be fine," said ${c.helper.name}.`,
            `"No harm done," said ${c.helper.name}. "In a kitchen something always goes a little wrong."`,
            `"You know," said ${c.helper.name}, "I have never baked anything without something going a little wrong. That is how it should be."`,
          )
        : null,
    onceInStory('oven', (c) =>
      c.helper && cooker(c) === 'oven'
        ? by(
            c,
            `"Don’t open the oven too soon," said ${c.helper.name}.`,
            `"The hardest part of baking," said ${c.helper.name}, "is the waiting."`,
            `"The hardest part of baking," said ${c.helper.name} with a wink, "is not the stirring. It is the waiting."`,
          )
        : null,
    ),
  ],
  ask: [
    (c) =>
      c.helper
        ? by(
            c,
            `"Will you help us?" asked ${h(c)}.`,
            `"${c.helper.name}, will you help us ${verb(c).inf} ${a(c)}?" asked ${h(c)}.`,
            `"We are going to ${verb(c).inf} ${a(c)}," said ${h(c)}, holding up the recipe. "Will you help us, ${c.helper.name}?"`,
          )
        : null,
  ],
  turn: flawedTurn({
    brave: [
      (c) =>
        by(
          c,
          `${The(c)} ${came(c)}, but ${it(c)} had sunk! ${h(c)} remembered the tip. So ${tip(c).saves(c)}.`,
          `When ${the(c)} ${came(c)}, ${it(c)} had cracked and sunk a little in the middle. But ${h(c)} remembered the tip in the book, and so ${tip(c).saves(c)}.`,
          `When ${the(c)} ${came(c)}, ${it(c)} had cracked and sunk a little in the middle, and for a moment ${h(c)} just wanted to cry. Then ${c.hero.he} remembered the tip in the margin, and so ${tip(c).saves(c)}.`,
        ),
    ],
    together: [
      (c) =>
        by(
          c,
          `${The(c)} ${came(c)}, sunk in the middle. But the tip in the book helped: ${tip(c).saves(c)}.`,
          `${The(c)} ${came(c)}, sunk a little in the middle. "What did the margin say?" asked ${f(c)}, and so ${tip(c).saves(c)}.`,
          `${The(c)} ${came(c)}, sunk a little in the middle, but ${f(c)} only smiled. "And what did it say in the margin?" And so ${tip(c).saves(c)}.`,
        ),
    ],
    gift: [
      (c) =>
        c.gift
          ? by(
              c,
              `${The(c)} ${came(c)}, and ${h(c)} put ${c.gift.the} beside ${them(c)}. So pretty!`,
              `${The(c)} ${came(c)}, sunk a little, but then ${tip(c).saves(c)}, and ${c.gift.the} went right beside ${them(c)}.`,
              `${The(c)} ${came(c)}, sunk a little in the middle, but then ${tip(c).saves(c)}, and last of all ${h(c)} put ${c.gift.the} beside ${them(c)}, as decoration.`,
            )
          : null,
    ],
    clever: [
      (c) =>
        by(
          c,
          `${The(c)} ${came(c)}, sunk. ${h(c)} had a think.`,
          `${The(c)} ${came(c)}, sunk a little in the middle, and ${h(c)} had a think. Then ${c.hero.he} smiled, and so ${tip(c).saves(c)}.`,
          `${The(c)} ${came(c)}, sunk a little in the middle, and ${h(c)} stood quite still and thought. Then ${c.hero.he} laughed, for the answer was in the book all along, and so ${tip(c).saves(c)}.`,
        ),
    ],
  }),
  resolution: [
    // The snatch the family told of: the mishap once it is all baked, laughed at and shared.
    (c) =>
      c.snatcher
        ? by(
            c,
            `${cap(snatcher(c))} grabbed ${one(c)} and ran! Everyone laughed.`,
            `${The(c)} stood cooling on the table. Then ${snatcher(c)} jumped up, grabbed ${one(c)} and ran off with it! "${pet(c)}!" laughed ${f(c)}. There were plenty left, and ${forWhom(c)} had a taste. Mmm!`,
            `${The(c)} stood cooling on the table, and for one moment nobody was looking. Then ${snatcher(c)} jumped up on a chair, grabbed ${one(c)} and shot out of the kitchen with it. "${pet(c)}, you little thief!" cried ${f(c)}, but ${c.friend?.person ? 'everyone' : h(c)} had to laugh. There were plenty left, and ${forWhom(c)} had the first taste.`,
          )
        : null,
    (c) =>
      c.snatcher
        ? null
        : by(
            c,
            `${The(c)} went on the table, and ${forWhom(c)} had a taste. Mmm!`,
            `${The(c)} went on the table, and ${forWhom(c)} had the first taste. "This is the best I have ever tasted," said ${c.recipient ? c.recipient.he : 'everyone'}.`,
            `${The(c)} went on the finest plate in the middle of the table, and ${forWhom(c)} had the first taste. It went quite quiet round the table, just little happy noises, before everyone wanted more.`,
          ),
  ],
  // The evening after, in order: the neighbour gets her share, the book goes back, and the
  // crumbs last, when all is eaten.
  home: [
    inTurn(0, (c) =>
      by(
        c,
        `${h(c)} took ${some(c)} next door.`,
        `Afterwards ${h(c)} took ${some(c)} next door to the neighbour, ${lent(c) ? 'just as promised' : 'and she was so pleased she clapped her hands'}.`,
        `Afterwards ${h(c)} took ${some(c)} next door to the neighbour, ${lent(c) ? `just as promised, along with the ${tool(c)}` : 'as a surprise'}, and the neighbour said she had not tasted anything so good since she was a little girl.`,
      ),
    ),
    inTurn(1, (c) =>
      by(
        c,
        `${h(c)} put ${two(c)} in the lunch box for tomorrow.`,
        `${h(c)} wrapped ${two(c)} in paper for tomorrow’s lunch box and drew a heart on the paper.`,
        `${h(c)} wrapped ${two(c)} carefully in paper for tomorrow’s lunch box, so ${c.hero.he} could show everyone what ${c.hero.he} had ${verb(c).past} ${c.hero.his === 'her' ? 'herself' : c.hero.his === 'his' ? 'himself' : 'themselves'}.`,
      ),
    ),
    inTurn(2, (c) => {
      const told = RECALL.find(([step]) => c.stepsTaken().includes(step));
      if (!told) return null;
      return by(
        c,
        `"Remember ${told[1](c)}?" laughed ${h(c)}.`,
        `On the sofa afterwards they laughed about ${told[1](c)}, so much that they had to wipe their eyes.`,
        `On the sofa afterwards they talked the whole day over, and most of all they laughed about ${told[1](c)}, until they had to wipe their eyes.`,
      );
    }),
    inTurn(3, (c) =>
      by(
        c,
        `${f(c)} wrote the date in the book.`,
        `Before the recipe book went back in the drawer, ${f(c)} wrote the date in the margin, and ${h(c)} drew ${a(c)} beside it.`,
        `Before the recipe book went back in the drawer, ${f(c)} wrote the date in the margin in pencil, and ${h(c)} drew ${a(c)} beside it, so they would always remember this day.`,
      ),
    ),
    inTurn(4, (c) =>
      by(
        c,
        `They looked through the book for the next recipe.`,
        `Afterwards ${team(c)} sat at the kitchen table with a glass of milk each and leafed through the recipe book for next time.`,
        `Afterwards ${team(c)} sat at the kitchen table with a glass of milk each and leafed through the recipe book page by page, putting little slips of paper by everything they wanted to try next time.`,
      ),
    ),
    inTurn(5, (c) =>
      by(
        c,
        `"Next time let’s ${verb(c).inf} something even bigger!" said ${h(c)}.`,
        `"Next time let’s ${verb(c).inf} something even bigger," said ${h(c)}, and ${f(c)} laughed and said they would need a bigger kitchen.`,
        `"Next time let’s ${verb(c).inf} something even bigger," said ${h(c)}, and they both laughed until they had to hold on to the table, for then they would surely need a bigger kitchen, and a bigger oven too.`,
      ),
    ),
    inTurn(6, (c) =>
      by(
        c,
        `In the end there were only crumbs left.`,
        `By evening there were only crumbs left on the plate, and the kitchen still smelled ${smell(c)}.`,
        `By evening there were only crumbs left on the plate, and the kitchen still smelled ${smell(c)}, as if the day did not quite want to end.`,
      ),
    ),
  ],
  reflection: [
    (c) =>
      by(
        c,
        `${h(c)} had ${verb(c).past} ${them(c)} ${c.hero.him}self!`,
        `${It(c)} ${was(c)} not perfect, but ${h(c)} had ${verb(c).past} ${them(c)} ${c.hero.him}self, and ${it(c)} tasted the best in the world.`,
        `Nothing had gone quite by the recipe, but ${h(c)} had ${verb(c).past} ${them(c)} ${c.hero.him}self, and that was what made ${them(c)} so good.`,
      ),
  ],
  refrain: [() => `Stir it, stir it, round and round, the best smell in the whole of town!`],
  title: [
    (c) => `${team(c)} in the Kitchen`,
    (c) => `${The(c)} from the Old Book`,
    (c) => `${cap(a(c))} with ${f(c)}`,
    (c) => `${h(c)} and ${The(c)}`,
  ],
};

/** What is gathered in the garden: the hens' eggs, or tomatoes for the pizza. */
const gathered = (c: EnCtx) => (pizza(c) ? 'tomatoes' : 'eggs');

/** Home to the kitchen with what they fetched: shoes off, never "onwards". */
const homecoming: Bank<EnCtx> = [
  (c) => {
    if (c.place.id !== 'kitchen' || c.prev?.id !== 'shop') return null;
    return by(
      c,
      `At home they put the bag on the kitchen counter.`,
      `Back home, ${team(c)} kicked off their shoes and put the bag on the kitchen counter.`,
      `Back home, ${team(c)} kicked off their shoes in the hall, carried the bag into the kitchen and unpacked everything onto the counter.`,
    );
  },
  (c) => {
    if (c.place.id !== 'kitchen' || c.prev?.id !== 'garden') return null;
    return by(
      c,
      `Then they carried the basket into the kitchen.`,
      `${team(c)} wiped their feet on the mat and carried the basket into the kitchen.`,
      `${team(c)} wiped their feet carefully on the mat, so no soil came in with them, and carried the basket into the kitchen.`,
    );
  },
];

/**
 * Baking at home goes from room to room and out to the garden, never "on its way": the next
 * thing on the list, what is missing, and the waiting. A kitchen mishap feels like one.
 */
export const bakeScenes = {
  titles: [] as Bank<EnCtx>,
  travel: [...homecoming, ...travel],
  travelHome: [...homecoming, ...homeTravel],
  travelNear: [...homecoming, ...travelNear],
  discovery: [] as Bank<EnCtx>,
  joy: [] as Bank<EnCtx>,
  onward: [
    (c) => {
      if (c.next?.id !== 'shop') return null;
      return by(
        c,
        `Now they only needed the ${missing(c)}.`,
        `{With ${gathered(c)} and berries in the basket|With the basket full}, they only needed the ${missing(c)} from the shop.`,
        `{With ${gathered(c)} and berries in the basket|With the basket full and their shoes wet from the grass}, ${h(c)} ticked off two things on the list, and now they only needed the ${missing(c)} from the shop.`,
      );
    },
    (c) => {
      if (c.next?.id !== 'kitchen') return null;
      return by(
        c,
        `Now they had all they needed!`,
        `${h(c)} ticked off the last thing on the list. {Now the baking could begin|Now it was time to start}.`,
        `${h(c)} ticked off the last thing on the list and held it up for ${f(c)} to see: everything they needed was there, and now the baking could {begin at last|really begin}.`,
      );
    },
    (c) => {
      if (c.next) return null;
      return by(
        c,
        `Now they just had to wait{| a little longer}.`,
        `The whole kitchen smelled {${smell(c)}|lovely}, and now they just had to wait{| for ${the(c)}}.`,
        `The whole kitchen smelled {${smell(c)}|lovely|wonderful}, and ${h(c)} sat on a stool and waited as patiently as ${c.hero.he} could, which was not very patiently at all.`,
      );
    },
  ] as Bank<EnCtx>,
  worry: [
    (c) =>
      by(c, `"Oh no," said ${h(c)} quietly.`, `"Oh no," said ${h(c)} quietly, looking at ${f(c)}.`),
    (c) =>
      by(
        c,
        `${h(c)} bit ${c.hero.his} lip.`,
        `${h(c)} bit ${c.hero.his} lip{| and glanced at ${f(c)}}.`,
        `For a moment ${h(c)} was afraid the whole baking was ruined.`,
      ),
    (c) =>
      by(
        c,
        `"Oh dear," said ${f(c)}.`,
        c.place.id === 'kitchen'
          ? `"Oh dear," said ${f(c)}{|, rubbing a floury forehead}.`
          : `"Oh dear," said ${f(c)}.`,
        c.place.id === 'kitchen'
          ? `"Oh dear," said ${f(c)}, rubbing a floury forehead. "That has happened to me before."`
          : `"Oh dear," said ${f(c)}, scratching ${f(c) === 'Dad' || f(c) === 'Grandpa' ? 'his' : 'her'} head. "That has happened to me before."`,
      ),
  ] as Bank<EnCtx>,
  idea: [
    (c) => `"{We can fix that|No harm done|That is easy to mend}," said ${f(c)}{| with a smile}.`,
    (c) =>
      by(
        c,
        `"Let’s try again," said ${f(c)}.`,
        `${f(c)} winked. "That happens to the best bakers."`,
      ),
    (c) => `${h(c)} thought for a moment, and then ${c.hero.he} knew what to do.`,
  ] as Bank<EnCtx>,
};
