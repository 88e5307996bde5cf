// Something planted and grown: what it needs (soil, water, sun), where it is sown (a pot on the
// windowsill, at home or in the classroom), the waiting, the care and the setbacks (a dry day, a
// snail, a dog digging, a frost), the first shoot, and growing; a magic bean shoots up into the
// clouds overnight and is climbed, a giant pumpkin takes everyone to lift; the harvest shared,
// and a calm close. Never a raft, a summit or a treasure.
import type { EnCtx } from '../../../compose/ctx-en';
import type { Bank } from '../../../compose/ctx-base';
import type { GoalTexts } from '../../../compose/pack-types';
import type { PlantId } from '../../../description/read-grow';
import { by } from '../../by-band';
import { eachOnce } from '../../place-beats';
import { afterMoments, moments, type Moment } from '../../step-moments';
import {
  atSchool,
  beanstalk,
  edible,
  giant,
  heavy,
  KIN_NAME,
  magic,
  plantOf,
  cared,
  growKey,
  outside,
  waitingAt,
} from '../../grow-words';
import { cap } from '../../../text';

const h = (c: EnCtx) => c.hero.name;
const his = (c: EnCtx) => c.hero.his;
/** Who works beside the hero: the friend, else the hero alone. */
const they = (c: EnCtx) => (c.friend ? c.team.name : h(c));
const They = (c: EnCtx) => cap(they(c));
const pr = (c: EnCtx) => (c.friend ? 'they' : c.hero.he);
/** The grown-up who knows about growing: the one met here, the teacher at school, or Mum. */
const grown = (c: EnCtx) =>
  c.helper?.name ??
  (atSchool(c) ? 'the teacher' : c.friend && KIN_NAME.test(c.friend.name) ? c.friend.name : 'Mum');
const Grown = (c: EnCtx) => cap(grown(c));
/** The class the family named: "class 2B", or "the class". */
const cls = (c: EnCtx) => (c.grow?.group ? `class ${c.grow.group}` : 'the class');
const Cls = (c: EnCtx) => cap(cls(c));
/** Who is in it together: the class at school, or the team at home. */
const all = (c: EnCtx) => (atSchool(c) ? `the whole of ${cls(c)}` : they(c));
const All = (c: EnCtx) => cap(all(c));

/** What is sown, and what grows from it. */
const SEED: Record<PlantId, { a: string; the: string; plant: string; fruit: string }> = {
  bean: { a: 'a bean', the: 'the bean', plant: 'the bean plant', fruit: 'long green beans' },
  seed: { a: 'a seed', the: 'the seed', plant: 'the little plant', fruit: 'a big yellow flower' },
  sunflower: {
    a: 'a sunflower seed',
    the: 'the sunflower seed',
    plant: 'the sunflower',
    fruit: 'a sunflower as big as a plate',
  },
  pumpkin: {
    a: 'a pumpkin seed',
    the: 'the pumpkin seed',
    plant: 'the pumpkin plant',
    fruit: 'a round orange pumpkin',
  },
  tomato: {
    a: 'a tomato seed',
    the: 'the tomato seed',
    plant: 'the tomato plant',
    fruit: 'little red tomatoes',
  },
  flower: {
    a: 'a flower seed',
    the: 'the flower seed',
    plant: 'the flower',
    fruit: 'flowers in red and yellow',
  },
  tree: {
    a: 'an acorn',
    the: 'the acorn',
    plant: 'the little oak tree',
    fruit: 'fresh green leaves',
  },
  veg: { a: 'a pea', the: 'the pea', plant: 'the pea plant', fruit: 'fat green pods of peas' },
};
const seed = (c: EnCtx) => SEED[plantOf(c)].the;
const aSeed = (c: EnCtx) =>
  magic(c) ? `a magic ${SEED[plantOf(c)].a.replace(/^an? /, '')}` : SEED[plantOf(c)].a;
/** The plant while it grows; a beanstalk only once it has shot up, at the end. */
const plant = (c: EnCtx) => SEED[plantOf(c)].plant;
const Plant = (c: EnCtx) => cap(plant(c));
const fruit = (c: EnCtx) => SEED[plantOf(c)].fruit;

/** What the grown plant gives at the end, and who shares it. */
const PAYOFF: Record<PlantId, (c: EnCtx) => string> = {
  bean: (c) =>
    `${They(c)} picked a whole basket of long green beans, and there were enough for ${atSchool(c) ? 'everyone in the class' : 'the whole street'}`,
  seed: () => `At the very top a big yellow flower opened, as wide as an umbrella`,
  sunflower: (c) =>
    `${Plant(c)} stood taller than ${giant(c) ? 'the roof' : h(c)}, with a face as big as a plate, full of seeds for the birds`,
  pumpkin: (c) =>
    heavy(c)
      ? `The pumpkin was the biggest anyone had ever seen, and it won a blue ribbon at the autumn fair`
      : `There was a round orange pumpkin, just right for soup and a lantern`,
  tomato: () => `The plant was full of little red tomatoes, round and shiny`,
  flower: () => `The flowers opened in red and yellow, and the bees came buzzing`,
  tree: () => `The little oak tree stood knee-high, with its first fresh green leaves`,
  veg: () => `The pods were fat and full, and the peas inside were sweet as sugar`,
};

/** The cat knocks the pot off the kitchen windowsill: grown at home or taken home from school. */
const catSpill: Moment<EnCtx>[] = [
  (c) =>
    by(
      c,
      `Then the cat knocked the pot over!`,
      `Then the cat jumped up on the windowsill and knocked the pot over, and soil went all over the floor.`,
    ),
  (c) =>
    by(
      c,
      `${h(c)} scooped the soil back in, gently.`,
      `${h(c)} scooped every bit of soil back round the little shoot, very gently, and moved the pot out of the cat's way.`,
    ),
];

/** The step at each place, moment by moment: what is done, what goes wrong, what helps. */
const STEPS: Record<string, Moment<EnCtx>[]> = {
  shop: [
    (c) =>
      by(
        c,
        `At the shop ${they(c)} bought a bag of soil and a pot.`,
        `At the garden shop ${they(c)} chose a bag of good dark soil and a clay pot, because ${seed(c)} would need soil to grow in.`,
      ),
    (c) =>
      by(
        c,
        `But the bag of soil was so heavy!`,
        `But the bag of soil was so heavy that ${h(c)} could not even lift one end of it.`,
      ),
    (c) =>
      by(
        c,
        atSchool(c) || c.friend ? `So they carried it together.` : `So ${h(c)} borrowed a trolley.`,
        atSchool(c) || c.friend
          ? `So ${atSchool(c) ? 'four children' : they(c)} carried it together, one corner each, all the way out of the shop.`
          : `So ${h(c)} borrowed the shop's trolley and wheeled it all the way out of the shop.`,
      ),
    (c) =>
      by(
        c,
        `"Soil, water and sun," said the shopkeeper.`,
        `"Soil, water and sun," said the shopkeeper, "and the hardest one: patience."`,
      ),
    (c) =>
      by(
        c,
        `At the till the money was not enough for everything.`,
        `At the till ${h(c)} counted the coins twice, but there was not quite enough for the big pot and the soil.`,
      ),
    (c) =>
      by(
        c,
        `So ${they(c)} took a smaller pot instead.`,
        `So ${they(c)} put the big pot back and took a smaller one. "It can move into a bigger pot later," said the shopkeeper.`,
      ),
    (c) =>
      by(
        c,
        `The shopkeeper gave ${h(c)} some plant food, for free.`,
        `Then the shopkeeper gave ${h(c)} a little bag of plant food, for free. "A spoonful when the first real leaves come."`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} held ${seed(c)} tight all the way home.`,
        `${h(c)} held ${seed(c)} tight in ${his(c)} fist all the way home, so it could not fall out of a pocket.`,
      ),
  ],
  woodshed: [
    (c) =>
      by(
        c,
        `In the shed ${they(c)} found a pot and a watering can.`,
        `In the shed ${they(c)} found an old clay pot, a little trowel and the green watering can.`,
      ),
    (c) =>
      by(
        c,
        `But the watering can had a hole in it!`,
        `But when ${h(c)} filled the watering can, water dribbled out of a hole in the bottom, all over ${his(c)} shoes.`,
      ),
    (c) =>
      by(
        c,
        `${Grown(c)} found another one behind the door.`,
        `${Grown(c)} laughed and found a smaller watering can behind the door, without any holes.`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} carried the pot out very carefully.`,
        `${h(c)} filled the pot with soil from the sack and pressed it down gently with both hands.`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} found a long stick for it to lean on.`,
        `In the corner ${h(c)} found a long bamboo stick, for ${plant(c)} to lean on when it grew.`,
      ),
    (c) =>
      by(
        c,
        `But a big spider sat on the stick!`,
        `But the stick was full of cobwebs, and a big brown spider sat right on the top of it.`,
      ),
    (c) =>
      by(
        c,
        `${Grown(c)} carried the spider out on a leaf.`,
        `${Grown(c)} let the spider walk onto a piece of paper and carried it gently outside, and ${h(c)} wiped the stick clean.`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} wrote its name on a label.`,
        `Then ${h(c)} wrote its name on a lolly stick in big letters and pushed it into the soil, so everyone would know whose pot it was.`,
      ),
  ],
  kitchen: [
    (c) =>
      by(
        c,
        `${h(c)} pushed ${seed(c)} into the soil.`,
        `${h(c)} made a hole in the soil with one finger, dropped ${seed(c)} in and covered it up, like tucking it into bed.`,
      ),
    (c) =>
      by(
        c,
        `Then ${pr(c)} gave it water and put it by the window.`,
        `Then ${pr(c)} gave it a little water and set the pot on the kitchen windowsill, where the sun came in.`,
      ),
    (c) =>
      by(
        c,
        `But nothing happened. "Seeds take time," said ${grown(c)}.`,
        `But one day went by, and another, and nothing happened at all. "Is it broken?" ${h(c)} asked. "Seeds take their time," said ${grown(c)}. "It is busy under the soil, where we can't see."`,
      ),
    (c) =>
      by(
        c,
        `Then, one morning: a tiny green shoot!`,
        `And then, one morning, a tiny green shoot poked up out of the soil, curled like a question mark.`,
      ),
    ...catSpill,
    (c) =>
      by(
        c,
        `${h(c)} watered it again and again. Too much!`,
        `But ${h(c)} loved it so much that ${c.hero.he} watered it every hour, and the soil turned to soup and the little shoot went pale and yellow.`,
      ),
    (c) =>
      by(
        c,
        `"Only water when it is dry," said ${grown(c)}.`,
        `"That's too much love," said ${grown(c)}. "Feel the soil first, and only water when it's dry." In a few days the shoot was green again.`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} gave it a spoonful of plant food.`,
        `A week later ${h(c)} stirred a spoonful of plant food into the water, and it drank it all up.`,
      ),
    (c) =>
      by(
        c,
        `Soon it was too big for its little pot.`,
        `Soon it was too big for its little pot, and white roots poked out of the hole in the bottom, looking for more room.`,
      ),
  ],
  /** At school: a pot taken home for the weekend, to be kept watered. */
  'kitchen-school': [
    (c) =>
      by(
        c,
        `On Friday ${h(c)} took ${his(c)} pot home.`,
        `On Friday it was ${h(c)}'s turn to take ${his(c)} pot home for the weekend, to keep it watered.`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} put it on the kitchen windowsill.`,
        `${h(c)} put the pot on the kitchen windowsill, where the sun came in, and gave it a little drink.`,
      ),
    ...catSpill,
    (c) =>
      by(
        c,
        `On Saturday ${h(c)} forgot to water it. It drooped!`,
        `On Saturday ${h(c)} was so busy playing that ${c.hero.he} forgot to water it, and by Sunday it hung limp and droopy.`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} gave it a drink, and it stood up again.`,
        `${h(c)} gave it a drink at once and stuck a note on the fridge: WATER ME! By the evening it stood up again.`,
      ),
    (c) =>
      by(
        c,
        `On Monday the shoot had two new leaves.`,
        `On Monday ${h(c)} carried it back to school, and the shoot had grown a whole finger taller.`,
      ),
  ],
  classroom: [
    (c) =>
      by(
        c,
        `${Cls(c)} filled pots with soil.`,
        `In the classroom ${cls(c)} filled a row of little pots with soil, one for each child, with a name on a stick.`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} pushed ${seed(c)} into ${his(c)} pot.`,
        `${h(c)} made a hole with one finger, dropped ${seed(c)} in and covered it up, like tucking it into bed.`,
      ),
    (c) =>
      by(
        c,
        `The pots stood on the sunny windowsill.`,
        `The pots stood in a row on the windowsill, where the sun came in, and there was a list of who would water them each day.`,
      ),
    (c) =>
      by(
        c,
        `But nothing happened. "Seeds take time," said ${grown(c)}.`,
        `But on Monday nothing had happened, and on Tuesday nothing had happened, and ${h(c)} began to worry. "Seeds take their time," said ${grown(c)}. "They are busy under the soil, where we can't see."`,
      ),
    (c) =>
      by(
        c,
        `Then a tiny green shoot came up!`,
        `And then, on Thursday, a tiny green shoot poked up out of ${h(c)}'s pot, curled like a question mark, and the whole class came to look.`,
      ),
    (c) =>
      by(
        c,
        `But ${h(c)}'s shoot leaned over, thin and pale.`,
        `But a few days later the shoot in ${h(c)}'s pot was leaning right over, thin and pale.`,
      ),
    (c) =>
      by(
        c,
        `They moved it to the sunniest window. It stood up!`,
        `"It's stretching for the light," said ${grown(c)}. They moved the pots to the sunniest window, and in two days it stood up straight and green.`,
      ),
    (c) =>
      by(
        c,
        `${Cls(c)} measured the shoots every morning.`,
        `Every morning ${cls(c)} measured the shoots with a ruler and wrote the numbers on a big chart on the wall.`,
      ),
    (c) =>
      by(
        c,
        `${h(c)}'s shoot was the smallest. ${h(c)} felt sad.`,
        `${h(c)}'s shoot was the smallest one on the whole chart, and ${h(c)} felt a bit sad about it.`,
      ),
    (c) =>
      by(
        c,
        `"Slow ones grow strong roots," said ${grown(c)}.`,
        `"Slow starters grow strong roots," said ${grown(c)}. And the next week ${h(c)}'s shoot grew more than any other.`,
      ),
  ],
  /** At the library: what it needs, read up on before it is planted out. */
  library: [
    (c) =>
      by(
        c,
        `At the library ${h(c)} found a big book about growing things.`,
        `At the library ${h(c)} found a big book about growing things, full of pictures of seeds and roots and flowers.`,
      ),
    (c) =>
      by(
        c,
        `But the words were long and hard!`,
        `But the words in it were long and hard, and ${h(c)} could not find the page about ${plant(c)} anywhere.`,
      ),
    (c) =>
      by(
        c,
        `The librarian showed ${h(c)} where to look.`,
        `The librarian showed ${h(c)} how to look it up at the back of the book, and there it was, on page forty-two.`,
      ),
    (c) =>
      by(
        c,
        `A tall plant needs a stick to climb, said the book.`,
        `The book said that a tall plant needs a stick to climb, and a little plant food now and then, and lots of sun.`,
      ),
    (c) =>
      by(
        c,
        `Then ${h(c)} read about hungry snails. Oh no!`,
        `Then ${h(c)} read about all the snails and caterpillars that like to nibble young plants, and began to worry.`,
      ),
    (c) =>
      by(
        c,
        `"Now you know what to look out for," said the librarian.`,
        `"Now you know what to look out for," said the librarian kindly. "That's half the work done already."`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} copied the best tips onto a piece of paper.`,
        `${h(c)} copied the best tips onto a piece of paper in ${his(c)} neatest writing, to pin up by the door.`,
      ),
    (c) =>
      by(
        c,
        `But ${h(c)} had no library card!`,
        `But when ${h(c)} wanted to borrow the book, it turned out ${c.hero.he} had no library card of ${his(c)} own.`,
      ),
    (c) =>
      by(
        c,
        `So the librarian made one, with ${h(c)}'s name on it.`,
        `So the librarian made one there and then, with ${h(c)}'s name on it, and ${h(c)} carried the book out like treasure.`,
      ),
  ],
  garden: [
    (c) =>
      by(
        c,
        `${They(c)} planted it out in a sunny corner.`,
        `When it was big enough, ${they(c)} planted it out in a sunny corner of the garden, with a stick beside it to lean on.`,
      ),
    (c) =>
      by(
        c,
        `But a snail nibbled a leaf!`,
        `But the next morning a fat snail was sitting on it, nibbling a hole in the best leaf.`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} carried the snail far away.`,
        `${h(c)} carried the snail to the far end of the garden and put a ring of crushed eggshells round the plant, because snails do not like to crawl on them.`,
      ),
    (c) =>
      by(
        c,
        `Then came a hot, dry day. The leaves drooped.`,
        `Then came a hot, dry day without a drop of rain, and by the afternoon the leaves hung down, limp and tired.`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} gave it a big drink of water.`,
        `${h(c)} ran for the watering can and gave it a long, slow drink, and by evening the leaves stood up again.`,
      ),
    (c) =>
      by(
        c,
        `Then the dog from next door began to dig!`,
        `Then the dog from next door squeezed under the fence and began to dig, right beside the plant.`,
      ),
    (c) =>
      by(
        c,
        `${They(c)} built a little fence of sticks.`,
        `${They(c)} built a little fence of sticks and string all round it, and the dog went off to dig somewhere else.`,
      ),
    (c) =>
      by(
        c,
        `One cold night ${h(c)} covered it with a bucket.`,
        `One evening the radio said there might be frost, so ${h(c)} put an upturned bucket over the plant to keep it warm until morning.`,
      ),
    (c) =>
      by(
        c,
        `Then the birds came and pecked at the leaves.`,
        `Then the birds found it, and every morning they came and pecked at the tender new leaves.`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} made a scarecrow. The birds kept away.`,
        `So ${h(c)} made a scarecrow out of an old shirt and a broom, with an old hat on top, and the birds kept away.`,
      ),
    (c) =>
      by(
        c,
        `One night a storm bent it right over!`,
        `One night a storm came, and by the morning the wind had bent ${plant(c)} right over, almost to the ground.`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} heaped soil round it, firm and steady.`,
        `${h(c)} heaped soil round its stem and pressed it down firm with both hands, and slowly it stood up again, steady this time.`,
      ),
  ],
  schoolyard: [
    (c) =>
      by(
        c,
        `${Cls(c)} planted the shoots in the school garden.`,
        `When the shoots were big enough, ${cls(c)} planted them out in the school garden by the fence of the schoolyard, each with a stick to lean on.`,
      ),
    (c) =>
      by(
        c,
        `But a snail nibbled a leaf!`,
        `But the next morning a fat snail was sitting on ${h(c)}'s plant, nibbling a hole in the best leaf.`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} carried the snail far away.`,
        `${h(c)} carried the snail over to the hedge and the class put crushed eggshells round every plant.`,
      ),
    (c) =>
      by(
        c,
        `Then a football landed on it!`,
        `Then at break a football bounced right into the bed and squashed two leaves flat.`,
      ),
    (c) =>
      by(
        c,
        `${Cls(c)} built a little fence.`,
        `${Cls(c)} built a little fence of sticks and string, and a sign that said PLEASE KICK GENTLY.`,
      ),
    (c) =>
      by(
        c,
        `On the hot days they took turns to water.`,
        `On the hot dry days they took turns with the watering can, even at break, and the leaves stood up again.`,
      ),
    (c) =>
      by(
        c,
        `Then came the summer holidays. Who would water?`,
        `Then the summer holidays came, and the school was empty. Who would water the plants now?`,
      ),
    (c) =>
      by(
        c,
        `The families took turns, a week each.`,
        `So the families took turns, a week each, and ${h(c)}'s family had the first week, with the big watering can.`,
      ),
    (c) =>
      by(
        c,
        `One night a storm bent the plants over!`,
        `One night a storm came, and by the morning the wind had bent the plants right over, almost to the ground.`,
      ),
    (c) =>
      by(
        c,
        `${Cls(c)} heaped soil round every stem.`,
        `Back at school, ${cls(c)} heaped soil round every stem and pressed it down firm, and slowly the plants stood up again, steady this time.`,
      ),
  ],
};

/** The place's next moment; once they are all told, a quiet moment of waiting and caring. */
const step = moments<EnCtx>('grow', STEPS, growKey);

const waiting: Bank<EnCtx> = afterMoments<EnCtx>(
  'grow',
  STEPS,
  growKey,
  eachOnce<EnCtx>('grow-wait', [
    waitingAt(
      () => true,
      (c) =>
        by(
          c,
          `${h(c)} checked on it every morning.`,
          `Every morning ${h(c)} checked on it before breakfast, to see if it had grown in the night.`,
        ),
    ),
    waitingAt(
      () => true,
      (c) =>
        by(
          c,
          `${h(c)} measured it with a ruler.`,
          `${h(c)} measured it with a ruler and drew a line on the chart: a little taller than yesterday.`,
        ),
    ),
    waitingAt(
      () => true,
      (c) =>
        by(
          c,
          `${h(c)} whispered to it, "Grow, grow!"`,
          `${h(c)} crouched down and whispered to it, "Grow, little one, grow," just in case plants can hear.`,
        ),
    ),
    waitingAt(
      (c) => outside(c),
      (c) =>
        by(
          c,
          `${h(c)} pulled up the weeds around it.`,
          `${h(c)} pulled up the weeds around it, one by one, so it would have the soil to itself.`,
        ),
    ),
    waitingAt(
      (c) => !outside(c),
      (c) =>
        by(
          c,
          `${h(c)} turned the pot to the sun.`,
          `${h(c)} gave the pot a little turn, so every side of it would get the sun.`,
        ),
    ),
  ]),
);

export const grow: GoalTexts<EnCtx> = {
  want: [
    (c) =>
      atSchool(c)
        ? by(
            c,
            `${Cls(c)} had ${aSeed(c)} to plant.`,
            `One spring morning ${grown(c)} showed ${cls(c)} ${aSeed(c)}, and ${h(c)} wanted more than anything to see what it would grow into.`,
          )
        : c.virtue === 'patient'
          ? by(
              c,
              `${h(c)} wanted to learn to wait, and had ${aSeed(c)} to plant.`,
              `${h(c)} wanted to learn to be patient, so one spring morning ${h(c)} took ${aSeed(c)}, because nothing teaches waiting like a seed.`,
            )
          : by(
              c,
              `${h(c)} had ${aSeed(c)} to plant.`,
              `One spring morning ${h(c)} found ${aSeed(c)} in ${his(c)} pocket, and ${h(c)} wanted more than anything to plant it and see what it would grow into.`,
            ),
  ],
  show: [
    (c) =>
      by(
        c,
        `It was small and round in ${his(c)} hand.`,
        magic(c)
          ? `It was small and speckled and it felt warm, almost as if it were humming. "It's magic," ${h(c)} whispered.`
          : `It was so small in ${his(c)} hand. How could something that small become ${fruit(c)}?`,
      ),
  ],
  problem: [
    (c) =>
      by(
        c,
        `But what does ${SEED[plantOf(c)].a} need?`,
        `But ${h(c)} had never grown anything before. "What does it need?" ${pr(c)} wondered. "Soil, water and sun," said ${grown(c)}, "and lots of patience."`,
      ),
  ],
  decide: [
    (c) =>
      by(
        c,
        `"Let's plant it!" said ${h(c)}.`,
        `"Let's plant it," said ${h(c)}, "and look after it every single day."`,
      ),
  ],
  attempt: [...step, ...waiting],
  progress: [...step, ...waiting],
  // What looking after it leaves behind, at the windowsill or in the garden: the growing
  // book, a photo, a name, a tick on the calendar.
  done: eachOnce<EnCtx>('grow-done', [
    (c) =>
      by(
        c,
        `${h(c)} drew it in ${his(c)} growing book.`,
        `That evening ${h(c)} drew it in ${his(c)} growing book, with the date at the top.`,
        `That evening ${h(c)} drew it in ${his(c)} growing book, with the date at the top and a little arrow to show how much it had grown.`,
      ),
    (c) =>
      by(
        c,
        `${Grown(c)} took a photo of it.`,
        `${Grown(c)} took a photo of it, so they could all see later how small it had once been.`,
        `${Grown(c)} took a photo of it, so that one day, when it was big, they could all look back and see how small it had once been.`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} said good morning to it.`,
        `From then on ${h(c)} said good morning to it every day, before anyone else.`,
        `From then on ${h(c)} said good morning to it every single day, before ${c.hero.he} said it to anyone else, even the cat.`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} sniffed it. It smelled green.`,
        `${h(c)} bent down and sniffed it. It smelled green and fresh, like the start of summer.`,
        `${h(c)} bent down close and sniffed it. It smelled green and fresh and a little bit peppery, like the very start of summer.`,
      ),
    (c) =>
      by(
        c,
        `At supper ${h(c)} told everyone about it.`,
        `At supper ${h(c)} told everyone how it was doing, and nobody could get a word in.`,
        `At supper ${h(c)} told everyone exactly how it was doing, what had gone wrong and how it had been put right, and nobody else could get a word in.`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} gave it a name: Sprout.`,
        `${h(c)} decided it needed a name, and called it Sprout.`,
        `${h(c)} decided that anything looked after this carefully needed a name, and called it Sprout, which made everybody laugh.`,
      ),
    (c) =>
      by(
        c,
        `Every day ${h(c)} made a tick on the calendar.`,
        `Every day ${h(c)} made a tick on the calendar, and the row of ticks grew longer and longer.`,
        `Every day ${h(c)} made a tick on the calendar by the door, and the row of ticks grew longer and longer, the way the plant did.`,
      ),
    (c) =>
      ['garden', 'schoolyard'].includes(c.place.id)
        ? by(
            c,
            `A ladybird walked along a leaf.`,
            `${h(c)} crouched down and watched a ladybird walk all the way along one leaf and fly off.`,
            `${h(c)} crouched down and watched a ladybird walk all the way along one leaf, stop at the tip as if thinking, and fly off.`,
          )
        : null,
    (c) =>
      by(
        c,
        `Now ${h(c)} knew what it needed.`,
        `Now ${h(c)} knew what it needed: a little water, a lot of sun, and time.`,
        `Now ${h(c)} knew what it needed: a little water, a lot of sun, someone to keep the trouble away, and time.`,
      ),
    (c) =>
      ['kitchen', 'classroom'].includes(c.place.id)
        ? by(
            c,
            `${h(c)} put a teddy beside it, for company.`,
            `${h(c)} put an old teddy beside the pot, to keep it company at night.`,
            `${h(c)} put an old teddy beside the pot, to keep it company at night, in case plants get lonely in the dark.`,
          )
        : null,
  ]).map((t) => (c: EnCtx) => (cared(c) ? t(c) : null)),
  advice: eachOnce<EnCtx>('grow-advice', [
    (c) =>
      c.helper
        ? by(
            c,
            `"Water it when the soil is dry," said ${c.helper.name}.`,
            `"Feel the soil with a finger," said ${c.helper.name}. "If it's dry, it's thirsty."`,
          )
        : null,
    (c) =>
      c.helper
        ? by(
            c,
            `"Plants love the sun," said ${c.helper.name}.`,
            `"Plants turn to the sun," said ${c.helper.name}, "so give the pot a turn now and then."`,
          )
        : null,
  ]),
  ask: eachOnce<EnCtx>('grow-ask', [
    (c) =>
      by(
        c,
        `"How do I help it grow?" asked ${h(c)}.`,
        `"How do I help it grow big and strong?" ${h(c)} asked ${c.helper?.name ?? grown(c)}.`,
      ),
  ]),
  turn: {
    brave: [
      (c) =>
        by(
          c,
          `One night came a frost. ${h(c)} ran out with a blanket.`,
          `One night a sharp frost came, and ${h(c)} ran out in ${his(c)} pyjamas with a blanket and wrapped it round ${plant(c)}, though it was dark and cold.`,
        ),
    ],
    together: [
      (c) =>
        by(
          c,
          `Everyone helped to water and weed.`,
          `${All(c)} took turns to water and weed and chase off the snails, and ${plant(c)} grew taller every day.`,
        ),
    ],
    gift: [
      (c) =>
        c.gift
          ? by(
              c,
              `${h(c)} tied it to a stick with the ${c.gift.sg}.`,
              `When the wind bent ${plant(c)}, ${h(c)} tied it to a stick with the ${c.gift.sg}, and from then on it grew tall and straight.`,
            )
          : null,
    ],
    clever: [
      (c) =>
        by(
          c,
          `${h(c)} tied it to a tall stick, and it grew.`,
          `${h(c)} pushed a tall stick into the ground and tied ${plant(c)} to it with soft string, and it climbed and grew, a little more every day.`,
        ),
    ],
  },
  resolution: [
    (c) =>
      beanstalk(c)
        ? by(
            c,
            `In the night the bean grew up to the clouds! ${They(c)} climbed up, and carefully down again. Then ${pr(c)} picked a whole basket of beans.`,
            `That night the bean grew and grew, and in the morning a beanstalk stood there, right up into the clouds. ${All(c)} climbed up, leaf by leaf, holding on tight. From the top they could see the whole town, the ${atSchool(c) ? 'school roof' : 'houses'} tiny as toys, and a cloud drifted by close enough to touch. Then, slowly and carefully, they climbed back down, where ${grown(c)} was waiting. ${PAYOFF.bean(c)}.`,
          )
        : heavy(c)
          ? by(
              c,
              `It grew so big that everyone had to lift together! ${PAYOFF[plantOf(c)](c)}.`,
              `${giant(c) && magic(c) ? 'Overnight' : 'All summer'} it grew and grew, until it was far too big for anyone to lift alone. So ${all(c)} took hold, counted "one, two, three," and lifted it together into the wheelbarrow. ${PAYOFF[plantOf(c)](c)}.`,
            )
          : giant(c)
            ? by(
                c,
                `Then it grew taller than the house! ${PAYOFF[plantOf(c)](c)}.`,
                `${magic(c) ? 'That night' : 'All summer long'} it grew and grew, up past the fence and up past the windows, until it was taller than the house. ${PAYOFF[plantOf(c)](c)}.`,
              )
            : by(
                c,
                `It grew and grew. ${PAYOFF[plantOf(c)](c)}!`,
                `It grew and grew, a little every day, and at last it happened. ${PAYOFF[plantOf(c)](c)}.`,
              ),
  ],
  home: eachOnce<EnCtx>('grow-home', [
    (c) =>
      !edible(c)
        ? by(
            c,
            plantOf(c) === 'sunflower'
              ? `The birds came every morning for the seeds.`
              : `${h(c)} looked at it for a long time.`,
            plantOf(c) === 'sunflower'
              ? `Every morning the birds came and sat on the big flower, pecking out the seeds, and ${h(c)} watched them from the window.`
              : atSchool(c)
                ? `${Cls(c)} stood round it for a long time, and everyone said it was the finest thing the school garden had ever grown.`
                : `${h(c)} sat beside it for a long time, just looking.`,
          )
        : by(
            c,
            `${h(c)} shared it with everyone.`,
            atSchool(c)
              ? `${Cls(c)} shared it all out, and everyone took a little home.`
              : `${h(c)} shared it with the neighbours, and everyone who had a taste smiled.`,
          ),
    (c) =>
      by(
        c,
        `${h(c)} kept one seed for next spring.`,
        `${h(c)} saved one seed in a little envelope and wrote on it: FOR NEXT SPRING.`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} gave ${plant(c)} one last drink and said goodnight.`,
        `Before bed, ${h(c)} gave ${plant(c)} one last drink of water and whispered, "Goodnight, and thank you for growing."`,
      ),
  ]),
  reflection: eachOnce<EnCtx>('grow-reflection', [
    (c) =>
      by(
        c,
        c.virtue === 'patient' ? `${h(c)} had learnt to wait.` : `Big things start very small.`,
        c.virtue === 'patient'
          ? `${h(c)} had learnt to wait, and waiting, ${h(c)} thought, is just growing that you cannot see yet.`
          : `Big things start very small, ${h(c)} thought, and grow a little every day.`,
      ),
  ]),
  refrain: [() => `Soil and water, sun and rain, grow, little seed, and grow again!`],
  title: [
    (c) =>
      `${h(c)} and the ${magic(c) ? 'Magic ' : giant(c) ? 'Giant ' : ''}${cap(SEED[plantOf(c)].a.replace(/^an? /, ''))}`,
    (c) => (atSchool(c) ? `${Cls(c)} Grows ${cap(SEED[plantOf(c)].a)}` : `${h(c)}'s Garden`),
    (c) => `{Grow, Little Seed|What Grew in the ${atSchool(c) ? 'School ' : ''}Garden}`,
  ],
};

/** To the shop, the shed, the windowsill, the garden and the school. */
const GO: Record<string, (c: EnCtx) => string> = {
  shop: (c) =>
    by(
      c,
      `${They(c)} went to the garden shop.`,
      `${atSchool(c) ? `${Cls(c)} walked in a long line` : `${They(c)} walked`} down the street to the garden shop.`,
    ),
  woodshed: (c) =>
    by(
      c,
      `${They(c)} ran out to the shed.`,
      `${They(c)} ran out to the shed to find what they needed.`,
    ),
  kitchen: (c) =>
    atSchool(c)
      ? by(
          c,
          `${h(c)} carried the pot home.`,
          `${h(c)} carried the pot home in both hands, very carefully.`,
        )
      : by(
          c,
          `${They(c)} went into the kitchen.`,
          `${They(c)} went into the kitchen, where the windowsill was warm in the sun.`,
        ),
  library: (c) =>
    by(
      c,
      `${They(c)} went to the library.`,
      `${atSchool(c) ? `${Cls(c)} walked` : `${They(c)} went`} to the library, to find out what a growing plant needs.`,
    ),
  classroom: (c) =>
    by(
      c,
      `At school ${cls(c)} got ready.`,
      `At school ${cls(c)} rolled up their sleeves and spread newspaper over the tables.`,
    ),
  garden: (c) =>
    by(c, `The weeks went by.`, `The weeks went by, and ${plant(c)} grew too big for its pot.`),
  schoolyard: (c) =>
    by(c, `The weeks went by.`, `The weeks went by, and the shoots grew too big for their pots.`),
};

export const growScenes = {
  titles: [] as Bank<EnCtx>,
  travel: [(c: EnCtx) => GO[c.place.id]?.(c) ?? null] as Bank<EnCtx>,
};
