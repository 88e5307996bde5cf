// A creature found and kept secret: found where the family said, small, scared and hungry; the
// hero decides to keep it secret, and why; it is hidden at home (a box under the bed, the
// wardrobe), fed the right food, nearly seen by the ones it is hidden from (a noise, a puff of
// smoke, a tail under the duvet), grows too big or slips away; then a grown-up is told, or its
// own come for it, and it goes home or may stay. A calm close. Never a climb or a treasure.
import type { EnCtx } from '../../../compose/ctx-en';
import type { Bank } from '../../../compose/ctx-base';
import type { GoalTexts } from '../../../compose/pack-types';
import type { HiddenFrom } from '../../../description/read-secret';
import { possessive, withArticle } from '../../../grammar/english';
import { placeById } from '../../../lexicon/places';
import { by } from '../../by-band';
import {
  eachOnce,
  foundIndoors,
  nextDoor,
  secretFood,
  secretKin,
  secretMagic,
  secretBank,
  secretStep,
  type SecretFood,
  type SecretMagic,
  type SecretMoment,
  type SecretStep,
} from '../../secret-beats';
import { cap } from '../../../text';

const h = (c: EnCtx) => c.hero.name;
const He = (c: EnCtx) => cap(c.hero.he);
/** The creature, by name, or "the dragon" when the family gave none. */
const o = (c: EnCtx) => c.other?.name ?? 'the little creature';
const O = (c: EnCtx) => cap(o(c));
const it = (c: EnCtx) => c.other?.he ?? 'it';
const It = (c: EnCtx) => cap(it(c));
const its = (c: EnCtx) => c.other?.his ?? 'its';
const him = (c: EnCtx) => c.other?.him ?? 'it';
const kind = (c: EnCtx) => c.other?.kind ?? 'creature';
/** The first time it is met: "a small red dragon", or "Star, a small white unicorn". */
const a = (c: EnCtx) => {
  const what = withArticle([c.other?.look, kind(c)].filter(Boolean).join(' '));
  return c.other?.named ? `${o(c)}, ${what}` : what;
};

/** Whom it is hidden from, as the child says it. */
const FROM: Record<HiddenFrom, { the: (c: EnCtx) => string; they: string; plural: boolean }> = {
  mum: { the: () => 'Mum', they: 'she', plural: false },
  dad: { the: () => 'Dad', they: 'he', plural: false },
  parents: { the: () => 'Mum and Dad', they: 'they', plural: true },
  neighbour: { the: () => 'the neighbour', they: 'he', plural: false },
  neighbours: { the: () => 'the neighbours', they: 'they', plural: true },
  teacher: { the: () => 'the teacher', they: 'she', plural: false },
  grandma: { the: () => 'Grandma', they: 'she', plural: false },
  grandpa: { the: () => 'Grandpa', they: 'he', plural: false },
  brother: { the: (c) => `${c.hero.his} big brother`, they: 'he', plural: false },
  sister: { the: (c) => `${c.hero.his} big sister`, they: 'she', plural: false },
  'grown-ups': { the: () => 'the grown-ups', they: 'they', plural: true },
};
const fromOf = (c: EnCtx) => FROM[c.secret?.from ?? 'grown-ups'];
/** "the neighbours", "Mum and Dad". */
const them = (c: EnCtx) => fromOf(c).the(c);
const Them = (c: EnCtx) => cap(them(c));
const they = (c: EnCtx) => fromOf(c).they;
const was = (c: EnCtx) => (fromOf(c).plural ? 'were' : 'was');
/** The grown-up told in the end. */
const trusted = (c: EnCtx) =>
  c.secret?.trusted ??
  (['mum', 'dad', 'parents', 'grown-ups'].includes(c.secret?.from ?? '') ? 'Grandma' : 'Mum');
const home = (c: EnCtx) => c.secret?.fate === 'home';

/** Where it was found, as the family said: "in the shed", "under the bed". */
const foundIn = (c: EnCtx) => {
  const at = c.secret?.found;
  if (!at) return 'at the bottom of the garden';
  if (at === 'bedroom') return 'under the bed';
  return placeById(at).en.in;
};
/** Where it belongs: "the forest", "the sky". */
const belongs = (c: EnCtx) => {
  const kin = secretKin(c);
  if (kin === 'sky') return 'the sky';
  if (kin === 'ship') return 'the stars';
  if (kin === 'water') return 'the water';
  return 'the forest';
};

const FOOD: Record<SecretFood, { wrong: string; right: string }> = {
  peppers: { wrong: 'a slice of bread', right: 'the hottest red peppers in the fridge' },
  jam: { wrong: 'a carrot', right: 'a whole jar of strawberry jam' },
  apples: { wrong: 'a cheese sandwich', right: 'crisp green apples' },
  porridge: { wrong: 'a banana', right: 'a big bowl of cold porridge' },
  biscuits: { wrong: 'a carrot', right: 'a whole plate of biscuits' },
  sausage: { wrong: 'a lettuce leaf', right: 'a little sausage' },
  fish: { wrong: 'a biscuit', right: 'a piece of fish' },
  seeds: { wrong: 'a crust', right: 'a handful of seeds' },
  berries: { wrong: 'a slice of cheese', right: 'a bowl of blueberries' },
};
/** The magic that nearly gives it away, and what the grown-up calls out. */
const MAGIC: Record<SecretMagic, { did: (c: EnCtx) => string; asked: string }> = {
  smoke: {
    did: (c) => `${o(c)} sneezed, and a puff of grey smoke curled up to the ceiling`,
    asked: 'Is something burning?',
  },
  glow: {
    did: (c) => `${o(c)} began to glow, green and bright as a lamp`,
    asked: 'Why is there a light on in there?',
  },
  sparkle: {
    did: (c) => `${o(c)} shook ${its(c)} head, and sparkles flew everywhere`,
    asked: 'What is all that glitter?',
  },
  snore: {
    did: (c) => `${o(c)} fell asleep and snored like a little thunderstorm`,
    asked: 'What is that rumbling?',
  },
  bark: {
    did: (c) => `${o(c)} gave one small, loud bark`,
    asked: 'Was that a bark?',
  },
  squeak: {
    did: (c) => `${o(c)} gave a loud, happy squeak`,
    asked: 'What was that squeak?',
  },
};

/** How the one it is hidden from nearly sees it. */
const comes = (c: EnCtx): string =>
  nextDoor(c)
    ? c.secret?.from === 'teacher'
      ? `the doorbell rang: it was the teacher, with a book ${h(c)} had forgotten at school`
      : `${them(c)} leaned over the fence and looked right at the window`
    : `${them(c)} came in without knocking`;

/** Where the one it is hidden from calls out from: over the fence, or outside the door. */
const calledFrom = (c: EnCtx) =>
  c.secret?.from === 'teacher'
    ? ' from the hall'
    : nextDoor(c)
      ? ' over the fence'
      : ' through the door';
const noses = (c: EnCtx) => (fromOf(c).plural ? 'noses' : 'nose');
/** Where it is found again when it slips away, close to being seen. */
const escapedTo = (c: EnCtx) =>
  c.secret?.from === 'teacher'
    ? `in ${c.hero.his} school bag, all packed and ready to go to school`
    : nextDoor(c)
      ? `in a flowerpot by the fence, right under ${possessive(them(c))} ${noses(c)}`
      : `in the laundry basket, right under ${possessive(them(c))} ${noses(c)}`;

/** The step at each place, and what goes wrong there. */
const step = (c: EnCtx): string => {
  switch (secretStep(c)) {
    case 'hide':
      return by(
        c,
        `${h(c)} made ${o(c)} a bed in a box under the bed.`,
        `${h(c)} lined a shoebox with a soft scarf and slid it under the bed, right at the back, where nobody ever looked.`,
        `${h(c)} lined an old shoebox with ${c.hero.his} softest scarf, poked air holes in the lid with a pencil, and slid it under the bed, right at the back behind the boots, where nobody ever looked.`,
      );
    case 'feed':
      return by(
        c,
        `${O(c)} would not eat ${FOOD[secretFood(c)].wrong}. But ${it(c)} loved ${FOOD[secretFood(c)].right}!`,
        `${h(c)} tried ${FOOD[secretFood(c)].wrong}, but ${o(c)} only sniffed it. Then ${h(c)} tried ${FOOD[secretFood(c)].right}, and ${o(c)} gobbled up every bit.`,
        `First ${h(c)} tried ${FOOD[secretFood(c)].wrong}, but ${o(c)} only sniffed it and turned away. Then ${h(c)} had an idea and fetched ${FOOD[secretFood(c)].right}, and ${o(c)} gobbled up every last bit and licked ${its(c)} lips.`,
      );
    case 'wash':
      return by(
        c,
        `${h(c)} washed the mud off ${o(c)} in the sink.`,
        `${h(c)} locked the bathroom door and washed the mud off ${o(c)} in the sink, very gently, with warm water.`,
        `${h(c)} locked the bathroom door, ran warm water into the sink and washed the mud and the cobwebs off ${o(c)}, very gently, while ${o(c)} blew bubbles.`,
      );
    case 'grow':
      return by(
        c,
        `${O(c)} had grown too big for the box!`,
        `${O(c)} was growing fast. One morning ${its(c)} tail stuck out under the duvet, so ${h(c)} carried ${him(c)} up to the attic, where there was more room.`,
        `${O(c)} was growing, and fast: one morning ${its(c)} tail was poking out from under the duvet for anyone to see. So ${h(c)} carried ${him(c)} up the ladder to the attic, where there was room to stretch, and made a nest of old cushions behind the Christmas boxes.`,
      );
    case 'belong':
      if (!home(c))
        return by(
          c,
          `${O(c)} was too lively to hide now. Crash, went a flowerpot!`,
          `${O(c)} was not so small any more, and far too lively to hide: crash, over went a flowerpot.`,
          `${O(c)} was not so small any more, and far too lively to keep hidden: with one happy bounce, crash, over went a whole row of flowerpots.`,
        );
      return by(
        c,
        `${O(c)} looked at ${belongs(c)} and sighed.`,
        `${O(c)} sat very still and looked at ${belongs(c)}, and gave a small, sad sigh.`,
        `${O(c)} sat very still and looked out at ${belongs(c)} for a long time, and gave a small, sad sigh, the kind you give when you are missing someone.`,
      );
  }
};

/** What goes wrong after the step: a near miss, or the trouble the secret makes. */
const nearMiss = (c: EnCtx): string | null => {
  switch (secretStep(c)) {
    case 'hide':
      return by(
        c,
        `Then ${comes(c)}! ${h(c)} sat on the box.`,
        `Just then ${comes(c)}. "What's that scratching?" ${h(c)} sat down on the box and smiled. "Nothing!"`,
        `Just then ${comes(c)}. "What's that scratching noise?" ${h(c)} sat down on the box, very quickly, and smiled the most ordinary smile ${c.hero.he} could manage. "Nothing at all!"`,
      );
    case 'feed':
      return by(
        c,
        `${Them(c)} nearly saw! ${h(c)} hid ${o(c)} behind ${c.hero.his} back.`,
        `Then ${comes(c)}. ${h(c)} popped ${o(c)} under a tea towel just in time. "Hungry today, aren't you?"`,
        `Then ${comes(c)}. ${h(c)} popped ${o(c)} under a tea towel just in time, and ${o(c)} kept perfectly still, except for one little foot. "My, you are hungry today," ${they(c)} said, and did not look twice.`,
      );
    case 'wash':
      return by(
        c,
        `${cap(MAGIC[secretMagic(c)].did(c))}. "${MAGIC[secretMagic(c)].asked}"`,
        `But ${MAGIC[secretMagic(c)].did(c)}. "${MAGIC[secretMagic(c)].asked}" called ${them(c)}${calledFrom(c)}. "No!" said ${h(c)}, a bit too fast.`,
        `But then ${MAGIC[secretMagic(c)].did(c)}. "${MAGIC[secretMagic(c)].asked}" called ${them(c)}${calledFrom(c)}. "No, nothing!" said ${h(c)}, a bit too fast, and ${c.hero.his} heart thumped like a drum.`,
      );
    case 'grow':
      return by(
        c,
        `The next morning ${o(c)} was gone!`,
        `But the next morning the nest was empty. ${O(c)} was gone! ${h(c)} searched everywhere, and found ${him(c)} at last, asleep ${escapedTo(c)}.`,
        `But the next morning the nest was empty, and the attic window stood open. ${O(c)} was gone! ${h(c)} searched the whole house on tiptoe, heart pounding, and found ${him(c)} at last, curled up asleep ${escapedTo(c)}.`,
      );
    case 'belong':
      if (!home(c))
        return by(
          c,
          `${h(c)} could not sleep. Hiding ${o(c)} felt wrong.`,
          `That night ${h(c)} could not sleep. Hiding ${o(c)} from ${them(c)} every day felt worse and worse.`,
          `That night ${h(c)} lay awake for a long time. Hiding ${o(c)} from ${them(c)}, day after day, felt worse and worse, like a stone in a shoe.`,
        );
      return by(
        c,
        `${O(c)} was homesick. Keeping a secret was hard.`,
        `${O(c)} would not even eat. ${h(c)} understood: ${o(c)} was homesick, and a secret this big was too much to carry alone.`,
        `${O(c)} would not even eat. And ${h(c)} understood at last: ${o(c)} was homesick, and a secret this big was far too much for one child to carry alone.`,
      );
  }
};

/** What a longer secret brings at each place after that place's own step: what goes a little wrong, and what helps. */
const MORE: Record<
  Exclude<SecretMoment, SecretStep>,
  { trouble: (c: EnCtx) => string; fix: (c: EnCtx) => string }
> = {
  cold: {
    trouble: (c) =>
      by(
        c,
        `At night ${o(c)} was cold in the box.`,
        `At night it grew cold under the bed, and ${o(c)} lay shivering in the box, curled up tight.`,
        `At night the cold came creeping along the floor, and when ${h(c)} peeped into the box, ${o(c)} lay shivering, curled up as tight as a little ball.`,
      ),
    fix: (c) =>
      by(
        c,
        `${h(c)} tucked a woolly jumper round ${him(c)}.`,
        `${h(c)} fetched ${c.hero.his} thickest woolly jumper and tucked it round ${o(c)}, and soon the shivering stopped.`,
        `${h(c)} tiptoed to the wardrobe, fetched ${c.hero.his} thickest woolly jumper and tucked it round ${o(c)} like a nest, and soon the shivering stopped and the breathing grew slow.`,
      ),
  },
  noise: {
    trouble: (c) =>
      by(
        c,
        `${O(c)} scratched in the box all night!`,
        `${O(c)} scratched and squeaked in the box all night, and ${h(c)} was afraid the whole house would wake.`,
        `In the middle of the night ${o(c)} began to scratch and squeak in the box, softly at first and then louder, and ${h(c)} lay stiff with fright, waiting for someone to wake.`,
      ),
    fix: (c) =>
      by(
        c,
        `${h(c)} put a ticking clock in the box. Then ${it(c)} slept.`,
        `${h(c)} wrapped ${c.hero.his} alarm clock in a sock and put it in the box. Tick-tock, like a heartbeat, and ${o(c)} fell asleep.`,
        `${h(c)} wrapped the old alarm clock in a sock and laid it beside ${o(c)}. Tick-tock, tick-tock, like a beating heart, and after a while ${o(c)} was fast asleep.`,
      ),
  },
  crumbs: {
    trouble: (c) =>
      by(
        c,
        `The crumbs made a line to the bedroom!`,
        `After the meal a line of crumbs ran from the kitchen, along the hall and all the way to the bedroom.`,
        `Only afterwards did ${h(c)} see it: a clear line of crumbs ran from the kitchen table, all along the hall and straight to the bedroom door, like an arrow saying HERE IT IS.`,
      ),
    fix: (c) =>
      by(
        c,
        `${h(c)} swept up every single crumb.`,
        `${h(c)} fetched the dustpan and brush and swept up every single crumb, right up to the door.`,
        `${h(c)} fetched the dustpan and brush and swept up crumb after crumb, right up to the door, and wiped over it all with a cloth, just in case.`,
      ),
  },
  water: {
    trouble: (c) =>
      by(
        c,
        `${O(c)} knocked the water glass over!`,
        `${O(c)} went to drink but knocked the glass over, and the water ran across the table and onto the floor.`,
        `${O(c)} was thirsty after the meal but bumped the glass, and the water ran across the kitchen table and dripped onto the floor in a little waterfall.`,
      ),
    fix: (c) =>
      by(
        c,
        `${h(c)} fetched a heavy egg cup. It did not tip.`,
        `${h(c)} mopped it up and found a heavy egg cup instead, and it stayed put, however much ${o(c)} nudged it.`,
        `${h(c)} mopped everything up and found a heavy old egg cup instead, and it stood as steady as a stone, however eagerly ${o(c)} drank.`,
      ),
  },
  shake: {
    trouble: (c) =>
      by(
        c,
        `${O(c)} shook. Water everywhere!`,
        `After the bath ${o(c)} shook all over, and water sprayed across the mirror, the walls and the whole floor.`,
        `After the bath ${o(c)} shook from nose to tail, and water sprayed across the mirror, the walls, the towels and the whole floor, as if it had rained indoors.`,
      ),
    fix: (c) =>
      by(
        c,
        `${h(c)} dried it all with towels.`,
        `${h(c)} dried the mirror and the floor with every towel ${c.hero.he} could find, before anyone could come.`,
        `${h(c)} dried the mirror, the walls and the floor with every towel ${c.hero.he} could find, and hung them neatly back up, so nobody would wonder.`,
      ),
  },
  brush: {
    trouble: (c) =>
      by(
        c,
        `${O(c)} was all tangles.`,
        `Once ${o(c)} was dry, ${it(c)} was full of tangles sticking out in every direction.`,
        `When ${o(c)} was dry at last, everything about ${him(c)} stood on end, full of tangles and tufts sticking out in every direction.`,
      ),
    fix: (c) =>
      by(
        c,
        `An old toothbrush made ${him(c)} neat.`,
        `${h(c)} brushed gently with an old toothbrush, and ${o(c)} closed ${its(c)} eyes and enjoyed it.`,
        `${h(c)} found an old, soft toothbrush and brushed gently, tangle by tangle, and ${o(c)} closed ${its(c)} eyes and made a low, happy sound.`,
      ),
  },
  dust: {
    trouble: (c) =>
      by(
        c,
        `Atchoo! ${O(c)} sneezed in the dust.`,
        `It was so dusty in the attic that ${o(c)} began to sneeze, atchoo, atchoo, louder and louder.`,
        `The dust in the attic lay as thick as flour, and ${o(c)} began to sneeze, atchoo, atchoo, louder and louder, until it must have been heard right down in the living room.`,
      ),
    fix: (c) =>
      by(
        c,
        `${h(c)} opened the hatch and swept a corner clean.`,
        `${h(c)} opened the roof hatch to let fresh air in, and swept one corner perfectly clean.`,
        `${h(c)} opened the little roof hatch so fresh air streamed in, and swept and wiped one corner perfectly clean, and there the sneezing stopped.`,
      ),
  },
  ladder: {
    trouble: (c) =>
      by(
        c,
        `The attic stairs creaked loudly!`,
        `Every time ${h(c)} went up with food, the attic stairs creaked so loudly that ${c.hero.he} froze.`,
        `Every time ${h(c)} crept up with food, the attic stairs creaked so loudly that ${c.hero.he} stood like a statue, listening.`,
      ),
    fix: (c) =>
      by(
        c,
        `${h(c)} stepped right at the edges.`,
        `${h(c)} found that the steps did not creak right at the edges, and stepped only there.`,
        `${h(c)} tried step by step and found that they did not creak right at the edges, and from then on ${c.hero.he} stepped only there, as silent as a cat.`,
      ),
  },
  tracks: {
    trouble: (c) =>
      by(
        c,
        `Tiny footprints crossed the lawn!`,
        `Tiny footprints ran across the wet lawn, straight to the house, for anyone to see.`,
        `Across the wet lawn ran a line of tiny footprints, straight to the house, so clear that anybody at all could follow them.`,
      ),
    fix: (c) =>
      by(
        c,
        `${h(c)} raked the tracks away.`,
        `${h(c)} fetched the rake and raked over the tracks, one by one, until the lawn looked quite ordinary.`,
        `${h(c)} fetched the rake from the shed and raked over the tracks, one by one, until the lawn looked quite ordinary again, and put the rake back exactly where it had been.`,
      ),
  },
  hoover: {
    trouble: (c) =>
      by(
        c,
        `The hoover came closer to the bed!`,
        `It was hoovering day, and the hoover hummed closer and closer to the bed, where the box was.`,
        `It was hoovering day, and the humming came closer and closer from the hall, room by room, until the hoover's long nose poked round the door, heading straight for the bed where the box was.`,
      ),
    fix: (c) =>
      by(
        c,
        `"I'll tidy it myself!" said ${h(c)}.`,
        `"I'll tidy my room myself today!" said ${h(c)} quickly, and the hoover hummed away, while everyone wondered what had happened.`,
        `"I can tidy my room myself today!" said ${h(c)} quickly, and the hoover hummed off to the next room, while the grown-ups wondered whether ${h(c)} was feeling quite well.`,
      ),
  },
  empty: {
    trouble: (c) =>
      by(
        c,
        `The food was gone, and supper was far off.`,
        `Soon the bowl was empty again, and supper was a long way off. ${O(c)} looked up at ${h(c)} with big, hungry eyes.`,
        `Soon the bowl was empty again, and supper was hours away. ${O(c)} sat up and looked at ${h(c)} with the biggest, hungriest eyes anyone had ever seen.`,
      ),
    fix: (c) =>
      by(
        c,
        `${h(c)} saved half a pudding in a napkin.`,
        `At supper ${h(c)} saved half ${c.hero.his} pudding in a napkin under the table, for ${o(c)}.`,
        `At supper ${h(c)} ate only half ${c.hero.his} pudding and slipped the rest into a napkin under the table, and nobody noticed a thing, except that ${h(c)} was suddenly so very polite.`,
      ),
  },
  bubbles: {
    trouble: (c) =>
      by(
        c,
        `The soap bubbles floated to the door!`,
        `${O(c)} blew so many soap bubbles that they drifted towards the door, and soon they would sail out under it.`,
        `${O(c)} loved the soapy foam and blew bubble after bubble, big as apples, and a whole flock of them drifted slowly towards the door, straight for the gap underneath.`,
      ),
    fix: (c) =>
      by(
        c,
        `${h(c)} caught them with a towel.`,
        `${h(c)} caught the bubbles with a towel, pop, pop, pop, before a single one got out.`,
        `${h(c)} chased the bubbles with a towel, pop, pop, pop, and laid the towel along the gap under the door, so not one bubble escaped into the hall.`,
      ),
  },
  window: {
    trouble: (c) =>
      by(
        c,
        `${O(c)} sat in the attic window. Anyone could see!`,
        `${O(c)} liked to sit in the attic window and look out, and there anyone in the street could see ${him(c)}.`,
        `${O(c)} had found a favourite spot in the attic window, where ${it(c)} could look out over the whole street, which meant the whole street could look at ${him(c)} too.`,
      ),
    fix: (c) =>
      by(
        c,
        `An old blanket made a curtain.`,
        `${h(c)} hung an old blanket over the window as a curtain, with a little peephole in the corner.`,
        `${h(c)} hung an old checked blanket over the window as a curtain, and cut a little peephole in one corner, just big enough for one curious nose.`,
      ),
  },
  dig: {
    trouble: (c) =>
      by(
        c,
        `${O(c)} dug in the flowerbed!`,
        `${O(c)} began digging in the flowerbed to hide things there, and soon the tulips stood all crooked.`,
        `${O(c)} began digging holes in the flowerbed to hide treasures there, and soon the tulips were leaning every which way and soil was scattered across the lawn.`,
      ),
    fix: (c) =>
      by(
        c,
        `${h(c)} gave ${him(c)} a digging corner.`,
        `${h(c)} put the tulips back and showed ${o(c)} a corner behind the shed where digging was allowed.`,
        `${h(c)} set the tulips gently back in place and showed ${o(c)} a corner behind the shed, with soft soil and no flowers, where digging was allowed as much as ${it(c)} liked.`,
      ),
  },
  tree: {
    trouble: (c) =>
      by(
        c,
        `${O(c)} climbed high up the tree!`,
        `${O(c)} climbed high up the tree and would not come down again, however much ${h(c)} whispered.`,
        `${O(c)} climbed right to the top of the tree and sat there among the branches, and would not come down again, however much ${h(c)} whispered and coaxed.`,
      ),
    fix: (c) =>
      by(
        c,
        `${h(c)} held out the food. Down ${it(c)} came!`,
        `${h(c)} sat very still under the tree and held out ${FOOD[secretFood(c)].right}, and little by little ${o(c)} came down.`,
        `${h(c)} sat very still under the tree and held out ${FOOD[secretFood(c)].right} without a word, and little by little, branch by branch, ${o(c)} came down and climbed straight into ${c.hero.his} lap.`,
      ),
  },
};

export const secret: GoalTexts<EnCtx> = {
  want: [
    (c) =>
      by(
        c,
        `One day ${h(c)} found ${a(c)}${c.other?.named ? ',' : ''} ${foundIn(c)}!`,
        `One morning ${h(c)} heard a tiny sound ${foundIn(c)}. And there, hiding, was ${a(c)}!`,
        `One morning, ${foundIn(c)}, ${h(c)} heard a tiny sound behind the flowerpots. ${He(c)} held ${c.hero.his} breath and looked, and there, hiding, was ${a(c)}!`,
      ),
  ],
  show: [
    (c) =>
      by(
        c,
        `${It(c)} was shaking, and ${its(c)} tummy rumbled.`,
        `${It(c)} was shaking all over, and ${its(c)} tummy rumbled loudly. "Don't be scared," whispered ${h(c)}.`,
        `${It(c)} was no bigger than a kitten, shaking all over, and ${its(c)} tummy rumbled so loudly that ${h(c)} almost laughed. "Don't be scared," ${c.hero.he} whispered. "I won't hurt you."`,
      ),
  ],
  problem: [
    (c) =>
      by(
        c,
        `But ${them(c)} must never see ${him(c)}.`,
        `But ${them(c)} must never see ${him(c)}. ${cap(they(c))} would say ${withArticle(kind(c))} could not stay, and take ${him(c)} away.`,
        `But ${them(c)} must never, ever see ${him(c)}, ${h(c)} knew. ${cap(they(c))} would say ${withArticle(kind(c))} could not possibly stay, and someone would come and take ${him(c)} away.`,
      ),
  ],
  decide: [
    (c) =>
      by(
        c,
        `"You'll be my secret," whispered ${h(c)}.`,
        `"You'll be my secret," ${h(c)} whispered, "and I'll look after you." ${He(c)} tucked ${o(c)} under ${c.hero.his} jumper${foundIndoors(c) ? '' : ' and hurried home'}.`,
        `"You'll be my secret," ${h(c)} whispered, "and I'll look after you until you're big and strong." ${He(c)} tucked ${o(c)} carefully under ${c.hero.his} jumper${foundIndoors(c) ? ', as ordinary as anything' : ' and walked home, as ordinary as anything'}, with something warm wriggling against ${c.hero.his} tummy.`,
      ),
  ],
  attempt: secretBank<EnCtx>(
    'trouble',
    (c, m) => (m in MORE ? MORE[m as keyof typeof MORE].trouble(c) : step(c)),
    [
      (c) =>
        by(
          c,
          `${h(c)} taught ${o(c)} to keep quiet: shh!`,
          `${h(c)} put a finger to ${c.hero.his} lips. "Shh," ${c.hero.he} said, and ${o(c)} tried to say shh too.`,
          `${h(c)} put a finger to ${c.hero.his} lips and taught ${o(c)} the most important word of all: shh. ${O(c)} tried it, and it came out as a little hiccup.`,
        ),
      (c) =>
        by(
          c,
          `${h(c)} told ${o(c)} a whispered story.`,
          `At night ${h(c)} told ${o(c)} a story in a whisper, and ${o(c)} fell asleep before the end.`,
          `At night, under the duvet with a torch, ${h(c)} whispered ${o(c)} a story about ${withArticle(`brave ${kind(c)}`)}, and ${o(c)} fell asleep long before the end.`,
        ),
      (c) =>
        by(
          c,
          `${h(c)} drew ${o(c)} in a secret notebook.`,
          `${h(c)} drew ${o(c)} in a secret notebook and wrote underneath: TOP SECRET.`,
          `${h(c)} drew ${o(c)} in a secret notebook, very carefully, and wrote underneath in big letters: TOP SECRET. DO NOT READ.`,
        ),
      (c) =>
        by(
          c,
          `${h(c)} checked on ${o(c)} again and again.`,
          `${h(c)} checked on ${o(c)} again and again, even in the middle of supper.`,
          `All day ${h(c)} checked on ${o(c)}, again and again, even in the middle of supper, with a very ordinary face.`,
        ),
      (c) =>
        by(
          c,
          `${O(c)} curled up in ${h(c)}'s lap.`,
          `${O(c)} curled up in ${h(c)}'s lap, warm and heavy, and made a small happy sound.`,
          `${O(c)} climbed into ${h(c)}'s lap, turned round three times and curled up, warm and heavy, with a small happy sound like a kettle about to boil.`,
        ),
      (c) =>
        by(
          c,
          `${h(c)} hid ${o(c)}'s food behind the books.`,
          `${h(c)} hid a little store of food for ${o(c)} behind the books on the shelf.`,
          `${h(c)} hid a little store of food for ${o(c)} behind the books on the top shelf, where nobody would ever think of dusting.`,
        ),
      (c) =>
        by(
          c,
          `${h(c)} made a sign: KEEP OUT!`,
          `${h(c)} made a sign for the door that said KEEP OUT, with a skull and crossbones, just in case.`,
          `${h(c)} made a sign for the door in red felt pen, KEEP OUT, PRIVATE, with a skull and crossbones underneath, just in case anyone had ideas.`,
        ),
      (c) =>
        by(
          c,
          `${h(c)} played hide and seek with ${o(c)}.`,
          `${h(c)} played hide and seek with ${o(c)}, very quietly, and ${o(c)} was much better at hiding.`,
          `${h(c)} played hide and seek with ${o(c)}, in whispers, and it turned out that ${o(c)} was very much better at hiding than ${h(c)} would ever be.`,
        ),
      (c) =>
        by(
          c,
          `${h(c)} gave ${o(c)} a sock to cuddle.`,
          `${h(c)} gave ${o(c)} an old woolly sock to cuddle, and ${o(c)} would not let go of it.`,
          `${h(c)} gave ${o(c)} an old woolly sock to cuddle at night, and from then on ${o(c)} carried it everywhere, like a tiny blanket.`,
        ),
      (c) =>
        by(
          c,
          `${h(c)} and ${o(c)} looked out of the window together.`,
          `${h(c)} and ${o(c)} sat at the window together and watched the clouds go by.`,
          `${h(c)} and ${o(c)} sat at the window together and watched the clouds go by, and ${h(c)} told ${him(c)} what each one looked like.`,
        ),
    ],
  ),
  progress: secretBank<EnCtx>(
    'fix',
    (c, m) => (m in MORE ? MORE[m as keyof typeof MORE].fix(c) : nearMiss(c)),
    [
      (c) =>
        by(
          c,
          `Phew! Nobody had seen.`,
          `Phew! Nobody had seen a thing, and ${h(c)} let out a long breath.`,
          `Phew! Nobody had seen a thing. ${h(c)} let out a breath ${c.hero.he} had been holding for ages.`,
        ),
      (c) =>
        by(
          c,
          `Keeping a secret was hard work.`,
          `Keeping a secret, ${h(c)} was learning, is very hard work.`,
          `Keeping a secret, ${h(c)} was learning, is much harder work than it looks, and it makes your tummy feel funny.`,
        ),
      (c) =>
        by(
          c,
          `${O(c)} snuggled close.`,
          `${O(c)} snuggled close, and under ${possessive(h(c))} gentle hand the shaking stopped.`,
          `${O(c)} snuggled close, and under ${possessive(h(c))} gentle hand the shaking stopped, and a soft humming began.`,
        ),
      (c) =>
        by(
          c,
          `${O(c)} licked ${h(c)}'s nose.`,
          `${O(c)} licked ${h(c)}'s nose, and ${h(c)} had to bite ${c.hero.his} lip not to laugh out loud.`,
          `${O(c)} licked ${h(c)}'s nose with a warm, tickly tongue, and ${h(c)} had to bite ${c.hero.his} lip very hard not to laugh out loud.`,
        ),
      (c) =>
        by(
          c,
          `${h(c)} smiled. ${O(c)} was safe, for now.`,
          `${h(c)} smiled. ${O(c)} was safe, for now at least.`,
          `${h(c)} gave a tired smile. ${O(c)} was safe, for now at least, and that was what mattered most.`,
        ),
      (c) =>
        by(
          c,
          `${O(c)} grew a little every day.`,
          `${O(c)} grew a little every day, and ate a little more, too.`,
          `${O(c)} grew a little every single day, and ate a little more every day too, which was wonderful, and also a bit of a worry.`,
        ),
    ],
  ),
  advice: eachOnce<EnCtx>('advice', [
    (c) =>
      c.helper
        ? by(
            c,
            `"Little ones need to eat often," said ${c.helper.name}.`,
            `"Little ones need to eat little and often," said ${c.helper.name}, not knowing why ${h(c)} asked.`,
            `"Little ones need to eat little and often, and to sleep somewhere dark and quiet," said ${c.helper.name}, who had no idea why ${h(c)} was asking.`,
          )
        : null,
    (c) =>
      c.helper
        ? by(
            c,
            `"Secrets can be heavy," said ${c.helper.name}.`,
            `"Some secrets are too heavy to carry alone," said ${c.helper.name}, and winked.`,
            `"Some secrets are too heavy to carry alone," said ${c.helper.name} with a wink. "If you ever have one of those, you can tell me."`,
          )
        : null,
    (c) =>
      c.helper
        ? by(
            c,
            `"A scared little one needs a quiet voice," said ${c.helper.name}.`,
            `"Anything small and scared needs a quiet voice and gentle hands," said ${c.helper.name}.`,
            `"Anything small and scared needs a quiet voice, gentle hands and a bit of time," said ${c.helper.name}, looking at ${h(c)} over ${c.helper.his} glasses.`,
          )
        : null,
  ]),
  ask: eachOnce<EnCtx>('ask', [
    (c) =>
      by(
        c,
        `"What do ${kind(c)}s eat?" ${h(c)} asked ${c.helper?.name ?? trusted(c)}.`,
        `"What do baby ${kind(c)}s eat?" ${h(c)} asked ${c.helper?.name ?? trusted(c)}, as if it were nothing at all.`,
        `"Just wondering," ${h(c)} said to ${c.helper?.name ?? trusted(c)}, as if it were nothing at all, "what do baby ${kind(c)}s eat?"`,
      ),
  ]),
  turn: {
    brave: [
      (c) =>
        by(
          c,
          `${h(c)} told ${trusted(c)} the secret.`,
          `${h(c)} took a deep breath and went to ${trusted(c)}. "I have a secret," ${c.hero.he} said, "and it's too big for me." And ${c.hero.he} told everything.`,
          `${h(c)} took the deepest breath of ${c.hero.his} life and went to find ${trusted(c)}. "I have a secret," ${c.hero.he} said, "and it's too big for me to keep." And then ${c.hero.he} told everything, from the very beginning.`,
        ),
    ],
    together: [
      (c) =>
        by(
          c,
          `${h(c)} and ${o(c)} went to ${trusted(c)} together and told the secret.`,
          `${h(c)} carried ${o(c)} to ${trusted(c)}, and together they told the whole secret.`,
          `${h(c)} lifted ${o(c)} into ${c.hero.his} arms and went to ${trusted(c)}, and together, the two of them, they told the whole secret from beginning to end.`,
        ),
    ],
    gift: [
      (c) =>
        c.gift
          ? by(
              c,
              `${h(c)} showed ${trusted(c)} ${o(c)} and the ${c.gift.sg}, and told the secret.`,
              `${h(c)} went to ${trusted(c)} with ${o(c)} and the ${c.gift.sg}, and told the whole secret.`,
              `${h(c)} went to ${trusted(c)} with ${o(c)} in one arm and the ${c.gift.sg} in the other hand, and told the whole secret, from the very beginning.`,
            )
          : null,
    ],
    clever: [
      (c) =>
        by(
          c,
          `${h(c)} had an idea, and told ${trusted(c)} the secret.`,
          `${h(c)} thought hard, and then ${c.hero.he} knew: a secret like this needs a grown-up. ${He(c)} told ${trusted(c)} everything.`,
          `${h(c)} thought and thought, and then ${c.hero.he} knew what to do: a secret like this needs a grown-up who can keep it too. ${He(c)} went to ${trusted(c)} and told everything.`,
        ),
    ],
  },
  resolution: [
    (c) =>
      home(c)
        ? by(
            c,
            `${KIN[secretKin(c)](c)} ${O(c)} was going home!`,
            `"${O(c)} misses home," said ${trusted(c)} gently. ${KIN[secretKin(c)](c)} ${O(c)} nuzzled ${h(c)} one last time and went home.`,
            `"${O(c)} misses home," said ${trusted(c)} gently, "and someone there misses ${him(c)} too." ${KIN[secretKin(c)](c)} ${O(c)} nuzzled ${h(c)} one last time, and then went home, looking back again and again.`,
          )
        : by(
            c,
            `"${O(c)} can stay," said ${trusted(c)}. No more hiding!`,
            `${trusted(c)} listened, and then smiled. "${O(c)} can stay," ${trusted(c)} said, "and no more hiding." ${h(c)} hugged ${o(c)} tight.`,
            `${trusted(c)} listened to every word, and then smiled a slow smile. "${O(c)} can stay," ${trusted(c)} said, "and we'll tell ${them(c)} together. No more hiding." ${h(c)} hugged ${o(c)} so tight that ${o(c)} squeaked.`,
          ),
  ],
  home: eachOnce<EnCtx>('home', [
    (c) =>
      home(c)
        ? by(
            c,
            `${h(c)} waved until ${o(c)} was gone.`,
            `${h(c)} waved and waved until ${o(c)} was only a dot, and then not even that.`,
            `${h(c)} waved and waved until ${o(c)} was only a tiny dot, and then not even that, and ${c.hero.his} heart felt sad and glad at the same time.`,
          )
        : by(
            c,
            `That night ${o(c)} slept at the foot of the bed.`,
            `That night ${o(c)} slept at the foot of ${h(c)}'s bed, out in the open for everyone to see.`,
            `That night ${o(c)} slept at the foot of ${h(c)}'s bed, not in a box, not under anything, but out in the open for everyone to see.`,
          ),
    (c) =>
      !home(c)
        ? by(
            c,
            `${Them(c)} ${was(c)} surprised, and then ${they(c)} laughed.`,
            `${Them(c)} ${was(c)} very surprised indeed, and then ${they(c)} laughed and said hello to ${o(c)}.`,
            `${Them(c)} ${was(c)} very surprised indeed, and then ${they(c)} laughed, and bent down, and said hello to ${o(c)} as if to a new neighbour.`,
          )
        : by(
            c,
            `${Them(c)} never knew a thing.`,
            `And ${them(c)}? ${cap(they(c))} ${was(c)} none the wiser, and ${h(c)} smiled a secret smile.`,
            `And ${them(c)}? ${cap(they(c))} ${was(c)} none the wiser, though now and then ${h(c)} smiled a secret smile that nobody could explain.`,
          ),
  ]),
  reflection: eachOnce<EnCtx>('reflection', [
    (c) =>
      by(
        c,
        `Some secrets are too big to keep alone.`,
        `Some secrets are too big to keep alone, ${h(c)} thought, and sharing them is brave.`,
        `Some secrets are too big to keep alone, ${h(c)} thought, sleepy and warm, and telling the right grown-up is the bravest thing of all.`,
      ),
  ]),
  refrain: [() => `Hush, hush, not a peep, a secret friend is mine to keep!`],
  title: [
    (c) => `${h(c)}'s Secret ${cap(kind(c))}`,
    (c) => `Shh! A ${cap(kind(c))}!`,
    (c) => `${h(c)} and the Secret`,
    (c) => `The ${cap(kind(c))} ${cap(foundIn(c))}`,
  ],
};

/** Its own come for it: down from the sky, in a little ship, out of the trees, up from the water. */
const KIN: Record<ReturnType<typeof secretKin>, (c: EnCtx) => string> = {
  sky: (c) =>
    `That evening a great shadow came down out of the sky: ${o(c)}'s mother, looking for ${him(c)}.`,
  ship: (c) =>
    `That night a little round ship came down with blinking lights, and ${o(c)}'s family waved from the window.`,
  wood: (c) =>
    `At dusk, out of the trees, came ${o(c)}'s mother, looking and looking for ${him(c)}.`,
  water: (c) =>
    `At dusk, out in the water, ${o(c)}'s family popped up their heads, looking for ${him(c)}.`,
};

/** Up to the bedroom, down to the kitchen, up to the attic, out to where it belongs. */
const GO: Record<string, (c: EnCtx) => string> = {
  bedroom: (c) =>
    by(
      c,
      `${h(c)} tiptoed up to ${c.hero.his} room.`,
      `${h(c)} tiptoed up to ${c.hero.his} room with ${o(c)} under ${c.hero.his} jumper, past everyone.`,
    ),
  kitchen: (c) =>
    by(
      c,
      `${h(c)} crept down to the kitchen.`,
      `${h(c)} crept down to the kitchen to find something ${o(c)} would eat.`,
    ),
  bathroom: (c) =>
    by(
      c,
      `${h(c)} carried ${o(c)} to the bathroom.`,
      `${h(c)} carried ${o(c)} to the bathroom, wrapped in a towel like a bundle of washing.`,
    ),
  attic: (c) =>
    by(c, `${h(c)} climbed up to the attic.`, `${h(c)} climbed the creaky ladder up to the attic.`),
  basement: (c) =>
    by(c, `${h(c)} crept down to the basement.`, `${h(c)} crept down the stairs to the basement.`),
};
const goEnd = (c: EnCtx): string =>
  by(
    c,
    `That evening ${h(c)} carried ${o(c)} ${c.place.to}.`,
    `That evening, when the sky turned pink, ${h(c)} carried ${o(c)} ${c.place.to}.`,
  );

export const secretScenes = {
  // Named by its own titles only.
  titles: [] as Bank<EnCtx>,
  travel: [
    (c: EnCtx) => (c.place.id === c.secret?.end ? goEnd(c) : (GO[c.place.id]?.(c) ?? null)),
  ] as Bank<EnCtx>,
};
