// What the helpers can do (told when the team meets them), and how they use it on an obstacle.
import type { Bank } from '../../compose/ctx-base';
import type { EnCtx } from '../../compose/ctx-en';
import type { HelperSkill } from '../../lexicon/creatures';
import { by } from '../by-band';
import { theKind } from '../../compose/met-actor';

const h = (c: EnCtx) => c.helper as NonNullable<EnCtx['helper']>;
const k = (c: EnCtx) => theKind(h(c));

export const skill: Record<HelperSkill, Bank<EnCtx>> = {
  wisdom: [
    (c) =>
      by(
        c,
        `${k(c)} knew {lots of|many|so many} things.`,
        `${k(c)} had lived there a {long|very long} time and knew many {things|stories|secrets}.`,
        `${k(c)} had lived {there|${c.place.in}|round here} longer than anyone could remember and knew {a great many|all sorts of|more} things worth {knowing|remembering|passing on}.`,
      ),
    (c) =>
      by(
        c,
        `${k(c)} had read {a hundred|a thousand|all the} books.`,
        `${k(c)} had read {a hundred|a thousand} books and remembered {every page|most of it|all the good parts}.`,
        `${k(c)} had read more books than there were {stars|leaves on a tree|grains of sand|fish in the sea}, {some said|people said|it was said}, and remembered {most of them|everything that mattered|the useful bits}.`,
      ),
    (c) =>
      by(
        c,
        `${k(c)} knew the answer to {nearly everything|most questions|more than you would think}.`,
        `${k(c)} had seen {many winters|all sorts of things|storms and calm} and knew {what usually helped|where to begin|a good answer to most things}.`,
        `${k(c)} had seen {many winters come and go|more than most|good days and hard ones}, and when someone needed advice, ${h(c).he} {usually|nearly always|most often} knew where to {begin|look|start}.`,
      ),
  ],
  sight: [
    (c) =>
      by(
        c,
        `${k(c)} could see {very far|for miles|everything}.`,
        `From up high, ${k(c)} could see {for miles|ever so far|every path|the whole way ahead}{| ${c.place.in}}.`,
        `From high above, ${k(c)} could see for miles, every {path|field} and every {stream|hedge}.`,
      ),
    (c) =>
      by(
        c,
        `${k(c)} had {sharp|big|good} eyes.`,
        `${k(c)} had eyes so sharp ${h(c).he} could spot {an ant|a pin|a seed} from a treetop.`,
        `${k(c)} had eyes so sharp ${h(c).he} could count {the ants on a stump|the seeds in a sunflower} from the top of a tree.`,
      ),
    (c) =>
      by(
        c,
        `${k(c)} saw {everything|it all from above|every little thing}.`,
        `Nothing ${c.place.in} escaped ${k(c)}, not {an ant|a falling leaf|a missing shoe}.`,
        `Nothing ${c.place.in} escaped ${k(c)}: {not an ant carrying a straw|not a falling leaf|not a lost mitten|not a single crumb}, nor {a door left ajar|a print in the mud|a path that bent|a twig out of place}.`,
      ),
  ],
  nose: [
    (c) =>
      by(
        c,
        `${k(c)} {sniffed|snuffled} the air, sniff, sniff.`,
        `${k(c)} sniffed the air and said, "I {smell|can smell} something."`,
        `${k(c)} lifted ${h(c).his} nose and sniffed the air in short, busy sniffs. "{Interesting|Curious|Aha}," ${h(c).he} said.`,
      ),
    (c) =>
      by(
        c,
        `${k(c)} could smell {anything|cake a mile off|rain before it came}.`,
        `${k(c)} had a nose that could {smell|sniff out|pick up} {cake a mile away|rain before it came|where someone had walked yesterday|a lost sock under the snow|the baker's van two streets off}.`,
      ),
  ],
  strength: [
    (c) =>
      by(
        c,
        `${k(c)} was {very|so} strong.`,
        `${k(c)} was strong enough to lift a {rock as big as a bed|tree trunk|cart}.`,
        `${k(c)} was strong enough to lift a {boulder the size of a bed|whole tree trunk}, though ${h(c).he} was gentle as a feather.`,
      ),
    (c) =>
      by(
        c,
        `${k(c)} was {big and strong|strong as ${h(c).kind === 'bear' ? 'an ox' : 'a bear'}|the strongest for miles}.`,
        `${k(c)} was strong as {${h(c).kind === 'bear' ? 'an ox' : 'a bear'}|ten horses|a tractor}, but spoke {softly and kindly|in the gentlest voice}.`,
      ),
  ],
  small: [
    (c) =>
      by(
        c,
        `${k(c)} was {very|so|teeny} small.`,
        `${k(c)} was so small ${h(c).he} could fit in a {teacup|thimble|walnut shell}.`,
        `${k(c)} was small enough to sleep in a {teacup|thimble} and knew every tiny gap and crack.`,
      ),
    (c) =>
      by(
        c,
        `${k(c)} could creep {in anywhere|through a keyhole|under a door}.`,
        `${k(c)} was so small ${h(c).he} could creep {through a keyhole|under a door|into a bottle}.`,
      ),
    (c) =>
      by(
        c,
        `${k(c)} was small, but {quick|brave|clever}.`,
        `${k(c)} was small enough to hide {in a shoe|behind a cup|under a leaf}, and {quick as lightning|nimble as the wind|quiet as a shadow}.`,
        `${k(c)} was no bigger than {a matchbox|a rubber|a biscuit}, but {quick as lightning|braver than many bigger folk|clever as few}, and got {in where nobody else could|through the narrowest cracks|under the lowest fences}.`,
      ),
  ],
  carry: [
    (c) =>
      by(
        c,
        `${k(c)} had a {strong|big|broad} back.`,
        `${k(c)} had a broad, strong back, {good for carrying friends|just right for riding}.`,
        `${k(c)} had a broad, steady back that had carried many a tired {traveller|child|friend}.`,
      ),
    (c) =>
      by(
        c,
        `${k(c)} could carry {three|four|five} friends at once.`,
        `${k(c)} could carry {three|four|five} friends on ${h(c).his} back and still {walk fast|sing|laugh}.`,
      ),
  ],
  light: [
    (c) =>
      by(
        c,
        `${k(c)} could {glow|shine|make light}.`,
        `${k(c)} could make a {warm|soft|golden} light glow.`,
        `When it was dark, ${k(c)} could make a soft, {warm|golden} light glow.`,
      ),
    (c) =>
      by(
        c,
        `${k(c)} glowed {softly|gently|warmly}, like a lamp.`,
        `${k(c)} glowed softly, like a lamp {someone forgot to turn off|in a window|by a door}.`,
      ),
  ],
  magic: [
    (c) =>
      by(
        c,
        `${k(c)} knew {magic|a spell|a trick}!`,
        `${k(c)} knew a little magic, the kind that {sparkles|twinkles|fizzes}.`,
        `${k(c)} knew a little magic, the quiet kind that {sparkles|glimmers} at the edges.`,
      ),
    (c) =>
      by(
        c,
        `${k(c)} had a {magic wand|magic hat|sparkly bag}.`,
        `${k(c)} had {a magic wand|a sparkly bag|a hat full of stars}, and nobody quite knew what was in it.`,
      ),
  ],
  fix: [
    (c) =>
      by(
        c,
        `${k(c)} could fix {things|anything|most things}.`,
        `${k(c)} could fix {almost anything|nearly anything|any old thing} with {string and glue|tape and wire|a bent pin|a bit of string}.`,
        `${k(c)} could fix {almost anything|nearly anything|just about anything} with a bit of {string|wire|tape}, some glue, and a great deal of {patience|humming|care}.`,
      ),
    (c) =>
      by(
        c,
        `${k(c)} always had {a hammer|pliers|a screwdriver} in ${h(c).his} pocket.`,
        `${k(c)} always kept {a hammer|pliers|a screwdriver} and a roll of string in ${h(c).his} pocket, just in case.`,
      ),
  ],
  swim: [
    (c) =>
      by(
        c,
        `${k(c)} could swim {fast|so fast|like an arrow|very fast indeed}.`,
        `${k(c)} could swim faster than {anyone|a boat|the wind|a fish|a duck|a leaf on a river}{| and never got tired| all day long| without a splash}.`,
        `${k(c)} could swim faster than a river runs.`,
      ),
    (c) =>
      by(
        c,
        `${k(c)} could dive {deep|right down|to the bottom}.`,
        `${k(c)} could dive {right|all the way|straight} to the bottom and back {in a blink|before you could count to ten|without a single bubble|with one kick|as quick as a wink}.`,
      ),
    // A fish lives in the water, not as much at home there as on land.
    (c) =>
      h(c).char.kind === 'fish'
        ? null
        : by(
            c,
            `${k(c)} was {never afraid of water|at home in the water|fond of splashing}.`,
            `${k(c)} was as at home in the water as on land and knew every {stone|current|shallow} {under the surface|along the bank|in the river}.`,
            `${k(c)} was as at home in the water as on land, and knew {where the current pulled|where it was shallow|where the stones lay} long before anyone else {saw it|noticed|thought to ask}.`,
          ),
  ],
  climb: [
    (c) =>
      by(
        c,
        `${k(c)} could climb {anything|up high}.`,
        `${k(c)} could climb anything, even the {tallest tree|steepest wall}.`,
        `${k(c)} could climb anything, even a tree so tall it made other trees {dizzy|nervous}.`,
      ),
    (c) =>
      by(
        c,
        `${k(c)} climbed {faster than a squirrel|like a monkey}.`,
        `${k(c)} {climbed|went up trees|scrambled up walls} faster than {a squirrel|a spider|the wind} and was never afraid of {falling|heights|thin branches|wobbly roofs}.`,
      ),
    (c) =>
      by(
        c,
        `${k(c)} liked to sit {up high|in a tree|on a roof}.`,
        `${k(c)} liked it best {up high|in the treetops|in the highest places}, where ${h(c).he} could see {everything|far|all the way}.`,
        `${k(c)} liked it best {up in the treetops|on the topmost branches|on the ridge of a roof}, and got there {without a second thought|in a blink|as easily as others take the stairs}.`,
      ),
  ],
  dig: [
    (c) =>
      by(
        c,
        `${k(c)} could dig {fast|deep|tunnels}.`,
        `${k(c)} could dig a tunnel faster than you can say {carrot|turnip}.`,
        `${k(c)} could dig a tunnel faster than you can say {carrot cake|turnip soup}.`,
      ),
    (c) =>
      by(
        c,
        `${k(c)} had {big|strong|quick} claws for digging.`,
        `${k(c)} had {strong|long|busy} claws and knew every {tunnel|burrow|hole} under {the ground|the earth|the roots|the hills}.`,
      ),
    (c) =>
      by(
        c,
        `${k(c)} loved to dig {holes|burrows|tunnels}.`,
        `Wherever ${k(c)} had been, there were {little heaps of earth|new holes|neat burrows} {everywhere|all over the wood|all along the path}.`,
        `Wherever ${k(c)} had been, there were {little heaps of earth|fresh holes|neat round burrows}, because ${h(c).he} could dig {under a fence|round a stone|into a hill} in {a blink|a moment|no time at all}.`,
      ),
  ],
  song: [
    (c) =>
      by(
        c,
        `${k(c)} sang a {pretty|sweet|lovely} song.`,
        `${k(c)} had the {loveliest|sweetest} voice for miles.`,
        `${k(c)} had the loveliest voice for miles, and when ${h(c).he} sang, the wind stopped to listen.`,
      ),
    (c) =>
      by(
        c,
        `${k(c)} knew {a hundred|a thousand} songs.`,
        `${k(c)} knew {a hundred|a thousand} songs, one for every mood and {two|three} for bad weather.`,
      ),
  ],
  clever: [
    (c) =>
      by(
        c,
        `${k(c)} was {clever|smart|quick}.`,
        `${k(c)} was clever and always had a {plan|trick|idea}.`,
        `${k(c)} was clever and always had a plan, and usually a spare {plan|one} too.`,
      ),
    (c) =>
      by(
        c,
        `${k(c)} was ${h(c).kind === 'fox' ? '{wise as an owl|quick as a magpie}' : '{sly as a fox|wise as an owl|quick as a magpie}'}.`,
        `${k(c)} was {sly|clever|sharp} as ${h(c).kind === 'fox' ? 'a magpie' : '{a fox|a magpie}'} and {solved|untangled|cracked} {riddles|puzzles|knots} {just for fun|for breakfast|all day long}.`,
      ),
    (c) =>
      by(
        c,
        `${k(c)} {thought fast|was full of ideas|could solve anything}.`,
        `When something was hard, ${k(c)} tilted ${h(c).his} head, and {an idea|a clever answer|a plan} came {at once|straight away|before you knew it}.`,
        `When something was {hard|tricky|a puzzle}, ${k(c)} {tilted ${h(c).his} head|shut ${h(c).his} eyes|sat very still} and thought so hard it nearly creaked, and then came {an idea|a clever answer|a plan nobody else had thought of}.`,
      ),
  ],
};

export const skillHelp: Record<HelperSkill, Bank<EnCtx>> = {
  wisdom: [
    (c) =>
      by(
        c,
        `"I know a way," said ${k(c)}, and showed ${c.team.them} {a path|a short cut|the way}.`,
        `"I know an old path around it," said ${k(c)}, and showed ${c.team.them} {the way|where to go}.`,
        `"There is an old path around it that most have forgotten," said ${k(c)}, and led ${c.team.them} along it {step by careful step|slowly|without a misstep}.`,
      ),
    (c) =>
      by(
        c,
        `"Try {here|there|the other side|a bit further on}," said ${k(c)}, and {it worked|it worked at once|that did it}!`,
        `${k(c)} {thought it over|had a think|looked carefully}. "Try {from the other side|a little further down|where it's shallow|going slowly}," ${h(c).he} said, and it was {easy|simple|easy as pie}.`,
      ),
  ],
  sight: [
    (c) =>
      by(
        c,
        `${k(c)} looked all around and called, "Go {left|right}!"`,
        `${k(c)} looked all around from up high and called down, "Go {left|right}, there is a safe way!"`,
        `${k(c)} looked all around from up high and called down, "{Left|Right}, then straight on, there's a safe way across!"`,
      ),
    (c) =>
      by(
        c,
        `${k(c)} spotted a {better|safer|shorter} way.`,
        `${k(c)} spotted a {narrow|hidden|old} way that nobody else had seen, and showed it to ${c.team.them}.`,
      ),
  ],
  nose: [
    (c) =>
      by(
        c,
        `${k(c)} sniffed and said, "This way!"`,
        `${k(c)} sniffed along the ground and found a {better|safer} way.`,
        `${k(c)} sniffed along the ground, nose busy, until ${h(c).he} found a better way that nobody else had noticed.`,
      ),
  ],
  strength: [
    (c) =>
      by(
        c,
        `${k(c)} lifted ${c.team.them} up and over.`,
        `${k(c)} lifted ${c.team.them} up and set ${c.team.them} safely on the other side.`,
        `With one easy heave, ${k(c)} lifted ${c.team.them} up and set ${c.team.them} down safely on the other side.`,
      ),
    (c) =>
      by(
        c,
        `${k(c)} moved a big rock, and the way was clear!`,
        `${k(c)} pushed a {big rock|heavy log} aside {without puffing at all|with one small grunt}, and the way was clear.`,
      ),
  ],
  small: [
    (c) =>
      by(
        c,
        `${k(c)} found a small gap, and through ${c.team.they} went!`,
        `${k(c)} squeezed through a little gap and found the way through.`,
        `${k(c)} slipped through a gap no wider than a finger and came back with news of a way through.`,
      ),
  ],
  carry: [
    (c) =>
      by(
        c,
        `"Hop on!" said ${k(c)}, and off ${c.team.they} went.`,
        `"Hop on my back," said ${k(c)}, and carried ${c.team.them} across.`,
        `"Climb onto my back and hold on tight," said ${k(c)}, and carried ${c.team.them} across as if ${c.team.they} weighed nothing at all.`,
      ),
  ],
  light: [
    (c) =>
      by(
        c,
        `${k(c)} made a light, and now ${c.team.they} could see!`,
        `${k(c)} made a warm light, and suddenly ${c.team.they} could see the way.`,
        `${k(c)} made a warm, steady light, and all at once the way ahead was plain to see.`,
      ),
  ],
  magic: [
    (c) =>
      by(
        c,
        `${k(c)} {said|whispered|sang} a magic word, and a bridge of {light|rainbow|stars} came!`,
        `${k(c)} whispered a magic word, and a little bridge of {light|rainbow|stardust} appeared.`,
        `${k(c)} whispered a word nobody quite caught, and a little bridge of shimmering {light|rainbow|stardust} appeared.`,
      ),
  ],
  fix: [
    (c) =>
      by(
        c,
        `${k(c)} built a small bridge.`,
        `${k(c)} built a little bridge from {sticks and string|planks and rope|twigs and glue}.`,
        `In no time, ${k(c)} had built a neat little bridge from {sticks|planks}, string and a great deal of cleverness.`,
      ),
  ],
  swim: [
    (c) =>
      by(
        c,
        `${k(c)} swam ahead and showed the way.`,
        `${k(c)} swam ahead and pulled ${c.team.them} along.`,
        `${k(c)} swam ahead, found the {calmest|smoothest|quietest} water, and {pulled|towed|guided} ${c.team.them} along {behind|safely|gently}.`,
      ),
  ],
  climb: [
    (c) =>
      by(
        c,
        `${k(c)} climbed up and let down a rope.`,
        `${k(c)} climbed up and let down a rope of {vines|roots|grass}.`,
        `${k(c)} scrambled up in a flash and let down a rope of twisted {vines|roots}.`,
      ),
  ],
  dig: [
    (c) =>
      by(
        c,
        `${k(c)} dug a tunnel, dig, dig, dig!`,
        `${k(c)} dug a quick tunnel right underneath.`,
        `${k(c)} dug a tunnel right underneath, dirt flying, and popped up on the other side grinning.`,
      ),
  ],
  song: [
    (c) =>
      by(
        c,
        `${k(c)} sang, and everything went calm.`,
        `${k(c)} sang a {soft|low|old} song, and everything grew calm.`,
        `${k(c)} sang a soft, low song, and everything around ${c.team.them} grew calm and quiet.`,
      ),
  ],
  clever: [
    (c) =>
      by(
        c,
        `${k(c)} had a plan, and it worked!`,
        `${k(c)} {thought for a moment|looked around ${c.place.in}|scratched ${h(c).his} head}, then had a {clever|good|bright} plan that worked!`,
        `${k(c)} tapped ${h(c).his} chin, thought for a moment, and came up with a plan so clever that it worked the very first time.`,
      ),
  ],
};
