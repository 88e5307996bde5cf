// The family's own pet gone missing (find `pet`): where it was last seen, its name called, the
// places a pet hides looked in room by room, a neighbour asked, a clue (the food tin, its bell,
// paw prints) that leads to it, found safe and carried home, fed, cuddled, curled up at bedtime.
import type { EnCtx } from '../../../compose/ctx-en';
import type { Tpl } from '../../../compose/ctx-base';
import type { GoalTexts } from '../../../compose/pack-types';
import { by } from '../../by-band';
import { eachOnce, inTurn } from '../../place-beats';
import { dogPet, hideAt, smallPet, type Hide } from '../../pet-search';
import { cap } from '../../../text';

const h = (c: EnCtx) => c.hero.name;
const his = (c: EnCtx) => c.hero.his;
/** The pet by name: "Max", or "the cat" when the family gave none. */
const o = (c: EnCtx) => c.other?.name ?? 'the cat';
const O = (c: EnCtx) => cap(o(c));
/** What it is called out to: its name, or "little one". */
const call = (c: EnCtx) => (c.other?.named ? o(c) : 'little one');
const Call = (c: EnCtx) => cap(call(c));
const it = (c: EnCtx) => c.other?.he ?? 'it';
const It = (c: EnCtx) => cap(it(c));
const its = (c: EnCtx) => c.other?.his ?? 'its';
const him = (c: EnCtx) => c.other?.him ?? 'it';
const kind = (c: EnCtx) => c.other?.kind ?? 'cat';
/** What it is, with its look: "a little brown dog". */
const aPet = (c: EnCtx) => {
  const what = `${c.other?.look ? `${c.other.look} ` : ''}${kind(c)}`;
  return `${/^[aeiou]/.test(what) ? 'an' : 'a'} ${what}`;
};
/** "Max, a little brown dog", told once at the start. */
const who = (c: EnCtx) => (c.other?.named ? `${o(c)}, ${aPet(c)}` : aPet(c));
/** Who is asked at home: the grown-up met, or Mum. */
const grown = (c: EnCtx) => c.helper?.name ?? 'Mum';
/** Where a small pet lives. */
const cage = (c: EnCtx) => (kind(c) === 'rabbit' ? 'hutch' : 'cage');

/** The places a pet hides in each room, looked in one by one. */
const SPOTS: Record<Hide, string[]> = {
  bedroom: ['under the bed', 'in the wardrobe', 'behind the curtains', 'in the toy box'],
  kitchen: [
    'under the table',
    'in the cupboard under the sink',
    'behind the bin',
    'in the shopping bag',
  ],
  bathroom: ['in the laundry basket', 'behind the bath', 'in the pile of towels', 'under the sink'],
  'living-room': [
    'under the sofa',
    'behind the bookcase',
    'inside a big slipper',
    'under the armchair',
  ],
  garage: ['behind the boxes', 'under the car', 'in a wellington boot', 'behind the bikes'],
  garden: ['under the bushes', 'up the apple tree', 'behind the compost heap', 'by the hedge'],
};
const spot = (c: EnCtx) => c.cycle(SPOTS[hideAt(c)]);
/** What was there instead. */
const INSTEAD = [
  'an odd sock',
  'a lost crayon',
  'a dusty ball',
  'a sleepy spider',
  'a button',
  'an old cardboard box',
];
const instead = (c: EnCtx) => c.cycle(INSTEAD);

const fill = (c: EnCtx, line: string) =>
  line
    .replace(/\{h\}/g, h(c))
    .replace(/\{o\}/g, o(c))
    .replace(/\{O\}/g, O(c))
    .replace(/\{it\}/g, it(c))
    .replace(/\{It\}/g, It(c))
    .replace(/\{its\}/g, its(c))
    .replace(/\{him\}/g, him(c))
    .replace(/\{his\}/g, his(c))
    .replace(/\{he\}/g, c.hero.he)
    .replace(/\{He\}/g, cap(c.hero.he))
    .replace(/\{kind\}/g, kind(c))
    .replace(/\{g\}/g, grown(c));
type Two = [young: string, mid: string];
/** A room's own lines, each told once a story and only in its room. */
const inRoom = (lines: Partial<Record<Hide, Two[]>>): Tpl<EnCtx>[] =>
  (Object.keys(lines) as Hide[]).flatMap((room) =>
    (lines[room] ?? []).map(
      (line) => (c: EnCtx) => (hideAt(c) === room ? fill(c, by(c, line[0], line[1])) : null),
    ),
  );

/** Each room's own looks: what is looked in, and what is there instead. */
const LOOKS: Partial<Record<Hide, Two[]>> = {
  bedroom: [
    [
      '{h} looked under the bed. Only dust!',
      '{h} lay flat on the rug and peered under the bed, but there was only dust, a lost sock and one very old biscuit.',
    ],
    [
      '{h} opened the wardrobe. Just coats.',
      '{h} opened the wardrobe and pushed the coats aside one by one, but nobody was sitting among the shoes.',
    ],
    [
      'The curtains moved! It was the wind.',
      'The curtains bulged as if something round sat behind them, but when {h} peeked, it was only the wind from the open window.',
    ],
    [
      '{h} tipped out the toy box. No {kind}.',
      '{h} lifted the teddies and the building blocks out of the toy box, one at a time, right down to the bottom. No {kind} in there.',
    ],
    [
      '{h} checked the warm bed. Empty!',
      '{h} felt the duvet for a warm lump, because {o} loved to sleep there, but the bed was cool and flat and empty.',
    ],
    [
      '{h} looked in the slippers. Empty!',
      '{h} peeked inside both of {his} slippers by the bed, because they were just the right size for hiding, but they were empty.',
    ],
  ],
  kitchen: [
    [
      '{h} looked under the table. Crumbs!',
      '{h} crawled under the kitchen table between all the chair legs, but there were only crumbs and a lost spoon.',
    ],
    [
      '{h} opened the cupboard. Just pots.',
      '{h} opened the cupboard under the sink very slowly, but there were only buckets, brushes and a bottle of washing-up liquid.',
    ],
    [
      'Something rustled in a bag. A crisp packet!',
      'Something rustled in the shopping bag by the door, and {h} held {his} breath, but it was only an empty crisp packet.',
    ],
    [
      '{h} looked behind the bin. Nothing.',
      '{h} peeked into the gap behind the bin, where it smelled a bit of old bananas, but there was no {kind} there.',
    ],
    [
      '{h} checked the food bowl. Still full.',
      '{h} checked {o}’s bowl again, hoping it would be empty, but every bit of food was still there.',
    ],
    [
      '{h} looked in the vegetable basket. Only potatoes.',
      '{h} looked in the vegetable basket by the stove, where it was warm and dark, but there were only potatoes and one soft onion.',
    ],
  ],
  bathroom: [
    [
      '{h} looked in the laundry basket. Socks!',
      '{h} dug down into the laundry basket, where it was soft and warm, but there were only socks, pyjamas and a damp towel.',
    ],
    [
      '{h} looked behind the bath. Dark and empty.',
      '{h} shone a torch into the dark gap behind the bath, but all it found was a rubber duck that had been lost for weeks.',
    ],
    [
      '{h} lifted the towels. Nobody there.',
      '{h} lifted the pile of towels one by one, because it would make a lovely cosy nest, but nobody was curled up inside.',
    ],
    [
      'Drip, drip, went the tap. No {kind}.',
      'The tap went drip, drip, and {h} listened between the drips for a scratch or a squeak, but the bathroom stayed quiet.',
    ],
    [
      '{h} looked in the bath. Just a sponge.',
      '{h} peeked over the edge of the bath, in case {o} had hopped in, but there was only a yellow sponge and the plug on its chain.',
    ],
    [
      '{h} looked behind the door. Only a dressing gown.',
      '{h} looked behind the bathroom door, where the dressing gowns hung down to the floor, but nobody was hiding in their folds.',
    ],
  ],
  'living-room': [
    [
      '{h} looked under the sofa. A lost sock!',
      '{h} lay on the floor and peered under the sofa, but found only a lost sock, two coins and a lot of fluff.',
    ],
    [
      '{h} lifted the cushions. Only crumbs.',
      '{h} lifted every cushion off the sofa and looked in the cracks, but there were only crumbs and a puzzle piece.',
    ],
    [
      '{h} looked behind the books. Nothing.',
      '{h} looked behind the bookcase, where it was narrow and dusty, but only a spider looked back.',
    ],
    [
      '{h} looked in a slipper. Empty!',
      '{h} picked up Dad’s big slipper, because {o} had slept in it once before, but it was empty and a bit smelly.',
    ],
    [
      '{h} looked under the armchair. Just dust.',
      '{h} tipped the armchair back a little and looked underneath, but there was nothing but dust and a lost hair clip.',
    ],
    [
      '{h} looked in the plant pot. Only soil.',
      '{h} looked in the big plant pot by the window, in case someone had been digging, but the soil was smooth and untouched.',
    ],
  ],
  garage: [
    [
      '{h} looked behind the boxes. Only dust.',
      '{h} moved the cardboard boxes one by one, very gently, but behind them there was only dust and an old paint tin.',
    ],
    [
      '{h} looked in the wellies. Empty!',
      '{h} tipped up every wellington boot by the garage door, because they made such good hiding holes, but they were all empty.',
    ],
    [
      '{h} looked behind the bikes. Nothing.',
      '{h} squeezed past the bikes to the back wall, but found only a flat football and a spider’s web.',
    ],
    [
      '{h} looked under the car. Too dark!',
      '{h} lay flat on the cold floor and looked under the car with a torch, but found only an oily rag and a lost screw.',
    ],
    [
      '{h} looked in the toolbox. No room!',
      '{h} opened the big toolbox, just in case, but it was so full of spanners that not even a mouse could have squeezed in.',
    ],
    [
      '{h} looked behind the wood. Dark!',
      '{h} looked behind the woodpile, where it was dark and smelled of pine, but only a woodlouse scurried away.',
    ],
    [
      '{h} looked in the wheelbarrow. Empty.',
      '{h} looked in the old wheelbarrow, full of dry leaves, but nothing was curled up in it.',
    ],
    [
      '{h} looked under the bench. Just tools.',
      '{h} looked under the workbench among the tins and tools, but found only a lost glove.',
    ],
    [
      '{h} looked in the pots. Only soil.',
      '{h} looked in the stack of old flowerpots by the door, one inside the other, but they held only dry soil and a snail.',
    ],
    [
      '{h} looked up on the shelf. Just jars.',
      '{h} climbed onto a crate to see the high shelf, but there were only jars of nails and a ball of string.',
    ],
  ],
  garden: [
    [
      '{h} looked under the bushes. Just leaves.',
      '{h} crouched down and looked under the bushes, where the leaves were thick and dry, but only a blackbird hopped out.',
    ],
    [
      '{h} looked up the apple tree. Only birds.',
      '{h} looked all the way up the apple tree, branch by branch, in case {o} had climbed up and could not get down, but there were only two sparrows.',
    ],
    [
      '{h} looked behind the compost. No {kind}.',
      '{h} looked behind the compost heap, which was warm and smelled of old grass, but no {kind} was hiding there.',
    ],
    [
      '{h} peeked over the fence. Not there.',
      '{h} stood on tiptoe and peeked over the fence into the neighbour’s garden, but saw only their trampoline and a sleepy hedgehog.',
    ],
    [
      '{h} looked by the hedge. Only a ball.',
      '{h} walked slowly along the hedge, calling softly, and found a lost tennis ball, but not {o}.',
    ],
    [
      '{h} looked in the playhouse. Empty!',
      '{h} opened the little door of the playhouse and looked inside, but there were only two dolls having a tea party.',
    ],
  ],
};

/** Each room's own clue: what says {o} was here, or went on from here. */
const CLUES_AT: Partial<Record<Hide, Two[]>> = {
  bedroom: [
    [
      'There were {kind} hairs on the pillow.',
      'On the pillow lay a few soft hairs. {O} had been here, and not long ago.',
    ],
    [
      'The bedroom door was open a crack.',
      'The bedroom door stood open just a crack, the width of a {kind}. Someone had slipped out this way.',
    ],
  ],
  kitchen: [
    [
      'Flour on the floor, and paw prints!',
      'Someone had knocked over the flour, and tiny paw prints ran through it towards the back door.',
    ],
    [
      'The flap in the door swung a little.',
      'The flap in the back door was still swinging a little, as if someone had just gone through it.',
    ],
  ],
  bathroom: [
    [
      'A wet paw print on the mat!',
      'On the bath mat was one small, damp paw print, pointing out of the door.',
    ],
  ],
  'living-room': [
    [
      'A chewed sock lay by the door.',
      'By the door lay one of {h}’s socks, chewed a little at the toe. {O} had played with it on the way.',
    ],
    [
      'The window was open a little.',
      'The window stood open a crack, and outside on the sill was a little smudge of paw.',
    ],
    [
      'There were crumbs of pet food!',
      'Under the armchair lay a few crumbs of {o}’s food, as if someone had carried them there for a midnight snack.',
    ],
  ],
  garage: [
    [
      'Chewed paper lay on the floor!',
      'On the garage floor lay little bits of chewed paper, in a trail that went behind the boxes.',
    ],
    [
      'A tiny sound came from inside.',
      'From inside the garage came a tiny sound: a scratch, and then a small, sad cry.',
    ],
  ],
  garden: [
    [
      'The neighbour had seen {o}!',
      'Over the fence, the neighbour called: "I saw {o} this morning, going round the back towards the garage!"',
    ],
    [
      'Paw prints in the mud!',
      'In the soft mud by the flowerbed were fresh paw prints, and they went towards the garage.',
    ],
  ],
};

/** What says {o} is near: the bell, the blanket, a tuft of fur. */
const CLUES: ((c: EnCtx) => string)[] = [
  (c) =>
    smallPet(c)
      ? by(
          c,
          `Then ${h(c)} heard it: scritch, scratch! Was that ${o(c)}?`,
          `Then, very faintly, ${h(c)} heard a tiny scritch-scratch, like little claws on a floor somewhere further on.`,
        )
      : by(
          c,
          `Then ${h(c)} heard it: a tiny jingle! ${O(c)}'s bell?`,
          `Then, very faintly, ${h(c)} heard a tiny jingle, like the little bell on ${o(c)}'s collar.`,
          `Then, so faintly that ${h(c)} held ${his(c)} breath to hear it, came a tiny jingle, just like the little bell on ${o(c)}'s collar, and it came from somewhere further on.`,
        ),
  (c) =>
    by(
      c,
      `${h(c)} found a tuft of soft ${kind(c)} fur.`,
      `Caught on a nail was a tuft of soft fur. ${O(c)} had been here!`,
      `Caught on a nail was a little tuft of soft fur, and ${h(c)} knew at once whose it was: ${o(c)} had squeezed past right here, not long ago.`,
    ),
  (c) =>
    by(
      c,
      `${O(c)}'s favourite blanket was gone too!`,
      `${O(c)}'s favourite blanket was gone from its basket too. Had ${it(c)} dragged it off somewhere warm?`,
      `Then ${h(c)} noticed that ${o(c)}'s favourite blanket was gone from its basket too, and wondered whether ${it(c)} had dragged it off to make a cosy bed somewhere warm.`,
    ),
];
/** Asleep at home at the end: told with the last thought, so every story reaches it. */
const bedtime = (c: EnCtx) =>
  by(
    c,
    `At bedtime ${o(c)} curled up ${smallPet(c) ? `in ${its(c)} ${cage(c)}` : `at the end of the bed`}. Goodnight!`,
    `At bedtime ${o(c)} curled up ${smallPet(c) ? `in the soft straw of ${its(c)} ${cage(c)}, with the door shut tight` : `at the end of ${h(c)}'s bed, warm and round and safe`}, and ${h(c)} fell asleep smiling.`,
    `At bedtime ${o(c)} curled up ${smallPet(c) ? `in the soft straw of ${its(c)} ${cage(c)}, the door shut tight and checked twice` : `at the end of ${h(c)}'s bed in a warm, round ball`}, and ${h(c)} lay listening to ${o(c)} breathing until ${his(c)} own eyes closed.`,
  );

export const petSearch: GoalTexts<EnCtx> = {
  want: [
    (c) =>
      by(
        c,
        `${h(c)} had a pet: ${who(c)}.`,
        smallPet(c)
          ? `${h(c)} had a pet, ${who(c)}, who lived in a ${cage(c)} in ${his(c)} room.`
          : `${h(c)} had a pet, ${who(c)}, who slept at the end of ${his(c)} bed {every night|all winter|whenever nobody was looking}.`,
        `${h(c)} had a pet, ${who(c)}, and every evening ${it(c)} ${smallPet(c) ? `ran round and round in ${its(c)} ${cage(c)} until ${h(c)} said goodnight` : `jumped up onto ${h(c)}'s duvet and purred or snored until morning`}.`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} loved ${o(c)} {so much|very much|best of all}.`,
        `${h(c)} loved ${o(c)} more than {anything|ice cream|all the toys in the house}, and ${o(c)} loved ${h(c)} back.`,
      ),
  ],
  problem: [
    (c) =>
      by(
        c,
        smallPet(c)
          ? `But one morning the ${cage(c)} was empty, and ${o(c)} was gone!`
          : `But one morning ${o(c)} was gone, and nobody knew where!`,
        smallPet(c)
          ? `But one morning the little door of the ${cage(c)} was open, and ${o(c)} was gone!`
          : `But one morning ${o(c)} did not come for breakfast. The bowl was still full, and ${o(c)} was gone!`,
        smallPet(c)
          ? `But one morning, when ${h(c)} came to say hello, the little door of the ${cage(c)} stood open, the straw was cold, and ${o(c)} was nowhere to be seen.`
          : `But one morning ${o(c)} did not come for breakfast. The bowl stood full by the door, nobody had seen ${him(c)} since last night, and ${o(c)} was gone.`,
      ),
  ],
  decide: [
    (c) =>
      by(
        c,
        `"Don't worry, ${call(c)}, I'll find you!" said ${h(c)}.`,
        `"Where did you see ${him(c)} last?" asked ${grown(c)}. "${smallPet(c) ? 'In the ' + cage(c) + ', last night' : 'By the back door, last night'}," said ${h(c)}. "I'll find ${him(c)}!"`,
        `"Let's start where ${o(c)} was seen last," said ${grown(c)} calmly, "and look in every place a ${kind(c)} likes to hide." ${h(c)} nodded and took the food tin along, just in case.`,
      ),
  ],
  attempt: [
    ...inRoom(LOOKS),
    (c) =>
      by(
        c,
        `${h(c)} looked ${spot(c)}. Only ${instead(c)}!`,
        `${h(c)} looked ${spot(c)} ${c.place.in}, but there was only ${instead(c)}. No sign of ${o(c)}.`,
        `${h(c)} got down on ${his(c)} knees and looked ${spot(c)} ${c.place.in}, but all that was there was ${instead(c)}, and no ${kind(c)} at all.`,
      ),
    (c) =>
      by(
        c,
        `"${Call(c)}!" called ${h(c)}. Nothing.`,
        `"${Call(c)}, where are you?" called ${h(c)} ${c.place.in}, and listened hard. Nothing.`,
        `"${Call(c)}! ${Call(c)}, where are you?" called ${h(c)} ${c.place.in}, and then stood very still to listen, but only the clock ticked.`,
      ),
    (c) =>
      by(
        c,
        `Something moved ${spot(c)}! But it was ${instead(c)}.`,
        `Something moved ${spot(c)}, and ${h(c)}'s heart jumped, but it was only ${instead(c)}.`,
        `Something rustled ${spot(c)}, and ${h(c)}'s heart gave a jump, but when ${c.hero.he} looked, it was only ${instead(c)}, rolling about in the draught.`,
      ),
    (c) =>
      dogPet(c)
        ? by(
            c,
            `${h(c)} whistled. But ${o(c)} did not come.`,
            `${h(c)} whistled ${o(c)}'s whistle, the one ${it(c)} always came running for. But ${o(c)} did not come.`,
          )
        : by(
            c,
            `${h(c)} shook the treat bag. No sign of ${o(c)}.`,
            `${h(c)} shook the bag of treats, which always made ${o(c)} come running. But not this time.`,
          ),
  ],
  progress: [...inRoom(CLUES_AT), ...CLUES],
  advice: [
    (c) =>
      by(
        c,
        `"${cap(kind(c))}s hide somewhere warm," said ${grown(c)}.`,
        `"A ${kind(c)} who is lost likes somewhere warm and quiet," said ${grown(c)}. "Look low, and listen."`,
        `"A ${kind(c)} who has got out hides somewhere warm and quiet, and keeps very still," said ${grown(c)}. "So we look low, we move softly, and we listen."`,
      ),
    (c) =>
      by(
        c,
        `"Take the food tin," said ${grown(c)}.`,
        `"Rattle the food tin," said ${grown(c)}. "${O(c)} always comes for that."`,
      ),
  ],
  ask: [
    (c) =>
      by(
        c,
        `"Have you seen ${o(c)}?" asked ${h(c)}.`,
        `"Have you seen ${o(c)}? ${It(c)}'s ${aPet(c)}," said ${h(c)}.`,
        `"Excuse me, have you seen ${o(c)}?" asked ${h(c)}. "${It(c)}'s ${aPet(c)}, and ${it(c)} has been gone since last night."`,
      ),
  ],
  turn: {
    brave: [
      (c) =>
        by(
          c,
          `It was dark ${c.place.in}, but ${h(c)} went in.`,
          `It was dark and dusty ${c.place.in}, but ${h(c)} took a deep breath and went in, one slow step at a time.`,
        ),
    ],
    together: [
      (c) =>
        by(
          c,
          `Everyone was quiet and listened. There! A tiny sound!`,
          `Everyone stood still and held their breath. Then, from a corner, came a tiny sound.`,
        ),
    ],
    gift: [
      (c) =>
        by(
          c,
          `${h(c)} shook the food tin, and something answered!`,
          `${h(c)} rattled the food tin, rattle, rattle, and from a corner came a tiny answer.`,
        ),
    ],
    clever: [
      (c) =>
        by(
          c,
          `${h(c)} thought: somewhere warm and quiet!`,
          `${h(c)} thought of every clue: warm, quiet, and close by. And ${c.hero.he} knew!`,
        ),
    ],
  },
  resolution: [
    (c) =>
      smallPet(c)
        ? by(
            c,
            `There was ${o(c)}, asleep behind the warm fridge!`,
            `And there, in the warm gap behind the fridge, curled up on a lost tea towel, lay ${o(c)}, fast asleep. ${h(c)} lifted ${him(c)} out very gently in both hands.`,
            `And there, in the warm gap behind the humming fridge, curled up on a lost tea towel like a little nest, lay ${o(c)}, fast asleep and safe. ${h(c)} reached in and lifted ${him(c)} out very gently in both hands, and ${o(c)} only yawned.`,
          )
        : by(
            c,
            `There was ${o(c)}, in the garage, on an old blanket!`,
            `And there, at the back of the garage, on an old blanket between the flowerpots, sat ${o(c)}, safe and sound and a little dusty. ${dogPet(c) ? `${It(c)} wagged ${its(c)} tail so hard ${its(c)} whole body wiggled.` : `${It(c)} gave a small, sleepy miaow.`}`,
            `And there, at the back of the garage, where the door had blown shut in the night, sat ${o(c)} on an old blanket between the flowerpots, safe and sound and a little dusty. ${dogPet(c) ? `${It(c)} jumped up and wagged ${its(c)} tail so hard that ${its(c)} whole body wiggled.` : `${It(c)} blinked at ${h(c)} and gave a small, cross, happy miaow.`}`,
          ),
  ],
  reflection: [
    (c) =>
      `${bedtime(c)} ${by(
        c,
        smallPet(c)
          ? `Now the ${cage(c)} door had a new latch.`
          : `Now ${o(c)} had a new bell that rang loud.`,
        smallPet(c)
          ? `From then on, ${h(c)} checked the ${cage(c)} door twice every night, click, click.`
          : `From then on, ${h(c)} checked the garage door every evening, just in case.`,
      )}`,
  ],
  refrain: [(c) => `Where, oh where is ${o(c)}? Come home, ${call(c)}, come home!`],
  title: [
    (c) => `${h(c)} looks for ${o(c)}`,
    (c) => `where is ${o(c)}?`,
    (c) => `${o(c)} is missing`,
  ],
  // Carried home, fed, cuddled, asleep: told in that order.
  home: inTurn<EnCtx>(
    'pet-home',
    eachOnce<EnCtx>('pet-home', [
      (c) =>
        by(
          c,
          `${h(c)} carried ${o(c)} ${smallPet(c) ? `back to ${its(c)} ${cage(c)} and gave ${him(c)} a carrot` : `home and gave ${him(c)} a bowl of food`}.`,
          `${h(c)} carried ${o(c)} ${smallPet(c) ? 'back to ' + its(c) + ' ' + cage(c) : 'home'}, held close and warm, and ${o(c)} ate up ${smallPet(c) ? 'a whole carrot and a sunflower seed' : 'a whole bowl of food'}, every last bit.`,
          `${h(c)} carried ${o(c)} ${smallPet(c) ? 'back to ' + its(c) + ' ' + cage(c) : 'home'} held close against ${his(c)} chest, where it was warm, and there ${o(c)} ate ${smallPet(c) ? 'a whole carrot and three sunflower seeds' : 'a whole bowl of food and drank a dish of water'}, and everybody watched as if it were the best thing they had ever seen.`,
        ),
      (c) =>
        by(
          c,
          `Then ${h(c)} gave ${o(c)} a long, soft cuddle on the sofa.`,
          `Then ${h(c)} sat on the sofa with ${o(c)} on ${his(c)} lap and stroked ${its(c)} soft ${c.other?.hue || ''} fur until ${it(c)} ${dogPet(c) ? 'sighed' : smallPet(c) ? 'stopped twitching' : 'purred'}.`.replace(
            '  ',
            ' ',
          ),
        ),
    ]),
  ),
};
