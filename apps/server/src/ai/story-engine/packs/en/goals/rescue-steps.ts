// The steps of a longer rescue, between its tries: the stakes rise (wind, rain, dusk), word is
// sent to whoever the one stuck belongs to, the tries are thought through, and what will reach
// is fetched. Each points on to the turn or the ending.
import type { EnCtx } from '../../../compose/ctx-en';
import type { GoalTexts } from '../../../compose/pack-types';
import { by } from '../../by-band';
import {
  belongsTo,
  cryOf,
  him,
  homeTo,
  it,
  its,
  shape,
  spotOf,
  tradeTool,
  who,
} from './rescue-words';
import { cap } from '../../../text';

type Steps = NonNullable<GoalTexts<EnCtx>['steps']>;

const h = (c: EnCtx) => c.hero.name;
const he = (c: EnCtx) => c.hero.he;

/** What reaches in the end (see `reach` in rescue.ts): a longer ladder, a long rope, scissors. */
export function needed(c: EnCtx): string {
  if (shape(c) === 'caught') return 'a pair of round-tipped scissors';
  return (
    tradeTool(c) ??
    { up: 'a longer ladder', down: 'a long rope', out: 'a long plank' }[
      shape(c) as 'up' | 'down' | 'out'
    ]
  );
}

/** Who runs for help: the friend, else a workmate or a neighbour. */
const runner = (c: EnCtx) => c.friend?.name ?? (c.hero.char.role ? 'a workmate' : 'a neighbour');
/** Who carries the heavy thing back: a grown-up, whoever ran. */
export const carrier = (c: EnCtx) =>
  c.hero.char.role ? `${c.hero.his} workmate` : 'the neighbour';

/** What makes the waiting worse, right here. */
function worse(c: EnCtx): string {
  switch (c.spot) {
    case 'tree':
      return `the wind got up, and the branch ${who(c)} sat on swayed to and fro`;
    case 'roof':
      return 'it began to drizzle, and the tiles grew as slippery as soap';
    case 'ledge':
      return 'the wind howled round the rock and tugged at everything loose';
    case 'ice':
      return 'the sun grew warm, and the ice creaked louder than before';
    case 'mud':
      return 'it began to rain, and the mud grew softer still';
    case 'rock':
      return 'the water rose, and little waves lapped over the edge of the rock';
    case 'net':
      return `${who(c)} grew tired from struggling, and ${its(c)} cries grew fainter`;
    default:
      return `it grew colder down in ${spotOf(c).the}, and ${who(c)} shivered`;
  }
}

const stakes: Steps['stakes'] = [
  (c) =>
    by(
      c,
      `Then ${worse(c)}. Now they had to hurry!`,
      `Just then ${worse(c)}. "We must hurry," said ${h(c)}.`,
      `And as if that were not enough, ${worse(c)}. ${h(c)} felt ${c.hero.his} heart beat faster: now there was no time to lose.`,
    ),
  (c) =>
    by(
      c,
      `The sun sank lower and lower. Soon it would be evening, and then dark.`,
      `The sun sank behind the trees, and the shadows grew long. They had to get ${who(c)} free before dark.`,
      `The sun sank slowly, and the shadows crept longer and longer. If they could not get ${who(c)} free before nightfall, ${it(c)} would be there all night.`,
    ),
  (c) =>
    shape(c) === 'up'
      ? by(
          c,
          `${cap(who(c))} was tired now. ${cap(it(c))} could hardly hold on.`,
          `${cap(who(c))} was getting tired, and ${its(c)} grip slipped a little every time ${it(c)} moved.`,
          `${cap(who(c))} had been holding on for a long time now, and ${its(c)} strength was running out. Every time ${it(c)} moved, ${its(c)} grip slipped a little more.`,
        )
      : null,
];

const word: Steps['word'] = [
  (c) => {
    const home = homeTo(c);
    if (c.petOwner && c.other)
      return by(
        c,
        `It was ${c.petOwner.poss} ${c.other.kind}! A neighbour ran to fetch ${home}.`,
        `${cap(h(c))} knew ${who(c)} at once: it was ${c.petOwner.poss} ${c.other.kind}! A neighbour ran off to fetch ${home}.`,
        `${cap(h(c))} knew ${who(c)} at once, by ${c.other.his} collar: it was ${c.petOwner.poss} ${c.other.kind}! A neighbour hurried off to tell ${home}.`,
      );
    if (belongsTo(c) === 'owner')
      return by(
        c,
        `${cap(who(c))} had a collar with a name on it. A neighbour ran to fetch ${home}.`,
        `${cap(who(c))} wore a collar with a little tag, and a neighbour read the address and ran off to fetch ${home}.`,
        `Round ${its(c)} neck ${who(c)} wore a collar with a little brass tag, and a neighbour read the address and hurried off to tell ${home}.`,
      );
    if (belongsTo(c) === 'farmer')
      return by(
        c,
        `A boy cycled to the farm. The farmer had to know!`,
        `A boy on a bike pedalled off to the farm to tell the farmer.`,
        `A boy on a bike pedalled as hard as he could to the farm, because the farmer had to know where ${who(c)} was.`,
      );
    if (belongsTo(c) === 'parents')
      return by(
        c,
        `A neighbour ran to fetch ${home}. They must be looking everywhere.`,
        `A neighbour ran off to fetch ${home}, who must have been looking everywhere.`,
      );
    return by(
      c,
      `Somewhere nearby, ${who(c)}'s family called back.`,
      `From somewhere nearby came an answer: ${who(c)}'s family had heard the cries and were waiting close by.`,
      `From somewhere nearby came an answer. ${cap(who(c))}'s family had heard the cries, and now they were waiting close by, anxious and hopeful.`,
    );
  },
  (c) =>
    c.friend
      ? by(
          c,
          `"I'll tell them!" called ${c.friend.name}, and ran.`,
          `"Someone must tell ${homeTo(c)}," said ${c.friend.name}, and ran off as fast as ${c.friend.he} could.`,
          `"Someone must tell ${homeTo(c)} that we have found ${him(c)}," said ${c.friend.name}, and before anyone could answer, ${c.friend.he} was already on the way.`,
        )
      : null,
];

/** What the tries have taught them, for the spot where the one stuck is. */
function lesson(c: EnCtx): string {
  return {
    up: 'something that reaches higher, and someone to hold it steady',
    down: 'something to hold on to that reaches all the way down',
    caught: 'something to cut the strands, not pull them',
    out: 'something that will hold, and reaches all the way out',
  }[shape(c)];
}

const think: Steps['think'] = [
  (c) =>
    by(
      c,
      `${h(c)} sat down and thought hard. "We need ${lesson(c)}."`,
      `${h(c)} crouched down and thought about everything they had tried. "It was too short, or too scary," ${he(c)} said. "We need ${lesson(c)}."`,
      `${h(c)} crouched down and went through everything they had tried, one try at a time. All of it had been too short, too wobbly or too scary. "We need ${lesson(c)}," ${he(c)} said slowly.`,
    ),
  (c) =>
    by(
      c,
      `"What have we learned?" asked ${h(c)}. "To go slowly."`,
      `"What have we learned so far?" asked ${h(c)}, counting on ${c.hero.his} fingers. "That we must go slowly, and that we need ${lesson(c)}."`,
    ),
];

const fetch: Steps['fetch'] = [
  (c) =>
    by(
      c,
      `${cap(runner(c))} ran for help. Soon ${carrier(c)} came with ${needed(c)}.`,
      `"Wait here!" called ${runner(c)}, and dashed off. A little later ${carrier(c)} came {puffing up|hurrying back} with ${needed(c)}.`,
      `"I know where there is ${needed(c)}," said ${runner(c)}, and dashed off before anyone could answer. It felt like forever, but then ${carrier(c)} came {puffing up|hurrying back} with ${needed(c)}.`,
    ),
  (c) =>
    by(
      c,
      `${h(c)} sent for ${needed(c)}, and soon ${carrier(c)} came running.`,
      `"Can someone fetch ${needed(c)}?" called ${h(c)}, and ${runner(c)} ran. Soon ${needed(c)} was there, ready to use.`,
    ),
];

/** What is heard at the place before the cry: the water, the leaves, the street. */
function hush(c: EnCtx): string {
  switch (c.setting) {
    case 'river':
      return 'the rushing of the water';
    case 'lake':
      return 'the lapping of the water';
    case 'beach':
      return 'the waves on the sand';
    case 'forest':
      return 'the rustling of the leaves';
    case 'farm':
      return 'the clucking of the hens';
    case 'meadow':
      return 'the wind in the grass';
    case 'mountain':
      return 'the wind on the rocks';
    case 'garden':
      return 'the birds in the hedge';
    default:
      return 'the noise of the street';
  }
}

/** The way the cry is followed, by the kind of place. */
function trail(c: EnCtx): string {
  switch (c.setting) {
    case 'river':
      return 'along the bank, past the reeds';
    case 'lake':
      return 'along the shore';
    case 'beach':
      return 'along the sand, past the boats';
    case 'forest':
      return 'in between the trees';
    case 'farm':
      return 'past the barn and the hen house';
    case 'meadow':
      return 'through the tall grass';
    case 'mountain':
      return 'up the stony path';
    case 'garden':
      return 'past the shed and the flower beds';
    default:
      return 'down the street, past the shop';
  }
}

/** Arrived, the one stuck is not yet seen: they stand still and listen for the cry. */
const listen: Steps['listen'] = [
  (c) =>
    by(
      c,
      `Where was ${who(c)}? ${h(c)} stood still and listened. There: ${cryOf(c)}!`,
      `At first ${h(c)} could not see ${who(c)} anywhere. ${cap(he(c))} stood very still and listened, and then it came again, faint and far off: ${cryOf(c)}.`,
      `At first there was no sign of ${who(c)} anywhere, only ${hush(c)}. ${h(c)} stood very still, held ${c.hero.his} breath and listened, and then, faint and far off, it came again: ${cryOf(c)}.`,
    ),
];

/** The cry followed to the spot, where the one stuck is seen at last. */
const follow: Steps['follow'] = [
  (c) => {
    const look = { up: 'up', down: 'down', caught: 'down', out: 'out' }[shape(c)];
    return by(
      c,
      `${h(c)} followed the sound, step by step. And there, ${spotOf(c).first}, was ${who(c)}!`,
      `${h(c)} followed the sound ${trail(c)}, and with every step it grew louder. And there, ${spotOf(c).first}, was ${who(c)}!`,
      `${h(c)} followed the sound ${trail(c)}, stopping now and then to listen, and with every step it grew a little louder. Then ${he(c)} looked ${look}, and there, ${spotOf(c).first}, was ${who(c)}, looking back with big, frightened eyes.`,
    );
  },
];

/** The steps a longer rescue tells between its tries (plan GoalStep). */
export const rescueSteps: Steps = { stakes, word, think, fetch, listen, follow };
