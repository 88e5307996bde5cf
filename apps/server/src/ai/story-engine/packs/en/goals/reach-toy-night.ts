// A toy that comes alive at night (plan/toy-night-plan): the child cries at bedtime over
// something lost; when the house is asleep the toy wakes, takes the magnet rod from the fishing
// game and the little torch from the toy box, and goes down through the house: the kitchen, the
// living room, a fright that is only the cat. The lost thing is found under the sofa, fished out
// with the magnet, put on the pillow, and the toy is back in its place before morning. The child
// finds it a little moved: a wink. No going out of the house.
import type { EnCtx } from '../../../compose/ctx-en';
import type { Bank } from '../../../compose/ctx-base';
import type { GoalTexts } from '../../../compose/pack-types';
import type { SceneSetting } from '../../../../scene-spec';
import { by } from '../../by-band';
import { eachOnce, inTurn } from '../../place-beats';
import { nobodyMet, noSky, stillAsides } from '../../still-scenes';
import { cap } from '../../../text';

const h = (c: EnCtx) => c.hero.name;
const he = (c: EnCtx) => c.hero.he;
const He = (c: EnCtx) => cap(he(c));
const His = (c: EnCtx) => cap(c.hero.his);
const his = (c: EnCtx) => c.hero.his;
const him = (c: EnCtx) => c.hero.him;
/** The child whose toy it is. */
const k = (c: EnCtx) => c.recipient?.name ?? 'Mia';
const kHe = (c: EnCtx) => c.recipient?.he ?? 'she';
const kHis = (c: EnCtx) => c.recipient?.his ?? 'her';
/** "teddy" or "doll": what the toy is. */
const bear = (c: EnCtx) => c.hero.kind === 'bear';
const toy = (c: EnCtx) => (bear(c) ? 'teddy' : 'doll');
const paw = (c: EnCtx) => (c.hero.kind === 'bear' ? 'paw' : 'hand');
const paws = (c: EnCtx) => (c.hero.kind === 'bear' ? 'paws' : 'hands');

/** What the child lost that day: something of metal, so the magnet can fetch it. */
const LOST = [
  { a: 'a little blue hair clip', the: 'the blue hair clip', short: 'the hair clip' },
  { a: 'a tiny silver bell', the: 'the silver bell', short: 'the bell' },
  { a: 'a little red toy car', the: 'the red toy car', short: 'the toy car' },
];
const lost = (c: EnCtx) => LOST[k(c).length % LOST.length] as (typeof LOST)[number];

const room = (c: EnCtx) => c.place.id;

const ready: Bank<EnCtx> = inTurn<EnCtx>(
  'night-ready',
  eachOnce<EnCtx>('night-ready', [
    (c) =>
      by(
        c,
        `When the whole house was asleep, ${h(c)} blinked. Then ${he(c)} stretched!`,
        `When the whole house was asleep and not a sound was left, ${h(c)} blinked, once, twice. Then ${he(c)} stretched, first one ${paw(c)}, then the other.`,
        `When the whole house was asleep, and the last car had gone by outside, and the last tap had stopped dripping, ${h(c)} blinked, once, twice. Then ${he(c)} stretched, first one ${paw(c)} and then the other, the way toys do when nobody is looking.`,
      ),
    (c) =>
      c.place.id === 'playroom'
        ? by(
            c,
            `${k(c)} was asleep in the next room. All was quiet.`,
            `${k(c)} was fast asleep in the room next door, and the whole playroom was so quiet that ${h(c)} could hear ${his(c)} own stuffing rustle.`,
          )
        : by(
            c,
            `${k(c)} was fast asleep in bed. ${h(c)} tiptoed past, very softly.`,
            `${k(c)} lay fast asleep with ${kHis(c)} mouth a little open, and ${h(c)} tiptoed past the bed so softly that not even the floor noticed.`,
            `${k(c)} lay fast asleep with ${kHis(c)} mouth a little open and one foot sticking out from under the duvet, and ${h(c)} tiptoed past the bed so softly that not even the old floorboards noticed.`,
          ),
    (c) =>
      by(
        c,
        `The other toys woke up too. "Where are you going?"`,
        `One by one the other toys woke up too: the tin robot, the rabbit with one ear, the wooden duck. "Where are you going?" they whispered.`,
        `One by one the other toys woke up too: the tin robot with the squeaky knee, the rabbit with only one ear, the wooden duck on wheels. "Where are you going, ${h(c)}?" they whispered, all at once.`,
      ),
    (c) =>
      by(
        c,
        `"To find ${lost(c).short}," said ${h(c)}. "${k(c)} was so sad."`,
        `"To find ${lost(c).short}," whispered ${h(c)}. "${k(c)} was so sad. It must be somewhere downstairs."`,
        `"To find ${lost(c).short}," whispered ${h(c)}. "${k(c)} was so sad at bedtime. It must be somewhere downstairs, and I want it back on ${kHis(c)} pillow before morning."`,
      ),
    (c) =>
      by(
        c,
        `"Be careful!" said the robot. "Mind the cat!"`,
        `"Be careful," creaked the robot. "And mind the cat. Cats don't know that toys can walk."`,
        `"Be careful," creaked the robot, "and mind the cat. Cats don't know that toys can walk, and it's much better if they never find out."`,
      ),
    (c) =>
      by(
        c,
        `The night light glowed like a little moon. ${h(c)}'s shadow looked big.`,
        `The night light by the door glowed like a little moon, and ${h(c)}'s shadow on the wall looked big and brave.`,
        `The night light by the door glowed like a small round moon, and ${h(c)}'s shadow on the wall looked big and brave, much bigger and braver than ${h(c)} felt.`,
      ),
    (c) =>
      by(
        c,
        `The robot saluted. The rabbit waved its one ear.`,
        `The robot gave ${h(c)} a creaky salute, and the rabbit waved its one ear, which was the bravest thing it knew how to do.`,
        `The robot gave ${h(c)} a creaky salute, clonk, and the rabbit waved its one ear, which was the bravest thing it knew how to do, and the wooden duck rolled a little way along the shelf to see ${him(c)} off.`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} slid down the blanket like a slide. Wheee!`,
        `${h(c)} took hold of the corner of the blanket and slid all the way down to the floor, wheee, as quietly as a wheee can be.`,
        `${h(c)} took hold of the corner of ${k(c)}'s blanket, which hung down to the floor like a soft woolly rope, and slid all the way down, wheee, as quietly as a wheee can possibly be.`,
      ),
    (c) =>
      c.place.id === 'playroom'
        ? by(
            c,
            `A car went by outside. ${h(c)} froze. Then all was quiet.`,
            `A car went by outside, and its lights swept across the ceiling, and ${h(c)} froze until all was dark and still again.`,
          )
        : by(
            c,
            `${k(c)} mumbled in ${kHis(c)} sleep. ${h(c)} froze. Then all was quiet.`,
            `${k(c)} mumbled something in ${kHis(c)} sleep and turned over, and ${h(c)} froze until all was still again.`,
          ),
    (c) =>
      by(
        c,
        `${h(c)} gave the rabbit a hug. "Back soon!"`,
        `${h(c)} gave the rabbit a quick hug. "Back before the birds wake up," ${he(c)} promised.`,
      ),
    (c) =>
      by(
        c,
        `The door was open a crack. Just wide enough!`,
        `The door stood open a crack, just wide enough for a ${toy(c)} who breathed in.`,
      ),
  ]),
);

const setUp: Bank<EnCtx> = eachOnce<EnCtx>('night-rule', [
  (c) =>
    by(
      c,
      `From the toy box ${h(c)} took the little fishing rod. It had a magnet!`,
      `From the toy box ${h(c)} took the little fishing rod from the fishing game, the one with a magnet on the end, and the tiny torch.`,
      `First ${h(c)} climbed into the toy box and came up again with two things: the little fishing rod from the fishing game, the one with a magnet on the end of its string, and the tiny torch that was really a key ring.`,
    ),
]);

/** Each room's own moments, told one after another. */
const MOMENTS: Record<string, ((c: EnCtx) => string)[]> = {
  bathroom: [
    (c) =>
      by(
        c,
        `In the bathroom the tiles were cold. Brrr! The tap went drip.`,
        `In the bathroom the tiles were cold under ${his(c)} ${paws(c)}, and the tap said drip, drip into the basin.`,
        `In the bathroom the tiles were cold and smooth under ${his(c)} ${paws(c)}, like walking on a frozen lake, and the tap said drip, drip, drip into the basin.`,
      ),
    (c) =>
      by(
        c,
        `The rubber duck woke up. "Quack! Hello!"`,
        `On the edge of the bath sat the yellow rubber duck, who woke up and said "quack" in a very small voice.`,
        `On the edge of the bath sat the yellow rubber duck, who woke up, blinked and said "quack" in the smallest voice a duck can have, so as not to wake anyone.`,
      ),
    (c) =>
      by(
        c,
        `"Lost things roll downstairs," said the duck. "Look under the sofa."`,
        `"Lost things always roll downstairs," said the duck wisely. "Look in the kitchen, and under the big sofa."`,
        `"Lost things always roll downstairs in the end," said the duck wisely, "I have seen it a hundred times. Look in the kitchen first, and then under the big sofa."`,
      ),
    (c) =>
      by(
        c,
        `The toothbrushes stood in a row like soldiers. ${h(c)} saluted.`,
        `The toothbrushes stood in their cup in a row, like soldiers keeping guard, and ${h(c)} saluted them.`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} saw a ${toy(c)} in the mirror. It was ${him(c)}!`,
        `In the mirror a small ${toy(c)} looked back at ${h(c)}, and it took a moment before ${he(c)} understood that it was ${him(c)}self.`,
      ),
    (c) =>
      by(
        c,
        `The towel hung down like a curtain. ${h(c)} walked through.`,
        `A big towel hung down from the rail like a soft blue curtain, and ${h(c)} walked through it as if onto a stage.`,
      ),
    (c) =>
      by(
        c,
        `A little boat sat in the bath. ${h(c)} climbed in. Splash? No, dry!`,
        `A little plastic boat sat in the empty bath, and ${h(c)} climbed in and pretended to sail, just for a moment, to the other end of the bath and back.`,
        `A little plastic boat sat in the empty bath, and ${h(c)} could not help it: ${he(c)} climbed in and pretended to sail, just for a moment, all the way across a great white sea to the tap and back again.`,
      ),
    (c) =>
      by(
        c,
        `The soap smelled of apples. ${h(c)} sniffed it.`,
        `The soap on the edge of the basin smelled of green apples, and ${h(c)} sniffed it twice, because once was not enough.`,
        `The soap on the edge of the basin smelled of green apples and summer, and ${h(c)} sniffed it twice, because once was not nearly enough, and then sneezed a very small sneeze.`,
      ),
    (c) =>
      by(
        c,
        `The duck gave ${h(c)} a wet kiss. Yuck! Thank you!`,
        `Before ${h(c)} left, the duck gave ${him(c)} a wet little kiss on the cheek for luck, and ${h(c)} wiped it off and said thank you.`,
      ),
    (c) =>
      by(
        c,
        `"Good luck!" quacked the duck, and bobbed up and down.`,
        `"Good luck!" quacked the duck, and bobbed as if it were sailing on a big wave.`,
      ),
  ],
  kitchen: [
    (c) =>
      by(
        c,
        `The fridge door had drawings on it. One was of ${h(c)}!`,
        `On the fridge door hung ${k(c)}'s drawings, and one of them was of ${h(c)}, with very big ears and a very big smile.`,
        `On the fridge door hung all of ${k(c)}'s drawings, held up with magnets shaped like fruit, and one of them was of ${h(c)}, with very big ears, a very big smile and ${k(c)}'s name written underneath in wobbly letters.`,
      ),
    (c) =>
      by(
        c,
        `A spoon lay on the floor. ${h(c)} put it back.`,
        `A spoon had fallen on the floor, and ${h(c)} carried it back to the table, because a ${toy(c)} likes things tidy.`,
      ),
    (c) =>
      by(
        c,
        `The fridge hummed a song. Hmmmm. It was awake too.`,
        `The fridge hummed a low song to itself, hmmmm, like someone who cannot sleep either.`,
        `In the dark kitchen the fridge hummed a long, low song to itself, hmmmm, like somebody who could not sleep either and did not mind one bit.`,
      ),
    (c) =>
      by(
        c,
        `There were crumbs under the table. A whole feast!`,
        `Under the table lay crumbs from supper, and to a small ${toy(c)} they looked like a whole feast.`,
        `Under the table lay crumbs from supper, a pea, half a biscuit, and to a ${toy(c)} as small as ${h(c)} they looked like a whole feast laid out on the floor.`,
      ),
    (c) =>
      by(
        c,
        `The tap went drip, drip, drip. So loud in the quiet!`,
        `The tap went drip, drip, drip, and every drop sounded as loud as a drum in the quiet.`,
        `The tap went drip, drip, drip, and in the quiet of the night every single drop sounded as loud as a drum, so that ${h(c)} jumped a little at each one.`,
      ),
    (c) =>
      by(
        c,
        `The kitchen clock said tick, tock. It counted the night.`,
        `The kitchen clock said tick, tock, tick, tock, as if it was counting how long ${h(c)} had left.`,
        `High on the wall the kitchen clock said tick, tock, tick, tock, and ${h(c)} had the feeling it was counting how long there was left until morning.`,
      ),
    (c) =>
      by(
        c,
        `The cat slept in its basket. Shhh! ${h(c)} crept past.`,
        `In the basket by the stove the cat lay curled up like a furry cushion, and ${h(c)} walked past on the very tips of ${his(c)} ${paws(c)}.`,
        `In the basket by the stove the cat lay curled up like a big furry cushion, purring in its sleep, and ${h(c)} walked past on the very tips of ${his(c)} ${paws(c)}, not daring to breathe.`,
      ),
    (c) =>
      by(
        c,
        `A little mouse peeped out. It waved a tiny pink hand!`,
        `A little mouse peeped out from behind the bread bin, looked at ${h(c)} and waved a tiny pink hand, as if toys at night were nothing new.`,
        `A little mouse peeped out from behind the bread bin, looked at ${h(c)} for a long moment and then waved a tiny pink hand, as if toys walking about at night were the most ordinary thing in the world.`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} climbed up a chair. The kitchen looked like a town!`,
        `${h(c)} climbed up the leg of a chair, paw over paw, and from the seat the whole kitchen looked like a dark, shiny town.`,
        `${h(c)} climbed up the leg of a kitchen chair, one paw over the other, and from the seat the whole kitchen looked like a dark, shiny town, with the fridge for a tower and the table for a great flat square.`,
      ),
    (c) =>
      by(
        c,
        `The cat's bowl smelled of fish. Phew!`,
        `The cat's bowl by the door smelled so strongly of fish that ${h(c)} had to hold ${his(c)} nose as ${he(c)} went by.`,
      ),
    (c) =>
      by(
        c,
        `A biscuit crumb! ${h(c)} ate it. Crunch.`,
        `${h(c)} found a big biscuit crumb on the floor and nibbled it, crunch, crunch, even though ${bear(c) ? 'teddies' : 'dolls'} do not really need to eat.`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} shone the torch. The pots shone back like faces.`,
        `${h(c)} shone the little torch along the shelf, and the pots and pans gleamed back like a row of round faces.`,
      ),
  ],
  'living-room': [
    (c) =>
      by(
        c,
        `A toy train lay on the rug. ${h(c)} gave it a push. Choo!`,
        `A toy train had been left on the rug, and ${h(c)} gave it a little push, and it rolled off into the dark all by itself, choo, choo.`,
        `A toy train had been left on the rug after the day's games, and ${h(c)} gave it a little push, just to see, and it rolled off into the dark all by itself, choo, choo, until it bumped gently into a table leg.`,
      ),
    (c) =>
      by(
        c,
        `The heater ticked. Tick, tick. It was warm there.`,
        `The radiator under the window ticked softly as it cooled, tick, tick, and ${h(c)} warmed ${his(c)} ${paws(c)} on it for a moment.`,
      ),
    (c) =>
      by(
        c,
        `A moth flew round the lamp. It said hello!`,
        `A grey moth fluttered round the lamp, and landed on ${h(c)}'s ear for a moment, as light as a whisper, and flew off again.`,
      ),
    (c) =>
      by(
        c,
        `The sofa was as big as a mountain. The rug was a field.`,
        `The sofa stood in the dark as big as a mountain, and the rug in front of it was a wide, soft field.`,
        `The sofa stood in the dark as big as a mountain, with cushions like boulders, and the rug in front of it was a wide, soft field where a ${toy(c)} could walk for ever.`,
      ),
    (c) =>
      by(
        c,
        `In the fish tank the goldfish blew a bubble. Blup! Hello!`,
        `In the fish tank the goldfish swam slowly round and blew a bubble at ${h(c)}, blup, as if to say hello.`,
        `In the glowing fish tank the goldfish swam slowly round its little castle and then blew a bubble at ${h(c)}, blup, which is how goldfish say hello to visitors at night.`,
      ),
    (c) =>
      by(
        c,
        `Moonlight lay on the floor like milk. ${h(c)} walked along it.`,
        `Through a gap in the curtains the moonlight lay across the floor like a long stripe of milk.`,
        `Through a gap in the curtains the moonlight lay across the floor like a long white stripe of spilt milk, and ${h(c)} walked along it as if it were a path made just for ${him(c)}.`,
      ),
    (c) =>
      by(
        c,
        `The big clock went bong. One! ${h(c)} stood very still.`,
        `The big clock in the corner went bong, just once, and ${h(c)} stood very still until the sound had gone.`,
        `The big old clock in the corner went bong, just once, so deep that the floor hummed, and ${h(c)} stood very still until the sound had rolled away into every corner of the house.`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} found big slippers. Two warm boats!`,
        `By the armchair stood a pair of slippers, and to ${h(c)} they looked like two big, warm boats.`,
        `By the armchair stood a pair of big, woolly slippers, and to ${h(c)} they looked like two warm boats waiting in a harbour, so ${he(c)} climbed into one and rested for a moment.`,
      ),
    (c) =>
      by(
        c,
        `On the shelf sat the old toys. They waved.`,
        `On the bookshelf sat the old toys that nobody played with any more, and they waved to ${h(c)} and smiled.`,
        `On the bookshelf sat the old toys that nobody played with any more, a clown and a china cat, and they waved to ${h(c)} and smiled, glad of a visitor at last.`,
      ),
    (c) =>
      by(
        c,
        `The plant by the window looked like a jungle.`,
        `The big plant by the window looked like a whole jungle, and ${h(c)} walked under its leaves like an explorer.`,
        `The big plant by the window looked like a whole jungle from down there, and ${h(c)} walked in under its great green leaves like an explorer, looking out for tigers that were really only shadows.`,
      ),
    (c) =>
      by(
        c,
        `A jigsaw piece lay on the rug. ${h(c)} put it back.`,
        `A jigsaw piece lay on the rug, and ${h(c)} put it back in its box, because that is what good ${bear(c) ? 'teddies' : 'dolls'} do.`,
      ),
    (c) =>
      by(
        c,
        `A blanket lay on the floor. ${h(c)} climbed over it.`,
        `A blanket had slipped off the sofa, and ${h(c)} climbed over its soft hills and valleys, puffing.`,
      ),
  ],
};

const moments: Bank<EnCtx> = Object.entries(MOMENTS).flatMap(([place, list]) =>
  eachOnce<EnCtx>(
    `night-${place}`,
    list.map((t) => (c: EnCtx) => (room(c) === place ? t(c) : null)),
  ),
);

/** The looks that fail, room by room: the kitchen's first, then the living room's. */
const tries: Bank<EnCtx> = [
  ...inTurn<EnCtx>(
    'night-try-kitchen',
    eachOnce<EnCtx>('night-try-kitchen', [
      (c) =>
        by(
          c,
          `${h(c)} looked under the table. Only a pea and a button!`,
          `${h(c)} looked under the kitchen table with the torch, but there was only a pea and a lost button.`,
          `${h(c)} crawled under the kitchen table and shone the torch into every corner, but there was only a pea, a lost button and a great deal of dust.`,
        ),
      (c) =>
        by(
          c,
          `${h(c)} looked behind the bread bin. Only a spoon.`,
          `${h(c)} looked behind the bread bin and in the shoe basket by the door, but found only a spoon and one odd sock.`,
        ),
    ]),
  ).map((t) => (c: EnCtx) => (room(c) === 'kitchen' ? t(c) : null)),
  ...inTurn<EnCtx>(
    'night-try-living',
    eachOnce<EnCtx>('night-try-living', [
      (c) =>
        by(
          c,
          `${h(c)} looked behind the cushions. Only a coin.`,
          `${h(c)} dug behind the sofa cushions, where lost things like to hide, but found only a coin and a crayon.`,
          `${h(c)} dug down behind the sofa cushions, where lost things like to hide best of all, and found a coin, a crayon and a very old raisin, but not ${lost(c).short}.`,
        ),
      (c) =>
        by(
          c,
          `${h(c)} looked under the armchair. Dust! A-tishoo!`,
          `${h(c)} looked under the armchair, and a big grey dust bunny rolled out and made ${him(c)} sneeze.`,
          `${h(c)} wriggled under the armchair with the torch, and a big grey dust bunny rolled out and made ${him(c)} sneeze, a-tishoo, so loud that ${he(c)} froze and listened.`,
        ),
      (c) =>
        by(
          c,
          `Something shone under the sofa! But it was too far.`,
          `Then something shone under the sofa, far in: ${lost(c).the}! But it was too far in, and ${h(c)}'s ${paw(c)} was too short.`,
          `Then, when the torch swept under the sofa, something glinted, far, far in: ${lost(c).the}! ${h(c)} stretched in as far as ${he(c)} could, but ${his(c)} ${paw(c)} was much too short, and it stayed where it was.`,
        ),
    ]),
  ).map((t) => (c: EnCtx) => (room(c) === 'living-room' ? t(c) : null)),
];

const scared: Bank<EnCtx> = inTurn<EnCtx>(
  'night-scared',
  eachOnce<EnCtx>('night-scared', [
    (c) =>
      by(
        c,
        `Two green eyes opened. The cat! ${h(c)} kept very still.`,
        `Suddenly two green eyes opened in the basket. The cat! ${h(c)} stood as still as a toy, which was not hard for a ${toy(c)}.`,
        `Suddenly two green eyes opened in the basket by the stove. The cat! ${h(c)} stood as still as a toy, which is not hard when you are one, and after a while the cat yawned, turned round twice and went back to sleep.`,
      ),
    (c) =>
      by(
        c,
        `The floor creaked. Creak! Only the old house.`,
        `The floor creaked, and ${h(c)}'s heart jumped. But it was only the old house, stretching in its sleep.`,
      ),
    (c) =>
      by(
        c,
        `Something moved! It was only a curtain.`,
        `Something moved by the window, and ${h(c)} hid behind a cushion. But it was only the curtain, waving in a little draught.`,
      ),
  ]),
);

const idea: Bank<EnCtx> = eachOnce<EnCtx>('night-idea', [
  (c) =>
    by(
      c,
      `Then ${h(c)} remembered the fishing rod. The magnet!`,
      `Then ${h(c)} remembered what ${he(c)} had brought from the toy box: the little fishing rod with the magnet on the end.`,
      `${h(c)} sat down on the rug and thought. And then ${he(c)} remembered what ${he(c)} had brought all the way from the toy box: the little fishing rod, with the magnet on the end of its string.`,
    ),
]);

const more: Bank<EnCtx> = inTurn<EnCtx>(
  'night-wait',
  eachOnce<EnCtx>('night-wait', [
    (c) =>
      by(
        c,
        `The goldfish watched with big round eyes. What would happen?`,
        `The goldfish pressed its nose to the glass and watched with big round eyes, to see what a ${toy(c)} would do next.`,
        `The goldfish pressed its nose right up against the glass and watched with big round eyes, to see what on earth a ${toy(c)} with a fishing rod would do next.`,
      ),
    (c) =>
      by(
        c,
        `Outside, the moon slid behind the roof. Morning was coming.`,
        `Outside, the moon slid slowly down behind the neighbour's roof. There was not so very long left of the night.`,
        `Outside, the moon slid slowly down behind the neighbour's roof, and the sky above it was a little less black than before. There was not so very long left of the night.`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} lay flat on ${his(c)} tummy. Careful now.`,
        `${h(c)} lay down flat on ${his(c)} tummy on the rug, with the torch in ${his(c)} mouth, and took careful aim.`,
        `${h(c)} lay down flat on ${his(c)} tummy on the rug, held the tiny torch between ${his(c)} teeth so the light shone in under the sofa, and took careful aim with the fishing rod.`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} whispered to ${him(c)}self: "Slowly. Slowly."`,
        `"Slowly," ${h(c)} whispered to ${him(c)}self, "slowly, like fishing with ${k(c)} at the lake."`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} thought of ${k(c)}'s sad face. Try again!`,
        `${h(c)} thought of ${k(c)}'s sad face at bedtime, and that made ${his(c)} ${paws(c)} steady.`,
      ),
    (c) =>
      by(
        c,
        `The string swung. Not there. A little more.`,
        `The string swung to the left, then to the right. Not there. A little more. A little more.`,
      ),
    (c) =>
      by(
        c,
        `A bird outside said "tweet?" Morning was coming!`,
        `Somewhere outside a bird said "tweet?", very sleepily, as if it was asking whether it was time yet.`,
      ),
  ]),
);

/** The magnet, and what it fetches. */
const fish = (c: EnCtx) =>
  by(
    c,
    `${h(c)} let the magnet down under the sofa. Click! Out came ${lost(c).the}!`,
    `${h(c)} let the magnet slide in under the sofa, slowly, slowly, until: click! ${He(c)} reeled in, and out came ${lost(c).the}, stuck fast to the magnet.`,
  );

export const toyNight: GoalTexts<EnCtx> = {
  want: [
    (c) =>
      by(
        c,
        `That evening ${k(c)} cried at bedtime. ${cap(lost(c).the)} was lost!`,
        `That evening ${k(c)} cried at bedtime, because ${lost(c).the} was lost, somewhere in the house, and nobody could find it.`,
      ),
  ],
  show: [
    (c) =>
      by(
        c,
        `${h(c)} sat on the shelf and saw it all.`,
        `${h(c)}, ${k(c)}'s ${toy(c)}, sat on the shelf and saw it all. In the daytime a ${toy(c)} cannot say a word. But at night...`,
      ),
  ],
  problem: [
    (c) =>
      by(
        c,
        `But the house was big and dark, and ${h(c)} was small.`,
        `But at night the house was big and dark, and a ${toy(c)} is very small, and morning always comes.`,
      ),
  ],
  decide: [
    (c) =>
      by(
        c,
        `"I'll find it," ${h(c)} thought. "Before morning."`,
        `"I'll find it," ${h(c)} thought, with ${his(c)} button eyes shining. "And I'll be back before morning."`,
      ),
  ],
  travel: [
    (c) =>
      room(c) === 'bathroom'
        ? by(
            c,
            `First ${h(c)} went across the landing to the bathroom.`,
            `First ${h(c)} tiptoed across the landing and in through the bathroom door, which was never quite shut.`,
          )
        : null,
    (c) =>
      room(c) === 'kitchen'
        ? by(
            c,
            `Down the stairs ${h(c)} went, bump, bump, to the kitchen.`,
            `Down the stairs ${h(c)} went, one step at a time, bump, bump, bump, and along the hall to the kitchen.`,
          )
        : room(c) !== 'living-room'
          ? null
          : by(
              c,
              `Then ${h(c)} crept through the hall to the living room.`,
              `Then ${h(c)} crept back through the hall and in through the door to the living room.`,
            ),
  ],
  ...nobodyMet<EnCtx>(),
  attempt: tries,
  progress: [],
  lesson: idea,
  steps: {
    ready,
    walk: inTurn<EnCtx>(
      'night-stairs',
      eachOnce<EnCtx>('night-stairs', [
        (c) =>
          by(
            c,
            `Each stair was like a cliff. ${h(c)} jumped. Bump!`,
            `To a small ${toy(c)} every stair was a cliff, and ${h(c)} sat down on the edge of each one and slid, bump, to the next.`,
            `To a ${toy(c)} as small as ${h(c)} every stair was a cliff, so ${he(c)} sat down on the edge of each one, held on to ${his(c)} fishing rod and slid, bump, onto the next, and the next, and the next.`,
          ),
        (c) =>
          by(
            c,
            `${h(c)} counted the stairs. Thirteen!`,
            `${h(c)} counted the stairs on the way down, and there were thirteen, one more than ${he(c)} had thought.`,
          ),
      ]),
    ),
    meanwhile: inTurn<EnCtx>(
      'night-upstairs',
      eachOnce<EnCtx>('night-upstairs', [
        (c) =>
          by(
            c,
            `Upstairs the toys waited by the door.`,
            `Upstairs the other toys sat in a row by the door, waiting, and the robot kept watch with its one blinking light.`,
            `Upstairs the other toys sat in a row by the bedroom door, waiting and listening, and the robot kept watch with the one little light on its chest that still blinked.`,
          ),
        (c) =>
          by(
            c,
            `"Will ${he(c)} be back in time?" asked the rabbit.`,
            `"Will ${he(c)} be back before morning?" whispered the rabbit, and the duck said, "${h(c)} always is."`,
          ),
        (c) =>
          by(
            c,
            `${k(c)} turned over and smiled in ${kHis(c)} sleep.`,
            `${k(c)} turned over in bed and smiled in ${kHis(c)} sleep, as if ${kHe(c)} were dreaming of something found.`,
          ),
      ]),
    ),
    think: inTurn<EnCtx>(
      'night-think',
      eachOnce<EnCtx>('night-think', [
        (c) =>
          by(
            c,
            `${h(c)} thought of ${k(c)}'s tears. ${He(c)} walked on.`,
            `${h(c)} thought of ${k(c)}'s tears at bedtime, and walked on a little faster.`,
            `${h(c)} thought of ${k(c)}'s tears at bedtime, the big round ones that had dripped onto ${his(c)} head, and walked on a little faster through the dark.`,
          ),
        (c) =>
          by(
            c,
            `A house is big at night, ${h(c)} thought. But not too big.`,
            `A house is very big at night, ${h(c)} thought, but not too big for a ${toy(c)} with a torch.`,
            `A house is very big at night, ${h(c)} thought, much bigger than in the daytime, but never too big for a ${toy(c)} with a torch and a plan.`,
          ),
        (c) =>
          by(
            c,
            `${h(c)} hummed ${k(c)}'s bedtime song, very quietly.`,
            `${h(c)} hummed ${k(c)}'s bedtime song very quietly to ${him(c)}self, and the dark felt a little less dark.`,
          ),
        (c) =>
          by(
            c,
            `${h(c)} looked at the window. Still dark. Good!`,
            `${h(c)} looked at the window. Still dark outside, and still time, but not so very much.`,
          ),
        (c) =>
          by(
            c,
            `${h(c)} was tired. But ${he(c)} did not stop.`,
            `${h(c)}'s legs were getting tired, for ${toy(c)} legs are not made for long walks. But ${he(c)} did not stop.`,
          ),
      ]),
    ),
    rule: setUp,
    browse: moments,
    scared,
    wait: more,
  },
  turn: {
    brave: [(c) => fish(c)],
    together: [(c) => fish(c)],
    gift: [(c) => fish(c)],
    clever: [(c) => fish(c)],
  },
  resolution: [
    (c) =>
      by(
        c,
        `${h(c)} hurried upstairs. ${He(c)} put it on ${k(c)}'s pillow and sat down on the shelf, still as still.`,
        `${h(c)} hurried back up the stairs as the window turned grey, laid ${lost(c).the} on ${k(c)}'s pillow, right by ${kHis(c)} nose, and climbed back onto the shelf, just a ${toy(c)} again.`,
      ),
  ],
  home: inTurn<EnCtx>(
    'night-home',
    eachOnce<EnCtx>('night-home', [
      (c) =>
        by(
          c,
          `In the morning ${k(c)} found ${lost(c).the} on the pillow! ${h(c)} sat a little crooked, with a crumb on ${his(c)} ${paw(c)}. And did ${he(c)} wink?`,
          `In the morning ${k(c)} found ${lost(c).the} on the pillow. ${h(c)} sat a little crooked on the shelf, with a crumb on one ${paw(c)}. "Was it you?" ${kHe(c)} whispered. And one button eye gave a tiny wink.`,
        ),
      (c) =>
        by(
          c,
          `${k(c)} gave ${h(c)} the biggest hug. A long, warm one.`,
          `${k(c)} gave ${h(c)} the biggest hug in the world and put ${lost(c).short} safely in the box by the bed.`,
        ),
      (c) =>
        by(
          c,
          `At breakfast ${h(c)} sat on ${k(c)}'s lap. Crumbs and all!`,
          `At breakfast ${h(c)} got to sit on ${k(c)}'s lap, and ${k(c)} brushed the crumb off ${his(c)} ${paw(c)} and laughed.`,
        ),
      (c) =>
        by(
          c,
          `${k(c)} told everyone at breakfast. Nobody believed it!`,
          `${k(c)} told everyone at breakfast about ${lost(c).the} on the pillow, and nobody believed a word of it, which was just as well.`,
        ),
      (c) =>
        by(
          c,
          `That night ${k(c)} put ${h(c)} by the pillow.`,
          `That evening ${k(c)} put ${h(c)} on the pillow instead of the shelf, "just in case you need to go out again," ${kHe(c)} whispered.`,
        ),
      (c) =>
        by(
          c,
          `The cat sniffed at ${h(c)} for a long time.`,
          `The cat came and sniffed at ${h(c)} for a long time, as if it had a question, and then walked off with its tail in the air.`,
        ),
    ]),
  ),
  reflection: eachOnce<EnCtx>('night-reflection', [
    (c) =>
      by(
        c,
        `And the toys? They knew. But they never told.`,
        `And the other toys on the shelf? They knew all about it, of course. But they never told a soul.`,
      ),
  ]),
  refrain: [(c) => `When the house is fast asleep, ${h(c)} gets up to take a peep!`],
  title: [
    (c) => `${h(c)} Wakes Up at Night`,
    () => `When the House Was Asleep`,
    (c) => `${h(c)} and the Night Adventure`,
  ],
};

const ROOMS: SceneSetting[] = ['bedroom', 'kitchen', 'house', 'school'];
const look: Bank<EnCtx> = [
  (c) =>
    room(c) === 'kitchen'
      ? by(
          c,
          `The kitchen was dark and quiet.`,
          `The kitchen was dark and quiet, and everything in it looked bigger than in the daytime.`,
        )
      : room(c) === 'playroom'
        ? by(
            c,
            `The playroom was dark and quiet.`,
            `The playroom was dark, and all the toys sat quietly in their places.`,
          )
        : room(c) === 'bathroom'
          ? by(
              c,
              `The bathroom smelled of soap.`,
              `The bathroom smelled of soap and toothpaste, and the night light made the tiles shine.`,
            )
          : room(c) === 'living-room'
            ? by(
                c,
                `The living room was full of shadows.`,
                `The living room was full of soft shadows, and the clock ticked in the corner.`,
              )
            : by(
                c,
                `The room was dark and warm.`,
                `The room was dark and warm, and ${k(c)} breathed slowly in ${kHis(c)} bed.`,
              ),
];

/** The house at night, told by the toy's own words, never a bear's day outside. */
export function toyNightScenes(settings: Partial<Record<SceneSetting, Bank<EnCtx>>>) {
  return {
    titles: [] as Bank<EnCtx>,
    intro: [
      (c: EnCtx) =>
        by(
          c,
          `${h(c)} was a little ${toy(c)}. ${He(c)} lived on a shelf in ${k(c)}'s room.`,
          `${h(c)} was a small, soft ${toy(c)} who lived on the shelf above ${k(c)}'s bed, between a tin robot and a rabbit with one ear.`,
        ),
    ] as Bank<EnCtx>,
    heroLook: [
      (c: EnCtx) =>
        by(
          c,
          `${He(c)} had button eyes and a soft tummy. ${His(c)} ${bear(c) ? 'fur' : 'dress'} was worn.`,
          `${He(c)} had two shiny button eyes, a soft tummy and one ${paw(c)} that had been sewn on again, twice.`,
        ),
    ] as Bank<EnCtx>,
    habit: [
      (c: EnCtx) =>
        by(
          c,
          `Every day ${k(c)} took ${h(c)} everywhere, even to the bath.`,
          `Every day ${k(c)} carried ${h(c)} everywhere, to breakfast and to the bath and out to the swing.`,
        ),
    ] as Bank<EnCtx>,
    dayStart: [
      (c: EnCtx) =>
        by(
          c,
          `It was evening. Soon the lights went out.`,
          `It was evening, and the house was getting ready for bed: teeth brushed, stories read, lights out.`,
        ),
    ] as Bank<EnCtx>,
    ...stillAsides<EnCtx>(),
    closing: [
      (c: EnCtx) =>
        by(
          c,
          `Look at your own ${toy(c)} tonight. Has it moved?`,
          `So tomorrow morning, take a good look at your own ${toy(c)}. Is it sitting just the way you left it?`,
        ),
    ] as Bank<EnCtx>,
    setting: { ...settings, ...Object.fromEntries(ROOMS.map((s) => [s, look])) },
    sky: noSky<EnCtx>(),
  };
}
