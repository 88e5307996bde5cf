// The parts each thing is built from, and what goes wrong on the way.
import { BAKED, handmadeOf, handmadeVerb, WORN, type CraftKey } from '../../build-kinds';
import { foodBase } from '../../../lexicon/foods-activities';

export const PARTS: Partial<Record<CraftKey, string[]>> = {
  rocket: [
    'a big cardboard box',
    'a shiny pot for the nose',
    'a round window',
    'a roll of strong tape',
    'a big red button',
    'two paper fins',
    'an old vacuum cleaner for an engine',
    'a seat from a scooter',
  ],
  boat: [
    'some planks',
    'a white sail',
    'a long rope',
    'a paddle',
    'a little flag',
    'an empty barrel',
  ],
  kite: [
    'two thin sticks',
    'a sheet of paper',
    'a long ribbon tail',
    'a ball of string',
    'a roll of tape',
  ],
  cake: [
    'three eggs',
    'a bag of flour',
    'a cup of sugar',
    'a bowl of berries',
    'a jug of cream',
    'a pinch of salt',
  ],
  treehouse: [
    'some boards',
    'a box of nails',
    'a rope ladder',
    'a little window',
    'a sign for the door',
    'a sheet for a roof',
  ],
  sandcastle: ['a bucket', 'a spade', 'shells for windows', 'a paper flag', 'seaweed for a garden'],
  bridge: ['long logs', 'thick rope', 'flat stones', 'a big plank'],
  lantern: ['a glass jar', 'a candle', 'a wire handle', 'coloured paper'],
};

/** What goes wrong, with small variations of its own, so no two mishaps are alike. */
export const OOPS: Partial<Record<CraftKey, string[]>> = {
  rocket: [
    'it {tipped|toppled|keeled} over {with a crash|with a bang|with a thud|onto its side|into the grass}',
    'the {nose|pointy nose|shiny nose} {fell off|rolled away|dropped into the grass|slid sideways|came off with a pop}',
    'the {big red|little green|start|shiny} button went {beep|click|bzzz|ping} and {nothing else happened|that was all|then it went quiet|the lights went out}',
    'it hopped {a tiny bit|one little hop|half a step} and {sat down again|lay on its side|sighed|went still|gave up}',
    'out came only {a puff of dust|a little cough|some smoke and a toot|a sad little squeak|one bubble}',
    'the {fins|paper fins|two fins} {pointed two ways|fell off|bent like noodles|flopped over|came unstuck}',
    'the {window|round window|little window} {popped out|fogged up|fell in} with a {pop|plink|clatter}',
    'the {tape|sticky tape|silver tape} {came unstuck|got tangled|stuck to {everyone|the cat|the grass|itself|a shoe}}{| at once| straight away| in a flash}',
    'it {rolled|slid|wobbled} {down the hill|into a bush|in a circle} and {stopped|fell over|sighed}',
    'a {wheel|seat|lid} {fell off|came loose|rolled away} {with a clonk|all by itself|into a puddle}',
  ],
  boat: [
    'it leaked, {glug, glug|splash, splash|drip, drip}',
    'it spun round in {circles|a ring|three loops}',
    'the sail {flapped off|flew away|became a hat for a gull}',
    'it {tipped|leaned|wobbled} and {took in water|got soggy|sank a little}',
  ],
  kite: [
    'it crashed into {a bush|a tree|a hedge}',
    'it went {round and round|in loops|zigzag} and down',
    'the string got in a {big|huge|hopeless} knot',
    'the tail {got stuck|went missing|wrapped round a branch}',
  ],
  cake: [
    'it flopped flat as {a pancake|a stamp|a doormat}',
    'it came out of the oven a little bit {black|burnt|too brown}',
    'the cream {slid off|ran everywhere|turned to butter}',
    'it {sank in the middle|split in two|crumbled} with a {sigh|plop|flump}',
  ],
  treehouse: [
    'a board {slipped|slid} and fell',
    'the ladder was {too short|crooked|too wobbly}',
    'the roof {blew away|leaked|fell in}',
    'the door {would not open|was upside down|hung crooked}',
  ],
  sandcastle: [
    'a wave {washed|swept|licked} it away',
    'the tower {fell over|slumped|sank}',
    'a dog ran {right through it|over it|through the gate}',
  ],
  bridge: [
    'it {wobbled|swayed} and fell in',
    'the rope was too {short|thin|slippery}',
    'the logs {rolled|slid} away',
  ],
  lantern: [
    'the candle {went out|blew out|fizzled}',
    'the jar was too {small|thin|crooked}',
    'the handle {bent|snapped|fell off}',
  ],
};

// What a family has someone make or mend: a snowman, a den, a birdhouse, a scarf, a teddy to
// sew, a bike, a spaceship, and food (baked, or in a pot).
Object.assign(PARTS, {
  spaceship: PARTS.rocket as string[],
  snowman: [
    'three big snowballs',
    'two lumps of coal for eyes',
    'a carrot for a nose',
    'an old scarf',
    'two sticks for arms',
    'a battered hat',
  ],
  hut: ['long branches', 'an old tarpaulin', 'moss for the roof', 'a long rope', 'some planks'],
  birdhouse: [
    'four small boards',
    'a box of nails',
    'a little hammer',
    'a sloping roof',
    'a round hole for a door',
  ],
  scarf: ['a ball of soft wool', 'two knitting needles', 'a tassel for the end', 'some red wool'],
  teddy: ['a needle and thread', 'a new button', 'a little stuffing', 'a spotty patch'],
  bicycle: ['a bike pump', 'a puncture kit', 'a spanner', 'a little bottle of oil'],
  bake: [
    'three eggs',
    'a bag of flour',
    'a cup of sugar',
    'a lump of butter',
    'a jug of milk',
    'a basket of blueberries',
    'a pot of honey',
  ],
  pot: ['a big pot', 'a ladle', 'some carrots', 'a pinch of salt', 'a cup of water'],
  mend: ['a tube of glue', 'a roll of tape', 'some little screws', 'a screwdriver'],
  raft: [
    'four straight logs',
    'a long rope',
    'an empty barrel to float on',
    'a paddle',
    'a stick for a mast',
    'an old sheet for a sail',
  ],
  car: ['four round wheels', 'a wooden crate', 'a steering wheel', 'a plank for a seat', 'a horn'],
  make: ['some planks', 'a box of nails', 'a roll of strong tape', 'a long rope', 'a pot of paint'],
} satisfies Partial<Record<CraftKey, string[]>>);

Object.assign(OOPS, {
  spaceship: OOPS.rocket as string[],
  snowman: [
    'the head rolled {off|down the hill|into a bush}',
    'the snow was too dry and {crumbled|fell apart|would not stick}',
    'the carrot {fell off|pointed straight up|vanished into the snow}',
    'it came out {lopsided|fat in the wrong places|smaller than a cat}',
  ],
  hut: [
    'the roof {fell in|blew off|leaked}',
    'a wall {fell down|tipped over|slid away}',
    'the branches {rolled away|were too short|snapped}',
  ],
  birdhouse: [
    'the roof {slid off|sat crooked|was too small}',
    'the hole came out {too small|too big|on the wrong side}',
    'a nail {bent|vanished in the grass|stuck out}',
  ],
  scarf: [
    'a stitch {dropped|slipped off the needle|went missing}',
    'the wool {tangled|turned into a great knot|rolled under the sofa}',
    'it came out {crooked|too short|full of holes}',
  ],
  teddy: [
    'the thread {tangled|snapped|was too short}',
    'the needle {pricked a finger|went missing|would not go through}',
    'the stuffing {came out again|went missing|got everywhere}',
  ],
  bicycle: [
    'the chain {jumped off|got stuck|tangled}',
    'the tyre {squeaked and went flat again|said pfff|stayed flat}',
    'the handlebars {pointed the wrong way|came loose|wobbled}',
  ],
  bake: [
    'the dough came out {too runny|too sticky|hard as a rock}',
    'the flour {went everywhere|landed on a nose|covered the whole table}',
    'it came out {a bit burnt|completely flat|too salty}',
  ],
  pot: [
    'it was {too salty|too thin|too cold}',
    'the pot {boiled over|went blub and splashed|caught on the bottom}',
    'the ladle {fell in the pot|went missing|snapped}',
  ],
  mend: [
    'the glue {would not hold|stuck to fingers|dried too fast}',
    'the screw {did not fit|rolled away|went in crooked}',
    'it {broke again|came loose at once|fell apart}',
  ],
  raft: [
    'a log {rolled loose|slid away|floated off} {with a splash|all by itself|down the stream}',
    'the rope {came undone|slipped|was too short}, and the logs {drifted apart|wobbled|spread out}',
    'it {tipped|leaned|wobbled} and {took in water|got soggy|sank a little}',
    'the sail {flapped off|flew away|became a hat for a gull}',
  ],
  car: [
    'a wheel {fell off|rolled away|wobbled loose} {with a clonk|all by itself|into a puddle}',
    'it {rolled|slid} {backwards|the wrong way|into a bush} and stopped',
    'the horn went {honk|parp|meep}, and {nothing else happened|that was all}',
  ],
  make: [
    'a plank {slipped|slid} and fell',
    'the tape {came unstuck|got tangled|stuck to itself}',
    'it {wobbled|leaned} and {fell over|came apart}',
    'a nail {bent|vanished in the grass|stuck out}',
  ],
} satisfies Partial<Record<CraftKey, string[]>>);

// A gift made by hand at a table: what it is made of, and its own small mishaps.
Object.assign(PARTS, {
  card: [
    'a sheet of thick paper',
    'a box of crayons',
    'a pressed flower',
    'a pot of glue',
    'a strip of ribbon',
    'a pinch of glitter',
  ],
  picture: [
    'a big sheet of paper',
    'a box of paints',
    'a soft brush',
    'a jar of water',
    'a frame of sticks',
  ],
  gift: [
    'a little box',
    'a sheet of wrapping paper',
    'a red ribbon',
    'a pot of glue',
    'a pretty shell',
  ],
  necklace: [
    'a long string',
    'a handful of beads',
    'a shell with a hole in it',
    'a tiny clasp',
    'a smooth blue stone',
  ],
  craft: [
    'a sheet of thick paper',
    'a pot of glue',
    'a box of crayons',
    'a strip of ribbon',
    'a pair of scissors',
  ],
} satisfies Partial<Record<CraftKey, string[]>>);

Object.assign(OOPS, {
  card: [
    'the glue {got on the wrong side|stuck the card shut|stuck to a finger}',
    'a crayon {snapped in two|rolled out of reach|made a wobbly line}',
    'the fold came out {crooked|upside down|on the wrong side}',
  ],
  picture: [
    'the paint {ran down the paper|dripped on a shoe|mixed into a brown puddle}',
    'the paper {crinkled up|tore at the corner|got wet through}',
    'the sun came out {too big|as a square|purple by mistake}',
  ],
  gift: [
    'the paper {tore at the corner|was too short|came unstuck}',
    'the ribbon {tangled|slipped off|tied itself in a knot}',
    'the lid {would not close|popped open|rolled out of reach}',
  ],
  necklace: [
    'the beads {rolled off in every direction|slid off the end|spilled out of the jar}',
    'the string {came untied|was too short|tangled into a knot}',
    'the clasp {would not shut|sprang open|slipped out of a finger}',
  ],
  craft: [
    'the glue {got on the wrong side|dried too fast|stuck to a finger}',
    'the paper {tore at the corner|crinkled up|came out crooked}',
    'the scissors cut {a little too far|a wobbly line|the wrong bit}',
  ],
} satisfies Partial<Record<CraftKey, string[]>>);

/** The verb for making it: "bake", "knit", "sew", "build"; base, -s form and past. */
export function makeVerbEn(id: string, mend: boolean): { inf: string; pres: string; past: string } {
  if (mend) return { inf: 'fix', pres: 'fixes', past: 'fixed' };
  const hand = handmadeVerb(id);
  if (hand === 'paint') return { inf: 'paint', pres: 'paints', past: 'painted' };
  if (hand === 'draw') return { inf: 'draw', pres: 'draws', past: 'drew' };
  if (id === 'cake' || (id.startsWith('dish:') && BAKED.has(foodBase(id.slice(5)))))
    return { inf: 'bake', pres: 'bakes', past: 'baked' };
  if (id.startsWith('dish:')) return { inf: 'make', pres: 'makes', past: 'made' };
  if (WORN.has(id)) return { inf: 'knit', pres: 'knits', past: 'knitted' };
  if (id === 'teddy') return { inf: 'sew', pres: 'sews', past: 'sewed' };
  if (id === 'snowman' || handmadeOf(id)) return { inf: 'make', pres: 'makes', past: 'made' };
  return { inf: 'build', pres: 'builds', past: 'built' };
}
