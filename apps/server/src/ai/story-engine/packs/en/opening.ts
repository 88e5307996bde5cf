import type { Bank } from '../../compose/ctx-base';
import type { EnCtx } from '../../compose/ctx-en';
import { by } from '../by-band';
import { placeById } from '../../lexicon/places';
import { spaceSetting } from '../../lexicon/lost-things';
import { kinOf } from '../../lexicon/species';
import { withArticle } from '../../grammar/english';

const called = (c: EnCtx) =>
  c.hero.person ? c.hero.name : `${c.hero.a} {called|named} ${c.hero.name}`;
const land =
  '{rivers sang|the hills were always green|the apples grew as big as pumpkins|the wind told stories|the snow was warm in winter|the cats could whistle}';
const nearEarth =
  '{right by a big old tree|next to a little red gate|where the grass was soft|behind a tall hedge|by a singing stream|under a big ash tree}';

/** A home out in space has craters and stars beside it, not a duck pond. */
const nearSpace =
  '{by a little crater|where the stars shone close|behind a big grey rock|where the Earth could be seen in the sky}';
/** A home in the snow has drifts and ice beside it, not an ash tree. */
const nearSnow =
  '{by a big snowdrift|where the ice glittered|behind a hill of snow|where the wind sang over the ice}';
const near = (c: EnCtx) => {
  const setting = placeById(c.home.id).setting;
  return spaceSetting(setting) ? nearSpace : setting === 'snow' ? nearSnow : nearEarth;
};
const homeDetail =
  '{the days were long and bright|each morning smelled of fresh bread|the wind liked to play with the washing|the birds woke everyone up far too early|the neighbour had a goat called Frida|every door was painted a different colour}';
const traitOf = (c: EnCtx) =>
  `{the kindest|the happiest|the busiest|the most curious|${c.timid ? 'the gentlest' : 'the bravest'}|the funniest}`;
/** "the kindest … in the whole valley" fits where the hero lives: no valley on the moon. */
const far = (c: EnCtx) => {
  const setting = placeById(c.home.id).setting;
  if (spaceSetting(setting))
    return '{among all the stars|in all of space|on this side of the Milky Way}';
  if (setting === 'city') return '{in the whole town|in the whole neighbourhood|for miles around}';
  if (setting === 'castle') return '{in the whole kingdom|for miles around|in the whole land}';
  if (['underwater', 'sea'].includes(setting))
    return '{in the whole sea|along the whole coast|for miles around}';
  return '{for miles around|in the whole land|on this side of the hill|in the whole valley}';
};

export const intro: Bank<EnCtx> = [
  (c) =>
    c.genre === 'FAIRY_TALE' || c.chance(0.3)
      ? by(
          c,
          `Once upon a time, there was ${c.hero.a} named ${c.hero.name}. ${c.hero.he} lived ${c.home.in}.`,
          `Once upon a time, ${c.home.in} {far away|over the hills|beyond the seven rivers}, lived ${c.hero.a} named ${c.hero.name}.`,
          `Once upon a time, in a land where ${land}, there lived ${c.hero.a} {called|named} ${c.hero.name}, who made a home ${c.home.in}.`,
        )
      : null,
  (c) =>
    by(
      c,
      `${c.hero.name} was ${c.hero.a}. ${c.hero.he} {lived|had a home|was happy} ${c.home.in}{|, snug and warm}.`,
      `${c.hero.name} was ${c.hero.a}. ${c.hero.he} lived ${c.home.in}, where ${homeDetail}.`,
      `Not so long ago, ${c.home.in}, lived ${c.hero.a} {called|named} ${c.hero.name}. ${c.hero.he} {noticed things that others walked straight past|asked more questions than anyone could answer|was never quite still, even in sleep|collected {feathers|pebbles|good ideas} the way others collect stamps}.`,
    ),
  (c) =>
    by(
      c,
      `${c.home.in} lived ${called(c)}. ${c.hero.name} was {kind|glad|busy|${c.timid ? 'careful' : 'brave'}|funny|${c.timid ? 'quiet' : 'bold'}} and {small|quick|good|sweet}.`,
      `${c.home.in} lived ${called(c)}. ${c.hero.he} was ${traitOf(c)} ${far(c)}, {and the first to laugh|and always ready for fun|and never tired of asking why}.`,
      `${c.home.in} lived ${called(c)}, and if you met ${c.hero.him}, you would {like ${c.hero.him} at once|want to be friends|laugh within a minute}.`,
    ),
  (c) =>
    c.genre === 'BEDTIME' || c.time === 'evening'
      ? by(
          c,
          `The sun was {going down|sinking|slipping away}{| over ${c.home.the}}, but ${c.hero.name} was not {sleepy|tired|ready for bed} yet.`,
          `As the sun {went|slid|sank} down over ${c.home.the}, ${c.hero.name} was still {wide awake|bright-eyed|full of beans}.`,
          `The evening light was turning {gold|amber|rosy} over ${c.home.the}, and ${c.hero.name} was nowhere near ready for {bed|sleep|pyjamas}.`,
        )
      : null,
  (c) =>
    c.genre === 'SPACE'
      ? by(
          c,
          `${c.hero.name} {loved|liked} the stars {more than anything|very much} and lived ${c.home.in}.`,
          `${c.hero.name} was ${c.hero.a} who lived ${c.home.in} and {looked at|counted|watched} the stars every {night|evening}.`,
          `Every clear night, ${c.hero.name}, ${c.hero.a} who lived ${c.home.in}, {counted the stars|watched the sky|named the planets} and wondered what was out there.`,
        )
      : null,
  (c) =>
    by(
      c,
      `This is {a story|a tale} of ${c.hero.a} {named|called} ${c.hero.name}. ${c.hero.name} lived ${c.home.in}{|, ${near(c)}}.`,
      `Have you {ever met|heard of} ${c.hero.a} {called|named} ${c.hero.name}? ${c.hero.name} lived ${c.home.in}, ${near(c)}.`,
      `If you ever travel ${c.home.to}, ask about ${c.hero.name}; everyone there remembers the ${c.hero.kind} who {${c.timid ? 'once did something kind' : 'once did something brave and kind'}|set off on the most surprising day of the year|turned a quiet week upside down}.`,
    ),
  (c) =>
    c.genre === 'ANIMALS' && !c.hero.person
      ? by(
          c,
          `Deep ${c.home.in}, {under a big root|by a mossy stone|in a cosy hole}, there lived ${c.hero.a} named ${c.hero.name}.`,
          `Deep ${c.home.in}, where the {grass|ferns|reeds} grew tall, lived ${c.hero.a} by the name of ${c.hero.name}.`,
          `Deep ${c.home.in}, where the {grass|ferns|reeds} grew taller than a fence post and the bees were always busy, lived ${c.hero.a} by the name of ${c.hero.name}.`,
        )
      : null,
  (c) =>
    c.genre === 'BEDTIME' || c.time === 'evening'
      ? by(
          c,
          `It was {evening|nearly bedtime} ${c.home.in}, and ${called(c)} {sat in the window|watched the moon|counted stars}.`,
          `It was nearly bedtime ${c.home.in}, but ${called(c)} {was still sitting in the window|was still counting stars|was not one bit sleepy}.`,
        )
      : null,
  (c) =>
    by(
      c,
      `${c.home.in} lived ${c.hero.name}.`,
      `${c.home.in}, ${near(c)}, lived ${called(c)}. ${c.hero.he} was ${traitOf(c)} ${far(c)}.`,
      `${c.home.in}, ${near(c)}, lived ${called(c)}. Everyone said ${c.hero.he} was ${traitOf(c)} ${far(c)}.`,
    ),
];

export const heroLook: Bank<EnCtx> = [
  (c) =>
    c.hero.features
      ? by(
          c,
          `${c.hero.name} had ${c.hero.features}, and ${c.hero.he} {liked|loved} them {all|a lot}.`,
          `${c.hero.name} had ${c.hero.features}, and ${c.hero.he} was {very|rather|secretly} proud of them.`,
          `${c.hero.name} had ${c.hero.features}, and ${c.hero.he} would not have swapped any of it for all the {gold|cake|marbles} in the world.`,
        )
      : null,
  (c) =>
    c.hero.features
      ? by(
          c,
          `With ${c.hero.features}, ${c.hero.name} was {easy|not hard} to spot.`,
          `With ${c.hero.features}, ${c.hero.name} was {not hard|easy} to spot {from far away|in a crowd|across a field}.`,
          `With ${c.hero.features}, ${c.hero.name} was easy to spot from a long way off, which was {useful|handy|helpful} in a game of tag and {useless|hopeless|no help at all} in hide-and-seek.`,
        )
      : null,
  (c) =>
    !c.hero.features && c.hero.hue && !c.hero.person
      ? by(
          c,
          `${c.hero.name} was ${c.hero.hue} {all over|from top to tail|from nose to toes}.`,
          `${c.hero.name} was ${c.hero.hue} from top to tail, with {a big|a warm|a kind} heart and {quick|curious|bright} eyes.`,
          `${c.hero.name} was ${c.hero.hue} all over, with {a big heart|a warm heart|a kind heart}, {bright|keen|twinkly} eyes and a habit of humming when ${c.hero.he} was thinking.`,
        )
      : null,
  (c) =>
    !c.hero.features && (c.hero.person || !c.hero.hue)
      ? by(
          c,
          `${c.hero.name} was {kind|${c.timid ? 'careful' : 'brave'}|clever} and {funny|gentle|quick}.`,
          `${c.hero.name} was {${c.timid ? 'careful' : 'brave'}|curious|clever}, kind, and {a little bit stubborn|very good at climbing|full of ideas|never still for long}.`,
          `${c.hero.name} was {${c.timid ? 'careful' : 'brave'}|curious|clever} and kind, and {a little bit stubborn when it mattered|good at noticing what others missed|full of ideas, some of them excellent}.`,
        )
      : null,
  (c) =>
    !c.hero.features && (c.hero.person || !c.hero.hue)
      ? by(
          c,
          `${c.hero.name} had {a big smile|${c.hero.dressed ? 'muddy boots|a red cap|curly hair' : 'bright, curious eyes|a nose for adventure'}} and {lots of|so many} questions.`,
          `${c.hero.name} had {a big smile|${c.hero.dressed ? 'muddy boots|a red cap|a pocket full of string' : 'bright, curious eyes|a nose for adventure'}} and a head full of {questions|plans|songs}.`,
          `${c.hero.name} had {${c.hero.dressed ? 'muddy boots|a red cap|a pocket full of string and pebbles' : 'bright, curious eyes|a nose for adventure|a heart full of courage'}}, a laugh you could hear {across the yard|down the lane|three gardens away}, and a head full of {questions|plans|songs}.`,
        )
      : null,
];

export const heroLookMore: Bank<EnCtx> = [
  // One who minds being too tall or too big is never "small" in the first lines.
  (c) =>
    c.selfTrait === 'tall' || c.selfTrait === 'big'
      ? null
      : by(
          c,
          `${c.hero.name} was {small|not very big|not big}, but {${c.timid ? 'gentle as a lamb' : 'brave as a lion'}|strong as a bear|quick as the wind|wise as an owl|happy as a lark|busy as a bee}.`,
          `${c.hero.name} was not the biggest, but ${c.hero.he} was {${c.timid ? 'gentle as a lamb' : 'brave as a lion'}|clever as a fox|quick as the wind|${c.timid ? 'quiet as a mouse' : 'bold as a robin'}} and {kind as the day is long|always cheerful|full of good ideas|never grumpy for long}.`,
        ),
];

export const habit: Bank<EnCtx> = [
  (c) =>
    by(
      c,
      `Each {day|dawn|night}, ${c.hero.name} {sang|hopped|danced|hummed} {on the step|in the yard|by the door|on the stairs}.`,
      `{Each morning|Every day|Each day} ${c.hero.name} {sang|whistled|hummed} {a song|the same song|a new song} {on the front step|in the garden|while the porridge bubbled}, and {the birds sang back|the neighbours smiled|the cat listened}.`,
      `{Each morning|Every morning|Each day}, before anyone else was awake, ${c.hero.name} {sang|whistled} a little song {on the front step|out in the garden}, and ${c.p(['the birds had long since learned the chorus', 'even the grumpy neighbour tapped along', 'the cat pretended not to listen, but listened anyway'])}.`,
    ),
  (c) =>
    by(
      c,
      `${c.hero.name} {loved|liked} {drawing|building|climbing|to find stones}.`,
      `${c.hero.name} loved {drawing|building dens|climbing trees|collecting pebbles}, and did it {every day|all the time|as often as ${c.hero.he} could}.`,
      `What ${c.hero.name} loved most of all was {drawing maps of places nobody had seen|building dens out of anything ${c.hero.he} could find|climbing trees to see how far ${c.hero.he} could see|collecting stones with stripes}.`,
    ),
  (c) =>
    by(
      c,
      `${c.hero.name} said {hello|good morning|hi} to {each bird|each cat|the sun|the moon} {each day|at dawn|from the gate}.`,
      `${c.hero.name} said {good morning|hello|a cheery hello} to {everyone ${c.hero.he} met|every bird and every cat|the sun and the moon|the postman and the hens}. {Everyone said it back|Most of them answered|Nearly all of them nodded back|The birds answered loudest|The hens clucked back}.`,
    ),
  (c) =>
    by(
      c,
      `${c.hero.name} could {count to a hundred|hop on one leg|whistle} and was proud of it.`,
      `${c.hero.name} could {count to a hundred backwards|stand on ${c.hero.his} head${c.goal === 'learn' ? '' : '|whistle with two fingers'}}, and was happy to show anyone.`,
    ),
];

/** A sister, a brother or Dad beside the hero is told as family, never as a best friend. */
const kin = (c: EnCtx) => (c.friend ? kinOf(c.friend.char) : undefined);

const kinIntro: Bank<EnCtx> = [
  (c) => {
    const k = kin(c);
    if (!c.friend || !k?.entry || k.grown) return null;
    const w = k.entry.en.sg;
    return by(
      c,
      `${c.hero.name} had ${withArticle(w)} called ${c.friend.name}.`,
      `${c.hero.name} had ${withArticle(w)} called ${c.friend.name}, and the two of them {did almost everything together|were hardly ever apart|laughed at the same jokes|shared every secret snack|finished each other's sentences}.`,
      `${c.hero.poss} ${w}, ${c.friend.name}, was {never far away|in on almost everything}, and the two {hardly ever quarrelled for long|shared both secrets and sweets}.`,
    );
  },
  (c) => {
    const k = kin(c);
    if (!c.friend || !k?.grown) return null;
    return by(
      c,
      `${c.hero.name} and ${c.friend.name} did {lots of things|most things} together.`,
      `${c.hero.name} and ${c.friend.name} did lots of things together, and ${c.friend.name} always had {good advice|a hug|time to listen}.`,
      `${c.friend.name} was always there for ${c.hero.name}, with {good advice|warm hands|time to listen}, and the two of them did most things together.`,
    );
  },
];

const friendLines: Bank<EnCtx> = [
  (c) =>
    c.friend
      ? by(
          c,
          `${c.hero.poss} {best|very best|dearest} friend was ${c.friend.a} named ${c.friend.name}.`,
          `${c.hero.poss} best friend was ${c.friend.a} called ${c.friend.name}, and the two of them {went everywhere together|did everything together|were never apart for long|shared every secret|played together every single day|finished each other's sentences}.`,
          `${c.hero.poss} best friend in the whole world was ${c.friend.a} called ${c.friend.name}; where one of them went, the other was {never far behind|sure to follow|bound to turn up}.`,
        )
      : null,
  (c) =>
    c.friend
      ? by(
          c,
          `${c.friend.person ? c.friend.name : `${c.friend.name} the ${c.friend.kind}`} lived {there|close by|next door} too, and ${c.friend.he} was {kind|funny|brave}.`,
          `${c.friend.person ? c.friend.name : `${c.friend.name} the ${c.friend.kind}`} lived {there|close by|next door} too, and ${c.friend.he} was the {best|kindest|funniest} friend ${c.hero.name} had.`,
          `${c.friend.name}, ${c.friend.a} as {loyal|cheerful|kind} as ${c.friend.he} was {clever|brave|funny}, lived close by and shared nearly every adventure ${c.hero.name} ever had.`,
        )
      : null,
  (c) =>
    c.friend
      ? by(
          c,
          `${c.hero.name} was {never|not often} alone. ${c.friend.person ? c.friend.name : `${c.friend.name} the ${c.friend.kind}`} was {always there|never far away|right by ${c.hero.his} side}.`,
          `${c.hero.name} was never alone for long, because ${c.friend.person ? c.friend.name : `${c.friend.name} the ${c.friend.kind}`} was always {close by|nearby|around}.`,
          `${c.hero.name} was never lonely, because ${c.friend.person ? c.friend.name : `${c.friend.name} the ${c.friend.kind}`} was always close by, ready with {a joke|a plan|a helping hand|a snack}.`,
        )
      : null,
  (c) =>
    c.friend
      ? by(
          c,
          `${c.hero.name} and ${c.friend.person ? c.friend.name : `${c.friend.name} the ${c.friend.kind}`} {played|ate|laughed|sang} together {each day|all the time|from dawn to dusk}.`,
          `${c.hero.name} and ${c.friend.person ? c.friend.name : `${c.friend.name} the ${c.friend.kind}`} had been friends {for years and years|since they were tiny|for a hundred years, nearly}, and they {shared it all|never fought for long|laughed at the same jokes|told each other everything|always saved each other a seat}.`,
          `${c.hero.name} and ${c.friend.a} called ${c.friend.name} had been friends for as long as anyone could remember, and they could {read each other's minds|finish each other's sentences|laugh at a joke before it was told}.`,
        )
      : null,
  (c) => {
    if (!c.friend) return null;
    const f = c.friend.name;
    return by(
      c,
      `${c.hero.name} and ${f} {played tag|ran races|built dens|drew maps|dug for shells} {in the yard|by the stream|up in the loft${c.weather ? '' : '|in the sun'}}{| each day| all day}.`,
      `Every {day|morning|afternoon}, ${c.hero.name} and ${f} {played hide and seek|ran races|built dens} {in the garden|behind the house|by the stream|up in the attic}. {Their laughter carried a long way|They never got bored|${f} nearly always won|${c.hero.name} nearly always won|Neither of them ever wanted to stop}.`,
      `Every single {day|afternoon}, ${c.hero.name} and ${f} {played hide and seek|built dens out of sticks and blankets} {in the garden|behind the house|by the stream}, and {their laughter carried right over to the neighbours|they had plans for the next day before bedtime}.`,
    );
  },
  (c) => {
    if (!c.friend) return null;
    const f = c.friend.name;
    return by(
      c,
      `${f} {looked out for|kept an eye on|stuck close to} ${c.hero.name} {like a shadow|day and night|wherever ${c.hero.he} went}.`,
      `${f} {looked out for|kept an eye on} ${c.hero.name} {like a shadow|day and night|indoors and out}, and ${c.hero.name} looked out for ${c.friend.him} {right back|just as much|whenever it mattered}.`,
      `${f} kept a {close|careful|watchful} eye on ${c.hero.name} {like a shadow|day and night}, and ${c.hero.name} did the same in return, because that is what {good friends|real friends|best friends} do.`,
    );
  },
];

export const friendIntro: Bank<EnCtx> = [
  ...kinIntro,
  ...friendLines.map((t) => (c: EnCtx) => (kin(c) ? null : t(c))),
];

export const dayStart: Bank<EnCtx> = [
  (c) =>
    c.time === 'morning'
      ? by(
          c,
          `{Morning came|The day began|Dawn came} {softly|slowly|brightly}, and ${c.hero.name} {yawned|stretched|smiled}.`,
          `{Morning crept in|The new day peeped in|Dawn came tiptoeing} {into every corner|over everything|bit by bit}, and ${c.hero.name} {yawned a huge yawn|stretched from top to toe|was up in a flash}.`,
          `The new day {came tiptoeing in|crept in on quiet feet|arrived all at once}, {pink at the edges|gold and soft|still a little sleepy}, and ${c.hero.name} {lay listening to the first sounds|was up before anyone else|stretched until ${c.hero.his} toes tingled}.`,
        )
      : null,
  (c) =>
    c.time !== 'morning'
      ? by(
          c,
          `{Evening|Dusk} came, {soft|blue|quiet}, and ${c.hero.name} {yawned|looked up|listened}.`,
          `The {evening|dusk} came {softly|slowly|in blue and gold}, {the shadows grew long|the air went cool|the world went quiet}, and ${c.hero.name} {looked up at the sky|listened to the hush|wriggled with excitement}.`,
          `{Evening|Dusk} settled {softly|slowly|like a blanket} over everything, {the shadows stretched out long|the air turned cool and still|the first star came out}, and ${c.hero.name} {felt that something was about to happen|could not sit still at all|watched the first lights come on}.`,
        )
      : null,
  (c) =>
    c.time === 'morning'
      ? by(
          c,
          `The sun came up {warm|bright|pink|golden}, and ${c.p(['the birds sang', 'the bees hummed', 'the hens clucked', 'the cows mooed', 'the frogs croaked', 'a rooster crowed'])}.`,
          `{That morning|That day|Early that morning} the sun came up {warm and bright|soft and pink|round and golden|slow and yellow}, and the {birds|bees|swallows|sparrows} were already {busy|up and about|hard at it|chirping}{| over the yard| in the garden| on the roof}.`,
          `That morning the sun rose {warm and bright|soft and pink|slow and golden} over the {rooftops|treetops|hills}, and the {birds|bees|swallows} were already hard at work.`,
        )
      : null,
  (c) =>
    c.time === 'morning'
      ? by(
          c,
          `It was a {sunny|bright|fine|breezy} {day|morning}, {a day for fun|just right for a trip|made for play|good for long walks}.`,
          `It was the kind of {sunny|bright|breezy|fresh|blue} morning when {big things start|a day feels new|nobody wants to stay inside|the birds sing first|you just want to run}.`,
          `It was the kind of {sunny|bright|breezy} morning that seems to {whisper|hint|promise} that something is about to happen.`,
        )
      : null,
  (c) =>
    c.time !== 'morning'
      ? by(
          c,
          // One short sentence: split at its ", and", both halves would be stock lines.
          `{A star|The moon|A bat|An owl} peeked out {over the roof|by a tree|over the hill|by the barn} in the {pink|gold|red|grey} sky.`,
          `The sky was turning {pink|gold|orange}, and the first {star|bat|firefly} was peeking out.`,
          `The sky was turning {pink|gold|orange}, and the first brave {star|bat|firefly} was already peeking out above the {trees|roofs|hills}.`,
        )
      : null,
  // In a mystery about something eaten, a breakfast would be one more clue.
  (c) =>
    c.goal === 'solve'
      ? null
      : by(
          c,
          `${c.hero.name} {ate|munched} {toast|some jam|an egg|a bun|a plum} {fast|in three bites|with a big smile}.`,
          `${c.hero.name} {ate|gobbled up|munched} {toast with honey|a bowl of porridge|two apples|a warm pancake} and looked out of the {window|door}.`,
          `${c.hero.name} {ate|gobbled up|munched} {toast with honey|a bowl of porridge|a warm pancake} at top speed and then pressed ${c.hero.his} nose to the {window|glass}.`,
        ),
  (c) =>
    c.time === 'morning'
      ? by(
          c,
          `{It had rained|The grass was wet|It was windy|It was misty}, but the sun {came out|peeked out|was warm|shone}.`,
          `Outside {it had rained in the night|a fresh wind was blowing|dew lay on the grass|the mist was lifting}, and now {the sun came out|everything sparkled|everything smelled new|the birds were singing|the puddles shone}.`,
        )
      : null,
  (c) =>
    c.time !== 'morning'
      ? by(
          c,
          `The {lamp|fire|lantern} glowed {yellow|warm|soft} ${c.home.in}.`,
          `Inside, {the lamp|the fire|a candle} glowed {yellow|warm}, and outside the shadows grew {long|blue|soft}.`,
        )
      : null,
];
