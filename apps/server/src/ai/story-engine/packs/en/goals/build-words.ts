// The parts each thing is built from, and what goes wrong on the way.
export const PARTS: Record<string, string[]> = {
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
export const OOPS: Record<string, string[]> = {
  rocket: [
    'it tipped over with a {crash|bang|thud}',
    'the nose {fell off|rolled away|dropped into the grass|slid sideways|came off with a pop}',
    'the button went {beep|click|bzzz}, and {nothing else happened|that was all|then it went quiet}',
    'it hopped {a tiny bit|one little hop|half a step} and {sat down again|lay on its side|sighed|went still|gave up}',
    'out came only {a puff of dust|a little cough|some smoke and a toot|a sad little squeak|one bubble}',
    'the fins {pointed two ways|fell off|bent like noodles}',
    'the window {popped out|fogged up|fell in} with a {pop|plink|clatter}',
    'the tape {came unstuck|got tangled|stuck to {everyone|the cat|the grass}}',
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
