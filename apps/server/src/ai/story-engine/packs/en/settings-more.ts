// More pictures of each place, so two visits to the same kind of place don't look alike:
// sounds, smells and small lives that belong there.
import type { SceneSetting } from '../../../scene-spec';
import type { Bank } from '../../compose/ctx-base';
import type { EnCtx } from '../../compose/ctx-en';
import { by } from '../by-band';
import { OWN_SURFACE } from './settings-space';
import { who } from './slots';

const light = '{golden|greenish|dappled|soft|slanting}';

export const settingMore: Partial<Record<SceneSetting, Bank<EnCtx>>> = {
  forest: [
    (c) =>
      by(
        c,
        `{A pine cone|A stick|A nut|An acorn|A twig} fell {down|from a tree|by ${c.team.their} feet}, {thud|plop|bonk}!`,
        `A pine cone fell from a tree, thud, and {a squirrel|a magpie} {peeked down|chattered|laughed}.`,
        `{A pine cone|A fat cone|A twig} fell from {a fir tree|a tall pine|an old spruce} with a thud, and high above a {squirrel|magpie|crow} peered down, {as if waiting for applause|as if it had nothing to do with it}.`,
      ),
    (c) =>
      by(
        c,
        `The light was ${light} between the trees.`,
        `The light fell ${light} between the trees, and {a fern|a mushroom|an anthill} stood in every sunny spot.`,
        `The light filtered ${light} down between the trees and made small warm patches on the moss, where {the ants were busy|a red mushroom stood like a tiny lamp|a fern was uncurling}.`,
      ),
  ],
  meadow: [
    (c) =>
      by(
        c,
        `It smelt of {clover|honey|hay|summer|sun and grass|wild thyme} ${c.place.in}{|, and bees hummed| all day}.`,
        `It smelled of {clover|honey|hay|thyme} and {sun|summer|rain}, and {a grasshopper|a cricket|a bee|a lark} was {playing|singing|busy} {somewhere in the grass|close by|${c.place.in}}.`,
        `The air {smelled of|was sweet with} {clover and honey|hay and sunshine|thyme and warm earth|wild roses}, and somewhere {in the grass|by ${c.team.their} feet|under the flowers} {a grasshopper|a hundred crickets|a lone cricket} played on a tiny fiddle.`,
      ),
    (c) => {
      // Only hands pick a flower.
      const a = who(c);
      if (!a.hands || !c.hero.hands)
        return `${a.name} sniffed {a bluebell|a daisy|a clover} and {sneezed|smiled|got a nose yellow with pollen}.`;
      return by(
        c,
        `${a.name} picked {a bluebell|a daisy|a clover|a rose|a pink} {to take home|and smelled it|for the walk}.`,
        `${c.hero.name} picked {a bluebell|a daisy|a buttercup} and held it under ${c.hero.his} chin. "{You like butter|Look, it glows|It's all yellow|Your chin is gold}!" {laughed|said|cried} ${a.name}.`,
      );
    },
  ],
  mountain: [
    (c) =>
      by(
        c,
        `{An eagle|A raven|A falcon} flew {high|over the top|in circles}.`,
        `{An eagle|A raven|A falcon} glided in great circles over the peak, {without a single flap|silent as a thought}.`,
      ),
    (c) =>
      by(
        c,
        `A stream {trickled|ran|bounced} down the mountain.`,
        `An icy stream trickled down between the rocks and {sang|chattered|gurgled} all the way down.`,
      ),
  ],
  sea: [
    (c) =>
      by(
        c,
        `{A seal|A porpoise|A whale} popped up out of the water!`,
        `{A seal|A porpoise} poked its head out of the water, {blinked|looked at ${c.team.them}|sniffed} and dived again.`,
      ),
  ],
  beach: [
    (c) =>
      by(
        c,
        `The waves {came and went|said shh|tickled toes}.`,
        `Little waves came and went and {tickled toes|washed away the footprints|said shh, shh}.`,
        `Little waves came and went and washed away the footprints as fast as they were made, as if the beach wanted to keep a secret.`,
      ),
  ],
  island: [
    (c) =>
      by(
        c,
        `{Coconuts|Bananas|Flowers} hung in the trees.`,
        `{Coconuts|Bananas|Red flowers} grew everywhere, and the sand was {warm|white|soft}.`,
      ),
  ],
  underwater: [
    (c) =>
      by(
        c,
        `{Bubbles|Small bubbles} went up, blub, blub.`,
        `Little bubbles rose like {pearls|balloons|silver balls}, and {a crab|a starfish|an octopus} waved.`,
      ),
  ],
  castle: [
    (c) =>
      by(
        c,
        `The {suits of armour|chandeliers|paintings} {shone|stood still|looked down}.`,
        `In the great hall stood {shiny suits of armour|tall chairs|long tables}, and an echo {followed every step|answered every cough}.`,
      ),
  ],
  village: [
    (c) =>
      by(
        c,
        `{A cat slept on a step|A dog crossed the street|A rooster crowed on a fence}.`,
        `In the square {someone was selling apples|children were playing|two old ladies were chatting}, and a {cat|dog} slept on a step.`,
      ),
  ],
  city: [
    (c) =>
      by(
        c,
        `{The tram|The bus${c.goal === 'learn' ? '' : '|A bike'}} {rang|honked|dinged}.`,
        `The tram rang its bell, {pigeons|sparrows} cooed on the pavement, and it smelled of {hot dogs|popcorn|coffee}.`,
      ),
  ],
  house: [
    (c) =>
      by(
        c,
        `It smelt of {waffles|cocoa|buns} from the kitchen.`,
        `From the kitchen came a smell of {waffles|cocoa|buns}, and the radio played {softly|an old song}.`,
      ),
  ],
  bedroom: [
    (c) =>
      by(
        c,
        `{The teddy|The doll|A toy rabbit} sat on the bed.`,
        `On the bed sat {the teddy|a worn old teddy|a cloth rabbit}, keeping watch, and the lamp glowed {yellow|softly}.`,
      ),
  ],
  garden: [
    (c) =>
      by(
        c,
        `{Peas|Strawberries|Carrots} grew in {rows|the beds}.`,
        `{Peas|Strawberries|Tomatoes} grew in neat rows, and {a bumblebee|a bee|a butterfly} went from flower to flower.`,
      ),
  ],
  farm: [
    (c) =>
      by(
        c,
        `{The pigs grunted|The hens clucked|The lambs hopped}.`,
        `{The pigs grunted in the mud|The lambs hopped on all four legs|The hens pecked for seeds}, and the tractor stood asleep.`,
      ),
  ],
  school: [
    (c) =>
      by(
        c,
        `It smelt of {chalk|pencils|rubbers}.`,
        `It smelled of {chalk|pencils} and {lunch boxes|rubbers}, and a forgotten {hat|mitten|plimsoll} lay under a bench.`,
      ),
  ],
  space: [
    (c) =>
      by(
        c,
        `A shooting star {zoomed|flew} past!`,
        `A comet {zoomed|flew} past with a long, {glittering|glowing} tail, and ${who(c).name} waved.`,
      ),
  ],
  moon: [
    (c) =>
      OWN_SURFACE.has(c.place.id)
        ? null
        : by(
            c,
            `It was {quiet|very quiet|so quiet} ${c.place.in}.`,
            `It was perfectly quiet, and the {footprints|tracks} stayed in the dust like {stamps|prints}.`,
          ),
  ],
  desert: [
    (c) =>
      by(
        c,
        `{A lizard|A camel|A little mouse} went by.`,
        `{A lizard|A desert mouse} scurried past, and the {wind|sun} drew patterns in the sand.`,
        `{A lizard|A desert mouse} scurried across the sand, and the wind drew new patterns behind it, as if tidying up.`,
      ),
  ],
  jungle: [
    (c) =>
      by(
        c,
        `{A monkey|A parrot|A frog} called from a tree.`,
        `{A monkey|A toucan|A parrot} called from a tree, and big leaves dripped with {dew|rain}.`,
      ),
  ],
  snow: [
    (c) =>
      by(
        c,
        `The snow {glittered|twinkled|shone} like {stars|sugar}.`,
        `The snow glittered in the light, and ${who(c).name} made {a snow angel|a snowball|footprints in a circle}.`,
      ),
  ],
  cave: [
    (c) =>
      by(
        c,
        `The {echo|cave} answered: {hello, hello|hi, hi}!`,
        `"Hello!" called ${who(c).name}, and the cave answered, "Hello, hello, hello," {a little softer each time|from deep inside}.`,
      ),
  ],
  sky: [
    (c) =>
      by(
        c,
        `{Birds|Geese|Swallows} flew {by|alongside|below}.`,
        `A flock of {geese|swallows|birds} flew past in a {long V|circle|row} and {said hello|called out|looked surprised}.`,
      ),
  ],
  river: [
    (c) =>
      by(
        c,
        `{Reeds|Grass|Water lilies} grew along {the bank|the river}.`,
        `Along the bank grew {reeds|water lilies|tall grass}, and {a dragonfly|a duck|a frog} guarded its own little spot.`,
      ),
  ],
  lake: [
    (c) =>
      by(
        c,
        `The water was {cold|clear|green} and {still|smooth}.`,
        `The water was so clear that ${who(c).name} could see {little fish|stones|frogs} on the bottom.`,
      ),
  ],
  playground: [
    (c) =>
      by(
        c,
        `The sandpit was full of {tracks|castles|spades}.`,
        `In the sandpit stood a half-built {castle|tower}, and someone had left {a bucket|a spade|a ball} behind.`,
      ),
  ],
  library: [
    (c) =>
      by(
        c,
        `It was {so quiet|very quiet|quiet} among the books.`,
        `It was so quiet you could hear {the pages turning|the clock ticking|the dust dancing}.`,
      ),
  ],
  ship: [
    (c) =>
      by(
        c,
        `{The ropes|The deck|The mast} creaked.`,
        `The ropes creaked, the deck {smelled of tar|was wet|swayed}, and {the gulls|the terns} followed behind.`,
      ),
  ],
  circus: [
    (c) =>
      by(
        c,
        `{A clown|An acrobat|An elephant} waved!`,
        `{A clown on stilts|An acrobat in sparkles|An elephant in a hat} waved, and {the crowd|everyone} clapped.`,
      ),
  ],
};
