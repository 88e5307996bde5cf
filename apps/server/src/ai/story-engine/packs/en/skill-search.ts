// How a helper who has offered to help looks for the lost trail in their own way: the dog with
// its nose, the owl with its eyes, the mole with its claws. The clue is found where they point.
import type { Bank } from '../../compose/ctx-base';
import type { EnCtx } from '../../compose/ctx-en';
import { theKind } from '../../compose/met-actor';
import type { HelperSkill } from '../../lexicon/creatures';
import { by } from '../by-band';
import { team } from './slots';
import { isBare } from '../ground';

const h = (c: EnCtx) => c.helper as NonNullable<EnCtx['helper']>;
const k = (c: EnCtx) => theKind(h(c));
const WET = new Set(['sea', 'island', 'underwater', 'lake', 'river', 'beach']);
/** Something heavy to shift where they are: a boulder in a cave, a chest indoors, a log out. */
const heavy = (c: EnCtx) =>
  c.setting === 'cave' || isBare(c.setting)
    ? '{a huge stone|a big boulder}'
    : c.outdoors
      ? '{a huge stone|a heavy log|a great tangle of roots}'
      : '{a heavy cupboard|an old chest|a tower of books}';
/** Something high to look out from. */
const perch = (c: EnCtx) =>
  c.setting === 'cave'
    ? '{a big rock|a rocky ledge}'
    : c.outdoors
      ? '{a big rock|a tall mound}'
      : '{a shelf|a tall cupboard}';
/** Where a small one fits. */
const nooks = (c: EnCtx) =>
  c.outdoors || c.setting === 'cave'
    ? '{the roots|the stones|the thick bushes}'
    : '{the furniture|the shelves|the table legs}';
const floor = (c: EnCtx) => (c.outdoors ? 'ground' : 'floor');

export const skillSearch: Record<HelperSkill, Bank<EnCtx>> = {
  wisdom: [
    (c) =>
      by(
        c,
        `"Lost things hide where it is {quiet|shady|snug}," said ${k(c)}, and pointed.`,
        `${k(c)} {thought for a moment|scratched ${h(c).his} head|went quiet for a little while}. "Lost things {like quiet corners|roll to the lowest spot|end up where the wind drops them}," ${h(c).he} said, and pointed to the one place nobody had looked.`,
        `${k(c)} {stood very still|sat quite still|closed ${h(c).his} eyes} and thought it through. "Whoever passed this way was {in a hurry|rushing|in a great rush}," ${h(c).he} said at last, "and things dropped in a hurry {roll to the lowest spot|end up in the quietest corner|stay where nobody looks}." And ${h(c).he} pointed {off to one side|without another word|with a small nod}.`,
      ),
    (c) =>
      by(
        c,
        `${k(c)} remembered something and said, "Look {over there|behind that|under that}."`,
        `${k(c)} {suddenly remembered|thought of|all at once recalled} something ${h(c).he} had {seen|heard|noticed} {that morning|earlier that day|not long ago}, and {said|whispered|called}, "{Now I know where to look|Follow me|I think I know}!"`,
      ),
    (c) =>
      by(
        c,
        `${k(c)} {blinked slowly|tilted ${h(c).his} head|nodded slowly} and pointed.`,
        `${k(c)} {blinked slowly|tilted ${h(c).his} head|rubbed ${h(c).his} brow} and {murmured|whispered|said softly}, "{Lost things often lie lower than you think|Look where nobody has looked yet|Nobody searches the messiest spot}." Then ${h(c).he} pointed {off to one side|towards a shadow|towards a quiet spot} ${c.place.in}.`,
        `For a long while ${k(c)} said nothing at all and only {blinked|gazed about|rocked slowly to and fro}. "{Those who search in a hurry miss what matters|What you never look for, you seldom find|A trail must be read slowly, like a letter}," ${h(c).he} said at last, and pointed {without another word|with a small nod|quite calmly} to the one place nobody had looked.`,
      ),
  ],
  sight: [
    (c) =>
      by(
        c,
        `${k(c)} looked all around with sharp eyes, and then ${h(c).he} pointed.`,
        `${k(c)} looked out over ${c.place.the} with ${h(c).his} sharp eyes, {slowly|carefully|without blinking}, from one side to the other, and all at once ${h(c).he} {pointed|went still|nodded}.`,
        `${k(c)} went up where ${h(c).he} could see the whole of ${c.place.the}, and looked, patch by patch, until ${h(c).his} sharp eyes caught something no one else had seen.`,
      ),
  ],
  nose: [
    (c) =>
      by(
        c,
        `${k(c)} {snuffled|sniffed|snorted} {three|four|lots of} times and {stopped|sat down|pointed ${h(c).his} snout}.`,
        `${k(c)} lifted ${h(c).his} snout, {snuffled|sniffed|snorted} {twice|three times|four times} {at the air|along the ${floor(c)}}, and then {trotted|padded|scurried} straight over to {a spot|a patch} nobody had thought of.`,
        `"{Something smells different here|I know this smell|Someone has walked this way}," said ${k(c)}, and followed the scent with ${h(c).his} nose {low to the ${floor(c)}|high in the air|this way and that} ${c.place.in}, {past everything else|around every bump|over whatever lay in the way}, until ${h(c).he} {stopped short|sat down|looked up with a sly look}.`,
      ),
    (c) =>
      by(
        c,
        `${k(c)} sniffed and sniffed, round and round, and then stopped.`,
        `${k(c)} put ${h(c).his} nose to the ${floor(c)} and sniffed {this way and that|back and forth|in zigzags}, {round and round|there and back|over and under}, until ${h(c).he} {stopped and looked up|stood stock still|sat down with a pleased snort}.`,
        `${k(c)} put ${h(c).his} nose to the ${floor(c)}, sniffed in a wide circle, then a smaller one, then a smaller one still, until ${h(c).he} {stopped dead and would not budge|sat down and would not move|lifted ${h(c).his} snout and would go no further}.`,
      ),
  ],
  strength: [
    (c) =>
      by(
        c,
        `${k(c)} moved the biggest stone, and looked under it.`,
        `${k(c)} shifted the heaviest thing ${c.place.in}, {the one nobody else could move|something nobody else could even lift|a thing so heavy the ${floor(c)} creaked}, and there underneath was {something|a clue|something shiny}.`,
      ),
    (c) =>
      by(
        c,
        `${k(c)} {lifted|pushed|rolled} something heavy, and underneath was a clue.`,
        `{With one heave|With a grunt|With a big breath}, ${k(c)} {lifted|rolled|pushed} ${heavy(c)} out of the way, and {there|underneath|behind it} lay {a clue|something|something nobody had seen}.`,
      ),
  ],
  small: [
    (c) =>
      by(
        c,
        `${k(c)} crept into a tiny {gap|crack|hole} and came out again, very pleased.`,
        `${k(c)} squeezed into a {gap|crack|hole} so narrow that nobody else could follow, and came out again {with a very pleased look|whiskers first, looking very pleased|with dust on ${h(c).his} nose and a big grin}.`,
      ),
    (c) =>
      by(
        c,
        `${k(c)} went {under|behind} where nobody else fitted.`,
        `"Wait here," said ${k(c)}, and slipped {${c.outdoors ? 'under the lowest root|between two stones' : 'behind a loose board|under the cupboard'}} where nobody else could fit. {Scritch, scratch.|Rustle, rustle.|Pitter, patter.} Then ${h(c).he} {called out|squeaked|whispered}, "{Come and look|There's something here|See what I found}!"`,
      ),
    (c) =>
      by(
        c,
        `${k(c)} {crept|slipped|wriggled} {behind|under|between} something and {found a clue|squeaked happily}.`,
        `${k(c)} was small enough to {creep|slip|squeeze} in among ${nooks(c)}, and in there, {in the half-dark|among the dust and crumbs|where nobody else could reach}, ${h(c).he} found {a clue|something glinting|just what they had been looking for}.`,
      ),
  ],
  carry: [
    (c) =>
      by(
        c,
        `${k(c)} lifted ${c.team.them} up high, and from there they could see more.`,
        `${k(c)} let ${c.team.them} climb up high on ${h(c).his} back, and from up there ${team(c)} could see {a great deal further|over everything|right to the far edge}.`,
      ),
    (c) =>
      by(
        c,
        `${k(c)} carried ${c.team.them} {a little way|around|up high}, and they spotted something.`,
        `"Climb on!" said ${k(c)}, and with ${c.team.them} on ${h(c).his} back ${h(c).he} {walked|ambled|plodded} {along|all around|back and forth} ${c.place.in}, until ${team(c)} {shouted|pointed and shouted|whispered}, "{There|Stop|Look there}!"`,
      ),
  ],
  light: [
    (c) =>
      by(
        c,
        `${k(c)} shone a light into every dark corner.`,
        `${k(c)} glowed brighter and brighter and shone into every dark corner ${c.place.in}, one after another.`,
      ),
    (c) =>
      by(
        c,
        `${k(c)} shone {behind|under|into} everything, and there was a clue.`,
        `${k(c)} {held the light low|shone in zigzags|swept the light slowly along}, {nook by nook|patch by patch|from one side to the other}, until something ${c.place.in} {glinted|sparkled|threw the light back}.`,
      ),
  ],
  magic: [
    (c) =>
      by(
        c,
        `${k(c)} whispered a tiny spell, and something began to glow.`,
        `${k(c)} whispered a small {finding spell|seeking rhyme|spell}, and for a moment everything that had been touched that day {glowed|shimmered|gleamed} {a faint silver|moonlight blue|honey gold}.`,
      ),
    (c) =>
      by(
        c,
        `${k(c)} {spun round|blew softly|hummed}, and a clue {lit up|sparkled|appeared}.`,
        `${k(c)} {spun round once|blew out a long breath|drew a circle in the air}, and tiny {sparks|specks of light|stars} {danced|drifted|floated} over to {a spot|a nook|a patch} ${c.place.in} and stayed there, {twinkling|glittering|glowing}.`,
      ),
  ],
  fix: [
    (c) =>
      by(
        c,
        `${k(c)} looked at every little bit and piece, and picked out one.`,
        `${k(c)} looked over every bit and piece ${c.place.in} the way someone who mends things does, and set aside the one that did not belong.`,
      ),
  ],
  swim: [
    (c) =>
      WET.has(c.setting)
        ? by(
            c,
            `${k(c)} swam along the edge and looked into every pool, and then pointed.`,
            `${k(c)} swam slowly along the water's edge, looking into every pool and under every floating leaf, and then pointed.`,
          )
        : null,
  ],
  climb: [
    (c) =>
      by(
        c,
        `${k(c)} climbed up high and looked down.`,
        `${k(c)} climbed {as high as ${h(c).he} could go|right to the top|up to the highest spot} and looked down, and from up there {one spot looked different from the rest|${h(c).he} could see what nobody else had seen|something odd caught ${h(c).his} eye}.`,
      ),
    (c) =>
      by(
        c,
        `${k(c)} {climbed|scrambled|clambered} up and {looked out|peered about|had a look round}.`,
        `Up ${k(c)} {climbed|scrambled|clambered}, {hold by hold|bit by bit|quick as anything}, and from the top of ${perch(c)} ${h(c).he} {pointed|waved|nodded} at {a spot|a patch|something} nobody had looked at.`,
      ),
  ],
  dig: [
    (c) =>
      by(
        c,
        `${k(c)} dug and dug where the ground was soft.`,
        `${k(c)} started to dig where the ground was {softest|loosest|darkest}, and the earth {flew|sprayed|went flying} {every which way|out behind|in little clouds}, and then ${h(c).he} stopped {short|all at once|with ${h(c).his} snout in the air}.`,
      ),
    (c) =>
      by(
        c,
        `${k(c)} dug {fast|eagerly|deep} and found {something|a clue|something odd}.`,
        `{Scritch, scratch|Scrape, scrape|Dig, dig} went ${k(c)} ${c.place.in}, {deeper and deeper|a little to the left and then a little to the right|until only a tail stuck out}, and there, under the ${c.outdoors ? 'earth' : 'dust'}, lay {a clue|something|the answer}.`,
      ),
  ],
  song: [
    (c) =>
      by(
        c,
        `${k(c)} sang a clear note, and something far off answered.`,
        `${k(c)} sang one long, clear note and listened, head on one side, and from somewhere close by came a faint answer.`,
      ),
  ],
  clever: [
    (c) =>
      by(
        c,
        `${k(c)} had an idea: "Let's {go back to where it began|look where we have already been}."`,
        `${k(c)} had an idea. "We have been looking too far {ahead|away|off}," ${h(c).he} said, "so let's {look|search} {where we have already been|where we came from|right behind us}."`,
      ),
    (c) =>
      by(
        c,
        `${k(c)} went slowly back the way they had come and looked closely.`,
        `${k(c)} went {slowly|quietly} back the way they had come, step by step, and {saw everything with new eyes|suddenly stopped}.`,
      ),
    (c) =>
      by(
        c,
        `${k(c)} {grinned slyly|winked|nodded}: "I have a plan!"`,
        `${k(c)} {rubbed ${h(c).his} chin|drummed ${h(c).his} toes|tilted ${h(c).his} head} and said, "{If I were a clue|If I wanted to hide|If I were a track}, where would I {be|go|lie}?" And then ${h(c).he} {knew|saw it|understood}.`,
      ),
  ],
};
