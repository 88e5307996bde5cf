// The steps a long rescue tells besides, each led on to by the one before: the first try scared
// the one stuck, so it is calmed; the tries have shown what is needed, so someone knows who has
// it; it is fetched and set up steady; the one stuck is coaxed towards the hand. Afterwards what
// was borrowed goes back, and whoever was searching tells how it all came about.
import type { EnCtx } from '../../../compose/ctx-en';
import type { GoalTexts } from '../../../compose/pack-types';
import { by } from '../../by-band';
import { coverOf } from '../../rescue-body';
import { ownTool, toolOf, type Tool } from '../../rescue-tool';
import { belongsTo, him, homeTo, it, its, roleOf, shape, spotOf, who, Who } from './rescue-words';
import { carrier, needed } from './rescue-steps';
import { cap } from '../../../text';

type Steps = NonNullable<GoalTexts<EnCtx>['steps']>;
type After = NonNullable<GoalTexts<EnCtx>['after']>;

const h = (c: EnCtx) => c.hero.name;
const he = (c: EnCtx) => c.hero.he;
const person = (c: EnCtx) => belongsTo(c) === 'parents';
/** What the one stuck does when frightened. */
const cries = (c: EnCtx) => (person(c) ? 'sobbed' : 'cried');

const TOOL_NAME: Record<Tool, string> = {
  ladder: 'ladder',
  rope: 'rope',
  plank: 'plank',
  scissors: 'scissors',
  other: '',
};
/** Who holds it: the helper there, the friend, else the neighbour. */
const holder = (c: EnCtx) => c.helper?.the ?? c.friend?.name ?? 'the neighbour';

/** The first try scared the one stuck: the hero sits down and hums it calm. */
const calm: Steps['calm'] = [
  (c) =>
    by(
      c,
      `${Who(c)} ${cries(c)} with fright. ${h(c)} sat down and hummed a quiet song.`,
      `The try had frightened ${who(c)}, and now ${it(c)} ${cries(c)} louder than before. ${h(c)} knew that hurrying would not help. ${cap(he(c))} sat down calmly and began to hum a song, the same low song over and over, until it was quiet ${spotOf(c).at}.`,
      `The try had frightened ${who(c)}, and now ${it(c)} ${cries(c)} louder than ever. ${h(c)} understood that nothing would go well while ${who(c)} was this scared. So ${he(c)} sat down, breathed slowly and began to hum a quiet song, the same low song over and over. Little by little it grew quiet ${spotOf(c).at}, and ${who(c)} listened.`,
    ),
];

/** When the stakes rise, the one stuck takes fright again: the hero tells what will happen. */
const calmAgain: Steps['calmAgain'] = [
  (c) =>
    by(
      c,
      `${Who(c)} was scared again. "We're getting help," said ${h(c)} calmly.`,
      `Now ${who(c)} was scared again and ${cries(c)} softly. "Listen," said ${h(c)} calmly. "We're fetching something that reaches all the way, and then we're coming for you." It grew quiet again.`,
      `Now ${who(c)} was scared again and ${cries(c)} softly. ${h(c)} explained calmly, word by word, what would happen: "We're fetching something that reaches all the way to you. Then I'll come, slowly, and it will be over." Whether ${who(c)} understood the words was hard to say, but ${it(c)} understood the voice, and it grew quiet again.`,
    ),
];

/** The tries have shown what is needed: someone knows where it is, or where it is parked. */
const borrow: Steps['borrow'] = [
  (c) => {
    const r = roleOf(c);
    if (ownTool(c) && r)
      return by(
        c,
        `"We need ${r.tool}!" said ${h(c)}.`,
        `"What we need is ${r.tool}," said ${h(c)}. But ${r.ride} was parked a long way off.`,
        `"What we need is ${r.tool}," said ${h(c)}, looking up. There was just one problem: ${r.ride} was parked a long way off, and nobody wanted to leave ${who(c)} now.`,
      );
    return by(
      c,
      `"Who has ${needed(c)}?" called ${h(c)}. "Ask the neighbour!" said a lady.`,
      `"Who has ${needed(c)}?" called ${h(c)}. A lady who had stopped to watch pointed down the road. "My neighbour keeps ${needed(c)} in the shed behind the blue house," she said.`,
      `"Does anyone have ${needed(c)}?" called ${h(c)} as loudly as ${he(c)} could. A lady who had stopped to watch pointed down the road. "My neighbour keeps ${needed(c)} in the shed behind the blue house," she said. "He's happy to lend things, but it takes two to carry."`,
    );
  },
];

/** What was fetched is set up steady before anyone trusts it. */
const steady: Steps['steady'] = [
  (c) => {
    switch (toolOf(c)) {
      case 'ladder':
        return by(
          c,
          `They set the ladder firm. ${cap(holder(c))} held it tight.`,
          `First they pressed the feet of the ladder firmly into the ground so it could not slip. "I'll hold it," said ${holder(c)}, and held it steady.`,
          `First they pressed the feet of the ladder firmly into the ground and leaned the top gently against it, so it could not slip. "I'll hold it," said ${holder(c)}, and held it steady, and ${h(c)} tested every rung before putting ${c.hero.his} weight on it.`,
        );
      case 'rope':
        return by(
          c,
          `${h(c)} tied the rope tight and tugged to test it.`,
          `${h(c)} tied one end of the rope with a double knot and tugged hard to feel that it held. At the other end ${he(c)} made a big, soft loop.`,
          `${h(c)} tied one end of the rope with a double knot and tugged as hard as ${he(c)} could to feel that it held. At the other end ${he(c)} made a big, soft loop, just the right size for ${who(c)}.`,
        );
      case 'plank':
        return by(
          c,
          `They laid the plank flat. "It will hold," said ${holder(c)}.`,
          `They laid the plank flat out towards ${who(c)}, so the weight was spread. "It will hold," said ${holder(c)}, pressing the end down with one foot.`,
          `They laid the plank flat out towards ${who(c)}, so the weight was spread along it and not all in one place. ${cap(holder(c))} put a foot on the end and pressed. "It will hold," said ${holder(c)}, "but go slowly."`,
        );
      case 'scissors':
        return by(
          c,
          `${h(c)} held the scissors with the tips down.`,
          `${h(c)} took the scissors and felt them: round tips, so they could not poke. "I'm only cutting the strings, not you," ${he(c)} said softly.`,
          `${h(c)} took the scissors and felt them: round tips, so they could not poke anyone. "I'm only cutting the strings, not you," ${he(c)} said softly, holding them still so ${who(c)} could see.`,
        );
      default:
        return null;
    }
  },
];

/** Just before the last try: the one stuck coaxed gently towards the hand. */
const coax: Steps['coax'] = [
  (c) =>
    by(
      c,
      `"Look at me, little one," whispered ${h(c)}. ${Who(c)} stopped shaking.`,
      `${h(c)} held out a hand as far as ${he(c)} could. "Look at me, little one. It's nearly over," ${he(c)} said softly. ${Who(c)} stopped shaking and looked straight at ${c.hero.him}.`,
      `${h(c)} held out a hand as far as ${he(c)} could and spoke as softly as ${he(c)} knew how. "Look at me, little one. It's nearly over, and then you're going home." ${Who(c)} stopped shaking, and for the first time ${it(c)} looked straight at ${c.hero.him}, as if ${it(c)} trusted someone at last.`,
    ),
];

export const rescueMore: Steps = { calm, calmAgain, borrow, steady, coax };

/** What was borrowed goes back with thanks before they go on. */
const giveBack: After['giveBack'] = [
  (c) => {
    const tool = TOOL_NAME[toolOf(c)];
    if (!tool) return null;
    const r = roleOf(c);
    if (ownTool(c) && r)
      return by(
        c,
        `${h(c)} put the ${tool} back in ${r.ride}.`,
        `Before they left, ${h(c)} put the ${tool} back in its place in ${r.ride}. "That did a fine job today," ${he(c)} said.`,
      );
    return by(
      c,
      `They carried the ${tool} back. "Thank you!" said ${h(c)}.`,
      `Before they left, they carried the ${tool} back to ${carrier(c)}. "Thank you so much for lending it," said ${h(c)}, and ${carrier(c)} smiled and gave ${who(c)} a gentle pat.`,
      `Before they left, they carried the ${tool} back to ${carrier(c)}, careful not to scrape anything. "Thank you so much for lending it," said ${h(c)}. ${cap(carrier(c))} smiled broadly and gave ${who(c)} a gentle pat. "That ${tool} has never done a more important job," said ${carrier(c)}.`,
    );
  },
];

/** Why it all happened, and what is done so it never happens again. */
function cause(c: EnCtx): [string, string] {
  switch (shape(c)) {
    case 'up':
      return person(c)
        ? [
            `the ball had got stuck up there, and ${it(c)} had climbed up after it`,
            'Next time, fetch a grown-up first',
          ]
        : [
            `a big dog had chased ${him(c)}, and ${it(c)} had climbed as high as ${it(c)} could`,
            `We'll keep a closer eye on ${him(c)} now`,
          ];
    case 'down':
      return [
        `${it(c)} had chased a butterfly and never seen ${spotOf(c).the}`,
        `We'll put a lid on ${spotOf(c).the} now`,
      ];
    case 'caught':
      return [`${it(c)} had wanted to see what was in the net`, "We'll hang the net up high now"];
    default:
      return [
        `${it(c)} had followed a bird, further and further out`,
        `From now on ${it(c)} plays only where it's safe`,
      ];
  }
}

const why: After['why'] = [
  (c) => {
    if (belongsTo(c) === 'family') return null;
    const [what, mend] = cause(c);
    const teller = homeTo(c);
    return by(
      c,
      `${cap(teller)} explained what had happened: ${what}.`,
      `"But how did ${it(c)} end up there?" asked ${h(c)}. ${cap(teller)} sighed: ${what}. "${mend}," said ${teller}.`,
      `"But how did ${it(c)} end up there at all?" asked ${h(c)}. ${cap(teller)} sighed and explained that ${what}. "${mend}, so this never happens again," said ${teller} firmly.`,
    );
  },
];

/** What the spot left on the one stuck there. */
function dirt(c: EnCtx): string {
  switch (c.spot) {
    case 'tree':
      return 'twigs and leaves';
    case 'roof':
      return 'moss and dust';
    case 'ledge':
      return 'grit and dust';
    case 'net':
    case 'rock':
      return 'seaweed and sand';
    case 'ice':
      return 'little lumps of ice';
    case 'mud':
      return 'lumps of mud';
    default:
      return 'earth and cobwebs';
  }
}

/** Whether what the spot left sits in the one stuck's covering or on it. */
function coat(c: EnCtx): string {
  const cover = c.other ? coverOf(c.other.char) : 'fur';
  return { fur: 'in', wool: 'in', feathers: 'in', skin: 'on', person: 'in' }[cover];
}

/** Where on the one stuck it sits: its fur, its wool, its feathers, its back, its hair. */
function coatOf(c: EnCtx): string {
  const cover = c.other ? coverOf(c.other.char) : 'fur';
  return { fur: 'fur', wool: 'wool', feathers: 'feathers', skin: 'back', person: 'hair' }[cover];
}

/** Warm again, it can be cleaned of what the spot left on it. */
const brush: After['brush'] = [
  (c) =>
    by(
      c,
      `${h(c)} found ${dirt(c)} ${coat(c)} ${its(c)} ${coatOf(c)}, and picked it all out.`,
      `${h(c)} found ${dirt(c)} all over ${who(c)}'s ${coatOf(c)} and picked it out, a little at a time, while ${who(c)} kept quite still.`,
      `${h(c)} found ${dirt(c)} all over ${who(c)}'s ${coatOf(c)}, reminders of the whole long wait, and picked it out, a little at a time and as gently as ${he(c)} could. ${Who(c)} kept quite still, as if ${it(c)} knew it was kindly meant.`,
    ),
];

export const rescueMoreAfter: Pick<After, 'giveBack' | 'why' | 'brush'> = {
  giveBack,
  why,
  brush,
};
