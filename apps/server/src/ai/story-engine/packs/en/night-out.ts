// The end of a night out: supper cooked over the fire, the day talked over, the dark coming, a
// fear met in it or a sound in the night, and sleep out there in the tent or the cabin.
import type { EnCtx } from '../../compose/ctx-en';
import type { NightOut } from '../../compose/pack-types';
import { foodById } from '../../lexicon/foods-activities';
import { theKind } from '../../compose/met-actor';
import { by } from '../by-band';
import { inCabin, nightSound, type NightSound } from '../camp-hold';
import { cap } from '../../text';

const h = (c: EnCtx) => c.hero.name;
const team = (c: EnCtx) => c.team.name;
const they = (c: EnCtx) => c.team.they;
const comp = (c: EnCtx) => c.friend?.name;
/** Where the fire is: a ring of stones outside the tent, or the cabin's fireplace. */
const fireAt = (c: EnCtx) => (inCabin(c) ? 'the fireplace' : 'the campfire');
const shelter = (c: EnCtx) => (inCabin(c) ? 'the cabin' : 'the tent');

/** How each food is cooked over a fire; anything else is simply eaten by it. */
function cooked(id: string, cabin: boolean): string {
  switch (id) {
    case 'sausage':
      return 'grilled sausages on long sticks';
    case 'marshmallow':
      return 'toasted marshmallows until they were golden and gooey';
    case 'twist-bread':
      return 'baked stick bread, wound round green sticks';
    default: {
      const f = foodById(id);
      const name = f ? (f.countable ? f.en.pl : f.en.sg) : id;
      return `warmed ${name} ${cabin ? 'by the fire' : 'over the flames'}`;
    }
  }
}
const supper = (c: EnCtx): string => {
  const done = (c.cook ?? ['sausage']).map((id) => cooked(id, inCabin(c)));
  return done.length > 1 ? `${done.slice(0, -1).join(', ')}, and then ${done.at(-1)}` : done[0]!;
};

/** What one hears falling asleep out there. */
const HEARD: Record<NightSound, [string, string]> = {
  owls: ['an owl hooting somewhere in the trees', 'the owls calling softly to each other'],
  waves: ['the little waves lapping at the shore', 'the water whispering against the stones'],
  wind: ['the wind humming softly over the mountain', 'the wind singing low over the rocks'],
  stream: ['the stream chattering over its stones', 'the water murmuring in the dark'],
  crickets: ['the crickets chirping in the grass', 'a thousand crickets singing their night song'],
  leaves: ['the leaves whispering overhead', 'the leaves rustling softly in the dark'],
};
/** The night's sound, worded one way while a fear eases and another as sleep comes. */
const heard = (c: EnCtx, late = false) => HEARD[nightSound(c)][late ? 1 : 0];

/** Who makes the sound in the night, by where the camp is. */
const VISITOR: Record<NightSound, string> = {
  owls: 'a hedgehog, snuffling through the leaves',
  waves: 'a duck, paddling about in the reeds',
  wind: 'a sheep, its bell clinking as it grazed',
  stream: 'a little frog, hopping on the stones',
  crickets: 'a hedgehog, snuffling in the grass',
  leaves: 'a fox cub, sniffing at the rucksack',
};

export const enNightOut: NightOut<EnCtx> = {
  fire: [
    (c) =>
      by(
        c,
        `By ${fireAt(c)}, ${team(c)} ${supper(c)}. Yum!`,
        `Then ${team(c)} sat by ${fireAt(c)} and ${supper(c)}. {Nothing had ever tasted so good|Nobody had ever had a finer supper|Every bite tasted of smoke and adventure}.`,
        `Then ${team(c)} sat close to ${fireAt(c)} and ${supper(c)}, and ${h(c)} decided that food cooked on a fire, ${inCabin(c) ? 'miles from any kitchen' : 'under the open sky'}, was the best food there was.`,
      ),
    (c) =>
      by(
        c,
        `Supper time! ${cap(they(c))} ${supper(c)}.`,
        `When the flames had settled into a steady glow, ${team(c)} ${supper(c)}, and ${h(c)} ate {every last bite|two helpings|until ${c.hero.his} tummy was round}.`,
      ),
  ],
  fireside: [
    (c) =>
      by(
        c,
        `${comp(c) ?? h(c)} sang a camp song. The sparks flew up.`,
        `${comp(c) ? `${comp(c)} told a story about ${grownUpStory(c)}` : `${h(c)} hummed a camp song`}, and the sparks {flew up to meet the stars|danced up into the dark|floated up like tiny fireflies}.`,
        `${comp(c) ? `${comp(c)} told a long, funny story about ${grownUpStory(c)}` : `${h(c)} hummed every camp song ${c.hero.he} knew`}, while the sparks drifted up into the dark and went out one by one, like tiny stars going home.`,
      ),
    (c) =>
      by(
        c,
        `They watched the flames dance. Red, orange, gold.`,
        `For a long while nobody said anything. ${team(c)} just watched the flames {dance|flicker|curl} and listened to the wood crackle.`,
      ),
  ],
  recall: [
    (c) =>
      c.prev
        ? by(
            c,
            `"Remember ${c.prev.the}?" said ${h(c)}, and laughed.`,
            `"Remember ${c.prev.the}?" said ${h(c)}.${c.helper ? ` "And ${theKind(c.helper)}?"` : ''} And they laughed about it all over again.`,
            `By the fire they talked the whole day over, and when they came to ${c.prev.the}${c.helper ? ` and ${theKind(c.helper)}` : ''}, ${h(c)} laughed, because what had seemed so hard then seemed so small now.`,
          )
        : null,
  ],
  bedtime: [
    (c) =>
      inCabin(c)
        ? by(
            c,
            `Then into the bunks and the sleeping bags!`,
            `When the fire was only embers, ${team(c)} climbed into the bunks and wriggled down into their sleeping bags.`,
            `When the fire had sunk to a red glow, ${team(c)} climbed into the narrow bunks, wriggled down into their sleeping bags and blew out the last candle.`,
          )
        : by(
            c,
            `Then into the tent and the sleeping bags!`,
            `When the fire was only embers, ${team(c)} crawled into the tent and wriggled down into their sleeping bags.`,
            `When the fire had sunk to a red glow, ${team(c)} put it out with a pan of water, crawled into the tent and wriggled down into their sleeping bags, with the door left open a crack to see the stars.`,
          ),
    (c) =>
      by(
        c,
        `In ${inCabin(c) ? 'the bunks' : 'the tent'}, zip went the sleeping bags. Snug!`,
        `Then ${team(c)} ${inCabin(c) ? 'climbed into the bunks' : '{crawled|wriggled} into the tent'}, and ${h(c)} zipped the sleeping bag right up to ${c.hero.his} nose. ${cap(shelter(c))} smelled of {grass and woodsmoke|pine needles and smoke|rain and cocoa}.`,
      ),
  ],
  sound: [
    (c) =>
      by(
        c,
        `Crack! Something moved outside!`,
        `Then, in the dark: crack! Something was moving just outside ${shelter(c)}.`,
        `Just as ${h(c)}'s eyes were closing, there came a crack and a rustle, right outside ${shelter(c)}, and then a small snuffling sound.`,
      ),
  ],
  soundReveal: [
    (c) =>
      by(
        c,
        `${h(c)} peeked out. Only ${VISITOR[nightSound(c)].split(',')[0]}!`,
        `${h(c)} shone the torch out through the door. It was only ${VISITOR[nightSound(c)]}.`,
        `${h(c)} shone the torch out, very slowly, and there it was: only ${VISITOR[nightSound(c)]}, who blinked in the light and went on its way.`,
      ),
  ],
  fear: [
    (c) =>
      c.fearId === 'dark' || c.fearId === 'alone'
        ? by(
            c,
            `It was so dark! ${c.owner.name}'s heart went thump.`,
            `Inside ${shelter(c)} it was so dark that ${c.owner.name} could not see ${c.owner.his} own hand, and ${c.owner.his} heart began to thump.`,
            `Inside ${shelter(c)} the dark was so thick that ${c.owner.name} could not see ${c.owner.his} own hand in front of ${c.owner.his} nose, and ${c.owner.his} heart began to thump, very loud and very fast.`,
          )
        : by(
            c,
            `Out in the dark, something creaked. ${c.owner.name} held still.`,
            `Out in the dark something creaked and rustled, and ${c.owner.name} thought of ${c.fear?.of ?? 'the night'} and held ${c.owner.his} breath.`,
            `Out in the dark something creaked, something rustled, and all at once ${c.owner.name} remembered ${c.fear?.of ?? 'every scary story'} and lay very still, eyes wide open.`,
          ),
  ],
  fearEased: [
    (c) =>
      by(
        c,
        `${comp(c) && comp(c) !== c.owner.name ? `${comp(c)} held ${c.owner.name}'s hand` : `${c.owner.name} held the torch tight`}. It was only the night, and it was kind.`,
        `${comp(c) && comp(c) !== c.owner.name ? `${comp(c)} found ${c.owner.name}'s hand in the dark. "I'm right here," came the whisper.` : `${c.owner.name} held the torch tight and counted slowly to ten.`} ${c.owner.name} breathed in and out and listened: only ${heard(c)}. The dark was not so big after all.`,
        `${comp(c) && comp(c) !== c.owner.name ? `${comp(c)} found ${c.owner.name}'s hand in the dark and squeezed it. "Listen," came the whisper.` : `${c.owner.name} held the torch tight, switched it off, and listened.`} There was ${heard(c)}, and nothing else, and little by little the dark stopped being a thing to fear and became a soft blanket over the whole ${inCabin(c) ? 'cabin' : 'camp'}.`,
      ),
  ],
  sleep: [
    (c) =>
      by(
        c,
        `And ${h(c)} fell asleep in ${shelter(c)}, under the stars.`,
        `And ${h(c)} fell asleep in ${c.hero.his} sleeping bag, listening to ${heard(c, true)}, while the stars kept watch over ${shelter(c)}.`,
        `And there, snug in ${c.hero.his} sleeping bag, listening to ${heard(c, true)}, ${h(c)} fell asleep, while outside the stars wheeled slowly over ${shelter(c)} and the night kept watch till morning.`,
      ),
    (c) =>
      by(
        c,
        `Good night, ${inCabin(c) ? 'little cabin' : 'little tent'}. Good night, stars.`,
        `"Good night, stars," whispered ${h(c)}. Soon ${c.hero.he} was fast asleep in ${shelter(c)}, and outside was only ${heard(c, true)}.`,
      ),
  ],
};

/** What a grown-up's campfire story is about. */
function grownUpStory(c: EnCtx): string {
  return c.p([
    'the time a moose walked past the tent',
    'the biggest fish that ever got away',
    'a camp long ago, when it snowed in summer',
  ]);
}
