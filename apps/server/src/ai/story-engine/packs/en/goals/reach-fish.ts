// A fishing trip with a grown-up of the family: getting ready (rods, worms, a packed lunch), the
// way to the water the family named, the waiting and the small mishaps (tangled lines, a boot
// stuck in the mud, a hook caught in the weeds, rain), the catch, and when the family said so a
// talking fish that asks to be let go and grants a wish; home with the story, and a calm close.
import type { EnCtx } from '../../../compose/ctx-en';
import type { Bank } from '../../../compose/ctx-base';
import type { GoalTexts } from '../../../compose/pack-types';
import { by } from '../../by-band';
import { eachOnce } from '../../place-beats';
import { afterMoments, moments, type Moment } from '../../step-moments';
import { fishKey, PIER } from '../../fish-beats';
import { KIN_NAME } from '../../grow-words';

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const h = (c: EnCtx) => c.hero.name;
const his = (c: EnCtx) => c.hero.his;
const him = (c: EnCtx) => c.hero.him;
/** The grown-up who takes the child fishing: the one who came along, or the one met. */
const f = (c: EnCtx) =>
  c.friend && KIN_NAME.test(c.friend.name)
    ? c.friend.name
    : (c.helper?.name ?? c.friend?.name ?? 'Grandpa');
const F = (c: EnCtx) => cap(f(c));
const they = (c: EnCtx) => (c.friend ? c.team.name : h(c));
const They = (c: EnCtx) => cap(they(c));
/** The water they fish: "the lake", "the river", "the pier". */
const water = (c: EnCtx) => c.target?.the ?? 'the lake';
const pier = (c: EnCtx) => PIER.has(c.target?.id ?? '');
const spot = (c: EnCtx) =>
  pier(c) ? 'a good spot at the very end of the pier' : 'a good spot on a flat rock by the water';
const talking = (c: EnCtx) => !!c.fishing?.talking;
/** The talking fish by the name the family gave it, or "the fish". */
const fish = (c: EnCtx) => c.other?.name ?? 'the fish';

const STEPS: Record<string, Moment<EnCtx>[]> = {
  woodshed: [
    (c) =>
      by(
        c,
        `${h(c)} and ${f(c)} fetched the rods from the shed.`,
        `In the shed ${h(c)} and ${f(c)} found the two fishing rods, the tackle box full of hooks and red-and-white floats, and the old landing net.`,
      ),
    (c) =>
      by(
        c,
        `But the lines were all tangled!`,
        `But the fishing lines were tangled into one big knot, like a bird's nest.`,
      ),
    (c) =>
      by(
        c,
        `They untangled them, bit by bit.`,
        `${F(c)} held one end and ${h(c)} picked at the knot, loop by loop, until both lines ran free.`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} got to carry the net.`,
        `${h(c)} got to carry the landing net, which was almost as tall as ${him(c)}.`,
      ),
  ],
  garden: [
    (c) =>
      by(
        c,
        `${h(c)} dug for worms in the garden.`,
        `Out in the garden ${h(c)} dug for worms with the garden fork, where the soil was dark and damp.`,
      ),
    (c) =>
      by(
        c,
        `But there were no worms at all!`,
        `But the first forkful had no worms in it at all, and neither had the second.`,
      ),
    (c) =>
      by(
        c,
        `${F(c)} lifted an old stone. Worms!`,
        `"Worms like it wet and dark," said ${f(c)}, and lifted an old flat stone. Underneath wriggled five fat worms.`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} put them in a tin with soil.`,
        `${h(c)} put them gently in a tin with a little soil and a few leaves, and ${f(c)} made holes in the lid.`,
      ),
  ],
  kitchen: [
    (c) =>
      by(
        c,
        `${h(c)} packed sandwiches and cocoa.`,
        `In the kitchen ${h(c)} packed the lunch: cheese sandwiches, two apples and hot cocoa in a flask.`,
      ),
    (c) =>
      by(
        c,
        `But the lid of the flask would not close!`,
        `But the lid of the flask would not screw on, and cocoa dribbled down the side.`,
      ),
    (c) =>
      by(
        c,
        `${F(c)} showed the trick, and it closed.`,
        `${F(c)} showed ${h(c)} the trick: hold it straight, then twist, and the lid went on tight.`,
      ),
    (c) =>
      by(
        c,
        `Everything went into the rucksack.`,
        `Everything went into the rucksack, and ${h(c)} carried it proudly on ${his(c)} back.`,
      ),
  ],
  way: [
    (c) =>
      by(
        c,
        `${They(c)} walked with the rods on their shoulders.`,
        `${They(c)} walked with the rods over their shoulders, and the tin of worms rattled in the rucksack.`,
      ),
    (c) =>
      by(
        c,
        `Then ${h(c)}'s boot got stuck in the mud!`,
        `Halfway there, ${h(c)} stepped into a soft brown puddle, and ${his(c)} boot got stuck in the mud with a loud squelch.`,
      ),
    (c) =>
      by(
        c,
        `${F(c)} pulled, and out it came. Plop!`,
        `${F(c)} held ${his(c)} hand, and ${h(c)} pulled and wiggled, and out came the boot with a plop, and they both laughed.`,
      ),
    (c) =>
      by(
        c,
        `Then they saw the water, shining.`,
        `Then, between the trees and the grass, they saw ${water(c)}, shining in the sun.`,
      ),
  ],
  water: [
    (c) =>
      by(
        c,
        `They found a good spot and cast out.`,
        `${They(c)} found ${spot(c)}. ${F(c)} showed ${h(c)} how to put a worm on the hook and cast the line out, plop, with the red float bobbing on top.`,
      ),
    (c) =>
      by(
        c,
        `Then they waited. And waited.`,
        `Then they waited. The float bobbed on the little waves, and nothing else happened, for a long, long time.`,
      ),
    (c) =>
      by(
        c,
        `The hook got stuck in the weeds! ${F(c)} wiggled it free.`,
        `Then ${h(c)} reeled in too fast, and the hook got caught in the weeds at the bottom. "Gently now," said ${f(c)}, and wiggled the line this way and that, until the hook came free with a clump of green weed on it.`,
      ),
    (c) =>
      by(
        c,
        `Then it rained! They ate their sandwiches under a tree.`,
        `Then a grey cloud came over, and it began to rain, plip, plop, on the water and on their hoods. They sat under a big tree, ate their sandwiches and drank the warm cocoa, and after a while the rain stopped.`,
      ),
    (c) =>
      by(
        c,
        `A little fish stole the worm! ${h(c)} put on a new one.`,
        `The float gave a tiny wiggle, and when ${h(c)} reeled in, the worm was gone: a clever little fish had eaten it. ${h(c)} put on a fresh worm and cast out again.`,
      ),
  ],
};

const step = moments<EnCtx>('fish', STEPS, fishKey);

const waiting: Bank<EnCtx> = afterMoments<EnCtx>(
  'fish',
  STEPS,
  fishKey,
  eachOnce<EnCtx>('fish-wait', [
    (c) =>
      fishKey(c) === 'water'
        ? by(
            c,
            `${h(c)} watched the float.`,
            `${h(c)} watched the red float so hard that ${his(c)} eyes began to water.`,
          )
        : null,
    (c) =>
      fishKey(c) === 'water'
        ? by(
            c,
            `A duck swam by to look.`,
            `A duck came paddling by to see what they were doing, and paddled off again.`,
          )
        : null,
    (c) =>
      fishKey(c) === 'water'
        ? by(
            c,
            `${F(c)} told a story, very quietly.`,
            `${F(c)} told a story about the biggest fish that ever got away, very quietly, so as not to scare the fish.`,
          )
        : null,
  ]),
);

export const fishTrip: GoalTexts<EnCtx> = {
  want: [
    (c) =>
      by(
        c,
        `Today ${h(c)} and ${f(c)} were going fishing!`,
        `Today ${h(c)} and ${f(c)} were going fishing at ${water(c)}, and ${h(c)} had been waiting for it all week.`,
      ),
  ],
  show: [
    (c) =>
      by(
        c,
        `${h(c)} had never caught a fish.`,
        `${h(c)} had never caught a fish before, not a single one, but today, ${h(c)} was sure, would be the day.`,
      ),
  ],
  problem: [
    (c) =>
      by(
        c,
        `But fishing needs lots of things.`,
        `But fishing takes rods and worms and a packed lunch, and most of all, said ${f(c)}, patience. And ${h(c)} was not very good at waiting.`,
      ),
  ],
  decide: [
    (c) =>
      by(
        c,
        `"Let's get ready!" said ${h(c)}.`,
        `"Let's get everything ready," said ${h(c)}, "and go!"`,
      ),
  ],
  attempt: [...step, ...waiting],
  progress: [...step, ...waiting],
  advice: eachOnce<EnCtx>('fish-advice', [
    (c) =>
      c.helper
        ? by(
            c,
            `"Sit still and watch the float," said ${c.helper.name}.`,
            `"Sit still and watch the float," said ${c.helper.name}. "When it goes right under, that's a bite."`,
          )
        : null,
    (c) =>
      c.helper
        ? by(
            c,
            `"Fish like a quiet voice," said ${c.helper.name}.`,
            `"Fish don't like noise," said ${c.helper.name}, "so whisper, and walk softly on the bank."`,
          )
        : null,
  ]),
  ask: eachOnce<EnCtx>('fish-ask', [
    (c) =>
      by(
        c,
        `"What do fish like?" asked ${h(c)}.`,
        `"What do fish like best?" ${h(c)} asked ${c.helper?.name ?? f(c)}.`,
      ),
  ]),
  turn: {
    brave: [
      (c) =>
        by(
          c,
          `Then the float went under! ${h(c)} held on tight.`,
          `Then, all at once, the float went right under. The rod bent like a bow, and ${h(c)} held on tight with both hands and did not let go.`,
        ),
    ],
    together: [
      (c) =>
        by(
          c,
          `The float went under! They reeled in together.`,
          `Then the float went right under, and the rod bent like a bow. ${h(c)} and ${f(c)} held it together and reeled in, slowly, slowly.`,
        ),
    ],
    gift: [
      (c) =>
        c.gift
          ? by(
              c,
              `${h(c)} touched the ${c.gift.sg} for luck. The float went under!`,
              `${h(c)} touched the ${c.gift.sg} in ${his(c)} pocket for luck, and right then the float went under and the rod bent like a bow.`,
            )
          : null,
    ],
    clever: [
      (c) =>
        by(
          c,
          `${h(c)} waited until the float went right under. Now!`,
          `${h(c)} remembered: not at the first little bob, but when the float goes right under. ${h(c)} waited, and waited, and then, now! ${h(c)} pulled and reeled in.`,
        ),
    ],
  },
  resolution: [
    (c) =>
      talking(c)
        ? by(
            c,
            `Out came a shiny fish, and it spoke! "Please let me go," said ${fish(c)}. ${h(c)} let it go, and ${fish(c)} gave ${him(c)} a wish.`,
            `Out of the water came a shiny fish, and it opened its mouth and spoke! "Please let me go," said ${fish(c)}. "My little ones are waiting for me at home." ${h(c)} looked at ${f(c)}, then gently took out the hook and lowered ${fish(c)} back into the water. "Thank you, kind child," said ${fish(c)}. "For that you may have a wish." ${h(c)} thought hard and wished to come fishing here with ${f(c)} every summer. "Granted," said ${fish(c)}, and with a flick of its tail it was gone.`,
          )
        : by(
            c,
            `It was a big silver fish! ${h(c)} had caught a fish.`,
            `Out of the water came a big silver fish, shining in the sun. ${h(c)} had caught a fish, the very first one, and ${f(c)} cheered so loudly that the ducks flew up.`,
          ),
  ],
  home: eachOnce<EnCtx>('fish-home', [
    (c) =>
      by(
        c,
        `They walked home with the rods.`,
        `${They(c)} walked home with the rods over their shoulders and the sun going down behind them.`,
      ),
    // Told once they are home: the walk home comes first.
    (c) =>
      !c.handed(['story:fish-home:0']).length
        ? null
        : talking(c)
          ? by(
              c,
              `At home ${h(c)} told everyone about the talking fish.`,
              `At supper ${h(c)} told everyone about the talking fish. Nobody quite believed it, except ${f(c)}, who winked.`,
            )
          : by(
              c,
              `They had fish for supper.`,
              `That evening they had the fish for supper, and ${h(c)} told everyone how it was caught, three times over.`,
            ),
  ]),
  reflection: eachOnce<EnCtx>('fish-reflection', [
    (c) =>
      by(
        c,
        `Good things come to those who wait.`,
        talking(c)
          ? `Some days you catch a fish, ${h(c)} thought, and some days you catch a story.`
          : `Good things come to those who wait, ${h(c)} thought, even when waiting is hard.`,
      ),
  ]),
  refrain: [() => `Worm on the hook and float on the water, wait for a bite, a little bit longer!`],
  title: [
    (c) => `${h(c)} Goes Fishing`,
    (c) => (talking(c) ? `${h(c)} and the Talking Fish` : `A Fish for ${h(c)}`),
    (c) => `A Day at the ${cap(water(c).replace(/^the /, ''))}`,
  ],
};

/** Out to the shed, the garden, the kitchen; the way; the water. */
const GO: Record<string, (c: EnCtx) => string> = {
  woodshed: (c) =>
    by(c, `${They(c)} went out to the shed.`, `First ${they(c)} went out to the shed.`),
  garden: (c) =>
    by(
      c,
      `${h(c)} ran out into the garden.`,
      `${h(c)} ran out into the garden with the empty tin.`,
    ),
  kitchen: (c) =>
    by(
      c,
      `${They(c)} went into the kitchen.`,
      `${They(c)} went into the kitchen to pack the lunch.`,
    ),
  way: (c) =>
    by(
      c,
      `Then they set off for ${water(c)}.`,
      `Then they set off for ${water(c)}, ${c.place.in === 'in the village' ? 'through the village' : `along the path ${c.place.in}`}.`,
    ),
  water: (c) =>
    by(
      c,
      `At last they came to ${water(c)}.`,
      `At last they came down to ${water(c)}, quiet and glittering.`,
    ),
};

export const fishScenes = {
  titles: [] as Bank<EnCtx>,
  travel: [(c: EnCtx) => GO[fishKey(c)]?.(c) ?? null] as Bank<EnCtx>,
};
