// A rescue, told in English: someone stuck up a tree, down a well, caught in a net. The one
// stuck is named with the spot from the start; the tries fail for reasons the spot gives; the
// turn uses what the story set up; the one stuck is got free right there and goes home.
import type { EnCtx } from '../../../compose/ctx-en';
import type { GoalTexts } from '../../../compose/pack-types';
import { theKind } from '../../../compose/met-actor';
import { by } from '../../by-band';
import { freedOnly, rescueAfter } from './rescue-after';
import { rescueMore, rescueMoreAfter } from './rescue-more';
import { rescueSteps } from './rescue-steps';
import { rescueWildAfter } from './rescue-wild';
import { rescueReady, rescueReadyAfter } from './rescue-ready';
import { mergeBanks } from '../../merge-banks';
import {
  belongsTo,
  comes,
  cryOf as cry,
  homeTo,
  it,
  its,
  him,
  roleOf,
  scared,
  shape,
  spotOf,
  tradeTool,
  who,
} from './rescue-words';
import { cap } from '../../../text';

const h = (c: EnCtx) => c.hero.name;
const he = (c: EnCtx) => c.hero.he;
const his = (c: EnCtx) => c.hero.his;
const whoA = (c: EnCtx) =>
  c.other?.named
    ? c.other.name
    : c.petOwner && c.other
      ? `${c.petOwner.poss} ${c.other.kind}`
      : (c.other?.a ?? 'a little one');
/** Who thanks the hero: Granny whose cat it is, the owner, or the one saved. */
const thanker = (c: EnCtx) =>
  c.petOwner?.name ?? (belongsTo(c) === 'owner' ? `${its(c)} owner` : who(c));
const at = (c: EnCtx) => spotOf(c).at;
const off = (c: EnCtx) => spotOf(c).off;
const the = (c: EnCtx) => spotOf(c).the;
const where = (c: EnCtx) => c.target?.in ?? c.place.in;
const up = (c: EnCtx) => shape(c) === 'up';
const down = (c: EnCtx) => shape(c) === 'down';
const caught = (c: EnCtx) => shape(c) === 'caught';
const out = (c: EnCtx) => shape(c) === 'out';
const ice = (c: EnCtx) => c.spot === 'ice';
const rock = (c: EnCtx) => c.spot === 'rock';

/** Why the one stuck cannot just come away by itself. */
function why(c: EnCtx): string {
  if (up(c))
    return `{${it(c)} had climbed up and up, and now ${it(c)} was too scared to come down|${it(c)} had gone up easily enough, but coming down looked far too scary|${it(c)} clung on tight and did not dare to move}`;
  if (down(c))
    return `{the sides were steep and slippery, and ${it(c)} could not climb out|${it(c)} had tumbled in, and the walls were far too high to jump|${it(c)} scrabbled at the walls, but there was nothing to hold on to}`;
  if (caught(c))
    return `{the net was wound round and round ${him(c)}, and the more ${it(c)} wriggled, the tighter it got|${its(c)} legs were tangled in the net, and ${it(c)} could not pull free}`;
  if (ice(c))
    return `{the ice creaked under ${him(c)}, and ${it(c)} did not dare to move|${it(c)} had slid far out, and now the ice was cracking all around}`;
  if (rock(c))
    return `{the water lapped round the rock, and ${it(c)} did not dare to jump in|the current had carried ${him(c)} out, and now the bank was far too far away}`;
  return `{${its(c)} legs were stuck fast, and every wriggle pulled ${him(c)} deeper|the mud held ${him(c)} tight like glue}`;
}

const want: GoalTexts<EnCtx>['want'] = [
  (c) => {
    const r = roleOf(c);
    if (!r) return null;
    return by(
      c,
      `Then ${r.call}: ${whoA(c)} was stuck ${spotOf(c).first}!`,
      `{One morning|That afternoon|Just after lunch}, ${r.call}: ${whoA(c)} was stuck ${spotOf(c).first} ${where(c)}.`,
      `{One bright morning|That very afternoon|Just as the kettle boiled}, ${r.call}, and a worried voice explained: ${whoA(c)} was stuck ${spotOf(c).first} ${where(c)}.`,
    );
  },
  (c) => {
    const r = roleOf(c);
    if (!r) return null;
    return by(
      c,
      `${cap(r.call)}. ${cap(whoA(c))} was stuck ${spotOf(c).first}!`,
      `{That morning|One windy day|After lunch} ${r.call}, and a voice said, all out of breath, "Please come quickly, ${whoA(c)} is stuck ${spotOf(c).first}!"`,
      `{That morning|One windy day|Late that afternoon} ${r.call}, and a breathless voice said, "Please come quickly: ${whoA(c)} is stuck ${spotOf(c).first} ${where(c)}, and we can't reach!"`,
    );
  },
  (c) =>
    roleOf(c)
      ? null
      : by(
          c,
          `${h(c)} saw ${whoA(c)} stuck ${spotOf(c).first}.`,
          `From the window, ${h(c)} saw ${whoA(c)} stuck ${spotOf(c).first} ${where(c)}.`,
          `From the window, ${h(c)} heard ${cry(c)} and spotted ${whoA(c)} ${where(c)}, stuck ${spotOf(c).first} and unable to get ${off(c)}.`,
        ),
  (c) =>
    roleOf(c)
      ? null
      : by(
          c,
          `A neighbour called, "${cap(whoA(c))} is stuck ${spotOf(c).first}!"`,
          `A neighbour came running up to ${h(c)}: "${cap(whoA(c))} is stuck ${spotOf(c).first} ${where(c)}!"`,
          `The neighbour came running up to ${h(c)}, out of breath: "Can you help? ${cap(whoA(c))} is stuck ${spotOf(c).first} ${where(c)}, and we can't get ${him(c)} ${off(c)}!"`,
        ),
];

const problem: GoalTexts<EnCtx>['problem'] = [
  (c) =>
    by(
      c,
      `"Help, I'm stuck ${at(c)}!" {cried|called} ${who(c)}.`,
      `${cap(why(c))}. "Help, I can't get free!" {cried|called|squeaked} ${who(c)}.`,
      `${cap(why(c))}. "Please help," {cried|called|whimpered} ${who(c)}, "I can't get ${off(c)} on my own!"`,
    ),
  (c) =>
    by(
      c,
      `${cap(who(c))} was stuck ${at(c)}, and ${it(c)} was {scared|cold|shaking}.`,
      `${cap(who(c))} was stuck ${at(c)}: ${why(c)}.`,
      `${cap(who(c))} was stuck ${at(c)}, and ${why(c)}, and ${its(c)} cries were growing {weaker|quieter|smaller}.`,
    ),
];

const decide: GoalTexts<EnCtx>['decide'] = [
  (c) => {
    const r = roleOf(c);
    return by(
      c,
      `"Hold on! I'm coming!" {called|shouted} ${h(c)}.`,
      r
        ? `${h(c)} ${r.ready}. "Hold on, I'm coming!"`
        : `"Hold on tight," {called|shouted} ${h(c)}, "I'm coming to get you ${off(c)}!"`,
      `"Hold on, and don't be afraid," called ${h(c)}. "I'm coming, and I'll get you ${off(c)}, I promise."`,
    );
  },
];

const travel: GoalTexts<EnCtx>['decide'] = [
  (c) => {
    const r = roleOf(c);
    const to = c.target?.to ?? c.place.to;
    if (!r)
      return by(
        c,
        `${h(c)} ran ${to} as fast as ${he(c)} could.`,
        `${h(c)} ran ${to} as fast as ${his(c)} legs would go{|, with ${his(c)} heart thumping}.`,
      );
    if (c.hero.char.role === 'firefighter')
      return by(
        c,
        `Nee-naw, nee-naw! The fire engine raced ${to}.`,
        `${h(c)} jumped into the fire engine, and off it raced ${to}, nee-naw, nee-naw!`,
        `${h(c)} swung up into the fire engine, and it rumbled ${to} with its lights flashing and its long ladder strapped on top.`,
      );
    if (c.hero.char.role === 'lifeguard')
      return by(
        c,
        `${h(c)} ran ${to} with the red float.`,
        `${h(c)} grabbed the red float and ran ${to}, ${his(c)} whistle bouncing.`,
      );
    return by(
      c,
      `${h(c)} hurried ${to} in ${r.ride}.`,
      `${h(c)} jumped into ${r.ride} and hurried ${to}.`,
      `${h(c)} jumped into ${r.ride} and hurried ${to}, thinking all the way about how to reach ${who(c)}.`,
    );
  },
];

/** A try at the spot that fails, for a reason the spot gives. */
const attempt: GoalTexts<EnCtx>['attempt'] = [
  // Called to come: it climbs higher, or cannot.
  (c) =>
    up(c)
      ? by(
          c,
          `"Come down!" called ${h(c)}, but ${who(c)} climbed higher.`,
          `"Come down, little one!" called ${h(c)}, but ${who(c)} only {climbed higher|crept further out|clung on tighter}.`,
          `${h(c)} called softly, "Come on, come down to me," but the frightened ${c.other?.kind ?? 'little one'} only {climbed higher|crept further out along a branch|pressed ${itself(c)} flat and would not move}.`,
        )
      : null,
  (c) =>
    up(c)
      ? by(
          c,
          `${h(c)} tried a ladder, but it was too short.`,
          c.hero.char.role === 'firefighter'
            ? `The fire engine could not get close, so ${h(c)} tried a little ladder, but it was much too short.`
            : `${h(c)} {fetched|dragged over} a ladder, but it {stopped far below ${who(c)}|was much too short}.`,
          c.hero.char.role === 'firefighter'
            ? `The fire engine could not get close enough, so ${h(c)} borrowed a little ladder from the shed, but it stopped well below ${who(c)}, and ${he(c)} could not reach.`
            : `${h(c)} propped a ladder against ${the(c)} and climbed to the top rung, but ${who(c)} was still {an arm's length|far|much too far} out of reach.`,
        )
      : null,
  (c) =>
    up(c)
      ? by(
          c,
          `${h(c)} began to climb, but {it was too slippery|the branch bent}.`,
          c.spot === 'tree'
            ? `${h(c)} began to climb, but the branch {creaked|bent|cracked}: too thin to hold ${c.hero.him}.`
            : `${h(c)} began to climb, but ${c.spot === 'roof' ? 'the tiles were' : 'the rock was'} too {slippery|steep|crumbly}, and ${his(c)} boots slid back.`,
          `${h(c)} started to climb, but halfway up ${c.spot === 'tree' ? 'the branch bent and creaked, far too thin to hold' : 'the footholds crumbled and slid, far too loose to hold'} ${c.hero.him}, so ${he(c)} climbed carefully back down.`,
        )
      : null,
  (c) =>
    up(c)
      ? by(
          c,
          `${h(c)} stretched up high, but could not reach.`,
          `${h(c)} stood on tiptoe and stretched up with a broom, but ${who(c)} was still out of reach.`,
        )
      : null,
  (c) =>
    down(c)
      ? by(
          c,
          `${h(c)} reached down, but ${who(c)} was too far down.`,
          `${h(c)} lay flat and reached down into ${the(c)}, but ${who(c)} was {much too far down|far below ${his(c)} fingers}.`,
          `${h(c)} lay flat on the ground and reached down as far as ${he(c)} could, but ${his(c)} fingers brushed only cold, wet stone.`,
        )
      : null,
  (c) =>
    down(c)
      ? by(
          c,
          `${h(c)} let down a rope, but it was too short.`,
          `${h(c)} let down a rope, but it {did not reach the bottom|stopped short of ${who(c)}}.`,
          `${h(c)} tied two ropes together and let them down, but they dangled just above ${who(c)}, swinging out of reach.`,
        )
      : null,
  (c) =>
    down(c)
      ? by(
          c,
          `${cap(who(c))} tried to jump up, but slid back.`,
          `${h(c)} let down a bucket, but ${who(c)} was too {scared|frightened} to climb in.`,
          `${h(c)} lowered a bucket on a string, but ${who(c)} only sniffed at it and backed away into the dark.`,
        )
      : null,
  (c) =>
    caught(c)
      ? by(
          c,
          `${h(c)} pulled the net, but it got tighter.`,
          `${h(c)} tugged at the net, but it only {pulled tighter|twisted more}.`,
          `${h(c)} took hold of the net and tugged, but the wet strings only pulled tighter round ${who(c)}.`,
        )
      : null,
  (c) =>
    caught(c)
      ? by(
          c,
          `${h(c)} tried the knots, but they were too tight.`,
          `${h(c)} tried to untie the knots, but they were {wet and tight|small and hard}.`,
          `${h(c)} picked at the knots with ${his(c)} fingers, but they were wet and swollen and would not budge.`,
        )
      : null,
  (c) =>
    caught(c)
      ? by(
          c,
          `${cap(who(c))} wriggled, and the net twisted more.`,
          `${cap(who(c))} {wriggled|flapped|thrashed} in fright, and the net wound round ${him(c)} even more.`,
        )
      : null,
  (c) =>
    out(c)
      ? by(
          c,
          ice(c)
            ? `${h(c)} stepped on the ice. Crack! Back again.`
            : rock(c)
              ? `${h(c)} waded in, but the water was too deep.`
              : `${h(c)} stepped in and sank.`,
          ice(c)
            ? `${h(c)} put one foot on the ice, but it creaked and cracked, and ${he(c)} stepped back {quickly|at once}.`
            : rock(c)
              ? `${h(c)} waded out a little way, but the water got {deeper and colder|too deep} with every step, and ${he(c)} had to turn back.`
              : `${h(c)} stepped into the mud and sank {to ${his(c)} knees|right up to ${his(c)} boots}.`,
          ice(c)
            ? `${h(c)} put one careful foot on the ice, and a long crack shot out across it, so ${he(c)} stepped back at once.`
            : rock(c)
              ? `${h(c)} waded carefully in, but the water tugged at ${his(c)} legs and got deeper with every step, so ${he(c)} turned back before ${he(c)} lost ${his(c)} footing.`
              : `${h(c)} took one step into the mud and sank to ${his(c)} knees, and it took all ${his(c)} strength to pull ${c.hero.him}self out again.`,
        )
      : null,
  (c) =>
    out(c)
      ? by(
          c,
          `${h(c)} held out a stick, but it was too short.`,
          `${h(c)} held out a long stick, but it did not reach ${who(c)}.`,
          `${h(c)} held out the longest stick ${he(c)} could find, but it stopped short of ${who(c)}, who could not hold on to it anyway.`,
        )
      : null,
  (c) =>
    up(c)
      ? by(
          c,
          `${h(c)} held out a coat to catch ${him(c)}, but ${who(c)} would not jump.`,
          `${h(c)} held a coat out wide below and called, "Jump!", but ${who(c)} {would not let go|only clung on tighter}.`,
          `${h(c)} and a neighbour held a coat out wide like a safety net and called, "Jump, we'll catch you!", but ${who(c)} only clung on tighter.`,
        )
      : null,
  (c) =>
    down(c)
      ? by(
          c,
          `${h(c)} tried to climb down, but it was too slippery.`,
          `${h(c)} tried to climb down into ${the(c)}, but the sides were {too slippery|too narrow|too steep}.`,
          `${h(c)} tried to lower ${c.hero.him}self into ${the(c)}, but the sides were slimy and narrow, and there was nowhere to put a foot.`,
        )
      : null,
  (c) =>
    caught(c)
      ? by(
          c,
          `${h(c)} tried to lift the net off, but it snagged.`,
          `${h(c)} tried to lift the net off over ${who(c)}'s head, but it {snagged and held|caught fast}.`,
          `${h(c)} rubbed the net against a sharp stone to cut it, but the strings were far too thick and tough.`,
        )
      : null,
  (c) =>
    rock(c)
      ? by(
          c,
          `${h(c)} hopped onto a stone, but the next was too far.`,
          `${h(c)} hopped onto the first stone, but the next one was {much too far away|a giant leap away}, so ${he(c)} hopped back.`,
          `${h(c)} hopped from stone to stone, but the last one was far too far from ${who(c)}, and the slippery stones wobbled underfoot.`,
        )
      : null,
  (c) =>
    out(c)
      ? by(
          c,
          `${h(c)} threw a rope, but it landed short.`,
          `${h(c)} threw a rope, but it {landed short of ${who(c)}|fell just out of reach}.`,
          `${h(c)} threw a rope as far as ${he(c)} could, but it landed short, and ${who(c)} was too frightened to move towards it.`,
        )
      : null,
  // What stands wobbly teaches them that whatever bears the weight must stand firm.
  (c) =>
    up(c)
      ? by(
          c,
          `${h(c)} stood on a bucket, but it wobbled.`,
          `${h(c)} turned a bucket upside down and stood on it, but the bucket wobbled, and ${he(c)} had to jump down again.`,
          `${h(c)} turned a bucket upside down and stood on it to reach a little higher, but it wobbled under ${his(c)} feet, and ${he(c)} had to jump down before ${he(c)} fell. Whatever ${he(c)} stood on would have to stand firm, that much was clear.`,
        )
      : null,
  (c) =>
    up(c)
      ? by(
          c,
          `${h(c)} held up a treat, but ${who(c)} did not dare.`,
          `${h(c)} held up something tasty and shook it temptingly, and ${who(c)} stretched towards the smell, but did not dare to let go.`,
          `${h(c)} held up something tasty and shook it temptingly, and ${who(c)} stretched as far as ${it(c)} could towards the smell, then looked down, took fright again and did not dare to let go.`,
        )
      : null,
  (c) =>
    down(c)
      ? by(
          c,
          `${h(c)} lowered a basket, but it banged the wall.`,
          `${h(c)} lowered a basket with a blanket in it, but the basket swung and bumped against the wall, and ${who(c)} shrank away.`,
          `${h(c)} lowered a basket with a soft blanket in it, but the basket swung to and fro and bumped against the wall, and ${who(c)} shrank away in fright. Whatever went down would have to hang still.`,
        )
      : null,
  (c) =>
    down(c)
      ? by(
          c,
          `${h(c)} called down, but only the echo answered.`,
          `${h(c)} called down into ${the(c)}, but only the echo answered, and ${who(c)} pressed against the wall.`,
          `${h(c)} called down into ${the(c)}, but the echo threw the call back far louder than it was meant, and ${who(c)} pressed against the wall in fright.`,
        )
      : null,
  (c) =>
    caught(c)
      ? by(
          c,
          `${h(c)} tried to twist ${him(c)} free, but the strings caught.`,
          `${h(c)} tried to twist ${who(c)} gently out on one side, but the strings caught again as fast as ${he(c)} freed them.`,
          `${h(c)} tried to twist ${who(c)} gently out on one side, string by string, but they caught again as fast as ${he(c)} freed them. Pulling and twisting would not do: the strings had to go.`,
        )
      : null,
  (c) =>
    out(c) && !rock(c)
      ? by(
          c,
          `${h(c)} lay down flat, but could not reach.`,
          `${h(c)} lay down flat to spread ${his(c)} weight, and that helped a little, but ${he(c)} could not get far enough out to reach ${who(c)}.`,
          `${h(c)} lay down flat to spread ${his(c)} weight, as ${he(c)} had once heard you should, and it helped a little. But ${he(c)} could not get far enough out to reach ${who(c)}, and had to wriggle back.`,
        )
      : null,
  (c) =>
    out(c)
      ? by(
          c,
          `${h(c)} called, but ${who(c)} did not dare to move.`,
          `${h(c)} coaxed and called, but ${who(c)} did not dare to take a single step towards the shore.`,
          `${h(c)} coaxed and called, softly and then louder, but ${who(c)} did not dare to take a single step towards the shore. It was too far, and too frightening, all alone.`,
        )
      : null,
];

function itself(c: EnCtx): string {
  const g = c.other?.char.gender;
  return g === 'f' ? 'herself' : g === 'm' ? 'himself' : 'itself';
}

/** After a try: a small step closer, or something learnt about the one stuck. */
const progress: GoalTexts<EnCtx>['progress'] = [
  (c) =>
    by(
      c,
      `${cap(who(c))} was not so scared now.`,
      `${h(c)} talked softly the whole time, and little by little ${who(c)} stopped shaking.`,
      `${h(c)} kept talking in a low, calm voice, and little by little ${who(c)} stopped shaking and began to watch ${c.hero.him}.`,
    ),
  (c) =>
    by(
      c,
      `"Stay still. I'm here," said ${h(c)}.`,
      `"Stay still, I'm still here," said ${h(c)}, and ${who(c)} {held on tight|stayed very still|listened}.`,
      `"Stay right where you are, I'm not going anywhere," said ${h(c)}, and ${who(c)} stayed very still and listened.`,
    ),
  (c) =>
    by(
      c,
      `${h(c)} looked hard at ${the(c)}.`,
      `${h(c)} looked hard at ${the(c)} and saw {where a better way might be|what had gone wrong}.`,
      `${h(c)} stepped back and looked hard at ${the(c)}, working out what had gone wrong and what might work instead.`,
    ),
  (c) =>
    by(
      c,
      `${cap(who(c))} looked down at ${h(c)} and {blinked|sniffed}.`,
      `${cap(who(c))} {peeped|peered} at ${h(c)} and, this time, did not back away.`,
      `${cap(who(c))} {peeped|peered} at ${h(c)} for a long moment and, this time, did not back away: a first small sign of trust.`,
    ),
  // Each failed try leaves something known that the next one uses.
  (c) =>
    by(
      c,
      `"That didn't work. Now we know," said ${h(c)}.`,
      `"Well, that didn't work," said ${h(c)}, "but now we know one thing that won't." ${cap(he(c))} crossed it off in ${his(c)} head.`,
      `"Well, that didn't work," said ${h(c)}, "but now we know one more thing that won't, and that's worth something too." ${cap(he(c))} crossed it off in ${his(c)} head and thought about what was left.`,
    ),
  (c) =>
    by(
      c,
      `${h(c)} saw just where ${who(c)} was.`,
      `${h(c)} noted exactly where ${who(c)} was, and where it was safe to stand.`,
      `${h(c)} noted exactly where ${who(c)} was, where it was safe to stand, and where it was not, so that the next try would not be a guess.`,
    ),
  (c) =>
    by(
      c,
      `${cap(who(c))} stopped backing away.`,
      `${cap(who(c))} had stopped backing away and followed everything ${h(c)} did.`,
      `${cap(who(c))} had stopped backing away and now followed everything ${h(c)} did with wide, watchful eyes.`,
    ),
];

const advice: GoalTexts<EnCtx>['advice'] = [
  (c) =>
    c.helper
      ? by(
          c,
          `"Go slowly," said ${theKind(c.helper)}. "Talk softly."`,
          `"Scared ones ${scared(c)} when you hurry," said ${theKind(c.helper)}. "Go slowly, and talk softly."`,
          `"When they are frightened, they only ${scared(c)} if you hurry," said ${theKind(c.helper)}. "Go slowly, talk softly, and let ${him(c)} come to you."`,
        )
      : null,
  (c) =>
    c.helper
      ? by(
          c,
          `"${cap(homeTo(c))} is looking for ${him(c)}!" said ${theKind(c.helper)}.`,
          `"I know ${who(c)}, and ${homeTo(c)} {has been looking everywhere|is worried sick}," said ${theKind(c.helper)}.`,
        )
      : null,
  (c) =>
    c.helper
      ? by(
          c,
          `"Something longer might reach," said ${theKind(c.helper)}.`,
          up(c) || out(c)
            ? `"You need something longer," said ${theKind(c.helper)}, "and someone to hold it steady."`
            : `"You need something to hold on to," said ${theKind(c.helper)}, "and a steady hand."`,
        )
      : null,
];

const ask: GoalTexts<EnCtx>['ask'] = [
  (c) =>
    c.helper
      ? by(
          c,
          `"Can you help?" asked ${h(c)}. "${cap(who(c))} is stuck!"`,
          `"Can you help us?" asked ${h(c)}. "${cap(who(c))} is stuck ${at(c)}."`,
          `"Please, can you help?" asked ${h(c)}. "${cap(who(c))} is stuck ${at(c)}, and I can't get ${him(c)} ${off(c)}."`,
        )
      : null,
];

/** How the one stuck is reached at last: with the trade's own tool, or the spot's. */
function reach(c: EnCtx): string {
  if (caught(c) && c.skillOfHelper === 'small' && c.helper)
    return `${theKind(c.helper)} nibbled through the strands one by one with sharp little teeth`;
  if (caught(c))
    return `{the knots came loose one by one|snip by snip, a pair of round-tipped scissors cut the net away}`;
  const own = tradeTool(c);
  if (own !== undefined)
    return `{this time|at last} ${own} reached {all the way|right to ${who(c)}}`;
  if (up(c)) return `{a longer ladder reached|the big ladder reached} all the way up`;
  if (down(c)) return `{a longer rope reached|the long rope reached} all the way down`;
  return `{a long plank reached|the long plank reached} all the way out`;
}

const turn: GoalTexts<EnCtx>['turn'] = {
  gift: [
    (c) =>
      c.gift
        ? by(
            c,
            `${h(c)} held up the ${c.gift.sg}, and ${who(c)} came closer.`,
            `Then ${h(c)} remembered the ${c.gift.sg}. ${cap(who(c))} looked at it, curious, and forgot to be scared, and ${reach(c)}.`,
            `Then ${h(c)} remembered the ${c.gift.sg}. ${he(c)} held it up where ${who(c)} could see it, and ${who(c)} grew so curious that ${it(c)} forgot to be scared, while ${reach(c)}.`,
          )
        : null,
  ],
  together: [
    (c) =>
      by(
        c,
        `${c.helper ? cap(theKind(c.helper)) : cap(c.team.name)} held on tight, and ${reach(c)}.`,
        `${c.helper ? cap(theKind(c.helper)) : 'Everyone'} held everything steady, and together ${reach(c)}.`,
        `${c.helper ? cap(theKind(c.helper)) : 'Everyone'} held on tight and kept everything steady, and together, slowly and carefully, ${reach(c)}.`,
      ),
  ],
  brave: [
    (c) =>
      by(
        c,
        `${h(c)} took a deep breath, and ${reach(c)}.`,
        `${h(c)} took a deep breath and went slowly, talking softly, and ${reach(c)}.`,
        `${h(c)} took a deep breath, remembered everything the tries had taught ${c.hero.him}, and went slowly, talking softly all the while, until ${reach(c)}.`,
      ),
  ],
  clever: [
    (c) =>
      by(
        c,
        `${h(c)} had an idea, and ${reach(c)}.`,
        `${h(c)} had an idea: "Let's not hurry. Let ${him(c)} come to us." And ${reach(c)}.`,
        `${h(c)} had an idea: instead of grabbing, ${he(c)} would wait and let ${who(c)} come to ${c.hero.him}. So ${he(c)} waited, calm and still, and ${reach(c)}.`,
      ),
  ],
};

/** The rescue itself, at the spot. */
function freed(c: EnCtx): string {
  if (up(c))
    return by(
      c,
      `${h(c)} picked up ${who(c)} and climbed ${off(c)}.`,
      `${h(c)} tucked ${who(c)} inside ${his(c)} jacket and climbed carefully ${off(c)}.`,
      `${h(c)} scooped ${who(c)} up, tucked ${him(c)} safely inside ${his(c)} jacket, and climbed ${off(c)}, one slow rung at a time.`,
    );
  if (down(c))
    return by(
      c,
      `${h(c)} lifted ${who(c)} ${off(c)}!`,
      `Slowly, slowly, up came ${who(c)}, ${off(c)}, safe in ${h(c)}'s hands.`,
      `Slowly, carefully, up came ${who(c)}, ${off(c)} and into the fresh air, wet and muddy but safe in ${h(c)}'s hands.`,
    );
  if (caught(c))
    return by(
      c,
      `The net fell away, and ${who(c)} was free!`,
      `The last knot came loose, and ${who(c)} {wriggled|slipped|tumbled} ${off(c)}, free at last.`,
      `The last strand slipped loose, and ${who(c)} tumbled ${off(c)}, shook ${itself(c)}, and was free at last.`,
    );
  if (rock(c))
    return by(
      c,
      `${h(c)} lifted ${who(c)} off the rock and carried ${him(c)} to the bank. Safe!`,
      `${h(c)} reached ${who(c)} on the rock at last and carried ${him(c)} {gently|carefully} ${off(c)}, onto safe ground.`,
      `${h(c)} reached ${who(c)} on the slippery rock at last, lifted ${him(c)} close, and carried ${him(c)} ${off(c)}, where they both stood on safe, dry ground.`,
    );
  return by(
    c,
    `${h(c)} pulled ${who(c)} ${off(c)}. Safe!`,
    `${h(c)} took hold of ${who(c)} and pulled ${him(c)} gently ${off(c)}, onto safe ground.`,
    `${h(c)} took hold of ${who(c)} and eased ${him(c)} ${off(c)}, inch by inch, until they were both on safe, solid ground.`,
  );
}

const resolution: GoalTexts<EnCtx>['resolution'] = [
  (c) => {
    const home = by(
      c,
      `${cap(homeTo(c))} came ${comes(c)}. What a hug!`,
      `${cap(homeTo(c))} came ${comes(c)}, and what a {happy|big|warm} hug that was!`,
      `${cap(homeTo(c))} came ${comes(c)}, and the hug that followed was the biggest, happiest hug in the world.`,
    );
    const thanks = by(
      c,
      `"Thank you, ${h(c)}!"`,
      `"Thank you, ${h(c)}," {said|called} ${thanker(c)}, "{you saved ${him(c)}|you are a real hero}!"`,
      `"Thank you, ${h(c)}," said ${thanker(c)}, "we will never forget this," and ${who(c)} gave a happy little ${c.other?.sound ?? 'sound'}.`,
    );
    return `${freed(c)} ${home} ${thanks}`;
  },
];

const reflection: GoalTexts<EnCtx>['reflection'] = [
  (c) =>
    by(
      c,
      `${h(c)} thought of ${who(c)}, safe with ${homeTo(c)}.`,
      `${h(c)} thought of ${who(c)}, safe at home with ${homeTo(c)} now, and {smiled|yawned|sighed happily}.`,
      `${h(c)} thought of ${who(c)}, warm and safe at home with ${homeTo(c)} now, and of how it had felt when ${it(c)} was finally free.`,
    ),
  (c) =>
    by(
      c,
      `${h(c)} felt warm inside. ${cap(who(c))} was safe.`,
      `${h(c)} felt warm all the way through: ${who(c)} was safe, and nobody was stuck ${at(c)} any more.`,
      `${h(c)} felt warm all the way through, because there are few better feelings than getting someone free and seeing them home.`,
    ),
];

export const rescue: GoalTexts<EnCtx> = {
  want,
  steps: { ...rescueSteps, ...rescueMore, ...rescueReady },
  problem,
  decide,
  travel,
  attempt,
  progress,
  advice,
  ask,
  turn,
  resolution,
  after: mergeBanks(
    {
      freed: [(c) => freedOnly(c, freed(c))],
      ...rescueAfter,
      ...rescueMoreAfter,
      ...rescueReadyAfter,
    },
    rescueWildAfter,
  ),
  reflection,
  refrain: [
    (c) => `Hold on tight, hold on tight! ${h(c)} will make it right!`,
    () => `Don't you fear, help is near! Hold on tight, we're nearly here!`,
  ],
  title: [
    (c) => `${h(c)} to the rescue`,
    (c) => `${h(c)} and ${who(c)} ${at(c)}`,
    (c) => `${cap(who(c))} ${at(c)}`,
  ],
};
