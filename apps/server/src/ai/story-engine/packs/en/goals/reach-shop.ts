// An errand to the shop: the shopping list, the way there, something in the way at the shop
// (sold out, a shelf too high, a coin short), paying the shopkeeper, and home again, where what
// was bought is eaten or given to the one it was for.
import type { EnCtx } from '../../../compose/ctx-en';
import { enThing } from '../../../compose/ctx-en';
import type { GoalTexts } from '../../../compose/pack-types';
import { foodById } from '../../../lexicon/foods-activities';
import { by } from '../../by-band';
import { joinList } from '../../../text';
import { withArticle } from '../../../grammar/english';
import { drunk, eaten, shopHold, soldFromStalls, type Buy } from '../../shop-hold';

const h = (c: EnCtx) => c.hero.name;
const toShop = (c: EnCtx) => c.target?.to ?? 'to the shop';
const shop = (c: EnCtx) => c.target?.the ?? 'the shop';
const R = (c: EnCtx) => c.recipient?.name;
/** A grown-up goes along ("med bestemor", "with Dad"): the errand is theirs together. */
/** Who comes home with the bag: the hero, and a grown-up who went along. */
const all = (c: EnCtx) => (grownUp(c) ? c.team.name : h(c));
const grownUp = (c: EnCtx) =>
  !!c.friend && ['grown-up', 'grandparent'].includes(c.friend.char.kind);
/** Who stands behind the counter: the baker, the stallholder at the market, or the shopkeeper. */
const keeper = (c: EnCtx): string =>
  ({ bakery: 'the baker', market: 'the stallholder', square: 'the stallholder' })[
    c.target?.id ?? ''
  ] ?? 'the shopkeeper';
const Keeper = (c: EnCtx): string => `T${keeper(c).slice(1)}`;

/** What is to be bought, in the family's word: "bananas", "milk", "a ball". */
export function enBuy(c: EnCtx): Buy {
  const first = enItem(c.buy ?? 'banana', c.buyCount);
  // "milk, eggs and bread": everything on the list is bought, not only the first.
  const rest = (c.buyAlso ?? []).map((x) => enItem(x.id, x.count ?? 'many'));
  if (!rest.length) return first;
  const all = [first, ...rest];
  const join = (k: 'what' | 'the' | 'bare') =>
    joinList(
      all.map((b) => b[k]),
      'and',
    );
  return {
    what: join('what'),
    // "the milk, eggs and bread": one "the" for the whole list.
    the: `the ${joinList(
      all.map((b) => b.the.replace(/^the /, '')),
      'and',
    )}`,
    bare: join('bare'),
    it: 'them',
    food: all.every((b) => b.food),
  };
}

function enItem(id: string, count: 'one' | 'many' | undefined): Buy {
  const f = foodById(id);
  const one = count === 'one';
  if (f && f.countable && one)
    return {
      what: withArticle(f.en.sg),
      the: `the ${f.en.sg}`,
      bare: f.en.sg,
      it: 'it',
      food: true,
    };
  if (f && f.countable)
    return { what: f.en.pl, the: `the ${f.en.pl}`, bare: f.en.pl, it: 'them', food: true };
  if (f) return { what: f.en.sg, the: `the ${f.en.sg}`, bare: f.en.sg, it: 'it', food: true };
  const t = enThing(id);
  const food = eaten(id);
  if (count === 'many') return { what: t.pl, the: `the ${t.pl}`, bare: t.pl, it: 'them', food };
  return { what: t.a, the: t.the, bare: t.sg, it: 'it', food };
}

const what = (c: EnCtx) => enBuy(c).what;
/** Where things are laid out: shelves in a shop, stalls at the market. */
const stalls = (c: EnCtx) => soldFromStalls(c.target?.id);
const shelf = (c: EnCtx) => (stalls(c) ? 'stall' : 'shelf');
/** Up out of reach: the top shelf, or the top of the crates piled up behind a stall. */
const top = (c: EnCtx) => (stalls(c) ? 'top of a tall stack of crates' : 'top shelf');
const hold = shopHold;
/** A tip on the way that fits what waits at the shop. */
const adviceFor = (c: EnCtx): string =>
  ({
    'shop-empty': `If you can't find it, ask ${keeper(c)}.`,
    'shop-high': `If something is too high, ask someone taller.`,
    'shop-coins': `Count your coins before you go in.`,
    'shop-list': `Hold on tight to the list, and say the word inside your head.`,
  })[hold(c)];
/** How ${keeper(c)} puts right what held the errand up. */
const fix = (c: EnCtx): string =>
  ({
    'shop-empty': `${Keeper(c)} went into the storeroom and came back with ${what(c)}. "Just arrived," came the answer.`,
    'shop-high': `${Keeper(c)} fetched a step stool and lifted down ${the(c)}.`,
    'shop-coins': `${Keeper(c)} counted the coins and winked. "That will do today."`,
    'shop-list': `"${what(c)[0]?.toUpperCase()}${what(c).slice(1)}, please," said ${h(c)}, and ${keeper(c)} found ${the(c)} at once.`,
  })[hold(c)];
const the = (c: EnCtx) => enBuy(c).the;
const it = (c: EnCtx) => enBuy(c).it;
const was = (c: EnCtx) => (it(c) === 'them' ? 'were' : 'was');
/** What becomes of it at home: eaten, played with, or given to the one it was for. */
const used = (c: EnCtx): string =>
  R(c)
    ? `${h(c)} gave ${the(c)} to ${R(c)}, who was ever so pleased`
    : enBuy(c).food
      ? c.buyAlso?.length
        ? `Then ${c.team.they} made a meal of ${the(c)}, and nothing had ever tasted better`
        : `Then ${c.team.they} ${drunk(c.buy) ? 'drank' : 'ate'} ${the(c)}, and nothing had ever tasted better`
      : `${h(c)} played with ${the(c)} for the rest of the day`;

export const shopErrand: GoalTexts<EnCtx> = {
  want: [
    (c) =>
      by(
        c,
        `${h(c)} was going ${toShop(c)} to buy ${what(c)}${R(c) ? ` for ${R(c)}` : ''}.`,
        `${h(c)} had an important errand: to go ${toShop(c)} and buy ${what(c)}${R(c) ? ` for ${R(c)}` : ''}, ${grownUp(c) ? `together with ${c.friend?.name}` : c.friend ? 'without a grown-up' : 'all on ' + c.hero.his + ' own'}.`,
        `Today, for the very first time, ${h(c)} was going ${toShop(c)} to buy ${what(c)}${R(c) ? ` for ${R(c)}` : ''}, and ${grownUp(c) ? `${c.friend?.name} had promised that ${h(c)} could do the paying` : `${c.hero.he} had made up ${c.hero.his} mind to do it all by ${c.hero.him}self`}.`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} was off ${toShop(c)}. The list said: ${what(c)}.`,
        `${h(c)} was off ${toShop(c)}${R(c) ? ` for ${R(c)}` : ''}. The shopping list said, in big letters: ${what(c).toUpperCase()}.`,
        `${h(c)} was off ${toShop(c)}${R(c) ? ` for ${R(c)}` : ''}. The shopping list said, in big wobbly letters, ${what(c).toUpperCase()}, and in ${c.hero.his} pocket were the shiny coins to pay for it.`,
      ),
  ],
  problem: [
    (c) =>
      by(
        c,
        `But ${shop(c)} was quite a long way off.`,
        `But ${shop(c)} was quite a long way off${grownUp(c) ? ', and the way was full of surprises' : `, and ${h(c)} had never walked there without a grown-up`}.`,
        `But ${shop(c)} was quite a long way off, right on the other side of the village, and ${grownUp(c) ? 'the way there was long and winding' : `${h(c)} had never walked the whole way without a grown-up`}.`,
      ),
    (c) =>
      by(
        c,
        `"Remember the list and the coins," said everyone at home.`,
        `"Remember the list, and look after the coins," said everyone at home, and ${h(c)} nodded very seriously.`,
      ),
  ],
  decide: [
    (c) =>
      by(
        c,
        `"I can do it!" said ${h(c)}, and pocketed the coins.`,
        `"I can do it," said ${h(c)}, tucked the list into a pocket with the coins, and set off.`,
        `"I can do this," said ${h(c)}, folded the list neatly, tucked it in a pocket with the coins, and opened the door.`,
      ),
  ],
  attempt: [
    (c) =>
      hold(c) === 'shop-empty'
        ? by(
            c,
            `But the ${shelf(c)} for ${the(c)} was empty! Where ${it(c) === 'them' ? 'were they' : 'was it'}?`,
            `But where ${the(c)} should have been, the ${shelf(c)} was bare. ${h(c)}'s tummy sank.`,
            `But the ${shelf(c)} that always held ${the(c)} was completely empty, and ${h(c)} stood staring at the bare space for a long moment.`,
          )
        : null,
    (c) =>
      hold(c) === 'shop-empty'
        ? by(
            c,
            `${h(c)} looked {on|at} every ${shelf(c)}. No ${enBuy(c).bare}.`,
            `${h(c)} looked {on|at} the next ${shelf(c)}, and the one after that, but there ${was(c)} no ${enBuy(c).bare} anywhere.`,
          )
        : null,
    (c) =>
      hold(c) === 'shop-high'
        ? by(
            c,
            `${h(c)} saw ${the(c)} on the ${top(c)}, but could not reach.`,
            `${h(c)} spotted ${the(c)} on the very ${top(c)} and stretched as far as ${c.hero.he} could, but could not reach.`,
            `There, on the very ${top(c)}, ${was(c)} ${the(c)}. ${h(c)} stood on tiptoe and stretched as far as ${c.hero.his} arms would go, but ${c.hero.his} fingers came nowhere near.`,
          )
        : null,
    (c) =>
      hold(c) === 'shop-high'
        ? by(
            c,
            `${h(c)} jumped, but the ${stalls(c) ? 'crates were' : 'shelf was'} too high.`,
            `${h(c)} jumped as high as ${c.hero.he} could, once, twice, but the ${stalls(c) ? 'crates were' : 'shelf was'} still too high.`,
          )
        : null,
    (c) =>
      hold(c) === 'shop-coins'
        ? by(
            c,
            `${h(c)} counted the coins. One was missing!`,
            `${h(c)} counted the coins in ${c.hero.his} hand twice. One coin short, and ${c.hero.his} cheeks went hot.`,
            `${h(c)} counted the coins, first quickly and then slowly, but the answer stayed the same: one coin short, and ${c.hero.his} cheeks went hot.`,
          )
        : null,
    (c) =>
      hold(c) === 'shop-coins'
        ? by(
            c,
            `${h(c)} felt for one more coin. Only fluff.`,
            `${h(c)} felt in every pocket for one more coin, but found only fluff and an old button.`,
          )
        : null,
    (c) =>
      hold(c) === 'shop-list'
        ? by(
            c,
            `The wind took the list! What did it say again?`,
            `As the door swung open, a gust tugged the shopping list out of ${h(c)}'s hand, and away it sailed. What had it said?`,
            `Just as the door swung open, a gust tugged the shopping list right out of ${h(c)}'s hand, and it fluttered away like a white butterfly. What had it said?`,
          )
        : null,
    (c) =>
      hold(c) === 'shop-list'
        ? by(
            c,
            `The list was gone! Was it cheese? No. Soap? No.`,
            `The list had blown away at the door, so ${h(c)} walked along the ${stalls(c) ? 'stalls' : 'shelves'}, trying to remember. Was it cheese? No. Was it soap? Not that either.`,
          )
        : null,
  ],
  progress: [
    (c) =>
      hold(c) === 'shop-list'
        ? by(
            c,
            `Then ${h(c)} remembered: ${what(c)}!`,
            `Then ${h(c)} remembered, like a little light switching on: ${what(c)}. That was what the list had said.`,
          )
        : null,
    (c) =>
      by(
        c,
        `But ${h(c)} did not give up.`,
        `${h(c)} took a deep breath. An errand isn't done until you're home, ${c.hero.he} thought.`,
        `${h(c)} took a deep breath and thought hard. An errand isn't done until ${what(c)} ${it(c) === 'them' ? 'are' : 'is'} in the bag.`,
      ),
  ],
  advice: [
    (c) =>
      by(
        c,
        `"${adviceFor(c).replace(/\.$/, ',')}" said ${c.helper?.the ?? 'someone'}.`,
        `"Here's a good tip," said ${c.helper?.the ?? 'someone'}. "${adviceFor(c)}"`,
      ),
  ],
  ask: [
    (c) =>
      by(
        c,
        `"Do you know the way ${toShop(c)}?" asked ${h(c)}.`,
        `"Excuse me, do you know the way ${toShop(c)}?" asked ${h(c)}. "I'm buying ${what(c)}."`,
      ),
  ],
  turn: {
    brave: [
      (c) =>
        by(
          c,
          `${h(c)} went up to ${keeper(c)} and asked for help. ${fix(c)}`,
          `${h(c)} stood up straight, walked to the counter and asked ${keeper(c)} for help in a clear voice. ${fix(c)}`,
          `${h(c)}'s heart was thumping, but ${c.hero.he} walked right up to the counter and told ${keeper(c)} what was wrong, in the clearest voice ${c.hero.he} had. ${fix(c)}`,
        ),
    ],
    together: [
      (c) =>
        by(
          c,
          `${h(c)} asked ${keeper(c)}, and together they sorted it out. ${fix(c)}`,
          c.friend
            ? `Together ${c.team.name} went to ${keeper(c)} and explained everything. ${fix(c)}`
            : `${h(c)} went to ${keeper(c)} and explained everything, and together they sorted it out. ${fix(c)}`,
        ),
    ],
    gift: [
      (c) =>
        by(
          c,
          `But someone at the counter had been watching. ${fix(c)}`,
          `But someone behind the counter had seen it all, and came over with a kind smile. ${fix(c)}`,
        ),
    ],
    clever: [
      (c) =>
        by(
          c,
          `${h(c)} had an idea: ask ${keeper(c)}! ${fix(c)}`,
          `${h(c)} had an idea: the one who knows everything about a shop is ${keeper(c)}. ${fix(c)}`,
        ),
    ],
  },
  resolution: [
    (c) =>
      by(
        c,
        `${h(c)} put the coins on the counter, and ${keeper(c)} put ${the(c)} in a bag. "Thank you!" said ${h(c)}.`,
        `${h(c)} laid the coins on the counter, one by one. ${Keeper(c)} put ${the(c)} in a bag and said, "There you are, and thank you!"`,
        `${h(c)} laid the coins on the counter, one by one, and ${keeper(c)} counted them with a smile. Then he put ${the(c)} in a paper bag. "There you are," he said, "and thank you for shopping with us." ${h(c)} had never felt so proud.`,
      ),
  ],
  reflection: [
    (c) =>
      by(
        c,
        `Back home, ${all(c)} unpacked the bag. ${used(c)}.`,
        `Back home, ${all(c)} {proudly unpacked the bag on the kitchen table|set the bag on the table and told everyone all about it}. ${used(c)}.`,
        `Back home, ${all(c)} set the bag on the kitchen table and unpacked it, as proud as anyone back from a long journey. ${used(c)}. {It had only been a little errand, but for ${h(c)} it had been a great adventure.|Next time, ${h(c)} would do it all alone.}`,
      ),
  ],
  refrain: [(c) => `List in a pocket, coins in a hand, off goes ${h(c)} to the shop!`],
  title: [
    (c) => `${h(c)} buys ${what(c)}`,
    (c) => `${h(c)} goes ${toShop(c)}`,
    (c) => `${h(c)} and the shopping list`,
  ],
};
