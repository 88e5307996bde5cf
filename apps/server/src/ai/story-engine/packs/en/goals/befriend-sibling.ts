// A new baby brother or sister comes home: the waiting, the meeting, how the big one feels
// (left out, jealous or worried), small moments at home that go wrong, and the turn where the
// big one finds their own place with the baby, with the thing they had from when they were
// small; the parents show them they are loved just as much.
import type { EnCtx } from '../../../compose/ctx-en';
import type { GoalTexts } from '../../../compose/pack-types';
import { by } from '../../by-band';
import {
  babyMoment,
  babyToy,
  eachStep,
  firstHere,
  toldHere,
  type BabyMoment,
  type BabyToy,
} from '../../family-beats';
import { babyBigger, babyFixes, laterBabyHitches } from './sibling-steps';

const h = (c: EnCtx) => c.hero.name;
const He = (c: EnCtx) => c.hero.he.charAt(0).toUpperCase() + c.hero.he.slice(1);
const b = (c: EnCtx) => c.other?.name ?? 'the baby';
const she = (c: EnCtx) => c.other?.he ?? 'she';
const She = (c: EnCtx) => she(c).charAt(0).toUpperCase() + she(c).slice(1);
const her = (c: EnCtx) => c.other?.him ?? 'her';
const girl = (c: EnCtx) => c.other?.char.gender !== 'm';
/** "baby sister", "baby brother". */
const sib = (c: EnCtx) => (girl(c) ? 'baby sister' : 'baby brother');
/** "big sister", "big brother": what the hero becomes. */
const big = (c: EnCtx) => (c.hero.char.gender === 'f' ? 'big sister' : 'big brother');
const grown = (c: EnCtx) => c.helper?.name ?? c.helpersMet[0]?.name ?? 'Grandma';

/** The feeling, in the words of each band. */
const FEEL = {
  'left-out': {
    young: 'a bit left out',
    mid: 'left out, as if nobody could see',
    old: 'left out, like a balloon let go of and floating off while everyone looks the other way',
    gone: 'did not feel left out any more',
  },
  jealous: {
    young: 'jealous',
    mid: 'jealous, with a hot, prickly feeling inside',
    old: 'jealous, a hot, prickly feeling that made it hard to smile at anyone',
    gone: 'was not jealous any more',
  },
  worried: {
    young: 'a bit worried',
    mid: 'worried that there would be no time left for',
    old: 'worried, deep down, that there would be no room left for',
    gone: 'was not worried any more',
  },
} as const;
const feel = (c: EnCtx) => FEEL[c.feeling ?? 'left-out'];
const worriedFor = (c: EnCtx, s: string) => (c.feeling === 'worried' ? `${s} ${c.hero.him}` : s);

const TOY: Record<
  BabyToy,
  { ready: string; the: string; thing: boolean; turn: (c: EnCtx) => string }
> = {
  'music-box': {
    ready: 'an old music box that played a tinkly tune',
    the: 'the music box',
    thing: true,
    turn: (c) => `${h(c)} wound up the old music box, and its tinkly tune filled the room`,
  },
  teddy: {
    ready: 'a floppy old teddy with one ear sewn back on',
    the: 'the old teddy',
    thing: true,
    turn: (c) => `${h(c)} tucked the floppy old teddy in beside ${b(c)} and made it wave`,
  },
  song: {
    ready: 'a silly song Dad used to sing to stop the crying',
    the: 'the silly song',
    thing: false,
    turn: (c) => `${h(c)} leaned over and sang the silly song, the very one Dad used to sing`,
  },
  faces: {
    ready: 'the funniest faces in the whole family',
    the: 'the funny faces',
    thing: false,
    turn: (c) =>
      `${h(c)} puffed out ${c.hero.his} cheeks and crossed ${c.hero.his} eyes in the funniest face ever`,
  },
};
const toy = (c: EnCtx) => TOY[babyToy(c)];

export const sibling: GoalTexts<EnCtx> = {
  want: [
    (c) =>
      by(
        c,
        `${h(c)} was getting a new ${sib(c)}!`,
        `Mum and Dad had news: ${h(c)} was getting a new ${sib(c)}, and soon ${c.hero.he} would be a ${big(c)}.`,
        `For months Mum’s tummy had grown rounder, and now the time had come: ${h(c)} was getting a new ${sib(c)}, and would be a ${big(c)} at last.`,
      ),
    (c) =>
      by(
        c,
        `Soon a new baby would come home: a ${sib(c)} for ${h(c)}!`,
        `A new baby was coming home soon, a ${sib(c)} for ${h(c)}, and the little cot already stood waiting by Mum and Dad’s bed.`,
        `A new baby was on the way, a ${sib(c)} for ${h(c)}, and the whole house was getting ready: a cot by the window, tiny socks in a drawer, a pram in the hall.`,
      ),
  ],
  show: [
    (c) =>
      toy(c).thing
        ? by(
            c,
            `${h(c)} had ${toy(c).ready}.`,
            `On ${h(c)}’s shelf was ${toy(c).ready}. It had been ${c.hero.his} when ${c.hero.he} was tiny.`,
            `On ${h(c)}’s shelf was ${toy(c).ready}, from the days when ${c.hero.he} had been the baby of the house.`,
          )
        : by(
            c,
            `${h(c)} ${babyToy(c) === 'song' ? 'knew' : 'could pull'} ${toy(c).ready}.`,
            `${h(c)} ${babyToy(c) === 'song' ? 'knew' : 'could pull'} ${toy(c).ready}, and was proud of it.`,
            `${h(c)} had one thing nobody else in the house did quite as well: ${babyToy(c) === 'song' ? 'knowing' : 'pulling'} ${toy(c).ready}.`,
          ),
  ],
  problem: [
    (c) =>
      by(
        c,
        `But ${h(c)} felt ${feel(c).young}.`,
        `But everyone talked only about the baby, and ${h(c)} felt ${worriedFor(c, feel(c).mid)}.`,
        `But everyone talked only about the baby, the baby, the baby, and ${h(c)} felt ${worriedFor(c, feel(c).old)}.`,
      ),
    (c) =>
      by(
        c,
        `"What about me?" thought ${h(c)}. ${He(c)} felt ${feel(c).young}.`,
        `"Will anyone still have time for me?" ${h(c)} wondered. ${He(c)} felt ${feel(c).young}, and kicked a sock under the bed.`,
        `"Will there still be room for me," ${h(c)} wondered, "when there’s a new baby to look at?" ${He(c)} felt ${feel(c).young}, and did not want to say so.`,
      ),
  ],
  decide: [
    (c) =>
      by(
        c,
        `"I’ll help," said ${h(c)}. "I’m big."`,
        `"I’ll be the best ${big(c)} ever," said ${h(c)}, though ${c.hero.his} voice came out small.`,
        `"Then I’ll just have to be the best ${big(c)} there has ever been," said ${h(c)}, and tried very hard to mean it.`,
      ),
  ],
  attempt: firstHere<EnCtx>(
    'baby',
    eachStep<EnCtx, BabyMoment>(babyMoment, {
      meet: (c) =>
        by(
          c,
          `At the hospital ${h(c)} met ${b(c)}. ${She(c)} just slept.`,
          `At the hospital ${h(c)} met ${b(c)} for the first time, all red and wrinkly. ${h(c)} said hello, but ${b(c)} only slept.`,
          `At the hospital ${h(c)} met ${b(c)} for the very first time: so small, so red, so wrinkly. ${h(c)} whispered hello, but ${b(c)} just went on sleeping, as if ${h(c)} were not there at all.`,
        ),
      cries: (c) =>
        by(
          c,
          `${b(c)} cried and cried.`,
          `${b(c)} cried and cried ${c.place.in}, and Mum and Dad had no time to listen to ${h(c)}’s drawing.`,
          `${b(c)} cried so loudly ${c.place.in} that the whole house shook with it, and Mum and Dad rushed about with bottles and blankets and had no time to look at ${h(c)}’s drawing.`,
        ),
      spill: (c) =>
        by(
          c,
          `${h(c)} tried to help with the milk. Splash!`,
          `${h(c)} wanted to help with the bottle ${c.place.in}, but it slipped, and milk splashed all over the floor.`,
          `${h(c)} wanted to warm the bottle ${c.place.in} all by ${c.hero.him}self, but it slipped out of ${c.hero.his} hands, and milk went everywhere, and ${b(c)} howled even louder.`,
        ),
      pram: (c) =>
        by(
          c,
          `${h(c)} pushed the pram too fast.`,
          `${h(c)} pushed the pram ${c.place.in}, but much too fast, and Dad called, "Gently, gently!"`,
          `${h(c)} asked to push the pram ${c.place.in}, but it bumped over a root and ${b(c)} woke with a wail, and Dad had to take the handle back.`,
        ),
      busy: (c) =>
        by(
          c,
          `Everyone only looked at ${b(c)}.`,
          `${c.place.in}, the neighbours came to peek into the pram. "Oh, how sweet!" they said, and nobody saw ${h(c)}.`,
          `${c.place.in}, everyone who passed bent over the pram, cooing and smiling, and not one of them noticed ${h(c)} standing right there beside it.`,
        ),
      wakes: (c) =>
        by(
          c,
          `${h(c)} sang too loudly, and ${b(c)} woke up.`,
          `${h(c)} tiptoed in to sing ${b(c)} a song, but sang so loudly that ${b(c)} woke up and cried.`,
          `${h(c)} tiptoed into ${c.place.the} to sing ${b(c)} a song, but got so carried away with the chorus that ${b(c)} woke up and screamed.`,
        ),
      ...laterBabyHitches,
    }),
    [
      (c) =>
        by(
          c,
          `"Not now," said Mum. "${b(c)} needs me."`,
          `${h(c)} wanted to show Mum a new trick, but Mum said, "Not now, sweetheart, ${b(c)} needs feeding."`,
          `${h(c)} had saved up a whole story from the day to tell Mum, but Mum just said, "Later, love," with ${b(c)} on her shoulder, and later never seemed to come.`,
        ),
      (c) =>
        by(
          c,
          `${h(c)} made a face, but ${b(c)} did not laugh.`,
          `${h(c)} tried to make ${b(c)} laugh with a silly dance, but ${b(c)} just stared and yawned.`,
          `${h(c)} did a silly dance, a wobbly one with waving arms, but ${b(c)} only stared at the ceiling and yawned an enormous yawn.`,
        ),
    ],
    undefined,
    true,
  ),
  progress: firstHere<EnCtx>(
    'settled',
    eachStep<EnCtx, BabyMoment>(babyMoment, babyFixes),
    [
      (c) =>
        by(
          c,
          `Dad gave ${h(c)} a big hug.`,
          `Dad sat down beside ${h(c)} and gave ${c.hero.him} a long hug. "You’re doing fine," he said.`,
          `Dad sat down on the floor beside ${h(c)} and hugged ${c.hero.him} for a long time, without saying anything, which was exactly right.`,
        ),
      (c) =>
        by(
          c,
          `${b(c)} looked at ${h(c)} for a long time.`,
          `${b(c)} turned ${her(c)} head and looked at ${h(c)} for a long time, with big, dark, serious eyes.`,
          `${b(c)} turned ${her(c)} head, very slowly, and looked at ${h(c)} for a long time with big, serious eyes, as if ${b(c)} were trying to learn ${h(c)}’s face by heart.`,
        ),
    ],
    'baby',
  ),
  // Once the moment here is made right, and only then.
  done: babyBigger((c) => (toldHere(c, 'settled') ? babyMoment(c) : undefined)),
  advice: [
    (c) =>
      c.helper
        ? by(
            c,
            `"Babies love voices they know," said ${c.helper.name}.`,
            `"${b(c)} has heard your voice for months already," said ${c.helper.name}. "Babies love voices they know."`,
            `"Do you know," said ${c.helper.name}, "${b(c)} heard your voice through Mum’s tummy for months. ${She(c)} knows it better than you think."`,
          )
        : null,
    (c) =>
      c.helper
        ? by(
            c,
            `"Be slow and soft," said ${c.helper.name}.`,
            `"Babies like things slow and soft," said ${c.helper.name}. "Quiet voices, gentle hands."`,
            `"With babies, slow is fast," said ${c.helper.name} with a smile. "Quiet voices, gentle hands, and a lot of patience."`,
          )
        : null,
    (c) =>
      c.helper
        ? by(
            c,
            `"Talk softly to ${her(c)}," said ${c.helper.name}.`,
            `"Talk to ${b(c)} softly and slowly," said ${c.helper.name}. "Then ${she(c)} listens."`,
            `"Babies don’t understand the words," said ${c.helper.name}, "but they understand a calm voice. Talk softly to ${b(c)}, and you’ll see."`,
          )
        : null,
    (c) =>
      c.helper
        ? by(
            c,
            `"You were that small once," said ${c.helper.name}.`,
            `"You were that small once too," said ${c.helper.name}. "What did you like then, do you think?"`,
            `"You were just as small once," said ${c.helper.name}. "Think what you liked back then, and maybe you’ll know what ${b(c)} likes."`,
          )
        : null,
    (c) =>
      c.helper
        ? by(
            c,
            `"Big ones need hugs too," said ${c.helper.name}.`,
            `"Even ${big(c)}s need hugs," said ${c.helper.name}, and held out both arms.`,
            `"Come here," said ${c.helper.name}, holding out both arms. "Even the biggest ${big(c)}s in the world need a hug sometimes."`,
          )
        : null,
  ],
  ask: [
    (c) =>
      c.helper
        ? by(
            c,
            `"Why does the baby get all the fuss?" asked ${h(c)}.`,
            `"${c.helper.name}, why does ${b(c)} get all the fuss?" asked ${h(c)}.`,
            `"${c.helper.name}," said ${h(c)} quietly, "why does everybody only care about ${b(c)} now?"`,
          )
        : null,
    (c) =>
      c.helper
        ? by(
            c,
            `"How do I play with a baby?" asked ${h(c)}.`,
            `"How do you play with a baby who can’t even sit up?" asked ${h(c)}.`,
            `"How are you supposed to play with a baby," asked ${h(c)}, "when ${she(c)} can’t talk, can’t walk and can’t even sit up?"`,
          )
        : null,
  ],
  turn: {
    brave: [
      (c) =>
        by(
          c,
          `${b(c)} cried. ${h(c)} used ${toy(c).the}, and the crying stopped.`,
          `${b(c)} cried and cried, and nobody could stop ${her(c)}. Then ${toy(c).turn(c)}, and ${b(c)} went quiet and listened.`,
          `${b(c)} cried and cried, and nothing anyone tried would help. So ${h(c)} took a deep breath: ${toy(c).turn(c)}, and little by little ${b(c)} went quiet, and looked, and listened.`,
        ),
    ],
    together: [
      (c) =>
        by(
          c,
          `${grown(c)} and ${h(c)} calmed ${b(c)} together.`,
          `${b(c)} would not stop crying. "You try," whispered ${grown(c)}, and ${toy(c).turn(c)}. ${b(c)} hiccupped and stopped.`,
          `${b(c)} would not stop crying, not for anyone. "You try," whispered ${grown(c)}, and held ${b(c)} low so ${h(c)} could reach; ${toy(c).turn(c)}, and the crying hiccupped and stopped.`,
        ),
    ],
    gift: [
      (c) =>
        c.gift
          ? by(
              c,
              `${h(c)} showed ${b(c)} the ${c.gift.sg}. ${She(c)} smiled!`,
              `${b(c)} was crying, so ${h(c)} held up the ${c.gift.sg} from ${grown(c)}. Then ${toy(c).turn(c)}, and ${b(c)} stopped and stared.`,
              `${b(c)} was crying again, so ${h(c)} held the ${c.gift.sg} from ${grown(c)} up high. Then ${toy(c).turn(c)}, and ${b(c)} stopped and stared, wide-eyed.`,
            )
          : null,
    ],
    clever: [
      (c) =>
        by(
          c,
          `${h(c)} had an idea: ${toy(c).the}!`,
          `${b(c)} was crying, and ${h(c)} remembered ${toy(c).the}. ${toy(c).turn(c)}, and the crying stopped.`,
          `${b(c)} was crying, and suddenly ${h(c)} knew what to do, because ${c.hero.he} had been a baby once too: ${toy(c).turn(c)}, and the crying stopped.`,
        ),
    ],
  },
  resolution: [
    (c) => {
      const laugh = by(
        c,
        `${b(c)} laughed! ${She(c)} laughed at ${h(c)}.`,
        `Then ${b(c)} did something new: ${she(c)} laughed, a tiny gurgling laugh, and it was for ${h(c)}.`,
        `And then ${b(c)} did something ${she(c)} had never done before: ${she(c)} laughed, a tiny gurgling laugh, and it was for ${h(c)} and nobody else.`,
      );
      const loved = by(
        c,
        `Mum and Dad hugged ${h(c)}. "We love you so much."`,
        `Mum and Dad hugged ${h(c)} tight. "You’re our ${big(c)} now," said Mum, "and we love you just as much as always."`,
        `Mum and Dad wrapped ${h(c)} in a hug that had room for all of them. "Hearts don’t get smaller when a baby comes," said Dad. "They get bigger. We love you just as much as always."`,
      );
      return `${laugh} ${loved} ${h(c)} ${feel(c).gone}.`;
    },
  ],
  home: [
    (c) =>
      by(
        c,
        `That evening ${b(c)} slept in ${her(c)} cot.`,
        `That evening ${b(c)} slept in ${her(c)} cot, and Dad read ${h(c)} two stories instead of one.`,
        `That evening, with ${b(c)} asleep at last in ${her(c)} cot, Dad read ${h(c)} two whole stories instead of one, and did all the voices.`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} kissed ${b(c)} goodnight.`,
        toy(c).thing
          ? `${h(c)} tiptoed over to kiss ${b(c)} goodnight, and ${toy(c).the} stayed by the cot.`
          : `${h(c)} tiptoed over to kiss ${b(c)} goodnight and hummed the silly song one more time.`,
        toy(c).thing
          ? `Before bed ${h(c)} tiptoed over to kiss ${b(c)} goodnight, and left ${toy(c).the} by the cot, just in case ${b(c)} woke in the night.`
          : `Before bed ${h(c)} tiptoed over to the cot and kissed ${b(c)} goodnight, very gently, so as not to wake ${her(c)}.`,
      ),
  ],
  reflection: [
    (c) =>
      by(
        c,
        `${h(c)} was a ${big(c)} now, and a good one!`,
        `Being a ${big(c)} was an important job, and ${h(c)} was good at it.`,
        `Being a ${big(c)}, ${h(c)} decided, was the most important job in the house, and nobody could do it but ${c.hero.him}.`,
      ),
    (c) =>
      by(
        c,
        `Tomorrow ${h(c)} would sing to ${b(c)} again.`,
        `Tomorrow, ${h(c)} decided, ${c.hero.he} would teach ${b(c)} another song.`,
        `Tomorrow, ${h(c)} decided, ${c.hero.he} would teach ${b(c)} another song, and one day, when ${b(c)} was big enough, all the best games too.`,
      ),
  ],
  refrain: [(c) => `Little hands and little feet, a ${big(c)} makes it all complete!`],
  title: [
    (c) => `${h(c)} Becomes a ${big(c) === 'big sister' ? 'Big Sister' : 'Big Brother'}`,
    (c) => `${h(c)} and ${b(c)}`,
    (c) => `A New Baby for ${h(c)}`,
  ],
};
