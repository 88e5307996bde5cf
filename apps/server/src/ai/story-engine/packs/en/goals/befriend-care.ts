// Someone hurt or poorly, looked after until well: the hurt seen and named at home, comfort,
// a grown-up or the vet asked what helps, what is needed fetched (a bandage, a blanket, water,
// soft food), a bed made up, a setback (it will not eat, it gets up too soon), patience, the
// first small sign of getting better, and well again at the end, running or flying, with the
// child proud and the friend grateful. Never a journey, never a treasure.
import type { EnCtx } from '../../../compose/ctx-en';
import type { Bank } from '../../../compose/ctx-base';
import type { GoalTexts } from '../../../compose/pack-types';
import type { Ailment } from '../../../description/read-care';
import { by } from '../../by-band';
import { careMove, careStep, eachOnce, firstAt, inBarn, type CareMove } from '../../care-beats';

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const h = (c: EnCtx) => c.hero.name;
const He = (c: EnCtx) => cap(c.hero.he);
/** The one looked after, by name: "Star", or "the cat" when the family gave none. */
const o = (c: EnCtx) => c.other?.name ?? 'the puppy';
const O = (c: EnCtx) => cap(o(c));
const she = (c: EnCtx) => c.other?.he ?? 'it';
const her = (c: EnCtx) => c.other?.him ?? 'it';
const hers = (c: EnCtx) => c.other?.his ?? 'its';
const ail = (c: EnCtx): Ailment => c.ailment ?? 'ill';
/** The vet for an animal, the doctor for a child. */
const vet = (c: EnCtx) => (c.otherKind === 'girl' || c.otherKind === 'boy' ? 'doctor' : 'vet');
/** Who is asked at home: the first grown-up met, or Mum. */
const grown = (c: EnCtx) => c.helper?.name ?? 'Mum';

/** The first time they are named, with what they are: "Star the horse", or just "the cat". */
const who = (c: EnCtx) => (c.other?.named ? `${o(c)} the ${c.other.kind}` : o(c));
/** "Poor Star", or "poor little cat" for one the family did not name. */
const poor = (c: EnCtx) =>
  c.other?.named ? `Poor ${o(c)}` : `Poor little ${c.other?.kind ?? 'one'}`;

/** What is wrong, as it is named: "has a sore leg". */
const HAS: Record<Ailment, string> = {
  leg: 'had a sore leg',
  wing: 'had hurt a wing',
  tummy: 'had a tummy ache',
  cold: 'had caught a cold',
  ill: 'was poorly',
};
/** What is seen that says so. */
const SEEN: Record<Ailment, (c: EnCtx) => string> = {
  leg: (c) => `${she(c)} was limping and would not stand on one leg`,
  wing: (c) => `one wing hung down, and ${she(c)} could not fly`,
  tummy: (c) => `${she(c)} lay curled up and would not even sniff ${hers(c)} food`,
  cold: (c) => `${she(c)} sneezed and sniffled and shivered`,
  ill: (c) => `${she(c)} lay very still, and ${hers(c)} eyes looked tired and dull`,
};
/** What the vet says helps. */
const HELPS: Record<Ailment, string> = {
  leg: 'a soft bandage round the leg, and lots and lots of rest',
  wing: 'a little bandage to hold the wing still, and rest until it mends',
  tummy: 'small sips of water, plain soft food, and a spoonful of medicine',
  cold: 'a warm blanket, plenty to drink, and rest',
  ill: 'a spoonful of medicine, water, and lots of rest',
};
/** What is carried home from the vet's. */
const CARRIED: Record<Ailment, string> = {
  leg: 'a roll of soft bandage',
  wing: 'a little bandage for the wing',
  tummy: 'a small bottle of medicine',
  cold: 'a small bottle of medicine',
  ill: 'a small bottle of medicine',
};
/** The setback: too soon, or not hungry. */
const SETBACK: Record<Ailment, (c: EnCtx) => string> = {
  leg: (c) =>
    `${o(c)} tried to get up and walk, much too soon, and had to lie down again with a sad little sound`,
  wing: (c) =>
    `${o(c)} tried to flap ${hers(c)} wings, much too soon, and tumbled back down with a sad little cheep`,
  tummy: (c) => `${o(c)} sniffed the food and turned ${hers(c)} head away`,
  cold: (c) => `${o(c)} sniffed the food, sneezed, and turned ${hers(c)} head away`,
  ill: (c) => `${o(c)} sniffed the food and turned ${hers(c)} head away`,
};
/** The first small sign of getting better. */
const SIGN: Record<Ailment, (c: EnCtx) => string> = {
  leg: (c) => `${o(c)} stood on the sore leg, very carefully, just for a moment`,
  wing: (c) => `${o(c)} stretched the hurt wing out, just a little, and folded it again`,
  tummy: (c) => `${o(c)} ate a little of the soft food, and then a little more`,
  cold: (c) => `${o(c)} did not sneeze once all morning, and ${hers(c)} nose was dry`,
  ill: (c) => `${o(c)} lifted ${hers(c)} head and looked about, with bright eyes again`,
};
const MOVED: Record<CareMove, string> = {
  fly: 'flew',
  hop: 'hopped',
  gallop: 'galloped',
  swim: 'swam',
  run: 'ran',
};
/** Well again: running, flying, eating. */
const WELL = (c: EnCtx): string => {
  const moved = MOVED[careMove(c)];
  if (ail(c) === 'wing') return `${O(c)} spread both wings and flew up into the apple tree`;
  if (ail(c) === 'tummy') return `${O(c)} ate up the whole bowl and ${moved} round the garden`;
  return `${O(c)} ${moved} round the garden, fast and free, as if nothing had ever been wrong`;
};

/** Not a horse in the arms: it is led. */
const carried = (c: EnCtx) => (inBarn(c) ? 'led' : 'carried');

/** The care step at each place, with what goes wrong there and what is done about it. */
const step = (c: EnCtx): string => {
  switch (careStep(c)) {
    case 'vet':
      return by(
        c,
        `The ${vet(c)} looked at ${o(c)} and gave ${h(c)} ${CARRIED[ail(c)]}.`,
        `The ${vet(c)} looked ${o(c)} over gently. "What helps is ${HELPS[ail(c)]}," said the ${vet(c)}, and gave ${h(c)} ${CARRIED[ail(c)]} to take home.`,
        `The ${vet(c)} had warm hands and a quiet voice, and looked ${o(c)} over very gently. "What ${she(c)} needs is ${HELPS[ail(c)]}," the ${vet(c)} said, and gave ${h(c)} ${CARRIED[ail(c)]} to take home, with a drawing of how to use it.`,
      );
    case 'barn':
      return by(
        c,
        `The ${vet(c)} came out to the barn and looked at ${o(c)}.`,
        `The ${vet(c)} came out to the barn and looked ${o(c)} over gently. "What helps is ${HELPS[ail(c)]}," the ${vet(c)} said, and ${h(c)} spread clean, soft straw for a bed.`,
        `The ${vet(c)} drove out to the barn and looked ${o(c)} over very gently. "What ${she(c)} needs is ${HELPS[ail(c)]}," the ${vet(c)} said. So ${h(c)} forked out the old straw and spread a thick, clean bed, soft enough to sink into.`,
      );
    case 'food':
      if (inBarn(c))
        return by(
          c,
          `${h(c)} brought water and hay. But ${o(c)} would not eat.`,
          `${h(c)} carried out a bucket of fresh water and an armful of the best hay. But ${SETBACK[ail(c) === 'leg' || ail(c) === 'wing' ? 'ill' : ail(c)](c)}.`,
          `${h(c)} carried out a bucket of fresh water and a big armful of the sweetest hay on the farm, without spilling a drop. But ${SETBACK[ail(c) === 'leg' || ail(c) === 'wing' ? 'ill' : ail(c)](c)}.`,
        );
      return by(
        c,
        `${h(c)} brought water and soft food. But ${o(c)} would not eat.`,
        `${h(c)} filled a bowl with fresh water and another with soft food. But ${SETBACK[ail(c) === 'leg' || ail(c) === 'wing' ? 'ill' : ail(c)](c)}.`,
        `${h(c)} filled one bowl with fresh water and another with the softest food there was, and carried them in without spilling a drop. But ${SETBACK[ail(c) === 'leg' || ail(c) === 'wing' ? 'ill' : ail(c)](c)}.`,
      );
    case 'bed':
      return by(
        c,
        `${h(c)} made a soft bed in a box with a blanket.`,
        `${h(c)} found a big box, lined it with ${c.hero.his} softest blanket and put it by the bed, so ${o(c)} could rest nearby.`,
        `${h(c)} found a big cardboard box, lined it with ${c.hero.his} softest blanket and set it right beside the bed, where it was warm and quiet and ${o(c)} would never be alone.`,
      );
    case 'blanket':
      return c.place.id === 'woodshed'
        ? by(
            c,
            `In the shed ${h(c)} found an old wool blanket.`,
            `In the shed ${h(c)} found the old wool blanket and shook the dust out of it.`,
            `At the back of the shed, under a pile of sacks, ${h(c)} found the old wool blanket, shook the dust and the spiders out of it and folded it over ${c.hero.his} arm.`,
          )
        : by(
            c,
            `${h(c)} fetched a warm blanket from the cupboard.`,
            `${h(c)} fetched a soft towel and a warm blanket from the bathroom cupboard.`,
            `${h(c)} stood on tiptoe at the bathroom cupboard and took down the softest towel and the warmest blanket, the one that smelled of summer.`,
          );
    case 'sign':
      return by(
        c,
        `${h(c)} ${carried(c)} ${o(c)} out into the sun, gently.`,
        `${h(c)} ${carried(c)} ${o(c)} out into the garden, slowly and gently, to lie in the warm sun.`,
        `On a warm, still morning ${h(c)} ${carried(c)} ${o(c)} out into the garden, slowly and gently, and they sat together in a patch of sunshine by the apple tree.`,
      );
  }
};

/** The setback at a place where it can happen, after the step. */
const setback = (c: EnCtx): string | null => {
  const s = careStep(c);
  if (s === 'bed' || s === 'barn')
    return ail(c) === 'leg' || ail(c) === 'wing'
      ? by(
          c,
          `But ${o(c)} tried to get up too soon.`,
          `But the very next morning ${SETBACK[ail(c)](c)}.`,
          `But the very next morning, while ${h(c)} was still rubbing the sleep from ${c.hero.his} eyes, ${SETBACK[ail(c)](c)}.`,
        )
      : by(
          c,
          `But ${o(c)} still shivered a little.`,
          `But that night ${o(c)} still shivered, so ${h(c)} tucked an extra blanket round ${her(c)}.`,
          `But that night ${o(c)} still shivered now and then, so ${h(c)} tiptoed over and tucked an extra blanket round ${her(c)}, right up to the ears.`,
        );
  if (s === 'blanket')
    return by(
      c,
      `${h(c)} tucked it round ${o(c)}.`,
      `${h(c)} tucked it round ${o(c)}, and soon ${o(c)} stopped shivering.`,
      `${h(c)} tucked it round ${o(c)}, gently, gently, and little by little ${o(c)} stopped shivering and breathed slow and deep.`,
    );
  if (s === 'sign')
    return by(
      c,
      `${h(c)} waited, and waited, very patiently.`,
      `${h(c)} sat very still beside ${o(c)} and waited, patient as a fisherman waiting for a bite.`,
      `${h(c)} sat very still beside ${o(c)} and did not hurry ${her(c)}, because getting better takes as long as it takes.`,
    );
  return null;
};

export const care: GoalTexts<EnCtx> = {
  want: [
    (c) =>
      by(
        c,
        `One morning ${who(c)} ${HAS[ail(c)]}. ${h(c)} saw it first.`,
        `One morning ${h(c)} saw that something was wrong with ${who(c)}: ${SEEN[ail(c)](c)}. ${O(c)} ${HAS[ail(c)]}.`,
        `One morning ${h(c)} knew at once that something was wrong with ${who(c)}, because ${SEEN[ail(c)](c)}. ${O(c)} ${HAS[ail(c)]}.`,
      ),
  ],
  show: [
    (c) =>
      by(
        c,
        `${h(c)} stroked ${o(c)} softly. "${poor(c)}. I'm here."`,
        `${h(c)} knelt down and stroked ${o(c)} very softly. "${poor(c)}," ${c.hero.he} whispered. "Don't be scared. I'm here."`,
        `${h(c)} knelt down beside ${o(c)} and stroked ${her(c)} very, very softly, the way you touch something that might break. "${poor(c)}," ${c.hero.he} whispered. "Don't be scared. I'm right here."`,
      ),
  ],
  problem: [
    (c) =>
      by(
        c,
        `But ${h(c)} did not know how to help.`,
        `But ${h(c)} did not know what would make ${o(c)} better, and that was the worst part.`,
        `But ${h(c)} did not know what would make ${o(c)} better, and not knowing felt even worse than the hurt itself.`,
      ),
  ],
  decide: [
    (c) =>
      by(
        c,
        `"I'll look after you until you're well," said ${h(c)}.`,
        `"I'll look after you," ${h(c)} promised, "every day, until you're well again."`,
        `"I'm going to look after you," ${h(c)} promised, ${c.hero.his} voice quite steady, "every single day, until you're completely well again."`,
      ),
  ],
  attempt: firstAt<EnCtx>('step', step, [
    (c) =>
      by(
        c,
        `${h(c)} sang ${o(c)} a soft song.`,
        `${h(c)} sat close and hummed a soft song, and ${o(c)} closed ${hers(c)} eyes.`,
        `${h(c)} sat close and hummed the soft song Mum always hummed at bedtime, and after a while ${o(c)} closed ${hers(c)} eyes.`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} checked on ${o(c)} again and again.`,
        `${h(c)} checked on ${o(c)} again and again, even in the middle of lunch.`,
        `All day ${h(c)} checked on ${o(c)}, again and again, even in the middle of lunch, just to be sure.`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} brushed ${o(c)} gently, from head to tail.`,
        `${h(c)} brushed ${o(c)} gently from head to tail, the way ${o(c)} liked best.`,
        `${h(c)} brushed ${o(c)} gently from head to tail, slow long strokes, the way ${o(c)} had always liked best.`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} plumped up ${o(c)}'s bed.`,
        `${h(c)} smoothed the blanket and plumped up the bed, so ${o(c)} would lie comfortably.`,
        `${h(c)} smoothed the blanket, plumped up the bed and tucked an extra cushion in at one end, so that ${o(c)} could lie as comfortably as anyone has ever lain.`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} read ${o(c)} a picture book.`,
        `${h(c)} fetched a picture book and read it aloud to ${o(c)}, showing every picture.`,
        `${h(c)} fetched ${c.hero.his} favourite picture book and read it aloud to ${o(c)}, slowly, turning it round after every page so ${o(c)} could see the pictures too.`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} drew ${o(c)} a get-well card.`,
        `${h(c)} drew a get-well card with a big yellow sun on it and propped it up where ${o(c)} could see it.`,
        `${h(c)} drew a get-well card with a big yellow sun, a rainbow and the words GET WELL SOON in wobbly letters, and propped it up where ${o(c)} would see it first thing.`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} kept very quiet, so ${o(c)} could sleep.`,
        `${h(c)} tiptoed about and shushed everyone, so ${o(c)} could sleep.`,
        `${h(c)} tiptoed about all afternoon and put a sign on the door that said QUIET PLEASE, so that ${o(c)} could sleep as long as ${she(c)} needed.`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} told ${o(c)} all about the day.`,
        `${h(c)} sat by ${o(c)} and told ${her(c)} all about the day, the funny bits first.`,
        `In the evening ${h(c)} sat by ${o(c)} and told ${her(c)} all about the day, the funny bits first, in a soft, low voice meant only for the two of them.`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} gave ${o(c)} a sip of water.`,
        `${h(c)} held out a little water on a spoon, and waited.`,
        `${h(c)} held out a little water on a spoon and waited, perfectly still, for as long as it took.`,
      ),
  ]),
  progress: firstAt<EnCtx>(
    'fix',
    (c) => setback(c),
    [
      (c) =>
        by(
          c,
          `${h(c)} was patient and gentle.`,
          `${h(c)} did not give up. ${He(c)} was patient and gentle, and tried again a little later.`,
          `${h(c)} did not give up. Looking after someone, ${c.hero.he} was learning, is mostly being patient and gentle, and trying again a little later.`,
        ),
      (c) =>
        by(
          c,
          `${O(c)} sighed and slept.`,
          `${O(c)} gave a long, sleepy sigh and slept the whole night through.`,
          `${O(c)} gave a long, sleepy sigh, tucked ${hers(c)} nose in, and slept the whole night through without stirring once.`,
        ),
      (c) =>
        by(
          c,
          `${O(c)} drank a little water.`,
          `${O(c)} drank a little of the water, just a few sips.`,
          `${O(c)} drank a little of the water, only a few sips, but ${h(c)} counted every one of them.`,
        ),
      (c) =>
        by(
          c,
          `${h(c)} stroked ${o(c)}, very gently.`,
          `${h(c)} stroked ${o(c)} very gently, and ${o(c)} leaned into ${c.hero.his} hand.`,
          `${h(c)} stroked ${o(c)} very gently, and ${o(c)} leaned into ${c.hero.his} hand, warm and heavy and trusting.`,
        ),
    ],
    'step',
  ),
  advice: eachOnce<EnCtx>('advice', [
    (c) =>
      c.helper
        ? by(
            c,
            `"Rest is the best medicine," said ${c.helper.name}.`,
            `"Rest is the best medicine," said ${c.helper.name}. "Let ${her(c)} take it slowly."`,
            `"Rest is the very best medicine," said ${c.helper.name}, "and rest can't be hurried. Let ${her(c)} take it slowly."`,
          )
        : null,
    (c) =>
      c.helper
        ? by(
            c,
            `"Try a little at a time," said ${c.helper.name}.`,
            `"Try a little at a time," said ${c.helper.name}. "A spoonful now, a spoonful later."`,
            `"Don't offer the whole bowl," said ${c.helper.name}. "A spoonful now and a spoonful later. Poorly tummies like things small."`,
          )
        : null,
  ]),
  ask: eachOnce<EnCtx>('ask', [
    (c) =>
      by(
        c,
        `"What will help ${o(c)}?" ${h(c)} asked ${grown(c)}.`,
        `"What will help ${o(c)} get better?" ${h(c)} asked ${grown(c)}. "Let's ask the ${vet(c)}," came the answer.`,
        `"What can I do to help ${o(c)} get better?" ${h(c)} asked ${grown(c)}. "Let's ask the ${vet(c)}," came the answer, "and then we'll do exactly what the ${vet(c)} says."`,
      ),
  ]),
  turn: {
    brave: [
      (c) =>
        by(
          c,
          `Then, at last: ${SIGN[ail(c)](c)}!`,
          `And then, at last, it happened: ${SIGN[ail(c)](c)}. ${h(c)} held ${c.hero.his} breath.`,
          `And then, at last, after all the waiting, it happened: ${SIGN[ail(c)](c)}. ${h(c)} held ${c.hero.his} breath and did not dare to move.`,
        ),
    ],
    together: [
      (c) =>
        by(
          c,
          `They waited together. Then ${SIGN[ail(c)](c)}!`,
          `${h(c)} and ${grown(c)} waited together, and then ${SIGN[ail(c)](c)}. "Look!" whispered ${h(c)}.`,
          `${h(c)} and ${grown(c)} waited together, side by side, and then ${SIGN[ail(c)](c)}. "Look!" whispered ${h(c)}, squeezing ${grown(c)}'s hand.`,
        ),
    ],
    gift: [
      (c) =>
        c.gift
          ? by(
              c,
              `${h(c)} put the ${c.gift.sg} by ${o(c)}. Then ${SIGN[ail(c)](c)}!`,
              `${h(c)} put the ${c.gift.sg} beside ${o(c)} for company, and then ${SIGN[ail(c)](c)}.`,
              `${h(c)} laid the ${c.gift.sg} beside ${o(c)} for company, the way you leave a night light on, and then ${SIGN[ail(c)](c)}.`,
            )
          : null,
    ],
    clever: [
      (c) =>
        by(
          c,
          `${h(c)} did just what the ${vet(c)} said. Then ${SIGN[ail(c)](c)}!`,
          `${h(c)} did exactly what the ${vet(c)} had said, every day, and then ${SIGN[ail(c)](c)}.`,
          `${h(c)} had done exactly what the ${vet(c)} said, every day, not once forgetting, and then ${SIGN[ail(c)](c)}.`,
        ),
    ],
  },
  resolution: [
    (c) =>
      by(
        c,
        `Soon ${o(c)} was well again! ${WELL(c)}.`,
        `Day by day ${o(c)} got stronger, and then one morning ${o(c)} was well again. ${WELL(c)}.`,
        `Day by day ${o(c)} grew stronger, until one bright morning ${o(c)} was completely well again. ${WELL(c)}.`,
      ),
  ],
  home: eachOnce<EnCtx>('home', [
    (c) =>
      by(
        c,
        `${O(c)} nuzzled ${h(c)}, as if to say thank you.`,
        `Then ${o(c)} came back and nuzzled ${h(c)}, as if to say, "Thank you for looking after me."`,
        `Then ${o(c)} came back and pressed close against ${h(c)}, warm and well, as if to say, "Thank you. You looked after me the whole time."`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} felt very proud.`,
        `${h(c)} felt proud all the way down to ${c.hero.his} toes. "You did it," said ${grown(c)}.`,
        `${h(c)} felt proud all the way down to ${c.hero.his} toes. "You made ${her(c)} better," said ${grown(c)}. "With patience, and gentle hands."`,
      ),
  ]),
  reflection: eachOnce<EnCtx>('reflection', [
    (c) =>
      by(
        c,
        `Looking after someone takes time and love.`,
        `Getting better takes time, ${h(c)} thought, and someone who stays close.`,
        `Getting better takes time, ${h(c)} thought, and patience, and someone who stays close the whole way.`,
      ),
  ]),
  refrain: [() => `Gently, gently, day by day, soon you'll be well and out to play!`],
  title: [
    (c) => `${h(c)} Looks After ${O(c)}`,
    (c) => `${O(c)} Gets Better`,
    (c) => `{Get Well Soon|Well Again}, ${O(c)}!`,
    (c) => `${h(c)} and ${O(c)}`,
    (c) => `${h(c)}'s {Gentle Hands|Patient Days}`,
  ],
};

/** Out to the vet's, into the kitchen, up to the bed, out into the garden. */
const GO: Record<string, (c: EnCtx) => string> = {
  'waiting-room': (c) =>
    by(
      c,
      `${h(c)} and ${grown(c)} took ${o(c)} to the ${vet(c)}.`,
      `${h(c)} and ${grown(c)} carried ${o(c)} carefully to the ${vet(c)}'s and sat down in the waiting room.`,
      `${h(c)} and ${grown(c)} carried ${o(c)} to the ${vet(c)}'s, so carefully that not a step jolted, and sat down in the waiting room to wait their turn.`,
    ),
  kitchen: (c) =>
    by(
      c,
      `${h(c)} ran to the kitchen.`,
      `${h(c)} hurried into the kitchen to fetch what ${o(c)} needed.`,
    ),
  bedroom: (c) =>
    by(
      c,
      `${h(c)} went up to ${c.hero.his} room.`,
      `${h(c)} went up to ${c.hero.his} room to make a bed for ${o(c)}.`,
    ),
  bathroom: (c) =>
    by(
      c,
      `${h(c)} ran to the bathroom.`,
      `${h(c)} hurried to the bathroom to fetch something warm for ${o(c)}.`,
    ),
  woodshed: (c) =>
    by(
      c,
      `${h(c)} ran out to the shed.`,
      `${h(c)} ran out to the woodshed to look for something warm for ${o(c)}.`,
    ),
  hayloft: (c) =>
    by(
      c,
      `${h(c)} went out to the barn.`,
      `${h(c)} went out to the barn, where ${o(c)} was waiting.`,
    ),
  garden: (c) =>
    by(
      c,
      `Days went by.`,
      `The days went by, one after another, slow and quiet.`,
      `The days went by, one after another, slow and quiet, and every one of them ${h(c)} spent with ${o(c)}.`,
    ),
};

export const careScenes = {
  // Named by its own titles only: never "the vet in the garden".
  titles: [] as Bank<EnCtx>,
  travel: [(c: EnCtx) => GO[c.place.id]?.(c) ?? null] as Bank<EnCtx>,
};

/** The vet's waiting room: animals, not a fish tank and comics at the doctor's. */
export const careSettings = {
  clinic: [
    (c: EnCtx) =>
      by(
        c,
        `A dog and a cat were waiting too.`,
        `In the waiting room sat a dog with a bandaged paw and a cat in a basket, waiting too.`,
        `The waiting room smelled of soap and hay; a dog with a bandaged paw lay under a bench, and a grumpy cat peered out of a basket.`,
      ),
  ] as Bank<EnCtx>,
  farm: [
    (c: EnCtx) =>
      by(
        c,
        `The barn smelled of hay.`,
        `The barn was dim and warm and smelled of hay.`,
        `The barn was dim and warm, with dust dancing in the light and a sweet smell of hay.`,
      ),
  ] as Bank<EnCtx>,
};
