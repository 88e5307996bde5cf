// A fishing trip with a grown-up of the family: getting ready (rods, worms, a packed lunch), the
// way to the water the family named, the waiting and the small mishaps (tangled lines, a boot
// stuck in the mud, a hook caught in the weeds, rain), the catch, and when the family said so a
// talking fish that asks to be let go and grants a wish; home with the story, and a calm close.
import type { EnCtx } from '../../../compose/ctx-en';
import type { Bank } from '../../../compose/ctx-base';
import type { GoalTexts } from '../../../compose/pack-types';
import { by } from '../../by-band';
import { eachOnce, inTurn } from '../../place-beats';
import { afterMoments, moments, type Moment } from '../../step-moments';
import { fishKey, PIER } from '../../fish-beats';
import { goesAlong } from '../../grow-words';
import { cap } from '../../../text';

const h = (c: EnCtx) => c.hero.name;
const his = (c: EnCtx) => c.hero.his;
const him = (c: EnCtx) => c.hero.him;
/** The grown-up who takes the child fishing: the one who came along, or the one met. */
const f = (c: EnCtx) => goesAlong(c)?.name ?? 'Grandpa';
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
    // A longer trip finds more to see to before it can set out, each thing leading to the next.
    (c) =>
      by(
        c,
        `But ${h(c)}'s reel squeaked and stuck!`,
        `When ${h(c)} tried the reel on ${his(c)} rod, it squeaked and stuck halfway round.`,
        `When ${h(c)} tried the reel on ${his(c)} rod, it squeaked and stuck halfway round, stiff after a whole winter on the shelf.`,
      ),
    (c) =>
      by(
        c,
        `${F(c)} gave it a drop of oil. Whirr!`,
        `${F(c)} found the little oil can and gave the reel a drop, and after that it spun round with a soft whirr.`,
        `${F(c)} found the little oil can behind the paint pots and gave the reel one drop, then two, and after that it spun round with a soft, happy whirr.`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} put a spare float in ${his(c)} pocket.`,
        `"Always bring spares," said ${f(c)}, and ${h(c)} put an extra float and three spare hooks in ${his(c)} pocket.`,
        `"A good fisher always brings spares," said ${f(c)}, so ${h(c)} put an extra float and three spare hooks in a matchbox and the matchbox in ${his(c)} pocket.`,
      ),
    (c) =>
      by(
        c,
        `Last of all, they put on their boots.`,
        `Last of all they pulled on their rubber boots, for it would be muddy down by the water.`,
        `Last of all they pulled on their rubber boots, since ${f(c)} said it was always muddy down by the water, whatever the sky looked like.`,
      ),
    (c) =>
      by(
        c,
        `"And a bucket for the fish!" said ${h(c)}.`,
        `"And a bucket for the fish," said ${h(c)}, and took the old blue bucket down from its hook.`,
        `"And we need a bucket for the fish," said ${h(c)}, and took the old blue bucket down from its hook by the door, just in case today was the day.`,
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
    (c) =>
      by(
        c,
        `But the worms crawled up to the lid!`,
        `But the worms did not like the tin one bit, and one by one they wriggled up towards the lid.`,
        `But the worms did not care for the tin one bit, and one by one they wriggled up the sides towards the air holes in the lid.`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} put wet moss on top. They lay still.`,
        `${h(c)} laid a handful of wet moss over them, and in the cool dark underneath they lay still again.`,
        `${h(c)} fetched a handful of wet moss from under the hedge and laid it over them, and in the cool dark underneath they curled up and lay still.`,
      ),
    (c) =>
      by(
        c,
        `Then ${h(c)} washed ${his(c)} muddy hands.`,
        `Then ${h(c)} washed the soil off ${his(c)} hands under the garden tap, for next came the lunch.`,
        `Then ${h(c)} washed the soil off ${his(c)} hands under the cold garden tap, scrubbing under every nail, for next came the lunch, and nobody wants worm on their sandwich.`,
      ),
    (c) =>
      by(
        c,
        `The cat sniffed at the tin. Not for you, cat!`,
        `The cat came to sniff at the worm tin, so ${h(c)} put it up high on the garden wall, out of reach.`,
        `The cat came creeping over to sniff at the worm tin, very curious, so ${h(c)} put it up high on the garden wall, well out of reach of paws.`,
      ),
    (c) =>
      by(
        c,
        `A blackbird hopped up, hoping for a worm.`,
        `Then a blackbird hopped up onto the wall beside the tin and looked at it with one bright eye, hoping for a worm.`,
        `Then a blackbird hopped up onto the wall beside the tin, tilted its head and looked at it with one bright eye, as if it knew exactly what was inside.`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} gave it the smallest one.`,
        `${h(c)} gave it the very smallest worm, and the blackbird flew up into the apple tree and sang.`,
        `${h(c)} gave it the very smallest worm, "just one, and that's all," and the blackbird flew up into the apple tree and sang as if to say thank you.`,
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
    (c) =>
      by(
        c,
        `But the rucksack was much too heavy!`,
        `But with the flask and the apples in it, the rucksack was so heavy that ${h(c)} nearly toppled over backwards.`,
        `But with the flask, the apples and the sandwiches in it, the rucksack was so heavy that ${h(c)} wobbled and nearly sat down on the kitchen floor.`,
      ),
    (c) =>
      by(
        c,
        `${F(c)} took the flask. Now it was just right.`,
        `${F(c)} carried the heavy flask instead, and then the rucksack sat just right on ${h(c)}'s back.`,
        `${F(c)} took the heavy flask to carry instead, and then the rucksack sat just right on ${h(c)}'s back, light enough for a long walk.`,
      ),
    (c) =>
      by(
        c,
        `The radio said rain. ${h(c)} packed the raincoats.`,
        `"Showers later today," said the radio, so ${h(c)} rolled up both raincoats and tucked them in on top.`,
        `"Showers later today," said the man on the radio, so ${h(c)} rolled up both raincoats as tight as sausages and tucked them in on top.`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} took a crust of bread for the ducks.`,
        `Last of all ${h(c)} put a crust of bread in ${his(c)} pocket, for there were always ducks by the water.`,
        `Last of all ${h(c)} wrapped a crust of yesterday's bread and put it in ${his(c)} pocket. There were always a few hungry ducks by the water.`,
      ),
    (c) =>
      by(
        c,
        `"Hurry, or the fish will eat breakfast!" said ${f(c)}.`,
        `${F(c)} looked at the clock. "Hurry now, or the fish will have had their breakfast without us!"`,
        `${F(c)} looked up at the kitchen clock and clapped. "Hurry now, or the fish will have had their breakfast without us, and then they won't be hungry at all!"`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} pulled on ${his(c)} cap and ran to the door.`,
        `${h(c)} pulled on ${his(c)} cap, tied ${his(c)} laces in a double knot and was first at the door.`,
        `${h(c)} pulled on ${his(c)} cap, tied ${his(c)} laces in a double knot so they would not come undone on the way, and was first at the door.`,
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
    (c) =>
      by(
        c,
        `The last bit of the path was steep and slippery.`,
        `The last bit of the path went steeply down, and it was slippery, so ${h(c)} held on tight to the rods.`,
        `The last bit of the path went steeply down, slippery with mud and old leaves, and ${h(c)} had to hold the rods tight so as not to drop them.`,
      ),
    (c) =>
      by(
        c,
        `They went down sideways, step by step.`,
        `"Sideways, like a crab," said ${f(c)}, and they went down one small step at a time, and nobody fell.`,
        `"Sideways, like a crab," said ${f(c)}, and they went down one small step at a time, and the rods and the worms and the cocoa all got down the slope in one piece.`,
      ),
    (c) =>
      by(
        c,
        `Splash! A fish jumped out in the water.`,
        `From below they heard a splash, and rings spread out on the water where a fish had jumped. "They're hungry today," said ${f(c)}.`,
        `From below they heard a splash, and little rings spread out on the water where a fish had jumped up after a fly. "Hear that? They're hungry today," said ${f(c)}, and ${h(c)} could hardly wait.`,
      ),
    (c) =>
      by(
        c,
        `A little sign said: Take your rubbish home!`,
        `By the path stood a little wooden sign: "Please take your rubbish home." ${h(c)} read it out loud.`,
        `By the last bend stood a little wooden sign, crooked with age: "Please take your rubbish home, and leave the water as you found it." ${h(c)} read it out loud, word by word.`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} picked wild strawberries for later.`,
        `Just past the sign ${h(c)} found wild strawberries and threaded them on a long straw of grass, for later.`,
        `Just past the sign ${h(c)} found a patch of wild strawberries and threaded them one by one on a long straw of grass, to eat later by the water.`,
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
    (c) =>
      by(
        c,
        `Still no bites. "Let's move," said ${f(c)}.`,
        `But after that nothing bit, not even a nibble. "The fish have gone to find some shade," said ${f(c)}. "Let's move along."`,
        `But after that nothing bit at all, not even a nibble, for a long time. "The fish have gone to rest in the shade," said ${f(c)}. "Let's move along and find them."`,
      ),
    (c) =>
      by(
        c,
        `They moved to a shady spot and cast out.`,
        `They carried everything along to a shady spot ${pier(c) ? 'on the other side of the pier' : 'under a leaning willow'} and cast out again.`,
        `They packed up the rods and the rucksack and carried everything along to a shady spot ${pier(c) ? 'on the other side of the pier, where the water was dark and deep' : 'under a leaning willow, where the water was dark and deep'}, and cast out again.`,
      ),
    (c) =>
      by(
        c,
        `Snap! The line broke, and the float drifted off.`,
        `But the line caught on ${pier(c) ? 'an old post of the pier' : 'a willow branch'}, and snap! The red float came off and drifted slowly away.`,
        `But on the very next cast the line caught on ${pier(c) ? 'an old post of the pier' : 'a low willow branch'}, and snap! The red float came off and drifted slowly away across the water, further and further out.`,
      ),
    (c) =>
      by(
        c,
        `There was a spare float in the tackle box.`,
        `There was a spare float in the tackle box, and ${f(c)} showed ${h(c)} how to tie it on with a tight little knot.`,
        `Luckily there was a spare float in the tackle box, and ${f(c)} showed ${h(c)} how to tie it on with a tight little knot, round and through and pull.`,
      ),
    (c) =>
      by(
        c,
        `Then the wind came, and the float danced.`,
        `Then the wind turned and blew across the water, and the new float danced on the little waves. ${They(c)} pulled their hoods up and sat close together.`,
        `Then the wind turned and came cold across the water, and the new float bobbed and danced on the little waves. ${They(c)} pulled their hoods up, sat close together on the rucksack and kept their eyes on the float.`,
      ),
    (c) =>
      by(
        c,
        `Then the wind dropped. "Now they'll bite," said ${f(c)}.`,
        `After a while the wind dropped, and the water went as smooth as glass. "Now they'll bite," whispered ${f(c)}.`,
        `After a while the wind dropped as fast as it had come, and the water went as smooth as glass, with the sky in it. "Now," whispered ${f(c)}, "now they'll bite."`,
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
  // The day wound up in the order it ends: the catch seen to at the water, everything packed,
  // the walk home, the gear and the worms put back, supper, and the bath. Each waits for the one
  // before it, so a longer ending tells more of them and never out of turn.
  home: eachOnce<EnCtx>(
    'fish-home',
    inTurn<EnCtx>('fish-home', [
      (c) =>
        talking(c)
          ? by(
              c,
              `${h(c)} watched the rings where the fish had gone.`,
              `For a long while ${h(c)} watched the rings on the water where ${fish(c)} had gone, until the water was quite still again.`,
            )
          : by(
              c,
              `${F(c)} showed ${h(c)} how to clean the fish.`,
              `Down by the water ${f(c)} showed ${h(c)} how to clean the fish, and they wrapped it in wet grass and laid it in the rucksack.`,
            ),
      (c) =>
        by(
          c,
          `They packed up every crumb and wrapper.`,
          `Then they packed up the rods, the net and the tin, and every crumb and wrapper too, for the water was the fishes' home.`,
        ),
      (c) =>
        by(
          c,
          `Then they walked home, tired and happy.`,
          `${They(c)} walked home slowly in the low evening light, tired and happy and smelling a little of ${water(c).replace(/^the /, '')}.`,
        ),
      (c) =>
        by(
          c,
          `The last worms went back under the stone.`,
          `At home the rods went back in the shed, and the worms that were left went back under the old stone in the garden.`,
        ),
      (c) =>
        talking(c)
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
      (c) =>
        by(
          c,
          `In the bath, ${h(c)} found weed behind ${his(c)} ear!`,
          `In the bath ${h(c)} found a bit of green weed behind ${his(c)} ear, and laughed, for it had come all the way home from ${water(c)}.`,
        ),
    ]),
  ),
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
