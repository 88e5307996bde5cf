// A thing of the hero's stuck up high, told in English: "Oliver's red balloon got stuck in a
// tall tree". The thing and the spot are named from the start; the tries at the spot fail for
// reasons the spot and the thing give; the turn uses what the story set up; the thing comes
// down and is the hero's again. It is a thing: it neither cries nor goes home to anyone.
import type { EnCtx } from '../../../compose/ctx-en';
import type { GoalTexts } from '../../../compose/pack-types';
import { theKind } from '../../../compose/met-actor';
import { by } from '../../by-band';
import { cap } from '../../../text';
import { stuckSteps } from './stuck-steps';
import { stuckAfter } from './stuck-after';
import {
  caughtBy,
  gotIt,
  h,
  he,
  him,
  his,
  hold,
  holder,
  mine,
  roof,
  sg,
  spot,
  the,
  tree,
  whose,
} from './stuck-words';

const where = (c: EnCtx) => c.target?.in ?? c.place.in;
/** What pulling would do to it: a ball drops and bounces off, the rest tears. */
const spoil = (c: EnCtx) => (hold(c) === 'round' ? 'drop and bounce away' : 'tear');
/** How it got up there, by what it is. */
function flew(c: EnCtx): string {
  switch (hold(c)) {
    case 'string':
      return `a gust of wind tugged the string out of ${his(c)} hand, and up it sailed`;
    case 'round':
      return `${he(c)} threw it a little too high, and up it flew`;
    case 'paper':
      return `${he(c)} threw it a little too hard, and up it swooped`;
    default:
      return `a gust of wind snatched it away, and up it whirled`;
  }
}

const want: GoalTexts<EnCtx>['want'] = [
  // Seen from inside (a story that opens in a room says nothing of trees but through a window).
  (c) =>
    by(
      c,
      `Outside, ${mine(c)} was stuck ${spot(c).first}!`,
      `From the window, ${h(c)} saw ${mine(c)} stuck ${spot(c).first}, outside ${where(c)}.`,
      `From the window, ${h(c)} could see ${mine(c)} outside ${where(c)}, stuck ${spot(c).first} and far out of reach.`,
    ),
  (c) =>
    by(
      c,
      `${cap(whose(c))} got stuck ${spot(c).first}!`,
      `${h(c)} was playing with ${mine(c)} when ${flew(c)}, and it stuck fast ${spot(c).first}.`,
      `${h(c)} was playing with ${mine(c)} when ${flew(c)}, higher and higher, until it stuck fast ${spot(c).first} ${where(c)}.`,
    ),
  (c) =>
    by(
      c,
      `Oh no! ${cap(mine(c))} was stuck ${spot(c).first}.`,
      `${cap(whose(c))} was stuck ${spot(c).first} ${where(c)}, and ${he(c)} could only stare up at it.`,
      `${cap(whose(c))}, the one ${he(c)} loved best, was stuck ${spot(c).first} ${where(c)}, far out of reach, and ${he(c)} could only stare up at it.`,
    ),
];

const problem: GoalTexts<EnCtx>['problem'] = [
  (c) =>
    by(
      c,
      `It was much too high to reach.`,
      `${cap(the(c))} did not come down by itself: ${caughtBy(c)}.`,
      `${cap(the(c))} did not come down by itself, however long ${h(c)} waited: ${caughtBy(c)}, far above ${his(c)} head.`,
    ),
  (c) =>
    by(
      c,
      `${h(c)} stretched up, but it was far too high.`,
      `${h(c)} could see it up there, but ${caughtBy(c)}, and it would not budge.`,
    ),
];

const decide: GoalTexts<EnCtx>['decide'] = [
  (c) =>
    by(
      c,
      `"I'll get you down!" said ${h(c)}.`,
      `"I'm going to get you down," said ${h(c)}, looking up at ${the(c)}.`,
      `"It isn't lost," ${h(c)} told ${him(c)}self firmly. "It's right there, and I'm going to get it down."`,
    ),
];

const travel: GoalTexts<EnCtx>['travel'] = [
  (c) => {
    const to = c.target?.to ?? c.place.to;
    return by(
      c,
      `${h(c)} ran ${to} as fast as ${he(c)} could.`,
      `${h(c)} ran ${to}, keeping ${his(c)} eyes on ${the(c)} all the way.`,
      `${h(c)} ran ${to}, never once taking ${his(c)} eyes off ${the(c)}, in case the wind took it further.`,
    );
  },
];

/** A try at the spot that fails, for a reason the spot or the thing gives. */
const attempt: GoalTexts<EnCtx>['attempt'] = [
  (c) =>
    by(
      c,
      `${h(c)} jumped and jumped, but it was too high.`,
      `${h(c)} jumped as high as ${he(c)} could, {again and again|three times}, but ${the(c)} stayed {far above|well out of reach}.`,
      `${h(c)} jumped as high as ${he(c)} could, again and again, until ${his(c)} legs ached, but ${the(c)} stayed far above ${his(c)} fingertips.`,
    ),
  (c) =>
    tree(c)
      ? by(
          c,
          `${h(c)} shook the tree, but nothing fell.`,
          `${h(c)} shook the trunk with both hands, but only a few leaves came {floating|fluttering} down.`,
          `${h(c)} took hold of the trunk and shook it with all ${his(c)} might, but the tree was far too big, and only a few leaves came fluttering down.`,
        )
      : by(
          c,
          `${h(c)} banged on the drainpipe, but nothing fell.`,
          `${h(c)} knocked on the drainpipe, {bang, bang, bang|hoping the shake would help}, but ${the(c)} did not move.`,
        ),
  (c) =>
    by(
      c,
      `${h(c)} held up a broom, but it was too short.`,
      `${h(c)} fetched a broom and stretched up with it, but the broom {stopped far below|did not even come close to} ${the(c)}.`,
      `${h(c)} fetched the longest broom from the shed and stretched up on tiptoe, but it stopped far below ${the(c)}, waving at nothing.`,
    ),
  (c) =>
    by(
      c,
      `${h(c)} tried a little ladder, but it was too short.`,
      `${h(c)} {fetched|dragged over} the little ladder, but it stopped far below ${the(c)}.`,
      `${h(c)} dragged over the little ladder and climbed to the top rung, but ${the(c)} was still an arm's length or more out of reach.`,
    ),
  (c) =>
    tree(c)
      ? by(
          c,
          `${h(c)} began to climb, but the branch bent.`,
          `${h(c)} began to climb, but the branch {creaked|bent}: too thin to hold ${him(c)}.`,
          `${h(c)} started to climb, but halfway up the branch bent and creaked, far too thin to hold ${him(c)}, so ${he(c)} climbed carefully back down.`,
        )
      : by(
          c,
          `Climb up? No. A roof is no place for children.`,
          `${h(c)} looked at the steep, slippery tiles and knew: nobody climbs up there without a grown-up and a proper ladder.`,
        ),
  // What stands wobbly teaches them that whatever bears the weight must stand firm.
  (c) =>
    by(
      c,
      `${h(c)} stood on a bucket, but it wobbled.`,
      `${h(c)} turned a bucket upside down and stood on it, but the bucket wobbled, and ${he(c)} had to jump down again.`,
      `${h(c)} turned a bucket upside down and stood on it to reach a little higher, but it wobbled under ${his(c)} feet, and ${he(c)} had to jump down before ${he(c)} fell. Whatever ${he(c)} stood on would have to stand firm.`,
    ),
  (c) =>
    by(
      c,
      `${h(c)} threw a sock up. Now the sock was stuck too!`,
      `${h(c)} threw a rolled-up sock to knock ${the(c)} loose, but the sock landed {right beside it|on top of it} and stuck there too.`,
      `${h(c)} rolled up a sock and threw it to knock ${the(c)} loose. It was a good throw, but the sock landed right beside ${the(c)} and stayed there too, and now there were two things to get down.`,
    ),
  (c) =>
    hold(c) === 'string'
      ? by(
          c,
          `${h(c)} tugged the string. It only pulled tighter.`,
          `${h(c)} caught the end of the string and tugged, but it only {pulled tighter|wound tighter round its snag}.`,
          `${h(c)} caught the very end of the dangling string and gave it a tug, but it only wound tighter round its snag, and ${he(c)} let go before it tore.`,
        )
      : by(
          c,
          `${h(c)} waited for the wind. It stayed up.`,
          `${h(c)} waited for a gust to blow ${the(c)} down, but the wind only {wedged it in tighter|rocked it and left it there}.`,
        ),
  (c) =>
    by(
      c,
      `${h(c)} called for help, but nobody was tall enough.`,
      `${h(c)} waved to a tall boy going past, but even on tiptoe he could not reach ${the(c)}.`,
      `${h(c)} waved over a tall boy from down the road, who stretched up on tiptoe with a long stick, but even he could not reach ${the(c)}.`,
    ),
];

/** After a try: a step closer, or something learnt. */
const progress: GoalTexts<EnCtx>['progress'] = [
  (c) =>
    by(
      c,
      `"At least it's not lost," said ${h(c)}.`,
      `"At least it isn't lost," said ${h(c)}. "I can see it, and it's just too high."`,
      `"At least it isn't lost," said ${h(c)} firmly. "I can see exactly where it is, so it's only a matter of reaching it."`,
    ),
  (c) =>
    by(
      c,
      `${h(c)} looked hard at ${spot(c).the}.`,
      `${h(c)} stepped back and looked hard at ${spot(c).the}, working out {what had gone wrong|where a better way might be}.`,
      `${h(c)} stepped back and looked hard at ${spot(c).the}, working out what had gone wrong and what might work instead.`,
    ),
  // Each failed try leaves something known that the next one uses.
  (c) =>
    by(
      c,
      `"That didn't work, but now we know," said ${h(c)}.`,
      `"Well, that didn't work," said ${h(c)}, "but now we know one thing that won't."`,
      `"Well, that didn't work," said ${h(c)}, "but now we know one more thing that won't, and that's worth something too." ${cap(he(c))} crossed it off in ${his(c)} head.`,
    ),
  (c) =>
    by(
      c,
      `${cap(the(c))} wobbled. It was a bit looser now.`,
      `${cap(the(c))} wobbled a little: it was {not stuck quite so fast now|a little looser than before}.`,
      `${cap(the(c))} wobbled in the breeze, and ${h(c)} saw that it was not stuck quite so fast as before. That was something.`,
    ),
  (c) =>
    by(
      c,
      `${h(c)} saw where it was safe to stand.`,
      `${h(c)} noted where the ground was flat and firm, just right for a ladder.`,
      `${h(c)} noted where the ground was flat and firm and where it was not, so that the next try would not be a guess.`,
    ),
  // More of the same, for a long story's extra tries.
  (c) =>
    by(
      c,
      `${h(c)} rubbed ${his(c)} arms and looked up again.`,
      `${h(c)} rubbed ${his(c)} tired arms and looked up again. "Too short again," ${he(c)} said. "Next time, something longer."`,
      `${h(c)} rubbed ${his(c)} tired arms and looked up again, measuring the gap with ${his(c)} eyes. "Too short again, but only by a little," ${he(c)} said. "Next time, something longer."`,
    ),
  (c) =>
    by(
      c,
      `${cap(the(c))} was still there, waiting.`,
      `${cap(the(c))} was still there, ${spot(c).at}, just where it had been. At least it was not going anywhere.`,
      `${cap(the(c))} was still there, ${spot(c).at}, just where it had been, and ${h(c)} found that oddly comforting: whatever happened, it was not going anywhere.`,
    ),
  (c) =>
    by(
      c,
      `${h(c)} counted the tries on ${his(c)} fingers.`,
      `${h(c)} counted the tries on ${his(c)} fingers. Each one had got a little closer than the last.`,
      `${h(c)} counted the tries on ${his(c)} fingers, one by one. None had worked, but each had got a little closer than the last, and that had to mean something.`,
    ),
];

const advice: GoalTexts<EnCtx>['advice'] = [
  (c) =>
    c.helper
      ? by(
          c,
          `"Something longer might reach," said ${theKind(c.helper)}.`,
          `"You need something longer," said ${theKind(c.helper)}, "and someone to hold it steady."`,
        )
      : null,
  (c) =>
    c.helper
      ? by(
          c,
          `"Don't pull, or it might ${spoil(c)}," said ${theKind(c.helper)}.`,
          `"Don't tug at it, or it will ${spoil(c)}," said ${theKind(c.helper)}. "Go slowly."`,
          `"Things stuck up high tear or fall badly when you hurry," said ${theKind(c.helper)}. "So whatever you do, don't tug at it."`,
        )
      : null,
  (c) =>
    c.helper && roof(c)
      ? by(
          c,
          `"Never climb on a roof," said ${theKind(c.helper)}.`,
          `"Never climb up on a roof yourself," said ${theKind(c.helper)}. "A ladder, a grown-up, and something long to reach with."`,
        )
      : null,
  (c) =>
    c.helper
      ? by(
          c,
          `"Find firm ground first," said ${theKind(c.helper)}.`,
          `"Find firm ground first," said ${theKind(c.helper)}. "A ladder is only as good as what it stands on."`,
        )
      : null,
  (c) =>
    c.helper
      ? by(
          c,
          `"Ask the neighbours," said ${theKind(c.helper)}.`,
          `"Ask the neighbours," said ${theKind(c.helper)}. "Somebody always has a longer ladder."`,
        )
      : null,
];

const ask: GoalTexts<EnCtx>['ask'] = [
  (c) =>
    c.helper
      ? by(
          c,
          `"My ${sg(c)} is stuck, can you help?" asked ${h(c)}.`,
          `"Can you help us?" asked ${h(c)}. "My ${sg(c)} is stuck ${spot(c).at}."`,
          `"Please, can you help?" asked ${h(c)}. "My ${sg(c)} is stuck ${spot(c).at}, and I can't get it down."`,
        )
      : null,
];

/** How it is reached at last: a longer ladder held steady, a rake from the top of it. */
function reach(c: EnCtx, steady = holder(c)): string {
  if (roof(c))
    return `from the top of the long ladder, held steady by ${steady}, the rake reached all the way, and ${gotIt(c)}`;
  return `the longer ladder reached all the way up, held steady by ${steady}, and ${gotIt(c)}`;
}

const turn: GoalTexts<EnCtx>['turn'] = {
  gift: [
    (c) =>
      c.gift
        ? by(
            c,
            `${h(c)} used the ${c.gift.sg}, and ${reach(c)}.`,
            `Then ${h(c)} remembered the ${c.gift.sg}. ${cap(he(c))} tied it to a long string as a weight and threw it up over ${the(c)}. It caught, and with one gentle pull ${the(c)} came tumbling down.`,
            `Then ${h(c)} remembered the ${c.gift.sg}. ${cap(he(c))} tied it to the end of a long string for a weight, took careful aim and threw. The string looped over ${the(c)}, and with one slow, gentle pull, down it came.`,
          )
        : null,
  ],
  together: [
    (c) =>
      by(
        c,
        `Everyone helped, and ${reach(c)}.`,
        `Everyone helped, and together they did it: ${reach(c)}.`,
        `Everyone helped, slowly and carefully, and together they did it: ${reach(c)}.`,
      ),
  ],
  brave: [
    (c) =>
      by(
        c,
        `${h(c)} took a deep breath, and ${reach(c)}.`,
        `${h(c)} took a deep breath and went up slowly, one rung at a time, and ${reach(c)}.`,
        `${h(c)} took a deep breath, remembered everything the tries had taught ${him(c)}, and went up slowly, one rung at a time, without looking down, until ${reach(c)}.`,
      ),
  ],
  clever: [
    (c) =>
      by(
        c,
        `${h(c)} had an idea, and ${reach(c)}.`,
        `${h(c)} had an idea: "Let's put the ladder where the ground is flat." And ${reach(c)}.`,
        `${h(c)} had an idea: the ladder had to stand where the ground was flat and firm, not where it was closest. So they moved it, and ${reach(c)}.`,
      ),
  ],
};

const resolution: GoalTexts<EnCtx>['resolution'] = [
  (c) => {
    const down = by(
      c,
      `${cap(the(c))} came down, safe and sound.`,
      `Down came ${the(c)}, safe and sound, {without a scratch|not a bit the worse}.`,
      `Down came ${the(c)} at last, safe and sound and not a bit the worse for its time ${spot(c).at}.`,
    );
    const back = by(
      c,
      `${h(c)} hugged ${mine(c)}. It was back!`,
      `${h(c)} held ${mine(c)} tight. It was back, and it was ${he(c) === 'she' ? 'hers' : 'his'} again!`,
      `${h(c)} held ${mine(c)} tight and laughed out loud. It was back where it belonged, with ${him(c)}, and ${he(c)} was not letting go.`,
    );
    return `${down} ${back}`;
  },
];

const reflection: GoalTexts<EnCtx>['reflection'] = [
  (c) =>
    by(
      c,
      `${h(c)} looked at ${mine(c)} and smiled.`,
      `${h(c)} looked at ${mine(c)}, safe beside the bed, and {smiled|yawned|sighed happily}.`,
      `${h(c)} looked at ${mine(c)}, safe beside the bed now, and thought how high it had been, and how it had come down after all.`,
    ),
  (c) =>
    by(
      c,
      `${h(c)} felt warm inside. ${cap(the(c))} was home.`,
      `${h(c)} felt warm all the way through: ${the(c)} was home, and nothing was stuck ${spot(c).at} any more.`,
      `${h(c)} felt warm all the way through, because getting something back that seemed out of reach is one of the best feelings there is.`,
    ),
];

export const stuckThing: GoalTexts<EnCtx> = {
  want,
  steps: stuckSteps,
  problem,
  decide,
  travel,
  attempt,
  progress,
  advice,
  ask,
  turn,
  resolution,
  after: { freed: resolution, ...stuckAfter },
  reflection,
  refrain: [
    (c) => `Up so high, near the sky! Down, ${sg(c)}, by and by!`,
    () => `Stretch up tall, stretch up tall! Steady now, and don't you fall!`,
  ],
  title: [
    (c) => `${h(c)} and the ${sg(c)} ${spot(c).at}`,
    (c) => `${cap(the(c))} ${spot(c).at}`,
    (c) => `Getting ${the(c)} down`,
  ],
};
