// The steps of a longer story of a thing stuck up high, between its tries (plan GoalStep): it
// is spotted and the spot looked over, the stakes rise (wind, rain, dusk), home is told, the
// tries are thought through, and what will reach is borrowed, set up steady and climbed.
import type { EnCtx } from '../../../compose/ctx-en';
import type { GoalTexts } from '../../../compose/pack-types';
import { by } from '../../by-band';
import { cap } from '../../../text';
import {
  h,
  he,
  his,
  hold,
  holder,
  mine,
  needed,
  roof,
  runner,
  spot,
  the,
  tree,
} from './stuck-words';

type Steps = NonNullable<GoalTexts<EnCtx>['steps']>;

/** What makes the waiting worse, for this thing. */
function worse(c: EnCtx): string {
  switch (hold(c)) {
    case 'string':
      return `the wind got up and tugged at ${the(c)}, as if it wanted to carry it off for good`;
    case 'paper':
      return `dark clouds came over, and rain would turn ${the(c)} to mush`;
    case 'round':
      return `the wind got up, and ${the(c)} rocked closer and closer to the edge`;
    default:
      return `a few drops of rain fell, and ${the(c)} would soon be soaking wet`;
  }
}

const stakes: Steps['stakes'] = [
  (c) =>
    by(
      c,
      `Then the wind got up. They had to hurry!`,
      `Just then ${worse(c)}. "We must hurry," said ${h(c)}.`,
      `And as if that were not enough, ${worse(c)}. ${h(c)} felt ${his(c)} heart beat faster.`,
    ),
  (c) =>
    by(
      c,
      `The sun sank lower. Soon it would be dark.`,
      `The sun sank behind the houses, and the shadows grew long. They had to get ${the(c)} down before dark.`,
      `The sun sank slowly, and the shadows crept longer. If they could not get ${the(c)} down before nightfall, it would hang ${spot(c).at} all night.`,
    ),
];

const word: Steps['word'] = [
  (c) =>
    c.friend
      ? by(
          c,
          `${c.friend.name} ran home to tell where they were.`,
          `${c.friend.name} ran home to tell the grown-ups where they were, so nobody would worry. "Back in a minute!" came the call, already halfway down the path.`,
          `"Someone should tell them at home where we are," said ${h(c)}, and ${c.friend.name} ran off at once, so that nobody would worry.`,
        )
      : by(
          c,
          `A neighbour went to tell them at home.`,
          `${h(c)} asked a neighbour to let them know at home where ${he(c)} was, so nobody would worry. The neighbour nodded and hurried off.`,
        ),
];

/** What the tries taught them. */
function lesson(c: EnCtx): string {
  return roof(c)
    ? 'a long ladder on firm ground, a grown-up to hold it, and something long to reach with'
    : 'something that reaches higher, and someone to hold it steady';
}

const think: Steps['think'] = [
  (c) =>
    by(
      c,
      `${h(c)} thought hard. "We need a longer ladder."`,
      `${h(c)} sat down on the grass and thought about every try. "Too short, or too wobbly," ${he(c)} said. "We need ${lesson(c)}."`,
      `${h(c)} sat down and went through everything they had tried, one try at a time. All of it had been too short or too wobbly. "We need ${lesson(c)}," ${he(c)} said slowly.`,
    ),
];

const fetch: Steps['fetch'] = [
  (c) =>
    by(
      c,
      `${cap(runner(c))} ran for help, and soon the neighbour came with ${needed(c)}.`,
      `"Wait here!" called ${runner(c)}, and dashed off. A little later the neighbour came {puffing up|hurrying back} with ${needed(c)}.`,
      `"I know who has ${needed(c)}," said ${runner(c)}, and dashed off. It felt like forever, but then the neighbour came puffing up the path with ${needed(c)}.`,
    ),
];

/** Arrived, they look for it: a flash of colour up there. */
const listen: Steps['listen'] = [
  (c) =>
    by(
      c,
      `Where was it? ${h(c)} looked up and up. There!`,
      `At first ${h(c)} could not see ${the(c)} anywhere. Then something moved, up high: there it was!`,
      `At first there was no sign of ${the(c)} at all. ${h(c)} shaded ${his(c)} eyes and looked up and up, and then something moved in the wind, high above.`,
    ),
];

const follow: Steps['follow'] = [
  (c) =>
    by(
      c,
      `${h(c)} walked round to see it better. There it was, ${spot(c).first}.`,
      `${h(c)} walked all the way round to see it better. There, ${spot(c).first}, was ${mine(c)}.`,
      `${h(c)} walked slowly all the way round, looking up, until ${he(c)} could see it clearly: there, ${spot(c).first}, was ${mine(c)}, just where it had stuck.`,
    ),
];

const look: Steps['look'] = [
  (c) =>
    by(
      c,
      `${h(c)} looked at ${spot(c).the} from every side.`,
      tree(c)
        ? `${h(c)} looked the tree over: which branches were thick, which were thin, and where a ladder could stand.`
        : `${h(c)} looked the house over: the gutter, the tiles, and the flat, firm ground where a ladder could stand.`,
      tree(c)
        ? `Before trying anything, ${h(c)} looked the tree over carefully: which branches were thick enough to hold, which were thin and dry, and where the ground was flat enough for a ladder.`
        : `Before trying anything, ${h(c)} looked the house over carefully: the slippery tiles, the gutter, and the patch of flat, firm ground where a ladder could stand.`,
    ),
];

/** The owner sad after the first try, and comforted. */
const calm: Steps['calm'] = [
  (c) =>
    by(
      c,
      `${h(c)}'s lip wobbled. "What if it never comes down?"`,
      `${h(c)}'s lip wobbled. "What if it never comes down?" ${c.friend ? `"It will," said ${c.friend.name}. "We'll think of something."` : `Then ${he(c)} wiped ${his(c)} eyes. It would. ${cap(he(c))} would think of something.`}`,
      `For a moment ${h(c)}'s lip wobbled. "What if it never comes down?" ${c.friend ? `"It will," said ${c.friend.name}, and squeezed ${his(c)} hand. "It's not lost, so we just have to think."` : `Then ${he(c)} wiped ${his(c)} eyes with a sleeve. It was not lost. ${cap(he(c))} just had to think.`}`,
    ),
];

const calmAgain: Steps['calmAgain'] = [
  (c) =>
    by(
      c,
      `"It's stuck so fast that the wind can't take it," said ${h(c)}.`,
      `"At least it's stuck fast," said ${h(c)}. "The wind can't take it anywhere." Somehow that made the waiting a little easier.`,
      `"Funny," said ${h(c)}. "Being stuck so fast is the one good thing about it, because now the wind can't take it anywhere."`,
    ),
];

const crowd: Steps['crowd'] = [
  (c) =>
    by(
      c,
      `Neighbours came to look. Everyone had an idea!`,
      `A few neighbours stopped to look up, and everyone had an idea, all at once and all different. ${h(c)} thanked them and asked them to stand back a little.`,
      `A few neighbours stopped to look up, and soon everyone had an idea, all at once and all different. ${h(c)} thanked them and asked them to stand back a little.`,
    ),
];

const borrow: Steps['borrow'] = [
  (c) =>
    by(
      c,
      `"Who has a long ladder?" asked ${h(c)}.`,
      `"Does anyone have a long ladder?" asked ${h(c)}. The neighbour did, hanging in the shed, and said they could borrow it if they carried it carefully.`,
      `"Does anyone have a long ladder we could borrow?" asked ${h(c)}. The neighbour nodded: there was one in the shed, if they would carry it carefully.`,
    ),
];

const steady: Steps['steady'] = [
  (c) =>
    by(
      c,
      `They set the ladder on flat, firm ground.`,
      `They set the ladder on flat, firm ground, checked that both feet stood level, and ${holder(c)} held it steady with both hands.`,
      `They set the ladder on flat, firm ground and checked both feet twice, and ${holder(c)} took hold of it with both hands.`,
    ),
];

const safe: Steps['safe'] = [
  (c) =>
    by(
      c,
      `"One hand on the ladder always," said ${holder(c)}.`,
      `"One hand on the ladder at all times, and no leaning out," said ${holder(c)}. ${h(c)} promised, and meant it.`,
    ),
];

const jobs: Steps['jobs'] = [
  (c) =>
    by(
      c,
      `Everyone had a job now.`,
      `Everyone had a job now. One would hold the ladder, one would watch ${the(c)} and call out, and one would stand ready below to catch.`,
      `Everyone had a job now: one to hold the ladder, one to watch ${the(c)} and call out, and one to stand ready below in case it fell.`,
    ),
];

const creep: Steps['creep'] = [
  (c) =>
    by(
      c,
      `${h(c)} climbed up, rung by rung.`,
      `${h(c)} climbed up, rung by rung, without looking down. The ladder wobbled once, and ${his(c)} tummy flipped, but ${holder(c)} held it fast.`,
      `${h(c)} climbed up, rung by rung, not looking down. Once the ladder gave a little wobble, and ${his(c)} tummy flipped, but ${holder(c)} held it fast.`,
    ),
];

const coax: Steps['coax'] = [
  (c) =>
    by(
      c,
      `Nearly there. ${h(c)} reached out slowly.`,
      `Nearly there. ${h(c)} reached out slowly, so as not to push ${the(c)} further away, and held ${his(c)} breath.`,
      `Nearly there. ${h(c)} reached out very slowly, so as not to knock ${the(c)} further out of reach, and felt ${his(c)} fingers brush it.`,
    ),
];

/** The steps a longer story of a thing stuck up high tells between its tries. */
export const stuckSteps: Steps = {
  stakes,
  word,
  think,
  fetch,
  listen,
  follow,
  look,
  calm,
  calmAgain,
  crowd,
  borrow,
  steady,
  safe,
  jobs,
  creep,
  coax,
};
