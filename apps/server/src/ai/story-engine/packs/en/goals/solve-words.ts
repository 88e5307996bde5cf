// The mysteries: what seems strange, the clues, and what it turns out to be — always kind.
import type { EnCtx } from '../../../compose/ctx-en';
import type { MysteryId } from '../../../lexicon/goals-lexicon';
import { by } from '../../by-band';
import { isFood, lostFound } from './lost-words';
import { fromOven } from '../../build-kinds';
import { groundOf, type Ground } from '../../../lexicon/lost-things';

const h = (c: EnCtx) => c.hero.name;
const thing = (c: EnCtx) => c.thing?.sg ?? 'cake';
/** Who follows the smell of food: a cub on land, a seal pup at sea, a baby alien in space. */
const FOOD_THIEVES: Record<Ground, readonly string[]> = {
  land: ['bear cub', 'fox cub', 'baby hedgehog', 'badger cub', 'baby squirrel'],
  afloat: ['seal pup', 'baby otter'],
  seabed: ['baby octopus', 'baby crab'],
  space: ['baby alien', 'baby moon creature'],
};
/** A cake or a dish of buns: it came out of the oven before it went missing. */
const baked = (c: EnCtx) => fromOven(c.thing?.id);

export interface Mystery {
  seems: (c: EnCtx) => string;
  clue: string[];
  reveal: (c: EnCtx) => string;
}

export const WHAT: Record<MysteryId, Mystery> = {
  sounds: {
    seems: (c) =>
      by(
        c,
        `{At night|Every evening|When all was still} there came a {strange|little|funny} sound, {tap, tap|scritch, scratch|tip, tap}.`,
        `Every night there came a strange sound from {the attic|the cellar|the wall|the cupboard}, {tap, tap, scratch|tip, tap, click|creak, creak, thud}, and {nobody knew what it was|everyone wondered|the dog growled}.`,
        `Every night, when the house was asleep, there came a strange sound from {the attic|the wall|under the floor}: {tap, tap, scratch|creak, creak, thud}, and then a long, low hum. {Nobody|Not even the grown-ups|Not a single soul} could say {what it was|where it came from|who made it}.`,
      ),
    clue: [
      'a tiny footprint in the flour',
      'a little pile of nut shells',
      'a scrap of blue wool',
      'a soft grey feather',
      'a trail of twigs on the stairs',
      'a warm, empty teacup',
      'a scratch on the window sill',
      'a tuft of wool behind the stove',
      'three dry leaves on the stairs',
    ],
    reveal: (c) => {
      const who = c.p([
        'a little owl',
        'a little mouse',
        'a little hedgehog',
        'a squirrel',
        'a small sparrow',
      ]);
      const job = c.p([
        'building a cosy nest for winter',
        'gathering a store of nuts',
        'practising a song for its babies',
        'making itself a bed of wool',
      ]);
      return by(
        c,
        `It was ${who}, ${job}!`,
        `It was ${who}, ${job}, {and humming as it worked|and a little embarrassed about the noise|and it said sorry at once}!`,
        `It was only ${who}, ${job}, and {humming|singing softly|whistling} to itself as it worked, with no idea that ${h(c)} was lying awake and wondering.`,
      );
    },
  },
  missing: {
    seems: (c) =>
      !isFood(c)
        ? by(
            c,
            `Oh no, the ${thing(c)} was {gone|missing|nowhere to be seen}!`,
            `One morning the ${thing(c)} was {gone|missing|nowhere to be seen}, and nobody knew where it had got to.`,
            `One morning the ${thing(c)} was gone, not in its usual place and not anywhere else either, and ${h(c)} felt {a strange, empty feeling|a little pang inside}.`,
          )
        : baked(c)
          ? by(
              c,
              `The ${thing(c)} came out of the oven. Then it was gone!`,
              `The ${thing(c)} had just come out of the oven, but when ${h(c)} looked again, {someone had taken it|it was gone|it was gone, and only crumbs were left}!`,
              `The ${thing(c)} had only just come out of the oven, warm and smelling of {cinnamon|butter|sugar}, and yet when ${h(c)} turned round, someone had taken it, and only crumbs were left.`,
            )
          : by(
              c,
              `Oh no, the ${thing(c)} was {gone|missing|nowhere to be seen}!`,
              `Someone had taken the ${thing(c)} {from the table|from the kitchen|while everyone slept}, and all that was left {was a smear|was an empty plate|were a few crumbs}!`,
              `Someone had taken the ${thing(c)}, and all that was left was {a trail of crumbs|an empty plate|an open window} and a great deal of puzzlement.`,
            ),
    clue: [
      'a trail of crumbs',
      'a sticky pawprint',
      'a tuft of fur on the fence',
      'a little hat left behind',
      'a smear of cream on a leaf',
      'a tiny sigh of contentment from a bush',
      'an empty plate licked clean',
      'a small burp from a hole',
    ],
    reveal: (c) => {
      if (!isFood(c)) return lostFound(c);
      const who = c.p(FOOD_THIEVES[groundOf(c.setting)]);
      // Who it was, why it took it, and a kind end: the finder shares rather than scolds.
      return by(
        c,
        `It was a hungry little ${who}. It had followed the good smell! "{Sorry|I'm sorry|Oops, sorry}," it said. ${h(c)} smiled, and they shared what was left.`,
        `It was a hungry little ${who} who {had not had any breakfast|had followed the smell all the way|had never tasted anything so good}. "{Sorry|I'm so sorry}," it said. ${h(c)} {smiled|laughed} and said it was all right, and they shared what was left with the ${who}.`,
        `It was a hungry little ${who} who had not eaten all day and had followed the smell. "I'm so sorry," it said, looking at its {paws|feet}. ${h(c)} only {smiled|laughed}, because next time there would be one for the ${who} as well, and they shared what was left.`,
      );
    },
  },
  door: {
    seems: (c) =>
      by(
        c,
        `There was a {secret|hidden|tiny} door ${c.home.in}, behind {a curtain|a shelf|a picture}.`,
        `Behind {an old curtain|a dusty bookcase|a big painting|a heavy chest}, ${h(c)} found a {little|narrow|old} secret door {with a rusty lock|painted blue|with no handle}, and where {did it go|did it lead|could it lead}?`,
        `Behind {a heavy old curtain|a dusty bookcase|a big crooked painting}, where nobody had looked for a hundred years, ${h(c)} found a {small|narrow|low} secret door with {a star|a moon|a key|an owl|a sun} carved on it.`,
      ),
    clue: [
      'a star carved on a stone',
      'an old key on a nail',
      'a drawing of the same door',
      'a cold breeze from a crack',
      'a rhyme scratched into a beam',
      'a line of tiny footprints in the dust',
      'a keyhole shaped like a moon',
      'an old map with a cross on it',
    ],
    reveal: (c) => {
      const room = c.p([
        'a hidden garden, full of {flowers|roses|lilies} that glowed like {lamps|stars|little moons}',
        'a little room full of old {toys|dolls|tin soldiers} waiting for someone to play with them',
        'a {narrow|steep|winding} staircase up to a tower with a view of {the whole land|seven valleys|the sea}',
        'a library for mice, with books no bigger than {stamps|buttons|matchboxes}',
        'a small hall where {a hundred|a thousand} mirrors shone like {silver|moonlight|water}',
        'an old workshop full of {clocks|music boxes|tin cars} that ticked and played',
      ]);
      return by(
        c,
        `{The door swung open|Creak, the door opened|Click, the door opened|The little door opened}, and {behind it|inside|there} was ${room}!`,
        `{Behind the door|On the other side|Inside} {was|${h(c)} found|there waited} ${room}.`,
        `{Behind the door|On the other side|Beyond the little door} {lay|${h(c)} found|waited} ${room}. It looked as if {someone|the whole place} had been waiting {a long time|for years|very patiently} for ${h(c)} to find it.`,
      );
    },
  },
  lights: {
    seems: (c) =>
      by(
        c,
        `At night there were {small|blinking|strange} lights {in the forest|by the water|behind the hill}.`,
        `At night, small {yellow|green|blue} lights blinked {in the forest|down by the water|behind the hill}, and what {were they|could they be}?`,
        `At night, small lights danced among the trees at the edge of the forest, blinking on and off, {green and gold|blue and white|like little stars}, and {nobody|not even Grandma|not a single soul} knew {what they were|where they came from|who lit them}.`,
      ),
    clue: [
      'a glowing speck on a leaf',
      'a tiny lantern made of a nutshell',
      'a ring of flattened grass',
      'music, very faint',
      'a path of glittering dust',
      'a thimble full of honey',
      'laughter, too small to be a person’s',
      'an invitation the size of a fingernail',
    ],
    reveal: (c) => {
      const party = c.p([
        'a dance',
        'a birthday party',
        'a concert',
        'a midsummer party',
        'a festival of lights',
      ]);
      return by(
        c,
        `It was {fireflies|a hundred fireflies|glowing fireflies}, having ${party}!`,
        `It was fireflies, {hundreds|thousands} of them, having ${party}!`,
        `It was fireflies, hundreds of them, holding ${party}, and they were delighted to have guests at last.`,
      );
    },
  },
  tracks: {
    seems: (c) =>
      by(
        c,
        `There were {big|strange|round} tracks in the snow, {right up to the door|all round the house|off towards the woods}.`,
        `There were {big|huge|round}, strange tracks in the snow {all round the house|off towards the hills|right up to the window}, and whose {could they be|were they}?`,
        `In the {fresh|new|soft} snow there were tracks, {big and round and strange|round and wide and very odd|huge and deep and strange}, leading {away toward the hills|round and round the house|right up to the window|down to the frozen pond}. {Nobody|Not even Grandpa|Not a single soul} had ever {seen|heard of|drawn} tracks like them {before|in all their lives|anywhere}.`,
      ),
    clue: [
      'a trail of big round footprints',
      'a snapped twig up high',
      'a tuft of white fur',
      'a very large, very neat snowball',
      'a snow angel the size of a bed',
      'a fish bone, picked clean',
      'a warm spot where something had slept',
      'a little heart drawn in the snow',
    ],
    reveal: (c) => {
      const who = c.p([
        'a big, shy snow bear',
        'a young polar bear',
        'a little shy troll',
        'a big white dog',
      ]);
      return by(
        c,
        `It was ${who}, and it {wanted a friend|was lonely|just wanted to play}!`,
        `It was ${who} who had come down from the hills to {find a friend|play|see how people live}.`,
        `It was ${who} who had come down from the {hills|mountains|high woods} because it was lonely, and had been too shy to {knock|say hello|come any closer}.`,
      );
    },
  },
};

export const QUESTION_EN: Record<MysteryId, string> = {
  sounds: 'what the sound was',
  missing: 'who had taken it',
  door: 'where the door led',
  lights: 'what the lights were',
  tracks: 'whose tracks they were',
};
