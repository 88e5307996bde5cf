// The feared thing met where it happens, and the small brave steps taken towards it there:
// a storm over the meadow is counted through, the dark in the cave is walked into step by step.
// Each pair is [ages 3–5 (nine words or fewer, so it is never cut in two), older].
import type { EnCtx } from '../../../compose/ctx-en';
import { fearStepBanks } from '../../fear-step-banks';
import { MORE_STEPS } from './fear-steps-more';
import { NIGHT_STEPS } from './fear-steps-night';
import type { FearPair, FearSteps } from '../../fear-step-banks';
import { limb } from '../slots';
import { cap, cover, he, o } from './fear-who';

type Pair = FearPair<EnCtx>;
const self = (c: EnCtx) => `${c.owner.him}self`;
/** Whoever could wander off and leave the owner alone for a while. */
const other = (c: EnCtx) => (c.buddy ?? c.helper)?.name;

/** What is high at a place of this setting. */
const HIGH: Partial<Record<string, string>> = {
  beach: 'the high cliff',
  lake: 'the diving rock',
  mountain: 'the rocky path',
  playground: 'the climbing frame',
  castle: 'the tower stairs',
  forest: 'the tall tree',
  jungle: 'the tall tree',
};
const high = (c: EnCtx) => HIGH[c.setting] ?? 'the high wall';

/** Met again, by name: "In the cave, there it was again: the dark." */
const byName: Pair[] = [
  [
    (c) => `${cap(c.place.in)}, there it was again: ${c.fear?.it ?? 'the dark'}.`,
    (c) => `And ${c.place.in}, there it was again, waiting: ${c.fear?.it ?? 'the dark'}.`,
  ],
  [
    (c) => `${cap(c.fear?.it ?? 'the dark')} {was|came} ${c.place.in} too.`,
    (c) =>
      `${cap(c.fear?.it ?? 'the dark')} had come ${c.place.in} too, {bigger than ever|as if it had followed them|just as before}.`,
  ],
];

const STEPS: Record<string, FearSteps<EnCtx>> = {
  thunder: {
    meet: [
      [
        (c) => `{Boom|Crash|Rumble}! Thunder rolled over ${c.place.the}.`,
        (c) =>
          `Dark clouds came rolling over ${c.place.the}, and then, {BOOM|CRASH}, the thunder shook the air.`,
      ],
      [
        () => `A storm came, and the sky went {flash|crash}.`,
        (c) =>
          `The sky over ${c.place.the} went grey, then black, and a flash of lightning lit up {everything|every blade of grass|the whole sky}.`,
      ],
      [
        (c) => `Over ${c.place.the}, the thunder began to {rumble|grumble|boom}.`,
        (c) =>
          `Then, over ${c.place.the}, the thunder began to {rumble|grumble}, and the first big raindrops fell.`,
      ],
    ],
    again: byName,
    fail: [
      [
        (c) => `${o(c)} {peeked|looked} at the storm, then {hid|curled up|covered both ears}.`,
        (c) =>
          `${o(c)} tried to count between the flash and the boom, but at the boom ${he(c)} hid behind ${cover(c)}.`,
      ],
      [
        (c) => `At the next boom, ${o(c)} {jumped|squeaked} and ran.`,
        (c) =>
          `${o(c)} stood still for one flash, but the next boom was so loud that ${he(c)} {ran for cover|covered both ears}.`,
      ],
    ],
    step: [
      [
        (c) =>
          `At {the next|another} boom, ${o(c)} {stayed|sat still|stood still} and {counted|hummed}.`,
        (c) =>
          `At the next boom ${o(c)} stayed where ${he(c)} was and counted, "one, two, three", and the rumble was {already further away|rolling off over the hills}.`,
      ],
      [
        (c) => `${o(c)} {watched|counted|looked at} the lightning and did not hide.`,
        (c) =>
          `This time ${o(c)} watched the lightning {dance|flicker} far away and did not hide, and the thunder was only a grumble.`,
      ],
    ],
  },
  dark: {
    meet: [
      [
        (c) => `${cap(c.place.in)}, it was {dark|very dark|pitch black}{ all around| everywhere|}.`,
        (c) =>
          `${cap(c.place.in)} the light was gone, and the shadows were long and {deep|black|still}.`,
      ],
      [
        (c) => `The light {went out|faded|was gone} ${c.place.in}.`,
        (c) =>
          `Deep inside, where the light did not reach, ${c.place.the} was {pitch black|dark as a pocket|dark as night}.`,
      ],
      [
        (c) => `The shadows grew {long|big|black|dark} ${c.place.in}{| now| all at once}.`,
        (c) =>
          `${cap(c.place.in)} the shadows grew {long|big|black}, and soon ${o(c)} could hardly see ${c.owner.his} own {feet|nose}.`,
      ],
      [
        (c) => `{Not one light|No lamp|Not a star} shone ${c.place.in}{ now| any more|}.`,
        (c) =>
          `{Not one light|No lamp|Not a single star} shone ${c.place.in}, and the dark lay {thick and still|black as ink|heavy over everything}.`,
      ],
      [
        (c) =>
          `The dark {crept closer|came creeping|settled down|sank down} ${c.place.in}{| softly| bit by bit}.`,
        (c) =>
          `The dark {crept closer|came creeping|settled down} ${c.place.in}, {quiet as a cat|soft as a blanket|thick and black}, and {the colours went|the path was gone|everything was grey}.`,
      ],
    ],
    again: byName,
    fail: [
      [
        (c) =>
          `${o(c)} {stepped|crept|tiptoed} into the dark, then {ran back|turned back|hopped back|hurried out}.`,
        (c) =>
          `${o(c)} {took one step|tiptoed two steps} into the dark, but then a shadow moved, and ${he(c)} ran back to the light.`,
      ],
      [
        (c) =>
          `${o(c)} {peeked|looked|peered} into the dark and {shut both eyes|turned away|held ${c.owner.his} breath}.`,
        (c) =>
          `${o(c)} peeked into the dark, but it looked so big that ${he(c)} {shut both eyes|stepped back} at once.`,
      ],
      [
        (c) =>
          `${o(c)} {hugged|stayed close to|hid behind} ${cover(c)} and {shut both eyes|shook|did not look}.`,
        (c) =>
          `${o(c)} {stayed close to|hid behind} ${cover(c)} and did not dare to {look up|go on|open ${c.owner.his} eyes} ${c.place.in}.`,
      ],
      [
        (c) =>
          `{Something rustled|A shadow moved|Something creaked|A mouse squeaked}, and ${o(c)} {jumped|hopped|ran} {back|away}.`,
        (c) =>
          `${cap(c.place.in)} {something rustled|a shadow moved|something creaked}, and ${o(c)} {jumped back|ran back to the light|hid} before ${he(c)} could see what it was.`,
      ],
    ],
    step: [
      [
        (c) => `${o(c)} took {three|four|five} {steps|small steps|brave steps} into the dark.`,
        (c) =>
          `This time ${o(c)} walked {five|six} steps into the dark, and ${c.owner.his} eyes got used to it; there was only {a sleepy moth|a root|a round stone}.`,
      ],
      [
        (c) => `${o(c)} counted to {ten|five|twenty} in the dark{, calmly|}.`,
        (c) =>
          `${o(c)} stood in the dark and counted to ten, and by ten the shadows were only shadows.`,
      ],
      [
        (c) =>
          `${o(c)} {breathed slowly|hummed a bit|held on} and went {one step|two steps} further in.`,
        (c) =>
          `${o(c)} {breathed slowly|hummed a little tune|stayed close to ${cover(c)}} and went {one step|two steps|three steps} further into the dark, and nothing happened.`,
      ],
      [
        (c) => `Bit by bit, ${o(c)} could see {a root|a stone|a sleepy moth|a bush}.`,
        (c) =>
          `Bit by bit ${o(c)}'s eyes got used to the dark ${c.place.in}, and there was only {a root|a stone|a sleepy moth|a bush}, nothing scary at all.`,
      ],
      [
        (c) => `${o(c)} {waved|smiled|nodded} at the dark, and it stayed {still|calm|kind}.`,
        (c) =>
          `${o(c)} {waved|smiled|nodded} at the dark ${c.place.in}, and the dark just stayed {still|calm|where it was}, like a big, quiet friend.`,
      ],
    ],
  },
  water: {
    meet: [
      [
        (c) => `The water ${c.place.in} was {deep|wide|cold}.`,
        (c) =>
          `The water ${c.place.in} was deep and {dark|wide|green}, and little waves lapped at the edge.`,
      ],
      [
        (c) => `Waves {lapped|splashed} at the edge ${c.place.in}.`,
        (c) =>
          `Little waves {lapped|splashed} at the edge ${c.place.in}, and further out the water was {dark and deep|deeper than ${o(c)} was tall}.`,
      ],
    ],
    again: byName,
    fail: [
      [
        (c) =>
          `${o(c)} dipped {a toe|${c.owner.hands ? 'a foot' : `a ${limb(c.owner)}`}} in and {jumped back|stepped back}.`,
        (c) =>
          `${o(c)} stood at the edge and dipped one toe in, but the water looked so deep that ${he(c)} stepped back at once.`,
      ],
      [
        (c) => `${o(c)} waded in {one step|a little}, then {ran out|turned fast|hurried out}.`,
        (c) =>
          `${o(c)} waded in one step, but a little wave splashed up, and ${he(c)} {hurried|ran} back out.`,
      ],
    ],
    step: [
      [
        (c) => `${o(c)} waded in where it was shallow{, and smiled|, and stayed|}.`,
        (c) =>
          `This time ${o(c)} waded in where it was shallow, up to ${c.owner.his} tummy, and the water held ${c.owner.him} gently.`,
      ],
      [
        (c) => `${o(c)} splashed and kicked, and stayed in.`,
        (c) =>
          `${o(c)} splashed and kicked and stayed in a whole minute, and the water was {not so scary|quite nice|even fun}.`,
      ],
    ],
  },
  waves: {
    meet: [
      [
        (c) => `The waves {rolled|crashed|splashed} in ${c.place.in}.`,
        (c) =>
          `${cap(c.place.in)} the waves came rolling in, one after another, and {broke white|sprayed foam|crashed with a roar} at the edge.`,
      ],
      [
        (c) => `A big wave rolled in ${c.place.in}, {whoosh|splash}!`,
        (c) =>
          `The wind blew ${c.place.in}, and the waves grew {bigger and bigger|taller than ${o(c)}|white on top}.`,
      ],
    ],
    again: byName,
    fail: [
      [
        (c) => `A wave came, and ${o(c)} {ran|hurried} back out.`,
        (c) =>
          `${o(c)} waded in up to ${c.owner.his} knees, but then a wave splashed ${c.owner.him} in the face, and ${he(c)} {turned fast|ran back to the shore}.`,
      ],
      [
        (c) => `${o(c)} looked at the waves and {stepped back|backed away}.`,
        (c) =>
          `${o(c)} stood at the edge watching the waves, and each time one came, ${he(c)} stepped back.`,
      ],
    ],
    step: [
      [
        (c) => `${o(c)} let a small wave wash over ${c.owner.his} toes.`,
        (c) =>
          `This time ${o(c)} stayed put and let a small wave swirl around ${c.owner.his} legs, and it was {not so scary|only tickly|almost fun}.`,
      ],
      [
        (c) => `${o(c)} jumped over a wave and laughed.`,
        (c) =>
          `${o(c)} counted the waves, one, two, three, and jumped over the third, and then ${he(c)} jumped another.`,
      ],
    ],
  },
  dogs: {
    meet: [
      [
        (c) => `{Woof|Woof, woof}! A big dog barked ${c.place.in}.`,
        (c) =>
          `${cap(c.place.in)} stood a big dog with long legs, barking {WOOF|WOOF, WOOF} so loud it echoed.`,
      ],
      [
        (c) => `A big dog came {running|trotting} up ${c.place.in}.`,
        (c) =>
          `A big, shaggy dog came trotting up ${c.place.in}, taller than ${o(c)} when it stood up.`,
      ],
    ],
    again: byName,
    fail: [
      [
        (c) => `The dog barked, and ${o(c)} hid behind ${cover(c)}.`,
        (c) =>
          `${o(c)} took one step towards the dog, but when it barked, ${he(c)} hid behind ${cover(c)}.`,
      ],
      [
        (c) => `${o(c)} froze when the dog came to sniff.`,
        (c) =>
          `The dog came over to sniff, and ${o(c)} stood stiff as a post, heart in ${c.owner.his} mouth.`,
      ],
    ],
    step: [
      [
        (c) => `${o(c)} stood still and let the dog sniff.`,
        (c) =>
          `This time ${o(c)} stayed put and let the dog sniff, and its tail wagged {like a fan|to and fro}.`,
      ],
      [
        (c) => `"Hello, doggy," said ${o(c)}, and the dog wagged.`,
        (c) =>
          `"Hello, doggy," said ${o(c)} softly, and the big dog sat down and wagged, {gentle as a lamb|calm and happy}.`,
      ],
    ],
  },
  audience: {
    meet: [
      [
        (c) => `${cap(c.place.in)} {lots of folk|a whole crowd} sat waiting.`,
        (c) =>
          `${cap(c.place.in)} a whole crowd had gathered, and every eye looked straight at ${o(c)}.`,
      ],
      [
        (c) => `Everyone turned to look at ${o(c)}.`,
        (c) => `It went quiet ${c.place.in}, and everyone turned to look at ${o(c)}.`,
      ],
    ],
    again: byName,
    fail: [
      [
        (c) => `${o(c)} saw all the eyes and hid.`,
        (c) =>
          `${o(c)} took one step forward, but when ${he(c)} saw all the eyes, ${he(c)} hid behind ${cover(c)}.`,
      ],
      [
        (c) => `${o(c)} went pink and turned away.`,
        (c) =>
          `${o(c)} stood in front of everyone, but ${c.owner.his} knees shook, and ${he(c)} hurried back.`,
      ],
    ],
    step: [
      [
        (c) => `${o(c)} looked at just one friendly face.`,
        (c) =>
          `This time ${o(c)} looked only at ${c.buddy?.name ?? 'one friendly face'}, and everyone else faded away.`,
      ],
      [
        (c) => `${o(c)} stood in front of everyone and smiled.`,
        (c) =>
          `${o(c)} stayed in front of everyone, and some smiled back, and it was {rather nice|almost fun|not bad at all}.`,
      ],
    ],
  },
  height: {
    meet: [
      [
        (c) => `${cap(high(c))} went up and up.`,
        (c) =>
          `${o(c)} looked up at ${high(c)}: it went up so high that it made ${c.owner.him} dizzy.`,
      ],
      [
        (c) => `${cap(c.place.in)}, ${high(c)} was {so|very} high.`,
        (c) =>
          `${cap(c.place.in)} ${high(c)} went up and up, {higher than a house|higher than the birds|as high as the clouds}.`,
      ],
    ],
    again: byName,
    fail: [
      [
        (c) => `${o(c)} climbed {one step|a bit}, looked down and {froze|shook}.`,
        (c) =>
          `${o(c)} climbed a little way up, but then ${he(c)} looked down, and ${c.owner.his} legs {went wobbly|turned to jelly}.`,
      ],
      [
        (c) => `${o(c)} climbed two steps and slid back down.`,
        (c) =>
          `${o(c)} held on tight and climbed two steps, but the ground looked so far away that ${he(c)} {slid back down|climbed back down}.`,
      ],
    ],
    step: [
      [
        (c) => `${o(c)} looked only up, and climbed {three|four|five} steps.`,
        (c) =>
          `This time ${o(c)} looked only at the next step, not at the ground, and climbed {three|four} steps higher.`,
      ],
      [
        (c) => `${o(c)} sat up high and waved!`,
        (c) =>
          `${o(c)} sat on a high step and held on, and after a while ${he(c)} even dared to {wave|look at the view}.`,
      ],
    ],
  },
  alone: {
    meet: [
      [
        (c) =>
          other(c)
            ? `${other(c)} went to look ahead, and ${o(c)} was alone.`
            : `Nobody else was there. ${o(c)} was all alone.`,
        (c) =>
          other(c)
            ? `${other(c)} {went off|ran ahead|wandered off} to {look ahead|find the way|have a peek}, and {for a while|for a moment|all at once} ${o(c)} was {all|quite|completely} alone ${c.place.in}.`
            : `There was nobody else ${c.place.in}, not a single soul, and ${o(c)} was all alone.`,
      ],
      [
        (c) =>
          other(c)
            ? `${other(c)} {ran|hurried} off, and ${o(c)} was left alone.`
            : `${cap(c.place.in)}, ${o(c)} was all on ${c.owner.his} own.`,
        (c) =>
          other(c)
            ? `${cap(c.place.in)} ${other(c)} {ran|hurried} off to {fetch something|look around the corner|check a sound}, and ${o(c)} was {left all alone|left on ${c.owner.his} own|alone again}.`
            : `For a long while ${c.place.in} nobody came by, and ${o(c)} was all on ${c.owner.his} own.`,
      ],
    ],
    again: [
      [
        (c) =>
          other(c)
            ? `${other(c)} {wandered|stepped} away, and ${o(c)} was alone again.`
            : `${cap(c.place.in)}, ${o(c)} was alone once more.`,
        (c) =>
          other(c)
            ? `Then ${other(c)} {wandered|stepped} out of sight for a while, and ${o(c)} was left alone again ${c.place.in}.`
            : `${cap(c.place.in)} ${o(c)} found ${self(c)} alone once more, with nobody {near|in sight}.`,
      ],
    ],
    fail: [
      [
        (c) => `${o(c)} tried to wait, but soon called, "Hello?"`,
        (c) =>
          `${o(c)} tried to wait all by ${self(c)}, but after a moment ${he(c)} called out, "Hello? Is anyone there?"`,
      ],
      [
        (c) => `${o(c)} sat down alone, then jumped up again.`,
        (c) =>
          `${o(c)} sat down alone, but every little sound made ${c.owner.him} jump up and look around.`,
      ],
    ],
    step: [
      [
        (c) => `${o(c)} stayed alone and counted to {ten|five|twenty}.`,
        (c) =>
          `This time ${o(c)} stayed alone {a whole minute|until ten}, listening to the birds, and it was not so bad.`,
      ],
      [
        (c) => `${o(c)} hummed a song, all by ${self(c)}.`,
        (c) =>
          `${o(c)} hummed a song all by ${self(c)}, and being alone felt {a bit like being free|quiet, not scary|almost nice}.`,
      ],
    ],
  },
  monsters: {
    meet: [
      [
        () => `In a dark corner, something {rustled|creaked|scratched}.`,
        (c) =>
          `In the darkest corner ${c.place.in}, something {rustled|creaked|scratched}, and two shapes like eyes {glinted|stared}.`,
      ],
      [
        (c) => `Something {growled|grumbled|huffed} ${c.place.in}.`,
        (c) =>
          `Something {growled|grumbled|huffed} softly ${c.place.in}, down low in the dark where nobody could see.`,
      ],
      [
        (c) => `A big shadow {wiggled|wobbled} ${c.place.in}.`,
        (c) =>
          `A big shadow with {pointy ears|long arms|a lumpy head} {wiggled|wobbled} on the wall ${c.place.in}.`,
      ],
    ],
    again: [
      [
        (c) => `${cap(c.place.in)}, something {rustled|creaked} in the dark again.`,
        (c) =>
          `${cap(c.place.in)}, too, something {rustled|creaked|shuffled} in the dark, just like before.`,
      ],
    ],
    fail: [
      [
        (c) => `${o(c)} {peeked|looked} at the corner, then {hid|squeaked|curled up}.`,
        (c) =>
          `${o(c)} tried to peek into the corner, but a shadow wiggled, and ${he(c)} squeaked and hid behind ${cover(c)}.`,
      ],
    ],
    step: [
      [
        (c) => `${o(c)} peeked again. Only {a shadow|a sock|a teddy|a stone}!`,
        (c) =>
          `This time ${o(c)} held up a light and looked, and the monster was only {a heap of old leaves|a shadow that wiggled when ${he(c)} wiggled|a coat on a hook}.`,
      ],
      [
        (c) => `"Hello, monster," said ${o(c)}. Nothing bit.`,
        (c) =>
          `"Hello, monster," said ${o(c)} to the corner, and nothing growled; only a {mouse|beetle|little moth} came out.`,
      ],
    ],
  },
  spiders: {
    meet: [
      [
        () => `A big spider sat in a web, right there.`,
        (c) =>
          `Right there ${c.place.in} hung a web, and in it sat a big spider with {long legs|eight long legs|a round body}.`,
      ],
      [
        (c) => `A spider {dangled|dropped} down ${c.place.in}.`,
        (c) =>
          `${cap(c.place.in)} a spider {dangled|dropped} down on a long silver thread, right in front of ${c.owner.poss} nose.`,
      ],
      [
        (c) => `Spider webs {hung|shone} everywhere ${c.place.in}.`,
        (c) =>
          `Spider webs {hung|shone} everywhere ${c.place.in}, and a {fat|busy|hairy} spider sat in the biggest one.`,
      ],
    ],
    again: byName,
    fail: [
      [
        (c) => `The spider moved, and ${o(c)} jumped back.`,
        (c) =>
          `${o(c)} tried to look at the spider for a count of three, but at two ${he(c)} jumped back with a squeak.`,
      ],
    ],
    step: [
      [
        (c) => `${o(c)} watched the spider spin, and stayed.`,
        (c) =>
          `This time ${o(c)} stayed close and watched the spider spin its web, thread by thread, and it was {quite beautiful|busy, not scary}.`,
      ],
      [
        (c) => `The spider waved a leg. ${o(c)} waved back!`,
        (c) => `The spider lifted one thin leg, and ${o(c)}, very carefully, waved back.`,
      ],
    ],
  },
  new: {
    meet: [
      [
        (c) => `${cap(c.place.in)}, everything was new.`,
        (c) =>
          `${cap(c.place.in)} everything was new: new faces, new sounds and games ${o(c)} did not know.`,
      ],
      [
        (c) => `${cap(c.place.in)}, ${o(c)} knew nobody at all.`,
        (c) =>
          `${cap(c.place.in)} there were {lots of|so many} faces ${o(c)} had never seen, and all of them {were talking at once|seemed to know each other}.`,
      ],
    ],
    again: [
      [
        (c) => `${cap(c.place.in)}, everything was new again.`,
        (c) =>
          `${cap(c.place.in)} everything was new and strange once more, and nobody knew ${o(c)}'s name.`,
      ],
    ],
    fail: [
      [
        (c) => `${o(c)} said "hi" very quietly. Nobody heard.`,
        (c) =>
          `${o(c)} wanted to say hello, but the words got stuck, and ${he(c)} hid behind ${cover(c)}.`,
      ],
    ],
    step: [
      [
        (c) => `${o(c)} said "Hi!" and someone said "Hi!" back.`,
        (c) =>
          `This time ${o(c)} said hello out loud, and someone with a {red cap|big smile|gap in their teeth} said hello back.`,
      ],
      [
        (c) => `${o(c)} tried one new game. It was fun!`,
        (c) =>
          `${o(c)} tried just one new game, only a little, and it was {more fun than expected|not strange at all|quite fun}.`,
      ],
    ],
  },
  ...MORE_STEPS,
  ...NIGHT_STEPS,
};

export const { fearMeet, fearMeetAgain, fearFail, fearStep } = fearStepBanks(STEPS);
