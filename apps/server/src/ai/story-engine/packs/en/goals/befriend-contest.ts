// A contest to win or a show to put on: what it is and what is hoped, the practice at home and
// nearby with its setbacks and lessons, the friend or sister doing their part, the evening
// before, the day itself with the others taking part, a mishap met with what was practised or a
// friend's help, and the result said kindly and truly. Never a map, a summit or a treasure.
import type { EnCtx } from '../../../compose/ctx-en';
import type { Bank } from '../../../compose/ctx-base';
import type { GoalTexts } from '../../../compose/pack-types';
import { by } from '../../by-band';
import { eachOnce, firstAt } from '../../place-beats';
import { eventWords, type EventWords } from './contest-words';
import { dayMoments, homeMoments, practiceMoments } from './contest-moments';
import {
  sessionFixesEn,
  sessionHitchesEn,
  sessionStrugglesEn,
  sessionTableEn,
} from './contest-sessions';
import { betweenSessions, sessionTold } from '../../contest-sessions';
import { eventOf, firstPractice, isShow, stepOf } from '../../contest-steps';
import { toldHere } from '../../family-beats';
import { cap } from '../../../text';

const h = (c: EnCtx) => c.hero.name;
/** "the sandcastle competition" as a title: "the Sandcastle Competition". */
const titled = (s: string) => s.replace(/\b(?!the\b)(\w)/g, (m) => m.toUpperCase());
const T = (c: EnCtx) => c.team.name;
const they = (c: EnCtx) => c.team.they;
const their = (c: EnCtx) => c.team.their;
const were = (c: EnCtx) => c.team.was;
const me = (c: EnCtx) => (c.team.plural ? 'us' : 'me');
const we = (c: EnCtx) => (c.team.plural ? 'we' : 'I');
const ev = (c: EnCtx): EventWords => eventWords(c, eventOf(c));
const won = (c: EnCtx) => c.contest?.won === true;
/** The friend or sister by name, or the grown-up who helps, or the class. */
const buddy = (c: EnCtx) => c.friend?.name ?? c.helper?.name ?? (isShow(c) ? 'the class' : 'Mum');
/** A line written for two, told of the hero alone when there is no friend. */
const us = (c: EnCtx, s: string) =>
  c.team.plural
    ? s
    : s
        .replace(/\bthey\b/g, c.hero.he)
        .replace(/\bThey\b/g, cap(c.hero.he))
        .replace(/\btheir\b/g, c.hero.his)
        .replace(/\bthemselves\b/g, c.hero.he === 'she' ? 'herself' : 'himself');

/** The practice, the evening before, and the day itself, one at each place. */
const atPlace = (c: EnCtx): string => {
  const w = ev(c);
  const s = stepOf(c);
  if (s === 'day')
    return by(
      c,
      `It was the day of ${w.the}! ${w.others}. Then ${w.start}.`,
      `At last it was the day of ${w.the}. ${w.others}, and ${h(c)}'s tummy fluttered. Then ${w.start}.`,
      `At last the day of ${w.the} had come. ${w.others}, and ${T(c)} stood among them with butterflies inside. Then ${w.start}.`,
    );
  if (s === 'eve')
    return by(
      c,
      `The evening before, ${T(c)} ${w.eve}.`,
      `The evening before, ${T(c)} ${w.eve}. "Tomorrow," said ${c.helper?.name ?? 'Mum'}, "you'll be ready."`,
      `The evening before, ${T(c)} ${w.eve}. "Tomorrow," said ${c.helper?.name ?? 'Mum'}, smiling, "you'll be as ready as anyone has ever been."`,
    );
  if (firstPractice(c))
    return by(
      c,
      `${T(c)} ${w.practise}. But ${w.slip}.`,
      `Every day ${T(c)} ${w.practise}. But one day ${w.slip}.`,
      `Every single day ${T(c)} ${w.practise}, until ${their(c)} arms ached. But one afternoon ${w.slip}, and for a moment nobody said anything at all.`,
    );
  return by(
    c,
    `${T(c)} practised again. ${cap(w.part(buddy(c)))}.`,
    `${T(c)} practised again and again. ${cap(w.part(buddy(c)))}, and this time it went a little better.`,
    `${T(c)} practised again, and then again, and then once more for luck. ${cap(w.part(buddy(c)))}, and this time it went a good deal better than before.`,
  );
};

/** A small moment, told between the sessions (they carry the plot). */
const between = betweenSessions(sessionTableEn);

/** After each step: the lesson from the practice, the night's sleep, and the mishap on the day. */
const after = (c: EnCtx): string | null => {
  const w = ev(c);
  const s = stepOf(c);
  if (s === 'day')
    return by(
      c,
      `At first it all went well.`,
      `At first it all went well, just like at home.`,
      `At first it all went well, just like all those times at home, and ${h(c)} began to breathe again.`,
    );
  // (Sleep comes with the evening's last session, the nerves in bed: the bag is packed first.)
  if (s === 'eve')
    return by(
      c,
      `Only one more sleep!`,
      `${h(c)} looked at the calendar on the wall. Only one more sleep!`,
      `${h(c)} looked at the calendar on the wall, at the last empty square before the big one, and felt a shiver all the way down.`,
    );
  if (firstPractice(c))
    return by(
      c,
      `"${w.lesson}," said ${buddy(c)}.`,
      `"${w.lesson}," said ${buddy(c)}. ${T(c)} tried again, and it worked a little better.`,
      `"${w.lesson}," said ${buddy(c)} thoughtfully. ${T(c)} tried again, remembering, and this time it worked a good deal better.`,
    );
  return by(
    c,
    `${T(c)} ${were(c)} getting better.`,
    `Bit by bit ${T(c)} ${were(c)} getting better, and ${h(c)} began to smile.`,
    `Bit by bit, try by try, ${T(c)} ${were(c)} getting better, and ${h(c)} began to believe ${they(c)} really could do it.`,
  );
};

/** The mishap on the day, and the moment it lands: told right before it is met. */
const mishap = (c: EnCtx): string =>
  by(
    c,
    `But then ${ev(c).mishap}! ${h(c)} gasped.`,
    `But then ${ev(c).mishap}! ${h(c)} gasped, and for a moment did not know what to do.`,
    `But then, halfway through, ${ev(c).mishap}. ${h(c)} froze, and for one long moment the whole world seemed to hold its breath.`,
  );

/** The mishap, then how it is met: the turn of the day. */
const met =
  (t: (c: EnCtx) => string | null) =>
  (c: EnCtx): string | null => {
    const told = t(c);
    return told ? `${mishap(c)} ${told}` : null;
  };

/** The result, said kindly and truly. */
const result = (c: EnCtx): string => {
  const w = ev(c);
  if (isShow(c))
    return won(c)
      ? by(
          c,
          `When it ended, everyone clapped and cheered!`,
          `When the last note ended, the hall was quiet for a moment, and then everyone clapped and cheered. ${h(c)} got ${w.prize}.`,
          `When it ended, the hall was quiet for one long moment, and then everyone clapped and cheered and stamped on the floor, and ${h(c)} was given ${w.prize}.`,
        )
      : by(
          c,
          `It was not perfect. But everyone clapped and cheered!`,
          `It was not quite perfect, and ${h(c)} knew it. But when it ended, the hall clapped and cheered, and ${w.special} was for ${h(c)}.`,
          `It was not perfect, and ${h(c)} knew it. But when it ended, the whole hall clapped and cheered, and it was ${w.special}, and ${h(c)} felt taller than the Christmas tree.`,
        );
  return won(c)
    ? by(
        c,
        `And ${T(c)} won ${w.prize}!`,
        `The judges looked and looked, and then they called out the winner: ${T(c)}, and the prize was ${w.prize}!`,
        `The judges looked for a long time and whispered together, and then they called out the winner: ${T(c)}, and the prize was ${w.prize}, shining in the sun!`,
      )
    : by(
        c,
        `${T(c)} did not win. But they got ${w.special}!`,
        `${T(c)} did not win; ${w.winner} won. But the judges gave ${T(c)} ${w.special}, and everyone cheered.`,
        `${T(c)} did not win first prize; ${w.winner} won it, and ${T(c)} clapped for them. But then the judges gave ${T(c)} ${w.special}, and everyone cheered, and that felt even better than winning.`,
      );
};

export const contest: GoalTexts<EnCtx> = {
  want: [
    (c) =>
      us(
        c,
        by(
          c,
          `${T(c)} wanted to ${ev(c).hope}, at ${ev(c).the}.`,
          `${T(c)} had one big wish: at ${ev(c).the}, ${they(c)} wanted to ${ev(c).hope}.`,
          `${T(c)} had one big wish, bigger than any before: at ${ev(c).the}, ${they(c)} wanted to ${ev(c).hope}.`,
        ),
      ),
  ],
  show: [
    (c) =>
      by(
        c,
        `${ev(c).about}.`,
        `${ev(c).about}. ${T(c)} had been counting the days.`,
        `${ev(c).about}. ${T(c)} had been counting the days on the calendar, one cross at a time.`,
      ),
  ],
  problem: [
    (c) =>
      us(
        c,
        c.contest?.nervous
          ? by(
              c,
              `But ${h(c)} felt nervous, with butterflies inside.`,
              `But ${h(c)} was nervous. Just thinking of all those people made ${c.hero.his} tummy flutter.`,
              `But ${h(c)} was nervous. Just thinking of all those faces made ${c.hero.his} tummy flutter and ${c.hero.his} knees go soft.`,
            )
          : by(
              c,
              `But ${they(c)} had never done it before.`,
              `But ${they(c)} had never done it before, and there was so much to learn.`,
              `But ${they(c)} had never done anything like it before, and there was so much to learn, and only a few days left.`,
            ),
      ),
  ],
  decide: [
    (c) =>
      by(
        c,
        `"${c.team.plural ? "Let's" : "I'll"} practise every day," said ${h(c)}.`,
        `"Then ${we(c)}'ll practise," said ${h(c)}. "Every single day, until the day comes."`,
        `"Then ${we(c)}'ll practise," said ${h(c)}, "every single day, and ${we(c)}'ll learn from every mistake, until the day comes."`,
      ),
  ],
  attempt: firstAt<EnCtx>('step', atPlace, [
    ...sessionHitchesEn,
    ...sessionStrugglesEn,
    ...(
      [
        ...practiceMoments,
        ...dayMoments,
        (c) =>
          stepOf(c) === 'day' && c.friend
            ? by(
                c,
                `${cap(ev(c).part(c.friend.name))}.`,
                `${c.friend.name} did ${c.friend.his} part, like at home: ${ev(c).part(c.friend.he)}.`,
                `${c.friend.name} did ${c.friend.his} part, the way they had done it so many times at home: ${ev(c).part(c.friend.he)}.`,
              )
            : null,
        (c) =>
          stepOf(c) === 'day'
            ? by(
                c,
                `The family waved and cheered.`,
                `The whole family stood close by, waving and cheering, and Grandpa whistled through his fingers.`,
                `The whole family stood close by, waving and cheering, and Grandpa whistled through his fingers so loudly that people turned to look.`,
              )
            : null,
        (c) =>
          stepOf(c) === 'practice' && !sessionTold(c, 'right')
            ? us(
                c,
                by(
                  c,
                  `They tried it faster. Too fast! They laughed.`,
                  `Then they tried it fast, much too fast, and it all went wrong, and they laughed until they had to sit down.`,
                  `Then they tried it fast, far too fast, and everything went wrong at once, and they laughed so hard they had to sit down on the ground.`,
                ),
              )
            : null,
        (c) =>
          stepOf(c) === 'practice' && !sessionTold(c, 'right')
            ? by(
                c,
                `${h(c)} did it right, three times in a row!`,
                `Then ${h(c)} got it right, three times in a row, and did a little dance.`,
                `Then, at last, ${h(c)} got it right, three times in a row, and did a little dance of joy right there on the spot.`,
              )
            : null,
        (c) =>
          stepOf(c) === 'practice' && !sessionTold(c, 'right')
            ? by(
                c,
                `Some days it went well. Some days it did not.`,
                `Some days it went well and some days it did not, but ${h(c)} kept on.`,
                `Some days it went well, and some days nothing went right at all, but ${h(c)} kept on, a little every day.`,
              )
            : null,
        (c) =>
          stepOf(c) !== 'practice' || sessionTold(c, 'right')
            ? null
            : by(
                c,
                `${T(c)} practised once more, slowly.`,
                `${T(c)} went through it all once more, slowly, and then a little faster.`,
                `${T(c)} went through it all once more, slowly at first and then a little faster, until it began to feel easy.`,
              ),
        (c) =>
          stepOf(c) !== 'practice' || sessionTold(c, 'right')
            ? null
            : by(
                c,
                `${h(c)} had a little rest and a drink of water.`,
                `${T(c)} stopped for a rest, a drink of water and an apple${c.team.plural ? ' each' : ''}.`,
                `${T(c)} stopped for a rest on the step, with a drink of water and an apple${c.team.plural ? ' each' : ''}, and talked about how it would be on the day.`,
              ),
      ] as ((c: EnCtx) => string | null)[]
    ).map(between),
  ]),
  progress: firstAt<EnCtx>(
    'fix',
    (c) => after(c),
    [
      ...sessionFixesEn,
      // (After a session's hitch, what it taught is told instead.)
      (c) =>
        toldHere(c, 'session')
          ? null
          : by(
              c,
              `${h(c)} did not give up.`,
              `${h(c)} did not give up. Every mistake, ${c.hero.he} found, taught ${c.hero.him} something.`,
              `${h(c)} did not give up. Every mistake, ${c.hero.he} was finding, taught ${c.hero.him} something new, if you only stopped to listen to it.`,
            ),
    ],
    'step',
  ),
  advice: eachOnce<EnCtx>('advice', [
    (c) =>
      c.helper
        ? by(
            c,
            `"Practise slowly first," said ${c.helper.name}.`,
            `"Practise it slowly first," said ${c.helper.name}. "Fast comes by itself."`,
            `"Practise it slowly first," said ${c.helper.name}. "Fast comes all by itself, once slow is right."`,
          )
        : null,
    (c) =>
      c.helper
        ? by(
            c,
            `"Mistakes are how you learn," said ${c.helper.name}.`,
            `"Every mistake is a lesson," said ${c.helper.name}. "Just listen to what it says."`,
            `"Every mistake is a little lesson," said ${c.helper.name}, "and the ones who get good are the ones who listen to them."`,
          )
        : null,
  ]),
  ask: eachOnce<EnCtx>('ask', [
    (c) =>
      by(
        c,
        `"Will you help ${me(c)}?" ${h(c)} asked ${c.helper?.name ?? 'Mum'}.`,
        `"Will you help ${me(c)} get ready for ${ev(c).the}?" ${h(c)} asked ${c.helper?.name ?? 'Mum'}. "Of course," came the answer.`,
        `"Will you help ${me(c)} get ready for ${ev(c).the}?" ${h(c)} asked ${c.helper?.name ?? 'Mum'}. "Of course I will," came the answer. "That's what I'm here for."`,
      ),
  ]),
  turn: {
    brave: [
      met((c) =>
        us(
          c,
          by(
            c,
            `${h(c)} took a deep breath and ${ev(c).fix}.`,
            `${h(c)} took a deep breath. Then ${they(c)} ${ev(c).fix}.`,
            `${h(c)} took a deep, slow breath, the way ${c.hero.he} had learned, and did not give up. Then ${they(c)} ${ev(c).fix}.`,
          ),
        ),
      ),
    ],
    together: [
      met((c) =>
        us(
          c,
          by(
            c,
            `"You can do it!" said ${buddy(c)}. And ${they(c)} ${ev(c).fix}.`,
            `"Remember?" whispered ${buddy(c)}, and squeezed ${h(c)}'s hand. Then ${they(c)} ${ev(c).fix}.`,
            `"Remember what we practised?" whispered ${buddy(c)}, and squeezed ${h(c)}'s hand. And together ${they(c)} ${ev(c).fix}.`,
          ),
        ),
      ),
    ],
    gift: [
      met((c) =>
        c.gift
          ? us(
              c,
              by(
                c,
                `${h(c)} held the ${c.gift.sg} tight. Then ${they(c)} ${ev(c).fix}.`,
                `${h(c)} felt the ${c.gift.sg} in ${c.hero.his} pocket, for luck. Then ${they(c)} ${ev(c).fix}.`,
                `${h(c)} felt for the ${c.gift.sg} in ${c.hero.his} pocket, small and safe, and was calm again. Then ${they(c)} ${ev(c).fix}.`,
              ),
            )
          : null,
      ),
    ],
    clever: [
      met((c) =>
        us(
          c,
          by(
            c,
            `${h(c)} remembered: "${ev(c).lesson}." So ${they(c)} ${ev(c).fix}.`,
            `${h(c)} remembered the lesson from practice: "${ev(c).lesson}." So ${they(c)} ${ev(c).fix}.`,
            `Then ${h(c)} remembered the lesson from that first bad day of practice: "${ev(c).lesson}." So ${they(c)} ${ev(c).fix}.`,
          ),
        ),
      ),
    ],
  },
  resolution: [
    (c) => us(c, result(c)),
    // Said another way, for a story that has already used the first one's words.
    (c) =>
      us(
        c,
        isShow(c)
          ? `At the end the whole hall stood up, clapped and cheered${won(c) ? ', louder than for anyone' : ''}.`
          : won(c)
            ? `${T(c)} won! The prize was ${ev(c).prize}.`
            : `${T(c)} did not win this time, but ${they(c)} got ${ev(c).special}.`,
      ),
  ],
  home: eachOnce<EnCtx>('home', [
    ...homeMoments,
    (c) =>
      by(
        c,
        `${h(c)} felt proud all over.`,
        `${h(c)} felt proud all the way down to ${c.hero.his} toes. "You practised, and you did it," said ${c.helper?.name ?? 'Mum'}.`,
        `${h(c)} felt proud all the way down to ${c.hero.his} toes. "You practised, you kept going when it went wrong, and you did it," said ${c.helper?.name ?? 'Mum'}.`,
      ),
    (c) =>
      us(
        c,
        by(
          c,
          `At home ${they(c)} had warm cocoa.`,
          `Back home ${T(c)} had warm cocoa and told the whole day again, from the start.`,
          `Back home ${T(c)} curled up with warm cocoa and told the whole day again, from the very start, and laughed at the scary part now that it was over.`,
        ),
      ),
    (c) =>
      by(
        c,
        `Everyone gave ${h(c)} a big hug.`,
        `Grandma, Grandpa and the neighbours all came to give ${T(c)} a hug, and nobody talked of anything else all day.`,
        `Grandma, Grandpa and half the neighbours came to give ${T(c)} a hug, and for the rest of the day nobody talked of anything but ${ev(c).the}.`,
      ),
  ]),
  reflection: eachOnce<EnCtx>('reflection', [
    (c) =>
      by(
        c,
        `Practice helps, and friends help most of all.`,
        `Practice helps, ${h(c)} thought, and so do the ones who cheer for you.`,
        `Practice helps, ${h(c)} thought, and mistakes help too, and most of all the ones who stand beside you and cheer.`,
      ),
  ]),
  refrain: [() => `Try and try and try once more, that is what practice is for!`],
  title: [
    (c) => `${h(c)} and ${titled(ev(c).the)}`,
    (c) => `The Day of ${titled(ev(c).the)}`,
    (c) => `${h(c)}'s Big Day`,
    (c) => `{Practice Makes Better|Ready, Steady, Go}, ${h(c)}!`,
  ],
};

/** To the place of practice, home for the evening, and to where it is held on the day. */
const travel = (c: EnCtx): string | null => {
  const s = stepOf(c);
  if (s === 'day')
    return us(
      c,
      by(
        c,
        `The big day came. ${T(c)} went ${c.place.to}.`,
        `The big day came at last, and ${T(c)} went ${c.place.to} with the whole family.`,
        `The big day came at last. ${T(c)} went ${c.place.to} with the whole family, so early that the air still smelled of morning.`,
      ),
    );
  if (s === 'eve')
    return by(
      c,
      `In the evening ${T(c)} ${were(c)} home again.`,
      `In the evening ${T(c)} ${were(c)} home again, tired and happy.`,
    );
  return by(
    c,
    `${T(c)} went ${c.place.to} to practise.`,
    `${T(c)} went ${c.place.to} to practise, where there was room.`,
  );
};

export const contestScenes = {
  // Named by its own titles only: never "the owl of the ski slope".
  titles: [] as Bank<EnCtx>,
  travel: [(c: EnCtx) => travel(c)] as Bank<EnCtx>,
};
