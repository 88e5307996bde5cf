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
import {
  careMoments,
  careMove,
  careStep,
  careTreatment,
  eachOnce,
  firstAt,
  inBarn,
  inTurn,
  type CareMove,
} from '../../care-beats';
import type { MomentTable } from '../../step-moments';
import { cap } from '../../../text';

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
        `${h(c)} ${carried(c)} ${o(c)} out into the garden, gently.`,
        `${h(c)} ${carried(c)} ${o(c)} out into the garden, slowly and gently, to lie in the soft grass.`,
        `For the first time in days, ${h(c)} ${carried(c)} ${o(c)} out into the garden, slowly and gently, and they sat together in the soft grass by the apple tree.`,
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

/** A treat the one looked after loves, offered when the soft food is turned away. */
const TREAT: Record<string, string> = {
  horse: 'a few slices of apple',
  pony: 'a few slices of apple',
  bird: 'a few seeds and crumbs',
  rabbit: 'a fresh dandelion leaf',
  guinea: 'a fresh dandelion leaf',
  dog: 'a little piece of chicken',
  puppy: 'a little piece of chicken',
  cat: 'a little piece of fish',
  kitten: 'a little piece of fish',
  girl: 'a bowl of warm soup',
  boy: 'a bowl of warm soup',
};
const treat = (c: EnCtx) => TREAT[c.otherKind ?? ''] ?? 'a little of the food it loved best';
/** What the vet showed how to do at home. */
const DO: Record<'bandage' | 'medicine', (c: EnCtx) => string> = {
  bandage: (c) => `wrap the soft bandage round the ${c.ailment === 'wing' ? 'wing' : 'leg'}`,
  medicine: () => 'give the medicine from a little spoon',
};
const doIt = (c: EnCtx) => DO[careTreatment(c)](c);
/** What goes wrong the first time it is done. */
const OOPS: Record<'bandage' | 'medicine', string> = {
  bandage: 'the bandage slid right off again',
  medicine: 'half the medicine dribbled out again',
};
const bowls = (c: EnCtx) => (inBarn(c) ? 'the bucket' : 'the bowls');

/**
 * Each place's care after its first step, one moment a beat, each from the one before: at the
 * vet's the treatment shown and tried; in the barn the days of it; in the kitchen what will be
 * eaten; by the bed the first night; at the cupboard or the shed the warmth; in the garden the
 * slow days before the first sign.
 */
const CARE_ON: MomentTable<EnCtx> = {
  vet: [
    (c) =>
      by(
        c,
        `The ${vet(c)} showed ${h(c)} what to do.`,
        `Then the ${vet(c)} showed ${h(c)} how to ${doIt(c)}, and let ${h(c)} try.`,
        `Then the ${vet(c)} showed ${h(c)} how to ${doIt(c)}, slowly, twice over, and then held ${o(c)} still and let ${h(c)} try.`,
      ),
    (c) =>
      by(
        c,
        `But ${o(c)} wriggled!`,
        `But ${o(c)} wriggled and squirmed, and ${OOPS[careTreatment(c)]}.`,
        `But ${o(c)} wriggled and squirmed and did not like it one bit, and ${OOPS[careTreatment(c)]}.`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} spoke softly and tried again. It worked!`,
        `${h(c)} spoke softly, the way you do to someone scared, and tried again, slowly, and this time it worked.`,
        `${h(c)} spoke softly, the way you speak to someone who is scared, and tried again, very slowly, and this time ${o(c)} kept still and it worked.`,
      ),
    (c) =>
      by(
        c,
        `"I'll look in on ${her(c)} in a week," said the ${vet(c)}.`,
        `"I'll look in on ${her(c)} in a week," said the ${vet(c)}, "to see how ${she(c)} is getting on." ${grown(c)} wrote it on the calendar.`,
        `"I'll look in on ${her(c)} in a week," said the ${vet(c)}, "to see how ${she(c)} is getting on. Until then: rest, and patience." ${grown(c)} wrote it on the calendar in big red letters.`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} got to listen to ${o(c)}'s heart.`,
        `Then the ${vet(c)} let ${h(c)} listen to ${o(c)}'s heart through the stethoscope: ba-dum, ba-dum, quick and small.`,
        `Then the ${vet(c)} let ${h(c)} listen to ${o(c)}'s heart through the cold stethoscope: ba-dum, ba-dum, ba-dum, quick and small and brave.`,
      ),
    (c) =>
      by(
        c,
        `The ${vet(c)} gave ${h(c)} a sticker: GOOD HELPER.`,
        `On the way out the ${vet(c)} gave ${h(c)} a sticker that said GOOD HELPER, and ${h(c)} put it on ${c.hero.his} jumper.`,
        `On the way out the ${vet(c)} gave ${h(c)} a round sticker that said GOOD HELPER, and ${h(c)} pressed it onto ${c.hero.his} jumper, right over ${c.hero.his} heart.`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} carried ${o(c)} home very carefully.`,
        `All the way home ${h(c)} held ${o(c)} close, as carefully as a cup filled right to the top.`,
        `All the way home ${h(c)} held ${o(c)} close and still, as carefully as a cup of cocoa filled right to the brim.`,
      ),
  ],
  barn: [
    (c) =>
      by(
        c,
        `${h(c)} sat in the straw and stroked ${o(c)}.`,
        `${h(c)} sat down in the straw beside ${o(c)} and stroked ${hers(c)} neck until ${she(c)} lay still again.`,
        `${h(c)} sat down in the straw beside ${o(c)} and stroked ${hers(c)} neck, slow and steady, until ${she(c)} gave a deep sigh and lay still again.`,
      ),
    (c) =>
      by(
        c,
        `Every day ${h(c)} saw to the ${careTreatment(c)}.`,
        `Every morning and every evening ${h(c)} came out to ${doIt(c)}, just as the ${vet(c)} had shown.`,
        `Every morning before breakfast and every evening before bed, ${h(c)} came out to the barn to ${doIt(c)}, just as the ${vet(c)} had shown, and never once forgot.`,
      ),
    (c) =>
      by(
        c,
        `But one day ${o(c)} would not keep still.`,
        `But one morning ${o(c)} stamped and tossed ${hers(c)} head and would not keep still at all.`,
        `But one morning ${o(c)} was cross and restless, stamped and tossed ${hers(c)} head, and would not keep still for a moment.`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} gave ${her(c)} ${treat(c)}. Then it went fine.`,
        `So ${h(c)} gave ${o(c)} ${treat(c)}, and while ${she(c)} munched, the ${careTreatment(c)} was done in no time.`,
        `So ${h(c)} held out ${treat(c)}, and while ${o(c)} munched happily, the ${careTreatment(c)} was seen to before ${she(c)} even noticed.`,
      ),
    (c) =>
      by(
        c,
        `A week later the ${vet(c)} came back. "Better!"`,
        `A week later the ${vet(c)} came back to look. "Much better," said the ${vet(c)}. "Keep going just like this."`,
        `A week later the ${vet(c)} came back to look, felt the ${c.ailment === 'leg' ? 'leg' : 'sore place'} very gently and smiled. "Much better," said the ${vet(c)}. "Keep going just like this."`,
      ),
    (c) =>
      by(
        c,
        `After that, ${h(c)} came out every day after school.`,
        `After that came the long days of getting better, and ${h(c)} came out to the barn every single day after school.`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} sat on a stool by ${o(c)}, for company.`,
        `${h(c)} brought a stool and ${c.hero.his} homework and sat by ${o(c)}, so ${she(c)} would have company.`,
      ),
    (c) =>
      by(
        c,
        `One evening it poured with rain.`,
        `One evening it poured with rain, but ${h(c)} ran out to the barn in ${c.hero.his} raincoat all the same.`,
      ),
    (c) =>
      by(
        c,
        `${O(c)} was waiting at the door for ${h(c)}.`,
        `${O(c)} was waiting with ${hers(c)} nose over the door, as if ${she(c)} had known ${h(c)} would come.`,
      ),
  ],
  food: [
    (c) =>
      by(
        c,
        `So ${h(c)} fetched ${treat(c)}.`,
        `"Maybe ${she(c)} would like something ${she(c)} loves," said ${grown(c)}. So ${h(c)} fetched ${treat(c)}.`,
        `"Sometimes the poorly want only what they love best," said ${grown(c)}. So ${h(c)} fetched ${treat(c)} and held it out, very still.`,
      ),
    (c) =>
      by(
        c,
        `${O(c)} sniffed it and took a tiny bite!`,
        `${O(c)} sniffed it for a long time, and then took one tiny bite.`,
        `${O(c)} sniffed it for a long, long time, and then, very slowly, took one tiny bite.`,
      ),
    (c) =>
      by(
        c,
        `Then another, and another!`,
        `Then another, and another, and ${h(c)} hardly dared to breathe.`,
        `Then another, and another after that, and ${h(c)} hardly dared to breathe in case ${o(c)} stopped.`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} made a chart with a tick for every meal.`,
        `After that ${h(c)} made a chart for the fridge, with a tick for every meal ${o(c)} ate.`,
        `After that ${h(c)} made a chart and stuck it on the fridge, with a day in each row and a big tick for every meal ${o(c)} ate.`,
      ),
    (c) =>
      by(
        c,
        `Day by day, the ticks grew into a long row.`,
        `Day by day the ticks grew into a long row, and ${h(c)} filled ${bowls(c)} fresh every morning.`,
        `Day by day the ticks grew into a long, proud row, and every morning ${h(c)} washed ${bowls(c)} and filled them fresh.`,
      ),
    (c) =>
      by(
        c,
        `But one day the food bag was empty!`,
        `But one morning the bag of ${inBarn(c) ? 'oats' : 'food'} was empty, with not a crumb left at the bottom.`,
      ),
    (c) =>
      by(
        c,
        `${grown(c)} found a new bag in the cupboard.`,
        `${grown(c)} found a new bag at the very back of the cupboard, behind the flour.`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} lifted it alone, and some spilled.`,
        `${h(c)} tried to lift the heavy bag all alone, and some of it spilled across the floor.`,
      ),
    (c) =>
      by(
        c,
        `They swept it up, and ${h(c)} used a cup after that.`,
        `They swept it up together, and after that ${h(c)} scooped it out with a cup, which was much easier.`,
      ),
  ],
  bed: [
    (c) =>
      by(
        c,
        `${h(c)} made a wall of pillows round the box.`,
        `"${cap(she(c))} must lie still a while longer," said ${grown(c)}. So ${h(c)} made a wall of pillows round the box.`,
        `"${cap(she(c))} must lie still a while longer," said ${grown(c)}, "however much ${she(c)} wants to get up." So ${h(c)} built a wall of pillows round the box, to keep ${o(c)} safe and snug.`,
      ),
    (c) =>
      by(
        c,
        `That night ${h(c)} kept peeking at ${o(c)}.`,
        `That night ${h(c)} could hardly sleep, and kept peeking over the edge of the bed at ${o(c)}.`,
        `That night ${h(c)} could hardly sleep at all, and kept peeking over the edge of the bed to see that ${o(c)} was all right.`,
      ),
    (c) =>
      by(
        c,
        `In the night ${o(c)} woke with a little sound.`,
        `In the middle of the night ${o(c)} woke and gave a small, scared sound.`,
        `In the middle of the night, when everything was dark and quiet, ${o(c)} woke and gave a small, scared sound.`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} held ${o(c)} gently until ${she(c)} slept.`,
        `${h(c)} reached down and kept a hand on ${o(c)} until ${she(c)} fell asleep again.`,
        `${h(c)} reached down in the dark and kept a warm hand on ${o(c)}, humming very softly, until ${she(c)} fell asleep again.`,
      ),
    (c) =>
      by(
        c,
        `In the morning they both slept late.`,
        `In the morning they both slept late, and nobody woke them.`,
        `In the morning they both slept late, and ${grown(c)} peeped in, smiled and tiptoed out again without waking them.`,
      ),
  ],
  blanket: [
    (c) =>
      c.place.id === 'woodshed'
        ? by(
            c,
            `But in the night ${o(c)} shook the blanket off!`,
            `But the next morning the blanket lay in the straw: ${o(c)} had shaken it off in the night.`,
            `But the next morning the blanket lay in a heap in the straw, for ${o(c)} had shaken it off in the night.`,
          )
        : by(
            c,
            `Then ${h(c)} filled a hot-water bottle.`,
            `Then ${h(c)} filled a hot-water bottle, wrapped it in the towel and tucked it in beside ${o(c)}.`,
            `Then ${h(c)} filled a hot-water bottle from the tap, wrapped it in the towel and tucked it in beside ${o(c)}, where it was coldest.`,
          ),
    (c) =>
      c.place.id === 'woodshed'
        ? by(
            c,
            `${h(c)} let ${her(c)} sniff it first.`,
            `${h(c)} let ${o(c)} sniff the blanket all over first, so ${she(c)} would know the smell of it.`,
            `${h(c)} let ${o(c)} sniff the blanket all over first, slowly, so that ${she(c)} would know the smell of it and not be afraid.`,
          )
        : by(
            c,
            `But it was too hot!`,
            `But the bottle was too hot, and ${o(c)} wriggled away from it.`,
            `But the bottle was much too hot, and ${o(c)} wriggled as far away from it as ${she(c)} could.`,
          ),
    (c) =>
      c.place.id === 'woodshed'
        ? by(
            c,
            `This time it stayed on all night.`,
            `This time ${o(c)} stood quite still, and ${h(c)} tied the blanket on with two soft straps, so it stayed on all night.`,
            `This time ${o(c)} stood quite still, and ${h(c)} tied the blanket on with two soft straps under the tummy, so it stayed on all night.`,
          )
        : by(
            c,
            `${h(c)} let it cool. Now it was just right.`,
            `${h(c)} let it cool a little, and then it was just right, and ${o(c)} snuggled up against it.`,
            `${h(c)} let it cool a little and wrapped it once more, and then it was just right, and ${o(c)} snuggled up against it with a sigh.`,
          ),
    (c) =>
      by(
        c,
        `At bedtime it was time for the ${careTreatment(c)}.`,
        `At bedtime it was time for the ${careTreatment(c)} again, and ${h(c)} did it just the way the ${vet(c)} had shown.`,
        `At bedtime it was time for the ${careTreatment(c)} again, and ${h(c)} did it just the way the ${vet(c)} had shown, gently and without any fuss.`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} did it every evening, and never forgot.`,
        `Every evening after that ${h(c)} did the same, and not once forgot.`,
        `Every evening after that ${h(c)} did the same, at the same time, and not once did ${c.hero.he} forget.`,
      ),
    (c) =>
      by(
        c,
        `One evening the ${careTreatment(c)} was nearly gone.`,
        `One evening ${h(c)} saw that the ${careTreatment(c)} was nearly used up.`,
      ),
    (c) =>
      by(
        c,
        `${grown(c)} rang the ${vet(c)} for more.`,
        `${grown(c)} rang the ${vet(c)}, who dropped off some more the very next day.`,
      ),
    (c) =>
      by(
        c,
        `This time ${o(c)} kept quite still.`,
        `This time ${o(c)} kept quite still all by ${her(c)}self, as if ${she(c)} knew it helped.`,
      ),
    (c) =>
      by(
        c,
        `"Well done," whispered ${h(c)}.`,
        `"Well done, you brave thing," whispered ${h(c)}, and gave ${o(c)} a gentle pat.`,
      ),
  ],
  sign: [
    (c) =>
      by(
        c,
        `${O(c)} lay in the grass and sniffed the air.`,
        `${O(c)} lay in the grass and sniffed the air, full of the smells of the garden.`,
        `${O(c)} lay in the grass, blinking, and sniffed the air, full of all the smells of the garden that ${she(c)} had missed.`,
      ),
    (c) =>
      inBarn(c)
        ? by(
            c,
            `${h(c)} moved ${o(c)} under the apple tree.`,
            `After a while ${h(c)} moved ${o(c)} under the apple tree, where it was cool and quiet.`,
            `After a while ${h(c)} led ${o(c)} slowly over to the apple tree, where it was cool and quiet, one careful step at a time.`,
          )
        : by(
            c,
            `The ${vet(c)} came by to look. "Better!"`,
            `When the week was over, the ${vet(c)} came by to look at ${o(c)}. "Getting better," said the ${vet(c)}. "Just don't hurry ${her(c)}."`,
            `When the week was over, the ${vet(c)} came by, just as promised, and looked ${o(c)} over. "Getting better," said the ${vet(c)}, "but slowly. Don't hurry ${her(c)}."`,
          ),
    (c) =>
      by(
        c,
        `${h(c)} read aloud, and ${o(c)} listened.`,
        `${h(c)} fetched a book and read aloud under the tree, and ${o(c)} lay quite still and listened.`,
        `${h(c)} fetched a book and read aloud under the tree, and ${o(c)} lay quite still, as if listening to every word.`,
      ),
    (c) =>
      by(
        c,
        `Every day they sat out a little longer.`,
        `Every day after that they came out into the garden, and every day they stayed a little longer.`,
        `Every day after that they came out into the garden together, and every day they stayed out a little longer than the day before.`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} made a daisy chain for ${o(c)}.`,
        `${h(c)} made a long daisy chain and laid it in the grass beside ${o(c)}.`,
      ),
    (c) =>
      by(
        c,
        `"Soon," ${h(c)} whispered. "Soon you'll be well."`,
        `"Soon," ${h(c)} whispered to ${o(c)}. "Soon you'll be well again, you'll see."`,
      ),
  ],
};

const careOn = careMoments<EnCtx>(CARE_ON, (c) => setback(c));

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
  attempt: [
    ...firstAt<EnCtx>(
      'step',
      step,
      careOn.after([
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
    ),
    ...careOn.next(),
  ],
  progress: [
    ...firstAt<EnCtx>(
      'fix',
      (c) => setback(c),
      careOn.after([
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
      ]),
      'step',
    ),
    ...careOn.next(),
  ],
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
    // (Small spoonfuls are for a poorly tummy, not for a sore leg.)
    (c) =>
      c.helper && ail(c) !== 'leg' && ail(c) !== 'wing'
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
  // The well day wound down in order: thanks, pride, the things of the care put away, the day
  // marked, and the first good night's sleep.
  home: eachOnce<EnCtx>(
    'home',
    inTurn<EnCtx>('home', [
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
      (c) =>
        by(
          c,
          `${h(c)} put the last ${careTreatment(c)} away, just in case.`,
          `Then ${h(c)} put what was left of the ${careTreatment(c)} away in the drawer, just in case.`,
          `Then ${h(c)} put what was left of the ${careTreatment(c)} away in the drawer, just in case, though ${c.hero.he} hoped it would never be needed again.`,
        ),
      (c) =>
        by(
          c,
          `${h(c)} drew a big star on the calendar.`,
          `That evening ${h(c)} drew a big star on the calendar, on the day ${o(c)} was well again.`,
          `That evening ${h(c)} drew a big gold star on the calendar, right on the day ${o(c)} was well again, so nobody would ever forget it.`,
        ),
      (c) =>
        by(
          c,
          `That night they both slept well.`,
          `That night ${o(c)} slept soundly, and so did ${h(c)}, better than all week.`,
          `That night ${o(c)} slept soundly, and so did ${h(c)}, better than ${c.hero.he} had slept all week.`,
        ),
    ]),
  ),
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
    // Called by name; one without a name is not called "Well Again, The Penguin".
    (c) =>
      c.other?.named ? `{Get Well Soon|Well Again}, ${O(c)}!` : `${O(c)} Is {Well|Better} Again`,
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
