// A hungry one looking for something to eat (honey, an apple, fish): looked for where it grows
// or swims, each try failing in the food's own way (the busy bees, the apple too high, the
// berries still green), and eaten at the end, full and happy, and shared.
import type { EnCtx } from '../../../compose/ctx-en';
import type { Tpl } from '../../../compose/ctx-base';
import { theKind } from '../../../compose/met-actor';
import type { HungerHitch, HungerKind } from '../../../lexicon/hunger-foods';
import { by } from '../../by-band';
import { foodOf, hungerHitch, kindOf, type HungerTexts } from '../../hunger-steps';
import { Crowd } from '../slots';
import { cap } from '../../../text';

const h = (c: EnCtx) => c.hero.name;
const count = (c: EnCtx) => foodOf(c)?.count ?? 'many';
/** The food as first named: "honey", "an apple", "berries". */
const F = (c: EnCtx) => {
  const f = foodOf(c);
  if (!f) return 'something to eat';
  if (f.count === 'many') return f.en.pl;
  if (f.count === 'mass') return f.en.sg;
  return `${/^[aeiou]/u.test(f.en.sg) ? 'an' : 'a'} ${f.en.sg}`;
};
/** The bare word: "honey", "apple", "berries". */
const W = (c: EnCtx) => {
  const f = foodOf(c);
  return f ? (f.count === 'many' ? f.en.pl : f.en.sg) : 'food';
};
const T = (c: EnCtx) => `the ${W(c)}`;
/** The food in general: "honey", "apples", "berries". */
const G = (c: EnCtx) => {
  const f = foodOf(c);
  return f ? (f.count === 'mass' ? f.en.sg : f.en.pl) : 'food';
};
const more = (c: EnCtx) => `more ${G(c)}`;
const are = (c: EnCtx) => (count(c) === 'mass' ? 'is' : 'are');
const it = (c: EnCtx) => (count(c) === 'many' ? 'them' : 'it');
const they = (c: EnCtx) => (count(c) === 'many' ? 'they' : 'it');
const was = (c: EnCtx) => (count(c) === 'many' ? 'were' : 'was');
const k = (c: EnCtx) => (c.helper ? theKind(c.helper) : 'a friend');

/** Who got there first, by the food's kind. */
const RIVAL: Record<HungerKind, string> = {
  honey: 'a badger',
  fruit: 'the blackbirds',
  berry: 'the birds',
  nut: 'a squirrel',
  root: 'a hare',
  fish: 'a gull',
  cheese: 'a rat',
  leaf: 'the snails',
  baked: 'the sparrows',
};
/** Who stands in the way, by the food's kind. */
const GUARD: Record<HungerKind, string> = {
  honey: 'the bees',
  fruit: 'the wasps',
  berry: 'the wasps',
  nut: 'a cross old crow',
  root: "the farmer's dog",
  fish: 'a grumpy heron',
  cheese: 'the cat',
  leaf: 'the ants',
  baked: "the baker's big dog",
};
/** The one in the way again, once met. */
const GUARD_THE: Record<HungerKind, string> = {
  honey: 'the bees',
  fruit: 'the wasps',
  berry: 'the wasps',
  nut: 'the crow',
  root: "the farmer's dog",
  fish: 'the heron',
  cheese: 'the cat',
  leaf: 'the ants',
  baked: "the baker's dog",
};
/** What the one who came first left behind. */
const LEFT: Record<HungerKind, string> = {
  honey: 'an empty comb',
  fruit: 'a few cores',
  berry: 'bare stalks',
  nut: 'empty shells',
  root: 'a hole in the ground',
  fish: 'a few bones',
  cheese: 'crumbs',
  leaf: 'holes and stalks',
  baked: 'crumbs',
};
/** Where it is: "in an old hollow tree", "on the top shelf". */
const HIGH: Record<HungerKind, string> = {
  honey: 'in a hole high up in an old tree',
  fruit: 'at the very top of the tree',
  berry: 'at the top of a tall bush',
  nut: 'high up on the hazel branches',
  root: 'far up the slope',
  fish: 'on the far side of the water',
  cheese: 'on the very top shelf',
  leaf: 'at the very top of the plant',
  baked: 'high up on the windowsill',
};
/** Out of doors there is no shelf or windowsill: it stands up on a wall instead. */
const highAt = (c: EnCtx): string => {
  const kind = kindOf(c);
  const indoors = c.setting === 'kitchen' || c.setting === 'house';
  return (kind === 'cheese' || kind === 'baked') && !indoors
    ? 'on top of a tall stone wall'
    : HIGH[kind];
};

type Line = (c: EnCtx) => [string, string];
const ATTEMPT: Partial<Record<`${HungerKind}:${HungerHitch}`, Line>> = {
  'honey:guarded': (c) => [
    `But the bees buzzed loudly: "Bzzz! Ours!"`,
    `${h(c)} found a beehive ${c.place.in}, dripping with golden honey. But the bees were busy and buzzed so crossly that ${h(c)} backed away.`,
  ],
  'honey:high': (c) => [
    `The honey was too high up to reach.`,
    `${h(c)} could smell honey ${c.place.in}, but it was ${HIGH.honey}, and however far ${c.hero.he} stretched, ${c.hero.he} could not reach it.`,
  ],
  'fruit:high': (c) => [
    `But ${T(c)} hung too high up.`,
    `${h(c)} found a tree ${c.place.in} with ${F(c)} ${HIGH.fruit}. ${h(c)} jumped and jumped, but ${they(c)} hung too high.`,
  ],
  'fruit:unripe': (c) => [
    `But ${T(c)} ${was(c)} still green and hard.`,
    `${cap(c.place.in)}, ${h(c)} found ${F(c)} at last. But ${they(c)} ${was(c)} still green and hard and so sour that ${h(c)}'s whole face scrunched up.`,
  ],
  'berry:unripe': (c) => [
    `But the berries were still green.`,
    `${cap(c.place.in)}, ${h(c)} found a bush full of ${W(c)}. But they were still small and green and hard, and so sour that ${h(c)} had to spit them out.`,
  ],
  'berry:hidden': (c) => [
    `The ${W(c)} grew in a prickly bush. Ouch!`,
    `${cap(c.place.in)}, the ripest ${W(c)} grew deep inside a prickly bush, and every time ${h(c)} reached in, the thorns said ouch.`,
  ],
  'nut:high': (c) => [
    `The nuts hung too high up.`,
    `${cap(c.place.in)}, ${h(c)} found a hazel tree, but the nuts hung ${HIGH.nut}, far out of reach.`,
  ],
  'nut:hidden': (c) => [
    `But the shells were far too hard.`,
    `${h(c)} found a few nuts ${c.place.in}, but the shells were so hard that ${h(c)} could not crack a single one.`,
  ],
  'root:hidden': (c) => [
    `${h(c)} pulled and pulled. ${cap(T(c))} stayed put.`,
    `${cap(c.place.in)}, ${h(c)} saw green leaves poking up. ${h(c)} pulled and pulled, but ${T(c)} sat deep in the hard ground and would not come up.`,
  ],
  'root:unripe': (c) => [
    `But ${T(c)} ${was(c)} still tiny.`,
    `${cap(c.place.in)}, ${h(c)} found ${F(c)}, but ${they(c)} ${was(c)} still tiny, no bigger than a little finger. Not enough for a hungry tummy.`,
  ],
  'root:guarded': (c) => [
    `But the farmer's dog lay right by ${T(c)}.`,
    `${cap(c.place.in)} grew ${F(c)}, lovely and big. But the farmer's dog lay right beside the patch, with one eye open.`,
  ],
  'fish:hidden': (c) => [
    `Splash! The fish swam away, quick as anything.`,
    `${h(c)} waded in ${c.place.in} and tried to catch a fish. Splash! It slipped away, quick and shiny, and ${h(c)} got nothing but wet.`,
  ],
  'fish:guarded': (c) => [
    `But a grumpy heron stood in the water.`,
    `${cap(c.place.in)}, the best fish swam in the shallows, but a grumpy heron stood right there and clacked its beak at anyone who came near.`,
  ],
  'cheese:high': (c) => [
    `${cap(T(c))} was ${highAt(c)}.`,
    `${cap(c.place.in)}, ${h(c)} could smell cheese. There it was, ${highAt(c)}, far too high to climb.`,
  ],
  'cheese:guarded': (c) => [
    `But the cat was sitting right there.`,
    `${h(c)} crept closer to the cheese ${c.place.in}, but the cat sat right beside it, licking its paws and watching.`,
  ],
  'leaf:high': (c) => [
    `The best leaves grew too high up.`,
    `${cap(c.place.in)}, the freshest, greenest leaves grew ${HIGH.leaf}, and the stalk was long and wobbly.`,
  ],
  'leaf:unripe': (c) => [
    `But these leaves were dry and brown.`,
    `${cap(c.place.in)}, ${h(c)} found leaves, but they were dry and brown and crackly. Not one was juicy.`,
  ],
  'baked:high': (c) => [
    `But ${T(c)} stood too high up.`,
    `${cap(c.place.in)}, ${h(c)} smelt ${W(c)}. There ${they(c)} ${was(c)}, ${highAt(c)}, far too high to reach.`,
  ],
  'baked:guarded': (c) => [
    `But a big dog lay in front of ${it(c)}.`,
    `${cap(c.place.in)}, ${h(c)} found ${F(c)}, but the baker's big dog lay right in front and growled a little.`,
  ],
};
const first: Line = (c) => [
  `But ${RIVAL[kindOf(c)]} had got there first.`,
  `${cap(c.place.in)}, ${h(c)} found where ${F(c)} should be. But ${RIVAL[kindOf(c)]} had got there first, and there was nothing left but ${LEFT[kindOf(c)]}.`,
];
const guarded: Line = (c) => [
  `But ${GUARD[kindOf(c)]} would not let ${h(c)} near.`,
  `${cap(c.place.in)}, ${h(c)} found ${F(c)}, but ${GUARD[kindOf(c)]} would not let ${h(c)} come near.`,
];
const high: Line = (c) => [
  `But ${T(c)} ${was(c)} too high up.`,
  `${cap(c.place.in)}, ${h(c)} spotted ${F(c)}, but ${they(c)} ${was(c)} ${highAt(c)}, too far to reach.`,
];
const plain: Line = (c) => [
  `${h(c)} sniffed and looked. No ${W(c)} here.`,
  `${h(c)} sniffed and looked everywhere ${c.place.in}, under leaves and behind stones, but there was no ${W(c)} to be found here.`,
];

const lineFor = (c: EnCtx): [string, string] => {
  const hitch = hungerHitch(c);
  if (!hitch) return plain(c);
  const own = ATTEMPT[`${kindOf(c)}:${hitch}`];
  if (own) return own(c);
  if (hitch === 'first') return first(c);
  if (hitch === 'guarded') return guarded(c);
  return high(c);
};

const tummy = (c: EnCtx) =>
  by(
    c,
    `${h(c)}'s tummy rumbled. Grrr!`,
    `${h(c)}'s tummy gave a loud rumble, and ${c.hero.he} sighed.`,
    `${h(c)}'s tummy gave a long, sad rumble, and ${c.hero.he} sat down for a moment to think.`,
  );

const hungryWant: Tpl<EnCtx>[] = [
  (c) =>
    by(
      c,
      `${h(c)} was hungry. So very hungry!`,
      `${h(c)} woke up with a tummy so empty that it rumbled like thunder. ${cap(c.hero.he)} was hungry, so very hungry.`,
      `${h(c)} woke up with a tummy so empty that it rumbled like far-off thunder, and there was not a crumb to eat anywhere.`,
    ),
  (c) =>
    by(
      c,
      `${h(c)} wanted ${F(c)} more than anything.`,
      `And what ${h(c)} wanted most of all was ${F(c)}, ${kindOf(c) === 'honey' ? 'sweet and golden' : 'fresh and good'}.`,
      `And there was only one thing ${h(c)} could think of: ${F(c)}, the best there was, ${kindOf(c) === 'honey' ? 'sweet and golden' : 'fresh and good'}.`,
    ),
];

const hungryProblem: Tpl<EnCtx>[] = [
  (c) =>
    by(
      c,
      `But there was no ${W(c)} at home.`,
      `But at home there was not one bit of ${W(c)} left, not even a crumb.`,
      `But at home the cupboards were bare: not one bit of ${W(c)}, not even a crumb, only an empty bowl.`,
    ),
  (c) =>
    by(
      c,
      `${cap(G(c))} ${are(c)} out there somewhere.`,
      `${cap(G(c))} ${are(c)} out there somewhere, but you have to know where to look.`,
    ),
];

const hungryDecide: Tpl<EnCtx>[] = [
  (c) =>
    by(
      c,
      `"I'll go and find ${F(c)}!" said ${h(c)}.`,
      `"I'm going to find ${F(c)}," said ${h(c)}, licking ${c.hero.his} lips, "{and I won't come home without ${it(c)}|however far I have to go|if it takes all day}."`,
      `"I'm going to find ${F(c)}," said ${h(c)}, licking ${c.hero.his} lips, "{and I won't come home without ${it(c)}|however far I have to go|if it takes all day}," and off ${c.hero.he} went with ${c.hero.his} nose in the air.`,
    ),
  (c) =>
    c.friend
      ? by(
          c,
          `"I'll help you look," said ${c.friend.name}.`,
          `"I'll help you look," said ${c.friend.name}, "and maybe we can share."`,
        )
      : null,
];

/**
 * One template per hitch, so each fresh try is told (a search tells each attempt template once):
 * the food's own trouble where it has one, else the hitch's.
 */
const tryAt =
  (hitch: HungerHitch | undefined): Tpl<EnCtx> =>
  (c) => {
    if (hungerHitch(c) !== hitch) return null;
    const [short, longer] = lineFor(c);
    return by(c, short, longer);
  };

const hungryAttempt: Tpl<EnCtx>[] = [
  tryAt('high'),
  tryAt('unripe'),
  tryAt('guarded'),
  tryAt('first'),
  tryAt('hidden'),
  tryAt(undefined),
];

const hungryAdvice: Tpl<EnCtx>[] = [
  (c) => {
    if (!c.helper) return null;
    const kind = kindOf(c);
    switch (hungerHitch(c)) {
      case 'high':
        return kind === 'fruit' || kind === 'nut'
          ? by(
              c,
              `"Shake the tree," said ${k(c)}.`,
              `"Don't jump, shake," said ${k(c)}. "Give the trunk a good shake, and ${they(c)} will come down by ${c.p(['themselves', 'magic'])}."`,
            )
          : by(
              c,
              `"Climb up on me," said ${k(c)}.`,
              `"Climb up on my back," said ${k(c)}. "Together we are twice as tall."`,
            );
      case 'unripe':
        return by(
          c,
          `"Try the sunny side," said ${k(c)}.`,
          `"The sun makes ${G(c)} ripe," said ${k(c)}. "Look where it shines all day long."`,
        );
      case 'guarded':
        return kind === 'honey'
          ? by(
              c,
              `"Wait till the bees fly out," said ${k(c)}.`,
              `"Wait till the bees fly out to the flowers," said ${k(c)}. "Then the hive is quiet, and a little honey will not be missed."`,
            )
          : by(
              c,
              `"Be quiet and wait," said ${k(c)}.`,
              `"Be very quiet and wait," said ${k(c)}. "Sooner or later ${GUARD_THE[kind]} will wander off for a nap."`,
            );
      case 'first':
        return by(
          c,
          `"There ${are(c)} ${more(c)} further on," said ${k(c)}.`,
          `"Hardly anybody goes that far," said ${k(c)}. "There ${are(c)} ${more(c)} there, if you know where to look."`,
        );
      case 'hidden':
        return kind === 'nut'
          ? by(
              c,
              `"Use a stone," said ${k(c)}.`,
              `"Put the nut on a flat stone and tap it with another," said ${k(c)}. "Tap, tap, crack!"`,
            )
          : kind === 'fish'
            ? by(
                c,
                `"Keep very still," said ${k(c)}.`,
                `"Keep very still," said ${k(c)}, "and let the fish come to you. Then be quick."`,
              )
            : kind === 'root'
              ? by(
                  c,
                  `"Wiggle it first," said ${k(c)}.`,
                  `"Wiggle it first, then pull slow and steady," said ${k(c)}.`,
                )
              : by(
                  c,
                  `"Go round the back," said ${k(c)}.`,
                  `"Go round the back," said ${k(c)}. "The thorns are fewer there."`,
                );
      default:
        return null;
    }
  },
  (c) =>
    c.helper && !hungerHitch(c)
      ? by(
          c,
          `"Follow your nose," said ${k(c)}.`,
          `"Follow your nose," said ${k(c)}. "${cap(G(c))} always ${count(c) === 'mass' ? 'smells' : 'smell'} of ${c.p(['summer', 'sunshine', 'something good'])}."`,
        )
      : null,
  (c) =>
    c.helper && !hungerHitch(c)
      ? by(
          c,
          `"Look where nobody looks," said ${k(c)}.`,
          `"Look where nobody else looks," said ${k(c)}. "That is where the best ${G(c)} ${are(c)}."`,
        )
      : null,
  (c) =>
    c.helper && !hungerHitch(c)
      ? by(
          c,
          `"I've seen ${G(c)} further on," said ${k(c)}.`,
          `"I think I've seen ${G(c)} further on," said ${k(c)}, pointing. "But keep your eyes open."`,
        )
      : null,
  (c) =>
    c.helper && !hungerHitch(c)
      ? by(
          c,
          `"Don't give up," said ${k(c)}.`,
          `"Don't give up," said ${k(c)}. "Whoever looks long enough always finds something good."`,
        )
      : null,
];

const hungryProgress: Tpl<EnCtx>[] = [
  (c) => {
    switch (hungerHitch(c)) {
      case 'high':
        return by(
          c,
          `Now ${h(c)} knew a trick for high places.`,
          `It had not worked yet, but now ${h(c)} knew a trick for things that hang high.`,
        );
      case 'unripe':
        return by(
          c,
          `Somewhere ${G(c)} had to be ripe by now.`,
          `Somewhere the sun had shone longer, and there the ${G(c)} had to be ripe by now.`,
        );
      case 'guarded':
        return by(
          c,
          `${h(c)} learnt to be patient.`,
          `${h(c)} had learnt that a hungry one must sometimes be patient and quiet.`,
        );
      case 'first':
        return by(
          c,
          `${h(c)} went on, a little faster.`,
          `${h(c)} went on a little faster, so nobody would get there first next time.`,
        );
      case 'hidden':
        return by(
          c,
          `${h(c)} would not give up.`,
          `${h(c)} would not give up: ${T(c)} ${was(c)} there, it only took a knack.`,
        );
      default:
        return null;
    }
  },
  (c) =>
    hungerHitch(c)
      ? null
      : by(
          c,
          `The smell of ${G(c)} grew stronger.`,
          `The good smell of ${G(c)} grew stronger and stronger, and ${h(c)} walked faster.`,
        ),
  (c) => (hungerHitch(c) ? null : tummy(c)),
];

const hungryAsk: Tpl<EnCtx>[] = [
  (c) =>
    c.helper
      ? by(
          c,
          `"Do you know where there is ${F(c)}?" asked ${h(c)}.`,
          `"Excuse me, do you know where I can find ${F(c)}?" asked ${h(c)}. "I'm so hungry."`,
          `"Excuse me," said ${h(c)}, as ${c.hero.his} tummy rumbled, "do you know where I can find ${F(c)}? I'm so hungry I could eat a mountain."`,
        )
      : null,
];

/** How the food is got at last, by its kind. */
const GOT: Record<HungerKind, (c: EnCtx) => string> = {
  honey: (c) =>
    `the bees flew off to the flowers, and ${h(c)} scooped out a pawful of golden honey`,
  fruit: (c) => `the tree shook, and down fell ${F(c)}, plop, right in front of ${h(c)}`,
  berry: (c) => `there, in the sun, hung ${W(c)}, ripe and shiny, more than enough`,
  nut: () => `tap, tap, crack went the shell, and out came the nut`,
  root: (c) => `with a wiggle and a pop, ${T(c)} came out of the ground`,
  fish: (c) => `a fish swam up close, and quick as a flash ${h(c)} had it`,
  cheese: (c) => `the cat dozed off, and ${h(c)} tiptoed up to the cheese`,
  leaf: (c) => `up at the top grew the juiciest leaf of all, and ${h(c)} reached it`,
  baked: (c) => `there ${they(c)} ${was(c)}, warm and good, and nobody in the way`,
};

const hungryTurn = {
  brave: [
    (c: EnCtx) =>
      by(
        c,
        `${h(c)} took a deep breath and tried once more.`,
        `${h(c)} was tired and very hungry, but ${c.hero.he} took a deep breath and tried one last time, and ${GOT[kindOf(c)](c)}.`,
      ),
  ],
  together: [
    (c: EnCtx) =>
      by(
        c,
        `${Crowd(c)} helped together.`,
        `${Crowd(c)} helped together, each doing a little bit, and ${GOT[kindOf(c)](c)}.`,
      ),
  ],
  gift: [
    (c: EnCtx) =>
      c.gift
        ? by(
            c,
            `Then ${h(c)} remembered the ${c.gift.sg}, and at last it worked!`,
            `Then ${h(c)} remembered the ${c.gift.sg}. With its help it worked at last: ${GOT[kindOf(c)](c)}.`,
          )
        : null,
  ],
  clever: [
    (c: EnCtx) =>
      by(
        c,
        `${h(c)} remembered every tip and had an idea.`,
        `${h(c)} remembered every tip from the way there and had an idea. It worked: ${GOT[kindOf(c)](c)}.`,
      ),
  ],
};

const hungryResolution = (c: EnCtx): string =>
  by(
    c,
    `At last ${h(c)} had ${T(c)}! ${h(c)} ate ${T(c)} all up. Yum! ${cap(c.hero.he)} shared with everyone.`,
    `At last ${h(c)} had ${T(c)}. ${cap(c.hero.he)} sat down with ${T(c)} and ate, slowly, every bit. Mmm! Nothing had ever tasted so good, and ${c.hero.he} shared with everyone who had helped.`,
    `At last ${h(c)} had ${T(c)}, and ${c.hero.he} sat down right there with ${T(c)} and ate, slowly, savouring every bit. Nothing had ever tasted so good, and ${c.hero.he} saved some to share with everyone who had helped along the way.`,
  );

const hungryReflection: Tpl<EnCtx>[] = [
  (c) =>
    by(
      c,
      `Now ${h(c)}'s tummy was full and round.`,
      `Now ${h(c)}'s tummy was full and round, and ${c.hero.he} was as happy as can be.`,
      `Now ${h(c)}'s tummy was full and round and warm, and ${c.hero.he} felt as happy as can be.`,
    ),
  (c) =>
    by(
      c,
      `Food shared tastes best of all.`,
      `${cap(W(c))} shared with friends, ${h(c)} thought, tastes best of all.`,
    ),
];

const hungryRefrain: Tpl<EnCtx>[] = [
  (c) => `Sniff, sniff, where can it be? ${cap(G(c))} for a hungry tummy!`,
];

const hungryTitle: Tpl<EnCtx>[] = [
  (c) => `${h(c)} and ${T(c)}`,
  (c) => `Hungry ${h(c)}`,
  (c) => `${h(c)} looks for ${F(c)}`,
];

export const hungryTexts: HungerTexts<EnCtx> = {
  want: hungryWant,
  problem: hungryProblem,
  decide: hungryDecide,
  attempt: hungryAttempt,
  progress: hungryProgress,
  advice: hungryAdvice,
  ask: hungryAsk,
  turn: hungryTurn,
  resolution: [hungryResolution],
  reflection: hungryReflection,
  refrain: hungryRefrain,
  title: hungryTitle,
};
