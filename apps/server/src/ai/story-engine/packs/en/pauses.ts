// Small pauses on the way: a rest, a game, a find, something funny, and searching for clues.
import type { Bank } from '../../compose/ctx-base';
import type { EnCtx } from '../../compose/ctx-en';
import { by } from '../by-band';
import { limb, team, who, worn } from './slots';

/** "Ola's hat", or "Puss's tail" when the one the goat nibbles wears no clothes. */
const wornOf = (c: EnCtx): string => {
  const a = who(c);
  return `${a.poss} ${a.dressed ? '{hat|scarf|sleeve}' : worn(a)}`;
};
import { isAfloat, isBare } from '../ground';
import { spotsAt, underAt } from './ground-words';
/** A seat the place has: a stump in the forest, a flat stone on the moon. */
const perchSeat = (c: { setting: string }) =>
  isAfloat(c.setting)
    ? '{a barrel|a coil of rope|an upturned bucket}'
    : isBare(c.setting)
      ? '{a flat stone|a sunny rock|a big boulder}'
      : seat;

const snack =
  '{jam buns|an apple|cheese and bread|a carrot|a pear|a bun|some biscuits|a honey sandwich}';
const seat = '{a flat stone|a soft tuft of moss|a fallen log|an old stump|a sunny rock}';
const berries = '{red berries|blueberries|wild strawberries|raspberries|blackberries}';
const shares = (c: EnCtx) => (c.friend ? 'shared' : 'ate');

export const detour: Bank<EnCtx> = [
  (c) =>
    by(
      c,
      `${team(c)} had a rest and ${shares(c)} ${snack}.`,
      `${team(c)} sat on ${perchSeat(c)} and ${shares(c)} ${snack}.`,
      `${team(c)} found ${perchSeat(c)} and ${shares(c)} ${snack}, and for a while ${c.friend || c.helper ? 'nobody said anything at all' : 'all was quiet'}.`,
    ),
  (c) =>
    by(
      c,
      `A rainbow shone over ${c.place.the}, and ${who(c).name} said, "{Wow|Look|Oh}!"`,
      `A rainbow {stood|rose|shone} in the sky above ${c.place.the}, and ${who(c).name} {whispered|breathed|said softly}, "{Wow|Look at that|How nice|Oh, look}."`,
      `A rainbow arched over ${c.place.the}, and ${c.hero.name} counted every colour {twice|out loud|on ${c.hero.his} fingers}, just to be sure.`,
    ),
  (c) =>
    by(
      c,
      `${team(c)} played {hide and seek|tag|leapfrog|sharks and fishes} ${c.place.in}.`,
      `${team(c)} stopped ${c.place.in} to play a quick game of {hide and seek|tag|leapfrog|I spy}.`,
      `${team(c)} could not resist a quick game of {hide and seek|tag|leapfrog|I spy} ${c.place.in}, and it went on {a little longer than planned|much longer than anyone meant|until everyone was out of breath}.`,
    ),
  (c) => {
    const a = who(c);
    return by(
      c,
      `${a.name} sang a {silly|happy|small} song, {la la la|tra la la|dum di dum}.`,
      `${a.name} sang a walking song, and {a bird joined in|the wind hummed along|even the bees seemed to buzz in time}.`,
      `${a.name} sang an old walking song, and {a blackbird joined in from a branch|the wind hummed the tune back|even the bees seemed to buzz in time}.`,
    );
  },
  (c) =>
    by(
      c,
      `${team(c)} found ${berries} and ate {them all up|a whole handful|until they were full}.`,
      `{By the path|Near a stone|Under a bush} ${team(c)} found ${berries} and ate till ${c.team.their} {fingers|lips|chins} were {sticky|red|purple|blue}.`,
      `By the path grew ${berries}, and ${team(c)} ate until ${c.team.their} fingers were sticky and {purple|red} and ${c.team.their} tummies {were round and full|wanted no more}.`,
    ),
  (c) =>
    by(
      c,
      `${team(c)} lay in the grass and watched the clouds {sail|drift|float} by.`,
      `${team(c)} lay in the grass for a while and watched the clouds {drift|sail|float} past, and {nobody was in a hurry|all was quiet|a bee hummed nearby}.`,
      `${team(c)} lay back in the grass and watched the clouds drift past, and gave each one {a name|a story|a new shape}.`,
    ),
  (c) => {
    const a = who(c);
    return by(
      c,
      `${a.name} {skipped stones|made a daisy chain|built a tiny tower|drew in the sand}.`,
      `${a.name} stopped to {skip stones|make a daisy chain|build a tiny tower of pebbles|draw a heart in the sand} and felt {very pleased|proud|happy}.`,
      `${a.name} stopped to {skip stones|make a daisy chain long enough for a hat|build a tiny tower of pebbles} and felt quietly, {enormously|deeply|hugely} pleased with it.`,
    );
  },
  (c) =>
    by(
      c,
      `${team(c)} drank {cold water|some juice|some milk} and had a rest.`,
      `${team(c)} took a little break, drank {cold water from a stream|juice from the bottle|cocoa from the flask} and {rested|stretched|laughed at nothing}.`,
      `${team(c)} took a break, drank {icy water from a stream|the last of the juice|warm cocoa from the flask} and stretched, and {the world felt kinder|everything seemed a little easier|nobody wanted to move on quite yet}.`,
    ),
];

export const discovery: Bank<EnCtx> = [
  (c) => {
    const a = who(c);
    return by(
      c,
      `${a.name} found {a shiny stone|a blue feather|a small shell|a red leaf|a four-leaf clover}.`,
      `On the ground ${a.name} found {a shiny stone|a blue feather|a little shell|a leaf shaped like a heart|a four-leaf clover} and tucked it away.`,
      `Half hidden in the {grass|sand|moss}, ${a.name} spotted {a shiny stone with a gold stripe|a blue feather as long as a spoon|a tiny curly shell|a leaf shaped exactly like a heart}, and tucked the little treasure away.`,
    );
  },
  (c) => {
    const a = who(c);
    return by(
      c,
      `A {ladybird|butterfly|bee|small beetle} landed on ${a.poss} nose!`,
      `A {ladybird|little beetle|butterfly} landed right on ${a.poss} nose, and it tickled so much that ${a.he} {giggled|sneezed|laughed}.`,
      `A {ladybird|small green beetle|butterfly} landed on the very tip of ${a.poss} nose, and ${a.he} went cross-eyed trying to look at it.`,
    );
  },
  (c) =>
    by(
      c,
      `${who(c).name} met a {slow|sleepy|tiny} snail, who said, "Good luck."`,
      `A snail on its way {the other way|to ${c.prev ? c.prev.the : 'town'}|to visit a friend} said "good luck" {very slowly|terribly slowly|with a little smile}.`,
      `A {snail|stripy snail|little snail} was {going the other way|on its way home|off to visit a friend}. "{Good luck|Safe trip|Have fun}," said the snail, so slowly that ${team(c)} ${c.team.was} far away before it finished.`,
    ),
  (c) =>
    by(
      c,
      `At the foot of a tree there was a {tiny|little|teeny} door!`,
      `At the foot of a tree there was a tiny {door|hatch}, no bigger than a hand.`,
      `At the foot of {an old tree|a mossy stump|a big rock} was a tiny {painted|red|blue} door, no bigger than a hand, with {an acorn|a hazelnut|a button} for a doorknob.`,
    ),
  (c) =>
    by(
      c,
      `${who(c).name} saw {a hare|a deer|a hedgehog|a fox} {peek out|hop by}.`,
      `For a moment ${who(c).name} saw {a hare|a deer|a hedgehog|a fox} ${c.place.in}, and then it was gone.`,
      `For one still moment ${who(c).name} saw {a young deer|a hedgehog|a hare|a fox} {watching|peeping out|standing still} at the edge of ${c.place.the}. Then, {like a thought|quick as a wink|all at once}, it was gone.`,
    ),
  (c) => {
    const a = who(c);
    return by(
      c,
      `${a.name} found a {track|footprint|paw print} in the {mud|sand|moss}.`,
      `In the {mud|sand|soft earth} ${a.name} found a {footprint|paw print} that {was bigger than ${a.his} own|had four toes|went zigzag}.`,
      `In the soft {earth|sand|mud} ${a.name} found a line of paw prints that {zigzagged and suddenly stopped|were smaller than a button|led straight into a bush}, and ${a.he} {wondered|puzzled|thought} for {a long time|a while|ages} about who {had walked there|made them|was so small}.`,
    );
  },
];

export const funny: Bank<EnCtx> = [
  (c) =>
    !c.outdoors
      ? null
      : by(
          c,
          `{Splash|Splosh|Plop}, ${who(c).name} fell in a {puddle|pond|big puddle|muddy ditch}!`,
          `With a splash, ${who(c).name} stepped right into a {muddy puddle|muddy patch|deep puddle} ${c.place.in}, and {mud|water} flew {everywhere|up high|all over}.`,
          `{Splash|Splosh|Sploosh}! ${who(c).name} stepped right into a puddle that was much deeper than it looked, and muddy water flew {all over the place|right up to the treetops|over everyone nearby}.`,
        ),
  (c) => {
    // Frogs, leaves and flies live under the open sky, not on the moon or indoors.
    if (!c.outdoors) return null;
    const a = who(c);
    return by(
      c,
      `${a.name} sneezed so loud that {a bird|a duck|a frog} jumped.`,
      `${a.name} sneezed {a big atchoo|so hard|three times} and {three birds|a squirrel|a whole family of ducks|a cow} {jumped|took off|turned round}.`,
      `${a.name} sneezed so loudly that {three birds|a squirrel|a whole family of ducks} shot into the air and {grumbled for ages|scolded ${a.him}|flew off in a huff}.`,
    );
  },
  (c) => {
    const a = who(c);
    return by(
      c,
      `${a.name} got the hiccups, and with each hic ${a.he} {hopped|bounced}.`,
      `Then ${a.name} got the hiccups, and with each hic ${a.he} {hopped|bounced} a little.`,
      `Then ${a.name} got the hiccups, the bouncy kind, and with each hic ${a.he} rose a little off the ground.`,
    );
  },
  (c) => {
    // Frogs, leaves and flies live under the open sky, not on the moon or indoors.
    if (!c.outdoors) return null;
    const a = who(c);
    return by(
      c,
      `A frog jumped on ${a.poss} head and said, "{Ribbit|Croak}!"`,
      `A frog jumped onto ${a.poss} head, sat there like a hat and said, "{Ribbit|Croak}."`,
      `A frog jumped onto ${a.poss} head and sat there like a small green hat, looking {very pleased|most content|very important}.`,
    );
  },
  (c) => {
    const a = who(c);
    return by(
      c,
      `${a.poss} tummy said {RUMBLE|GLUG|GRR}, and {all|they all|the birds} {laughed|giggled|looked round}.`,
      `${a.poss} tummy rumbled so loudly that {everyone laughed|a bird answered|${a.he} had to laugh too}.`,
      `${a.poss} tummy rumbled so loudly that a passing beetle looked round for the thunderstorm.`,
    );
  },
  (c) => {
    // Frogs, leaves and flies live under the open sky, not on the moon or indoors.
    if (!c.outdoors) return null;
    const a = who(c);
    return by(
      c,
      `${a.name} put a {leaf|big leaf|red leaf|fern} on ${a.his} head. "I am the {king|boss|queen|chief} of {leaves|the woods|all plants}!"`,
      `${a.name} put a {big|huge|yellow} leaf on ${a.his} head{| like a crown| like a hat}. "Bow to me, {for I am the {Leaf King|Leaf Boss}|the {Leaf King|Leaf Boss} of ${c.place.the}|I am the {Leaf King|Leaf Boss} now}!"`,
      `${a.name} balanced an enormous leaf on ${a.his} head and declared, "Bow low, for I am {king|emperor|ruler} of all leaves!"`,
    );
  },
  (c) =>
    !c.outdoors
      ? null
      : by(
          c,
          `${who(c).name} tried to walk {backwards|on tiptoe|like a crab} and fell, {bump|plop|flump}.`,
          `${who(c).name} tried walking {backwards|like a crab|on tiptoe} for fun and sat down {in a bush|with a bump|in the grass}.`,
          `${who(c).name} decided to walk {backwards|like a crab|on tiptoe} for a while, which went very well until it didn't.`,
        ),
  (c) => {
    // Frogs, leaves and flies live under the open sky, not on the moon or indoors.
    if (!c.outdoors) return null;
    const a = who(c);
    return by(
      c,
      `${a.name} yawned so wide a {fly|gnat|leaf} nearly flew in!`,
      `${a.name} gave a giant yawn, and {a fly|a gnat} nearly flew straight in. "{No thanks|Not today|Busy}!" said ${a.he}.`,
      `${a.name} yawned so widely that {a fly|a gnat} turned round in mid-air and {went another way|flew off|buzzed away}, just to be safe.`,
    );
  },
  (c) =>
    c.outdoors
      ? by(
          c,
          `A goat {came by|popped up} and ate ${wornOf(c)}!`,
          `A nosy goat came over and began to chew ${wornOf(c)}, {as if it were lunch|very slowly|with its eyes closed}.`,
          `A nosy goat came over and tasted ${wornOf(c)} very carefully, as if it were the dish of the day.`,
        )
      : null,
];

export const search: Bank<EnCtx> = [
  (c) =>
    by(
      c,
      `${team(c)} looked {high and low|up and down|here and there} ${c.place.in}.`,
      `${team(c)} looked {high and low|up and down}, under ${spotsAt(c.setting)[0]} and behind ${spotsAt(c.setting)[1]}.`,
      `${team(c)} searched high and low ${c.place.in}, under ${spotsAt(c.setting)[0]}, behind ${spotsAt(c.setting)[1]}, and anywhere a clue might hide.`,
    ),
  (c) => {
    const a = who(c);
    return by(
      c,
      `${a.name} looked under ${underAt(c.setting, '{a stone|a leaf|a log|a bush}')}, and then behind it.`,
      `${a.name} looked under ${underAt(c.setting, '{a stone|a heap of leaves|a log|a bush}')}, and then behind it, just in case.`,
      `${a.name} crouched down and looked under ${underAt(c.setting, '{a stone|a heap of leaves|a hollow log|a bush}')}, then behind it, then under it again, just to be thorough.`,
    );
  },
  (c) => {
    const a = who(c);
    return by(
      c,
      `"{Shh|Hush}, {can you hear that|what was that|did you hear it}?" {asked|whispered} ${a.name}{| ${c.place.in}}.`,
      `"{Shh|Hush|Quiet now}, let's listen {hard|close|well|for a little while}," whispered ${a.name}, {holding ${a.his} breath|with ${a.his} head on one side|standing very still|eyes closed}.`,
      `"Shh," whispered ${a.name} ${c.place.in}, holding up a ${a.person ? '{hand|finger}' : limb(a)}. "If we are {quiet|still} enough, ${c.place.the} {might|may|could} {tell us something|show us something|whisper the answer}."`,
    );
  },
  (c) =>
    by(
      c,
      `${team(c)} looked and looked ${c.place.in}.`,
      `${team(c)} searched ${c.team.plural ? 'on either side of the path' : 'left and right'}, {slowly|with care|closely}.`,
      `${team(c)} walked slowly through ${c.place.the}, eyes on the ground, looking for anything that did not belong.`,
    ),
  (c) => {
    const a = who(c);
    return by(
      c,
      `${a.name} took out the {magnifying glass|torch|notebook}.`,
      `${a.name} took out the {magnifying glass|torch} and {got down on ${a.his} knees|looked at every stone|followed every crack}.`,
      `${a.name} took out the {magnifying glass|torch} and went over ${c.place.the} bit by bit, the way real detectives do.`,
    );
  },
  (c) => {
    const a = who(c);
    return by(
      c,
      `"Where can it be?" {thought|said} ${a.name}.`,
      `"If I were {a clue|a trail|a little sign}, where would I hide?" {thought|said|whispered} ${a.name}, {looking around|scratching ${a.his} head|squinting|peering about}.`,
      `"If I were a clue," said ${a.name} {slowly|thoughtfully|softly}, "I would hide somewhere nobody thinks to look," and then ${a.he} looked {up|behind ${a.him}|right at the bottom}.`,
    );
  },
];
