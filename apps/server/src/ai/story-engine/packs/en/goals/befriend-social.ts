// Two more ways a friendship story goes: the hero is the new one and finds a friend through
// something they both love, or two friends fall out over a thing and make up by sharing it.
import type { EnCtx } from '../../../compose/ctx-en';
import type { GoalTexts } from '../../../compose/pack-types';
import { by } from '../../by-band';
import { kinOf } from '../../../lexicon/species';
import { Crowd } from '../slots';
import {
  quarrelAdvice,
  quarrelAsk,
  quarrelAttempt,
  quarrelHome,
  quarrelLesson,
  quarrelMeet,
  quarrelProgress,
  quarrelSteps,
} from './quarrel-day';
import {
  love,
  newcomerAdvice,
  newcomerAsk,
  newcomerAttempt,
  newcomerHome,
  newcomerLesson,
  newcomerMeet,
  newcomerProgress,
  newcomerSteps,
} from './newcomer-day';

const h = (c: EnCtx) => c.hero.name;
const o = (c: EnCtx) => c.other?.name ?? 'the other child';
const he = (c: EnCtx) => c.other?.he ?? 'they';
const him = (c: EnCtx) => c.other?.him ?? 'them';
const his = (c: EnCtx) => c.other?.his ?? 'their';
/** What the friends fall out over, with its colour: "the red bicycle". */
const it = (c: EnCtx) => c.thing?.the ?? 'the swing';

/**
 * The clever turn of making a friend, on a first day too: the hero remembers what the other child
 * loves and quietly joins in.
 */
export const joinsIn = (c: EnCtx, other: string, turn: string) =>
  by(
    c,
    `${h(c)} sat near ${other} and ${turn}.`,
    `${h(c)} remembered what ${other} loved, sat down nearby and ${turn}.`,
    `${h(c)} remembered what ${other} loved, so ${c.hero.he} sat down nearby, without a word, and ${turn}.`,
  );

export const newcomer: GoalTexts<EnCtx> = {
  want: [
    (c) =>
      by(
        c,
        `${h(c)} was new, loved ${love(c).love}, and had no friend.`,
        `${h(c)} had just moved and did not know anyone yet. ${c.hero.he.replace(/^./, (x) => x.toUpperCase())} loved ${love(c).love}, but there was nobody to share that with.`,
        `${h(c)} had just moved, and everything was new: the streets, the faces, even the sound of the rain. ${c.hero.he.replace(/^./, (x) => x.toUpperCase())} loved ${love(c).love}, but that is a lonely thing to love with nobody beside you.`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} was new and wished for a friend who loved ${love(c).love}.`,
        `Everything was new for ${h(c)}: new streets, new faces, and not one friend. ${c.hero.he.replace(/^./, (x) => x.toUpperCase())} loved ${love(c).love}, and wished for a friend to share it all with.`,
        `Everything was new for ${h(c)}, who had just moved: new streets, new faces, and not one friend among them. ${c.hero.he.replace(/^./, (x) => x.toUpperCase())} loved ${love(c).love}, and wished, more than anything, for a friend to share it all with.`,
      ),
  ],
  problem: [
    (c) =>
      by(
        c,
        `But everyone already had a friend to play with.`,
        `But everyone already had someone to play with, and nobody asked ${h(c)} to join in.`,
        `But everyone already seemed to have someone, in twos and threes, and nobody thought to ask ${h(c)} to join in.`,
      ),
  ],
  decide: [
    (c) =>
      by(
        c,
        `"I will find a friend," said ${h(c)}.`,
        `"Tomorrow I'll ask someone to play," said ${h(c)}, "even if my voice shakes."`,
        `"Tomorrow I'll ask someone to play," ${h(c)} decided, "even if my voice shakes and my cheeks go red."`,
      ),
  ],
  meet: newcomerMeet,
  attempt: newcomerAttempt,
  lesson: newcomerLesson,
  progress: newcomerProgress,
  advice: newcomerAdvice,
  ask: newcomerAsk,
  steps: newcomerSteps,
  turn: {
    brave: [
      (c) =>
        by(
          c,
          `${h(c)} went to ${o(c)}: "Hi! Can I sit here?"`,
          `${h(c)} took a deep breath, walked over to ${o(c)} and said, "Hi, I'm ${h(c)}. Can I sit here?"`,
          `${h(c)} took a deep breath, walked all the way over to ${o(c)}, and said, "Hi, I'm ${h(c)}. I'm new. Can I sit with you?"`,
        ),
      (c) =>
        by(
          c,
          `${h(c)} sat down next to ${o(c)} and said, "Hi!"`,
          `${h(c)}'s knees wobbled, but ${c.hero.he} sat down next to ${o(c)} and said, "Hi. Can I watch?"`,
          `${h(c)}'s knees wobbled, but ${c.hero.he} sat down right next to ${o(c)} and said the bravest word of the day: "Hi."`,
        ),
    ],
    together: [
      (c) =>
        by(
          c,
          `${Crowd(c)} began a game and called ${o(c)} over.`,
          `${Crowd(c)} started a game, and ${h(c)} called, "${o(c)}, do you want to play with us?"`,
          `${Crowd(c)} started a game with room for one more, and ${h(c)} called across, "${o(c)}, do you want to play with us?"`,
        ),
    ],
    gift: [
      (c) =>
        c.gift
          ? by(
              c,
              `${h(c)} showed ${o(c)} the ${c.gift.sg}.`,
              `${h(c)} held out the ${c.gift.sg} to ${o(c)}. "Do you want to see?"`,
              `${h(c)} held out the ${c.gift.sg}, the best thing ${c.hero.he} had, and asked ${o(c)}, "Do you want to see?"`,
            )
          : null,
      (c) =>
        c.gift
          ? by(
              c,
              `${o(c)} looked at the ${c.gift.sg} in ${h(c)}'s hand.`,
              `${o(c)} could not help looking at the ${c.gift.sg} in ${h(c)}'s hand, and ${h(c)} let ${him(c)} hold it.`,
              `${o(c)} kept glancing at the ${c.gift.sg} in ${h(c)}'s hand, so ${h(c)} held it out and let ${him(c)} hold it as long as ${he(c)} liked.`,
            )
          : null,
    ],
    clever: [(c) => joinsIn(c, o(c), love(c).turn)],
  },
  resolution: [
    (c) => {
      const main = by(
        c,
        `${o(c)} smiled: "Want to be friends?"`,
        `${o(c)} smiled a big smile. "Do you want to play with me?" ${he(c)} asked.`,
        `${o(c)} smiled, a real smile this time. "Do you want to be friends?" ${he(c)} asked, and ${h(c)} said yes before ${o(c)} had even finished.`,
      );
      const after = by(
        c,
        `They ${love(c).end}.`,
        `The two friends ${love(c).end}.`,
        `The two new friends ${love(c).end}, and neither of them was alone any more.`,
      );
      return `${main} ${after}`;
    },
  ],
  home: newcomerHome,
  reflection: [
    (c) =>
      by(
        c,
        `${h(c)} had a friend now, and it was ${o(c)}!`,
        `${h(c)} was not the new one any more. Now ${c.hero.he} had a friend, and ${his(c)} name was ${o(c)}.`,
        `${h(c)} was not the new one any more; ${c.hero.he} had a friend called ${o(c)}, and tomorrow would not be half as scary as today.`,
      ),
    (c) =>
      by(
        c,
        `Tomorrow friends ${h(c)} and ${o(c)} would play again.`,
        `Tomorrow, ${h(c)} and ${o(c)} agreed, the two friends would play together again.`,
        `Tomorrow, ${h(c)} and ${o(c)} agreed, the two friends would meet at the same spot and play together again, and the day after that too.`,
      ),
  ],
  refrain: [() => `New today, a friend tomorrow, one and one make two!`],
  title: [
    (c) => `${h(c)} finds a friend`,
    (c) => `${h(c)} and ${o(c)}`,
    (c) => `${h(c)}, the new one`,
  ],
};

/** The one it is learnt with, and what they are to the hero: "her little brother Arlo". */
const oKin = (c: EnCtx) => {
  const sp = c.other?.char.species;
  const kin = sp ? kinOf({ kind: c.other?.char.kind ?? 'boy', species: sp }) : undefined;
  return kin?.entry && !kin.grown ? `${c.hero.his} ${kin.entry.en.sg} ${o(c)}` : o(c);
};

/** Kindness or sharing the family wants learnt ("learn to be kind to her little brother"). */
const virtueWant = (c: EnCtx) =>
  c.virtue === 'kind'
    ? by(
        c,
        `${h(c)} wanted to learn to be kind to ${oKin(c)}.`,
        `${h(c)} loved ${oKin(c)}, but being kind to ${him(c)} all day long was hard, and ${h(c)} wanted to learn to be kind, really kind.`,
        `${h(c)} loved ${oKin(c)}, truly, but being kind to ${him(c)} all day long, even when ${he(c)} was being a pest, was the hardest thing ${h(c)} knew; ${h(c)} wanted to learn to be kind anyway.`,
      )
    : by(
        c,
        `${h(c)} wanted to learn to share ${it(c)} with ${oKin(c)}.`,
        `${h(c)} and ${oKin(c)} both loved ${it(c)}, and ${h(c)} wanted to learn to share it, which is harder than it sounds.`,
        `${h(c)} and ${oKin(c)} both loved ${it(c)} more than anything, and ${h(c)} wanted to learn to share it, which, as everyone knows, is much harder than it sounds.`,
      );

export const quarrel: GoalTexts<EnCtx> = {
  want: [
    (c) =>
      c.virtue
        ? virtueWant(c)
        : by(
            c,
            `${h(c)} and ${o(c)} were best friends who loved ${it(c)}.`,
            `${h(c)} and ${o(c)} were best friends. Most of all, they both loved ${it(c)}.`,
            `${h(c)} and ${o(c)} were best friends, the kind who finish each other's sentences. More than anything in the world, they both loved ${it(c)}.`,
          ),
    (c) =>
      c.virtue
        ? by(
            c,
            `${h(c)} wanted to learn to ${c.virtue === 'kind' ? `be kind to ${oKin(c)}` : `share ${it(c)} with ${oKin(c)}`}.`,
            `${h(c)} and ${oKin(c)} both loved ${it(c)}, and ${h(c)} wanted to learn to ${c.virtue === 'kind' ? 'be kind' : 'share'}.`,
            `${h(c)} and ${oKin(c)} did almost everything together, and ${h(c)} wanted to learn to ${c.virtue === 'kind' ? `be kind to ${o(c)}, always` : `share ${it(c)}, which they both loved best of all`}.`,
          )
        : by(
            c,
            `Best friends ${h(c)} and ${o(c)} both loved ${it(c)}.`,
            `${h(c)} and ${o(c)} did almost everything together, and they both loved ${it(c)}.`,
            `${h(c)} and ${o(c)} did almost everything together, and shared almost everything too, but they both loved ${it(c)} best of all.`,
          ),
  ],
  problem: [
    (c) =>
      by(
        c,
        `One day both wanted ${it(c)}, and they had a fight.`,
        `One day they both wanted ${it(c)} at the same time. "It's mine!" shouted ${h(c)}. "No, it's mine!" shouted ${o(c)}, and ${he(c)} stomped off.`,
        `One day they both wanted ${it(c)} at exactly the same time. "It's mine!" shouted ${h(c)}, and "No, it's mine!" shouted ${o(c)}, and they pulled and tugged until ${o(c)} let go and stomped away.`,
      ),
    (c) =>
      by(
        c,
        `"Mine!" "No, mine!" They fought over ${it(c)}.`,
        `One day ${h(c)} grabbed ${it(c)} first. "You're not my friend any more!" shouted ${o(c)}, and stomped off.`,
        `One day ${h(c)} grabbed ${it(c)} before ${o(c)} could reach it. "You're not my friend any more!" shouted ${o(c)}, and stomped away without looking back, and ${h(c)} was left with ${it(c)}, angry and hot and not happy at all.`,
      ),
  ],
  decide: [
    (c) =>
      by(
        c,
        `But ${h(c)} soon missed ${o(c)}.`,
        `But playing alone was no fun. ${h(c)} missed ${o(c)}, and ${it(c)} was not much fun alone either.`,
        `But ${it(c)} was no fun alone, and the day felt long and grey; ${h(c)} missed ${o(c)} and decided to make things right again.`,
      ),
  ],
  meet: quarrelMeet,
  attempt: quarrelAttempt,
  lesson: quarrelLesson,
  progress: quarrelProgress,
  advice: quarrelAdvice,
  ask: quarrelAsk,
  steps: quarrelSteps,
  turn: {
    brave: [
      (c) =>
        by(
          c,
          `${h(c)} went to ${o(c)}. "I'm sorry," ${c.hero.he} said.`,
          `${h(c)} walked up to ${o(c)}, heart thumping. "I'm sorry I grabbed ${it(c)}," ${c.hero.he} said.`,
          `${h(c)} walked right up to ${o(c)}, though ${c.hero.his} heart was thumping, and said, "I'm sorry. I shouldn't have grabbed ${it(c)}."`,
        ),
      (c) =>
        by(
          c,
          `"Sorry, ${o(c)}," said ${h(c)}, very quietly.`,
          `${h(c)} stood in front of ${o(c)} and said the hardest word: "Sorry."`,
          `${h(c)} stood in front of ${o(c)}, looked ${him(c)} in the eye and said the hardest word there is: "Sorry."`,
        ),
    ],
    together: [
      (c) =>
        by(
          c,
          `${Crowd(c)} made a big SORRY sign for ${o(c)}.`,
          `${Crowd(c)} made a big sign that said SORRY, and ${h(c)} held it up for ${o(c)} to see.`,
          `${Crowd(c)} painted a big sign that said SORRY, ${o(c).toUpperCase()}, and ${h(c)} held it up high where ${o(c)} could not miss it.`,
        ),
    ],
    gift: [
      (c) =>
        c.gift
          ? by(
              c,
              `${h(c)} gave ${o(c)} the ${c.gift.sg}: "Sorry!"`,
              `${h(c)} held out the ${c.gift.sg} to ${o(c)}. "This is for you," ${c.hero.he} said. "I'm sorry."`,
              `${h(c)} held out the ${c.gift.sg}, the best thing ${c.hero.he} had. "This is for you," ${c.hero.he} said. "I'm sorry about before."`,
            )
          : null,
      (c) =>
        c.gift
          ? by(
              c,
              `${h(c)} put the ${c.gift.sg} in ${o(c)}'s hand. "Sorry."`,
              `${h(c)} pressed the ${c.gift.sg} into ${o(c)}'s hand and whispered, "Sorry for before."`,
              `${h(c)} pressed the ${c.gift.sg} into ${o(c)}'s hand and whispered, "I was wrong, and I'm sorry."`,
            )
          : null,
    ],
    clever: [
      (c) =>
        by(
          c,
          `"Sorry! Let's take turns," said ${h(c)}.`,
          `"Sorry," said ${h(c)}. "What if we take turns with ${it(c)}? You go first."`,
          `${h(c)} had thought of something. "Sorry," ${c.hero.he} said to ${o(c)}. "What if we take turns with ${it(c)}? You can go first."`,
        ),
    ],
  },
  resolution: [
    (c) => {
      const main = by(
        c,
        `"Sorry too," said ${o(c)}, and they hugged.`,
        `"I'm sorry too," said ${o(c)}, and then they were both laughing.`,
        `"I'm sorry too," said ${o(c)}, a bit wobbly, and then, before either of them knew how, they were both laughing.`,
      );
      const after = by(
        c,
        `They took turns and shared ${it(c)}.`,
        `They took turns with ${it(c)}: one go for ${o(c)}, one go for ${h(c)}, and they shared it all afternoon.`,
        `They shared ${it(c)} all afternoon and took turns, one go for ${o(c)} and one go for ${h(c)}, and it was twice as much fun as having it alone.`,
      );
      return `${main} ${after}`;
    },
  ],
  home: quarrelHome,
  reflection: [
    (c) =>
      c.virtue === 'kind'
        ? by(
            c,
            `From then on, ${h(c)} was kind to ${oKin(c)}.`,
            `From that day on, ${h(c)} was kind to ${oKin(c)}, even on grumpy days, and ${o(c)} was kind back.`,
            `From that day on, ${h(c)} was kind to ${oKin(c)}, even on grumpy days; being kind, ${h(c)} had learnt, is a sorry said early and a turn given first.`,
          )
        : c.virtue === 'share'
          ? by(
              c,
              `${h(c)} had learnt to share, and it felt good.`,
              `${h(c)} had learnt to share, and sharing ${it(c)}, ${h(c)} found, made it twice as much fun.`,
              `${h(c)} had learnt to share at last, and sharing ${it(c)}, ${h(c)} found, did not make it half as much fun, but twice as much.`,
            )
          : by(
              c,
              `${h(c)} and ${o(c)} were friends again, and shared ${it(c)}.`,
              `${h(c)} and ${o(c)} were friends again, and ${it(c)} belonged to both of them.`,
              `${h(c)} and ${o(c)} were friends again, and ${it(c)} belonged to both of them; friends can be cross with each other, ${h(c)} thought, and still be the best of friends.`,
            ),
    (c) =>
      c.virtue
        ? by(
            c,
            `Tomorrow ${h(c)} would ${c.virtue === 'kind' ? `be kind to ${o(c)}` : 'share'} again.`,
            c.virtue === 'kind'
              ? `Tomorrow ${h(c)} would be kind to ${o(c)} again, and the day after that too.`
              : `${h(c)} had learnt to share, and tomorrow they would take turns with ${it(c)} again.`,
            c.virtue === 'kind'
              ? `Tomorrow, ${h(c)} decided, ${c.hero.he} would be kind to ${o(c)} again, first thing, before anyone even had time to be grumpy.`
              : `${h(c)} had learnt to share, and tomorrow, they agreed, they would take turns with ${it(c)} again, and say sorry a little sooner next time.`,
          )
        : by(
            c,
            `Tomorrow ${h(c)} and ${o(c)} would share ${it(c)} again.`,
            `Tomorrow, ${h(c)} and ${o(c)} would play together again, and take turns with ${it(c)}.`,
            `Tomorrow, ${h(c)} and ${o(c)} agreed, they would take turns with ${it(c)} again, and say sorry a little sooner next time.`,
          ),
  ],
  refrain: [() => `Your turn, my turn, together is best!`],
  title: [
    (c) => `${h(c)}, ${o(c)} and ${it(c)}`,
    (c) => `${h(c)} and ${o(c)} make up`,
    (c) => `${h(c)} says sorry`,
  ],
};
