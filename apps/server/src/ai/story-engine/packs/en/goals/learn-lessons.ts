// Practice that builds: each try goes wrong its own way and teaches one thing, and the next try
// remembers that thing and goes wrong a new way. The lessons are told in order, and at the end
// all of them are used at once.
import type { EnCtx } from '../../../compose/ctx-en';
import { lessonChain, type Lesson as ChainLesson } from '../../lesson-chain';
import { cap } from '../../../text';

type S = (c: EnCtx) => string;
type T = (c: EnCtx) => string | null;

export type Lesson = ChainLesson<EnCtx>;

const he = (c: EnCtx) => c.owner.he;
const his = (c: EnCtx) => c.owner.his;
const him = (c: EnCtx) => c.owner.him;
const L = (fail: S, lesson: string): Lesson => ({ fail, lesson });

const SINGING: Lesson[] = [
  L((c) => `${he(c)} sang so quietly that nobody heard a single note`, 'sing from the tummy'),
  L((c) => `${he(c)} ran out of breath halfway through the first line`, 'breathe before each line'),
  L((c) => `${his(c)} voice went high and thin and cracked`, 'start low and calm'),
  L((c) => `${he(c)} rushed and ran ahead of the tune`, 'listen to the tune'),
  L((c) => `${he(c)} sang so loudly that the birds flew off`, 'sing, not shout'),
];

/** Any instrument with notes: what goes wrong and what it teaches. */
const MUSIC: Lesson[] = [
  L(
    (c) => `${he(c)} rushed the fast part, and the notes tumbled over each other`,
    'play fast bits slowly',
  ),
  L(
    (c) => `${he(c)} played so hard that every note came out loud and harsh`,
    'play softly and gently',
  ),
  L(
    (c) => `${he(c)} stared at ${his(c)} fingers and lost ${his(c)} place in the music`,
    'look at the music',
  ),
  L((c) => `${he(c)} forgot to count and came in much too early`, 'count the beat quietly'),
  L((c) => `${he(c)} stopped dead at the first wrong note`, 'play on after mistakes'),
];

/** The drums: the beat, not the notes. */
const DRUMMING: Lesson[] = [
  L(
    (c) => `${he(c)} hit so hard that the sticks bounced right out of ${his(c)} hands`,
    'hold the sticks loosely',
  ),
  L((c) => `${he(c)} went faster and faster until the beat ran away`, 'keep the beat steady'),
  L((c) => `${he(c)} looked at the sticks and lost count`, 'count to four'),
  L((c) => `${he(c)} banged on when the song had gone quiet`, 'listen to the others'),
];

/** Blown: the breath, the lips, the fingers together. */
const WIND: Lesson[] = [
  L((c) => `${he(c)} blew so hard that out came a sharp squeal`, 'blow steadily and calmly'),
  L(
    (c) => `${he(c)} forgot to breathe and ran out of air in the middle of the tune`,
    'breathe before each long note',
  ),
  L((c) => `${he(c)} lifted a finger too soon, and the note cracked`, 'move the fingers together'),
  L(
    (c) => `${he(c)} pressed ${his(c)} lips so tight that only a squeak came out`,
    'keep the lips soft',
  ),
];

/** Each skill's lessons, in the order they are learnt. */
export const LESSONS: Record<string, Lesson[]> = {
  violin: MUSIC,
  piano: MUSIC,
  guitar: MUSIC,
  recorder: MUSIC,
  drums: DRUMMING,
  accordion: MUSIC,
  cello: MUSIC,
  harp: MUSIC,
  ukulele: MUSIC,
  xylophone: MUSIC,
  trumpet: WIND,
  flute: WIND,
  saxophone: WIND,
  clarinet: WIND,
  harmonica: WIND,
  trombone: WIND,
  tuba: WIND,
  cycle: [
    L(
      (c) => `${he(c)} looked down at the pedals and rode straight into a bush`,
      'look ahead, not down',
    ),
    L((c) => `${he(c)} forgot to pedal, and the bike wobbled to a stop`, 'keep pedalling'),
    L(
      (c) => `${he(c)} gripped the handlebars so hard that the bike jerked sideways`,
      'hold the handlebars lightly',
    ),
    L((c) => `${he(c)} started with the pedal at the bottom and got nowhere`, 'put one pedal up'),
    L((c) => `${he(c)} braked too hard and tipped over sideways`, 'brake gently'),
    L((c) => `${he(c)} turned too sharply and ended up in the grass`, 'turn in wide curves'),
  ],
  swim: [
    L(
      (c) => `${he(c)} kicked so wildly that ${he(c)} only splashed on the spot`,
      'kick with straight legs',
    ),
    L((c) => `${he(c)} held ${his(c)} head so high that ${his(c)} legs sank`, 'lie flat and long'),
    L((c) => `${he(c)} forgot to breathe and came up spluttering`, 'breathe out underwater'),
    L((c) => `${he(c)} paddled as fast as a windmill and got nowhere`, 'take long, slow strokes'),
    L((c) => `${he(c)} went stiff as a stick and began to sink`, 'relax and float'),
  ],
  fly: [
    L(
      (c) =>
        `${he(c)} flapped so {fast|hard|wildly} that ${he(c)} only {spun round|went round in a circle|twirled on the spot|turned like a top}`,
      'take long, slow beats',
    ),
    L(
      (c) =>
        `${he(c)} looked down at the {ground|grass|moss} and {dropped|plopped down|fell} like {a stone|a pebble|a sack of apples}`,
      'look up, not down',
    ),
    L(
      (c) =>
        `${he(c)} took off from {flat ground|the flat grass|a flat spot} and never {got up|left the ground|rose at all}`,
      'start from up high',
    ),
    L(
      (c) =>
        `${he(c)} jumped when the air was {still|quiet|calm} and {floated|drifted|sank} {straight down|back down|down to the ground}`,
      'wait for the wind',
    ),
    L(
      (c) =>
        `${he(c)} {held ${his(c)} breath|forgot to breathe|puffed out ${his(c)} cheeks} and went {stiff|rigid|tight all over}, and {down ${he(c)} came|down ${he(c)} tumbled|plop, down ${he(c)} went}`,
      'stay loose and breathe',
    ),
  ],
  ski: [
    L(
      (c) => `${he(c)} leaned back, and the skis shot off without ${him(c)}`,
      'keep the weight forward',
    ),
    L((c) => `the skis crossed, and ${he(c)} fell into a heap of snow`, 'keep the skis parallel'),
    L((c) => `${he(c)} stood with stiff legs and toppled over at the first bump`, 'bend the knees'),
    L((c) => `${he(c)} went too fast and had to sit down in the snow`, 'brake with a wedge'),
    L((c) => `${he(c)} forgot the poles and sat down in the snow with a bump`, 'use the poles'),
  ],
  read: [
    L(
      (c) => `${he(c)} guessed from the picture and said "dog" where it said "dig"`,
      'look at every letter',
    ),
    L((c) => `${he(c)} read so fast that the letters jumbled together`, 'read slowly'),
    L((c) => `${he(c)} lost ${his(c)} place and read the same line twice`, 'point along the line'),
    L(
      (c) => `${he(c)} said each sound on its own but could not make them a word`,
      'blend the sounds together',
    ),
    L((c) => `${he(c)} came to a long word and gave up in the middle`, 'split long words up'),
  ],
  whistle: [
    L((c) => `${he(c)} blew so hard that only air came out`, 'blow gently'),
    L((c) => `${his(c)} lips were too wide, and it only hissed`, 'purse the lips'),
    L(() => `the tongue got in the way, and out came a splutter`, 'keep the tongue low'),
    L(
      (c) => `${he(c)} started to smile, and the whistle turned into a giggle`,
      'keep a straight face',
    ),
    L((c) => `${he(c)} ran out of air after one little peep`, 'take a big breath'),
  ],
  sing: SINGING,
  choir: SINGING,
  dance: [
    L((c) => `${he(c)} watched ${his(c)} feet and tripped over them`, 'look up, not down'),
    L((c) => `${he(c)} went too fast and lost the beat`, 'listen for the beat'),
    L((c) => `${he(c)} held ${his(c)} arms as stiff as a scarecrow's`, 'let the arms swing'),
    L((c) => `${he(c)} spun so many times that everything went round`, 'spin only once'),
    L((c) => `${he(c)} jumped too high and landed with a thump`, 'keep the steps small'),
  ],
  climb: [
    L((c) => `${he(c)} grabbed a thin twig that snapped`, 'grab thick branches'),
    L((c) => `${he(c)} looked down and froze`, 'look up, not down'),
    L(
      (c) =>
        `${he(c)} pulled with only ${his(c)} ${c.owner.person ? 'arms' : 'front paws'} and got tired`,
      'push with the legs',
    ),
    L((c) => `${he(c)} let go of everything at once and slid down`, 'hold on tight'),
    L((c) => `${he(c)} hurried, and ${his(c)} foot slipped`, 'test each foothold'),
  ],
  jump: [
    L(
      (c) => `${he(c)} jumped with straight legs and hardly left the ground`,
      'bend the knees first',
    ),
    L((c) => `${he(c)} kept ${his(c)} arms still and stayed low`, 'swing the arms'),
    L((c) => `${he(c)} landed on stiff legs and sat down on ${his(c)} bottom`, 'land softly'),
    L((c) => `${he(c)} stopped just before the jump`, 'run right up'),
    L((c) => `${he(c)} took off too early and landed short`, 'jump from the mark'),
  ],
  skating: [
    L(
      (c) => `${he(c)} walked on the ice as if it were ground and sat down hard`,
      'glide, not walk',
    ),
    L(
      (c) => `${he(c)} leaned back, and the skates ran off without ${him(c)}`,
      'keep the weight forward',
    ),
    L((c) => `${he(c)} stood with stiff knees and wobbled`, 'bend the knees'),
    L((c) => `${he(c)} looked down at the skates and went crooked`, 'look ahead'),
    L((c) => `${he(c)} could not stop and slid into a snowdrift`, 'stop with skates sideways'),
  ],
  roar: [
    L(() => `out came only a tiny squeak`, 'roar from the tummy'),
    L(
      (c) => `${he(c)} kept ${his(c)} mouth nearly shut, and it came out as a mumble`,
      'open the mouth wide',
    ),
    L((c) => `${he(c)} ran out of air in the middle of the roar`, 'take a big breath'),
    L((c) => `${he(c)} started to giggle halfway through`, 'keep a straight face'),
    L((c) => `${he(c)} roared down into the grass, and the sound got lost`, 'roar at the sky'),
  ],
};

/** When a skill has no lessons of its own: what holds for anything practised. */
const ANY: Lesson[] = [
  L((c) => `${he(c)} rushed, and everything got muddled`, 'take it slowly'),
  L((c) => `${he(c)} got so excited that ${he(c)} shook all over`, 'breathe calmly first'),
  L((c) => `${he(c)} tried everything at once and got all mixed up`, 'take small steps'),
  L((c) => `${he(c)} looked away for a moment and lost the thread`, 'never look away'),
  L((c) => `${he(c)} gave up just before it nearly worked`, 'keep going longer'),
];

const chain = lessonChain<EnCtx>('en', LESSONS, ANY);
export const { lessonList, lessonsOf, lastLesson, paired } = chain;
const { next, due } = chain;

const o = (c: EnCtx) => c.owner.name;

/**
 * The try: the first only goes wrong, each next one remembers the lesson of the last. Every
 * sentence has the lesson or the failure within five words, so no frame repeats word for word.
 */
export const lessonTries: T[] = [
  (c) => {
    const n = next(c);
    if (!n) return null;
    const before = lastLesson(c);
    if (!before)
      return `{${o(c)} tried for the very first time|${o(c)} had a first go|First ${o(c)} just tried|${o(c)} gave it a first try|${o(c)} took a deep breath and tried|Off went ${o(c)} for a first try|${o(c)} got ready and had a go|${o(c)} tried it out at last}{|, full of hope|, very carefully|, nice and slowly}. But {oh dear, |whoops, |oh no, |uh-oh, |oh my, |}${n.fail(c)}.`;
    return `{This time|On the next go|Next time round} ${o(c)} remembered to ${before}. But {oh dear, |whoops, |oh no, |uh-oh, |oh my, |}${n.fail(c)}.`;
  },
  (c) => {
    const n = next(c);
    const before = lastLesson(c);
    return n && before
      ? `Now ${o(c)} remembered to ${before}. But {oh dear, |whoops, |oh no, |uh-oh, |oh my, |}${n.fail(c)}.`
      : null;
  },
  (c) => {
    const n = next(c);
    const before = lastLesson(c);
    return n && before
      ? `${o(c)} tried {again|once more|one more time} and remembered to ${before}. But {oh dear, |whoops, |oh no, |uh-oh, |oh my, |}${n.fail(c)}.`
      : null;
  },
  (c) => {
    const n = next(c);
    const before = lastLesson(c);
    return n && before
      ? `"Remember to ${before}," ${o(c)} {whispered|murmured|said under ${his(c)} breath}. But {oh dear, |whoops, |oh no, |uh-oh, |oh my, |}${n.fail(c)}.`
      : null;
  },
  // One more try before the lesson is told: the same goes wrong, no new failure.
  (c) =>
    due(c)
      ? `${o(c)} tried {again|once more|one more time|a second time|yet again}, but it went wrong {the same way|just as before|all over again|exactly like last time|in just the same way}.`
      : null,
  (c) =>
    due(c)
      ? `{The same thing happened {again|once more|as before}, and ${o(c)} {frowned|sighed|groaned}|${o(c)} {frowned|sighed}: the same thing {again|once more}|Oh no, it went wrong for ${o(c)} {again|once more|as before}}.`
      : null,
];

/** Practising what was just learnt, where the tries happen. */
const practise = (c: EnCtx, l: Lesson) =>
  `${o(c)} practised how to ${l.lesson}{| ${c.place.in}| on the spot}, {again and again|until it stuck|for a good while|over and over}.`;
/** From the helper here. */
const taught = (c: EnCtx, l: Lesson, hk: string): string[] => [
  `"{Try to|Just|Now|This time,|Next time,} ${l.lesson}," {said|called|whispered} ${hk}{| kindly| with a nod| softly| with a grin}.`,
  `"{You need|You have|The trick is|All you need is} to ${l.lesson}," said ${hk} {kindly|with a smile|softly|with a wink|gently|with a nod}.`,
  `${cap(hk)} had {seen it all|been watching|seen everything|watched closely}: "{Next time|This time|Now|Remember}, ${l.lesson}."`,
];
/** Something the learner works out alone after the try. */
const seen = (c: EnCtx, l: Lesson): string[] => [
  `${o(c)} {saw it now|understood now|got it now}: ${he(c)} had to ${l.lesson}.`,
  `{Now|At last|All at once} ${o(c)} knew: ${he(c)} had to ${l.lesson}.`,
  `"{Aha|Oho|I see}," thought ${o(c)}, "I {have|need} to ${l.lesson}!"`,
];

/** The lesson: from the helper here, or worked out alone; then it is practised. */
export const lessonTold: T[] = [0, 1, 2].map((i) => (c: EnCtx) => {
  const l = due(c);
  if (!l) return null;
  const hk = c.helper ? `the ${c.helper.kind}` : undefined;
  const said = (hk ? taught(c, l, hk) : seen(c, l))[i] as string;
  return c.young ? said : `${said} ${practise(c, l)}`;
});

/** All that was learnt, used at once at the turn. */
export const recap = (c: EnCtx): string | null => {
  const learnt = lessonsOf(c)
    .slice(0, c.lessons)
    .map((l) => `to ${l.lesson}`);
  if (learnt.length < 2) return null;
  const list = learnt.length > 3 ? [learnt[0], ...learnt.slice(-2)] : learnt;
  const said = `${list.slice(0, -1).join(', ')} and ${list[list.length - 1]}`;
  return `{${cap(he(c))}|Then ${he(c)}|Now ${he(c)}|This time ${he(c)}} {remembered|thought of|went over|held on to} ${learnt.length > 3 ? '{the most important things|what mattered most}' : '{it all|everything}'}: ${said}.`;
};
