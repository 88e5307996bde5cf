// Feelings and small events between the big ones: joy, worry, getting lost, weather, a fire.
import type { Bank } from '../../compose/ctx-base';
import type { EnCtx } from '../../compose/ctx-en';
import { by } from '../by-band';
import { underfootAt } from './ground-words';
import { hasHands, limb, other, team, who, worn } from './slots';

const u = (c: EnCtx) => underfootAt(c.setting);

export const joy: Bank<EnCtx> = [
  (c) => {
    const a = who(c);
    return by(
      c,
      `${a.name} gave a {big|wide|happy|sly} grin {right there|just then|and a hop}.`,
      `${a.name} felt a {warm|happy|golden|fizzy} feeling inside, {right there|just then} ${c.place.in}.`,
      `A {warm|happy|golden|fizzy} feeling spread all through ${a.name}, right down to ${a.person ? `${a.his} {toes|fingertips}` : `the tip of ${a.his} {tail|toes}`}.`,
    );
  },
  (c) => {
    const a = who(c);
    return by(
      c,
      `"{Hooray|Yippee|Yes|Woohoo}!" {said|cheered|shouted} ${a.name}, and {jumped up|clapped|spun round}.`,
      `"{Hooray|Yippee|Woohoo}!" cheered ${a.name}, and did a {little|happy|silly|wiggly} dance.`,
      `"{Hooray|Yippee}!" cheered ${a.name}, and did a {small but very proud|short but splendid|wobbly but happy} dance ${c.place.in}.`,
    );
  },
  (c) => {
    if (!c.friend) return null;
    const a = who(c);
    const b = other(c, a) ?? c.hero;
    return by(
      c,
      `${a.name} gave ${b.name} a {hug|big hug|good hug|bear hug}.`,
      `${a.name} gave ${b.name} a {big, warm|long, happy|good, tight} hug, {and both laughed|and nobody said a word|right there ${c.place.in}}.`,
      `${a.name} gave ${b.name} a hug that said {more than words|everything at once|well done, we did it}.`,
    );
  },
  (c) => {
    const a = who(c);
    return by(
      c,
      `"Phew," said ${a.name}, and {laughed|smiled|sat down|wiped ${a.his} brow}.`,
      `"Phew," said ${a.name}, and {laughed|giggled|smiled} with {relief|joy|pure relief}.`,
      `"{Phew|Goodness|Whew}," breathed ${a.name}, and the {laugh|giggle|smile} that followed was {mostly relief|half relief and half joy|as much for ${a.him} as for anyone}.`,
    );
  },
  (c) => {
    const a = who(c);
    return by(
      c,
      `${a.name} {clapped|hopped|skipped} all the way to {the next tree|the path|the corner|the next bend}.`,
      `${a.name} clapped and {hopped|danced|skipped} {on|across ${c.place.the}|to the next bend}.`,
      `${a.name} clapped once and {hopped|skipped} on, lighter of heart than ${a.he} had been {all day|in ages|for many days}.`,
    );
  },
  (c) => {
    if (!c.friend) return null;
    const a = who(c);
    return by(
      c,
      `"We did it!" said ${a.name}, and {grinned|laughed|beamed}.`,
      `"We did it!" said ${a.name}, and the two of them {gave each other a high five|bumped fists|did a little dance}.`,
      `"We did it," said ${a.name} with a grin, and the two of them {gave each other a very pleased high five|did a small victory dance|bowed to an audience that wasn't there}.`,
    );
  },
  (c) => {
    const a = who(c);
    return by(
      c,
      `${a.name} felt {brave|strong|proud} and {big|tall}.`,
      `${a.name} stood a little {straighter|taller|prouder} ${c.place.in} than {before|this morning|when the day began}.`,
      `${a.name} noticed ${a.he} was standing a little {straighter|taller} than before, as if {${a.his} courage had grown|${a.his} back had learned something new}.`,
    );
  },
  (c) =>
    by(
      c,
      `{What a|Oh, what a|Such a} {good|lovely|happy|warm|big} feeling it was{| for ${who(c).name}| then}!`,
      `{It was|${who(c).name} had} a very {good|warm|happy|fizzy} feeling, {all the way through|from top to toe|right inside|like sun in a tummy}.`,
      `It was the kind of feeling ${who(c).name} wanted to {keep|hide|save} in {a jar|a box|a drawer} for {later|a rainy day|a grey Tuesday|a sad day}.`,
    ),
  (c) => {
    const a = who(c);
    return by(
      c,
      `${a.name} laughed so {loud|long|hard} that the {birds|squirrels} looked up.`,
      `${a.name} laughed so loudly that {two birds|a squirrel|a hare} stopped to see what was so funny.`,
      `${a.name} laughed a laugh that {rolled right across ${c.place.the}|made even a grumpy crow look up|set everyone nearby laughing too}.`,
    );
  },
];

export const worry: Bank<EnCtx> = [
  (c) => {
    const a = who(c);
    return by(
      c,
      `${a.poss} heart {went {thump, thump|bump, bump|tick-tock}|beat fast|pounded}{| ${c.place.in}| for a bit| as ${a.he} looked round| at the thought}.`,
      `${a.poss} heart beat {fast|very fast|like a drum|hard}{| ${c.place.in}| for a moment| as ${a.he} looked around}.`,
      `${a.poss} heart was {beating fast|thudding away|going hard}{| ${c.place.in}| for a little while}, like {a drum in a hurry|a clock gone wild|a running hare|rain on a tin roof}.`,
    );
  },
  (c) => {
    const a = who(c);
    return by(
      c,
      `${a.name} felt a bit {sad|glum|quiet}.`,
      `${a.name} felt {a little|a bit|rather} {sad|glum|quiet|low}{| ${c.place.in}}, {just for a moment|just for a minute|but only briefly|for a little while}.`,
      `{For a moment|For a little while|Just for a second} ${a.name} felt {small and sad|tired and glum|all alone in the world}, and {the way ahead|everything still to do|the rest of the day} looked very {long|steep|hard}.`,
    );
  },
  (c) => {
    const a = who(c);
    return by(
      c,
      `${a.name} took a {deep|big|slow} breath{| and counted to three| once more| and stood up tall}.`,
      `${a.name} took a {deep|big|slow|calm} breath and counted to {three|five|ten|seven}{| before looking up again| with eyes shut}.`,
      `${a.name} took a {long, slow|deep, deep|very big} breath{| ${c.place.in}}, the kind you take before {jumping into cold water|a big leap|saying something brave|opening a heavy door}.`,
    );
  },
  (c) => {
    if (!c.friend) return null;
    const a = who(c);
    const b = other(c, a) ?? c.hero;
    return by(
      c,
      `${a.name} gave ${b.name} a hug and said, "{It's all right|I'm here|We can do it|Just breathe}."`,
      `${a.name} {squeezed|held|patted} ${b.poss} ${limb(b)} and {said|whispered|said softly}, "{It's all right|Don't be scared|I'm here|There are two of us}."`,
      `${a.name} {squeezed|held on to} ${b.poss} ${limb(b)} and said, "{It's all right|Never mind|Don't be sad}, we'll {think of something|find a way|work it out}."`,
    );
  },
  (c) => {
    const a = who(c);
    return by(
      c,
      `But ${a.name} did not give up, {not ever|not one bit|not at all}.`,
      `But ${a.name} was not {the sort|one} to {give up|quit|turn back|lose heart}, {not today|not now|not here|not yet}.`,
      `But ${a.name} had never been the sort to {give up|quit|turn back}, and ${a.he} was {not about to start now|certainly not going to start ${c.place.in}|in no mood to start today}.`,
    );
  },
  (c) => {
    const a = who(c);
    return by(
      c,
      `${a.name} ${hasHands(a) ? `bit ${a.his} {lip|thumb}` : `{wrinkled ${a.his} nose|blinked slowly}`} and {thought|thought hard|looked round|sighed}{| ${c.place.in}}.`,
      `${a.name} went quiet and {bit ${a.his} lip|looked at ${u(c).ground}|${u(c).kick}} and {wondered what now|sighed deeply|thought hard}.`,
      `${a.name} went quiet and {looked at ${u(c).ground}|${u(c).kick}|rubbed ${a.his} neck}, and {for a moment|for a good while|for a second or two} ${c.friend || c.helper ? 'nobody knew what to say' : `${a.he} did not know what to do`}.`,
    );
  },
  (c) => {
    const a = who(c);
    return by(
      c,
      `"Oh {no|dear|my}," {said|sighed} ${a.name}{| and sat down| and bit ${a.his} lip| with a frown| ${c.place.in}}.`,
      `"{Oh dear|Oh no|Dear me}, that {was not easy|won't be easy|is hard|was silly}," {said|sighed|muttered} ${a.name} {softly|quietly|and sat down|${c.place.in}}.`,
      `"Oh dear," said ${a.name}, sighing so deeply that {a leaf fluttered|${a.his} fringe flapped|the dust swirled up}, "{this is not as easy as I thought|this is harder than it looked|this will take a bit more patience|${c.place.the} is not making this easy|we will have to think about this|that was worse than I thought}."`,
    );
  },
  (c) => {
    const a = who(c);
    return by(
      c,
      `${a.name} {sat down|stood still|stopped} ${c.place.in}{| and frowned| to think| for a bit}.`,
      `${a.name} {sat down on ${u(c).seat}|stood very still|stopped ${u(c).midway}} ${c.place.in} and {frowned|sighed|rubbed ${a.his} nose|chewed ${a.his} lip}.`,
      `${a.name} {sat down on ${u(c).hardSeat}|stood quite still} ${c.place.in}, {chin in hands|arms folded|frowning at nothing}, and waited for an idea that {would not come|took its time|seemed to have got lost on the way}.`,
    );
  },
  (c) => {
    const a = who(c);
    return by(
      c,
      `"Hmm, {what now|now what|what next|what do we do}?" {said|asked} ${a.name}{| ${c.place.in}}.`,
      `"{Hmm|Well|Now then}, {what do we do now|now what|what can we try|where do we go from here}?" {said|asked|muttered} ${a.name}, {looking around|peering ahead|scratching ${a.his} head}.`,
      `"{Hmm|Well, well}, {there must be a way, there always is|think, think, think|nothing is ever quite as hard as it looks}," said ${a.name} slowly, {looking all around|peering this way and that} ${c.place.in}.`,
    );
  },
  (c) => {
    const a = who(c);
    return by(
      c,
      `${a.name} felt a {knot|lump|pang} in ${a.his} {chest|throat|tum}{| ${c.place.in}| at once| again}.`,
      `A {small|tight|cold} knot of worry {sat|curled up|grew} in ${a.poss} {tummy|chest}{| until ${a.he} let out a long breath| even as ${a.he} kept going| while ${a.he} looked around}.`,
      `A {small, cold|tight little} knot of worry {curled up|settled} in ${a.poss} tummy ${c.place.in}, the kind that only goes away once you {do something|start walking|say it out loud}.`,
    );
  },
  (c) => {
    const a = who(c);
    return by(
      c,
      `${a.name} looked {back|up|down|${u(c).look}}{| ${c.place.in}| for a bit} and {sighed|frowned|blinked|shrugged}.`,
      `${a.name} looked back {over ${a.his} shoulder|${u(c).back}}{| ${c.place.in}| for a moment| one last time} and wondered if {home was far|all would be well|they were going the right way|this was wise}.`,
      `${a.name} looked back {over ${a.his} shoulder|${u(c).windingBack}} ${c.place.in} and, {just for a moment|just for a second|without saying so}, wondered whether {home was very far away|it would all turn out all right|this had been such a good idea after all}.`,
    );
  },
  (c) => {
    const a = who(c);
    return by(
      c,
      `${a.name} {hugged ${a.his} knees|${a.person ? `held ${a.his} hands tight` : 'curled up small'}|${u(c).kick}|sat very still}{| ${c.place.in}| for a while| and thought}.`,
      `${a.name} {${hasHands(a) ? `twisted ${a.his} fingers` : 'curled up small'}|scuffed one foot|sat very still}{| ${c.place.in}}, and {for a while|for a long while|for a moment} {all felt very big|nobody said a word|the quiet seemed to wait}.`,
      `${a.name} {hugged ${a.his} knees|${u(c).scuff}} ${c.place.in}, and for a while everything around seemed {very big and very quiet|to hold its breath}.`,
    );
  },
  (c) => {
    const a = who(c);
    const down = `{${a.poss} shoulders drooped|${a.poss} courage sank|${a.poss} smile faded}`;
    return by(
      c,
      `${down} {a little|for a moment}.`,
      `${down} {a little|for a moment|for a short while}{, and ${a.he} looked down at ${u(c).ground}|, but only a bit| ${c.place.in}}.`,
      `${down} {a little|for a moment|for a short while} ${c.place.in}, {like a balloon losing its air|like a sail with no wind|like a flower in the rain}, {but only a little|and ${a.he} stood quite still|before ${a.he} straightened up again}.`,
    );
  },
  (c) => {
    const a = who(c);
    return by(
      c,
      `"{What do we do now|What happens now}?" {whispered|murmured|asked} ${a.name}.`,
      `"{What do we do now|How will this ever work|Which way now}?" {murmured|whispered|sighed} ${a.name}{ under ${a.his} breath|, looking around|, rubbing ${a.his} neck| ${c.place.in}}.`,
      `"{What do we do now|How will this ever work|Which way in the world now}?" {murmured|whispered|sighed} ${a.name} ${c.place.in}, {mostly to ${a.him}self|so softly that hardly anyone heard|with a glance at ${c.friend ? 'the others' : u(c).ground}}, {but nobody had an answer yet|and the answer was slow to come|and for a while it was quiet}.`,
    );
  },
  (c) => {
    if (c.place.id === c.home.id) return null;
    const a = who(c);
    const cosy = '{the soft bed|a mug of hot cocoa|the warm blanket|the best pillow}';
    return by(
      c,
      `${a.name} thought of ${cosy} at home.`,
      `${a.name} thought {for a moment|all of a sudden|for no reason at all} of ${cosy} at home{, and wished to be there|, and felt a small lump in ${a.his} throat|, but only briefly}.`,
      `{For no reason at all|In the middle of it all|All of a sudden} ${a.name} thought of ${cosy} at home, {and for a moment wished to be there|and felt a small lump in ${a.his} throat|and wondered whether anyone there was thinking of ${a.him} too}, {but then looked ahead again|before shaking it off|but only briefly}.`,
    );
  },
];

export const lost: Bank<EnCtx> = [
  (c) =>
    by(
      c,
      `Where was the path? ${team(c)} looked {left and right|all around|this way and that}.`,
      `{Then|Soon|All at once} the path just stopped, and each way ${c.place.in} looked the same.`,
      `After a while the path simply vanished into the {grass|moss|stones}, and every direction ${c.place.in} looked exactly alike.`,
    ),
  (c) => {
    const a = who(c);
    return by(
      c,
      `"Are we lost?" asked ${a.name}. Then ${a.he} saw {a big tree|a red rock|a small stream}.`,
      `"I think we're lost," said ${a.name}, until ${a.he} spotted {a crooked tree|a red rock|a little stream} from before.`,
      `"I think," said ${a.name} slowly, "that we might be lost," until ${a.he} noticed {a crooked tree|a red rock shaped like a nose|a little stream} from earlier.`,
    );
  },
  (c) =>
    by(
      c,
      `The path went round and round, back to {the start|the same tree|the same rock}!`,
      `The path went in a big circle, and soon ${c.team.they} ${c.team.was} back where ${c.team.they} had started.`,
      `The path looped round in a big, lazy circle, and before ${c.team.they} knew it, ${c.team.they} ${c.team.was} back where ${c.team.they} had begun, staring at ${c.team.their} own footprints.`,
    ),
  (c) => {
    const a = who(c);
    return by(
      c,
      `${a.name} looked at the sun and said, "{That way|Over there}!"`,
      `${a.name} looked at the sun and thought hard: "The sun sets over there, so we go {this way|that way}."`,
      `${a.name} squinted at the sun and thought {with care|hard|for a moment}: "If the sun sets over there, we must go this way," and {so it was|it was right|soon the path came back}.`,
    );
  },
  (c) =>
    by(
      c,
      `All the {trees|rocks|bushes} looked the same. Where were they?`,
      `All the {trees|rocks|bushes} suddenly looked alike, and ${team(c)} {did not know where ${c.team.they} ${c.team.was}|stopped and scratched ${c.team.their} heads}.`,
      `Suddenly all the {trees|rocks|bushes} looked exactly alike, and ${team(c)} had to admit that ${c.team.they} no longer knew quite where ${c.team.they} ${c.team.was}.`,
    ),
  (c) => {
    const a = who(c);
    return by(
      c,
      `${a.name} climbed a rock and saw the {path|road} again!`,
      `${a.name} climbed up on a big rock, and from there ${a.he} could see {the path|the road|a tree ${a.he} knew} again.`,
      `${a.name} climbed a big rock and looked out, and there, behind {a thicket|a clump of ferns|an old stump}, ${a.he} caught sight of the path again.`,
    );
  },
];

export const weather: Bank<EnCtx> = [
  (c) =>
    by(
      c,
      `It began to rain, {drip, drop|pitter, patter|plip, plop}! ${team(c)} hid under {a big leaf|a tree|a rock}.`,
      `A shower came, {pitter-patter|drip, drop, plop}, and ${team(c)} crept under {a big leaf|a wide tree|a rocky ledge} until it was over.`,
      `{Without any warning|All of a sudden|Out of nowhere} a {shower|summer shower|quick rain} came pattering down, and ${team(c)} sheltered under {an enormous leaf|a wide old tree|a rocky ledge} and listened to the drops until the sun came back.`,
    ),
  (c) => {
    const a = who(c);
    return by(
      c,
      `{Whoosh|Whee|Woo}, went the wind, and ${a.name} held on {tight|to a tree${a.dressed ? `|to ${a.his} hat` : ''}}.`,
      `A gust came rushing through ${c.place.the} and ${a.dressed ? `nearly blew ${a.poss} {hat|scarf${c.goal === 'find' ? '|map' : ''}} away` : `ruffled ${a.poss} ${worn(a)}`}.`,
      `A gust came rushing through ${c.place.the}, tugging at everything it could reach, and for a while ${c.team.they} could only hold on and laugh.`,
    );
  },
  (c) =>
    by(
      c,
      `A {white|grey|soft} fog {rolled|crept|drifted} over ${c.place.the}, {soft and still|thick as wool|cool and damp}.`,
      `A {soft white|thick grey|cool white} fog rolled {in|over ${c.place.the}|between the trees}, and for a while ${c.team.they} could only see {a few steps|an arm's length|${c.team.their} own feet} ahead.`,
      `A {soft|thick|cool} white fog rolled in, so thick that the world shrank to {a few steps of path|an arm's length|a grey little room}, and every sound seemed {close and secret|muffled and strange|far away}.`,
    ),
  (c) => {
    const a = who(c);
    return by(
      c,
      `There was a rumble far away, but it was just a {grumpy|sleepy|big} cloud.`,
      `{There was a far-off rumble|Something rumbled far away|The sky grumbled over ${c.place.the}|A low rumble rolled in}. "Just a {grumpy|sleepy|noisy} cloud," said ${a.name}, "far away."`,
      `There was a low rumble {far away|behind the hill|in the sky}, but "just a {grumpy|sleepy|noisy} cloud," said ${a.name}, and the cloud sailed {off|on|over the hill|the other way}.`,
    );
  },
  (c) =>
    by(
      c,
      `It began to {hail|sleet|drizzle}, but only a bit.`,
      `A few big, cold drops fell, and ${team(c)} {ran for shelter|pulled up ${c.team.their} hoods|stood under a roof} and waited.`,
      `A few big, cold drops fell, then {ten|a hundred|a thousand} more, and ${team(c)} {ran to shelter under a roof|huddled under a fir tree} and waited while {the rain drummed|it dripped from every side}.`,
    ),
];

export const camp: Bank<EnCtx> = [
  (c) =>
    by(
      c,
      `${team(c)} made a small fire, warm and {bright|cosy|crackly}.`,
      `As the light began to fade, ${team(c)} lit a little fire ${c.place.in} and sat close.`,
      `As the light began to fade, ${team(c)} gathered dry twigs ${c.place.in} and lit a little fire, and its warm glow pushed the shadows back.`,
    ),
  (c) =>
    by(
      c,
      `${c.team.they} ate {bread|soup|apples|sausages} by the fire, {yum|mmm|munch}.`,
      `${c.team.they} toasted {bread|marshmallows|apples|sausages} over the fire and watched the sparks fly up.`,
      `${c.team.they} toasted {bread on sticks|marshmallows|sausages} and watched the sparks float up to join the stars.`,
    ),
  (c) =>
    by(
      c,
      `An owl said hoo, and the stars came out {one by one|in a row|slowly}.`,
      `{Somewhere|High in a tree|Far away} {an owl hooted softly|an owl said hoo-hoo|an owl called}, and {one by one the stars came out|the sky filled with stars|the first star peeked out}.`,
      `{Somewhere|High in a tree|Far away over ${c.place.the}} an owl hooted softly, and one by one the stars came out, as if someone were lighting {lamps|lanterns} all over the sky.`,
    ),
  (c) => {
    const a = who(c);
    return by(
      c,
      `${a.name} looked up and found a star shaped like {a boat|a bear|a cup}.`,
      `${a.name} lay back and found shapes in the stars: {a boat|a ship}, a bear and {a cup|a dragon}.`,
      `${a.name} lay back and found pictures in the stars: {a boat|a ship}, a bear and {a cup|a kite}, and something that might have been a very small dragon.`,
    );
  },
  (c) => {
    const a = who(c);
    return by(
      c,
      `By the fire ${a.name} told a {story|ghost story|joke}.`,
      `By the fire ${a.name} told a {short|funny|slightly spooky} story about {a troll|a sea serpent|a talking kettle}, and everyone {laughed|shivered|listened}.`,
      `By the fire ${a.name} told a story about {a troll who was scared of mice|a sea serpent who wanted to learn to knit|a kettle that could sing}, and it grew {longer and funnier|stranger and stranger} by the minute.`,
    );
  },
];
