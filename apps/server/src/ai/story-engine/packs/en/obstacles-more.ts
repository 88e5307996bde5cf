// More ways each obstacle can look and be got past, so no stream is like the last one.
import type { Bank } from '../../compose/ctx-base';
import type { EnCtx } from '../../compose/ctx-en';
import type { ObstacleKind } from '../../compose/pack-types';
import { by } from '../by-band';
import { hasDoors } from '../ground';
import { limb, team, teamDressed, who } from './slots';

type More = { problem: Bank<EnCtx>; solo: Bank<EnCtx> };

/** The locked thing in the way: a gate out of doors, a door or hatch where there are houses. */
const shutThe = (c: EnCtx): string =>
  hasDoors(c.setting) ? '{The gate|The door|The hatch}' : '{The gate|The old gate}';

export const obstacleMore: Record<ObstacleKind, More> = {
  stream: {
    problem: [
      (c) =>
        by(
          c,
          `{Splash|Gurgle|Rush}, went {the stream|the river|the water} that ran {across the path|straight ahead|right in front of ${c.team.them}}.`,
          `Right ${c.place.in} {trickled|gushed|foamed} a {cold|wide|green} stream, and there was {no bridge|not one plank|no stepping stone} to cross it.`,
          `Right ${c.place.in} gushed a stream so {wide|fast|cold} that even {frogs|ducks|fish} seemed to think twice before jumping in.`,
        ),
    ],
    solo: [
      (c) => {
        const a = who(c);
        return by(
          c,
          `${a.name} found {a narrow spot|a shallow spot|an old log} and {jumped across|waded over|balanced over}!`,
          `${a.name} walked along the bank to {a narrow spot|a shallow ford|an old fallen log}. There ${c.team.they} {got across|crossed with dry feet|hopped over|made it over, stone by stone|tiptoed over|slipped across}{| at last| with a grin| in no time}.`,
        );
      },
    ],
  },
  steep: {
    problem: [
      (c) =>
        by(
          c,
          `{The hill|The path|The way} ${c.place.in} was {steep as a roof|slippery as a slide|steep as a wall|as rocky as a quarry}.`,
          `The path ${c.place.in} suddenly got {steep|slippery|narrow}, and ${who(c).name} had to {hold on|go on all fours|stop for breath}.`,
        ),
    ],
    solo: [
      (c) => {
        const a = who(c);
        return by(
          c,
          `${a.name} {crawled|climbed|scrambled} {up|to the top} on all fours, {puff, puff|heave, ho|step by step}!`,
          `${a.name} took {one step|one grip|one hold} at a time and {counted out loud|breathed slowly|sang a marching song}, and soon ${c.team.they} stood at the top.`,
        );
      },
    ],
  },
  tunnel: {
    problem: [
      (c) =>
        by(
          c,
          `{It was dark|It was black|It was very dark} {inside the tunnel|in the cave|in the passage}, {brrr|oh dear|hmm}!`,
          `{The path|The way} disappeared into {a dark tunnel|a low cave|a narrow passage}, and inside {it dripped|it whooshed|it was as quiet as a church}.`,
        ),
    ],
    solo: [
      (c) => {
        const a = who(c);
        return by(
          c,
          `${a.name} kept {a ${limb(a)} on the wall|${c.friend ? 'hold of a friendly hand' : 'breathing slowly'}|a lamp up high} and went through {slowly|calmly|bravely}.`,
          `${a.name} kept one ${limb(a)} on the cold wall and {counted the steps|hummed softly|breathed slowly}, until ${c.team.they} saw {light|daylight|the sun} at the other end.`,
        );
      },
    ],
  },
  locked: {
    problem: [
      (c) =>
        by(
          c,
          `${shutThe(c)} was {locked|shut|stuck}, {click|clunk|creak}!`,
          `${shutThe(c)} ${c.place.in} was {locked|shut} with {a big padlock|three bolts|an old iron hook}, and it would not budge.`,
        ),
    ],
    solo: [
      (c) => {
        const a = who(c);
        return by(
          c,
          hasDoors(c.setting)
            ? `${a.name} {knocked nicely|said "please"|rang a small bell}, and {the door opened|someone let them in|the gate swung open}!`
            : `${a.name} {called out nicely|said "please"|rang a small bell}, and {the gate swung open|someone came and let them in|the gate creaked open}!`,
          `${a.name} found {a key under a stone|a little hatch to one side|${hasDoors(c.setting) ? 'a window left ajar' : 'a gap in the fence'}}, and then ${c.team.they} ${c.team.was} {inside|through|on the other side}.`,
        );
      },
    ],
  },
  waves: {
    problem: [
      (c) =>
        by(
          c,
          `The waves grew {big|tall|wild} and {splashed|crashed|roared}!`,
          `The waves grew {big|tall|into white horses} and slapped {against the boat|over the side|on the shore}, and everything got {wet|salty|wobbly}.`,
        ),
    ],
    solo: [
      (c) =>
        by(
          c,
          `${team(c)} held on {tight|very tight|to each other} and waited, and {soon|at last} it was {calm|still|flat as glass}.`,
          `${who(c).name} steered {for the shore|by a star|straight into the waves}, and ${c.team.they} {rode over them|got safely through|danced over the tops} like a duck.`,
        ),
    ],
  },
  wind: {
    problem: [
      (c) =>
        by(
          c,
          `The wind {blew|howled|tugged} so hard that {${teamDressed(c) ? 'hats|coats|hair' : 'leaves|twigs'}} flew!`,
          `The wind ${c.place.in} {howled|tugged|blew} so hard that ${who(c).name} had to {bend low|hold on|walk backwards}.`,
        ),
    ],
    solo: [
      (c) => {
        const a = who(c);
        return by(
          c,
          `${a.name} {crouched low|lay down|hid behind a rock} and waited, and the wind {blew over|gave up|got bored}.`,
          `${a.name} found {shelter behind a big rock|a ditch to walk in|a wall to walk along}, and there the wind was {only a whisper|quite kind|nearly gone}.`,
        );
      },
    ],
  },
  thorns: {
    problem: [
      (c) =>
        by(
          c,
          `{Thorns|Thorny bushes|Prickly brambles} {blocked|closed} the way, {ouch|ow, ow|oof|yikes}!`,
          `A {thick|huge|grumpy|big} thorn bush grew {right across the path|across the way|in the middle of the path} ${c.place.in}, and it {scratched|pricked|snagged} {everything that came near|anyone who tried to pass|sleeves and hair alike}.`,
        ),
    ],
    solo: [
      (c) => {
        const a = who(c);
        return by(
          c,
          `${a.name} {crawled under|found a gap in|went round} the thorns, {with care|slowly|on ${a.his} tummy}.`,
          `${a.name} ${a.hands ? `rolled up ${a.his} sleeves` : `put ${a.his} head down`} and {bent the branches aside|crawled under where it was highest|found an old deer path}, and nobody got {a single scratch|so much as a prick}.`,
        );
      },
    ],
  },
  snow: {
    problem: [
      (c) =>
        by(
          c,
          `The snow was {so deep|very deep|up to the knees}, {crunch|scrunch|squeak}!`,
          `The snow ${c.place.in} was so deep that {legs disappeared|every step was a jump|${c.hero.dressed ? 'boots went missing' : 'only heads poked out'}}, and it was {slow|hard|nearly impossible} going.`,
        ),
    ],
    solo: [
      (c) => {
        const a = who(c);
        return by(
          c,
          `${a.name} made {snowshoes|a sledge|big flat snow feet} from {branches|bark|a board}, and off they went!`,
          `${a.name} tied {fir branches|flat sticks|two boards} under ${a.his} feet like snowshoes, and then it was {easy|fine|much better} across the snow.`,
        );
      },
    ],
  },
  float: {
    problem: [
      (c) =>
        by(
          c,
          `{Whoops|Oh|Up}, ${who(c).name} floated {away|up|off} into the air!`,
          `With no gravity, {the bag|${who(c).name}|the cups} floated {slowly off|up to the roof|round in circles}, and it was hard to get {where ${c.team.they} wanted|from here to there|to the door}.`,
        ),
    ],
    solo: [
      (c) =>
        by(
          c,
          `${team(c)} held on to {a rope|${c.team.plural ? 'each other' : 'a rope'}|a handle} and {pulled along|floated on|paddled through the air}.`,
          `${who(c).name} pushed off {gently|lightly|firmly} with one foot and {floated|sailed|glided} right where ${c.team.they} wanted to go, like a {fish|cloud|soap bubble}.`,
        ),
    ],
  },
};
