// A picnic with a grown-up of the family: the basket packed at home with the family's food, the
// blanket from the line and the clothes pegs, the ball and the old umbrella from the shed, the
// way there, the blanket spread, and the small mishaps each met with something brought from
// home (ants, the wind and the napkins, a wasp, a dog after the food, a shower); games, the food
// shared, and home tired. A soft toy the family named comes along in the basket, held and hugged.
import type { EnCtx } from '../../../compose/ctx-en';
import type { Bank } from '../../../compose/ctx-base';
import type { GoalTexts } from '../../../compose/pack-types';
import { by } from '../../by-band';
import { eachOnce } from '../../place-beats';
import { afterMoments, both, moments, type Moment } from '../../step-moments';
import { foodsOf, hasToy, listOf, outingKey, toyIsBear, toyName } from '../../outing-beats';
import { goesAlong } from '../../grow-words';
import { cap } from '../../../text';

const h = (c: EnCtx) => c.hero.name;
const his = (c: EnCtx) => c.hero.his;
const he = (c: EnCtx) => c.hero.he;
const He = (c: EnCtx) => cap(he(c));
/** The grown-up who goes along: the one who came, or the one met at home. */
const f = (c: EnCtx) => goesAlong(c)?.name ?? 'Dad';
const F = (c: EnCtx) => cap(f(c));
const they = (c: EnCtx) => (c.friend ? c.team.name : h(c));
const They = (c: EnCtx) => cap(they(c));
/** Where the picnic is: "the park", "the beach". */
const there = (c: EnCtx) => c.target?.the ?? 'the park';
const thereIn = (c: EnCtx) =>
  ({
    park: 'in the park',
    beach: 'on the beach',
    meadow: 'in the meadow',
    lake: 'by the lake',
    hill: 'on the hill',
  })[c.target?.id ?? 'park'] ?? `at ${there(c)}`;
/** On a beach the blanket goes on the grass above the sand, where a tree gives shade. */
const beachTop = (c: EnCtx) => (c.target?.id === 'beach' ? ' at the top of the beach' : '');
const spot = (c: EnCtx) =>
  c.target?.id === 'beach' ? 'on the grass at the top of the beach' : thereIn(c);
/** The family's food, or a picnic's own. */
const food = (c: EnCtx) =>
  listOf(foodsOf(c, 'en'), 'and') || 'cheese sandwiches, apples and cinnamon buns';
/** What the dog is after: the family's first food, or the sandwiches. */
const treat = (c: EnCtx) => foodsOf(c, 'en')[0] ?? 'sandwiches';
/** The soft toy: "Brumm", or "the teddy". */
const toy = (c: EnCtx) => toyName(c) ?? (toyIsBear(c) ? 'the teddy' : 'the soft toy');
const Toy = (c: EnCtx) => cap(toy(c));
/** "his teddy, Brumm," or "his toy rabbit, Flopsy,". */
const toyHis = (c: EnCtx) => {
  const what = toyIsBear(c)
    ? 'teddy'
    : `toy ${c.familyOuting?.toy?.species ?? c.familyOuting?.toy?.kind ?? 'bear'}`;
  return toyName(c) ? `${his(c)} ${what}, ${toyName(c)}` : `${his(c)} ${what}`;
};

/** The clothes pegs were taken from the line, and the umbrella from the shed. */
const pegged = (c: EnCtx) => c.handed(['garden:picnic#2']).length > 0;
const ball = (c: EnCtx) => c.handed(['woodshed:picnic#1']).length > 0;
/** What is thrown for the dog: the red ball from the shed, or a stick found there. */
const toss = (c: EnCtx) => (ball(c) ? 'the red ball' : 'a long stick');
const tossWord = (c: EnCtx) => (ball(c) ? 'the ball' : 'a stick');
const umbrella = (c: EnCtx) => c.handed(['woodshed:picnic#2']).length > 0;

/** The mishaps the picnic spot told, for looking back: ants, the wind, a wasp, and the dog. */
const mishaps = (c: EnCtx) => {
  const at = (k: number) => c.handed([`${c.target?.id ?? ''}:picnic#${k}`]).length > 0;
  return [
    ...(at(1) ? ['ants'] : []),
    ...(at(2) ? ['the wind'] : []),
    ...(at(3) ? ['a wasp'] : []),
    'a hungry dog',
  ];
};

const STEPS: Record<string, Moment<EnCtx>[]> = {
  kitchen: [
    (c) =>
      by(
        c,
        `${h(c)} and ${f(c)} packed ${listOf(foodsOf(c, 'en').slice(0, 2), 'and') || 'sandwiches'} in the basket.`,
        `In the kitchen ${h(c)} and ${f(c)} packed the big picnic basket: ${food(c)}, a bottle of juice and a flask of tea for ${f(c)}.`,
        `In the kitchen ${h(c)} and ${f(c)} packed the big wicker picnic basket with everything a picnic needs: ${food(c)}, a bottle of apple juice, paper cups, and a flask of hot tea for ${f(c)}, who said a picnic without tea was only half a picnic.`,
      ),
    both(
      (c) =>
        by(
          c,
          `But the lid would not shut!`,
          `But when ${h(c)} pressed the lid down, it would not shut. The basket was far too full.`,
          `But when ${h(c)} tried to close the lid, it sprang up again, like a jack-in-the-box. ${h(c)} pressed, and then sat on it, and still it would not shut: the basket was simply far too full.`,
        ),
      (c) =>
        by(
          c,
          `${F(c)} put the flask in the rucksack. Click!`,
          `"The flask can go in my rucksack," said ${f(c)}. Out came the flask, and the lid went shut with a click.`,
          `"Let's think," said ${f(c)}. "The heavy flask can ride in my rucksack, and the cups can stand inside each other." ${h(c)} stacked the cups, ${f(c)} took the flask, and this time the lid went shut with a neat little click.`,
        ),
    ),
    (c) =>
      by(
        c,
        `${h(c)} put in a little pot of jam too.`,
        `${h(c)} squeezed in a little pot of jam and a saucer as well. "What is the saucer for?" ${he(c)} asked. "You'll see," said ${f(c)}.`,
        `At the last moment ${f(c)} squeezed in a little pot of jam and an old saucer. "What is the saucer for?" asked ${h(c)}. "Wasps," said ${f(c)} mysteriously, "like jam even more than we do. You'll see."`,
      ),
    (c) =>
      hasToy(c)
        ? by(
            c,
            `${Toy(c)} got the seat on top of the basket.`,
            `${h(c)} fetched ${toyHis(c)}, and tucked ${toy(c)} in on top of the basket, so that only the ears stuck out.`,
            `Last of all ${h(c)} fetched ${toyHis(c)}, because a picnic without ${toy(c)} was no picnic at all, and tucked ${toy(c)} in on top of the basket under the napkins, so that only two soft ears stuck out.`,
          )
        : by(
            c,
            `${h(c)} folded the napkins on top.`,
            `Last of all ${h(c)} folded the paper napkins and laid them on top, neat as a pile of letters.`,
          ),
    (c) =>
      by(
        c,
        `${F(c)} read the list, and ${h(c)} ticked it off.`,
        `${F(c)} read out the list, and ${h(c)} ticked off each thing: food, juice, cups, napkins. "Salt?" "Tick!"`,
        `Then ${f(c)} read out the list from the back of an envelope, and ${h(c)} ticked off each thing with a pencil: food, juice, cups, napkins, the little pot of jam. "Salt for the eggs?" "Tick!" "A plaster, in case?" "Tick!"`,
      ),
    (c) =>
      by(
        c,
        `The kitchen smelled of picnic.`,
        `The whole kitchen smelled of fresh bread and apples, and ${h(c)}'s tummy rumbled already.`,
        `By now the whole kitchen smelled of fresh bread and apples and summer, and ${h(c)}'s tummy gave such a rumble that ${f(c)} laughed and said they had better hurry before the basket got eaten at home.`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} wrapped the food in paper, one by one.`,
        `${h(c)} wrapped the food in greaseproof paper, one parcel at a time, and wrote a letter on each.`,
        `Then ${h(c)} wrapped every bit of food in greaseproof paper, one neat parcel at a time, and wrote a big letter on each so they would know what was inside without opening them: S for sandwich, A for apple, and a question mark on the one that was a surprise.`,
      ),
  ],
  garden: [
    (c) =>
      by(
        c,
        `The picnic blanket hung on the washing line.`,
        `Out in the garden the red picnic blanket hung on the washing line, where it had been drying since the morning.`,
        `Out in the garden the old red-checked picnic blanket hung on the washing line, flapping gently, where ${f(c)} had hung it out to dry after the last picnic.`,
      ),
    both(
      (c) =>
        by(
          c,
          `But the cat was asleep underneath it!`,
          `But when ${h(c)} pulled it down, there was the cat, curled up asleep in the grass underneath, in the blanket's shade.`,
          `But when ${h(c)} reached up to pull it down, ${he(c)} stopped. Underneath it, in the blanket's cool shadow, the neighbour's cat lay curled up like a cinnamon bun, fast asleep.`,
        ),
      (c) =>
        by(
          c,
          `${h(c)} lifted the blanket very slowly. The cat slept on.`,
          `${h(c)} unpegged the blanket very slowly, one peg at a time, and the cat only twitched an ear and slept on.`,
          `So ${h(c)} unpegged the blanket very slowly, one peg at a time, holding ${his(c)} breath, and folded it over ${his(c)} arm. The cat only twitched one ear, and went on sleeping in the sun.`,
        ),
    ),
    (c) =>
      by(
        c,
        `${h(c)} put the clothes pegs in ${his(c)} pocket.`,
        `"Take the pegs too," said ${f(c)}. "You never know with the wind." ${h(c)} put six clothes pegs in ${his(c)} pocket.`,
        `"Bring the pegs as well," said ${f(c)}, looking up at the clouds racing over the roofs. "You never know with the wind." So ${h(c)} filled ${his(c)} pocket with six wooden clothes pegs, which clicked together when ${he(c)} walked.`,
      ),
    (c) =>
      by(
        c,
        `${F(c)} looked at the sky. Clouds!`,
        `${F(c)} looked at the sky over the roofs. "A few clouds in the west," ${f(c)} said, "but they look friendly."`,
        `${F(c)} stood on the back step and looked up at the sky over the roofs. "A few grey clouds over in the west," ${f(c)} said, "but they look like friendly ones. Mostly."`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} picked three daisies for the blanket.`,
        `${h(c)} picked three daisies from the lawn, to put in a cup in the middle of the blanket.`,
        `On the way back in, ${h(c)} picked three daisies and a buttercup from the lawn, because a picnic blanket looks bare without flowers in a cup in the middle.`,
      ),
    (c) =>
      by(
        c,
        `The neighbour waved over the fence.`,
        `The neighbour waved over the fence. "Off on a picnic?" she called. "Lucky you!"`,
        `Mrs Berg from next door waved over the fence with her garden gloves on. "Off on a picnic?" she called. "Lucky you! Mind the wasps, they are everywhere this week."`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} ran back in for a sun hat.`,
        `${h(c)} ran back into the house for a sun hat, and came out again wearing it back to front.`,
        `${h(c)} ran back into the house for a sun hat, because the sun was getting hot, and came out again wearing it back to front, which ${f(c)} said was the very latest fashion.`,
      ),
  ],
  woodshed: [
    (c) =>
      by(
        c,
        `${h(c)} looked for the ball in the shed.`,
        `In the shed ${h(c)} looked for the big red ball. It was not on the shelf, and not in the box.`,
        `In the shed ${h(c)} looked for the big red ball, the one that bounced higher than the hedge. It was not on the shelf, and not in the box of garden toys, and not under the wheelbarrow either.`,
      ),
    (c) =>
      by(
        c,
        `There it was, behind the bikes!`,
        `At last ${h(c)} found it, squashed behind the bikes, a little flat. ${F(c)} pumped it up again.`,
        `At last ${h(c)} spotted it, squashed behind the bikes, a bit soft and sad. ${F(c)} found the pump, and ${h(c)} pumped and pumped until the ball was round and hard again and bounced right up to the roof of the shed.`,
      ),
    (c) =>
      by(
        c,
        `${F(c)} took the big old umbrella too.`,
        `${F(c)} took the big old umbrella from its hook too. "Just in case," ${f(c)} said, and winked.`,
        `Before they left, ${f(c)} took down the big old umbrella from its hook, the green one with a wooden handle that was big enough for three. "Just in case," ${f(c)} said. "Picnics and rain are old friends."`,
      ),
    (c) =>
      by(
        c,
        `A spider lived in the umbrella! They let it out.`,
        `When ${f(c)} opened the umbrella, a little spider ran out. ${h(c)} carried it to the woodpile on a leaf.`,
        `When ${f(c)} opened the umbrella to check it, a little brown spider came running out of the folds, surprised. ${h(c)} let it climb onto a leaf and carried it carefully to the woodpile, where it could find a new home.`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} closed the shed door. Ready!`,
        `${h(c)} closed the shed door and turned the little key. "Ready," ${he(c)} said.`,
        `${h(c)} closed the creaky shed door and turned the little key, and stood with the ball under one arm. "Ready," ${he(c)} said. "Ready for anything."`,
      ),
  ],
  way: [
    (c) =>
      by(
        c,
        `${They(c)} set off with the basket between them.`,
        `${They(c)} set off, the basket swinging between them and the umbrella under ${f(c)}'s arm.`,
        `${They(c)} set off at last, the basket swinging between them, the ball bouncing along in front and the big umbrella tucked under ${f(c)}'s arm like a sword.`,
      ),
    both(
      (c) =>
        by(
          c,
          `The basket got heavier and heavier.`,
          `But the basket got heavier with every step, and ${h(c)}'s arm began to ache.`,
          `But a picnic basket full of food gets heavier with every step, everybody knows that, and soon ${h(c)}'s arm ached and ${his(c)} side of the basket hung lower and lower.`,
        ),
      (c) =>
        by(
          c,
          `They put the umbrella through the handle and carried it together.`,
          `${F(c)} slid the umbrella through the handle, and they carried the basket between them like a treasure chest.`,
          `Then ${f(c)} had an idea. ${F(c)} slid the long umbrella through the handle of the basket, and they carried it between them, one at each end, like two explorers with a treasure chest, and it was not heavy at all.`,
        ),
    ),
    (c) =>
      hasToy(c)
        ? by(
            c,
            `${Toy(c)} bobbed along on top.`,
            `${Toy(c)} bobbed along on top of the basket, and ${h(c)} gave ${toy(c)} a squeeze now and then.`,
            `${Toy(c)} rode on top of the basket all the way, bobbing up and down, and every now and then ${h(c)} reached over and gave ${toy(c)} a squeeze, just to check that nothing had fallen out.`,
          )
        : by(
            c,
            `They sang a walking song.`,
            `They sang a walking song to keep in step, and the ball bounced along in front.`,
          ),
    (c) =>
      by(
        c,
        `They stopped at the road and looked both ways.`,
        `At the road they stopped, looked left and right and left again, and crossed hand in hand.`,
        `At the big road they stopped at the kerb, looked left and right and left again, and waited for a red bus to rumble past before they crossed, hand in hand, the basket swinging.`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} jumped over a puddle. Splash!`,
        `${h(c)} jumped over a puddle, nearly, and ${f(c)} pretended not to see the wet sock.`,
        `${h(c)} took a run at a big puddle and jumped, and very nearly made it, and ${f(c)} kindly pretended not to notice one wet sock.`,
      ),
    (c) =>
      by(
        c,
        `A duck and her ducklings crossed the path.`,
        `A duck and six ducklings waddled across the path, and ${h(c)} and ${f(c)} stood still and let them pass.`,
        `Halfway there, a mother duck and six fluffy ducklings waddled across the path in a wobbly line, and ${h(c)} and ${f(c)} stood as still as statues, the basket between them, until the very last duckling had hopped into the grass.`,
      ),
    (c) =>
      by(
        c,
        `Then they saw ${there(c)}.`,
        `Then they came round the corner, and there was ${there(c)}, green and sunny and waiting.`,
        `Then they came round the last corner, and there lay ${there(c)}, wide and green and sunny, as if it had been waiting all morning just for them.`,
      ),
  ],
  there: [
    (c) =>
      by(
        c,
        `They spread the blanket on the grass${beachTop(c)}.`,
        `${They(c)} found a sunny spot ${spot(c)} and spread the red blanket out, flat and smooth.`,
        `${They(c)} walked about until they found the perfect spot ${spot(c)}, flat and sunny, with a big tree close by for shade, and together they shook out the red blanket and let it float down onto the ground.`,
      ),
    both(
      (c) =>
        by(
          c,
          `But ants came marching onto the blanket!`,
          `But as soon as they sat down, a long line of ants came marching across the blanket towards the basket.`,
          `But they had hardly sat down when ${h(c)} saw a tiny black line moving across the checks: ants, hundreds of them, marching straight for the basket, because they had put the blanket right next to their anthill.`,
        ),
      (c) =>
        by(
          c,
          `They moved the blanket away from the anthill.`,
          `So they picked up the blanket by its corners and moved it a good way off, away from the anthill.`,
          `"They were here first," laughed ${f(c)}. So they shook the ants off gently, picked up the blanket by its four corners, and carried it a good long way from the anthill, where the grass was short and nobody lived.`,
        ),
    ),
    both(
      (c) =>
        by(
          c,
          `Whoosh! The wind grabbed the napkins!`,
          `Then a gust of wind came whooshing, and lifted the napkins and the corner of the blanket into the air.`,
          `Then, whoosh, a gust of wind came rushing across ${there(c)}. It lifted the corners of the blanket, flipped the napkins into the air like white birds, and tried to carry off the paper cups as well.`,
        ),
      (c) =>
        !pegged(c)
          ? by(
              c,
              `They held everything down with their shoes.`,
              `${h(c)} caught the napkins, and they weighed the corners of the blanket down with their shoes and the heavy basket, and the wind could blow as much as it liked.`,
            )
          : by(
              c,
              `${h(c)} pinned it all down with the clothes pegs.`,
              `But ${h(c)} had the clothes pegs! ${He(c)} pegged the napkins to the basket and the blanket to the grass.`,
              `But ${h(c)} remembered the clothes pegs in ${his(c)} pocket. ${He(c)} ran after the napkins, caught them, and pegged them to the handle of the basket, and pegged the corners of the blanket to tufts of grass, and the wind could blow as much as it liked.`,
            ),
    ),
    both(
      (c) =>
        by(
          c,
          `A wasp buzzed around the juice.`,
          `When they poured the juice, a wasp came buzzing, round and round the cups and ${h(c)}'s nose.`,
          `When they poured the apple juice, a wasp came buzzing out of nowhere, round and round the cups, round ${h(c)}'s nose, and ${h(c)} sat as still as a stone, which is the hardest thing in the world with a wasp on your knee.`,
        ),
      (c) =>
        by(
          c,
          `${F(c)} put jam on the saucer, far away.`,
          `${F(c)} put a spoonful of jam on the saucer and set it down a few steps away. The wasp went straight to it.`,
          `"Now you'll see what the saucer is for," whispered ${f(c)}. ${F(c)} put a big spoonful of jam on the old saucer and set it down in the grass a few steps away, and the wasp left the juice at once and settled on the jam, humming happily, and stayed there.`,
        ),
    ),
    (c) =>
      by(
        c,
        `Then they played ${ball(c) ? 'ball' : 'tag'} until they were puffed.`,
        ball(c)
          ? `Then they played with the red ball: throwing, catching and chasing, until they were both puffed out.`
          : `Then they played tag round the tree, and hide-and-seek behind it, until they were both puffed out.`,
        ball(c)
          ? `After that they played with the red ball, throwing and catching and chasing, and ${h(c)} kicked it so high that it nearly landed in the tree, and they ran until they were both red in the face and had to lie down on the blanket to get their breath back.`
          : `After that they played tag round the big tree, and then hide-and-seek, though there was only one tree to hide behind, and they ran until they were both red in the face and had to lie down on the blanket to get their breath back.`,
      ),
    (c) =>
      hasToy(c)
        ? by(
            c,
            `${h(c)} made a daisy chain for ${toy(c)}.`,
            `${h(c)} made a daisy chain and hung it round ${toy(c)}'s neck, and ${toy(c)} looked very fine.`,
            `Then ${h(c)} picked daisies and made a long daisy chain, splitting each stalk with a thumbnail, and hung it round ${toy(c)}'s neck like a royal necklace, and sat ${toy(c)} up on the basket to be admired.`,
          )
        : by(
            c,
            `${h(c)} made a daisy chain.`,
            `${h(c)} made a daisy chain and hung it round ${f(c)}'s neck, like a royal necklace.`,
          ),
    (c) =>
      by(
        c,
        `${F(c)} dozed off and snored. ${h(c)} giggled.`,
        `${F(c)} lay back for a moment and dozed off, snoring softly, until ${h(c)} tickled ${f(c)}'s nose with a blade of grass.`,
        `${F(c)} lay back on the blanket, just for a moment, and dozed off with a soft little snore, until ${h(c)} crept up and tickled ${f(c)}'s nose with a long blade of grass, and ${f(c)} sneezed so hard that a blackbird flew up out of the tree.`,
      ),
    (c) =>
      by(
        c,
        `A grey cloud came over the trees.`,
        `Then a grey cloud came sailing over the trees, and the wind smelled of rain.`,
        `Then one of the grey clouds from the west came sailing slowly over the trees, and the wind turned cool and smelled of rain, and ${f(c)} looked up at it and said, "Hmm."`,
      ),
  ],
};

const step = moments<EnCtx>('picnic', STEPS, outingKey);

const quiet: Bank<EnCtx> = afterMoments<EnCtx>(
  'picnic',
  STEPS,
  outingKey,
  eachOnce<EnCtx>('picnic-quiet', [
    (c) =>
      outingKey(c) === 'kitchen'
        ? by(
            c,
            `The kettle sang on the stove.`,
            `The kettle sang on the stove for ${f(c)}'s tea, and the clock on the wall ticked towards picnic time.`,
          )
        : null,
    (c) =>
      outingKey(c) === 'garden'
        ? by(
            c,
            `A blackbird hopped about on the lawn.`,
            `A blackbird hopped about on the lawn, looking for worms, and did not care one bit about picnics.`,
          )
        : null,
    (c) =>
      outingKey(c) === 'woodshed'
        ? by(
            c,
            `The shed smelled of wood and old apples.`,
            `The shed smelled of sawdust and old apples, and the light came in through a crack in the door.`,
          )
        : null,
    (c) =>
      outingKey(c) === 'way'
        ? by(
            c,
            `${h(c)} counted the steps out loud.`,
            `${h(c)} counted the steps out loud, got to a hundred and forty, and then lost count and started again.`,
          )
        : null,
    (c) =>
      outingKey(c) === 'way'
        ? by(
            c,
            `The sun was warm on their backs.`,
            `The sun was warm on their backs, and the basket creaked in time with their steps.`,
          )
        : null,
    (c) =>
      outingKey(c) === 'there'
        ? by(
            c,
            `A bumblebee hummed in the clover.`,
            `A fat bumblebee hummed in the clover beside the blanket, far too busy to bother anyone.`,
          )
        : null,
    (c) =>
      outingKey(c) === 'there' && hasToy(c)
        ? by(
            c,
            `${h(c)} gave ${toy(c)} a hug.`,
            `${h(c)} sat ${toy(c)} up against the basket, so ${toy(c)} could see everything too.`,
          )
        : null,
    (c) =>
      outingKey(c) === 'there'
        ? by(
            c,
            `${F(c)} lay back and looked at the clouds.`,
            `${F(c)} lay back on the blanket and found a cloud shaped like a rabbit, and ${h(c)} found one shaped like a boot.`,
          )
        : null,
  ]),
);

export const picnic: GoalTexts<EnCtx> = {
  want: [
    (c) =>
      by(
        c,
        hasToy(c)
          ? `Today ${h(c)}, ${f(c)} and ${toy(c)} were going on a picnic!`
          : `Today ${h(c)} and ${f(c)} were going on a picnic!`,
        `Today ${h(c)} and ${f(c)} were going on a picnic ${thereIn(c)}, and ${h(c)} had been looking forward to it all week.${hasToy(c) ? ` So had ${toyHis(c)}, who was coming too, of course, tucked under ${his(c)} arm.` : ''}`,
      ),
  ],
  show: [
    (c) =>
      by(
        c,
        `${h(c)} loved eating outside best of all.`,
        `Food tastes twice as good outside, ${h(c)} always said, and a picnic is the best way to eat outside.`,
      ),
  ],
  problem: [
    (c) =>
      by(
        c,
        `But a picnic needs lots of things.`,
        `But a picnic needs a lot of things: a basket, a blanket, food for everyone, and luck with the weather.`,
      ),
  ],
  decide: [
    (c) =>
      by(
        c,
        `"Let's get everything ready!" said ${h(c)}.`,
        `"Let's get everything ready," said ${h(c)}, "and go!"`,
      ),
  ],
  attempt: [...step, ...quiet],
  progress: [...step, ...quiet],
  advice: eachOnce<EnCtx>('picnic-advice', [
    (c) =>
      c.helper
        ? by(
            c,
            `"Take something for the rain," said ${c.helper.name}.`,
            `"Take something for the rain," said ${c.helper.name}, "and something for the wind, too."`,
          )
        : null,
  ]),
  ask: eachOnce<EnCtx>('picnic-ask', [
    (c) =>
      by(
        c,
        `"Is there room for everything?" asked ${h(c)}.`,
        `"Will it all fit in one basket?" ${h(c)} asked ${c.helper?.name ?? f(c)}.`,
      ),
  ]),
  turn: {
    brave: [
      (c) =>
        by(
          c,
          `A big dog came running for the ${treat(c)}! ${h(c)} threw ${toss(c)}, and off it ran.`,
          `Then a big shaggy dog came bounding across ${there(c)}, nose first, straight for the ${treat(c)}. ${h(c)} did not run away. ${He(c)} grabbed ${toss(c)} and threw it as far as ${he(c)} could, and the dog spun round and raced after it.`,
        ),
    ],
    together: [
      (c) =>
        by(
          c,
          `A dog came for the ${treat(c)}! They threw ${toss(c)} together.`,
          `Then a big shaggy dog came bounding across ${there(c)}, straight for the ${treat(c)}. "${cap(tossWord(c))}!" cried ${h(c)} and ${f(c)} at once, and together they threw it far, far away, and the dog raced off after it.`,
        ),
    ],
    gift: [
      (c) =>
        c.gift
          ? by(
              c,
              `A dog came for the ${treat(c)}! ${h(c)} waved the ${c.gift.sg}, and threw ${toss(c)}.`,
              `Then a big shaggy dog came bounding straight for the ${treat(c)}. ${h(c)} waved the ${c.gift.sg} to make it look, and then threw ${toss(c)} far away, and the dog raced after it.`,
            )
          : null,
    ],
    clever: [
      (c) =>
        by(
          c,
          `A dog wanted the ${treat(c)}. ${h(c)} threw ${toss(c)} instead!`,
          `Then a big shaggy dog came bounding straight for the ${treat(c)}. ${h(c)} thought fast: dogs love food, but they love a game of fetch even more. ${He(c)} threw ${toss(c)} far away, and off went the dog.`,
        ),
    ],
  },
  resolution: [
    (c) =>
      by(
        c,
        `The dog brought ${ball(c) ? 'the ball' : 'the stick'} back. Then they ate the ${treat(c)} and everything else.`,
        `The dog brought ${ball(c) ? 'the ball' : 'the stick'} back, wagging, and its owner came running to say sorry. Then ${h(c)} and ${f(c)} sat down on the red blanket and ate, the ${treat(c)} first and then everything else in the basket, every last crumb, and it all tasted twice as good outside.`,
      ),
  ],
  home: eachOnce<EnCtx>('picnic-home', [
    (c) =>
      by(
        c,
        `They walked home, tired and happy.`,
        `${They(c)} walked home with the empty basket, tired and sticky and happy.`,
        `${They(c)} walked home with the empty basket, tired and sticky and happy. ${umbrella(c) ? `Halfway home a grey cloud let go of its rain, pitter-patter, but ${f(c)} put up the big green umbrella, and they walked on dry underneath it, the two of them and the basket, with a rainbow behind them.` : `Halfway home a grey cloud let go of its rain, pitter-patter, and they ran the last bit hand in hand, laughing, with a rainbow behind them.`}`,
      ),
    (c) =>
      !c.handed(['story:picnic-home:0']).length
        ? null
        : hasToy(c)
          ? by(
              c,
              `${Toy(c)} fell asleep in the basket.`,
              `On the way, ${toy(c)} fell asleep in the empty basket, and by the time they got home, so did ${h(c)}, almost.`,
            )
          : by(
              c,
              `At home ${h(c)} shook the crumbs off the blanket.`,
              `At home ${h(c)} shook the crumbs off the blanket for the birds, and hung it back on the line.`,
            ),
    (c) =>
      !c.handed(['story:picnic-home:0']).length
        ? null
        : by(
            c,
            `At supper ${h(c)} told the whole picnic, from the lid to the dog.`,
            `At supper ${h(c)} told the whole picnic, from the lid that would not shut to the dog who wanted the ${treat(c)}, and ${f(c)} did the dog's bark.`,
          ),
    (c) =>
      !c.handed(['story:picnic-home:0']).length
        ? null
        : by(
            c,
            `${F(c)} washed the cups, and ${h(c)} dried them.`,
            `Then ${f(c)} washed the cups and the saucer, and ${h(c)} dried them and put the basket back on its shelf, ready for next time.`,
          ),
  ]),
  reflection: eachOnce<EnCtx>('picnic-reflection', [
    (c) =>
      by(
        c,
        `The best food is food outside, ${h(c)} thought.`,
        mishaps(c).length > 1
          ? `${cap(listOf(mishaps(c), 'and'))}, ${h(c)} thought, and it was still the best picnic ever. Maybe because of them.`
          : `It was the best picnic ever, ${h(c)} thought, hungry dog and all.`,
      ),
  ]),
  refrain: [() => `Basket and blanket, a pot of jam, off on a picnic, here I am!`],
  title: [
    (c) => `${h(c)}'s Picnic`,
    (c) => `A Picnic ${cap(thereIn(c))}`,
    (c) => `${h(c)} and the Picnic Basket`,
  ],
};

/** Out to the kitchen, the garden, the shed; the way; the picnic spot. */
const GO: Record<string, (c: EnCtx) => string> = {
  kitchen: (c) =>
    by(c, `First ${they(c)} went into the kitchen.`, `First ${they(c)} went into the kitchen.`),
  garden: (c) =>
    by(
      c,
      `${h(c)} ran out into the garden.`,
      `Then ${h(c)} ran out into the garden for the blanket.`,
    ),
  woodshed: (c) =>
    by(c, `${They(c)} went out to the shed.`, `Then ${they(c)} went out to the shed for the ball.`),
  way: (c) =>
    by(
      c,
      `Then they set off for ${there(c)}.`,
      `Then they set off for ${there(c)}, ${c.place.in === 'in the village' ? 'through the village' : `along the path ${c.place.in}`}.`,
    ),
  there: (c) => by(c, `At last they came to ${there(c)}.`, `At last they were ${thereIn(c)}.`),
};

export const picnicScenes = {
  titles: [] as Bank<EnCtx>,
  travel: [(c: EnCtx) => GO[outingKey(c)]?.(c) ?? null] as Bank<EnCtx>,
};
