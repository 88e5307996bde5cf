// Small scenes on the way: a little creature in need, a view, a strange sound, and an animal
// that tags along. Each template tells the whole little event, so its parts fit together.
import type { Bank } from '../../compose/ctx-base';
import type { EnCtx } from '../../compose/ctx-en';
import { by } from '../by-band';
import { spaceSetting } from '../../lexicon/lost-things';
import { team, who } from './slots';

const count = '{three|four|five|six|seven}';
const selves = (c: EnCtx) => (c.team.plural ? 'themselves' : `${c.team.them}self`);

export const smallNeed: Bank<EnCtx> = [
  (c) => {
    const a = who(c);
    return by(
      c,
      `A {shiny|green|black} beetle lay on its back, so ${a.name} turned it over {gently|with care|with a twig}.`,
      `A {shiny|green|black} beetle lay on its back {in the moss|on the path|by a root|on a flat stone}, {waving all its legs|kicking its legs|quite unable to turn over}. ${a.name} turned it over {gently|with care} with a blade of grass, and the beetle {trotted off|buzzed away|waved a foot}.`,
      `A shiny {green|blue|black} beetle lay on its back in the middle of the path, waving all six legs. ${a.name} knelt and turned it over with a blade of grass, and the beetle {trotted off as if nothing had happened|stopped to polish its feelers|waved, or perhaps just wiggled, a foot}.`,
    );
  },
  (c) => {
    const a = who(c);
    return by(
      c,
      `A baby bird sat {cheeping|peeping|crying} on the ground, so ${a.name} {lifted|put|popped} it back {in its nest|up in the tree|home}.`,
      `A {baby bird|tiny chick|fluffy baby bird} had fallen out of its nest and sat {cheeping|peeping|crying} {in the grass|under the tree|on a root}. ${a.name} lifted it {gently|with care|softly} back up, and its mother {chirped a thank-you|sang a little song|flapped with joy}.`,
      `Under {a tree|a birch|an old oak} sat a {fluffy|tiny|grey} baby bird, cheeping, for it had tumbled out of its nest. ${a.name} stretched up as high as ${a.he} could and put it back, and the mother bird {chirped a long thank-you|settled beside her chick and stayed there|sang so happily that the whole tree listened}.`,
    );
  },
  (c) =>
    by(
      c,
      `A {small|tiny|fluffy} duckling was lost, so ${team(c)} walked it back to its mother {by the pond|in the reeds|at the stream}.`,
      `A {duckling|little duckling|fluffy duckling} {was cheeping and looking for its mother|had lost its mother|stood all alone, peeping} {by the water|in the grass|${c.place.in}}. ${team(c)} walked {gently|slowly} behind it {down to the water|along the stream|through the reeds}, and there was its mother.`,
      `A {tiny|fluffy|little yellow} duckling was waddling round in circles, cheeping for its mother{| by the water| in the grass}. ${team(c)} gently herded it {down to the water|along the stream|through the reeds}, and there came its mother, {quacking at top speed|paddling with the rest of her ducklings}.`,
    ),
  (c) => {
    const a = who(c);
    return by(
      c,
      `A snail sat in the {middle of the path|way|road}, so ${a.name} moved it to {the grass|a leaf|the moss}.`,
      `A {snail|little snail|stripy snail} was crawling {in the middle of the path|across the path|right in the way}, where {everyone walked|feet went by|${c.team.they} had nearly stepped}. ${a.name} carried it {to the grass|to a juicy leaf|into the damp moss}, and the snail {stretched out its feelers|seemed to smile}.`,
      `A {snail|little snail|stripy snail} was crawling right in the middle of the {path|track}, where it might be stepped on at any moment. ${a.name} lifted it gently onto {a juicy leaf|the damp moss}, and the snail {stretched out its feelers happily|started on its lunch at once}.`,
    );
  },
  (c) => {
    const a = who(c);
    return by(
      c,
      `A frog was stuck in {a bucket|a jar|a pot}, so ${a.name} tipped it over, and {hop|out it jumped|plop}!`,
      `A {frog|little frog|green frog} had jumped into {an old bucket|an empty jar|a watering can} and could not get out. ${a.name} tipped the bucket {gently|with care} over, and the frog {hopped out with a croak|sprang straight into the grass}.`,
      `At the bottom of {an old bucket|a rusty pot|an empty can} sat a {frog|little frog|green frog} that had hopped in and could not hop out again. ${a.name} laid the bucket gently on its side, and the frog {hopped out with a grateful croak|bounced away without looking back, which was fine}.`,
    );
  },
  (c) => {
    const a = who(c);
    return by(
      c,
      `A mouse had dropped its {nuts|seeds|berries}, so ${a.name} helped pick them {up|all up|up again}.`,
      `A {little|grey|tiny} mouse had spilled {all its nuts|its whole store|a basket of berries} across {the path|the moss|the stones}. ${a.name} helped pick up {everything|every last one}, and the mouse {bowed|said a polite thank you|gave ${a.him} a nut}.`,
      `A {little|grey|tiny} mouse had spilled {all its winter nuts|its whole store|all its seeds} across {the path|the moss|the stones} and {was close to tears|did not know what to do|sighed a heavy sigh}. ${a.name} sat down and helped pick up every last one, and the mouse {bowed so low its nose nearly touched the ground|said thank you ${count} whole times}.`,
    );
  },
];

export const smallHelp: Bank<EnCtx> = [
  (c) => {
    const a = who(c);
    return by(
      c,
      `"It's {nice|good|fun} to help," {said|smiled|laughed} ${a.name} {softly|and waved|with a grin}.`,
      `"It's {nice|good|lovely} to help someone," said ${a.name}, {and meant it|and smiled|mostly to ${a.him}self}.`,
      `"The funny thing about helping someone," said ${a.name}, "is that {you end up the happiest|it warms you up inside|you feel a little bigger}."`,
    );
  },
  (c) =>
    by(
      c,
      `${team(c)} waved {goodbye|bye-bye} and went on {with a grin|with light steps|humming}.`,
      `${team(c)} waved goodbye and went on, {a little happier than before|with light steps|humming}.`,
      `${team(c)} waved goodbye and went on, and ${c.team.they} talked about the little {rescue|adventure} {for a long time after|all the way up the next hill}.`,
    ),
  (c) =>
    by(
      c,
      `It was a {good|kind|nice} thing to do, and ${who(c).name} felt {warm|glad|proud} {inside|all over|all day}.`,
      `It was a {small|tiny} thing, but it {felt big|made the day better|warmed the whole way}.`,
      `It was only a small thing, but ${team(c)} knew that for {the little one|someone so small} it had been {the whole world|the biggest help there is}.`,
    ),
];

const earthLookout: Bank<EnCtx> = [
  (c) =>
    by(
      c,
      `${team(c)} climbed up on {a big rock|a knoll|a tall stump} and looked {far|so far|all around}.`,
      `From the top of {a big rock|a knoll|an old tree}, ${team(c)} could see {all the way back to ${(c.start ?? c.home).the}|all the way ${c.team.they} had come|the river shining far below}.`,
      `From the top of {a big flat rock|a knoll|an old, easy climbing tree}, ${team(c)} could see {all the way back to ${(c.start ?? c.home).the}, small as a toy town|the whole way ${c.team.they} had come, like a thread across the land|the river shining like a silver ribbon far below}.`,
    ),
  (c) =>
    c.next
      ? by(
          c,
          `"{Look|There it is|That's next}, ${c.next.the}!" said ${who(c).name}{|, pointing| with a grin}.`,
          `Over there, beyond {the trees|the hill|a long slope}, lay ${c.next.the}. "That's where we're going," said ${who(c).name}, pointing.`,
          `Far over there, beyond {the trees|the hill|a long slope}, ${c.team.they} could just make out ${c.next.the}. "That's where we're going," said ${who(c).name}, pointing, and suddenly it did not seem so far.`,
        )
      : null,
  (c) =>
    by(
      c,
      `From up high, {the houses|the trees|the cows} looked so {small|tiny|funny}, like {toys|dots|crumbs}!`,
      `From up high the {houses|trees|cows} looked like {toys|building blocks|dots}, and ${who(c).name} {laughed|pointed|gasped}.`,
      `From up high the {houses|trees|cows} looked like {toys someone had left outside|blocks on a big green floor|dots on a map}, and ${who(c).name} tried to count them all.`,
    ),
  (c) =>
    by(
      c,
      `The wind {blew|whooshed} at the top, and ${team(c)} could see {the sea|the mountains|the clouds}.`,
      `It was {breezy|windy|fresh} at the top, and ${team(c)} could see {all the way to the sea|mountains with snow on top|cloud shadows sliding over the fields|three church towers}.`,
      `It was breezy up there, and ${team(c)} stood a long time looking at {the sea far off, all a-sparkle|the distant mountains in their white hats of snow|cloud shadows gliding over the fields like big, calm animals}.`,
    ),
];

/** Out in space there are no trees, rivers or cows below: only the Earth, far away. */
export const lookout: Bank<EnCtx> = [
  (c) =>
    spaceSetting(c.setting)
      ? by(
          c,
          `Far away hung the Earth, blue and round like a marble, and ${team(c)} waved at it.`,
          `Far away hung the Earth, blue and white, and ${team(c)} stood still and looked at it for a long while.`,
          `Far away hung the Earth, blue and white and round, so small that ${team(c)} could hide it behind a thumb, and yet everything ${c.team.they} knew was there.`,
        )
      : null,
  ...earthLookout.map((t) => (c: EnCtx) => (spaceSetting(c.setting) ? null : t(c))),
];

export const noise: Bank<EnCtx> = [
  (c) =>
    by(
      c,
      `{CRACK|SNAP|CREAK}, went a twig {by a tree|in the bushes|close by}, but it was just {a squirrel with a pine cone|a magpie with a stick|a hare on the hop|a deer with big ears|a hedgehog in the leaves}.`,
      `Suddenly there was a loud {CRACK|SNAP|THUD} {behind ${c.team.them}|in the bushes|close by}. But it was only {a squirrel with a pine cone|a magpie with a twig|a hare hopping off|a young deer, just as startled|a hedgehog on its way home}.`,
      `Suddenly there was a loud {CRACK|SNAP} behind ${c.team.them}, and ${team(c)} froze. But it was only {a squirrel that had dropped a pine cone|a magpie that had dropped a twig|a young deer that had stepped on a stick} and now looked very {embarrassed|sorry|sheepish}.`,
    ),
  (c) =>
    by(
      c,
      `Something {snored|puffed|rumbled} behind {a bush|a rock|a log}, and it was {a sleeping hedgehog|a snoozing badger|a dozing dog}!`,
      `Behind a bush came a sound, {snore, snore|puff, puff|rumble, rumble}. ${who(c).name} peeked, and there lay a hedgehog, fast asleep.`,
      `Behind {a bush|a rock|a heap of leaves|an old root} came a {deep, steady|low, calm|strange, rumbling} sound, {snore, snore|rumble, rumble|puff, puff}. ${who(c).name} crept closer, and there lay a hedgehog, curled into a ball, snoring like an old man.`,
    ),
  (c) =>
    by(
      c,
      `{Tap, tap, tap|Tok, tok, tok|Knock, knock} went something {in a tree|up high|close by}, and it was {a woodpecker|a busy woodpecker|a small red woodpecker}!`,
      `Tap, tap, tap, went something in {a tree|the wood|somewhere nearby}. "Who's knocking?" whispered ${who(c).name}. It was a woodpecker, {busy as ever|with a red cap|with wood chips in its beak}.`,
      `{Tap, tap, tap|Tok, tok|Knock, knock} went something, as if someone were knocking on a door {out in the open|in the middle of nowhere|up a tree}, and ${who(c).name} whispered, "Who can it be?" It was a woodpecker in a red cap, {busy making itself a house|far too busy to answer|with wood chips in its beak}.`,
    ),
  (c) =>
    by(
      c,
      `{Oooooo|Hoooo|Wooooo}, it went {behind a tree|in the dark|far off}, but it was just {the wind in a hollow tree|an owl at practice|a cow with a yawn}.`,
      `{Whoo|Hoo|Ooo}, something moaned {low|long|deep}, and ${who(c).name} whispered, "A ghost?" But it was only {the wind blowing through a hollow tree|an owl practising its hoot|a cow behind a fence}.`,
      `A {long, low|deep, strange|slow, sad} oooooo rose from {somewhere nearby|behind the trees|down in the hollow}. "Is it a ghost?" whispered ${who(c).name}. But it was only the wind, which had found {a hollow tree|an old bottle|a hole in a stump} and was playing it like a flute.`,
    ),
  (c) =>
    by(
      c,
      `{Ribbit, ribbit|Croak, croak|Crrk, crrk}, sang {a hundred|twenty|lots of} frogs {by the pond|in the reeds|on the stones}!`,
      `From {the pond|the reeds|somewhere} came an odd sound, {ribbit, croak|crrk, crrk|peep, plop}, and it was a {whole|big|little} frog choir practising {its evening song|a new song|a march}.`,
      `From {the pond|the reeds|somewhere near} came an odd chorus of {ribbits and croaks|crrks and burps|peeps and plops}, louder and louder, and it was a whole frog choir, with a conductor on a lily pad looking {very strict|very proud|rather sleepy}.`,
    ),
  (c) =>
    by(
      c,
      `{Rustle, rustle|Swish, swish|Scritch, scratch}, went the {leaves|grass|moss}, but it was just a {mouse|small mouse|shrew} with {a nut|a berry|a seed}.`,
      `{Rustle, rustle|Swish, swish|Crackle, crackle}, went the {leaves|heather|grass}, {closer and closer|nearer and nearer|right by the path}. ${team(c)} {held ${c.team.their} breath|stood stock-still|looked at each other}, and out came {a little mouse|a shrew|a baby hedgehog} with {a leaf in its mouth|a raspberry|a nut}.`,
      `Something rustled in the leaves, closer and closer, and ${team(c)} held ${c.team.their} breath. Out came {a little mouse|a shrew} with {a nut|a raspberry} in its mouth, who looked at ${c.team.them} as if ${c.team.they} ${c.team.was} ${c.team.plural ? 'the strange ones' : 'the strange one'}.`,
    ),
];

export const noiseReveal: Bank<EnCtx> = [
  (c) =>
    by(
      c,
      `${team(c)} laughed {at ${selves(c)}|out loud|till ${c.team.they} shook}.`,
      `${team(c)} laughed {at ${selves(c)}|out loud|for a long time}, because {it wasn't scary at all|that was so much fright for so little|fancy being scared of that}!`,
      `${team(c)} laughed at ${selves(c)}, for it is funny how {big|scary} something small can sound when you don't know what it is.`,
    ),
  (c) => {
    const a = who(c);
    return by(
      c,
      `"{Phew|Hee hee|Oh my}, I thought it was {a troll|a bear|a ghost|a dragon}!" {said|laughed|gasped} ${a.name}.`,
      `"{Phew|Goodness|Oh my}, I thought {it was a troll|it was a bear|it was something big and scary|it was a ghost}," {said|laughed|sighed} ${a.name}.`,
      `"Phew," said ${a.name}, "I have to admit I thought it was {a troll|a bear|something with big teeth|a dragon|a ghost}," and then ${a.he} {laughed|giggled|grinned}, and {that helped|everything felt lighter|the fear flew away}.`,
    );
  },
  (c) =>
    by(
      c,
      `It was not scary {at all|one bit|after all}, and ${team(c)} went on {laughing|humming|a bit braver}.`,
      `It was not scary at all, and ${team(c)} went on, {a little braver|humming|laughing}.`,
      `It was not scary {at all|after all|one bit} ${c.place.in}, and ${team(c)} went on, promising each other to {listen well before getting scared next time|remember this the next time something creaked}.`,
    ),
];

export const critter: Bank<EnCtx> = [
  (c) =>
    by(
      c,
      `A duck and ${count} ducklings crossed the path {in a line|one by one|in a row}, {quack, quack|peep, peep|waddle, waddle}.`,
      `A duck and ${count} little ducklings waddled across the path, {in a neat line|one after the other|nose to tail}, and ${team(c)} waited {nicely|patiently|quietly}.`,
      `A duck and ${count} little ducklings waddled across the path in a neat line, and the smallest one {tripped over its own foot|stopped to look at ${team(c)}|cheeped louder than all the rest}.`,
    ),
  (c) =>
    by(
      c,
      `A {brown|black|spotty} dog walked with ${c.team.them} {a while|a bit|to the bend}, {wagging|with a stick|sniffing everything}.`,
      `A {brown|black|spotty} dog turned up and walked with ${team(c)} a while, {wagging|tongue out|with a stick in its mouth}.`,
      `A {brown|black|spotty} dog with {one ear up and one ear down|a stick in its mouth} tagged along for a while, wagging its whole back end, and then vanished as suddenly as it had come.`,
    ),
  (c) =>
    by(
      c,
      `A {brown|spotty|big} cow put its head over the {fence|gate|wall} and said, "{Moo|Mooo|Moo, moo}!"`,
      `A {brown|spotty|big} cow put its head over the fence and said "{Mooo|Moo, moo|Moooo}", as if {to say hello|it had news|it knew them}.`,
      `A big {brown|spotty} cow put its head over the fence and said a long, serious "Mooo", and ${who(c).name} answered just as seriously, "Mooo to you too."`,
    ),
  (c) =>
    by(
      c,
      `A {yellow|blue|white} butterfly sat on ${who(c).poss} {head|back|nose} {for a while|and rode along|all the way}.`,
      `A {yellow|blue|white|red} {moth|bug|butterfly} landed on ${who(c).poss} {shoulder|hand|nose} and stayed there {for a while|until the next bend|as ${c.team.they} walked}.`,
      `A {yellow|blue|white|orange} butterfly landed on ${who(c).poss} shoulder and stayed there, like a tiny passenger who had bought a ticket all the way.`,
    ),
  (c) =>
    by(
      c,
      `A {red|grey|small} squirrel ran ahead {and looked back|and waited|up a tree}, as if it {knew the way|wanted to play|was showing off}.`,
      `A {squirrel|red squirrel|little squirrel} ran on ahead, stopped, looked back at ${who(c).name} and ran {on|a little more|up a tree}, as if it were showing the way.`,
      `A {squirrel|red squirrel|young squirrel} ran on ahead, stopped on {a stump|a rock|a fence post}, looked back and ran on again, until ${team(c)} ${c.team.was} quite sure it was showing the way.`,
    ),
  (c) =>
    by(
      c,
      `A {grey|stripy|black} cat rubbed against ${who(c).poss} legs and said {meow|mew|purr}.`,
      `A {grey|stripy|black} cat rubbed against ${who(c).poss} legs and said meow, {twice|very politely|quite firmly}.`,
      `A {grey|stripy|black} cat rubbed against ${who(c).poss} legs, said meow in a way that meant both hello and stroke me, and got what it asked for.`,
    ),
];
