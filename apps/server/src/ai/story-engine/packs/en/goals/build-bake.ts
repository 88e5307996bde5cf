// Something baked at home: the recipe in the old book, the hens' eggs and the berries in the
// garden, the one thing missing fetched from the shop, then weighing and stirring, the oven and
// the waiting, a small mishap turned into something nice, and at the end it is shared with
// those it was for.
import type { EnCtx } from '../../../compose/ctx-en';
import type { GoalTexts } from '../../../compose/pack-types';
import { foodById } from '../../../lexicon/foods-activities';
import { by } from '../../by-band';
import {
  bakedFood,
  bakeStep,
  bakeTip,
  cookerOf,
  type BakeStep,
  type BakeTip,
} from '../../bake-beats';
import { eachStep, firstHere, onceHere, onceInStory, toldHere } from '../../family-beats';

const h = (c: EnCtx) => c.hero.name;
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
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
/** Done: "came out of the oven", or was out once that is told. */
const came = (c: EnCtx) =>
  c.stepsTaken().includes('edge') ? `${was(c)} out of ${oven(c)}` : `came ${outOf(c)}`;
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
      `${f(c)} whipped some cream, and ${h(c)} spread it over every burnt bit until nobody could see it`,
  },
  sugar: {
    note: 'A sprinkle of icing sugar, and all looks lovely again.',
    saves: (c) =>
      `${h(c)} shook icing sugar through a sieve, and ${the(c)} turned as white as fresh snow`,
  },
};
const tip = (c: EnCtx) => TIP[bakeTip(c)];

const HITCH: Record<BakeStep, (c: EnCtx) => string> = {
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
      `${h(c)} weighed out the flour, but the bag tipped, and a white cloud settled on the counter, the floor and ${f(c)}’s nose.`,
      `${h(c)} meant to weigh out the flour just right, but the bag tipped over the edge, and a big white cloud settled on the counter, the floor and ${f(c)}’s hair.`,
    ),
  crack: (c) =>
    pizza(c)
      ? by(
          c,
          `The dough would not grow.`,
          `${h(c)} kneaded the dough and left it to rise, but after a while it was just as small.`,
          `${h(c)} kneaded and kneaded and left the dough to rise under a tea towel, but when ${c.hero.he} peeked after a while, it was exactly as small as before.`,
        )
      : by(
          c,
          `Crack! The egg went on the counter.`,
          `${h(c)} cracked the egg on the bowl, but too hard, and half of it landed on the counter, shell and all.`,
          `${h(c)} cracked the egg on the edge of the bowl, a little too hard, and the yolk slid out onto the counter while little bits of shell floated in the batter.`,
        ),
  pet: (c) =>
    by(
      c,
      `${cap(pet(c))} put a nose in the bowl!`,
      `${cap(pet(c))} jumped up on the chair and stuck a nose right into the bowl of batter.`,
      `While nobody was looking, ${pet(c)} jumped up on the chair, stuck a nose into the bowl and came up with a white moustache of batter.`,
    ),
  bake: (c) =>
    cooker(c) === 'oven'
      ? by(
          c,
          `${h(c)} opened the oven too soon. Oh no!`,
          `In went ${the(c)}, and it smelled so good that ${h(c)} had to peek. But the open door let the cold in, and ${it(c)} sank a little.`,
          `In went ${the(c)}, and soon the whole house smelled so good that ${h(c)} could not wait. ${cap(c.hero.he)} opened the oven door to peek, and cold air rushed in.`,
        )
      : by(
          c,
          `${h(c)} flipped too soon. Splat!`,
          `The batter went into ${oven(c)}, but ${h(c)} flipped too soon, and the first one turned into a lump.`,
          `The batter sizzled in ${oven(c)}, and ${h(c)} was so keen that ${c.hero.he} flipped too soon, and the first one folded into a lump.`,
        ),
  edge: (c) =>
    by(
      c,
      `The edge got a bit burnt!`,
      `When ${the(c)} came out, ${it(c)} ${was(c)} a bit burnt at the edge, black as coal on one side.`,
      `When ${the(c)} finally came out, ${it(c)} ${was(c)} golden almost everywhere, but one edge was as black as coal, and there was a faint smell of burning.`,
    ),
  decorate: (c) =>
    by(
      c,
      `The icing ran everywhere!`,
      `${h(c)} wanted to ice ${the(c)}, but ${it(c)} ${was(c)} still warm, and the icing ran off onto the plate.`,
      `${h(c)} was in such a hurry that ${c.hero.he} iced ${the(c)} while ${it(c)} ${was(c)} still warm, and the icing slid slowly down into a puddle on the plate.`,
    ),
};

const FIX: Record<BakeStep, (c: EnCtx) => string> = {
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
          `They put the dough somewhere warm.`,
          `They put the bowl by the oven where it was warm, and soon the dough grew over the edge.`,
          `${f(c)} put the bowl by the warm oven, and after a while the dough had grown so big that it lifted the tea towel.`,
        )
      : by(
          c,
          `They fished out the shell with a spoon.`,
          `${f(c)} fished out the bits of shell with a spoon, and ${h(c)} cracked the next egg gently, and it went fine.`,
          `${f(c)} fished out the bits of shell with a teaspoon, and ${h(c)} cracked the next egg so gently, tap, tap, that it slid straight into the bowl.`,
        ),
  pet: (c) =>
    by(
      c,
      `${cap(pet(c))} had to go outside.`,
      `${cap(pet(c))} was lifted down, and they put a lid on the bowl, just in case.`,
      `${cap(pet(c))} was lifted down and got a little treat of ${pet(c) === 'the cat' ? 'its' : 'their'} own by the door, and the bowl got a lid, just in case.`,
    ),
  bake: (c) =>
    cooker(c) === 'oven'
      ? by(
          c,
          `Then they waited. It smelled so good!`,
          `Then they shut the door and waited, and while ${the(c)} baked, they played cards at the kitchen table and breathed in the lovely smell.`,
          `Then they shut the oven door and sat on the floor in front of the glass, and there they waited while ${the(c)} rose slowly and the whole house filled with the warmest smell in the world.`,
        )
      : by(
          c,
          `Next time they waited for the bubbles.`,
          `Next time they waited for little bubbles in the batter, and then ${h(c)} flipped, and it came out golden.`,
          `Next time they waited until little bubbles popped all over the batter, and then ${h(c)} flipped with a little hop of the spatula, and it landed golden and fine.`,
        ),
  edge: (c) =>
    by(
      c,
      `They cut off the black bit.`,
      `${f(c)} carefully cut off the black edge, and the rest was soft and good.`,
      `${f(c)} carefully cut off the black edge with a little knife, and inside ${it(c)} ${was(c)} soft and good, and the burnt bits went to the birds.`,
    ),
  decorate: (c) =>
    by(
      c,
      `They waited, and tried again.`,
      `They waited until ${the(c)} ${was(c)} cold, and then ${h(c)} put on the icing in neat stripes.`,
      `This time they waited until ${the(c)} ${was(c)} quite cold, and then ${h(c)} drew neat stripes and dots with the icing and added a few sprinkles too.`,
    ),
};

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
  attempt: firstHere<EnCtx>(
    'hitch',
    eachStep<EnCtx, BakeStep>(bakeStep, HITCH),
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
    onceHere('done', 'fix', (c) =>
      by(
        c,
        `One step closer!`,
        `That was one step closer to ${the(c)}, and ${h(c)} hummed.`,
        `That was one step closer to ${the(c)}, and ${h(c)} hummed a little song while ${c.hero.he} wiped ${c.hero.his} hands on the apron.`,
      ),
    ),
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
  turn: {
    brave: [
      (c) =>
        by(
          c,
          `${The(c)} ${came(c)}, but ${it(c)} had sunk! ${h(c)} remembered the tip.`,
          `When ${the(c)} ${came(c)}, ${it(c)} had cracked and sunk a little in the middle. But ${h(c)} remembered the tip in the book, and so ${tip(c).saves(c)}.`,
          `When ${the(c)} ${came(c)}, ${it(c)} had cracked and sunk a little in the middle, and for a moment ${h(c)} just wanted to cry. Then ${c.hero.he} remembered the tip in the margin, and so ${tip(c).saves(c)}.`,
        ),
    ],
    together: [
      (c) =>
        by(
          c,
          `${The(c)} ${came(c)}, sunk in the middle. ${team(c)} fixed it.`,
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
  },
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
  home: [
    (c) =>
      by(
        c,
        `${h(c)} licked the bowl clean.`,
        `Afterwards ${h(c)} got to lick the bowl, and ${f(c)} got the spoon.`,
        `Afterwards ${h(c)} got to lick the bowl clean and ${f(c)} got the spoon, and they agreed it was the best part of the whole bake.`,
      ),
    (c) =>
      by(
        c,
        `Soon there were only crumbs left.`,
        `Soon there were only crumbs left, and ${team(c)} did the washing-up together.`,
        `Soon there were only crumbs left on the plate, and ${team(c)} did the washing-up together while the kitchen still smelled warm and sweet.`,
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
  title: [(c) => `${team(c)} in the Kitchen`, (c) => `${The(c)} from the Old Book`],
};
