// A day at the zoo with the family: the binoculars and the cap found in the bedroom, lunch,
// raincoats, the map with the feeding times and the tickets in the kitchen, the train there,
// and at the zoo the animals the family named, seen one by one, each doing what it does (the
// lions asleep in the sun, the penguins diving); the map that blows away, the cap left behind,
// a shower and a house closed until feeding time, each met with something brought or learnt.
// The last animal the family named is seen at its feeding time; then the train home, and bed.
// The animals do not talk: they are seen.
import type { EnCtx } from '../../../compose/ctx-en';
import type { Bank } from '../../../compose/ctx-base';
import type { GoalTexts } from '../../../compose/pack-types';
import { by } from '../../by-band';
import { eachOnce, inTurn } from '../../place-beats';
import { afterMoments, both, moments, type Moment } from '../../step-moments';
import { animalNouns, listOf, outingKey, zooAnimals } from '../../outing-beats';
import { goesAlong } from '../../grow-words';
import { cap } from '../../../text';

const h = (c: EnCtx) => c.hero.name;
const he = (c: EnCtx) => c.hero.he;
const He = (c: EnCtx) => cap(he(c));
const him = (c: EnCtx) => c.hero.him;
const his = (c: EnCtx) => c.hero.his;
/** The grown-up who goes along: the one who came, or the one met at home. */
const f = (c: EnCtx) => goesAlong(c)?.name ?? 'Dad';
const F = (c: EnCtx) => cap(f(c));
/** "her" for Grandma, "his" for Dad. */
const fHis = (c: EnCtx) => goesAlong(c)?.his ?? 'her';
const they = (c: EnCtx) => (c.friend ? c.team.name : h(c));

/** What each animal does when it is seen, and at feeding time (what it gets, what it does). */
interface Does {
  seen: [young: string, mid: string];
  food: string;
  fed: string;
}
const DOES: Record<string, Does> = {
  lion: {
    seen: [
      'lay asleep in the sun',
      'lay dozing in the sun on a big flat rock, and the biggest one yawned so wide that all its yellow teeth showed',
    ],
    food: 'big pieces of meat',
    fed: 'got up, shook their manes and roared so loud it rang across the whole zoo',
  },
  tiger: {
    seen: [
      'padded along the fence',
      'padded up and down along the fence on big soft paws, their stripes glowing orange and black in the grass',
    ],
    food: 'meat',
    fed: 'leapt up onto a log with the meat in their jaws and lay down to eat',
  },
  penguin: {
    seen: [
      'waddled down to the water',
      'waddled down to the water in a long line and dived in, splash, splash, splash, one after another',
    ],
    food: 'fish',
    fed: 'crowded round the bucket and swallowed a fish each, whole, head first',
  },
  elephant: {
    seen: [
      'sprayed water with their trunks',
      'gave themselves a shower with their trunks and sprayed water over their backs, and the smallest one rolled in the mud',
    ],
    food: 'hay and apples',
    fed: 'picked up the apples with their trunks, one by one, and popped them into their mouths',
  },
  giraffe: {
    seen: [
      'ate leaves from the tops of the trees',
      'stretched their long necks and pulled leaves from the tops of the trees with long blue tongues',
    ],
    food: 'leafy branches',
    fed: "bent their long necks down and took the leaves right out of the keeper's hand",
  },
  monkey: {
    seen: [
      'swung on the ropes',
      'swung from rope to rope, and a little one hung upside down by its tail and pulled faces',
    ],
    food: 'bananas',
    fed: 'peeled the bananas themselves and threw the skins at each other',
  },
  'polar-bear': {
    seen: [
      'swam in the cold water',
      'swam round and round in the cold blue water and climbed out onto a big white rock',
    ],
    food: 'fish',
    fed: 'dived after the fish and came up again with it in their mouths',
  },
  bear: {
    seen: [
      'scratched their backs on a tree',
      'stood up on their back legs and scratched their backs against a thick pine tree, up and down',
    ],
    food: 'fish and berries',
    fed: 'sat down in the grass and ate as if they had all the time in the world',
  },
  seal: {
    seen: [
      'swam as fast as arrows',
      'shot through the water like arrows and popped their heads up to look at them with big black eyes',
    ],
    food: 'fish',
    fed: 'clapped their flippers and caught the fish in mid-air',
  },
  zebra: {
    seen: [
      'stood grazing',
      'stood grazing so close together that it was hard to tell where one ended and the next began',
    ],
    food: 'hay',
    fed: 'came trotting over to the hay, stripes flashing',
  },
  hippo: {
    seen: [
      'lay in the water with just their eyes showing',
      'lay in the water with only their eyes and ears showing, and then one opened its mouth so wide a whole watermelon could have fitted in',
    ],
    food: 'watermelons',
    fed: 'opened wide and got a whole watermelon straight into their mouths, crunch',
  },
  crocodile: {
    seen: [
      'lay as still as logs',
      'lay so still in the warm water that they looked like old logs, until one of them blinked',
    ],
    food: 'meat',
    fed: 'snapped their jaws shut with a clack',
  },
  snake: {
    seen: [
      'lay coiled on a branch',
      'lay coiled up on a warm branch behind the glass, and one of them tasted the air with its forked tongue',
    ],
    food: 'food',
    fed: 'slid slowly down from the branch',
  },
  flamingo: {
    seen: [
      'stood on one leg',
      'stood pink and calm on one leg in the pond, every one of them, as if they had agreed on it beforehand',
    ],
    food: 'shrimps',
    fed: 'dipped their beaks in the water and sieved out the food',
  },
  kangaroo: {
    seen: [
      'hopped about',
      "hopped about on their long back legs, and a baby peeped out of its mother's pouch",
    ],
    food: 'grass and vegetables',
    fed: 'hopped over and munched happily',
  },
};
/** Anything else walks about where it lives, and comes quickly when the food comes. */
const ANY: Does = {
  seen: [
    'walked about in their enclosure',
    'walked about in their enclosure and looked at them just as curiously as they looked back',
  ],
  food: 'food',
  fed: 'came quickly over to eat',
};
const does = (id: string) => DOES[id] ?? ANY;
/** "the lions", "the penguins". */
const the = (id: string) => `the ${animalNouns(id)?.en.pl ?? 'animals'}`;
/** "lions", "penguins", for the list. */
const some = (id: string) => animalNouns(id)?.en.pl ?? 'animals';

const last = (c: EnCtx) => zooAnimals(c).last;
const lastThe = (c: EnCtx) => the(last(c));
/** The k-th animal they see on the way round. */
const before = (c: EnCtx, k: number) => zooAnimals(c).before[k] ?? 'goat';
/** Every animal the family named, or the one the day is for: "the lions and the zebras". */
const wanted = (c: EnCtx) =>
  listOf((zooAnimals(c).named.length ? zooAnimals(c).named : [last(c)]).map(the), 'and');
const wantedSome = (c: EnCtx) =>
  listOf((zooAnimals(c).named.length ? zooAnimals(c).named : [last(c)]).map(some), 'and');

/** Everything the day was for, without listing again what the want listed. */
const seenAll = (c: EnCtx) =>
  zooAnimals(c).named.length > 1 ? `every animal on ${his(c)} list` : lastThe(c);

/** How they come to the k-th animal, and what seeing it does to them. */
const TO: ((c: EnCtx, the: string) => [string, string])[] = [
  (c, x) => [
    `First they came to ${x}.`,
    `First they came to ${x}, and ${h(c)} stood with ${his(c)} nose against the fence.`,
  ],
  (c, x) => [
    `Then they found ${x}.`,
    `A bit further on they found ${x}, and ${h(c)} lifted the binoculars to see better.`,
  ],
  (c, x) => [
    `There were ${x}!`,
    `Behind a big rock ${h(c)} spotted ${x}, and ${he(c)} tugged at ${f(c)}'s sleeve.`,
  ],
  (c, x) => [
    `By the pond were ${x}.`,
    `Down by the pond they passed ${x}, and ${h(c)} whispered so as not to scare them.`,
  ],
];
const AFTER: ((c: EnCtx) => string)[] = [
  (c) => `${h(c)} could have watched them all day`,
  (c) => `${h(c)} almost forgot to blink`,
  (c) => `${f(c)} nearly had to carry ${h(c)} away`,
  (c) => `${h(c)} drew them in the air with a finger`,
];
/** An animal seen on the way round, doing what it does. */
const seen = (c: EnCtx, k: number) => {
  const id = before(c, k);
  const [young, mid] = does(id).seen;
  const [at, atMore] = (TO[k] ?? (TO[0] as (typeof TO)[number]))(c, the(id));
  return by(
    c,
    `${at} ${cap(the(id))} ${young}.`,
    `${at} ${cap(the(id))} ${mid}.`,
    `${atMore} ${cap(the(id))} ${mid}, and ${(AFTER[k] ?? (AFTER[0] as (typeof AFTER)[number]))(c)}.`,
  );
};

/** What they brought or learnt: the binoculars, the cap, the feeding time, raincoats, tickets. */
const told = (c: EnCtx, key: string) => c.handed([key]).length > 0;
const glasses = (c: EnCtx) => told(c, 'bedroom:zoo#1');
const capOn = (c: EnCtx) => told(c, 'bedroom:zoo#2');
const feedTime = (c: EnCtx) => told(c, 'kitchen:zoo#2');
const coats = (c: EnCtx) => told(c, 'kitchen:zoo#3');
const tickets = (c: EnCtx) => told(c, 'kitchen:zoo#4');
/** What is left on a bench: the cap from the bedroom, or the water bottle. */
const lost = (c: EnCtx): [string, string] =>
  capOn(c)
    ? ['the cap', 'the blue one with the lion on it']
    : ['the water bottle', 'the red one with the squeaky lid'];

/** The mishaps at the zoo, for looking back. */
const mishaps = (c: EnCtx) => {
  const at = (k: number) => told(c, `zoo:zoo#${k}`);
  return [
    ...(at(3) ? ['the map that blew away'] : []),
    ...(at(4) ? ['the shower'] : []),
    ...(at(6) ? [lost(c)[0]] : []),
    ...(at(8) ? ['the closed gate'] : []),
  ];
};

const STEPS: Record<string, Moment<EnCtx>[]> = {
  bedroom: [
    (c) =>
      by(
        c,
        `${h(c)} woke up early and jumped out of bed. Zoo day!`,
        `${h(c)} woke up before the alarm and sat straight up in bed. It was zoo day!`,
        `${h(c)} woke up long before the alarm, and for a moment ${he(c)} did not know why ${his(c)} tummy was fizzing like that. Then ${he(c)} remembered and sat straight up in bed: it was zoo day!`,
      ),
    both(
      (c) =>
        by(
          c,
          `But where were the binoculars?`,
          `${h(c)} wanted to take the binoculars, but they were not in the drawer, and not on the shelf.`,
          `${h(c)} wanted to take the binoculars, the black ones with the strap, because at the zoo the animals are often far away. But they were not in the drawer, not on the shelf and not in the toy box.`,
        ),
      (c) =>
        by(
          c,
          `There, under the bed! ${h(c)} hung them round ${his(c)} neck.`,
          `In the end ${h(c)} found them under the bed, behind a slipper, and hung them round ${his(c)} neck.`,
          `In the end ${h(c)} lay flat on the floor and looked under the bed, and there they were, behind a slipper and an old jigsaw piece. ${He(c)} blew the dust off the lenses and hung them round ${his(c)} neck.`,
        ),
    ),
    (c) =>
      by(
        c,
        `${h(c)} put on the blue cap with a lion on it.`,
        `${h(c)} put on the blue cap with a lion on it, because the sun was going to shine all day.`,
        `Then ${h(c)} put on the blue cap with a lion stitched on the front, the one ${he(c)} always wore on trips, because the radio had said the sun would shine, for most of the day, anyway.`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} wrote a list of animals: ${wantedSome(c)}. ${He(c)} put it in ${his(c)} pocket.`,
        `On a piece of paper ${h(c)} wrote a list of what ${he(c)} wanted to see most: ${wantedSome(c)}. ${He(c)} folded it and put it in ${his(c)} pocket.`,
        `On a piece of paper ${h(c)} wrote a list in big letters of what ${he(c)} wanted to see most at the zoo: ${wantedSome(c)}, with a drawing next to each word. Then ${he(c)} folded the list in four and pushed it deep into ${his(c)} pocket.`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} got dressed. The jumper was on back to front!`,
        `${h(c)} got dressed as fast as ${he(c)} could, and the jumper went on back to front, but that did not matter.`,
        `${h(c)} got dressed so fast that the jumper went on back to front and the socks did not match, one with tiger stripes and one with spots, but that did not matter, because tigers do not care about socks.`,
      ),
    both(
      (c) =>
        by(
          c,
          `${h(c)} opened the animal book at the right page.`,
          `${h(c)} opened the thick book about animals at the page about ${lastThe(c)}.`,
          `${h(c)} sat on the edge of the bed with the thick book about animals and opened it at the page about ${lastThe(c)}, the one with a picture so big it went across two pages.`,
        ),
      (c) =>
        by(
          c,
          `It said ${lastThe(c)} are most awake when they are fed.`,
          `It said something ${h(c)} had not known: ${lastThe(c)} are most awake when they are fed. ${He(c)} remembered that.`,
          `And it said something ${h(c)} had not known: ${lastThe(c)} sleep or rest for much of the day, but when they are fed, they are as awake as can be. "Then we have to be there when they are fed," ${h(c)} thought, and folded down the corner of the page.`,
        ),
    ),
    both(
      (c) =>
        by(
          c,
          `The zip on the rucksack was stuck!`,
          `But when ${h(c)} went to put the book in the rucksack, the zip stuck halfway.`,
          `But when ${h(c)} went to put the book in the little rucksack, the zip stuck halfway, and the harder ${he(c)} pulled, the more stuck it got.`,
        ),
      (c) =>
        by(
          c,
          `${F(c)} showed the trick: back a bit, then forward. It worked!`,
          `${F(c)} came in and showed ${him(c)} the trick: back a little first, and then forward. Then the zip slid round on its own.`,
          `${F(c)} put ${fHis(c)} head round the door and showed ${him(c)} the trick: back a little first, very gently, and then forward again, and the zip slid all the way round as if it had never been stuck at all.`,
        ),
    ),
    (c) =>
      by(
        c,
        `${h(c)} practised animal noises in the mirror. Roar! Squeak!`,
        `${h(c)} practised animal noises in the mirror: a roar, a snort and a squeak, until ${f(c)} called out that it sounded like a whole zoo in there.`,
        `In front of the mirror ${h(c)} practised animal noises, a deep roar, a snort and a little squeak, and last of all a noise no animal in the world makes, and ${f(c)} called through the door that it sounded like a whole zoo in there.`,
      ),
    (c) =>
      by(
        c,
        `"Breakfast!" called ${f(c)}.`,
        `"Breakfast!" called ${f(c)} from the kitchen, and ${h(c)} ran downstairs with the binoculars swinging.`,
      ),
  ],
  kitchen: [
    (c) =>
      by(
        c,
        `${F(c)} made a packed lunch for them both.`,
        `While ${h(c)} ate breakfast, ${f(c)} made a packed lunch for them both and filled two bottles with water.`,
        `While ${h(c)} ate ${his(c)} porridge, ${f(c)} made a packed lunch for them both, cheese and cucumber, and filled two bottles with water, because looking at animals is thirsty work, ${f(c)} said.`,
      ),
    both(
      (c) =>
        by(
          c,
          `Splash! ${h(c)} knocked over the milk.`,
          `But ${h(c)} was so excited that ${he(c)} knocked ${his(c)} milk all over the table.`,
          `But ${h(c)} was so excited that an elbow caught the glass of milk, and the milk ran all over the table and dripped onto the floor.`,
        ),
      (c) =>
        by(
          c,
          `${h(c)} wiped it up with a cloth.`,
          `${h(c)} fetched the cloth and wiped it up, and ${f(c)} said that was the fastest mopping ever seen.`,
          `${h(c)} fetched the cloth from the sink and wiped up every last drop, and ${f(c)} said nobody had ever mopped up so fast in this kitchen.`,
        ),
    ),
    both(
      (c) =>
        by(
          c,
          `The map of the zoo was on the fridge.`,
          `On the fridge was the map of the zoo, with little drawings of all the animals and times beside them.`,
          `On the fridge, under a magnet shaped like a banana, was the map of the zoo, with little drawings of all the animals and tiny times written next to some of them.`,
        ),
      (c) =>
        by(
          c,
          `"${cap(lastThe(c))} are fed at two," read ${f(c)}. ${h(c)} would not forget.`,
          `"That shows the feeding times," said ${f(c)}. "${cap(lastThe(c))} are fed at two o'clock." ${h(c)} drew a ring round it in pencil and remembered.`,
          `"Those are the feeding times," said ${f(c)}, pointing. "Look: ${lastThe(c)} are fed at two o'clock." ${h(c)} drew a big ring round the time in pencil and said it out loud three times so as not to forget: two o'clock, two o'clock, two o'clock.`,
        ),
    ),
    (c) =>
      by(
        c,
        `${F(c)} put the raincoats in the rucksack. "Just in case," said ${f(c)}.`,
        `${F(c)} looked out of the window and put two raincoats in the rucksack. "Just in case," said ${f(c)}.`,
        `${F(c)} looked out of the window at a grey cloud far away and put two raincoats at the bottom of the rucksack. "The radio said sunshine," said ${f(c)}, "but the radio has been wrong before."`,
      ),
    both(
      (c) =>
        by(
          c,
          `But where were the tickets?`,
          `But when they were ready to go, ${f(c)} could not find the train tickets. They were not on the counter.`,
          `But when they were standing at the door with their coats on, ${f(c)} patted every pocket and went quiet. The train tickets! They were not on the counter, not on the windowsill and not in the rucksack.`,
        ),
      (c) =>
        by(
          c,
          `${h(c)} found them under the fruit bowl. ${F(c)} tucked them into the inside pocket.`,
          `${h(c)} found them under the fruit bowl, and ${f(c)} tucked them deep into the inside pocket.`,
          `It was ${h(c)} who found them, under the fruit bowl, where a banana had lain down on top of them. ${F(c)} tucked them deep into the inside pocket and patted it. "There," said ${f(c)}. "You remember where they are too."`,
        ),
    ),
    (c) =>
      by(
        c,
        `${h(c)} made ${his(c)} own sandwich. It had a face!`,
        `${h(c)} wanted to make ${his(c)} own sandwich, with cucumber slices for eyes and a tomato for a mouth, so it smiled up out of the lunchbox.`,
        `${h(c)} wanted to make ${his(c)} own sandwich for the lunchbox, with two cucumber slices for eyes, a strip of pepper for a mouth and a bit of cress for hair, and ${f(c)} said it was the finest sandwich that had ever been to a zoo.`,
      ),
    (c) =>
      by(
        c,
        `${F(c)} wrote the train time on ${h(c)}'s hand.`,
        `${F(c)} wrote down the train time on a note and put it in a pocket. "We've got plenty of time," said ${f(c)}.`,
        `${F(c)} wrote the train time on a yellow note, tucked it in a pocket and looked at the clock twice. "We've got plenty of time," said ${f(c)}, "if we go now."`,
      ),
    (c) =>
      by(
        c,
        `${F(c)} put sun cream on ${h(c)}'s nose.`,
        `${F(c)} put sun cream on ${h(c)}'s nose and ears, so ${he(c)} looked like a little ghost.`,
        `Last of all ${f(c)} put sun cream on ${h(c)}'s nose and ears, far too much, and ${h(c)} looked in the hall mirror and said ${he(c)} looked like a polar bear.`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} put an apple in the rucksack too.`,
        `${h(c)} put an apple in the rucksack too, in case anybody got hungry on the train.`,
      ),
  ],
  train: [
    (c) =>
      by(
        c,
        `The train came whooshing into the station. ${h(c)} pressed the button.`,
        `The train came whooshing into the station, and ${h(c)} got to press the button to open the door.`,
        `The train came whooshing into the station with a long squeal, and ${h(c)} got to press the big green button, and the door slid open with a sigh. They found two seats by the window, one each.`,
      ),
    both(
      (c) =>
        by(
          c,
          `"Tickets, please!" said the conductor.`,
          `Then the conductor came down the carriage. "Tickets, please!" she said, and ${f(c)} started to search.`,
          `Then the conductor came down the carriage with the ticket machine on her tummy. "Tickets, please!" she said, and ${f(c)} searched a jacket, trousers and the rucksack while the conductor waited patiently.`,
        ),
      (c) =>
        tickets(c)
          ? by(
              c,
              `"Your jacket!" said ${h(c)}. There they were.`,
              `"The inside pocket!" whispered ${h(c)}, and there they were, just where ${f(c)} had put them.`,
              `"Inside pocket," whispered ${h(c)}, because ${he(c)} had remembered, and there they were, just where ${f(c)} had put them at home. The conductor stamped them and winked at ${h(c)}.`,
            )
          : by(
              c,
              `They were in the rucksack. The conductor stamped them.`,
              `In the end ${f(c)} found them in the little front pocket of the rucksack, and the conductor stamped them and smiled.`,
            ),
    ),
    (c) =>
      by(
        c,
        `${h(c)} looked out of the window. Cows, horses, a tractor!`,
        `${h(c)} sat with ${his(c)} nose to the window, counting cows and horses and a red tractor whizzing past.`,
        `${h(c)} sat with ${his(c)} nose to the window and counted everything that whizzed past: eleven cows, two horses, a red tractor and a man who waved at the train, and ${h(c)} waved back.`,
      ),
    both(
      (c) =>
        by(
          c,
          `"Are we nearly there?" asked ${h(c)}.`,
          `"Are we nearly there?" asked ${h(c)}, and then asked again, a little later.`,
          `"Are we nearly there?" asked ${h(c)} after the third station, and again after the fourth, and ${f(c)} looked at the clock and said there was a good while to go.`,
        ),
      (c) =>
        by(
          c,
          `They played a guessing game about animals. The time flew.`,
          `"Let's play a guessing game," said ${f(c)}. "I'm thinking of an animal with a long neck." After that the time went much faster.`,
          `"Let's play a guessing game," said ${f(c)}. "I'm thinking of an animal with a long neck that eats from the treetops." ${h(c)} guessed, and then it was ${h(c)}'s turn, and they guessed animals until the train slowed down, and the time went faster than ever.`,
        ),
    ),
    both(
      (c) =>
        by(
          c,
          `Then the train went into a tunnel. Everything went black!`,
          `Then the train went straight into a long tunnel, and everything went black outside the window.`,
          `Then the train went straight into a long tunnel, and all at once everything went black outside the window, and there was a rumbling in their ears, and ${h(c)} reached for ${f(c)}'s hand.`,
        ),
      (c) =>
        by(
          c,
          `${h(c)} held ${f(c)}'s hand. Then the light came back.`,
          `${h(c)} held ${f(c)}'s hand and counted, and at twenty-two the light came back.`,
          `"Let's count," said ${f(c)}, and they counted together, out loud, and at twenty-two the light came back, and there were the fields and the sky again, as if nothing had happened.`,
        ),
    ),
    (c) =>
      by(
        c,
        `The train crossed a long bridge. Far below was the river.`,
        `Then the train crossed a long bridge, and far below the river glittered, with little boats that looked like toys.`,
        `Then the train crossed a long, high bridge, and far below the river glittered in the sun, with little boats that looked like toys in a bath, and ${h(c)} had to hold on to the seat to look down.`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} and ${f(c)} shared an apple. It was sweet and juicy.`,
        `${h(c)} found the apple in the rucksack and shared it with ${f(c)}, bite by bite, while the train curved along a big shining lake.`,
        `Then ${h(c)} found the apple in the rucksack and shared it with ${f(c)}, bite by bite, while the train curved along a big shining lake where a lonely sailing boat bobbed.`,
      ),
    (c) =>
      by(
        c,
        `"Next stop: the Zoo!"`,
        `"Next stop: the Zoo," said a voice from the loudspeaker, and ${h(c)} jumped up from the seat.`,
      ),
  ],
  there: [
    (c) =>
      by(
        c,
        `At the gate they got a map. ${h(c)} found ${lastThe(c)} on it.`,
        `At the gate they got a map with all the animals on it. ${h(c)} found ${lastThe(c)} straight away.`,
        `At the gate they each got a stamp on the hand and a big map with all the animals drawn on it, and ${h(c)} found ${lastThe(c)} straight away, right at the far end, and put a finger on them.`,
      ),
    (c) => seen(c, 0),
    (c) => seen(c, 1),
    both(
      (c) =>
        by(
          c,
          `Oh! The map was gone.`,
          `But when they wanted to find the way on, the map was gone. It had blown away somewhere.`,
          `But when ${f(c)} went to look at the map again, it was gone. It had slipped out of a pocket somewhere and blown away, and neither of them knew where.`,
        ),
      (c) =>
        by(
          c,
          `They followed the signs with animal pictures.`,
          `"We'll follow the signs," said ${h(c)}, because on every corner was a sign with pictures of the animals and arrows.`,
          `But ${h(c)} had noticed something at the gate. "The signs," ${he(c)} said, pointing: on every corner stood a post with pictures of the animals and arrows showing the way, and so they followed the arrows instead.`,
        ),
    ),
    both(
      (c) =>
        by(
          c,
          `Then a shower came!`,
          `Then a shower came sweeping over the zoo, and everybody ran for cover.`,
          `Then the sky turned grey, and a shower came sweeping over the zoo, and people ran in all directions with their jackets over their heads.`,
        ),
      (c) =>
        coats(c)
          ? by(
              c,
              `On went the raincoats!`,
              `But ${f(c)} had brought the raincoats, and they put them on and walked on while everyone else waited.`,
              `But ${f(c)} had brought the raincoats. They put them on, pulled the hoods over their heads and walked on through the rain while everybody else waited under the roofs, and they had the whole path to themselves.`,
            )
          : by(
              c,
              `They ran into the snake house until it stopped.`,
              `They ran into the snake house, where it was warm and dry, and looked at the snakes until the shower was over.`,
              `They ran into the snake house, where it was warm and steamy, and watched a long green snake asleep behind the glass until the shower was over.`,
            ),
    ),
    (c) => seen(c, 2),
    both(
      (c) =>
        by(
          c,
          `Oh no! ${cap(lost(c)[0])} was gone.`,
          `As they walked on, ${h(c)} stopped suddenly. ${cap(lost(c)[0])} was gone!`,
          `A little later ${h(c)} stopped suddenly and felt about. ${cap(lost(c)[0])}, ${lost(c)[1]}, was gone!`,
        ),
      (c) =>
        by(
          c,
          `They went back the same way. There it was, on the bench.`,
          `They went back the way they had come, and there it was, on the bench where they had sat.`,
          `"We'll go back the same way," said ${f(c)}, "and we'll find it." And back they went, slowly, eyes on the ground, and there it was, on the bench where they had sat watching ${the(before(c, 1))}.`,
        ),
    ),
    (c) =>
      by(
        c,
        `They ate their lunch on a bench. A peacock came to look.`,
        `At midday they sat on a bench and ate their packed lunch, and a peacock came strutting up to look at them.`,
        `At midday they sat on a bench under a big tree and ate their packed lunch, and a peacock came strutting past, spread its big shiny tail and looked at them as if it expected applause.`,
      ),
    both(
      (c) =>
        by(
          c,
          `But the gate to ${lastThe(c)} was closed!`,
          `But when they got to ${lastThe(c)}, there was a sign on the gate: Closed until feeding time.`,
          `But when they finally got to ${lastThe(c)}, there was a sign on the gate: "Closed until feeding time." ${h(c)} felt ${his(c)} tummy sink.`,
        ),
      (c) =>
        feedTime(c)
          ? by(
              c,
              `"Two o'clock!" ${h(c)} remembered. They waited.`,
              `"Two o'clock!" ${h(c)} remembered. "That's feeding time." So they sat down to wait, and it was not long now.`,
              `But then ${h(c)} remembered the ring on the map at home. "Two o'clock," ${he(c)} said. "That's feeding time." ${F(c)} looked at the clock: only a quarter of an hour to go, and they sat on the wall right by the gate and waited, first of all.`,
            )
          : by(
              c,
              `"We'll wait," said ${f(c)}. Soon it was feeding time.`,
              `"We'll wait," said ${f(c)}, looking at the clock. "It's nearly feeding time."`,
            ),
    ),
    (c) => seen(c, 3),
    (c) =>
      by(
        c,
        `At the petting farm ${h(c)} stroked a goat. It chewed ${his(c)} shoelace!`,
        `At the petting farm ${h(c)} got to stroke a little brown goat, and the goat tried to eat ${h(c)}'s shoelace.`,
        `Then they went into the petting farm, where you could walk right in among the animals, and a little brown goat with a beard came up, sniffed at ${h(c)} and started chewing ${his(c)} shoelace, very calmly, as if it was the best thing it had ever tasted.`,
      ),
    (c) =>
      by(
        c,
        `A keeper told them about ${lastThe(c)}. ${h(c)} listened hard.`,
        `By a fence a keeper was telling everyone about ${lastThe(c)}: how much they eat, and how long they sleep.`,
        `By a fence stood a keeper in green clothes telling the children about ${lastThe(c)}: how much they eat in a day, how long they sleep, and how to tell them apart, and ${h(c)} listened with every bit of ${him(c)}.`,
      ),
  ],
};

const step = moments<EnCtx>('zoo', STEPS, outingKey);

const quiet: Bank<EnCtx> = afterMoments<EnCtx>(
  'zoo',
  STEPS,
  outingKey,
  eachOnce<EnCtx>('zoo-quiet', [
    (c) =>
      outingKey(c) === 'bedroom'
        ? by(
            c,
            `The sun shone in through the curtains. It was going to be a good day.`,
            `The sun shone in through the curtains and laid a yellow stripe across the duvet.`,
          )
        : null,
    (c) =>
      outingKey(c) === 'kitchen'
        ? by(
            c,
            `The clock on the wall ticked. Soon it was time to go.`,
            `The clock on the wall ticked, and ${h(c)} kept looking at it.`,
          )
        : null,
    (c) =>
      outingKey(c) === 'train'
        ? by(
            c,
            `The train rattled and rocked. Clickety-clack, went the rails.`,
            `The train rattled and rocked, and the rails sang underneath them, clickety-clack, clickety-clack.`,
          )
        : null,
    (c) =>
      outingKey(c) === 'there'
        ? by(
            c,
            `It smelled of hay and popcorn. Children laughed everywhere.`,
            `It smelled of hay and animals and popcorn, and everywhere there were children laughing.`,
          )
        : null,
    (c) =>
      outingKey(c) === 'there'
        ? by(
            c,
            `${F(c)} bought them both an ice cream. ${h(c)} chose strawberry.`,
            `${F(c)} bought them an ice cream each, and ${h(c)} got to choose strawberry.`,
          )
        : null,
    (c) =>
      outingKey(c) === 'there' && glasses(c)
        ? by(
            c,
            `${h(c)} looked through the binoculars. There was a little bird!`,
            `${h(c)} looked through the binoculars and spotted a little bird nobody else had seen.`,
          )
        : null,
    (c) =>
      outingKey(c) === 'there'
        ? by(
            c,
            `${h(c)} took out the list and ticked some off.`,
            `${h(c)} took the list out of ${his(c)} pocket and ticked off what they had seen.`,
          )
        : null,
  ]),
);

/** Feeding time: the keeper comes, and the last animal the family named does what it does. */
const feeding = (c: EnCtx) =>
  by(
    c,
    `Then the keeper came with ${does(last(c)).food}. ${cap(lastThe(c))} ${does(last(c)).fed}!`,
    `At two o'clock the keeper came with a bucket of ${does(last(c)).food}, and ${lastThe(c)} ${does(last(c)).fed}. Everybody at the fence clapped, and ${h(c)} clapped loudest of all.`,
  );

export const zoo: GoalTexts<EnCtx> = {
  want: [
    (c) =>
      by(
        c,
        `Today ${h(c)} and ${f(c)} were going to the zoo to see ${wanted(c)}!`,
        `Today ${h(c)} and ${f(c)} were taking the train to the zoo, and what ${h(c)} wanted to see most of all was ${wanted(c)}. ${h(c)} had been looking forward to it for weeks.`,
      ),
  ],
  show: [
    (c) =>
      by(
        c,
        `${h(c)} had a book about animals. ${He(c)} read it every night.`,
        `${h(c)} had a thick book about wild animals and had read it so many times that the corners of the pages had gone soft.`,
      ),
  ],
  problem: [
    (c) =>
      by(
        c,
        `But the zoo was big, and animals sleep and hide. Would they see them?`,
        `But the zoo was big, and animals do not always do what you hope: they sleep, they hide, and they are fed when they are fed.`,
      ),
  ],
  decide: [
    (c) =>
      by(
        c,
        `"We'll find them!" said ${h(c)}.`,
        `"We're going to see ${zooAnimals(c).named.length > 1 ? 'every one of them' : 'them'}," said ${h(c)}, "whatever happens."`,
      ),
  ],
  attempt: [...step, ...quiet],
  progress: [...step, ...quiet],
  advice: eachOnce<EnCtx>('zoo-advice', [
    (c) =>
      c.helper && c.helper.name !== f(c)
        ? by(
            c,
            `"Look for feeding time," said ${c.helper.name}.`,
            `"Look on the map for when the animals are fed," said ${c.helper.name}. "That's when they're awake."`,
          )
        : null,
  ]),
  ask: eachOnce<EnCtx>('zoo-ask', [
    (c) =>
      by(
        c,
        `"Do ${lastThe(c)} sleep in the day?" asked ${h(c)}.`,
        `"What do ${lastThe(c)} do all day?" ${h(c)} asked ${c.helper?.name ?? f(c)}.`,
      ),
  ]),
  turn: {
    brave: [
      (c) =>
        by(
          c,
          `${feeding(c)} ${h(c)} stood right at the front and saw it all.`,
          `${feeding(c)} ${h(c)} stood right at the front by the fence and did not step back once, and ${he(c)} saw every bit of it.`,
        ),
    ],
    together: [
      (c) =>
        by(
          c,
          `${feeding(c)} ${h(c)} sat on ${f(c)}'s shoulders and saw it all.`,
          `It was crowded, so ${f(c)} lifted ${h(c)} up onto ${fHis(c)} shoulders. ${feeding(c)} And ${h(c)} saw every bit of it, from way up there.`,
        ),
    ],
    gift: [
      (c) =>
        c.gift
          ? by(
              c,
              `${feeding(c)} ${h(c)} held the ${c.gift.sg} and saw it all.`,
              `${h(c)} held the ${c.gift.sg} tight and stood very still by the fence. ${feeding(c)}`,
            )
          : null,
    ],
    clever: [
      (c) =>
        by(
          c,
          `They were first at the fence. ${feeding(c)}`,
          `Because they had waited by the gate, they were first at the fence, right at the front. ${feeding(c)}`,
        ),
    ],
  },
  resolution: [
    (c) =>
      by(
        c,
        `Now ${h(c)} had seen ${seenAll(c)}!`,
        `Now ${h(c)} had seen ${seenAll(c)} with ${his(c)} own eyes, not just in the book, and ${he(c)} ticked the last one off the list${glasses(c) ? ' and looked at them one last time through the binoculars' : ''}. Then they walked slowly to the gate, hand in hand.`,
      ),
  ],
  home: inTurn<EnCtx>(
    'zoo-home',
    eachOnce<EnCtx>('zoo-home', [
      (c) =>
        by(
          c,
          `On the train home ${h(c)} nearly fell asleep. It had been a long day.`,
          `On the train home ${h(c)} leaned ${his(c)} head on ${f(c)}'s shoulder and nearly fell asleep${capOn(c) ? ', cap all crooked' : ''}.`,
          `On the train home ${h(c)} leaned ${his(c)} head on ${f(c)}'s shoulder, and the carriage swayed gently, and before ${he(c)} knew it they were home again, and ${f(c)} had to wake ${him(c)} gently.`,
        ),
      (c) =>
        by(
          c,
          `At home ${h(c)} drew ${lastThe(c)}.`,
          `At home ${h(c)} drew ${lastThe(c)} just as ${he(c)} had seen them, and stuck the drawing on the fridge.`,
        ),
      (c) =>
        by(
          c,
          `At supper ${h(c)} told about the whole day.`,
          `At supper ${h(c)} told about the whole day, from the train to feeding time, and ${f(c)} did the noises.`,
        ),
    ]),
  ),
  reflection: eachOnce<EnCtx>('zoo-reflection', [
    (c) =>
      by(
        c,
        `It was the best day ever, ${h(c)} thought in bed.`,
        mishaps(c).length > 1
          ? `${cap(listOf(mishaps(c), 'and'))}, ${h(c)} thought in bed, and still ${he(c)} saw ${lastThe(c)} at feeding time.`
          : `It was the best day ever, ${h(c)} thought in bed, and ${lastThe(c)} were the very best part.`,
      ),
  ]),
  refrain: [(c) => `Clickety-clack goes the train, we're off to see ${lastThe(c)} again!`],
  title: [
    (c) => `${h(c)} Goes to the Zoo`,
    (c) => `${h(c)} and the ${some(last(c)).replace(/\b\w/g, (x) => x.toUpperCase())}`,
    () => `A Day at the Zoo`,
  ],
};

/** In the bedroom, the kitchen, on the train; the zoo. */
const GO: Record<string, (c: EnCtx) => string> = {
  bedroom: (c) => by(c, `It was morning.`, `It was early morning in ${h(c)}'s bedroom.`),
  kitchen: (c) =>
    by(
      c,
      `Then ${they(c)} went into the kitchen.`,
      `Then ${they(c)} went into the kitchen for breakfast.`,
    ),
  train: (c) =>
    by(c, `Then they went to the station.`, `Then ${they(c)} walked to the station for the train.`),
  there: (c) =>
    by(c, `Then they were at the zoo!`, `Then ${they(c)} stood at the gate of the zoo.`),
};

export const zooScenes = {
  titles: [] as Bank<EnCtx>,
  travel: [(c: EnCtx) => GO[outingKey(c)]?.(c) ?? null] as Bank<EnCtx>,
};

/** A zoo is no farm: paths, fences, signs and animal noises far away. */
export const zooSettings = {
  farm: [
    (c: EnCtx) =>
      by(
        c,
        `Paths went off in every direction.`,
        `Paths went off in every direction between fences and bushes, and from somewhere far away came a roar.`,
        `Wide paths wound off in every direction between fences and tall bushes, and from somewhere far away came a roar, a splash and something that laughed like a monkey.`,
      ),
    (c: EnCtx) =>
      by(
        c,
        `It smelled of animals and popcorn.`,
        `It smelled of animals and hay and popcorn, and a little cart sold ice cream by the gate.`,
      ),
    (c: EnCtx) =>
      by(
        c,
        `Children ran from fence to fence.`,
        `Children ran from fence to fence, pointing, and the grown-ups followed with pushchairs and maps.`,
      ),
  ] as Bank<EnCtx>,
};
