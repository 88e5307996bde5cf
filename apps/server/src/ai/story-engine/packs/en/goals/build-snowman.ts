// A snowman built in the snow: the plan with the family's parts first; at each place its own
// trouble (powdery snow, a ball running away down the hill, no carrot, a hat out of reach, a
// snowman leaning) and the part found there; the thing set aside at the start that wins the
// turn; and the snowman standing in the garden at the end, wearing what the family asked for.
import type { EnCtx } from '../../../compose/ctx-en';
import type { GoalTexts } from '../../../compose/pack-types';
import type { Bank } from '../../../compose/ctx-base';
import type { SceneSetting } from '../../../../scene-spec';
import type { SnowmanPart } from '../../../description/read-snowman';
import { COLOURS } from '../../../lexicon/colours';
import { by } from '../../by-band';
import {
  partHere,
  partsListed,
  snowBank,
  snowHitch,
  snowSpare,
  type SnowHitch,
  type SnowMoment,
  type SnowSpare,
} from '../../snowman-beats';
import { eachOnce } from '../../place-beats';

const h = (c: EnCtx) => c.hero.name;
/** Who helps here with hands: the grown-up met here, else a child friend, else one met before. */
const aide = (c: EnCtx) =>
  [c.helper, c.friend, ...c.helpersMet].find((a) => a?.person)?.name ?? 'Mum';
/** The one who speaks beside the hero, if anyone is there. */
const buddy = (c: EnCtx) => c.friend?.name ?? c.helper?.name;
const they = (c: EnCtx) => (c.friend ? c.team.name : h(c));
/** "they" for the two, "she" or "he" for the hero alone. */
const we = (c: EnCtx) => (c.friend ? 'they' : c.hero.he);
const We = (c: EnCtx) => we(c).charAt(0).toUpperCase() + we(c).slice(1);
const big = (c: EnCtx) => !!c.big;

/** How each part is named in the plan, and as it is found and put on. */
const PART: Record<SnowmanPart, { list: string; found: string; on: string }> = {
  carrot: {
    list: 'a carrot nose',
    found: 'a long orange carrot for the nose',
    on: 'the carrot nose',
  },
  stones: {
    list: 'stone eyes',
    found: '{two round black stones|two smooth black stones|two shiny black stones} for eyes',
    on: 'two stone eyes',
  },
  coal: {
    list: 'coal eyes',
    found: '{two lumps|two shiny lumps|two small lumps} of coal for eyes',
    on: 'two coal eyes',
  },
  arms: {
    list: 'stick arms',
    found: '{two crooked sticks|two bendy sticks|two knobbly sticks} for arms',
    on: 'two stick arms',
  },
  scarf: {
    list: 'a scarf',
    found: '{an old striped scarf|a long striped scarf|a faded striped scarf}',
    on: 'the striped scarf',
  },
  hat: {
    list: 'a hat',
    found: '{a battered old hat|a floppy old hat|a dented old hat}',
    on: 'the old hat',
  },
  beanie: { list: 'a woolly hat', found: 'a fuzzy old woolly hat', on: 'the woolly hat' },
  bucket: {
    list: 'a bucket for a hat',
    found: 'an old dented bucket for a hat',
    on: 'the bucket on its head',
  },
  buttons: {
    list: 'buttons',
    found: 'a handful of {buttons|shiny buttons|old buttons} for the tummy',
    on: 'a row of buttons',
  },
};

type PartWords = { list: string; found: string; on: string };
const an = (w: string) => `${/^[aeiou]/.test(w) ? 'an' : 'a'} ${w}`;
/** The parts that take the colour the family gave them: "a battered old black hat". */
const COLOURED: Partial<Record<SnowmanPart, (a: string) => PartWords>> = {
  hat: (a) => ({ list: an(`${a} hat`), found: `a battered old ${a} hat`, on: `the ${a} hat` }),
  beanie: (a) => ({
    list: an(`${a} woolly hat`),
    found: `a fuzzy old ${a} woolly hat`,
    on: `the ${a} woolly hat`,
  }),
  bucket: (a) => ({
    list: an(`${a} bucket for a hat`),
    found: `an old dented ${a} bucket for a hat`,
    on: `the ${a} bucket on its head`,
  }),
  scarf: (a) => ({ list: an(`${a} scarf`), found: `an old ${a} scarf`, on: `the ${a} scarf` }),
  buttons: (a) => ({
    list: `${a} buttons`,
    found: `a handful of ${a} buttons for the tummy`,
    on: `a row of ${a} buttons`,
  }),
};
/** The part as the family described it, in the colour they gave it. */
const partOf = (c: EnCtx, p: SnowmanPart): PartWords => {
  const colour = c.partColours?.[p];
  const coloured = colour ? COLOURED[p] : undefined;
  return colour && coloured ? coloured(COLOURS[colour].en) : PART[p];
};

const join = (xs: string[]) =>
  xs.length <= 1 ? (xs[0] ?? '') : `${xs.slice(0, -1).join(', ')} and ${xs[xs.length - 1]}`;
const listed = (c: EnCtx) => join(partsListed(c).map((p) => partOf(c, p).list));
/** What it wears at the end: the plan's parts, and a carrot nose whatever the plan said. */
const wearing = (c: EnCtx) =>
  join([...new Set<SnowmanPart>(['carrot', ...partsListed(c)])].map((p) => partOf(c, p).on));
/** The kitchen had no carrot, and the story has not yet told where one came from. */
const noseOpen = (c: EnCtx) =>
  c.handed(['kitchen:hitch']).length > 0 && c.handed(['kitchen:fix']).length === 0;
const aSnowman = (c: EnCtx) => (big(c) ? 'the biggest snowman in the world' : 'a snowman');

/** The thing set aside, as it is first put ready and as it wins the turn. */
const SPARE: Record<SnowSpare, { ready: string; short: string; saves: (c: EnCtx) => string }> = {
  sledge: {
    ready: 'the old red sledge',
    short: 'the red sledge',
    saves: (c) =>
      `${we(c)} heaved the head onto the red sledge, pulled it right up beside the snowman and rolled it gently into place`,
  },
  bucket: {
    ready: 'a bucket of water',
    short: 'the bucket of water',
    saves: (c) =>
      `${h(c)} splashed a little water where the head sat, and in the cold it froze, holding the head on as tight as glue`,
  },
  plank: {
    ready: 'a long plank from the woodshed',
    short: 'the long plank',
    saves: (c) =>
      `${we(c)} leaned the long plank against the snowman like a ramp and rolled the head up it, slowly, slowly, until it sat on top`,
  },
};
const spare = (c: EnCtx) => SPARE[snowSpare(c)];

/** The part found here, as a sentence, or nothing when the place has none left. */
const found = (c: EnCtx): string => {
  const part = partHere(c);
  if (!part) return '';
  return by(
    c,
    ` ${We(c)} found ${partOf(c, part).found}.`,
    ` ${c.place.in.charAt(0).toUpperCase()}${c.place.in.slice(1)} ${we(c)} {also found|found|came across} ${partOf(c, part).found}.`,
    ` And ${c.place.in} ${we(c)} found just what the plan needed: ${partOf(c, part).found}.`,
  );
};

/** What a longer day brings at each place after its own hold-up: what goes a little wrong, and what helps. */
const MORE: Record<
  Exclude<SnowMoment, SnowHitch>,
  { trouble: (c: EnCtx) => string; fix: (c: EnCtx) => string }
> = {
  lumpy: {
    trouble: (c) =>
      by(
        c,
        `The ball got full of grass and leaves!`,
        `${they(c)} rolled the big ball along, but where the snow was thin it picked up {grass and dead leaves|grass and twigs|leaves and mud} and went lumpy like a potato.`,
        `${they(c)} rolled the big ball across the field, but where the snow was thin it picked up grass, dead leaves and the odd twig, until it was as lumpy and spotty as an old potato.`,
      ),
    fix: (c) =>
      by(
        c,
        `${We(c)} rolled it in the deep snow.`,
        `${We(c)} turned and rolled the ball back through the deep, untouched snow, and patted it {smooth and white|round and white|white again} with ${c.friend ? 'their' : c.hero.his} mittens.`,
        `${We(c)} turned and rolled the ball back through the deep, untouched snow along the edge, patting and smoothing it with ${c.friend ? 'their' : c.hero.his} mittens until it was round and white again, with all the leaves hidden inside.`,
      ),
  },
  heavy: {
    trouble: (c) =>
      by(
        c,
        `The ball got so heavy. It was stuck!`,
        `The ball grew bigger and bigger, until it was so heavy that it stood {stock still|quite stuck|as stuck as a rock}, however hard ${h(c)} pushed.`,
        `The ball grew with every turn, until it was so big and heavy that it stuck fast in the middle of the field, and ${h(c)} could push as much as ${c.hero.he} liked, with hands and shoulder both.`,
      ),
    fix: (c) =>
      by(
        c,
        `They all pushed together: one, two, three!`,
        `${aide(c)} came and put a shoulder to it, and on "one, two, three" they pushed together. Slowly the ball rolled on{| and left a green track behind it| towards the garden}.`,
        `${aide(c)} came and put a shoulder to it beside ${h(c)}, and on "one, two, three!" they pushed together, until the ball slowly began to roll again, leaving a long green track in the snow behind it.`,
      ),
  },
  uphill: {
    trouble: (c) =>
      by(
        c,
        `Up the hill the ball rolled back!`,
        `${they(c)} tried to roll the next ball up the hill, but it was too steep, and the ball rolled {back again|straight back|down again} every time.`,
        `${they(c)} tried to roll the next ball up the hill, but the hill was so steep that the ball rolled back every time they stopped for breath, and twice it nearly went over ${h(c)}'s toes.`,
      ),
    fix: (c) =>
      by(
        c,
        `${We(c)} rolled it across the slope, zigzag.`,
        `So ${we(c)} rolled it across the slope, back and forth in a zigzag, and that way the ball {got up in the end|made it all the way|reached the top}.`,
        `Then ${we(c)} worked out that the ball did not have to go straight up: they rolled it across the slope, back and forth in a zigzag, the way skiers do, and bit by bit it reached the top.`,
      ),
  },
  icy: {
    trouble: (c) =>
      by(
        c,
        `The hill was slippery! ${h(c)} slid.`,
        `The sledges had made the hill {as shiny as ice|as slippery as glass|icy and shiny}, and ${h(c)}'s boots slid backwards at every step.`,
        `All the sledges had polished the hill as shiny as a mirror, and ${h(c)}'s boots slid backwards at every step, so ${c.hero.he} mostly stood stamping in the same spot.`,
      ),
    fix: (c) =>
      by(
        c,
        `${h(c)} walked in the deep snow at the side.`,
        `${h(c)} moved over into the deep snow along the edge and put ${c.hero.his} feet {sideways|crossways|sideways, step by step}, and then they held.`,
        `${h(c)} moved over into the deep snow along the edge of the hill and set ${c.hero.his} feet sideways, step by step, the way Grandpa does on a ski trail, and then every single step held.`,
      ),
  },
  drip: {
    trouble: (c) =>
      by(
        c,
        `The mittens dripped on the floor!`,
        `${h(c)}'s mittens and boots dripped, and soon {little puddles|shiny puddles|puddles} lay all over the kitchen floor.`,
        `${h(c)}'s mittens and boots were full of melting snow, and soon it was dripping everywhere, until small shiny puddles lay all over the kitchen floor.`,
      ),
    fix: (c) =>
      by(
        c,
        `The mittens hung on the radiator.`,
        `${aide(c)} put newspaper under the boots, and the mittens hung on the radiator until they {were warm|were dry|steamed}.`,
        `${aide(c)} put newspaper under the boots and hung the mittens on the radiator, where they steamed and grew warm, and ${h(c)} mopped up the puddles with an old cloth.`,
      ),
  },
  thermos: {
    trouble: (c) =>
      by(
        c,
        `The thermos lid would not go on!`,
        `${h(c)} wanted to take hot cocoa outside, but the thermos lid {would not screw on|sat crooked|would not go on}, and the cocoa sloshed.`,
        `${h(c)} wanted to take hot cocoa out for the snowman work, but the thermos lid sat crooked and would not screw on, and the cocoa sloshed dangerously close to the rim.`,
      ),
    fix: (c) =>
      by(
        c,
        `The right way round, and the lid was on!`,
        `${aide(c)} turned the lid the right way round, and with a little twist it was on. Now the cocoa could {come outside|come along|wait in the snow}.`,
        `${aide(c)} showed that the lid had to be turned the right way round first, and with a little twist it was on tight. Now the cocoa could come outside and wait in a snowdrift beside the snowman.`,
      ),
  },
  dark: {
    trouble: (c) =>
      by(
        c,
        `Bang! The door shut. It was dark.`,
        `Bang! The woodshed door blew shut, and it was so dark that ${h(c)} {could not see a thing|could not see a hand in front of ${c.hero.his} face|saw only a strip of light}.`,
        `Bang! The woodshed door blew shut behind them, and suddenly it was so dark that ${h(c)} could see only a thin strip of light under the door, and smell the logs and the old sacks.`,
      ),
    fix: (c) =>
      by(
        c,
        `A log held the door open.`,
        `${h(c)} found the door with ${c.hero.his} hands, pushed it open and set a log in front of it, so the light {could come in|poured in|came back}.`,
        `${h(c)} felt ${c.hero.his} way to the door, pushed it open and wedged a heavy log against it, so the grey winter light poured back in over the shelves.`,
      ),
  },
  spider: {
    trouble: (c) =>
      by(
        c,
        `A spider sat in the box!`,
        `In the box, right on the top scarf, sat a {big, sleepy|fat, drowsy|little, sleepy} spider, looking at them.`,
        `In the box, right on the top scarf, sat a fat, sleepy spider that had made itself a winter nest there, and it clearly had no plans to move.`,
      ),
    fix: (c) =>
      by(
        c,
        `${h(c)} carried the spider to a cosy corner.`,
        `${h(c)} let the spider climb onto a stick and carried it gently to a cosy corner behind the logs.`,
        `${h(c)} held out a stick, waited patiently until the spider climbed on, and carried it gently to a snug corner behind the logs, where it could sleep out the winter in peace.`,
      ),
  },
  smooth: {
    trouble: (c) =>
      by(
        c,
        `The snowman's tummy was bumpy.`,
        `The middle ball was {full of bumps|bumpy and crooked|all dents and bumps}, and the snowman looked as if he had eaten too many buns.`,
        `The middle ball was full of bumps and dents from all the rolling, and the snowman looked as if he had eaten far too many buns for breakfast.`,
      ),
    fix: (c) =>
      by(
        c,
        `${We(c)} smoothed the tummy with ${c.friend ? 'their' : c.hero.his} mittens.`,
        `${We(c)} stroked and smoothed with ${c.friend ? 'their' : c.hero.his} mittens and filled the dents with fresh snow, until the tummy was {round and shiny|smooth and neat|round as a ball}.`,
        `${We(c)} stroked and smoothed with ${c.friend ? 'their' : c.hero.his} mittens and filled every dent with a handful of fresh snow, until the tummy was so round and shiny it almost gleamed in the grey light.`,
      ),
  },
  mitten: {
    trouble: (c) =>
      by(
        c,
        `Whoops! A mitten vanished in the snow.`,
        `When ${h(c)} pulled an arm out of a deep drift, the mitten {stayed behind|got left|was gone} somewhere down in all the snow.`,
        `When ${h(c)} pulled an arm out of a deep drift, the mitten was gone, swallowed by the snow somewhere down there, and the hand went red and cold in a moment.`,
      ),
    fix: (c) =>
      by(
        c,
        `${We(c)} dug in the hole. There was the mitten!`,
        `${We(c)} followed the arm-hole down and dug {carefully|with both hands|like a dog}, and there lay the mitten, full of snow. ${h(c)} shook it out and pulled it back on.`,
        `${We(c)} followed the little hole the arm had made and dug carefully with both hands, until a blue thumb poked up out of the snow. ${h(c)} shook the mitten empty and pulled it back on, cold, but whole.`,
      ),
  },
  sledgers: {
    trouble: (c) =>
      by(
        c,
        `Sledges came straight at the ball!`,
        `Some children on a sledge came {whizzing|flying|racing} down the hill, straight towards ${h(c)}'s snowball.`,
        `Three children on one sledge came whizzing down the hill, shrieking and laughing, and they were heading straight for ${h(c)}'s snowball, which lay right in the middle of the run.`,
      ),
    fix: (c) =>
      by(
        c,
        `"Watch out!" called ${h(c)}. They swerved.`,
        `"Mind the ball!" called ${h(c)}, and the children swerved at the last moment, and afterwards they helped roll it off the run.`,
        `"Mind the snowman!" called ${h(c)}, and the children swerved at the last moment in a cloud of snow. Afterwards they climbed back up and helped roll the ball safely off the run.`,
      ),
  },
  plan: {
    trouble: (c) =>
      by(
        c,
        `The plan was wet. The ink ran!`,
        `The plan on the envelope had got wet in a pocket, and the ink had run {everywhere|into blue clouds|in streaks}, so nobody could read it.`,
        `The plan on the envelope had spent all morning in a wet pocket, and now the ink had run into blue clouds, so nobody could tell any more where the arms or the scarf should go.`,
      ),
    fix: (c) =>
      by(
        c,
        `${h(c)} drew the plan again, in pencil.`,
        `At the kitchen table ${h(c)} drew the plan again, in pencil this time, because pencil does not run.`,
        `At the kitchen table ${h(c)} drew the plan all over again, in pencil this time, because pencil does not run, and put it in a plastic bag before it went back outside.`,
      ),
  },
  barrow: {
    trouble: (c) =>
      by(
        c,
        `The wheelbarrow would not roll!`,
        `${h(c)} wanted to carry everything in the wheelbarrow, but the wheel {was stuck|was frozen fast|would not turn} in the ice.`,
        `${h(c)} wanted to wheel everything out to the garden in the old wheelbarrow, but the wheel was frozen into a lump of ice and would not turn, however hard ${c.hero.he} pushed.`,
      ),
    fix: (c) =>
      by(
        c,
        `${aide(c)} knocked the ice off. Now it rolled!`,
        `${aide(c)} knocked the ice loose with a log, knock, knock, and then the wheel creaked {into motion|round again|off}.`,
        `${aide(c)} tapped the lump of ice with a log, knock, knock, until it cracked, and then the wheel creaked round again, and the wheelbarrow was ready to go.`,
      ),
  },
  sign: {
    trouble: (c) =>
      by(
        c,
        `The pen would not write in the cold.`,
        `${h(c)} wanted to make a sign with the snowman's name, but the pen was so cold that it {would not write|only made grey streaks|had dried up}.`,
        `${h(c)} wanted to make a sign with the snowman's name, but the pen was so cold that it only made faint grey streaks on the cardboard.`,
      ),
    fix: (c) =>
      by(
        c,
        `${We(c)} wrote the name in the snow with a stick.`,
        `So ${we(c)} wrote the name in the snow in front of him instead, with a stick, {in big letters|in large letters|as big as could be}.`,
        `So ${we(c)} wrote the name in the snow in front of him instead, with a long stick and in big letters, and laid little twigs all round it, like a frame.`,
      ),
  },
  snowfall: {
    trouble: (c) =>
      by(
        c,
        `It began to snow again! The tracks vanished.`,
        `It began to snow again, big heavy flakes, and soon all the tracks were gone and the ball was covered in a white blanket.`,
        `Suddenly it began to snow again, big heavy flakes drifting down, and soon all the tracks were gone and the ball they had rolled lay under a thick white blanket.`,
      ),
    fix: (c) =>
      by(
        c,
        `New snow was good snow! The ball grew.`,
        `But the new snow was wet and sticky, just the best kind, and the ball grew faster than ever.`,
        `But the new snow was wet and sticky, just the best kind for snowmen, and when ${we(c)} rolled the ball on, it grew faster than ever.`,
      ),
  },
  dent: {
    trouble: (c) =>
      by(
        c,
        `A snowball hit the ball. Bang, a dent!`,
        `Some children were having a snowball fight on the hill, and one snowball hit the ball and made a big dent.`,
        `Some children were having a snowball fight further up the hill, and one snowball came whizzing down and hit the ball with a thump, leaving a dent as big as a soup plate.`,
      ),
    fix: (c) =>
      by(
        c,
        `${We(c)} filled the dent with snow.`,
        `${We(c)} filled the dent with fresh snow and patted it smooth, and the children called sorry and aimed somewhere else.`,
        `${We(c)} filled the dent with handful after handful of fresh snow and patted it smooth, and the children called sorry and moved their snowball fight well away.`,
      ),
  },
  mouth: {
    trouble: (c) =>
      by(
        c,
        `The snowman needed a mouth. No raisins left!`,
        `The snowman needed a mouth, but the raisin box in the cupboard was empty, apart from two old raisins.`,
        `The snowman had to have a mouth to smile with, but when ${h(c)} shook the raisin box from the cupboard, only two old, hard raisins fell out.`,
      ),
    fix: (c) =>
      by(
        c,
        `Blueberries from the freezer made a fine mouth!`,
        `${aide(c)} found a bag of blueberries in the freezer, and they became a wide blue smile.`,
        `${aide(c)} found a bag of frozen blueberries in the freezer, and they counted out twelve of them for a wide blue smile that would not melt for a long time.`,
      ),
  },
  broom: {
    trouble: (c) =>
      by(
        c,
        `The old broom was broken!`,
        `${h(c)} found an old broom for the snowman to hold, but the handle was snapped in the middle.`,
        `${h(c)} found an old broom behind the door, just like the ones snowmen hold in pictures, but the handle was snapped in the middle and flopped about.`,
      ),
    fix: (c) =>
      by(
        c,
        `A bit of string, and the broom was whole.`,
        `${aide(c)} wound string round the handle, tight and firm, and the broom was as good as new.`,
        `${aide(c)} wound string round the break, tight and firm, round and round, and the broom was nearly as good as new, ready for a snowman to hold.`,
      ),
  },
  shovel: {
    trouble: (c) =>
      by(
        c,
        `The snow was too deep to walk in!`,
        `The snow between the house and the snowman was so deep that anyone who wanted to see him had to wade up to the knees.`,
        `The snow between the back step and the snowman lay so deep that anyone who wanted to say hello to him had to wade up to the knees, and the big shovel was far too heavy for ${h(c)}.`,
      ),
    fix: (c) =>
      by(
        c,
        `${We(c)} dug a path with the little shovel.`,
        `${We(c)} fetched the little shovel and dug a narrow path, scoop by scoop, all the way to the snowman.`,
        `${We(c)} fetched the little children's shovel instead and dug a narrow, winding path, scoop by scoop, all the way from the back step to the snowman.`,
      ),
  },
  name: {
    trouble: (c) =>
      by(
        c,
        `What should the snowman be called? Nobody agreed!`,
        `What should the snowman be called? ${aide(c)} wanted "Frosty", ${h(c)} wanted "Mr Snowball", and {nobody would give in|they could not agree|neither would budge}.`,
        `Now the snowman needed a name, but that was easier said than done: ${aide(c)} wanted "Frosty", ${h(c)} wanted "Mr Snowball", and for a while they just stood there shaking their heads at each other.`,
      ),
    fix: (c) =>
      by(
        c,
        `He was called Mr Frosty Snowball!`,
        `In the end they put the names together: "Mr Frosty Snowball". It fitted {perfectly|just right|exactly}, and everyone laughed.`,
        `In the end they put the names together into "Mr Frosty Snowball", and it fitted so well that everyone laughed, because that was exactly what he looked like, round and cold and very pleased with himself.`,
      ),
  },
};

export const snowman: GoalTexts<EnCtx> = {
  want: [
    (c) =>
      by(
        c,
        `It had snowed all night! ${h(c)} wanted to build ${aSnowman(c)}.`,
        `It had snowed {all night|all night long|since teatime}, {thick and soft|soft and deep|deep and white}, and ${h(c)} knew {at once|straight away|right then} what to do: build ${aSnowman(c)}, with ${listed(c)}.`,
        `Overnight the whole world had turned white, and before breakfast was even finished ${h(c)} had decided: today ${c.friend ? 'they' : c.hero.he} would build ${aSnowman(c)}, with ${listed(c)}.`,
      ),
  ],
  show: [
    (c) =>
      by(
        c,
        `${h(c)} drew three big balls. By the door, just in case: ${spare(c).ready}.`,
        `${h(c)} drew the plan on the back of an envelope: three balls of snow, one on top of the other, with ${listed(c)}. And just in case, ${c.hero.he} put ${spare(c).ready} ready by the door.`,
        `${h(c)} drew the plan on the back of an old envelope: a big ball at the bottom, a middle one for the tummy, a small one for the head, and beside it, with arrows, ${listed(c)}. And just in case, though nobody could say quite why, ${c.hero.he} put ${spare(c).ready} ready by the back door.`,
      ),
  ],
  problem: [
    (c) =>
      by(
        c,
        big(c) ? `But the biggest snowman needs lots of snow!` : `But a snowman needs a lot!`,
        big(c)
          ? `But the biggest snowman in the world would need mountains of snow, and every single part on the list.`
          : `But a snowman needs {more than snow|more than just snow|a lot more than snow}: the right snow, and every part on the {list|list, too}.`,
        big(c)
          ? `But the biggest snowman in the world would need mountains of the right kind of snow, strong arms to roll it, and every single part on the list.`
          : `But a good snowman needs more than snow: the right kind of snow, strong arms to roll it, and every single part on the list.`,
      ),
  ],
  decide: [
    (c) =>
      by(
        c,
        `"Boots on! Let's go!" said ${h(c)}.`,
        `"{Boots, mittens, hats|Hats, boots, mittens|Mittens, hats, boots}!" {said|called|sang} ${h(c)}. "First the snow, then the {parts|bits|rest}."`,
        `"Right," said ${h(c)}, pulling on ${c.hero.his} mittens, "first we find snow that packs, and then we gather the parts, one by one."`,
      ),
  ],
  attempt: snowBank<EnCtx>(
    'trouble',
    (c, m) => {
      if (m in MORE) return MORE[m as keyof typeof MORE].trouble(c);
      switch (snowHitch(c)) {
        case 'powder':
          return by(
            c,
            `The snow was too dry. It would not stick!`,
            `${h(c)} {scooped up|grabbed|picked up} a {handful|mittenful|big handful} and {squeezed|pressed|squashed it}, but the snow ${c.place.in} was as dry as {sugar|flour|sand} and just fell apart{| at once| like dust}.`,
            `${h(c)} scooped up a big handful ${c.place.in} and pressed it hard, but the snow was as dry and light as icing sugar, and it trickled away between ${c.hero.his} mittens.`,
          );
        case 'runaway':
          return by(
            c,
            `Oh no! The big ball rolled down the hill!`,
            `${they(c)} rolled a ball at the top of the hill until it was {huge|enormous|as big as a barrel}, and then it {got away|broke loose|slipped away} and rolled down, {bump, bump, bump|bumpety-bump|whump, whump, whump}!`,
            `At the top of the hill the ball grew and grew as ${they(c)} pushed, until, with a wobble, it got away from them and went rolling down the slope, faster and faster, bump, bump, bump.`,
          );
        case 'nose':
          return by(
            c,
            `There was no carrot for the nose!`,
            `${h(c)} opened the vegetable drawer for a carrot, but it was empty{|, apart from an onion|, as empty as a drum}. {No carrot, no nose!|No carrot meant no nose!|No carrot? Then no nose!}`,
            `${h(c)} pulled open the vegetable drawer, sure there would be a carrot, but there was only half an onion and a lonely potato. No carrot meant no nose.`,
          );
        case 'shelf':
          return by(
            c,
            `The old box was up too high.`,
            `In the woodshed, the box of old hats and scarves sat on the {very top shelf|highest shelf|top shelf, behind the logs}, {far out of reach|well out of reach|out of reach of every arm}.`,
            `The box of old hats and scarves was in the woodshed, all right, but it sat on the very top shelf, behind the firewood, far out of reach of even the longest arm.`,
          );
        case 'lean':
          return by(
            c,
            `The snowman leaned like a sleepy tower.`,
            `${they(c)} {set|lifted|heaved} the middle ball on the big one, but it leaned to one side like a {sleepy tower|tired tower|wobbly tower}.`,
            `${they(c)} lifted the middle ball onto the big one, but it sat crooked and leaned to one side, like a tower that was very tired indeed.`,
          );
      }
    },
    [
      (c) =>
        by(
          c,
          `Brr! ${h(c)}'s fingers were cold.`,
          `${h(c)}'s mittens were {soaked|wet through|dripping}, and ${c.hero.his} fingers {stung with cold|were red with cold|tingled with cold}.`,
          `By now ${h(c)}'s mittens were soaked through, and ${c.hero.his} fingers stung so much that ${c.hero.he} had to tuck them under ${c.hero.his} arms for a while.`,
        ),
      (c) =>
        c.friend && !c.friend.person
          ? by(
              c,
              `${c.friend.name} jumped in the snow. Flump!`,
              `${c.friend.name} dived headfirst into a drift and came out white all over, sneezing.`,
              `${c.friend.name} thought the whole thing was a game, dived into the deepest drift and came up white from nose to tail, sneezing with delight.`,
            )
          : null,
      (c) =>
        by(
          c,
          `A clump of snow fell off a branch. Plop!`,
          `A {clump|lump|soft heap} of snow slid off a {branch|twig|fir branch} and landed {plop|flump|splat} on ${h(c)}'s {hat|head|nose}.`,
          `A clump of snow slid off a branch above and landed, plop, right on ${h(c)}'s hat, and some of it went down ${c.hero.his} neck.`,
        ),
    ],
  ),
  progress: snowBank<EnCtx>(
    'fix',
    (c, m) => {
      if (m in MORE) return MORE[m as keyof typeof MORE].fix(c);
      const line = ((): string => {
        switch (snowHitch(c)) {
          case 'powder':
            return by(
              c,
              `By the fence the snow was wet. It packed!`,
              `In the shade by the {fence|wall|shed} the snow was wetter, and when ${h(c)} {pressed|squeezed|packed} it, it held. The first ball began to {grow|get bigger|swell}.`,
              `In the shade by the fence, where the sun had not reached, the snow was wet and heavy, and when ${h(c)} pressed it, it held. Soon the first ball was rolling and growing.`,
            );
          case 'runaway':
            return by(
              c,
              `At the bottom it stopped. What a big ball!`,
              `At the bottom the ball stopped in a drift, {bigger than ever|twice as big|fatter than ever}. "That's our bottom ball!" {laughed|cried|called} ${h(c)}.`,
              `At the bottom it came to rest in a soft drift, twice as big as before. "Well," laughed ${h(c)}, "it rolled itself into the perfect bottom ball."`,
            );
          case 'nose':
            return by(
              c,
              `${aide(c)} found a carrot at the back.`,
              `"Wait," said ${aide(c)}, and reached into the very back of the fridge. There lay one last, long carrot.`,
              `"Hold on," said ${aide(c)}, and rummaged in the very back of the fridge, behind the jam, until out came one last carrot, long and orange and just a little bit bent.`,
            );
          case 'shelf':
            return by(
              c,
              `${h(c)} climbed on the chopping block.`,
              `${h(c)} climbed onto the old chopping block, {stretched|stood on tiptoe|reached up high}, and {pulled|slid|tugged} the box down.`,
              `${h(c)} dragged the old chopping block over, climbed up, stretched as tall as ${c.hero.he} could, and slid the box off the shelf.`,
            );
          case 'lean':
            return by(
              c,
              `${We(c)} patted snow in the gap.`,
              `${We(c)} {patted|pressed|packed} soft snow into the gap until the middle ball sat {straight|up straight|straight and steady}.`,
              `${We(c)} packed handful after handful of soft snow into the gap, patting and smoothing, until the middle ball sat straight and steady.`,
            );
        }
      })();
      // The carrot is what the kitchen gave: no second find told after it.
      if (snowHitch(c) === 'nose') {
        partHere(c, 'carrot');
        return line;
      }
      // The box from the top shelf holds what the woodshed gives.
      if (snowHitch(c) === 'shelf') {
        const part = partHere(c);
        return part
          ? `${line} {Inside lay|In it lay|At the bottom lay} ${partOf(c, part).found}.`
          : line;
      }
      return `${line}${found(c)}`;
    },
    [
      (c) =>
        by(
          c,
          `The snowman was growing!`,
          `Bit by bit, the snowman was getting closer.`,
          `Bit by bit, ball by ball, the snowman on the plan was turning into a real one.`,
        ),
      (c) =>
        by(
          c,
          `${h(c)} ticked a part off the list.`,
          `${h(c)} ticked one more part off the plan. Not long now!`,
          `${h(c)} ticked one more part off the plan with a wet mitten, which made the ink run, but it still counted.`,
        ),
    ],
  ),
  advice: eachOnce<EnCtx>('advice', [
    (c) =>
      c.helper
        ? by(
            c,
            `"Wet snow sticks best," said ${c.helper.name}.`,
            `"Look for wet snow in the shade," said ${c.helper.name}. "{Dry snow never sticks|Dry snow won't hold together|Powdery snow just falls apart}."`,
            `"The trick," said ${c.helper.name}, "is wet snow: look for it in the shade, where the sun has not dried it out."`,
          )
        : null,
    (c) =>
      c.helper
        ? by(
            c,
            `"Make the bottom ball the biggest," said ${c.helper.name}.`,
            `"The bottom ball must be the biggest," said ${c.helper.name}, "or the whole snowman will topple."`,
            `"Start with a big, fat bottom ball," said ${c.helper.name}, "because everything else sits on it, and a snowman with a thin bottom soon falls over."`,
          )
        : null,
    (c) =>
      c.helper
        ? by(
            c,
            `"Pat it smooth," said ${c.helper.name}.`,
            `"Pat each ball smooth as you go," said ${c.helper.name}, "and it will hold together better."`,
            `"Pat each ball smooth with your mittens as you go," said ${c.helper.name}, "then it freezes a little, and holds together far better."`,
          )
        : null,
    (c) =>
      c.helper
        ? by(
            c,
            `"I built one as a child," said ${c.helper.name}.`,
            `"When I was small, I built a snowman as tall as the door," said ${c.helper.name}.`,
            `"When I was your age," said ${c.helper.name}, "I built a snowman as tall as the front door, and it stood there until spring."`,
          )
        : null,
  ]),
  ask: [
    (c) =>
      c.helper
        ? by(
            c,
            `"Will you help {with the snowman|us build a snowman|with our snowman}?" asked ${h(c)}.`,
            `"${c.helper.name}, will you help us build the snowman?" asked ${h(c)}.`,
            `"${c.helper.name}," said ${h(c)}, holding up the soggy plan, "this snowman is too big for ${c.friend ? 'us' : 'me'} alone. Will you help?"`,
          )
        : null,
  ],
  turn: {
    brave: [
      (c) =>
        by(
          c,
          `The head was too heavy! But ${we(c)} had ${spare(c).short}.`,
          `Last of all came the head, but it was far too heavy to lift. Then ${h(c)} remembered ${spare(c).short}: ${spare(c).saves(c)}.`,
          `Last of all came the head, and it was so heavy that nobody could lift it that high. ${h(c)} almost gave up. Then ${c.hero.he} remembered ${spare(c).short} by the door, and ${spare(c).saves(c)}.`,
        ),
    ],
    together: [
      (c) =>
        by(
          c,
          `${aide(c)} and ${h(c)} used ${spare(c).short} together.`,
          `The head was too heavy to lift. "What did you put by the door?" asked ${aide(c)}, and together they fetched ${spare(c).short}: ${spare(c).saves(c)}.`,
          `The head was far too heavy to lift, even with everyone pushing. "What did you put by the back door this morning?" asked ${aide(c)}, and together they fetched ${spare(c).short}: ${spare(c).saves(c)}.`,
        ),
    ],
    gift: [
      (c) =>
        c.gift
          ? by(
              c,
              `The head held, and ${h(c)} added the ${c.gift.sg}.`,
              `The head was too heavy, but ${h(c)} had ${spare(c).short}: ${spare(c).saves(c)}. Then ${c.hero.he} tucked the ${c.gift.sg} into the scarf, for luck.`,
              `The head was too heavy to lift, but ${h(c)} had ${spare(c).short} ready: ${spare(c).saves(c)}. Last of all ${c.hero.he} tucked the ${c.gift.sg} into the snow, for luck.`,
            )
          : null,
    ],
    clever: [
      (c) =>
        by(
          c,
          `${h(c)} thought hard. Then: ${spare(c).short}!`,
          `The head was too heavy to lift, and ${h(c)} thought hard. Then ${c.hero.he} smiled: ${spare(c).saves(c)}.`,
          `The head was much too heavy to lift, so ${h(c)} stood very still and thought. Then ${c.hero.he} laughed, because the answer had been waiting by the door all morning: ${spare(c).saves(c)}.`,
        ),
    ],
  },
  resolution: [
    (c) =>
      (noseOpen(c)
        ? by(
            c,
            `${aide(c)} found a carrot after all. `,
            `${aide(c)} had found one last carrot at the back of the fridge after all. `,
            `${aide(c)} had found one last carrot at the back of the fridge after all, a little bent, but a nose is a nose. `,
          )
        : '') +
      by(
        c,
        `The snowman stood in the garden, with ${wearing(c)}! "Hello, snowman!" said ${h(c)}.`,
        `And there it stood in the {garden|middle of the garden|snowy garden}: ${big(c) ? 'the biggest snowman anyone had ever seen' : 'a real, round snowman'}, with ${wearing(c)}. ${h(c)} stepped back to look, and the snowman seemed to {smile back|wink|smile right back}.`,
        `And there it stood in the middle of the garden, ${big(c) ? 'taller than Dad and wider than the gate, the biggest snowman anyone on the street had ever seen' : 'round and white and proud'}, with ${wearing(c)}. ${h(c)} stepped back, cheeks red and nose running, and was quite sure the snowman was smiling.`,
      ),
  ],
  home: eachOnce<EnCtx>('home', [
    (c) =>
      by(
        c,
        `Then everyone went in for hot chocolate.`,
        `Then everyone stamped the snow off their boots and went in for {hot chocolate|hot chocolate and buns|mugs of hot chocolate}.`,
        `Then they stamped the snow off their boots, hung the wet mittens over the radiator and wrapped their cold hands round mugs of hot chocolate.`,
      ),
    (c) =>
      by(
        c,
        `Outside, the snowman seemed to wave.`,
        `Outside the window the snowman stood guard in the {blue evening|falling dusk|quiet evening}.`,
        `Outside the kitchen window the snowman stood guard over the garden in the blue evening light, as if it had always lived there.`,
      ),
  ]),
  reflection: eachOnce<EnCtx>('reflection', [
    (c) =>
      by(
        c,
        `Tomorrow the snowman could have a friend.`,
        `Tomorrow, ${h(c)} decided, the snowman would get a {little friend|snow dog|little brother}.`,
        `Tomorrow, ${h(c)} decided, if the snow held, the snowman would get a small friend to stand beside it.`,
      ),
    (c) =>
      by(
        c,
        `It was the best snowman ever.`,
        `${buddy(c) ? `"{Best snowman ever|The best snowman in the world|Our best one yet}!" said ${buddy(c)}, and ${h(c)} {agreed|nodded|had to agree}.` : `It was the best snowman ${h(c)} had ever made.`}`,
        `Nothing had gone quite to plan, from the powdery snow to the heavy head, and somehow that had made it the best snowman ${h(c)} had ever built.`,
      ),
  ]),
  refrain: [() => `Roll it big and roll it round, a snowman grows up from the ground!`],
  title: [
    (c) => `${h(c)}'s Snowman`,
    (c) => (big(c) ? `The Biggest Snowman in the World` : `The Snowman in the Garden`),
    (c) => `${h(c)} and the Snowman`,
  ],
};

/** The woodshed is a shed, not the warm house: cold, with logs, tools and the sledge on a nail. */
const woodshed: Bank<EnCtx> = [
  (c) =>
    c.place.id === 'woodshed'
      ? by(
          c,
          `The woodshed smelled of {wood|pine} and cold.`,
          `The woodshed was cold and dim, with logs stacked {to the roof|in neat rows} and a rake on a nail.`,
          `The woodshed was cold and dim and smelled of {pine|sawdust}; logs were stacked to the roof, and old tools hung on nails like a row of sleeping bats.`,
        )
      : null,
];

export const snowmanScenes = (setting: Partial<Record<SceneSetting, Bank<EnCtx>>>) => ({
  travel: snowmanTravel,
  setting: {
    ...setting,
    house: [
      ...woodshed,
      ...(setting.house ?? []).map((t) => (c: EnCtx) => (c.place.id === 'woodshed' ? null : t(c))),
    ],
  },
});

/** Going from place to place in the snow, or in to the kitchen: never over a bridge or a stream. */
const GO: Record<string, (c: EnCtx) => string> = {
  'snowy-field': (c) =>
    by(
      c,
      `Out they went to the snowy field.`,
      `${they(c)} {waded|tramped|ploughed} out to the snowy field, with snow up to ${c.friend ? 'their' : c.hero.his} {knees|knees and higher|knees, crunch by crunch}.`,
      `${they(c)} waded out to the snowy field, where the snow lay smooth and untouched, up to ${c.friend ? 'their' : c.hero.his} knees.`,
    ),
  'sledging-hill': (c) =>
    by(
      c,
      `Up the sledging hill they went.`,
      `${they(c)} trudged up the sledging hill, puffing little clouds.`,
      `${they(c)} trudged all the way up the sledging hill, puffing little clouds and stopping twice to get ${c.friend ? 'their' : c.hero.his} breath back.`,
    ),
  kitchen: (c) =>
    by(
      c,
      `In they went to the warm kitchen.`,
      `${they(c)} {shook|brushed|stamped} off the snow at the door and went into the {warm|cosy|steamy} kitchen.`,
      `${they(c)} shook the snow off at the back door and went into the kitchen, where the warm air made ${c.friend ? 'their' : c.hero.his} cheeks tingle.`,
    ),
  woodshed: (c) =>
    by(
      c,
      `Crunch, crunch, off to the woodshed.`,
      `${they(c)} {crunched|tramped|stomped} across the {yard|white yard|snowy yard} to the woodshed.`,
      `${they(c)} crunched across the white yard to the woodshed, leaving a wobbly line of footprints behind.`,
    ),
  'snowy-garden': (c) =>
    by(
      c,
      `Back to the garden they went.`,
      `${they(c)} {went|tramped|hurried} back to the garden, where the snowman was to stand.`,
      `${they(c)} went back to the garden, to the spot by the window where the snowman was going to stand.`,
    ),
};

export const snowmanTravel: Bank<EnCtx> = [
  (c) => GO[c.place.id]?.(c) ?? null,
  (c) =>
    by(
      c,
      `${they(c)} {stomped|crunched} ${c.place.to}.`,
      `${they(c)} {stomped|crunched|plodded} ${c.place.to}, {leaving footprints|kicking up snow}.`,
    ),
];
