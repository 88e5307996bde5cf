// Berry picking with a grown-up of the family: the buckets fetched from the shed (string for the
// handle, and the lids), lunch, raincoats and plasters from the kitchen, the walk to the wood or
// the field the family named, a first thin patch with unripe berries where they learn where the
// berries grow and which are ripe, then the good place: a steep slope, a wasp, a shower, each
// met with something brought or learnt, and the bucket that tips over. The bucket filled, home,
// and something made of the berries eaten last. The berry's own word is kept: "blackberries".
import type { EnCtx } from '../../../compose/ctx-en';
import type { Bank } from '../../../compose/ctx-base';
import type { GoalTexts } from '../../../compose/pack-types';
import type { BerryId } from '../../../description/read-family-outing';
import { by } from '../../by-band';
import { eachOnce, inTurn } from '../../place-beats';
import { afterMoments, both, moments, type Moment } from '../../step-moments';
import { listOf, outingKey } from '../../outing-beats';
import { goesAlong } from '../../grow-words';
import { cap } from '../../../text';

const h = (c: EnCtx) => c.hero.name;
const he = (c: EnCtx) => c.hero.he;
const He = (c: EnCtx) => cap(he(c));
const him = (c: EnCtx) => c.hero.him;
const his = (c: EnCtx) => c.hero.his;
/** The grown-up who goes along: the one who came, or the one met at home. */
const f = (c: EnCtx) => goesAlong(c)?.name ?? 'Grandma';
const F = (c: EnCtx) => cap(f(c));
/** "she" for Grandma, "he" for Grandpa. */
const fHe = (c: EnCtx) => goesAlong(c)?.he ?? 'she';
const they = (c: EnCtx) => (c.friend ? c.team.name : h(c));
const They = (c: EnCtx) => cap(they(c));

interface Berry {
  /** "blueberries", and the word before "picking", "pie", "jam". */
  pl: string;
  one: string;
  /** Where they grow: "on low bushes in the shade of the pine trees". */
  grows: string;
  /** What they grow on: "the bushes", "the brambles". */
  bush: string;
  unripe: string;
  ripe: string;
  /** Combed off low bushes with a berry picker; else picked with the fingers. */
  picker: boolean;
  thorns: boolean;
  /** What is made of them at home, and eaten last. */
  dish: string;
  make: [short: string, whole: string];
  eat: string;
}

const BERRIES: Record<BerryId, Berry> = {
  blueberry: {
    pl: 'blueberries',
    one: 'blueberry',
    grows: 'on low bushes in the shade of the pine trees',
    bush: 'the bushes',
    unripe: 'green and pinkish',
    ripe: 'dark blue all the way round',
    picker: true,
    thorns: false,
    dish: 'blueberry pie',
    make: [
      'baked a blueberry pie',
      'rubbed butter, sugar and flour together into crumbs, pressed them into a dish and tipped the blueberries in, and soon the blueberry pie was bubbling in the oven',
    ],
    eat: 'warm blueberry pie with custard',
  },
  strawberry: {
    pl: 'strawberries',
    one: 'strawberry',
    grows: 'low down in the grass where the sun is warm',
    bush: 'the grass',
    unripe: 'white and green',
    ripe: 'red right to the tip',
    picker: false,
    thorns: false,
    dish: 'strawberries and cream',
    make: [
      'cut the strawberries in half',
      'cut the strawberries in half, shared them into bowls and sprinkled sugar over them, and left the sugar to melt while they laid the table',
    ],
    eat: 'strawberries with cold cream and sugar',
  },
  raspberry: {
    pl: 'raspberries',
    one: 'raspberry',
    grows: 'on tall, prickly canes at the edge of the wood',
    bush: 'the canes',
    unripe: 'pale and hard',
    ripe: 'deep red and soft',
    picker: false,
    thorns: true,
    dish: 'raspberry jam',
    make: [
      'made raspberry jam',
      'tipped the raspberries and the sugar into the big pan and stirred and stirred until it bubbled and the whole house smelled of raspberry jam, and then they filled the jars',
    ],
    eat: 'warm pancakes with fresh raspberry jam',
  },
  lingonberry: {
    pl: 'lingonberries',
    one: 'lingonberry',
    grows: 'on low, dry heather between the pine trees',
    bush: 'the heather',
    unripe: 'white and pale green',
    ripe: 'shiny red all the way round',
    picker: true,
    thorns: false,
    dish: 'lingonberry jam',
    make: [
      'stirred the lingonberries with sugar',
      'tipped the lingonberries and the sugar into a big bowl and stirred and stirred with a wooden spoon until the sugar was gone and the berries shone, and then they filled the jars',
    ],
    eat: 'pancakes with lingonberry jam',
  },
  blackberry: {
    pl: 'blackberries',
    one: 'blackberry',
    grows: 'on long, prickly brambles along the hedges',
    bush: 'the brambles',
    unripe: 'red and hard',
    ripe: 'black and shiny',
    picker: false,
    thorns: true,
    dish: 'blackberry crumble',
    make: [
      'made a blackberry crumble',
      'tipped the blackberries into a dish, rubbed butter, sugar and flour into crumbs and scattered them on top, and soon the blackberry crumble was bubbling purple at the edges',
    ],
    eat: 'warm blackberry crumble with custard',
  },
};
const berry = (c: EnCtx): Berry => BERRIES[c.familyOuting?.berry ?? 'blueberry'];
const b = (c: EnCtx) => berry(c).pl;
const B = (c: EnCtx) => cap(b(c));
const picking = (c: EnCtx) => `${berry(c).one} picking`;

const THERE: Record<string, [string, string]> = {
  forest: ['the forest', 'in the forest'],
  field: ['the field', 'in the field'],
  meadow: ['the meadow', 'in the meadow'],
  hill: ['the hill', 'on the hill'],
};
const TITLE_IN: Record<string, string> = {
  forest: 'in the Forest',
  field: 'in the Field',
  meadow: 'in the Meadow',
  hill: 'on the Hill',
};
/** Where the berries are picked: "the forest", "the field". */
const there = (c: EnCtx) => THERE[c.target?.id ?? 'forest']?.[0] ?? c.target?.the ?? 'the forest';
const thereIn = (c: EnCtx) => THERE[c.target?.id ?? 'forest']?.[1] ?? `in ${there(c)}`;
/** What spilled berries roll over: the moss of a forest, else the grass. */
const ground = (c: EnCtx) => ((c.target?.id ?? 'forest') === 'forest' ? 'the moss' : 'the grass');
/** What the berries are made into at home waits in: a pan for jam, a dish for a pie. */
const vessel = (c: EnCtx) =>
  berry(c).dish.includes('jam')
    ? 'jam pan'
    : /pie|crumble/.test(berry(c).dish)
      ? 'baking dish'
      : 'glass bowl';

/** What they took: the string and the lids from the shed, the raincoats and plasters. */
const told = (c: EnCtx, key: string) => c.handed([key]).length > 0;
const string = (c: EnCtx) => told(c, 'woodshed:berries#1');
const lids = (c: EnCtx) => told(c, 'woodshed:berries#2');
const coats = (c: EnCtx) => told(c, 'kitchen:berries#2');
const plaster = (c: EnCtx) => told(c, 'kitchen:berries#3');
/** The first patch is tried: there they learnt where the berries grow and which are ripe. */
const learnt = (c: EnCtx) => told(c, `${c.target?.id === 'field' ? 'meadow' : 'glade'}:berries#1`);
/** Something is made of the berries at home (else it is made just before it is eaten). */
const made = (c: EnCtx) => told(c, 'story:berries-home:2');

/** The mishaps at the good place, for looking back. */
const mishaps = (c: EnCtx) => {
  const at = (k: number) => told(c, `${c.target?.id ?? ''}:berries#${k}`);
  return [
    ...(at(2) ? ['the steep slope'] : []),
    ...(at(3) ? ['the wasp'] : []),
    ...(at(4) ? ['the shower'] : []),
    'the bucket that tipped over',
  ];
};

const STEPS: Record<string, Moment<EnCtx>[]> = {
  woodshed: [
    (c) =>
      by(
        c,
        `In the shed the buckets hung on a nail. ${h(c)} took the little red one.`,
        `In the shed the berry buckets hung on their nails: the big one for ${f(c)} and the little red one for ${h(c)}.${berry(c).picker ? ` Beside them hung the berry picker, the one with teeth like a comb.` : ''}`,
        `In the shed, behind the bike and the wheelbarrow, the berry buckets hung on their nails, just where they had hung since last summer: the big dented one for ${f(c)} and the little red one for ${h(c)}.${berry(c).picker ? ` Beside them hung the old berry picker, the one with teeth like a comb, that could rake the berries off the bushes and leave the leaves behind.` : ''}`,
      ),
    both(
      (c) =>
        by(
          c,
          `But the handle of the little bucket was loose!`,
          `But when ${h(c)} lifted the little bucket, the handle came off on one side. Clonk!`,
          `But when ${h(c)} lifted the little bucket down off its nail, the handle came loose on one side and dangled, and the bucket hit the floor with a clonk that sent a sparrow flying out of the roof.`,
        ),
      (c) =>
        by(
          c,
          `${F(c)} tied it on with string. ${h(c)} put the rest of the string in ${his(c)} pocket.`,
          `${F(c)} found a ball of string on the shelf and tied the handle on again with a double knot. ${h(c)} put the rest of the string in ${his(c)} pocket. "We might need that," said ${f(c)}.`,
          `"We can fix that," said ${f(c)}, and found a ball of string on the shelf. ${F(c)} threaded it through the hole and tied the handle on with a double knot, and the rest of the string, a long piece, went into ${h(c)}'s pocket. "String always comes in handy when you go berry picking," said ${f(c)}.`,
        ),
    ),
    (c) =>
      by(
        c,
        `${F(c)} took the lids for the buckets too.`,
        `${F(c)} found the lids for the buckets as well. "So we don't spill them on the way home," said ${f(c)}.`,
        `At the bottom of a box ${f(c)} found the lids for the buckets, dusty and a bit bent. "A lid is the most important thing on a day of ${picking(c)}," said ${f(c)}, "because the way home is where the berries try to jump out."`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} found ${his(c)} wellies.`,
        `${h(c)} found ${his(c)} green wellies under the bench and pulled them on, because ${there(c)} might be wet.`,
        `Under the bench stood ${h(c)}'s green wellies, and ${he(c)} pulled them on, because ${f(c)} said that ${there(c)} was always wetter than you think, even on a sunny day.`,
      ),
    both(
      (c) =>
        by(
          c,
          `A spider lived in the big bucket! It had spun a web.`,
          `But a spider had spun a fine silver web across the big bucket, from rim to rim.`,
          `But when ${f(c)} looked into the big bucket, a little spider had spun a silver web across it from rim to rim, and was sitting in the middle, waiting.`,
        ),
      (c) =>
        by(
          c,
          `${h(c)} carried it out on a stick. Now the bucket was empty.`,
          `${h(c)} let the spider climb onto a stick and carried it out to the woodpile, where it could spin a new one.`,
          `${h(c)} let the spider climb onto a stick and carried it carefully out to the woodpile, where it could spin a new web in peace, and now both buckets were empty and ready.`,
        ),
    ),
    (c) =>
      by(
        c,
        `${h(c)} shut the shed door. Ready!`,
        `${h(c)} shut the shed door and swung the bucket. "Ready!" ${he(c)} said.`,
        `${h(c)} shut the creaky shed door and swung the little bucket so that the string on the handle squeaked. "Ready," ${he(c)} said. "Now it's going to be full."`,
      ),
  ],
  kitchen: [
    (c) =>
      by(
        c,
        `In the kitchen ${f(c)} made sandwiches.`,
        `In the kitchen ${f(c)} made sandwiches, and ${h(c)} filled a bottle with squash.`,
        `In the kitchen ${f(c)} made cheese sandwiches and wrapped them in paper, and ${h(c)} filled the old flask with hot cocoa, because ${picking(c)} without cocoa is not proper ${picking(c)}.`,
      ),
    both(
      (c) =>
        by(
          c,
          `But the lid of the flask leaked!`,
          `But when ${h(c)} turned the flask over, it dripped round the lid.`,
          `But when ${h(c)} turned the flask upside down to see if it was tight, it dripped slowly round the lid and onto the counter, drip, drip.`,
        ),
      (c) =>
        by(
          c,
          `${F(c)} screwed the lid on tight.`,
          `${F(c)} screwed the lid on tight and put the flask in a bag, just in case.`,
          `"That old lid," said ${f(c)}, and screwed it right down and put the flask in a bag to be safe. "Not a drop now."`,
        ),
    ),
    (c) =>
      by(
        c,
        `${F(c)} packed the raincoats in the rucksack.`,
        `${F(c)} looked out of the window and packed two raincoats in the rucksack. "You never know," said ${f(c)}.`,
        `${F(c)} looked out of the window at the clouds over ${there(c)} and packed two folded raincoats at the bottom of the rucksack. "You never know with the weather out there," said ${f(c)}.`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} put plasters in ${f(c)}'s pocket.`,
        `${h(c)} found a packet of plasters in the drawer and put it in ${f(c)}'s pocket.`,
        `In the drawer ${h(c)} found a packet of plasters with dinosaurs on them and tucked it into ${f(c)}'s pocket. "${berry(c).thorns ? `${cap(berry(c).bush)} are prickly,` : 'There are lots of roots to trip over,'}" said ${h(c)}, and ${f(c)} nodded.`,
      ),
    (c) =>
      by(
        c,
        `${F(c)} put out the sugar and the ${vessel(c)}.`,
        `${F(c)} put the sugar and the big ${vessel(c)} out on the counter. "That's waiting for the ${b(c)}," said ${f(c)}.`,
        `Last of all, ${f(c)} put the sugar and the old ${vessel(c)} out on the counter. "When we get home, there will be ${berry(c).dish}," said ${f(c)}, "but only if the buckets are full."`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} found the empty jars. They were clean and shiny.`,
        `${h(c)} took the empty jars out of the cupboard and stood them in a long row on the counter, ready to be filled.`,
        `From the top cupboard ${h(c)} took down the empty jars with screw lids and stood them in a long, shiny row on the counter, and ${f(c)} gave ${him(c)} a pen so ${he(c)} could write the labels when they got home.`,
      ),
  ],
  way: [
    (c) =>
      by(
        c,
        `${They(c)} set off with the buckets.`,
        `${They(c)} set off with a bucket each, and the buckets clinked in time with their steps.`,
        `Then ${they(c)} set off for ${there(c)} with a bucket each, and the buckets clinked and clonked in time with their steps, and the sun was already warm.`,
      ),
    both(
      (c) =>
        by(
          c,
          `${h(c)} ran ahead, swinging the bucket.`,
          `${h(c)} ran on ahead, swinging the bucket round in big circles.`,
          `${h(c)} ran on ahead, swinging the bucket round in big circles over ${his(c)} head, until ${f(c)} called out that a bucket swung like that had never kept a single berry in it.`,
        ),
      (c) =>
        by(
          c,
          `"Carry it gently," said ${f(c)}. ${h(c)} learnt how.`,
          `"Carry the bucket gently, close to your leg," said ${f(c)}. ${h(c)} tried, and it was easier than ${he(c)} thought.`,
          `"This is how you carry a berry bucket," said ${f(c)}, and showed ${him(c)}: gently, close to the leg, with the whole hand round the handle. ${h(c)} tried, and after a while ${he(c)} did it without thinking.`,
        ),
    ),
    (c) =>
      by(
        c,
        `They came to a gate. ${h(c)} shut it behind them.`,
        `They came to a gate with cows on the other side, and ${h(c)} remembered to shut it properly behind them.`,
        `Soon they came to a grey gate with a whole herd of cows on the other side, who looked at them and chewed, and ${h(c)} held the gate for ${f(c)} and remembered to shut it properly behind them, because cows do not go berry picking.`,
      ),
    (c) =>
      by(
        c,
        `The path was wet. Good thing ${h(c)} had wellies!`,
        `For a while the path was nothing but bog and mud, and ${h(c)} splashed straight through in ${his(c)} wellies.`,
        `For a long stretch the path was nothing but bog, brown and squelchy, and ${f(c)} hopped from tuft to tuft while ${h(c)} splashed straight through in ${his(c)} wellies, glad ${he(c)} had put them on.`,
      ),
    (c) =>
      by(
        c,
        `${F(c)} told about being little.`,
        `${F(c)} told ${h(c)} about the time ${fHe(c)} was little and picked ${b(c)} with ${fHe(c) === 'he' ? 'his' : 'her'} own grandmother.`,
        `As they walked, ${f(c)} told ${h(c)} about the time ${fHe(c)} was little and picked ${b(c)} with ${fHe(c) === 'he' ? 'his' : 'her'} own grandmother, who could fill a whole bucket before ${fHe(c)} had covered the bottom of ${fHe(c) === 'he' ? 'his' : 'hers'}, and who never spilled a single berry.`,
      ),
    both(
      (c) =>
        by(
          c,
          `Then the path went straight up. ${F(c)} was out of breath.`,
          `Then the path went steeply uphill, and ${f(c)} got out of breath and pink in the cheeks.`,
          `Then the path went steeply uphill between the rocks, and after a while ${f(c)} was so out of breath that ${fHe(c)} had to stop and lean on a birch tree.`,
        ),
      (c) =>
        by(
          c,
          `They rested on a stone and had a drink. Then it was easier.`,
          `They sat down on a warm stone to rest, and ${h(c)} shared out the squash, and after that the rest of the hill was much easier.`,
          `"Hills are for taking at your own pace," said ${f(c)}. They sat down on a warm, flat stone to rest, and ${h(c)} shared out the squash, and afterwards they walked the rest of the hill slowly and steadily, and then it was not so steep after all.`,
        ),
    ),
    (c) =>
      by(
        c,
        `${F(c)} showed ${h(c)} the blue marks on the trees. They would follow them home.`,
        `${F(c)} showed ${h(c)} the blue marks painted on the trees along the path. "We follow those home again," said ${f(c)}.`,
        `${F(c)} pointed at a blue spot painted on a tree trunk, and then another one further on. "The marks show the way," said ${f(c)}. "We follow them home again, and then we can never go wrong." And ${h(c)} started counting them.`,
      ),
    (c) =>
      by(
        c,
        `A squirrel ran up a tree.`,
        `A squirrel peered down at them from a branch and chattered, then ran on up the trunk.`,
        `A squirrel sat on a branch over the path and chattered crossly at them, as if the whole of ${there(c)} were its own, then swung itself up the trunk and was gone.`,
      ),
    (c) =>
      by(
        c,
        `There was ${there(c)}!`,
        `Then they came round the bend, and there lay ${there(c)}, green and quiet.`,
        `Then they came round the last bend, and there lay ${there(c)}, green and quiet and full of birdsong, as if it had been waiting for them.`,
      ),
  ],
  patch: [
    (c) =>
      by(
        c,
        `Here! ${h(c)} saw some ${b(c)}, but only a few.`,
        `"Here!" shouted ${h(c)}, because there were the first ${b(c)}. But there were only a few, scattered among ${berry(c).bush}.`,
        `"Here they are!" shouted ${h(c)}, and crouched down, because there were the first ${b(c)}. But there were only a few, one here and one there, scattered among ${berry(c).bush}, and lots of the plants had no berries at all.`,
      ),
    both(
      (c) =>
        by(
          c,
          `${h(c)} tasted one. Sour! It was not ripe.`,
          `${h(c)} popped the first one straight into ${his(c)} mouth. Sour! The berries here were ${berry(c).unripe}, not ripe yet.`,
          `${h(c)} popped the very first berry straight into ${his(c)} mouth and screwed up ${his(c)} nose. Sour as a lemon! The berries here were ${berry(c).unripe} and hard and not ripe at all.`,
        ),
      (c) =>
        by(
          c,
          `"Only pick the ${berry(c).ripe.split(' ')[0]} ones," said ${f(c)}.`,
          `"Only pick the ones that are ${berry(c).ripe}," said ${f(c)}. "The others need to grow a bit more."`,
          `"Look," said ${f(c)}, and held up two berries side by side. "Only pick the ones that are ${berry(c).ripe}, and come off easily when you pull. The others can stay and get sweet for next week." ${h(c)} looked at them carefully, and after that ${he(c)} only picked the ripe ones.`,
        ),
    ),
    (c) =>
      by(
        c,
        `The first berries fell in the bucket. Plink, plink!`,
        `Plink, plink, went the first ${b(c)} as they hit the bottom of the bucket.`,
        `Plink, went the first ripe ${b(c)}, and plink again, as they hit the bottom of the little red bucket, but it would take a great many more to cover the bottom.`,
      ),
    both(
      (c) =>
        by(
          c,
          `But there were too few berries here.`,
          `But there were too few berries here to fill two buckets, even if they picked until evening.`,
          `But after a long while there was only a handful in each bucket, and ${h(c)} looked at ${f(c)}: there were too few berries here to fill two buckets, even if they picked until evening.`,
        ),
      (c) =>
        by(
          c,
          `"They grow ${berry(c).grows}," said ${f(c)}. "Come on!"`,
          `"${B(c)} like best to grow ${berry(c).grows}," said ${f(c)}. "Come on, I know a place."`,
          `"${B(c)} like best to grow ${berry(c).grows}," said ${f(c)}. "Come on, I know a place a bit further on." And ${h(c)} learnt that you have to know where berries grow to find them.`,
        ),
    ),
    (c) =>
      by(
        c,
        `${h(c)} found a big mushroom. They left it alone.`,
        `Under a birch tree ${h(c)} found a big brown mushroom. "We'll leave that one," said ${f(c)}. "Today is for ${b(c)}."`,
        `Under a birch tree ${h(c)} found a big brown mushroom with a cap like a bun. "We'll leave that one," said ${f(c)}, "because you have to know a mushroom before you pick it, and today is for ${b(c)}."`,
      ),
    (c) =>
      by(
        c,
        `They went on further.`,
        `They picked up the buckets and went on, and ${h(c)} kept ${his(c)} eyes open all the way.`,
      ),
  ],
  there: [
    (c) =>
      learnt(c)
        ? by(
            c,
            `Here there were ${b(c)} everywhere!`,
            `And there they were: ${b(c)} everywhere, just where ${f(c)} had said, so many that ${h(c)} did not know where to start.`,
            `And there, just where ${f(c)} had said, were ${b(c)} everywhere, thick and close, so many that ${h(c)} stood still with the empty bucket and did not know where to start.`,
          )
        : by(
            c,
            `${B(c)} grow ${berry(c).grows}. There they were!`,
            `"${B(c)} grow ${berry(c).grows}," said ${f(c)}, and there they were, the first ${b(c)}, and then more and more.`,
            `"Look ${berry(c).grows}," said ${f(c)}, "that's where ${b(c)} grow." ${h(c)} looked, and there were the first ${b(c)}, and behind them more, and behind them more still.`,
          ),
    both(
      (c) =>
        learnt(c)
          ? by(
              c,
              `${h(c)} picked with both hands.`,
              `${h(c)} picked with both hands, only the ripe ones, and one by one the berries rolled into the bucket.`,
              `${h(c)} picked with both hands, only the ones that were ${berry(c).ripe}, just as ${he(c)} had learnt, and the berries rolled into the bucket with a sound like rain.`,
            )
          : by(
              c,
              `Some berries were ${berry(c).unripe.split(' ')[0]}. They were sour!`,
              `But some of the berries were ${berry(c).unripe}, and the first one ${h(c)} tasted was sour.`,
              `But not all of them were ripe. Some were ${berry(c).unripe}, and the first one ${h(c)} tasted was so sour that ${he(c)} screwed up ${his(c)} nose.`,
            ),
      (c) =>
        learnt(c)
          ? berry(c).picker
            ? by(
                c,
                `${F(c)} combed the bushes with the berry picker.`,
                `${F(c)} combed through ${berry(c).bush} with the berry picker, and ${h(c)} learnt to do the same.`,
                `${F(c)} combed through ${berry(c).bush} with the berry picker, gently, so the leaves stayed behind and the berries rolled in between the teeth, and then ${h(c)} had a go, and it was three times as fast.`,
              )
            : by(
                c,
                `One for the bucket, and one for the mouth!`,
                `One for the bucket and one for the mouth, said ${h(c)}, and soon ${his(c)} mouth was stained with ${b(c)}.`,
              )
          : by(
              c,
              `"Only pick the ${berry(c).ripe.split(' ')[0]} ones," said ${f(c)}.`,
              `"Only pick the ones that are ${berry(c).ripe}," said ${f(c)}, and after that ${h(c)} only picked the ripe ones.`,
            ),
    ),
    both(
      (c) =>
        by(
          c,
          `The best berries grew on a steep slope.`,
          `The very biggest ${b(c)} grew on a steep slope, and ${h(c)} slipped when ${he(c)} tried to climb up.`,
          `But the very biggest, shiniest ${b(c)} grew up on a steep slope, and when ${h(c)} tried to climb it with the bucket in one hand, ${his(c)} wellies slid on the slippery grass and ${he(c)} had to catch ${him(c)}self with the other.`,
        ),
      (c) =>
        string(c)
          ? by(
              c,
              `${h(c)} tied the bucket to ${his(c)} belt with the string. Now ${he(c)} could climb with both hands.`,
              `Then ${h(c)} remembered the string in ${his(c)} pocket. ${He(c)} tied the bucket to ${his(c)} belt, and climbed up with both hands free.`,
              `Then ${h(c)} remembered the string in ${his(c)} pocket. ${F(c)} helped ${him(c)} tie the bucket to ${his(c)} belt, and up the steep slope ${h(c)} climbed with both hands free, like a real mountaineer, and picked at the top.`,
            )
          : by(
              c,
              `"Go sideways, like a crab," said ${f(c)}. It worked!`,
              `"Go sideways, like a crab," said ${f(c)}, and held the bucket. Then it worked.`,
              `"Go sideways, like a crab," said ${f(c)}, and held the bucket so ${h(c)} had both hands free, and sideways, one little step at a time, ${h(c)} got right up to the big berries.`,
            ),
    ),
    both(
      (c) =>
        by(
          c,
          `A wasp buzzed round the bucket!`,
          `Then a wasp came buzzing, round and round the bucket, because it liked sweet ${b(c)} too.`,
          `Then a stripy wasp came buzzing, round and round the little bucket, because it liked sweet ${b(c)} just as much as ${h(c)} did, and it landed right on the rim.`,
        ),
      (c) =>
        lids(c)
          ? by(
              c,
              `${h(c)} put the lid on and stood still. The wasp flew off.`,
              `${h(c)} stood very still and put the lid on the bucket, and the wasp found nothing and flew away.`,
              `${h(c)} stood very still and did not swat, even though it tickled the back of ${his(c)} neck. Then ${he(c)} put the lid gently on the bucket, and the wasp buzzed about for a while, found nothing to eat and flew away.`,
            )
          : by(
              c,
              `${h(c)} stood very still. The wasp flew away.`,
              `${h(c)} stood very still and did not swat, and after a while the wasp flew away.`,
              `"Stand still, don't swat," whispered ${f(c)}, and ${h(c)} stood as still as a stone, even though ${his(c)} nose tickled, and after a while the wasp lost interest and flew away.`,
            ),
    ),
    both(
      (c) =>
        by(
          c,
          `Then a shower came. Pitter-patter!`,
          `Then the sky turned grey, and a shower came sweeping over ${there(c)}.`,
          `Then the sky turned grey over the treetops, and a shower came sweeping over ${there(c)}, drumming on the leaves and on the empty half of the buckets.`,
        ),
      (c) =>
        coats(c)
          ? by(
              c,
              `They put on the raincoats from the rucksack.`,
              `${F(c)} got the raincoats out of the rucksack, and they sat dry under a big tree and shared the flask.`,
              `But ${f(c)} had the raincoats in the rucksack. They put them on, sat down under a big tree with the buckets between their knees and shared the flask while the rain drummed, and when the shower was over, the berries were shiny and even nicer to pick.`,
            )
          : by(
              c,
              `They sat under a big tree until it stopped.`,
              `They crawled in under a big fir tree, where it was dry, and waited until the shower was over.`,
              `They crawled in under a big, thick fir tree, where the ground was dry and soft with needles, and sat there with the buckets between their knees listening to the rain, until the shower was over and the sun came out again.`,
            ),
    ),
    (c) =>
      berry(c).thorns || !learnt(c)
        ? both<EnCtx>(
            (d) =>
              by(
                d,
                `Ouch! ${h(d)} got a scratch.`,
                berry(d).thorns
                  ? `Ouch! A thorn scratched ${h(d)}'s hand, and a little red line came up.`
                  : `Ouch! ${h(d)} tripped on a root and grazed ${his(d)} knee.`,
                berry(d).thorns
                  ? `Ouch! A long, prickly stem caught on ${his(d)} sleeve, and when ${h(d)} pulled free, a thorn scratched ${his(d)} hand and left a little red line.`
                  : `Ouch! ${h(d)} was so busy looking at the berries that ${he(d)} tripped on a root and grazed ${his(d)} knee on a stone.`,
              ),
            (d) =>
              plaster(d)
                ? by(
                    d,
                    `${F(d)} had plasters in ${fHe(d) === 'he' ? 'his' : 'her'} pocket.`,
                    `But ${f(d)} had the plasters in ${fHe(d) === 'he' ? 'his' : 'her'} pocket, and soon there was a dinosaur on the scratch.`,
                  )
                : by(
                    d,
                    `${F(d)} blew on it, and it got better.`,
                    `${F(d)} blew on it and gave ${h(d)} a hug, and then it was better.`,
                  ),
          )(c)
        : by(
            c,
            `The bucket got heavier and heavier.`,
            `The bucket got heavier and heavier, and ${h(c)} had to swap hands.`,
          ),
    (c) =>
      by(
        c,
        `They sat down and ate their sandwiches. Everything tasted good outside.`,
        `At midday they sat down on a mossy stone and ate their sandwiches, and ${h(c)} thought no sandwich had ever tasted so good.`,
        `At midday they sat down on a big mossy stone with the buckets beside them and ate their sandwiches, and ${h(c)} thought no sandwich in the world had ever tasted as good as that one, with all those berries to look at.`,
      ),
    (c) =>
      by(
        c,
        `"Who can fill up fastest?" said ${h(c)}. They raced.`,
        `"Who can fill up fastest?" asked ${h(c)}, and then they picked as fast as they could, and the buckets got fuller and fuller.`,
        `"Who can fill up fastest?" asked ${h(c)}, and then they raced, ${h(c)} on one side of the bushes and ${f(c)} on the other, and neither of them said a word for ages, because it was too exciting.`,
      ),
    (c) =>
      by(
        c,
        `The bucket was nearly full.`,
        `The bucket was nearly full now, just one more handful.`,
        `Now the bucket was nearly full, just one more handful, and ${h(c)} reached for the last berries.`,
      ),
  ],
};

const step = moments<EnCtx>('berries', STEPS, outingKey);

const quiet: Bank<EnCtx> = afterMoments<EnCtx>(
  'berries',
  STEPS,
  outingKey,
  eachOnce<EnCtx>('berries-quiet', [
    (c) =>
      outingKey(c) === 'woodshed'
        ? by(
            c,
            `The shed smelled of wood.`,
            `The shed smelled of logs and old earth, and light came in through a crack in the door.`,
          )
        : null,
    (c) =>
      outingKey(c) === 'kitchen'
        ? by(
            c,
            `The clock on the wall ticked.`,
            `The clock on the wall ticked, and ${f(c)}'s kettle came to the boil.`,
          )
        : null,
    (c) =>
      outingKey(c) === 'way'
        ? by(
            c,
            `${h(c)} counted the steps out loud.`,
            `${h(c)} counted the steps out loud, got to a hundred and twelve and forgot the rest.`,
          )
        : null,
    (c) =>
      outingKey(c) === 'way'
        ? by(
            c,
            `The sun was warm on their backs.`,
            `The sun was warm on their backs, and the buckets clonked in time with their steps.`,
          )
        : null,
    (c) =>
      outingKey(c) === 'patch'
        ? by(
            c,
            `A woodpecker drummed somewhere.`,
            `Somewhere among the trees a woodpecker drummed, tock-tock-tock.`,
          )
        : null,
    (c) =>
      outingKey(c) === 'there'
        ? by(
            c,
            `It was very quiet. Only the berries went plink.`,
            `It was so quiet they could hear only the birds and the berries going plink in the buckets.`,
          )
        : null,
    (c) =>
      outingKey(c) === 'there'
        ? by(
            c,
            `${F(c)} hummed an old song.`,
            `${F(c)} hummed an old song while ${fHe(c)} picked, and ${h(c)} hummed along.`,
          )
        : null,
    (c) =>
      outingKey(c) === 'there'
        ? by(
            c,
            `A thrush was eating ${b(c)} too.`,
            `A thrush sat on a branch eating ${b(c)} too, and ${h(c)} let it have its share.`,
          )
        : null,
  ]),
);

/** The bucket tips over just before it is full, and how the berries get back in. */
const spill = (c: EnCtx) =>
  by(
    c,
    `But ${h(c)} tripped, and the bucket tipped over! The ${b(c)} rolled all over the ground.`,
    `But just then ${h(c)} tripped on a root, and the bucket tipped over. The ${b(c)} rolled out over ${ground(c)}.`,
    `But just then ${h(c)} tripped on a root, and the bucket tipped over. The ${b(c)} rolled out over ${ground(c)}, in every direction.`,
  );

export const berries: GoalTexts<EnCtx> = {
  want: [
    (c) =>
      by(
        c,
        `Today ${h(c)} and ${f(c)} were going to pick ${b(c)}!`,
        `Today ${h(c)} and ${f(c)} were going ${picking(c)} ${thereIn(c)}, and ${h(c)} had been looking forward to it all week.`,
      ),
  ],
  show: [
    (c) =>
      by(
        c,
        `${h(c)} loved ${berry(c).dish}.`,
        `Nothing tasted better than ${berry(c).dish}, ${h(c)} thought.`,
        `Nothing tasted better than ${berry(c).dish}, ${h(c)} thought, especially with ${b(c)} you picked yourself.`,
      ),
  ],
  problem: [
    (c) =>
      by(
        c,
        `But ${b(c)} have to be found, one by one.`,
        `But ${b(c)} have to be found one by one, and the ripe ones are not always where you think.`,
      ),
  ],
  decide: [
    (c) =>
      by(
        c,
        `"Let's fill the buckets!" said ${h(c)}.`,
        `"We'll fill the buckets right to the top," said ${h(c)}.`,
      ),
  ],
  attempt: [...step, ...quiet],
  progress: [...step, ...quiet],
  advice: eachOnce<EnCtx>('berries-advice', [
    (c) =>
      c.helper && c.helper.name !== f(c)
        ? by(
            c,
            `"Take something for the rain," said ${c.helper.name}.`,
            `"Take something for the rain," said ${c.helper.name}, "and lids for the buckets."`,
          )
        : null,
  ]),
  ask: eachOnce<EnCtx>('berries-ask', [
    (c) =>
      by(
        c,
        `"Where do ${b(c)} grow?" asked ${h(c)}.`,
        `"How do you know where ${b(c)} grow?" ${h(c)} asked ${c.helper?.name ?? f(c)}.`,
      ),
  ]),
  turn: {
    brave: [
      (c) =>
        by(
          c,
          `${spill(c)} ${h(c)} did not cry. ${He(c)} picked them up again, one by one.`,
          `${spill(c)} ${h(c)} swallowed ${his(c)} tears. "We'll pick them up again," ${he(c)} said, and picked until every berry was back.`,
          `${spill(c)} ${h(c)} felt like crying, but ${he(c)} swallowed it. "We'll pick them up again," ${he(c)} said, and ${he(c)} picked, one by one, until every single berry was back in the bucket.`,
        ),
    ],
    together: [
      (c) =>
        by(
          c,
          `${spill(c)} ${h(c)} and ${f(c)} picked them up together.`,
          `${spill(c)} "Together!" said ${f(c)}, and on their knees they picked the berries out of ${ground(c)}, a game of who found the most.`,
          `${spill(c)} "Together!" said ${f(c)}, and then they were both on their knees, ${h(c)} and ${f(c)}, picking the berries out of ${ground(c)}, and it almost became a game of who could find the most.`,
        ),
    ],
    gift: [
      (c) =>
        c.gift
          ? by(
              c,
              `${spill(c)} ${h(c)} put down the ${c.gift.sg} and picked them up again.`,
              `${spill(c)} ${h(c)} put the ${c.gift.sg} down on a stone and picked the berries up again, one by one.`,
              `${spill(c)} ${h(c)} put the ${c.gift.sg} down on a stone and picked the berries up again, one by one, until the bucket was as full as before.`,
            )
          : null,
    ],
    clever: [
      (c) =>
        by(
          c,
          `${spill(c)} ${h(c)} held the bucket to the ground and swept them in.`,
          `${spill(c)} ${h(c)} laid the bucket on its side against ${ground(c)} and swept the berries in with ${his(c)} hand, like a little brush.`,
          `${spill(c)} ${h(c)} thought fast. ${He(c)} laid the bucket on its side right against ${ground(c)} and swept the berries in with ${his(c)} hand, like a little brush, and in no time nearly all of them were back.`,
        ),
    ],
  },
  resolution: [
    (c) =>
      by(
        c,
        `At last the bucket was full to the top!${lids(c) ? ' They put the lids on.' : ''}`,
        `At last the little bucket was full right to the brim, and the big one too.${lids(c) ? ` ${h(c)} pressed the lid on tight, click.` : ''}`,
      ),
  ],
  home: inTurn<EnCtx>(
    'berries-home',
    eachOnce<EnCtx>('berries-home', [
      (c) =>
        by(
          c,
          `${They(c)} carried the full buckets home.`,
          `${They(c)} walked home with a heavy bucket each, tired and ${b(c) === 'blueberries' || b(c) === 'blackberries' ? 'purple round the mouth' : 'sticky-fingered'} and happy.`,
          `${They(c)} walked home with a heavy bucket each, gently and close to the leg, tired and ${b(c) === 'blueberries' || b(c) === 'blackberries' ? 'purple round the mouth' : 'sticky-fingered'} and happy, and ${h(c)} did not spill a single berry.`,
        ),
      (c) =>
        by(
          c,
          `At home they picked over the ${b(c)}.`,
          `At home they tipped the ${b(c)} out onto a big tray and picked out the leaves, the bits of grass and one very confused ant.`,
        ),
      (c) =>
        by(c, `Then ${h(c)} and ${f(c)} ${berry(c).make[0]}.`, `Then they ${berry(c).make[1]}.`),
      (c) =>
        by(
          c,
          `The whole house smelled of ${b(c)}.`,
          `The whole house smelled of ${b(c)} and sugar, and ${h(c)} got to lick the spoon.`,
        ),
    ]),
  ),
  reflection: inTurn<EnCtx>(
    'berries-reflection',
    eachOnce<EnCtx>('berries-reflection', [
      (c) =>
        by(
          c,
          `${made(c) ? '' : `Then ${h(c)} and ${f(c)} ${berry(c).make[0]}. `}For supper they had ${berry(c).eat}. It was the best thing ${h(c)} had ever tasted.`,
          `${made(c) ? '' : `Then ${h(c)} and ${f(c)} ${berry(c).make[0]}. `}For supper they ate ${berry(c).eat}, the best thing ${h(c)} had ever tasted.`,
          `${made(c) ? '' : `Then ${h(c)} and ${f(c)} ${berry(c).make[0]}. `}For supper they sat at the kitchen table and ate ${berry(c).eat}, and it was the best thing ${h(c)} had ever tasted, because ${he(c)} had picked the ${b(c)} ${him(c)}self.`,
        ),
      (c) =>
        by(
          c,
          `Next year we'll fill two buckets, ${h(c)} thought.`,
          mishaps(c).length > 1
            ? `${cap(listOf(mishaps(c), 'and'))}, ${h(c)} thought, licking the spoon, and still the bucket got full.`
            : `The bucket tipped over, ${h(c)} thought, licking the spoon, and still it got full.`,
        ),
    ]),
  ),
  refrain: [(c) => `One for the bucket and one for me, ${b(c)} for supper, one, two, three!`],
  title: [
    (c) => `${h(c)} Goes ${cap(berry(c).one)} Picking`,
    (c) => `${cap(b(c))} ${TITLE_IN[c.target?.id ?? 'forest'] ?? 'in the Forest'}`,
    (c) => `${h(c)} and the ${cap(b(c))}`,
  ],
};

/** Out to the shed, into the kitchen; the way; the first patch; the good place. */
const GO: Record<string, (c: EnCtx) => string> = {
  woodshed: (c) =>
    by(
      c,
      `First ${they(c)} went out to the shed.`,
      `First ${they(c)} went out to the shed for the buckets.`,
    ),
  kitchen: (c) =>
    by(
      c,
      `Then ${they(c)} went into the kitchen.`,
      `Then ${they(c)} went into the kitchen to make a packed lunch.`,
    ),
  way: (c) =>
    by(
      c,
      `Then they set off for ${there(c)}.`,
      `Then they set off for ${there(c)}, ${c.place.in === 'in the village' ? 'through the village' : `along the path ${c.place.in}`}.`,
    ),
  patch: (c) =>
    by(
      c,
      `They came to ${c.place.the}.`,
      `First they stopped ${c.place.in}, where ${f(c)} had found ${b(c)} before.`,
    ),
  there: (c) =>
    by(c, `At last they were ${thereIn(c)}.`, `At last they were there, ${thereIn(c)}.`),
};

export const berriesScenes = {
  titles: [] as Bank<EnCtx>,
  travel: [(c: EnCtx) => GO[outingKey(c)]?.(c) ?? null] as Bank<EnCtx>,
};
