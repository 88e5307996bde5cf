// A wild one's second act (its family waits in the water, the trees or the bushes) has no
// collar, owner or basket, so it is told with its own steps in the same places: it feeds
// itself once it is strong again, someone who knows the place says where its family lives,
// the hero tells its mother how it went, it washes off the fright in its own water, its mother
// leaves a thank-you, and it goes along beside the hero for a last goodbye.
import type { EnCtx } from '../../../compose/ctx-en';
import type { GoalTexts } from '../../../compose/pack-types';
import { by } from '../../by-band';
import { wildWayOf, type WildWay } from '../../rescue-body';
import { belongsTo, him, it, It, its, Its, who, Who } from './rescue-words';
import { wildHome } from './rescue-after';
import { cap } from '../../../text';

type After = NonNullable<GoalTexts<EnCtx>['after']>;

const h = (c: EnCtx) => c.hero.name;
const he = (c: EnCtx) => c.hero.he;
const his = (c: EnCtx) => c.hero.his;

/** How the one got free lives, or nothing when it is not a wild one with a family. */
function wildWay(c: EnCtx): WildWay | undefined {
  if (c.petOwner || !c.other || belongsTo(c) !== 'family') return undefined;
  return wildWayOf(c.other.char);
}

/** What it finds to eat by itself: short for the youngest, full for the others. */
const FOOD: Record<WildWay, [string, string]> = {
  swim: ['caught a fish', 'caught a little silver fish in the shallows'],
  paddle: ['dabbled for weed', 'dabbled in the shallows for a beakful of green weed'],
  fly: ['pecked up a beetle', 'pecked a fat beetle out of the grass'],
  run: ['nibbled some grass', 'nibbled at the sweet grass by the path'],
};

/** Once it is strong again, it feeds itself: nobody needs to feed a wild one. */
const drink: After['drink'] = [
  (c) => {
    const w = wildWay(c);
    if (!w) return null;
    const [short, full] = FOOD[w];
    return by(
      c,
      `${Who(c)} was hungry. Look, ${it(c)} ${short} all alone!`,
      `After the long wait ${who(c)} was hungry, and before they went on, ${it(c)} ${full}, quick as anything. "You were starving!" laughed ${h(c)}.`,
      `All that time stuck out there had made ${who(c)} hungry. As soon as ${it(c)} felt a little stronger, ${it(c)} ${full}, quick as a wink. ${h(c)} laughed softly. "Nobody needs to feed you," ${he(c)} said. "You know how to do that yourself."`,
    );
  },
];

/** Who knows the place well enough to know where a wild family lives. */
function local(c: EnCtx): { who: string; short: string; he: string } {
  switch (c.setting) {
    case 'lake':
    case 'river':
    case 'sea':
    case 'beach':
    case 'island':
      return {
        who: 'an old fisherman mending his nets by the water',
        short: 'a fisherman',
        he: 'he',
      };
    case 'forest':
    case 'mountain':
      return { who: 'a forest keeper with a big grey beard', short: 'a forest keeper', he: 'he' };
    default:
      return { who: 'an old woman out on her morning walk', short: 'an old woman', he: 'she' };
  }
}

/** Someone who knows the place says where the family lives, and how to come near them. */
const asked: After['asked'] = [
  (c) => {
    if (!wildWay(c)) return null;
    const l = local(c);
    return by(
      c,
      `${cap(l.short)} pointed. "${Its(c)} family lives there! Go quietly."`,
      `${cap(l.who)} looked up as they passed. "I know that one's family," ${l.he} said, pointing towards ${wildHome(c)}. "The mother has been calling all day. Go quietly."`,
      `${cap(l.who)} looked up as they passed, and smiled. "I know that one's family," ${l.he} said, pointing towards ${wildHome(c)}. "I see them every morning, and all day today the mother has been calling and calling. Go quietly, and don't stand too close, or she won't come out."`,
    );
  },
];

/** The hero tells the mother how it went, and she listens in her own way. */
const tell: After['tell'] = [
  (c) => {
    if (!wildWay(c)) return null;
    return by(
      c,
      `${h(c)} told ${who(c)}'s mother all about it. She listened quietly.`,
      `${h(c)} knelt down and told ${who(c)}'s mother the whole story, very quietly. She heard about every try that failed, and the one that worked. The mother listened with her head on one side, as if she understood every word.`,
      `${h(c)} knelt down at a safe distance and told ${who(c)}'s mother the whole story in a low voice. ${cap(he(c))} told how ${who(c)} had been stuck, about every try that failed, and the one that worked. The mother listened with her head on one side, quite still, and when it was over she gave a soft little call, as if to say she had understood every word.`,
    );
  },
];

/** How it came to be stuck, worked out from the spot: the one who could explain cannot talk. */
function wildCause(c: EnCtx): [string, string] | undefined {
  switch (c.spot) {
    case 'ice':
      return [
        'the hole in the ice had frozen shut',
        `${it(c)} had come up through a hole for air, and it had frozen shut behind ${him(c)}`,
      ];
    case 'rock':
      return [
        `the water had gone out and left ${him(c)} there`,
        `the water had gone out around the rock and left ${him(c)} stranded`,
      ];
    case 'net':
      return [
        'the old net had been left lying about',
        `${it(c)} had gone to look at an old net left lying about, and got caught`,
      ];
    case 'mud':
      return [
        'the soft mud had looked like firm ground',
        `${it(c)} had gone out where the ground looked firm, and sunk into the soft mud`,
      ];
    default:
      return undefined;
  }
}

/** With its mother again, the hero works out how it came to be stuck. */
const why: After['why'] = [
  (c) => {
    const cause = wildWay(c) && wildCause(c);
    if (!cause) return null;
    const [short, full] = cause;
    return by(
      c,
      `Now ${h(c)} understood: ${short}!`,
      `"How did you end up out there?" wondered ${h(c)}. Then ${he(c)} understood: ${full}.`,
      `"But how did you end up out there at all?" wondered ${h(c)} aloud. Then ${he(c)} understood: ${full}. ${h(c)} shook ${his(c)} head slowly. "So that was it," ${he(c)} said.`,
    );
  },
];

/** Back in its own water (or a puddle, for a bird), it washes off the fright. */
const bath: After['bath'] = [
  (c) => {
    const w = wildWay(c);
    if (w === 'fly')
      return by(
        c,
        `${Who(c)} splashed in a puddle. All clean!`,
        `Then ${who(c)} hopped into a little puddle and splashed, fluffing up ${its(c)} feathers, until the last of the fright was washed away. Everyone laughed.`,
        `Then ${who(c)} hopped into a little puddle and splashed and shook, so that the drops flew. ${It(c)} fluffed up ${its(c)} feathers and smoothed them down again, until the last of the fright was washed away, and ${h(c)} laughed out loud.`,
      );
    if (w !== 'swim' && w !== 'paddle') return null;
    return by(
      c,
      `${Who(c)} dived in and splashed about. ${It(c)} was all better now!`,
      `Then ${who(c)} slipped into the water, rolled over twice and dived, and came up again blowing bubbles, as if to show that ${it(c)} was quite all right now. Everyone laughed.`,
      `Then ${who(c)} slipped into the water where ${it(c)} belonged, rolled over twice and dived right under, and came up again a little further out, blowing bubbles and shaking ${its(c)} head, as if to show everyone that ${it(c)} was perfectly all right now. ${h(c)} laughed out loud, and the last of the day's fright seemed to float away with the bubbles.`,
    );
  },
];

/** The mother's thank-you, left where the hero stands: a shell from the water, a feather. */
const gift: After['gift'] = [
  (c) => {
    const w = wildWay(c);
    if (!w || w === 'run') return null;
    // (A shell the hero was given earlier is not given again: a pebble instead.)
    const shell = c.gift?.id === 'shell' ? 'a round, shiny pebble' : 'a smooth white shell';
    const what = w === 'fly' ? 'a small, soft feather' : shell;
    const how =
      w === 'fly'
        ? `a small, soft feather came floating down from ${wildHome(c)} and landed at ${h(c)}'s feet`
        : `${its(c)} mother nudged something up out of the water at ${h(c)}'s feet: ${shell}`;
    return by(
      c,
      `${Its(c)} mother left ${what} for ${h(c)}. A thank-you!`,
      `Just then ${how}. "A thank-you," whispered ${h(c)}, and put it carefully in ${his(c)} pocket.`,
      `Just before they went, ${how}. ${h(c)} picked it up and turned it over in ${his(c)} hand. "A thank-you," ${he(c)} whispered, and put it in ${his(c)} pocket, where ${he(c)} would keep it for a very long time.`,
    );
  },
];

/** A last goodbye: the one got free goes along beside the hero a little way, its own way. */
const gate: After['gate'] = [
  (c) => {
    const w = wildWay(c);
    if (!w) return null;
    const along: Record<WildWay, [string, string]> = {
      swim: [
        `${Who(c)} swam beside ${h(c)} a little way. Goodbye, little one!`,
        `${who(c)} swam along beside ${c.hero.him} for a while, popping up ${its(c)} head every few strokes to look, until the water turned away from the path`,
      ],
      paddle: [
        `${Who(c)} paddled beside ${h(c)} a little way. Goodbye, little one!`,
        `${who(c)} paddled along beside ${c.hero.him} for a while, bobbing and peeping, until the reeds grew too thick`,
      ],
      fly: [
        `${Who(c)} flew round ${h(c)}'s head. Goodbye!`,
        `${who(c)} flew one wide circle over ${c.hero.his} head, and then another, before ${it(c)} was gone into ${wildHome(c)}`,
      ],
      run: [
        `${Who(c)} peeped out one last time. Goodbye!`,
        `${who(c)} peeped out from ${wildHome(c)} one last time, as if to make sure ${c.hero.he} was really going, before ${it(c)} vanished`,
      ],
    };
    return by(
      c,
      along[w][0],
      `When ${h(c)} turned for home, ${along[w][1]}. ${h(c)} waved until ${he(c)} could not see ${who(c)} any more.`,
      `When ${h(c)} turned for home at last, ${along[w][1]}. ${h(c)} stood still and waved, and went on waving long after ${he(c)} could no longer see ${who(c)}, with the warm, full feeling of a day that had ended well.`,
    );
  },
];

export const rescueWildAfter: Pick<
  After,
  'drink' | 'asked' | 'tell' | 'why' | 'bath' | 'gift' | 'gate'
> = { drink, asked, tell, why, bath, gift, gate };
