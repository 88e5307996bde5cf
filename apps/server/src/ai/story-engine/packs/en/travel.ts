// The way from one place to the next. Told on every leg, so each template has several parts
// that vary on their own: who, how, and past what.
import type { Bank } from '../../compose/ctx-base';
import type { EnCtx } from '../../compose/ctx-en';
import { by } from '../by-band';
import { isAfloat, isBare } from '../ground';
import { other, PASSING, passingTwo, team, who } from './slots';

const go = (c: EnCtx) =>
  c.friend
    ? `${team(c)} {set off|headed off|started off|went on}`
    : `${c.hero.name} ${c.hero.moved} {off|away|on}`;
const path = '{little|narrow|sandy|mossy|winding|old|crooked|grassy}';
const pathGoes = '{went|led|wound|twisted|curled}';
/** "Hand in hand" and "in single file" take more than one. */
const howFollow = (c: EnCtx) =>
  `{at once|without a word|humming|${c.team.plural ? 'in single file|hand in hand' : 'all alone|with curious eyes'}|with long strides|without a second thought|${c.team.plural ? 'in a happy line' : 'on tiptoe'}}`;
const manner = (c: EnCtx) =>
  `{step by step|hop by hop|${c.team.plural ? 'side by side' : 'with a skip'}|at a steady pace|${c.team.plural ? 'chatting all the way' : 'humming all the way'}|slowly|as fast as ${c.team.they} could}`;

/** On board or out on the waves there is no path: one climbs the gangplank or rows out. */
const afloatTravel: Bank<EnCtx> = [
  (c) =>
    c.setting === 'ship'
      ? by(
          c,
          `${team(c)} {went|climbed|hurried} up the gangplank and on board the ship.`,
          `${team(c)} {climbed|marched|hurried} up the {wobbly|narrow|creaking} gangplank and on board the ship, ${manner(c)}.`,
          `Up the {creaking|wobbly|long} gangplank went ${team(c)}, {one step at a time|holding the rope|without looking down}, and then ${c.team.they} ${c.team.was} on board the ship, where the deck rocked gently under ${c.team.their} feet.`,
        )
      : by(
          c,
          `${team(c)} rowed out ${c.place.to}, {splish, splash|stroke by stroke|${c.team.plural ? 'side by side' : 'pull by pull'}}.`,
          `${team(c)} pushed the little boat out and rowed ${c.place.to}, ${manner(c)}.`,
          `${team(c)} pushed the little boat off the sand and rowed out ${c.place.to}, {stroke by stroke|taking turns with the oars|singing a rowing song}, until the shore was only a line behind ${c.team.them}.`,
        ),
];

const landTravel: Bank<EnCtx> = [
  (c) =>
    by(
      c,
      `${c.lead()}${go(c)} ${c.place.to}, {step by step|hop by hop|${c.team.plural ? 'side by side' : 'with a skip'}|at a run}.`,
      `${c.lead()}${go(c)} ${c.place.to}, ${manner(c)}.`,
      `${c.lead()}${go(c)} ${c.place.to}, ${manner(c)}, and {the path wound on ahead|the morning fell behind|the world grew bigger with every step|the air smelled new}.`,
    ),
  (c) =>
    by(
      c,
      `A ${path} path ${pathGoes} ${c.place.to}.`,
      `A ${path} path ${pathGoes} ${c.place.to}, and ${team(c)} followed it ${howFollow(c)}.`,
      `A ${path} path ${pathGoes} ${c.place.to}, and ${team(c)} followed it ${howFollow(c)}, though ${c.team.plural ? 'neither of them' : 'nobody'} knew {what waited|where it led|what lay ahead}.`,
    ),
  (c) =>
    by(
      c,
      `${c.hero.name} ${c.hero.moved} {past ${PASSING}|a long way|on and on} to ${c.place.the}.`,
      `${c.hero.name} ${c.hero.moved} on, past ${PASSING}, until ${c.hero.he} came ${c.place.to}.`,
      `${c.hero.name} ${c.hero.moved} on, past ${passingTwo(c)}, {to|right up to|all the way to} ${c.place.the}.`,
    ),
  (c) => {
    const a = who(c);
    return by(
      c,
      `"{This way|Over here|Come on|Follow me}!" {said|called} ${a.name}.`,
      `"{This way|Over here|Come on|Follow me}!" {called|cried|sang out} ${a.name}, and off ${c.team.they} went ${c.place.to} {in a hurry|at a trot|with a skip|on tiptoe}.`,
      `"{This way, I'm almost sure|Over here, I think|Follow me}!" called ${a.name}, and off ${c.team.they} went ${c.place.to}, with ${isBare(c.setting) ? '{the wind|the shadows}' : '{the wind|the birds|the bees|the shadows}'} for company.`,
    );
  },
  (c) =>
    c.prev
      ? by(
          c,
          `${team(c)} said goodbye to ${c.prev.the} and went ${c.place.to}.`,
          `${team(c)} left ${c.prev.the} behind and {headed|wandered|hurried|strolled} ${c.place.to}, {without looking back|with one last look back|with fresh legs}.`,
          `${team(c)} left ${c.prev.the} behind. After a long {while|time} of {walking and wondering|chatting and marching|humming and hoping|small rests and big plans}, the way {brought|led|took} ${c.team.them} ${c.place.to}.`,
        )
      : null,
  (c) =>
    by(
      c,
      `With a {hop|jump|bounce} and a {skip|wiggle|twirl}, ${team(c)} went ${c.place.to}.`,
      `With a {hop|jump} and a {skip|wiggle|twirl}, ${team(c)} hurried ${c.place.to}, {${c.team.plural ? 'hearts' : 'heart'} thumping|full of fresh energy|full of hope}.`,
      `With a {hop|jump} and a {very determined|very serious|hopeful|brave} look, ${team(c)} {hurried|marched|set off} ${c.place.to}.`,
    ),
  (c) => {
    if (!c.friend) return null;
    const a = who(c);
    const b = other(c, a) ?? c.hero;
    return by(
      c,
      `${a.name} went first, and ${b.name} {followed|came too|ran after}.`,
      `${a.name} went first, and ${b.name} followed ${c.place.to}, {close behind|humming|looking all around|counting the steps}.`,
      `This time ${a.name} took the lead, and ${b.name} followed ${c.place.to}, {watching every shadow|counting the steps|listening to every rustle|picking flowers on the way}.`,
    );
  },
  (c) =>
    by(
      c,
      `{It was not far|It was not very far|It was just a short way|It was only a hop} ${c.place.to}, {just over the {hill|bridge|stream|field}|only a bit|round the bend|past two tall trees|down the lane}.`,
      `It was {not far|only a short way|just a little way} ${c.place.to}, yet {short|little|tired|sleepy} legs {thought it was miles|took their time|made it feel much longer}.`,
      `It was {not far|only a little way|no distance at all|just a short hop} ${c.place.to} {as the crow flies|for a bird|on the map|if you could fly}. But {the path|the road} {did not know that|had its own plans|did not agree}, and it {wandered|meandered|dawdled|wiggled} {about|here and there|in big loops} as if it had {all the time in the world|nothing better to do|forgotten where it was going}.`,
    ),
  (c) =>
    by(
      c,
      `The {road|lane|path} went {up a hill|past a farm|over a bridge|through a field|past a pond|by the old mill} to ${c.place.the}.`,
      `The road took ${team(c)} {up a hill and down again|over a little stone bridge|past a sleepy farm|through a field of cows}, all the way ${c.place.to}.`,
      `The road took ${team(c)} {up a long hill and down again|over a little stone bridge|past a farm with a nosy goat|along a fence full of staring sheep}, all the way ${c.place.to}.`,
    ),
  (c) =>
    by(
      c,
      `${team(c)} went ${c.place.to}, {singing|counting steps|${c.team.plural ? 'holding hands' : 'skipping'}|laughing|whistling}.`,
      `${team(c)} {went|walked|marched|tramped} ${c.place.to} {at a good pace|in no time|at a steady pace}, {singing as ${c.team.they} went|counting ${c.team.their} steps out loud|stopping only once to tie a lace|picking a flower or two}.`,
      `${team(c)} made {good|steady|surprising} progress ${c.place.to}, {singing as ${c.team.they} went|taking turns to choose the way|stopping only once to admire a very fine stick|pretending the ground was lava}.`,
    ),
  (c) =>
    by(
      c,
      `The {warm|soft|fresh} {wind|breeze} was at ${c.team.their} ${c.team.plural ? 'backs' : 'back'} {all the way|the whole time} ${c.place.to}.`,
      `With {the wind|the sun|a soft breeze} at ${c.team.their} ${c.team.plural ? 'backs' : 'back'}, ${team(c)} {walked|strolled|trotted} ${c.place.to}, {and it felt easy|and ${c.team.their} feet almost walked by themselves|and nobody felt tired|and the way flew by|humming as ${c.team.they} went|and the path seemed to hurry along with them|and every step felt light}{| all the way| the whole way}.`,
      `With {the wind|the sun|a soft breeze} at ${c.team.their} ${c.team.plural ? 'backs' : 'back'}, ${team(c)} {walked|strolled|trotted} ${c.place.to}, and for once {no hill felt steep|the way felt short|nobody was tired}.`,
    ),
  (c) =>
    by(
      c,
      `{Up and down|Round and round|This way and that|In and out|Over and under} went the {path|road|track|little trail} ${c.place.to}.`,
      `The path went up and down and {round a big rock|over a stream|through a thicket}, and then ${team(c)} ${c.team.was} ${c.place.in}.`,
      `The path ${c.place.to} {went|wound|wandered} up, down and {round a rock as big as a house|over a stream on three wobbly stones|through a thicket that smelled of jam|under a tree that had fallen like a sleepy giant|past a pond where frogs sat in a row|along a wall warm with sun}. {Suddenly|Then|At last|Before long} ${team(c)} {${c.team.was} there|had arrived|stood where it ended}.`,
    ),
  (c) => {
    const a = who(c);
    return by(
      c,
      `{On the way|Near the path|By a gate}, ${a.name} found {a good stick|a round stone|a feather|a pine cone|a red leaf|a snail shell|a shiny pebble}.`,
      `On the way, ${a.name} found {a good stick|a round, smooth stone|a stripy feather|a big pine cone} and {took it along|carried it all the way|carried it proudly} ${c.place.to}.`,
      `On the way, ${a.name} found {a stick that was perfect for walking|a round, smooth stone that fit the hand just right|a stripy feather|a pine cone as big as a fist}, and ${a.he} {took it along|carried it proudly|swung it in time} all the way ${c.place.to}.`,
    );
  },
];

/** Out in space there is no path or road: the rocket steers from one place to the next. */
const SPACE = new Set(['space', 'moon']);
const rocket = (c: EnCtx) => c.ride ?? 'in the little rocket';
const spaceTravel: Bank<EnCtx> = [
  (c) =>
    by(
      c,
      `${team(c)} {zoomed|whooshed|sailed} on ${c.place.to} ${rocket(c)}.`,
      `${team(c)} {zoomed|whooshed|sailed} on ${c.place.to} ${rocket(c)}, past {a blinking satellite|a tumbling rock|a sleepy little moon|a shower of shooting stars}.`,
      `${team(c)} {zoomed|sailed|glided} on ${c.place.to} ${rocket(c)}, past {a blinking satellite that beeped hello|a tumbling rock the size of a house|a sleepy little moon nobody had named yet}, and the stars slid by like lights seen from a train.`,
    ),
  (c) =>
    c.prev
      ? by(
          c,
          `${team(c)} waved goodbye to ${c.prev.the} and flew ${c.place.to}.`,
          `${team(c)} waved goodbye to ${c.prev.the}, and the rocket {turned|swung|curved} gently ${c.place.to}.`,
          `${team(c)} waved goodbye to ${c.prev.the}, and the rocket swung round in a long, slow curve and pointed its nose ${c.place.to}.`,
        )
      : null,
  (c) =>
    by(
      c,
      `The stars {twinkled|streamed|slid} past all the way ${c.place.to}.`,
      `All the way ${c.place.to}, the stars {twinkled|streamed|slid} past the round window, and ${who(c).name} {counted them|waved to them|named a few}.`,
      `All the way ${c.place.to}, the stars slid past the round window, and ${who(c).name} {tried to count them and gave up at ninety-nine|gave the brightest ones names|pressed a nose to the glass}.`,
    ),
  (c) =>
    by(
      c,
      `It was far ${c.place.to}, so ${team(c)} {ate a snack|sang a song|played I-spy}.`,
      `It was a long way ${c.place.to}, so ${team(c)} {played I-spy with the planets|ate a snack that floated in the air|sang every song ${c.team.they} knew}.`,
      `It was a long way ${c.place.to}, long enough for ${team(c)} to {play I-spy with the planets|eat a snack that kept floating off the plate|sing every song ${c.team.they} knew, twice}.`,
    ),
];

// Space lines stand in for land lines one for one, so the bank keeps its length and a story on
// Earth draws the same seeded order it always did.
export const travel: Bank<EnCtx> = [
  ...afloatTravel.map((t) => (c: EnCtx) => (isAfloat(c.setting) ? t(c) : null)),
  ...landTravel.map(
    (t, i) => (c: EnCtx) =>
      isAfloat(c.setting) ? null : SPACE.has(c.setting) ? (spaceTravel[i]?.(c) ?? null) : t(c),
  ),
];
