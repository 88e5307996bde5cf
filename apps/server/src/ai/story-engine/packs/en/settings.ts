import type { SceneSetting } from '../../../scene-spec';
import type { Bank } from '../../compose/ctx-base';
import type { EnCtx } from '../../compose/ctx-en';
import { by } from '../by-band';
import { OWN_SURFACE, stationSpace, surfaceSpace } from './settings-space';

const night = (c: EnCtx) => c.time === 'night' || c.time === 'dusk';
const whisper = '{whispered|rustled|sighed|murmured}';
/** Trees with their own foliage: a spruce or a pine has needles, a birch or an oak leaves. */
const TREES = [
  ['pines', 'needles'],
  ['spruces', 'needles'],
  ['birches', 'leaves'],
  ['old oaks', 'leaves'],
] as const;
const treeOf = new WeakMap<EnCtx, readonly [string, string]>();
/** The trees of this line, picked once so that the foliage told after them is their own. */
const tree = (c: EnCtx, young?: 'young') => {
  const t = young && c.young ? (['trees', 'leaves'] as const) : c.p(TREES);
  treeOf.set(c, t);
  return t[0];
};
const foliage = (c: EnCtx) => treeOf.get(c)?.[1] ?? 'leaves';

export const setting: Partial<Record<SceneSetting, Bank<EnCtx>>> = {
  forest: [
    (c) =>
      by(
        c,
        `The ${tree(c, 'young')} were {tall|so tall|very tall}, and {birds sang|${foliage(c)} rustled|an owl hooted|a woodpecker knocked}.`,
        `The ${tree(c)} stood {tall|proud|close together}, and their ${foliage(c)} ${whisper} in the {wind|breeze}.`,
        `The ${tree(c)} stood so tall that their tops seemed to {scratch|tickle|brush} the sky, and their {${foliage(c)}|branches} ${whisper} like people telling secrets.`,
      ),
    (c) =>
      by(
        c,
        `The moss was {soft|thick|springy} and green {under their feet|like a bed|like a cushion}.`,
        `Soft green moss covered the ground like a {blanket|carpet|quilt}, {dotted with mushrooms|sprinkled with pine needles|damp with dew}.`,
        `Soft green moss covered the ground like a {thick blanket|velvet carpet|patchwork quilt}, and every step sank in a little, {without a sound|as if the forest were hushing them|like walking on a sponge|soft as a bed}.`,
      ),
    (c) =>
      night(c)
        ? by(
            c,
            `The trees were {dark|black|tall shadows} now, and {fireflies blinked|an owl hooted|the moon peeked through}.`,
            `Between the dark trees, {fireflies|glow-worms|tiny lights} blinked on and off.`,
            `Between the dark trunks, {fireflies|glow-worms} drifted and blinked like tiny lanterns someone had forgotten to {put away|blow out|take home}.`,
          )
        : by(
            c,
            `It smelt of {pine|moss|mushrooms|rain} ${c.place.in}.`,
            `It smelled of {pine needles|moss and bark|wet leaves} and {mushrooms|rain|warm earth}.`,
            `The air smelled of {pine needles|moss and bark} and {mushrooms|last night’s rain|warm earth}, and the light fell through the branches in long {golden|shining|dusty} stripes.`,
          ),
    (c) =>
      by(
        c,
        `A {squirrel|chipmunk|woodpecker} {ran up|raced up|hopped up} a tree.`,
        `A {squirrel|red squirrel|chipmunk} raced up a trunk and {chattered|squeaked|scolded} at ${c.team.them} from a branch.`,
        `A {squirrel|red squirrel} raced up a trunk, stopped on a branch, and {scolded|lectured|grumbled at} ${c.team.them} at length for walking through its forest without {asking|knocking|permission}.`,
      ),
  ],
  meadow: [
    (c) =>
      by(
        c,
        `The grass was {tall|long|green|soft}, and there were {daisies|clover|bluebells|pinks} {all round|in each nook|as far as the eye could see}.`,
        `The grass ${c.place.in} was {tall|soft|wet with dew} and full of {daisies|buttercups|poppies|clover} that {nodded|swayed|bobbed} in the {breeze|wind|sun}.`,
        `The grass grew {knee-high|waist-high|ankle-high} and was sprinkled with {daisies|buttercups|poppies|clover}, {nodding in the breeze like a crowd saying yes|bobbing like tiny bonnets|swaying as if to music|shining like little suns}.`,
      ),
    (c) =>
      by(
        c,
        `{The bees|Two bees|A fat bee} went {buzz|bzzz|hum}, and {moths|bugs|small birds|gnats} {danced|flew|played} {in the sun|round the flowers|by the path}.`,
        `{Bees|Big bees|Fat bees} {buzzed|hummed} from {flower to flower|bloom to bloom|one flower to the next}, and {moths|white moths|small blue moths} {danced|flew|played} {above them|in the sun|over the grass}.`,
        `{Bumblebees|Bees} bumbled from flower to flower {with full pockets|like busy postmen|without looking up}, and {butterflies|moths} rose and fell like scraps of {coloured paper|confetti|ribbon}.`,
      ),
    (c) =>
      by(
        c,
        `The wind made the grass {ripple|dance|sway|whisper} {slowly|fast|softly}.`,
        `{The wind|The breeze|A gust} made the grass ripple like {water|a green sea|a shaken rug}, {back and forth|all the time|in long rows}.`,
        `When {the wind|the breeze} passed over, ${c.place.the} rippled like {a green sea|a shaken rug|silk}, and {it hissed|it whispered|it sighed} in every blade.`,
      ),
  ],
  mountain: [
    (c) =>
      by(
        c,
        `The mountain was {so high|very high|huge}, with {snow|clouds} on top.`,
        `The mountain rose high above ${c.team.them}, with {snow|ice|a cap of cloud} on its top.`,
        `The mountain rose so high above ${c.team.them} that its {snowy|icy} peak was wrapped in a {scarf|shawl|collar} of cloud.`,
      ),
    (c) =>
      by(
        c,
        `The rocks were {big|grey|round} and {warm|rough|old}.`,
        `Big grey rocks lay all around, {warm from the sun|rough as sandpaper|spotted with lichen}.`,
        `Great grey boulders lay scattered about, as if a giant had dropped a bag of {marbles|potatoes|pebbles} long ago.`,
      ),
    (c) =>
      by(
        c,
        `The air was cold and fresh, and ${c.hero.poss} cheeks went {pink|red|rosy}.`,
        `The air up here was {cold|crisp|clean} and fresh, and it made ${c.team.their} cheeks {pink|rosy}.`,
        `Up here the air was thin, cold and so fresh that every breath felt like a drink of {spring water|snow melt|cold lemonade}.`,
      ),
  ],
  sea: [
    (c) =>
      by(
        c,
        `The sea was {big|wide} and {blue|green|sparkly}.`,
        `The sea stretched out {big and blue|wide and green|grey and silver}, all the way to the sky.`,
        `The sea stretched out, {wide and blue and glittering|grey-green and restless|silver in the light}, until it melted into the sky.`,
      ),
    (c) =>
      by(
        c,
        `The waves went up and down, and a {gull|seabird} {cried|called}.`,
        `The waves rolled up and down, and a {gull|seabird|cormorant} cried above.`,
        `The waves rose and fell in a slow rhythm, and {gulls|seabirds|terns} wheeled overhead, calling to each other.`,
      ),
    (c) =>
      by(
        c,
        `It smelt of {salt|seaweed|the sea}.`,
        `The wind smelled of salt and {seaweed|fish|rope}.`,
        `The wind tasted of salt and {seaweed|tar|rope} and faraway places.`,
      ),
  ],
  beach: [
    (c) =>
      by(
        c,
        `The sand was {warm|soft|white}.`,
        `The sand was {warm and soft|soft and warm|warm and squeaky|soft and squeaky} between ${c.hero.poss} toes.`,
        `The sand was {warm and soft|white and fine}, and it squeaked a little with every step.`,
      ),
    (c) =>
      by(
        c,
        `{Shells|Pebbles|Crabs} lay on the sand.`,
        `{Pink and white|Striped|Tiny} shells lay scattered along the shore.`,
        `All along the shore lay shells, {pink and white and striped|curled and spotted}, like buttons from a giant’s {coat|waistcoat}.`,
      ),
    (c) =>
      by(
        c,
        `Small crabs ran {sideways|away|into holes}.`,
        `Little crabs scuttled sideways and hid in the {seaweed|rocks|sand}.`,
        `Little crabs scuttled sideways across the wet sand and vanished into the {seaweed|rocks} whenever anyone looked at them.`,
      ),
  ],
  island: [
    (c) =>
      by(
        c,
        `The island was {small|tiny|round} and {green|sunny}.`,
        `The island was {small|tiny|round} and green, with one {tall|crooked|lonely} palm tree in the middle {like a flag|waving hello|nodding}.`,
        `The island was small and green, ringed with {white|golden} sand, with one tall palm tree in the middle like a flag.`,
      ),
    (c) =>
      by(
        c,
        `{Parrots|Birds} sat in the trees and {sang|squawked}.`,
        `Bright {parrots|birds} squawked in the trees.`,
        `Parrots as bright as paint {squawked|chattered} in the trees and argued about whose turn it was to talk.`,
      ),
  ],
  underwater: [
    (c) =>
      by(
        c,
        `Fish swam all around ${c.team.them}.`,
        `Fish of every colour swam around ${c.team.them} in shining {groups|shoals}.`,
        `Shoals of fish in every colour swirled around ${c.team.them}, turning all at once like one shining creature.`,
      ),
    (c) =>
      by(
        c,
        `The {seaweed|weed|kelp} {swayed|waved}.`,
        `Long {seaweed|kelp} swayed slowly, {like it was dancing|back and forth|in the current}.`,
        `Tall ribbons of {seaweed|kelp} swayed back and forth, slow as a lullaby.`,
      ),
  ],
  castle: [
    (c) =>
      by(
        c,
        `The castle had {tall|four|many} towers and {flags|windows}.`,
        `The castle had {four|five|many} tall towers and flags that {flapped|fluttered} in the wind.`,
        `The castle had {four|five|seven} tall towers, each with a {red|blue|yellow} flag that {flapped and snapped|fluttered|danced} in the wind, and a drawbridge that creaked like an old {chair|door|rocking chair}.`,
      ),
    (c) =>
      by(
        c,
        `The halls were {long|big|echoing}.`,
        `The halls were long and echoing, with {pictures|tapestries|suits of armour} on every wall.`,
        `Its halls were long and echoing, lined with {paintings|portraits} of kings and queens who all seemed to be trying not to {laugh|giggle|sneeze}.`,
      ),
  ],
  village: [
    (c) =>
      by(
        c,
        `The houses were {small|tiny|low} and {red|yellow|white}.`,
        `The little houses had {red|green|blue} roofs and {flowers|cats|lamps} in every window, and {smoke came from the chimneys|a bell rang|a cart rattled by}.`,
        `The little houses leaned together like {old friends|sleepy giants|a row of books}, with {red|green|blue} roofs and window boxes full of {geraniums|flowers|herbs}.`,
      ),
    // In a mystery a baking smell would be one more clue that leads nowhere.
    (c) =>
      c.goal === 'solve'
        ? null
        : by(
            c,
            `Someone was baking {bread|buns|cake}, and it smelt good!`,
            `Someone was baking {bread|buns|apple cake}, and the smell floated down the street.`,
            `Someone was baking {cinnamon buns|apple cake|fresh bread|waffles}, and the smell drifted {down the street|out of an open window|across the square} and tapped everyone on the nose.`,
          ),
  ],
  city: [
    (c) =>
      by(
        c,
        `The town was {busy|noisy|bright}.`,
        `The town was busy, with {bikes|buses|carts} and people everywhere.`,
        `The town was bustling, full of {bicycles ringing their bells|market stalls|people hurrying in every direction}.`,
      ),
  ],
  house: [
    (c) =>
      by(
        c,
        `The house was {warm|cosy|quiet}.`,
        `The house was {warm|cosy} and smelled of {soup|cocoa|fresh bread}.`,
        `The house was {warm|cosy} and smelled of {soup|cocoa|fresh bread}, and the old clock in the hall ticked {steadily|slowly|sleepily}.`,
      ),
    (c) =>
      by(
        c,
        `The stairs went {creak|crick|creak, creak}.`,
        `The stairs creaked on every {step|stair}.`,
        `The stairs creaked on every step, as if each one had something to {say|tell|complain about}.`,
      ),
  ],
  bedroom: [
    (c) =>
      by(
        c,
        `The bed was {soft|warm|cosy}.`,
        `The bed was soft, with a {quilt|blanket} of many colours.`,
        `The bed was soft and piled with {cushions|pillows}, and the quilt was stitched with patches of every colour.`,
      ),
  ],
  garden: [
    (c) =>
      by(
        c,
        `The garden was full of {flowers|roses|beans}.`,
        `The garden was full of {flowers|roses|sunflowers}, and an {apple|plum|cherry} tree stood in the corner.`,
        `The garden was a tangle of {flowers|sunflowers|roses} and {bean poles|cabbages|raspberry canes}, with an old {apple|plum|pear} tree leaning in {one corner|by the wall|over the gate}.`,
      ),
    (c) =>
      by(
        c,
        `A {worm|snail|beetle} came out to {see|look}.`,
        `A fat {worm|snail} came out of the {soil|leaves} to see what was going on.`,
        `A fat pink {worm|slug} poked its head out of the soil, took one look at ${c.team.them}, and went straight back down.`,
      ),
  ],
  farm: [
    (c) =>
      by(
        c,
        `A {cow|goat|sheep} said {moo|meh|baa}.`,
        `A {cow|goat} {mooed|bleated}, and the hens clucked in the yard.`,
        `A {cow|goat} called from the field, the hens muttered in the yard, and a rooster told everyone the time whether they asked or not.`,
      ),
    (c) =>
      by(
        c,
        `The barn was {big|tall|old} and red.`,
        `The big red barn smelled of {hay|straw|apples}.`,
        `The big red barn smelled of {hay|straw} and warm animals and summer.`,
      ),
  ],
  school: [
    (c) =>
      by(
        c,
        `The school was {quiet|empty|still}.`,
        `The school was quiet, and the {chairs|desks} were all tucked in.`,
        `The school was quiet after hours, the chairs tucked in and the blackboard still showing yesterday’s {sums|spelling|drawings}.`,
      ),
  ],
  space: [
    (c) =>
      by(
        c,
        `Space was {dark|black|deep} and full of stars.`,
        `Space was dark and deep, and stars {twinkled|glittered|shone} on every side.`,
        `Space was darker than the darkest night, and stars glittered on every side like spilled {sugar|salt|glitter}.`,
      ),
    (c) =>
      by(
        c,
        `Planets went {round and round|by|past}.`,
        `Far away, a {ringed|striped|blue} planet turned slowly round and round.`,
        `Far away, a {ringed|striped} planet turned slowly, as if it were showing off.`,
      ),
    ...stationSpace,
  ],
  moon: [
    (c) =>
      OWN_SURFACE.has(c.place.id)
        ? null
        : by(
            c,
            `${c.place.the} was {grey|dusty|bumpy}, and every step went {boing|bounce}.`,
            `${c.place.the} was grey and dusty, and every step was a {bounce|boing|float}.`,
            `The ground was grey and powdery, and every step became a long, {floating|slow|dreamy} bounce.`,
          ),
    (c) =>
      OWN_SURFACE.has(c.place.id)
        ? null
        : by(
            c,
            `The Earth looked {small|tiny} and blue.`,
            `From {here|up here|way up here}, the Earth looked like a {small|tiny|little} blue {marble|ball|bead|button}{| with white swirls| far away}.`,
            `From here, the Earth hung in the sky like a blue and white {marble|bauble} you could almost hold.`,
          ),
    ...surfaceSpace,
  ],
  desert: [
    (c) =>
      by(
        c,
        `The sand was {hot|golden|soft}.`,
        `The sand dunes were {golden|orange} and {hot|warm}.`,
        `{Golden|Orange} dunes rolled away in every direction, rippled by the wind.`,
      ),
  ],
  jungle: [
    (c) =>
      by(
        c,
        `The jungle was {green|loud|hot}.`,
        `The jungle was green and loud, full of {monkeys|parrots|frogs} and {birds|bugs}.`,
        `The jungle was thick and green and noisy, full of chattering {monkeys|parrots} and birds that sounded like squeaky {doors|gates|shoes}.`,
      ),
  ],
  snow: [
    (c) =>
      by(
        c,
        `Snow was {everywhere|deep|white}, crunch, crunch.`,
        `Snow lay everywhere, and it went crunch, crunch under ${c.team.their} ${c.hero.dressed && (!c.friend || c.friend.dressed) ? '{feet|boots}' : 'feet'}.`,
        `Snow covered everything, smooth and sparkling, and it crunched underfoot like {sugar|biscuits|cornflakes}.`,
      ),
    (c) =>
      by(
        c,
        `${c.team.their} breath made {clouds|puffs}.`,
        `It was so cold that ${c.team.their} breath made little {clouds|puffs|ghosts}.`,
        `It was so cold that every breath made a little cloud, and ${c.hero.poss} nose turned {pink|red}.`,
      ),
  ],
  cave: [
    (c) =>
      by(
        c,
        `The cave was {dark|cool|damp}, and water went drip, drip.`,
        `The cave was dark and {cool|damp}, and water went drip, drip somewhere inside.`,
        `The cave was dark and {cool|damp}, and from somewhere deep inside came a slow drip, drip, like a clock made of {water|rain}.`,
      ),
    (c) =>
      by(
        c,
        `The walls were {shiny|sparkly|wet}.`,
        `The walls {sparkled|glittered|twinkled} with tiny crystals.`,
        `Here and there the walls {sparkled|glittered} with crystals that caught the {faintest|smallest|dimmest} light.`,
      ),
  ],
  sky: [
    (c) =>
      by(
        c,
        `The clouds were {soft|white|fluffy}.`,
        `The clouds were soft and white, like {pillows|sheep|cotton}.`,
        `${c.team.they} drifted between clouds as soft and white as {freshly plumped pillows|newly washed sheep|spun sugar}.`,
      ),
    (c) =>
      by(
        c,
        `The wind went {whoosh|swoosh|woo}.`,
        `The wind {whooshed|rushed|swept} past, cool and fast.`,
        `The wind rushed past, cool and fast, and far below the world looked like a {patchwork quilt|map|picture book}.`,
      ),
  ],
  river: [
    (c) =>
      by(
        c,
        `The river went {splash|splish|gurgle}.`,
        `The river {splashed|sparkled|gurgled} over the stones.`,
        `The river {chattered|gurgled|raced} over its stones, {sparkling|glittering|flashing} wherever the light {touched|found|kissed} it.`,
      ),
    (c) =>
      by(
        c,
        `A fish jumped {up|out|high}.`,
        `A {silver|speckled} fish jumped out of the water and splashed back in.`,
        `A {silver|speckled|stripy} fish leapt out of the {water|river|current}, flashed in the light, and disappeared with a {plop|plip|splosh}{| again| under a root}.`,
      ),
  ],
  lake: [
    (c) =>
      by(
        c,
        `The lake was {still|flat|quiet}.`,
        `The lake was {still|calm|smooth} and flat, like a {mirror|plate|window}, and {ducks|swans|little boats} drifted on it.`,
        `The lake lay so {still|calm|smooth} and flat that {the sky could see itself|the clouds could see themselves|the trees could see themselves} in it.`,
      ),
    (c) =>
      by(
        c,
        `{Ducks|Swans|Geese|Two ducks|A swan} {swam|sailed|paddled} by{| in a row| to say hi}.`,
        `{Two|Three} {ducks|swans} paddled past and {quacked|honked} hello.`,
        `A {pair|family} of {ducks|swans} paddled past in a neat line, {quacking|honking} politely.`,
      ),
  ],
  playground: [
    (c) =>
      by(
        c,
        `The swings went up and down.`,
        `The swings {creaked|squeaked} and the slide shone in the sun.`,
        `The swings creaked gently in the breeze, and the slide shone like a {silver river|ribbon|spoon}.`,
      ),
  ],
  library: [
    (c) =>
      by(
        c,
        `There were {so many|lots of|piles of} books!`,
        `Books filled the shelves from the floor to the {ceiling|roof}.`,
        `Books filled the shelves from floor to ceiling, and the whole room smelled of {paper and dust and stories|old leather and ink}.`,
      ),
  ],
  ship: [
    (c) =>
      by(
        c,
        `The ship {rocked|swayed}, and the sails were {big|white}.`,
        `The ship rocked {gently|softly}, and its white sails filled with wind.`,
        `The ship rocked gently beneath ${c.team.them}, and its great white sails filled with wind like {lungs taking a breath|a giant's shirt on a washing line}.`,
      ),
  ],
  circus: [
    (c) =>
      by(
        c,
        `The tent was {red and yellow|striped|huge}.`,
        `The big tent was striped {red and yellow|blue and white}, and music played inside.`,
        `The big top was striped {red and yellow|blue and white}, and from inside came drums, trumpets and the smell of popcorn.`,
      ),
  ],
};

export const settingFallback: Bank<EnCtx> = [
  (c) =>
    by(
      c,
      `It was a {nice|good|pretty} place.`,
      `It was a fine place, {quiet and bright|calm and green}.`,
      `It was a fine place, {quiet and bright|calm and green}, and it seemed to be waiting for something to happen.`,
    ),
];
