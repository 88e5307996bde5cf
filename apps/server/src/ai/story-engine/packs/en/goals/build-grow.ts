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
} from '../../grow-words';

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
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
        `So they took turns pulling it in a cart.`,
        `So ${atSchool(c) ? 'four children' : they(c)} carried it together, one corner each, all the way out of the shop.`,
      ),
    (c) =>
      by(
        c,
        `"Soil, water and sun," said the shopkeeper.`,
        `"Soil, water and sun," said the shopkeeper, "and the hardest one: patience."`,
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
    (c) =>
      by(
        c,
        `On Monday the shoot had two new leaves.`,
        `On Monday ${h(c)} carried it back to school, and the shoot had two brand-new leaves.`,
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
  ],
};

/** Which list of moments a place tells: at school the kitchen is the weekend at home. */
const stepKey = (c: EnCtx) =>
  c.place.id === 'kitchen' && atSchool(c) ? 'kitchen-school' : c.place.id;

/** The place's next moment; once they are all told, a quiet moment of waiting and caring. */
const step = moments<EnCtx>('grow', STEPS, stepKey);

/** Sown already, and growing where it can be watched: the windowsill, the garden. */
const GROWING = new Set(['kitchen', 'classroom', 'garden', 'schoolyard']);
const OUTSIDE = new Set(['garden', 'schoolyard']);
const waitingAt = (fits: (c: EnCtx) => boolean, t: (c: EnCtx) => string) => (c: EnCtx) =>
  GROWING.has(c.place.id) && fits(c) ? t(c) : null;

const waiting: Bank<EnCtx> = afterMoments<EnCtx>(
  'grow',
  STEPS,
  stepKey,
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
      (c) => OUTSIDE.has(c.place.id),
      (c) =>
        by(
          c,
          `${h(c)} pulled up the weeds around it.`,
          `${h(c)} pulled up the weeds around it, one by one, so it would have the soil to itself.`,
        ),
    ),
    waitingAt(
      (c) => !OUTSIDE.has(c.place.id),
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
        `Big things start very small.`,
        `Big things start very small, ${h(c)} thought, and grow a little every day.`,
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
