// The small moments between the big steps of a contest or a show, each told once: at practice
// (a sticker chart, the teddies as an audience, the friend helped in turn, a bad day stopped
// early), on the day (the others there, the family found in the crowd, a kind word from a
// rival), and at home after. The evening before is told by its sessions (contest-sessions).
import type { EnCtx } from '../../../compose/ctx-en';
import { by } from '../../by-band';
import { atStep, homely, isShow } from '../../contest-steps';

type Tpl = (c: EnCtx) => string | null;

const h = (c: EnCtx) => c.hero.name;
const T = (c: EnCtx) => c.team.name;
const grown = (c: EnCtx) => c.helper?.name ?? 'Mum';

export const practiceMoments: Tpl[] = [
  atStep('practice', (c) =>
    by(
      c,
      `${h(c)} made a chart and got a sticker for every practice.`,
      `${h(c)} drew a chart with a square for every day, and after each practice a shiny star sticker went in.`,
      `${h(c)} drew a chart with a square for every day left, and after each practice a shiny star sticker went in, until the row of stars was longer than the row of empty squares.`,
    ),
  ),
  atStep(
    'practice',
    homely((c) =>
      by(
        c,
        `${h(c)} showed it to the teddies. They liked it.`,
        `${h(c)} set all the teddies out in a row to watch. Not one of them said a word, so it must have been good.`,
        `${h(c)} set all the teddies and the old rag doll out in a row to watch. Not one of them fidgeted or said a word, which is more than you can say for most audiences.`,
      ),
    ),
  ),
  atStep('practice', (c) =>
    c.friend
      ? by(
          c,
          `This time ${c.friend.name} got it wrong. ${h(c)} helped.`,
          `This time it was ${c.friend.name} who got it wrong, and ${h(c)} showed ${c.friend.him} how, slowly, the way ${grown(c)} had shown them.`,
          `This time it was ${c.friend.name} who got it all wrong, and ${h(c)}, instead of laughing, showed ${c.friend.him} how, slowly and patiently, the way ${grown(c)} had once shown them.`,
        )
      : null,
  ),
  atStep('practice', (c) =>
    by(
      c,
      `One day nothing went right. ${T(c)} stopped and had a snack.`,
      `One day nothing went right at all. "That's enough for today," said ${grown(c)}. "Tomorrow will be better." And it was.`,
      `One day nothing went right at all, and ${h(c)} was close to tears. "That's enough for today," said ${grown(c)} gently. "Some days are like that. Tomorrow will be better." And it was.`,
    ),
  ),
  atStep('practice', (c) =>
    by(
      c,
      `"What if it goes wrong?" asked ${h(c)}. "Then you go on," said ${grown(c)}.`,
      `"What if it goes wrong on the day?" asked ${h(c)}. "Then you do what you practised," said ${grown(c)}, "and you go on."`,
      `"But what if it goes wrong on the day?" asked ${h(c)} quietly. "Then you remember what you practised," said ${grown(c)}, "and you go on. Going on is the bravest part."`,
    ),
  ),
  atStep(
    'practice',
    homely((c) =>
      by(
        c,
        `${grown(c)} timed them with the kitchen clock.`,
        `${grown(c)} fetched the kitchen timer, and every time it rang, ${T(c)} started again from the beginning.`,
        `${grown(c)} fetched the old kitchen timer shaped like an egg, and every time it rang, ${T(c)} started again from the very beginning, a little more sure each time.`,
      ),
    ),
  ),
  atStep('practice', (c) =>
    isShow(c)
      ? by(
          c,
          `${h(c)} practised bowing, too.`,
          `${h(c)} even practised the bow at the end, down and up again, without wobbling.`,
          `${h(c)} even practised the bow at the end, down and slowly up again, because a good ending, ${grown(c)} said, is half the show.`,
        )
      : by(
          c,
          `${h(c)} practised the start, too.`,
          `${h(c)} even practised the very start, again and again, because a good start is half the work.`,
          `${h(c)} even practised the very start, over and over, because a good start, ${grown(c)} said, is half the work.`,
        ),
  ),
];

export const dayMoments: Tpl[] = [
  atStep('day', (c) =>
    by(
      c,
      `${h(c)} looked for the family and found them.`,
      `${h(c)} looked for the family among all the faces, and there they were, waving.`,
      `${h(c)} searched for the family among all the faces, and there they were, right at the front, waving so hard that Grandpa nearly lost his hat.`,
    ),
  ),
  atStep('day', (c) =>
    by(
      c,
      `A girl nearby said, "Good luck!"`,
      `A girl nearby smiled and said, "Good luck!" "You too!" said ${h(c)}.`,
      `A girl nearby, who was nervous too, smiled and whispered, "Good luck!" "You too," said ${h(c)}, and felt a little less alone.`,
    ),
  ),
  atStep('day', (c) =>
    by(
      c,
      `${h(c)} took a deep breath.`,
      `${h(c)} took a deep breath, all the way down, and let it out slowly.`,
      `${h(c)} took a deep breath, all the way down to the toes, and let it out slowly, the way ${grown(c)} had taught ${c.hero.him}.`,
    ),
  ),
  atStep('day', (c) =>
    isShow(c)
      ? null
      : by(
          c,
          `The judges walked about with clipboards.`,
          `The judges walked slowly about, looking at everything and writing on their clipboards.`,
          `The judges walked slowly about, looking at everything, nodding, and writing small secret notes on their clipboards.`,
        ),
  ),
];

export const homeMoments: Tpl[] = [
  (c) =>
    by(
      c,
      `"Can we do it again next year?" asked ${h(c)}.`,
      `"Can we do it again next year?" asked ${h(c)} on the way home. Everyone laughed. "Of course," said ${grown(c)}.`,
      `"Can we do it again next year?" asked ${h(c)} on the way home, already planning. Everyone laughed. "Of course you can," said ${grown(c)}.`,
    ),
  (c) =>
    by(
      c,
      `${h(c)} phoned Grandma to tell her everything.`,
      `${h(c)} phoned Grandma and told her everything, the bad bit and the good bit.`,
      `${h(c)} phoned Grandma and told her everything, the scary bit, the brave bit and the very best bit, and Grandma said "Oh!" in all the right places.`,
    ),
];
