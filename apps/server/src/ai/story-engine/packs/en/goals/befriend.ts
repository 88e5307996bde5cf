import type { EnCtx } from '../../../compose/ctx-en';
import type { GoalTexts } from '../../../compose/pack-types';
import { by } from '../../by-band';
import { Crowd } from '../slots';
import { coverAt } from '../ground-words';
import { withVariants } from '../../goal-variants';
import { sibling } from './befriend-sibling';
import { tooth } from './befriend-tooth';
import { checkup } from './befriend-checkup';
import { care } from './befriend-care';
import { secret } from './befriend-secret';
import { theKind } from '../../../compose/met-actor';

const h = (c: EnCtx) => c.hero.name;
const n = (c: EnCtx) => c.other?.name ?? 'the newcomer';
/** The new friend by name and kind: "Pip the tooth fairy". */
const pal = (c: EnCtx) => (c.other && !c.other.person ? `${n(c)} the ${c.other.kind}` : n(c));
const a = (c: EnCtx) => c.other?.a ?? 'a newcomer';
/** "an alien called Puff", or only "Puff" when the name is all that is said. */
const aNamed = (c: EnCtx) => (a(c) === n(c) ? n(c) : `${a(c)} called ${n(c)}`);
const he = (c: EnCtx) => c.other?.he ?? 'they';
const him = (c: EnCtx) => c.other?.him ?? 'them';

const plain: GoalTexts<EnCtx> = {
  want: [
    (c) =>
      by(
        c,
        `Someone new came to live {nearby|next door|down the lane}: ${aNamed(c)}.`,
        `One {day|morning|spring}, someone new came to live ${c.home.in}: ${aNamed(c)}.`,
        `One {day|morning}, a {removal cart|little wagon} rattled up the lane, and someone new came to live ${c.home.in}: ${aNamed(c)}.`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} wanted a new friend to {play with|laugh with|share with}.`,
        `${h(c)} had always wanted a friend who {liked jokes|loved adventures|liked to build things}.`,
        `${h(c)} had always hoped for a friend who {laughed at the same jokes|loved adventures|liked building things out of nothing}.`,
      ),
  ],
  problem: [
    (c) =>
      by(
        c,
        `But ${n(c)} was {shy|very shy|so shy} and hid away.`,
        `But ${n(c)} was very shy and always hid when anyone came {near|close|by}.`,
        `But ${n(c)} was very shy, and whenever anyone came near, ${he(c)} hid, or looked at the ground, or suddenly found something else to do.`,
      ),
    (c) =>
      by(
        c,
        `"Hello!" said ${h(c)}, but ${n(c)} ran {off|away|inside}.`,
        `"Hello!" called ${h(c)}, but ${n(c)} ran away without a {word|sound}.`,
        `"Hello!" called ${h(c)}, waving, but ${n(c)} turned and ran without a word, and ${h(c)} was left waving at nobody.`,
      ),
  ],
  decide: [
    (c) =>
      by(
        c,
        `"I will try again," said ${h(c)}, "{tomorrow|today|right now}."`,
        `"I'll find a way to be friends," said ${h(c)}, "{somehow|you'll see|I just will}."`,
        `"Maybe ${he(c)} just needs time," said ${h(c)}, "so I'll find a way to show ${him(c)} that I'm {friendly|kind|safe}."`,
      ),
  ],
  attempt: [
    (c) =>
      by(
        c,
        `${h(c)} did a {funny|silly|wiggly} dance, but ${n(c)} hid.`,
        `${h(c)} tried a {funny|silly} dance ${c.place.in} to make ${n(c)} laugh, but ${n(c)} only hid behind ${coverAt(c.setting, '{a tree|a wall|a bush}')}.`,
        `${h(c)} tried a very {funny|silly} dance ${c.place.in}, with wiggles, but ${n(c)} only peeped out from behind ${coverAt(c.setting, '{a tree|a wall}')} and then hid again.`,
      ),
    (c) =>
      by(
        c,
        `"Play with me!" shouted ${h(c)}, too loud, and ${n(c)} {jumped|ran|hid}.`,
        `"Come and play!" shouted ${h(c)} ${c.place.in}, but it was much too loud, and ${n(c)} jumped in fright.`,
        `"Come and play!" shouted ${h(c)} ${c.place.in}, far too loudly, and ${n(c)} jumped like a startled rabbit; that, clearly, was not the way.`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} ran up with a {flower|shiny stone|biscuit}, but came so fast that ${n(c)} backed away.`,
        `${h(c)} ran over with a {flower|shiny stone|biscuit} held out, but came so fast that ${n(c)} backed away and would not take it.`,
        `${h(c)} came running with a {flower|shiny stone|biscuit} held out as a present, but so fast and so suddenly that ${n(c)} backed away, eyes wide, and the present was left on the ground.`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} asked ${n(c)} lots of questions at once, and ${n(c)} looked away.`,
        `${h(c)} asked ${n(c)} what ${he(c)} liked, where ${he(c)} came from and what ${he(c)} was called, all in one breath, and ${n(c)} only looked away.`,
        `${h(c)} asked ${n(c)} ten questions in one breath, what ${he(c)} liked and where ${he(c)} came from and whether ${he(c)} had a bike, and ${n(c)}, who did not know which to answer first, only looked at the ground.`,
      ),
  ],
  progress: [
    (c) =>
      by(
        c,
        `${n(c)} peeked out ${c.place.in} and smiled a {tiny|little|shy} smile.`,
        `This time ${n(c)} peeked out ${c.place.in} and smiled a {tiny|shy} smile.`,
        `This time ${n(c)} peeked out for longer ${c.place.in}, and there was the beginning of a smile.`,
      ),
    (c) =>
      by(
        c,
        `${n(c)} came a {bit|small bit|step} closer.`,
        `${n(c)} came a little bit closer than before ${c.place.in}.`,
        `Step by step ${c.place.in}, ${n(c)} came a little closer each time, like a bird deciding whether to trust a hand full of crumbs.`,
      ),
  ],
  advice: [
    (c) =>
      c.helper
        ? by(
            c,
            `"Be {gentle|kind|calm}," said ${theKind(c.helper)}.`,
            `"Shy ones need {quiet|gentle|patient} kindness," said ${theKind(c.helper)}.`,
            `"The shy ones need quiet kindness," said ${theKind(c.helper)}, "and a little bit of patience, because friendship is like a {seed|bud|sapling}."`,
          )
        : null,
    (c) =>
      c.helper
        ? by(
            c,
            `"Find what ${he(c)} likes," said ${theKind(c.helper)}.`,
            `"Find out what ${n(c)} likes," said ${theKind(c.helper)}, "and share it."`,
            `"Find out what ${n(c)} loves," said ${theKind(c.helper)}, "and share it, because that is how most friendships begin."`,
          )
        : null,
  ],
  ask: [
    (c) =>
      c.helper
        ? by(
            c,
            `"How do I make a friend?" asked ${h(c)}.`,
            `"How do you make friends with someone {shy|quiet}?" asked ${h(c)}.`,
            `"Can I ask you something?" said ${h(c)}. "How do you make friends with someone who is {shy|very shy}?"`,
          )
        : null,
  ],
  turn: {
    brave: [
      (c) =>
        by(
          c,
          `${h(c)} sat down near ${n(c)}, very quiet, and waited.`,
          `${h(c)} sat down near ${n(c)} and did not say a word, but just waited, quietly.`,
          `${h(c)} sat down a little way from ${n(c)} and did not say a word; it was hard to be so patient, but ${c.hero.he} waited.`,
        ),
    ],
    together: [
      (c) =>
        by(
          c,
          `${Crowd(c)} had a picnic and saved a seat for ${n(c)}.`,
          `${Crowd(c)} had a picnic and saved a special seat for ${n(c)}.`,
          `${Crowd(c)} spread out a picnic blanket, and ${h(c)} left one place empty, with the best bun on it, for ${n(c)}.`,
        ),
    ],
    gift: [
      (c) =>
        c.gift
          ? by(
              c,
              `${h(c)} gave ${n(c)} the ${c.gift.sg}.`,
              `${h(c)} held out the ${c.gift.sg} and said, "This is for you."`,
              `${h(c)} held out the ${c.gift.sg}, the best thing ${c.hero.he} had, and said softly, "This is for you."`,
            )
          : null,
    ],
    clever: [
      (c) =>
        by(
          c,
          `${h(c)} had an idea and began to play ${n(c)}'s favourite game.`,
          `${h(c)} had an idea and began, very quietly, to play the game ${n(c)} liked best.`,
          `${h(c)} had noticed what ${n(c)} liked best, and began, very quietly, to play it alone, leaving plenty of room for one more.`,
        ),
    ],
  },
  resolution: [
    (c) => {
      const main = by(
        c,
        `${n(c)} came over and asked, "Can I play too?" and ${h(c)} said, "Yes!"`,
        `Slowly, ${n(c)} came over and asked, "Can I play too?" and ${h(c)} said, "{Yes|Of course|Yes, please}!"`,
        `Slowly, slowly, ${n(c)} came over and sat down. "Can I play too?" ${he(c)} whispered, and ${h(c)} said, "I was hoping you would ask."`,
      );
      const after = by(
        c,
        `They played all {day|afternoon} and were friends!`,
        `They played until the sun went down, and they were friends now.`,
        `They played until the sun went down, and by then it felt as if they had always been friends.`,
      );
      return `${main} ${after}`;
    },
  ],
  reflection: [
    (c) =>
      by(
        c,
        `Tomorrow ${h(c)} and ${pal(c)} would {play again|meet again|build a den}.`,
        `Tomorrow, ${h(c)} and ${pal(c)} agreed, they would {play again|build a den|go exploring}.`,
        `Tomorrow, ${h(c)} and ${pal(c)} agreed, they would {build a den|go exploring|invent a new game}, and the day after that, and the day after that.`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} had a new friend in ${pal(c)}, hooray!`,
        `${h(c)} had a new friend in ${pal(c)}, and that is the best kind of {treasure|present}.`,
        `${h(c)} had learned that friendship cannot be hurried, but ${pal(c)} had been worth waiting for.`,
      ),
  ],
  refrain: [
    () => `Hello, hello, will you play? Friends are made a bit each day!`,
    (c) => `One and one is more than two! ${h(c)} wants to play with you!`,
  ],
  title: [
    (c) => `${h(c)} and ${n(c)}`,
    (c) => `a friend for ${h(c)}`,
    (c) => `${h(c)} makes a friend`,
  ],
};

/** The new one finding a friend is told in words of its own (friends making up, in texts of their own). */
export const befriend = withVariants(plain, {
  sibling,
  tooth,
  checkup,
  care,
  secret,
});
