// What a long rescue tells besides its tries, each caused by what came before: the cries draw
// people, who are asked to keep back and quiet; once what reaches is set up, the one going out
// is made safe first, everyone is given a job so nothing frightens the one stuck now, and the
// way out along it is told with its one fright. Once it is over, the hero's own fright shows.
import type { EnCtx } from '../../../compose/ctx-en';
import type { GoalTexts } from '../../../compose/pack-types';
import { by } from '../../by-band';
import { toolOf } from '../../rescue-tool';
import { it, shape, who } from './rescue-words';
import { cap } from '../../../text';

type Steps = NonNullable<GoalTexts<EnCtx>['steps']>;
type After = NonNullable<GoalTexts<EnCtx>['after']>;

const h = (c: EnCtx) => c.hero.name;
const he = (c: EnCtx) => c.hero.he;
const his = (c: EnCtx) => c.hero.his;
/** Who holds: the helper there, the friend, else the neighbour who brought it. */
const holder = (c: EnCtx) => c.helper?.the ?? c.friend?.name ?? 'the neighbour';

/** Where it is safe at the spot, and where the danger is. */
function sides(c: EnCtx): [string, string] {
  const w = who(c);
  switch (c.spot) {
    case 'roof':
      return [
        'the gutter was low enough to reach',
        'the tiles up by the chimney were steep and slippery',
      ];
    case 'ledge':
      return ['the path below was wide and safe', 'the ledge was narrow, with a long drop beneath'];
    case 'well':
      return [
        'the rim of the well was wide enough to lean over',
        'the walls inside were steep and slimy',
      ];
    case 'drain':
      return ['the grate came off easily', 'the drain inside was narrow and dark'];
    case 'hole':
      return ['the edge of the hole was firm', 'the sides were steep and crumbly'];
    case 'net':
      return ['most of the net hung loose', `a few strands were wound tight round ${w}`];
    case 'ice':
      return [
        'near the shore the ice was thick and white',
        `out where ${w} sat it was thin and dark`,
      ];
    case 'mud':
      return ['the grass at the edge was firm', 'further out the mud was soft and deep'];
    case 'rock':
      return ['the shore was close', 'between the shore and the rock the water was deep and cold'];
    default:
      return ['the trunk was thick and strong', `the branch where ${w} sat was thin and swayed`];
  }
}

/** Before the first try, the spot is looked over: where it is safe, and where it is not. */
const look: Steps['look'] = [
  (c) => {
    const [safe, danger] = sides(c);
    return by(
      c,
      `${h(c)} looked carefully. ${cap(safe)}, but ${danger}.`,
      `Before doing anything, ${h(c)} looked carefully. ${cap(safe)}, but ${danger}. "We must be careful," ${he(c)} said.`,
      `Before doing anything else, ${h(c)} stopped and looked carefully at the whole place. ${cap(safe)}, but ${danger}. "So that's where the danger is," ${he(c)} said quietly, and made up ${his(c)} mind to go slowly.`,
    );
  },
];

/** The cries have drawn people to look: asked to keep back and quiet. */
const crowd: Steps['crowd'] = [
  (c) =>
    by(
      c,
      `People came to look. "Shh, please stand back," said ${h(c)}. Everyone went quiet.`,
      `The cries had made people stop and look: a lady with a shopping bag, a boy on a bike. "Please stand back and keep quiet," said ${h(c)}. "${cap(it(c))} is scared enough."`,
      `By now the cries had drawn a few people to look: a lady with her shopping, a boy with a bike. Everyone talked at once. "Please stand back and keep quiet," said ${h(c)}. "${cap(who(c))} is frightened enough already." One by one they stepped back and talked in whispers.`,
    ),
];

/** Before anyone goes out to the one stuck, they are made safe themselves. */
const safe: Steps['safe'] = [
  (c) => {
    const k = holder(c);
    switch (shape(c)) {
      case 'out':
        return by(
          c,
          `${cap(k)} tied a rope round ${h(c)}. "Just in case," said ${k}.`,
          `Before ${h(c)} went out, ${k} tied a rope round ${his(c)} waist and held the other end. "If anything gives way, I'll pull you back," said ${k}.`,
          `Before ${h(c)} went out, ${k} tied a rope round ${his(c)} waist with a good strong knot and took a firm hold of the other end. "If anything gives way, I'll pull you straight back," said ${k}. ${h(c)} nodded and felt a little braver.`,
        );
      case 'down':
        return by(
          c,
          `${cap(k)} held ${h(c)}'s belt tight. "I've got you," said ${k}.`,
          `Before ${h(c)} leaned over the edge, ${k} took a firm hold of ${his(c)} belt. "I've got you," said ${k}. "You won't fall."`,
          `Before ${h(c)} leaned over the edge, ${k} knelt down behind ${c.hero.him} and took a firm hold of ${his(c)} belt with both hands. "I've got you," said ${k}. "Lean as far as you like. You won't fall."`,
        );
      case 'up':
        return by(
          c,
          `They spread coats on the ground. "Just in case," said ${k}.`,
          `Below, ${k} and the others spread their coats out on the ground, soft and thick. "Just in case anyone slips," said ${k}.`,
          `Below, ${k} and the others took off their coats and spread them out on the ground, one on top of another, soft and thick. "Just in case anyone slips," said ${k}, "though nobody will."`,
        );
      case 'caught':
        return by(
          c,
          `${cap(k)} held the net still. "Go on," said ${k}.`,
          `Before ${h(c)} began, ${k} took hold of the net on both sides and held it still, so it could not pull any tighter. "Go on," said ${k}.`,
          `Before ${h(c)} began, ${k} took hold of the net on both sides and held it quite still, so that no strand could pull any tighter while ${h(c)} worked. "Go on," said ${k}. "I won't let it move."`,
        );
      default:
        return null;
    }
  },
];

/** Everyone given a job before the last try, so nothing frightens the one stuck now. */
const jobs: Steps['jobs'] = [
  (c) =>
    by(
      c,
      `"You hold it, I'll go," said ${h(c)}. Everyone nodded and kept quiet.`,
      `${h(c)} gave everyone a job. "You hold it steady," ${he(c)} said to ${holder(c)}. "Everyone else, stay back and keep quiet." Everyone nodded.`,
      `${h(c)} looked round and gave each one a job. "You hold it steady," ${he(c)} said to ${holder(c)}, "and don't let go, whatever happens." Everyone else was to stay back and keep quiet, so that nothing would frighten ${who(c)} now. Everyone nodded, and nobody said another word.`,
    ),
];

/** What gives a fright on the plank, by the spot: the ice cracks, the mud sucks. */
function plankFright(c: EnCtx): [string, string] {
  if (c.spot === 'ice') return ['The ice creaked, but it held!', 'the ice below gave a loud crack'];
  if (c.spot === 'mud')
    return [
      'The mud squelched, but the plank held!',
      'the plank sank a little into the mud with a squelch',
    ];
  return ['The plank creaked, but it held!', 'the plank gave a creak and wobbled'];
}

/** The way out to the one stuck along what was set up: one fright on the way, then on. */
const creep: Steps['creep'] = [
  (c) => {
    const w = who(c);
    const W = cap(w);
    switch (toolOf(c)) {
      case 'ladder':
        return by(
          c,
          `${h(c)} climbed up, rung by rung. A rung creaked, but it held!`,
          `${h(c)} climbed the ladder, one rung at a time. Halfway up, a rung creaked, and everyone gasped. ${h(c)} held still, then climbed on until ${he(c)} was just below ${w}.`,
          `${h(c)} began to climb, one rung at a time, without looking down. Halfway up, a rung creaked loudly, and down below everyone gasped. ${h(c)} held quite still and counted to three. Then ${he(c)} climbed on, slowly, until ${he(c)} was just below ${w}.`,
        );
      case 'plank': {
        const [sound, fright] = plankFright(c);
        return by(
          c,
          `${h(c)} crept out on the plank. ${sound}`,
          `${h(c)} crept out along the plank on hands and knees. Halfway, ${fright}, and everyone held their breath. ${h(c)} lay still for a moment, then crept on until ${w} was almost within reach.`,
          `${h(c)} crept out along the plank on hands and knees, slowly, spreading ${his(c)} weight. Halfway, ${fright}, and everyone held their breath. ${h(c)} lay quite still and counted to three. Nothing more happened, so ${he(c)} crept on, until ${w} was almost within reach.`,
        );
      }
      case 'rope':
        if (shape(c) !== 'down') return null;
        return by(
          c,
          `${h(c)} let the rope down, slowly. It swung, then hung still.`,
          `${h(c)} let the rope down hand over hand. Halfway, it caught on the side and swung, and ${h(c)} had to stop and steady it. Then down it went again, until the loop hung just above ${w}.`,
          `${h(c)} let the rope down hand over hand, as slowly as ${he(c)} could. Halfway, it caught on a stone and swung wildly, and everyone held their breath. ${h(c)} waited until it hung still again. Then down it went, a little at a time, until the soft loop hung just above ${w}.`,
        );
      case 'scissors':
        return by(
          c,
          `${h(c)} knelt by the net and felt the strings, one by one.`,
          `${h(c)} knelt down by the net and felt along the strands, one by one, to find which ones held ${w} tightest.`,
          `${h(c)} knelt down by the net and felt along the strands, one by one, very gently, to find which ones held ${w} tightest. ${W} wriggled once. When ${it(c)} was still again, ${h(c)} went on.`,
        );
      default:
        return null;
    }
  },
];

export const rescueReady: Steps = { look, crowd, safe, jobs, creep };

/** Once the one got free is warm, the hero's own fright shows at last. */
const shaky: After['shaky'] = [
  (c) =>
    by(
      c,
      `Now ${h(c)} was shaking too. ${cap(he(c))} sat down and laughed a little.`,
      `Only now did ${h(c)} notice that ${he(c)} was trembling too. ${cap(he(c))} sat down for a moment and laughed a little. "That was scary," ${he(c)} said.`,
      `Only now, with ${who(c)} warm and safe, did ${h(c)} notice that ${he(c)} was trembling too. ${cap(he(c))} sat down for a moment and laughed, a little wobbly. "That was the scariest thing I've ever done," ${he(c)} said.`,
    ),
];

export const rescueReadyAfter: Pick<After, 'shaky'> = { shaky };
