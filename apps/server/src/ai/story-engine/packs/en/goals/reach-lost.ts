// Lost inside a busy place (plan/lost-plan): the rule said at the door, a look round together,
// the moment the hero looks up and the grown-up is gone, tries that fail (a shout swallowed by
// the noise, running back, a coat that looks the same), then the stop, the rule remembered, a
// grown-up who works there asked, the name said, the wait; the loudspeaker, and the grown-up the
// family named comes. Calm at the end: home, and the rule practised once more.
import type { EnCtx } from '../../../compose/ctx-en';
import type { Bank } from '../../../compose/ctx-base';
import type { GoalTexts } from '../../../compose/pack-types';
import type { SceneSetting } from '../../../../scene-spec';
import { by } from '../../by-band';
import { eachOnce, inTurn } from '../../place-beats';
import { nobodyMet, noSky, stillAsides } from '../../still-scenes';
import { lostKind, type LostKind } from '../../lost-kinds';
import { cap } from '../../../text';

const h = (c: EnCtx) => c.hero.name;
const he = (c: EnCtx) => c.hero.he;
const He = (c: EnCtx) => cap(he(c));
const His = (c: EnCtx) => cap(c.hero.his);
const his = (c: EnCtx) => c.hero.his;
const him = (c: EnCtx) => c.hero.him;
/** The grown-up the family named: Mum, Dad, Granny, the mother cat. */
const g = (c: EnCtx) => c.recipient?.name ?? 'Mum';
const G = (c: EnCtx) => cap(g(c));
const gHe = (c: EnCtx) => c.recipient?.he ?? 'she';
const GHe = (c: EnCtx) => cap(gHe(c));
const gHis = (c: EnCtx) => c.recipient?.his ?? 'her';
const gHim = (c: EnCtx) => c.recipient?.him ?? 'her';

/** What the grown-up wears that day, told at the door and looked for in the crowd. */
const WEAR = ['yellow scarf', 'red hat', 'green raincoat'];
const wear = (c: EnCtx) => WEAR[h(c).length % WEAR.length] as string;

interface Where {
  /** Where people move about: "the aisles". */
  inside: string;
  /** Where they were when they lost each other: "by the bananas". */
  spot: string;
  /** What catches the hero's eye, and the same told short: "the toy cars". */
  lure: [young: string, mid: string];
  it: string;
  /** "them" for the toy cars, "it" for the red train. */
  itThem: 'it' | 'them';
  /** Where the loudspeaker asks the grown-up to come. */
  desk: string;
  /** What swallows a shout. */
  noise: string;
  /** Someone who works there: who, and how a child can tell. */
  worker: { a: string; the: string; short: string; he: 'he' | 'she'; shows: string };
  /** The way in: "the big sliding doors". */
  door: string;
  /** What they were there to do, finished together at the end: "the shopping". */
  finish: string;
  /** What the place looks and sounds like. */
  look: [young: string, mid: string];
  /** What the one who works there lets the hero help with while they wait. */
  job: [young: string, mid: string][];
  /** Things passed on the way round: "a mountain of oranges". */
  sights: string[];
  /** A look round together before they lose each other. */
  browse: [young: string, mid: string][];
}

const WHERE: Record<LostKind, Where> = {
  shop: {
    sights: [
      'a mountain of oranges',
      'a wall of cereal boxes with cartoon faces',
      'a freezer full of ice lollies',
      'a tower of toilet rolls taller than a grown-up',
      'a shelf of birthday candles in every colour',
      'a basket of fluffy yellow sponges',
      'a shelf of jam jars like coloured lamps',
    ],
    job: [
      [
        'The lady let {h} press the till button. Beep!',
        'The lady let {h} press the button on the till, and the drawer shot out with a ding, and {h} giggled.',
      ],
      [
        '{h} helped stack the chocolate bars.',
        'While they waited, {h} helped her stack chocolate bars in a neat tower, with all the wrappers facing the same way.',
      ],
    ],
    desk: 'the tills',
    door: 'the big sliding doors',
    finish: 'the shopping',
    inside: 'the aisles',
    spot: 'by the bananas',
    lure: [
      'a shelf of shiny toy cars',
      'a shelf right at the end of the aisle, full of shiny toy cars with doors that really opened',
    ],
    it: 'the toy cars',
    itThem: 'them',
    noise: 'the beeping tills and the rattling trolleys',
    worker: {
      a: 'a lady at the till',
      the: 'the lady at the till',
      short: 'the lady',
      he: 'she',
      shows: 'She wore a green shirt and a name badge, like everyone who worked there.',
    },
    look: [
      'Everything was big and bright, with long, long aisles.',
      'Everything was big and bright, with aisles so long you could hardly see the end of them, and music playing softly from the ceiling.',
    ],
    browse: [
      [
        'They put apples and bananas in the trolley.',
        'First they filled a bag with red apples and picked the yellowest bananas, and {h} got to put them in the trolley.',
      ],
      [
        'The freezer doors puffed out cold air. Brrr!',
        'In the freezer aisle cold air puffed out every time a door opened, and {h} pretended to be a polar bear.',
      ],
      [
        '{h} smelled fresh bread. Mmm!',
        'By the bakery counter it smelled of warm bread, and {g} let {him} choose a loaf with seeds on top.',
      ],
      [
        '{h} pushed the trolley. It went wonky!',
        '{h} got to push the trolley, but it had one wonky wheel and kept trying to go left, and {g} laughed every time it did.',
      ],
      [
        'They weighed tomatoes. The scale gave a sticker!',
        'They weighed a bag of tomatoes on the big scale, and {h} pressed the button with the tomato picture, and out came a sticker.',
      ],
    ],
  },
  market: {
    sights: [
      'a stall piled high with red apples',
      'a basket of fluffy yarn in every colour',
      'a man selling wooden spoons',
      'a stall of flowers that smelled of summer',
      'a table covered in shiny old keys',
      'a stall of warm waffles',
      'a woman selling knitted hats with bobbles',
    ],
    job: [
      [
        'The honey lady gave {h} a taste. Sweet!',
        'The honey lady let {h} taste honey from three jars, and {h} had to guess which flowers the bees had visited.',
      ],
      [
        '{h} helped wrap a jar in paper.',
        '{h} helped her wrap a jar of honey in brown paper for a customer, and tied the string in a bow.',
      ],
    ],
    desk: 'the honey stall',
    door: 'the first stalls',
    finish: 'their round of the market',
    inside: 'the stalls',
    spot: 'by the fish stall',
    lure: [
      'a man blowing giant soap bubbles',
      'a man blowing soap bubbles as big as armchairs, that wobbled up over the crowd and popped',
    ],
    it: 'the soap bubbles',
    itThem: 'them',
    noise: 'the stall people calling out their prices',
    worker: {
      a: 'the lady at the honey stall',
      the: 'the honey lady',
      short: 'the honey lady',
      he: 'she',
      shows:
        'She had an apron with the market’s name on it, and she had been selling honey there all morning.',
    },
    look: [
      'The market was full of stalls and people.',
      'The market was full of striped stalls and happy noise: people calling, baskets bumping, someone playing an accordion.',
    ],
    browse: [
      [
        'They bought strawberries in a little box.',
        'At the fruit stall {g} bought a little box of strawberries, and the man gave {h} one to taste.',
      ],
      [
        'At the fish stall a big fish looked at {h}.',
        'At the fish stall the fish lay on ice with their mouths open, and {h} was sure one of them winked.',
      ],
      [
        'A stall sold honey in golden jars.',
        'A stall sold honey in golden jars that shone in the sun, and {h} got to taste a drop on a tiny spoon.',
      ],
      [
        'A man played the accordion. {h} danced!',
        'By the fountain a man played the accordion, and {h} danced a little dance, and the man winked and played faster.',
      ],
      [
        'They tasted cheese on little sticks. Yum!',
        'At the cheese stall they tasted little cubes of cheese on sticks, and {h} liked the yellow one best and the smelly one least.',
      ],
    ],
  },
  zoo: {
    sights: [
      'a pond full of pink flamingos',
      'a sleepy tortoise as big as a suitcase',
      'a glass house full of butterflies',
      'a family of meerkats standing on guard',
      'a wall where parrots sat in a row',
      'a playground shaped like a jungle',
      'a pond where the otters slid down a rock',
    ],
    job: [
      [
        '{h} helped feed the penguins a fish!',
        'The keeper let {h} throw a fish to the penguins, and a fat little penguin caught it in mid-air.',
      ],
      [
        'The keeper showed {h} a baby penguin.',
        'The keeper showed {h} a baby penguin, grey and fluffy, that stood close to its mother and peeped.',
      ],
    ],
    desk: "the keeper's hut by the penguins",
    door: 'the gate',
    finish: 'their walk round the zoo',
    inside: 'the paths',
    spot: 'by the penguins',
    lure: [
      'the monkeys swinging on their ropes',
      'the monkeys swinging from rope to rope and pulling faces at everyone',
    ],
    it: 'the monkeys',
    itThem: 'them',
    noise: 'the crowds and the screeching parrots',
    worker: {
      a: 'a zoo keeper',
      the: 'the zoo keeper',
      short: 'the keeper',
      he: 'he',
      shows: 'He wore green overalls with the zoo’s badge on them and carried a bucket of fish.',
    },
    look: [
      'Paths went off in every direction.',
      'Paths went off in every direction between fences and bushes, and everywhere there were people and pushchairs.',
    ],
    browse: [
      [
        'The penguins waddled and dived. Splash!',
        'First they watched the penguins waddle down to the water and dive in, splash, splash, one after another.',
      ],
      [
        'A giraffe bent down to look at {h}.',
        'By the giraffes a long neck came swinging down, and a giraffe looked {h} right in the eye.',
      ],
      [
        'They shared an ice cream on a bench.',
        'They shared an ice cream on a bench by the flamingos, who stood on one leg and did not wobble once.',
      ],
      [
        'The lions slept in the sun. One yawned!',
        'The lions lay asleep in the sun on a big flat rock, and one of them yawned so wide that {h} could count its teeth.',
      ],
      [
        'A peacock opened its tail. What colours!',
        'A peacock strutted across the path and spread its tail like a great shining fan, right in front of {h}.',
      ],
    ],
  },
  fair: {
    sights: [
      'a popcorn cart that smelled of butter',
      'the bumper cars crashing and laughing',
      'a tent where a clown juggled plates',
      'a little boat ride on a round pond',
      'a stall full of giant teddy bears',
      'a mirror that made everyone look tall and thin',
      'a wheel of fortune with a hundred lights',
    ],
    job: [
      [
        '{h} helped tear the tickets. Rip!',
        'The ticket lady let {h} tear the tickets off the roll, rip, rip, and hand them to the people in the queue.',
      ],
      [
        'She gave {h} a little paper crown.',
        'She found a little paper crown in a drawer and put it on {h}’s head. "Every brave child gets one," she said.',
      ],
    ],
    desk: 'the ticket booth',
    door: 'the gate under the lights',
    finish: 'their day at the fair',
    inside: 'the rides',
    spot: 'by the carousel',
    lure: [
      'a man making pink candyfloss',
      'a man spinning pink candyfloss in a big drum, round and round, like a cloud on a stick',
    ],
    it: 'the candyfloss',
    itThem: 'it',
    noise: 'the music and the screams from the big rides',
    worker: {
      a: 'a lady in the ticket booth',
      the: 'the ticket lady',
      short: 'the ticket lady',
      he: 'she',
      shows:
        'She sat in the little ticket booth with a badge on her jacket and sold tickets to everyone.',
    },
    look: [
      'Lights blinked and music played everywhere.',
      'Lights blinked on every ride, music came from every side, and it smelled of popcorn and sugar.',
    ],
    browse: [
      [
        '{h} rode a white horse on the carousel.',
        'First {h} rode the carousel on a white horse with a golden mane, and {g} waved every time {he} came round.',
      ],
      [
        'They watched the big wheel turn.',
        'They stood and watched the big wheel turn, so high that the people at the top looked as small as ants.',
      ],
      [
        '{h} threw a ball at the tins. Crash!',
        'At a stall {h} threw a ball at a tower of tins, and three of them fell down with a crash.',
      ],
      [
        'They rode the little train. It went toot!',
        'They rode the little train round the fair, and {h} got to pull the rope that made the whistle blow.',
      ],
      [
        '{g} won a paper rose. {h} kept it.',
        'At the shooting stall {g} won a paper rose and gave it to {h}, who tucked it behind {his} ear.',
      ],
    ],
  },
  station: {
    sights: [
      'a man playing the piano in the hall',
      'a shop full of magazines and sweets',
      'a pigeon walking about like it had a ticket',
      'a big map of all the railway lines',
      'a long line of suitcases on wheels',
      'a small red train for children to sit in',
      'a bakery that smelled of cinnamon',
    ],
    job: [
      [
        'The guard let {h} hold his whistle.',
        'The guard let {h} hold his silver whistle, though not blow it, because then all the trains would leave.',
      ],
      [
        'They watched the big board together.',
        'They watched the big board together, and the guard showed {h} how to find the train to the sea.',
      ],
    ],
    desk: 'the information desk',
    door: 'the big doors',
    finish: 'what they had come to do',
    inside: 'the platforms',
    spot: 'by the ticket machines',
    lure: ['a shiny red train', 'a shiny red train that came gliding in, so long it had no end'],
    it: 'the red train',
    itThem: 'it',
    noise: 'the rumbling trains and the rolling suitcases',
    worker: {
      a: 'a guard at the information desk',
      the: 'the guard',
      short: 'the guard',
      he: 'he',
      shows: 'He wore a dark blue uniform and a cap, and sat behind a desk with a big "i" on it.',
    },
    look: [
      'The station was huge, with a glass roof.',
      'The station was huge, with a glass roof high above and people hurrying everywhere with bags and suitcases.',
    ],
    browse: [
      [
        'They looked at the big board of trains.',
        'They looked at the big board where the trains were listed, and {h} read the names of towns {he} had never heard of.',
      ],
      [
        '{g} bought two buns at the kiosk.',
        'At the kiosk {g} bought two cinnamon buns, and they ate them standing up, like real travellers.',
      ],
      [
        'A train whooshed past. Whoosh!',
        'A fast train whooshed straight through without stopping, and the wind of it blew {h}’s hair straight up.',
      ],
      [
        'A long train left. {h} waved and waved.',
        'They watched a long train pull out slowly, and {h} waved to all the people in the windows, and some of them waved back.',
      ],
      [
        'The clock was huge. Its hand jumped!',
        'High up on the wall hung a clock as big as a cartwheel, and {h} watched the long hand jump forward a whole minute.',
      ],
    ],
  },
  hall: {
    sights: [
      'a mummy case painted with gold',
      'a huge whale skeleton hanging from the ceiling',
      'a room of tiny ship models',
      'a wall of old swords and shields',
      'a glass case full of glittering stones',
      'a room where the floor was a map of the world',
      'a long row of old clocks, all ticking',
    ],
    job: [
      [
        'The guard showed {h} the big map.',
        'The guard showed {h} the big map of all the halls, and let {h} put a sticker where they were.',
      ],
      [
        '{h} got a pencil shaped like a bone.',
        'She gave {h} a pencil shaped like a dinosaur bone, from the box she kept for brave visitors.',
      ],
    ],
    desk: 'the information desk',
    door: 'the heavy doors',
    finish: 'their walk through the halls',
    inside: 'the halls',
    spot: 'by the big stairs',
    lure: [
      'a huge dinosaur skeleton',
      'a dinosaur skeleton so tall its head nearly touched the ceiling',
    ],
    it: 'the dinosaur',
    itThem: 'it',
    noise: 'the footsteps and voices echoing in the big halls',
    worker: {
      a: 'a guard at the information desk',
      the: 'the guard',
      short: 'the guard',
      he: 'she',
      shows:
        'She wore a dark jacket with a badge on it and sat at the desk by the door, where the maps were.',
    },
    look: [
      'The halls were big, with glass cases.',
      'The halls were big and high, full of glass cases, and every sound came back as an echo.',
    ],
    browse: [
      [
        'They saw an old knight’s armour.',
        'They saw a knight’s armour, so shiny that {h} could see {his} own face in it, stretched and funny.',
      ],
      [
        'A glass case held gold coins.',
        'In one glass case lay gold coins from long ago, and {g} read out how old they were.',
      ],
      [
        '{h} found a stuffed owl. It looked alive!',
        'In a corner stood a stuffed owl with big yellow eyes, and {h} was sure it followed {him} with them.',
      ],
      [
        'They saw a painting of a ship. Big waves!',
        'They stood in front of a huge painting of a ship in a storm, and the waves looked so real that {h} almost felt seasick.',
      ],
      [
        '{h} pressed a red button. A light came on!',
        'In one room {h} got to press a big red button, and a little model volcano lit up and rumbled.',
      ],
    ],
  },
};

const where = (c: EnCtx): Where => WHERE[lostKind(c)];
const fill = (c: EnCtx, s: string) =>
  s
    .replace(/\{h\}/g, h(c))
    .replace(/\{g\}/g, g(c))
    .replace(/\{he\}/g, he(c))
    .replace(/\{him\}/g, him(c))
    .replace(/\{his\}/g, his(c));
/** A line of the place's own, with the wording for the listener's age. */
const own = (c: EnCtx, line: [string, string] | undefined) =>
  line ? fill(c, by(c, line[0], line[1])) : null;
const worker = (c: EnCtx) => where(c).worker;
const wHe = (c: EnCtx) => worker(c).he;
const wHis = (c: EnCtx) => (worker(c).he === 'he' ? 'his' : 'her');
const wHim = (c: EnCtx) => (worker(c).he === 'he' ? 'him' : 'her');
const there = (c: EnCtx) => c.target?.the ?? 'the shop';
/** "a girl", "a kitten": what the one asked about is. */
const aKind = (c: EnCtx) => `${/^[aeiou]/.test(c.hero.kind) ? 'an' : 'a'} ${c.hero.kind}`;
const at = (c: EnCtx) => c.target?.in ?? 'in the shop';

/** What the grown-up said at the door, and so what the hero remembers. */
const RULE = (c: EnCtx) =>
  `"If we ever lose each other," said ${g(c)}, "stand still, find someone who works here, and tell them your name."`;

/** The k-th thing passed on the way round, or none. */
const sight = (c: EnCtx, k: number) => where(c).sights[k];
const passing: Bank<EnCtx> = eachOnce<EnCtx>('lost-pass', [
  (c) =>
    by(
      c,
      `They walked past ${sight(c, 0)}. ${h(c)} said wow!`,
      `They walked past ${sight(c, 0)}, and ${h(c)} slowed down to look, and ${g(c)} slowed down too, because there was no hurry.`,
      `They walked past ${sight(c, 0)}, and ${h(c)} slowed right down to look, and so did ${g(c)}, because today there was no hurry at all, and looking was half the fun.`,
    ),
  (c) =>
    by(
      c,
      `Next came ${sight(c, 1)}. ${h(c)} giggled and pointed.`,
      `Next came ${sight(c, 1)}, and ${h(c)} giggled and tugged ${g(c)}'s sleeve so ${gHe(c)} would see it too.`,
      `Next came ${sight(c, 1)}, and ${h(c)} giggled and tugged at ${g(c)}'s sleeve until ${gHe(c)} saw it too, and then they both stood there giggling like two silly geese.`,
    ),
  (c) =>
    by(
      c,
      `Best of all, ${h(c)} liked ${sight(c, 2)}.`,
      `${h(c)} decided that ${sight(c, 2)} was the best thing so far, though it was hard to choose.`,
      `${h(c)} decided that ${sight(c, 2)} was the very best thing so far, though it was hard to choose, and ${he(c)} told ${g(c)} so, twice, in case ${gHe(c)} had not heard.`,
    ),
  (c) =>
    by(
      c,
      `Round the corner was ${sight(c, 3)}! ${h(c)} stared and stared.`,
      `Round the corner was ${sight(c, 3)}, and ${h(c)} stared with ${his(c)} mouth open until ${g(c)} gently closed it with one finger.`,
      `Round the next corner was ${sight(c, 3)}, and ${h(c)} stood and stared with ${his(c)} mouth wide open, until ${g(c)} laughed and gently closed it with one finger, "before a fly moves in".`,
    ),
  (c) =>
    by(
      c,
      `They stopped by ${sight(c, 4)}. ${h(c)} tried to count them.`,
      `They stopped by ${sight(c, 4)}, and ${h(c)} tried to count them all but there were far too many.`,
      `They stopped by ${sight(c, 4)}, and ${h(c)} tried to count them all, pointing at each one in turn, but there were far too many, and ${he(c)} gave up at forty and said "lots".`,
    ),
]);

const passingMore: Bank<EnCtx> = eachOnce<EnCtx>('lost-pass-more', [
  (c) =>
    by(
      c,
      `Look, ${sight(c, 5)}! ${h(c)} smiled.`,
      `Then they found ${sight(c, 5)}, and ${h(c)} smiled so wide that ${his(c)} cheeks hurt a little.`,
      `Then they came upon ${sight(c, 5)}, and ${h(c)} smiled so wide that ${his(c)} cheeks ached, and ${g(c)} said it was the best smile ${gHe(c)} had seen all week.`,
    ),
  (c) =>
    by(
      c,
      `Near ${sight(c, 6)}, ${h(c)} stopped. So pretty!`,
      `Near ${sight(c, 6)}, ${h(c)} stood still and looked for a long time, and ${g(c)} waited without hurrying ${him(c)} at all.`,
      `Near ${sight(c, 6)}, ${h(c)} stood still and looked and looked, for a long, long time, and ${g(c)} waited beside ${him(c)} without hurrying ${him(c)} one bit, because some things deserve a long look.`,
    ),
]);

const browse: Bank<EnCtx> = eachOnce<EnCtx>('lost-browse', [
  ...[0, 1, 2, 3, 4].map((k) => (c: EnCtx) => own(c, where(c).browse[k])),
  (c) =>
    by(
      c,
      `${h(c)} held ${g(c)}'s hand. Two squeezes meant "you and me".`,
      `${h(c)} held ${g(c)}'s hand, and every now and then ${g(c)} squeezed it twice, which was their secret sign and meant "you and me".`,
      `${h(c)} held ${g(c)}'s hand, and every now and then ${g(c)} gave it two little squeezes, their secret sign, which meant "you and me, always", and ${h(c)} squeezed back twice, just as hard.`,
    ),
  (c) =>
    by(
      c,
      `There were so many people! ${h(c)} counted hats.`,
      `There were so many people that ${h(c)} started counting hats, and got to twenty-three before ${he(c)} lost count and had to start all over again.`,
      `There were so many people that ${h(c)} started counting hats: woolly ones, straw ones, a baseball cap on backwards. ${He(c)} got to twenty-three before ${he(c)} lost count and had to start again.`,
    ),
  (c) =>
    by(
      c,
      `${h(c)} pointed at everything. "Look, look!" ${G(c)} looked and laughed.`,
      `${h(c)} pointed at everything, "look, look, look", and ${g(c)} laughed and looked at every single thing, even the ones that were not very interesting at all.`,
      `${h(c)} pointed at everything there was to point at, "look, look, LOOK", and ${g(c)} laughed and looked at every single thing, even the ones that were only a bin or a sign about not running.`,
    ),
  (c) =>
    by(
      c,
      `${G(c)} told a silly joke. ${h(c)} laughed out loud.`,
      `${G(c)} told a silly joke about a cow on a bicycle, and ${h(c)} laughed so loud that people turned round to see what was so funny.`,
      `${G(c)} told a silly joke about a cow who rode a bicycle and rang the bell with her tail, and ${h(c)} laughed so loud that people turned round, and then they smiled too.`,
    ),
  (c) =>
    by(
      c,
      `${h(c)}'s shoelace came undone. ${G(c)} tied it tight.`,
      `${h(c)}'s shoelace came undone, and ${g(c)} knelt down and tied it in a double knot, the kind that never comes undone, not even when you jump.`,
      `Then ${h(c)}'s shoelace came undone and flapped about, and ${g(c)} knelt down in the middle of everyone and tied it in a double knot, the kind that never, ever comes undone. "There," ${gHe(c)} said. "Ready for anything."`,
    ),
  (c) =>
    by(
      c,
      `A baby in a pushchair waved. ${h(c)} waved back.`,
      `A baby in a pushchair waved a sticky little hand at ${h(c)}, and ${h(c)} waved back and pulled the funniest face ${he(c)} could think of.`,
      `A baby in a pushchair stared at ${h(c)} with enormous eyes and then waved a sticky little hand, and ${h(c)} waved back and pulled the funniest face ${he(c)} knew, and the baby shrieked with joy.`,
    ),
  (c) =>
    by(
      c,
      `${h(c)} hummed a song. ${G(c)} hummed along, a bit out of tune.`,
      `${h(c)} hummed a song from the car radio, and ${g(c)} hummed along, a little out of tune, which made it even better.`,
      `${h(c)} hummed a song from the car radio, and after a while ${g(c)} hummed along, a little out of tune and a little too loud, which made it even better, and a lady passing by smiled at them.`,
    ),
  (c) =>
    by(
      c,
      `${h(c)} found a shiny coin. ${He(c)} gave it to ${g(c)}.`,
      `${h(c)} found a shiny coin on the floor and gave it to ${g(c)}, who said they would put it in the jar for something special.`,
      `${h(c)} found a shiny coin on the floor, right by ${his(c)} shoe, and gave it to ${g(c)}, who turned it over, blew on it and said they would put it in the jar at home for something special.`,
    ),
  (c) =>
    by(
      c,
      `${h(c)} walked like a penguin. ${G(c)} did too!`,
      `${h(c)} walked like a penguin for a while, flap, flap, and ${g(c)} walked like one too, and they both nearly fell over laughing.`,
      `For a while ${h(c)} walked like a penguin, flap, flap, waddle, and after a few steps ${g(c)} did the same, so that they both nearly fell over laughing and had to hold on to each other.`,
    ),
  (c) =>
    by(
      c,
      `They stopped for a drink of water. Glug, glug!`,
      `They stopped for a drink of water from ${h(c)}'s bottle, and ${g(c)} pretended to drink it all in one go.`,
    ),
  (c) =>
    by(
      c,
      `${G(c)} stopped to read a sign. ${h(c)} hopped about.`,
      `${G(c)} stopped to read a long sign with small writing, and ${h(c)} waited as patiently as ${he(c)} could, hopping from one foot to the other.`,
      `${G(c)} stopped to read a long sign with very small writing, and ${h(c)} waited as patiently as ${he(c)} could, which meant hopping from one foot to the other and humming a song with no words.`,
    ),
]);

const scared: Bank<EnCtx> = inTurn<EnCtx>(
  'lost-scared',
  eachOnce<EnCtx>('lost-scared', [
    (c) =>
      by(
        c,
        `${h(c)}'s heart went thump, thump. ${His(c)} chin wobbled.`,
        `${h(c)}'s heart went thump, thump, thump, so hard ${he(c)} could feel it in ${his(c)} throat, and ${his(c)} chin started to wobble.`,
        `${h(c)}'s heart was thumping so hard ${he(c)} could hear it in ${his(c)} ears, like a drum in a cupboard, and ${his(c)} chin started to wobble all by itself, however hard ${he(c)} tried to keep it still.`,
      ),
    (c) =>
      by(
        c,
        `Everything looked big now. Nobody was someone ${he(c)} knew.`,
        `Everything looked bigger now, and all the people were strangers, with legs and bags and faces that were kind enough but not one of them ${he(c)} knew.`,
        `Everything that had been fun a minute ago looked big and strange now: a forest of legs and bags and trolleys, and faces that were kind enough, but not one of them a face ${he(c)} knew.`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} wanted to sit down on the floor and cry.`,
        `For a moment ${h(c)} wanted to sit down right there on the floor and cry and cry, as loud as a fire engine.`,
        `For a moment ${h(c)} wanted nothing more than to sit down right there on the floor and cry as loud as a fire engine, so loud that the whole of ${there(c)} would stop and listen.`,
      ),
    (c) =>
      by(
        c,
        `A tear rolled down ${his(c)} cheek. ${He(c)} wiped it away.`,
        `A tear rolled down ${h(c)}'s cheek, and ${he(c)} wiped it away with ${his(c)} sleeve and sniffed. Being lost felt like being very small.`,
        `A tear rolled down ${h(c)}'s cheek, and then another one, and ${he(c)} wiped them away with ${his(c)} sleeve. Being lost felt like being very small in a very big world, smaller than ${he(c)} had ever felt.`,
      ),
  ]),
);

const tries: Bank<EnCtx> = inTurn<EnCtx>(
  'lost-try',
  eachOnce<EnCtx>('lost-try', [
    (c) =>
      by(
        c,
        `"${G(c)}!" shouted ${h(c)}. It was too noisy. Nobody answered.`,
        `"${G(c)}!" ${h(c)} shouted as loud as ${he(c)} could. But ${where(c).noise} swallowed the shout, and nobody answered, and nobody even turned round.`,
        `"${G(c)}, where are you?" ${h(c)} shouted, as loud as ${he(c)} could, with ${his(c)} hands round ${his(c)} mouth. But ${where(c).noise} swallowed the shout like a big wave swallows a pebble, and nobody turned round.`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} ran back to where they had been. Only strangers stood there.`,
        `${h(c)} ran back to where they had been, ${where(c).spot}, as fast as ${his(c)} legs would go. But only strangers stood there now.`,
        `${h(c)} ran back the way ${he(c)} had come, to where they had been, ${where(c).spot}. But ${g(c)} had gone to look for ${him(c)} too, somewhere else, and only strangers stood there now.`,
      ),
    (c) =>
      by(
        c,
        `Over there, a ${wear(c)} like ${g(c)}'s! No. It was somebody else.`,
        `Then ${h(c)} saw a ${wear(c)} far away, just like ${g(c)}'s, and ${his(c)} heart jumped. But when the person turned round, it was somebody else.`,
        `Then, far away between ${where(c).inside}, ${h(c)} saw a ${wear(c)}, just like ${g(c)}'s, and ${his(c)} heart leapt. But when the person turned round, it was a face ${he(c)} had never seen before, and the heart sank again.`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} stood on tiptoe. ${He(c)} saw only backs and bags.`,
        `${h(c)} stood on tiptoe to see over everyone, but all ${he(c)} could see were backs and bags and elbows, and somebody's umbrella.`,
        `${h(c)} stood on tiptoe, as tall as ${he(c)} could stretch, to see over everyone. But all ${he(c)} could see were backs and bags and elbows, and the top of a very tall man's head.`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} went towards the way out. Then ${he(c)} stopped. Not outside!`,
        `Maybe ${g(c)} was outside? ${h(c)} started towards the way out. But then ${he(c)} stopped. Never go outside on your own: that was a rule too.`,
        `Maybe ${g(c)} had gone outside to look? ${h(c)} started towards the way out. But outside was the busy street with all its cars, and ${he(c)} stopped. Never go outside on your own: that was a rule too, and ${h(c)} turned back.`,
      ),
  ]),
);

/** The stop: the rule remembered, after the tries that did not work. */
const remember: Bank<EnCtx> = eachOnce<EnCtx>('lost-rule-again', [
  (c) =>
    by(
      c,
      `Then ${h(c)} stopped. ${He(c)} remembered what ${g(c)} had said.`,
      `Then ${h(c)} stopped and took a deep breath, in and out. ${He(c)} remembered ${g(c)} kneeling by ${where(c).door}. Don't run about. Find a grown-up with a badge.`,
      `Then ${h(c)} stopped running. ${He(c)} took a deep breath, all the way down to ${his(c)} tummy, and let it out slowly, and another one. And there, in the middle of the noise, ${he(c)} remembered ${g(c)} kneeling by ${where(c).door}. Don't run about, ${h(c)} told ${him(c)}self. Look for a grown-up who works here, and say who you are.`,
    ),
]);

const spotted: Bank<EnCtx> = eachOnce<EnCtx>('lost-spotted', [
  (c) =>
    by(
      c,
      `There was ${worker(c).a}!`,
      `${He(c)} looked around, and there was ${worker(c).a}. ${worker(c).shows}`,
    ),
]);

const ask: Bank<EnCtx> = eachOnce<EnCtx>('lost-ask', [
  (c) =>
    by(
      c,
      `"I'm ${h(c)}. I can't find ${g(c)}," ${he(c)} said.`,
      `${h(c)} walked straight over to ${wHim(c)}. "My name is ${h(c)}," ${he(c)} said, in a small but brave voice, "and I can't find ${g(c)}."`,
      `${h(c)} walked straight over to ${wHim(c)}, though ${his(c)} legs felt like jelly. "My name is ${h(c)}," ${he(c)} said, in a voice that was small but clear, "and I've lost ${g(c)}."`,
    ),
]);

const wait: Bank<EnCtx> = inTurn<EnCtx>(
  'lost-wait',
  eachOnce<EnCtx>('lost-wait', [
    (c) =>
      by(
        c,
        `${cap(worker(c).the)} knelt down and smiled. "Well done, ${h(c)}."`,
        `${cap(worker(c).the)} knelt down so they were eye to eye. "Well done for coming to me, ${h(c)}," ${wHe(c)} said. "We'll find ${gHim(c)} together."`,
        `${cap(worker(c).the)} knelt down so they were eye to eye and smiled a crinkly smile. "Well done for coming to me, ${h(c)}," ${wHe(c)} said. "That was exactly right. Now we'll find ${gHim(c)} together, you and me."`,
      ),
    (c) =>
      by(
        c,
        `"What does ${g(c)} look like?" "${GHe(c)} has a ${wear(c)}!"`,
        `"What does ${g(c)} look like?" asked ${worker(c).short}. "${GHe(c)} has a ${wear(c)}," said ${h(c)}, "and ${gHe(c)} laughs like a seal."`,
        `"Can you tell me what ${g(c)} looks like?" asked ${worker(c).short}. ${h(c)} thought hard. "${GHe(c)} has a ${wear(c)} on today," ${he(c)} said, "and ${gHe(c)} laughs like a seal." ${cap(worker(c).short)} smiled and wrote it all down.`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} got a glass of water. And a star sticker!`,
        `${h(c)} got a glass of water and a sticker with a gold star on it, and sat on a chair by ${wHis(c)} side, swinging ${his(c)} legs.`,
        `${h(c)} got a glass of cold water and a sticker with a gold star on it, for being brave, and sat on a high chair by ${wHis(c)} side, swinging ${his(c)} legs and sipping.`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} counted to ten. Then ${he(c)} counted again.`,
        `${h(c)} counted to ten, and then to ten again, slowly, and ${his(c)} heart slowed down a little with every number.`,
        `${h(c)} counted to ten, slowly, the way ${g(c)} did at bedtime, and then to ten again, and ${his(c)} heart slowed down a little with every number, until it was hardly thumping at all.`,
      ),
    (c) =>
      by(
        c,
        `"Lots of children get lost," ${wHe(c)} said. "They all get found."`,
        `"Do you know how many children get lost here?" said ${worker(c).short}. "Lots! And every single one of them was found again."`,
        `"Do you know how many children get lost here every week?" said ${worker(c).short}. "Lots and lots! And do you know how many were found again? Every single one." ${h(c)} liked that number.`,
      ),
    (c) =>
      by(
        c,
        `${cap(worker(c).short)} talked into a little radio. "Now everyone will look."`,
        `${cap(worker(c).short)} talked into a little radio. "Everyone who works here will look for ${gHim(c)} now," ${wHe(c)} said.`,
        `${cap(worker(c).short)} pressed a button on a little radio and talked into it. "Now everyone who works here knows," ${wHe(c)} said. "That's a lot of eyes looking for ${g(c)}."`,
      ),
    ...[0, 1].map((k) => (c: EnCtx) => own(c, where(c).job[k])),
    (c) =>
      by(
        c,
        `${h(c)} told ${wHim(c)} about ${where(c).it}. ${cap(wHe(c))} liked ${where(c).itThem} too!`,
        `${h(c)} told ${wHim(c)} about ${where(c).it}, and ${worker(c).short} said ${wHe(c)} liked ${where(c).itThem} too, and for a moment ${h(c)} almost forgot to be scared.`,
        `${h(c)} told ${wHim(c)} all about ${where(c).it}, and ${worker(c).short} said ${wHe(c)} liked ${where(c).itThem} too, best of everything here, and for a whole minute ${h(c)} forgot to be scared.`,
      ),
    (c) =>
      by(
        c,
        `"I got lost once too," ${wHe(c)} said. "At a fair!"`,
        `"I got lost once too, when I was small," said ${worker(c).short}. "At a fair, by the ducks. And my grandpa found me."`,
        `"I got lost once too, you know, when I was about as big as you," said ${worker(c).short}. "At a fair, by the duck pond. I cried and cried, and then a lady with a badge helped me, and my grandpa came running."`,
      ),
    (c) =>
      by(
        c,
        `"Say ${g(c)}'s name for me," ${wHe(c)} said. ${h(c)} did.`,
        `"Can you tell me ${g(c)}'s real name?" asked ${worker(c).short}, and ${h(c)} did, and ${worker(c).short} nodded. "That helps a lot."`,
        `"Can you tell me ${g(c)}'s real name, the one grown-ups use?" asked ${worker(c).short}, and ${h(c)} knew it, and said it carefully, and ${worker(c).short} nodded. "Clever you. That helps a lot."`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} looked at ${wHis(c)} badge. It had a name on it!`,
        `${h(c)} read the name on ${wHis(c)} badge, letter by letter, and ${worker(c).short} clapped when ${he(c)} got it right.`,
        `${h(c)} read the name on ${wHis(c)} badge, letter by letter, slowly, because some of the letters were tricky ones, and ${worker(c).short} clapped softly when ${he(c)} got to the end.`,
      ),
    (c) =>
      by(
        c,
        `"What do you like to play?" ${wHe(c)} asked. "Dens!" said ${h(c)}.`,
        `"What do you like to play at home?" asked ${worker(c).short}, and ${h(c)} told ${wHim(c)} about the den under the table and the pillow castle.`,
        `"So what do you like to play at home, ${h(c)}?" asked ${worker(c).short}, and ${h(c)} told ${wHim(c)} all about the den under the kitchen table and the pillow castle that fell down every evening and got built again every morning.`,
      ),
    (c) =>
      by(
        c,
        `Someone brought ${h(c)} a biscuit. It was a round one. Crunch!`,
        `Someone else who worked there came by with a biscuit for ${h(c)}, and winked, and went back to work.`,
        `Someone else who worked there came by with a round biscuit on a napkin for ${h(c)}, and winked, and hurried back to work, and the biscuit tasted of butter and of things being all right.`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} swung ${his(c)} legs and looked at the sticker. Swing, swing.`,
        `${h(c)} swung ${his(c)} legs and looked at the star sticker, and then at the people, and then at the sticker again.`,
        `${h(c)} swung ${his(c)} legs, back and forth, and looked at the gold star sticker, and then at the people going by, and then at the sticker again, which was easier to look at.`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} watched the people go by. Not yet, not yet.`,
        `${h(c)} sat very still and watched the people go by, and looked for a ${wear(c)} in every one of them. Not yet, not yet.`,
        `${h(c)} sat very still and watched the people go by, big ones and small ones and ones with dogs, and looked for a ${wear(c)} in every single one of them. Not yet, not yet, not yet.`,
      ),
  ]),
);

/** The loudspeaker, and the grown-up comes running. */
const call = (c: EnCtx) =>
  `The loudspeaker rang out: "Would ${h(c)}'s ${kin(c)} please come to ${where(c).desk}?"`;
/** "mum", "dad", "granny": what the call says the grown-up is to the hero. */
const kin = (c: EnCtx) => {
  const name = g(c).toLowerCase();
  return /^(mum|mom|mummy|dad|daddy|granny|grandma|grandpa|grandad|nana|gran)$/.test(name)
    ? name
    : 'grown-up';
};
const comes = (c: EnCtx) =>
  by(
    c,
    `And there was ${g(c)}, running!`,
    `And there came ${g(c)}, running, ${gHis(c)} ${wear(c)} flying.`,
  );

export const reunite: GoalTexts<EnCtx> = {
  want: [
    (c) =>
      by(
        c,
        `Today ${h(c)} and ${g(c)} were going to ${there(c)}.`,
        `Today ${h(c)} and ${g(c)} were going to ${there(c)} together, and ${h(c)} had been looking forward to it all week.`,
      ),
  ],
  show: [
    (c) =>
      by(
        c,
        `${h(c)} wanted to see ${where(c).lure[0]}.`,
        `Most of all ${h(c)} wanted to see ${where(c).lure[1]}.`,
        `Most of all ${h(c)} wanted to see ${where(c).lure[1]}, because ${his(c)} friend had told ${him(c)} all about it.`,
      ),
  ],
  problem: [
    (c) =>
      by(
        c,
        `But ${there(c)} was big and busy.`,
        `But ${there(c)} was big, and on a day like this it would be full of people.`,
      ),
  ],
  decide: [
    (c) =>
      by(
        c,
        `"Stay close to me," said ${g(c)}.`,
        `"Stay close to me," said ${g(c)}. "It's going to be busy today."`,
      ),
  ],
  travel: [
    (c) =>
      by(
        c,
        `In they went, through ${where(c).door}. Here it was!`,
        `Then ${h(c)} and ${g(c)} walked in through ${where(c).door}, and there they were, ${at(c)}.`,
      ),
  ],
  ...nobodyMet<EnCtx>(),
  attempt: tries,
  progress: spotted,
  lesson: remember,
  steps: {
    ready: inTurn<EnCtx>(
      'lost-ready',
      eachOnce<EnCtx>('lost-ready', [
        (c) =>
          by(
            c,
            `${h(c)} woke up early. It was the big day!`,
            `${h(c)} woke up before anyone else and lay listening to the quiet house. It was the big day!`,
            `${h(c)} woke up before anyone else in the house and lay still for a while, listening to the fridge hum and a bird outside. Then ${he(c)} remembered, and sat straight up: it was the big day!`,
          ),
        (c) =>
          by(
            c,
            `${h(c)} ate breakfast very fast. ${G(c)} laughed and laughed.`,
            `At breakfast ${h(c)} ate so fast that ${g(c)} laughed and said ${there(c)} would still be there in ten minutes.`,
            `At breakfast ${h(c)} ate so fast that the spoon clinked against the bowl like a drum, and ${g(c)} laughed and said ${there(c)} would still be there in ten minutes, and probably in ten years too.`,
          ),
        (c) =>
          by(
            c,
            `${G(c)} put on ${gHis(c)} ${wear(c)}. "So you can spot me!"`,
            `${G(c)} put on ${gHis(c)} ${wear(c)}. "There," ${gHe(c)} said with a wink. "Now you can always spot me."`,
            `In the hall ${g(c)} put on ${gHis(c)} ${wear(c)}, the bright one ${h(c)} liked best. "There," ${gHe(c)} said with a wink. "Now you can spot me in any crowd in the world."`,
          ),
        (c) =>
          by(
            c,
            `"What's your whole name?" asked ${g(c)}. ${h(c)} said it proudly.`,
            `"What's your whole name?" asked ${g(c)} while ${h(c)} tied ${his(c)} shoes, and ${h(c)} said it, loud and proud.`,
            `While ${h(c)} tied ${his(c)} shoes, ${g(c)} asked, like a quiz: "What's your whole name?" And ${h(c)} said it, loud and proud, every single bit of it, and got a point.`,
          ),
        (c) =>
          by(
            c,
            `${h(c)} packed a little bag. Snacks and a drink!`,
            `${h(c)} packed ${his(c)} own little bag: an apple, a drink and a book for the bus, and ${he(c)} zipped it all the way.`,
            `${h(c)} packed ${his(c)} own little bag, all by ${him(c)}self: an apple, a bottle of water, a book for the bus and a toy car for emergencies, and zipped it all the way round.`,
          ),
        (c) =>
          by(
            c,
            `They took the bus. ${h(c)} sat by the window.`,
            `They took the bus, and ${h(c)} sat by the window and watched the houses slide past, one after another.`,
            `They took the bus, and ${h(c)} got the seat by the window and watched the houses and the shops and a dog on a lead slide past, until the bus stopped right outside.`,
          ),
      ]),
    ),
    rule: inTurn<EnCtx>(
      'lost-rule',
      eachOnce<EnCtx>('lost-rule', [
        (c) =>
          by(
            c,
            `${RULE(c)} ${h(c)} nodded.`,
            `By ${where(c).door} ${g(c)} knelt down. ${RULE(c)} ${h(c)} nodded and said it back: stand still, find someone, say my name.`,
          ),
        (c) =>
          by(
            c,
            `${G(c)} pointed at ${worker(c).a}. "${cap(wHe(c))} works here."`,
            `${G(c)} pointed at ${worker(c).a}. "See? Someone who works here," ${gHe(c)} said. "You can always ask them. That's what they're for."`,
            `Then ${g(c)} pointed across to ${worker(c).a}. "See? That's someone who works here," ${gHe(c)} said. "They have badges, or uniforms. You can always ask them for help. That's part of their job."`,
          ),
      ]),
    ),
    browse: [...passing, ...browse, ...passingMore],
    drift: eachOnce<EnCtx>('lost-drift', [
      (c) =>
        by(
          c,
          `${h(c)} stopped to look at ${where(c).it}. Then ${g(c)} was gone!`,
          `Then ${h(c)} spotted ${where(c).it} and stopped to look, just for a moment. But when ${he(c)} turned round, ${g(c)} was gone.`,
          `Then ${h(c)} spotted ${where(c).it} and stopped to look, just for a moment, only a tiny one. But when ${he(c)} turned round again, ${g(c)} was not there. ${G(c)} was gone.`,
        ),
    ]),
    scared,
    ask,
    think: inTurn<EnCtx>(
      'lost-think',
      eachOnce<EnCtx>('lost-think', [
        (c) =>
          by(
            c,
            `${h(c)} thought of ${g(c)}'s warm hand. That helped.`,
            `${h(c)} thought of ${g(c)}'s warm hand and the two little squeezes, and of the way ${gHe(c)} sang in the kitchen, and it helped a bit.`,
            `${h(c)} closed ${his(c)} eyes for a moment and thought of ${g(c)}'s warm hand and the two little squeezes, and of Sunday mornings with pancakes, and it helped, a little bit.`,
          ),
        (c) =>
          by(
            c,
            `${G(c)} is looking for me too, ${h(c)} thought.`,
            `${G(c)} is looking for me too, ${h(c)} thought. ${GHe(c)} is looking right now, everywhere, and ${gHe(c)} won't give up.`,
            `And somewhere in all these people, ${h(c)} thought, ${g(c)} is looking for me too, right now, in every corner, and ${gHe(c)} won't stop until ${gHe(c)} finds me.`,
          ),
        (c) =>
          by(
            c,
            `${h(c)} hugged ${him(c)}self. Nearly there, nearly there.`,
            `${h(c)} wrapped ${his(c)} arms round ${him(c)}self in a hug, the way ${g(c)} did, and whispered: "Nearly there."`,
            `${h(c)} wrapped ${his(c)} arms round ${him(c)}self in a big hug, the way ${g(c)} always did when ${he(c)} had a bad dream, and whispered to ${him(c)}self: "Nearly there. Nearly there."`,
          ),
      ]),
    ),
    walk: inTurn<EnCtx>(
      'lost-walk',
      eachOnce<EnCtx>('lost-walk', [
        (c) =>
          by(
            c,
            `They walked over together. ${h(c)} held on tight.`,
            `"Let's wait where everyone knows to look," said ${worker(c).short}, and they walked there together, slowly, hand in hand.`,
            `"Let's go and wait where everyone knows to look," said ${worker(c).short}, and they walked there together, slowly, with ${h(c)}'s hand in ${wHis(c)} big one.`,
          ),
        (c) =>
          by(
            c,
            `People made way for them. "Don't worry!" someone said.`,
            `People made way for them, and one kind voice said, "Don't worry, you'll find each other, you'll see."`,
          ),
      ]),
    ),
    wait,
    meanwhile: inTurn<EnCtx>(
      'lost-meanwhile',
      eachOnce<EnCtx>('lost-meanwhile', [
        (c) =>
          by(
            c,
            `Meanwhile ${g(c)} searched up and down, calling ${h(c)}'s name.`,
            `Meanwhile, not far away, ${g(c)} was looking too, up one way and down the next, calling ${h(c)}'s name.`,
            `Meanwhile, not so very far away, ${g(c)} was looking too: up one way and down the next, peering round every corner and calling ${h(c)}'s name, just like at dinnertime.`,
          ),
        (c) =>
          by(
            c,
            `${G(c)} asked people: "Have you seen ${h(c)}?" Nobody had.`,
            `${G(c)} asked everyone ${gHe(c)} passed: "Have you seen ${aKind(c)} called ${h(c)}?" But nobody had, not yet.`,
          ),
        (c) =>
          by(
            c,
            `Then ${g(c)} stopped. ${GHe(c)} knew where to go.`,
            `Then ${g(c)} stopped and took a deep breath, just like ${h(c)}. "${h(c)} knows the rule," ${gHe(c)} said to ${gHim(c)}self. "I'll go to the ones who work here."`,
            `Then ${g(c)} stopped, right in the middle of everything, and took a deep breath, just as ${h(c)} had done. "${h(c)} knows the rule," ${gHe(c)} said quietly to ${gHim(c)}self. "${h(c)} will go to someone who works here. So that's where I'll go too."`,
          ),
        (c) =>
          by(
            c,
            `${G(c)} looked ${where(c).spot}. But nobody was there now.`,
            `${G(c)} went back ${where(c).spot}, where they had been, but there was nobody there but strangers.`,
          ),
        (c) =>
          by(
            c,
            `${G(c)}'s heart thumped too. But ${h(c)} knew the rule.`,
            `${G(c)}'s heart was thumping too, just like ${h(c)}'s. But ${gHe(c)} told ${gHim(c)}self: ${h(c)} knows the rule. ${h(c)} knows what to do.`,
          ),
        (c) =>
          by(
            c,
            `${G(c)} hurried through the crowd. "Excuse me, sorry!"`,
            `${G(c)} hurried between the people, saying "sorry" and "excuse me" and "thank you", quicker and quicker.`,
          ),
      ]),
    ),
  },
  turn: {
    brave: [
      (c) =>
        by(
          c,
          `${h(c)} said ${his(c)} name again, loud and clear. ${call(c)} ${comes(c)}`,
          `${h(c)} said ${his(c)} name again, loud and clear, into the microphone. ${call(c)} ${comes(c)}`,
        ),
    ],
    together: [
      (c) =>
        by(
          c,
          `They went to the microphone together. ${call(c)} ${comes(c)}`,
          `${h(c)} and ${worker(c).the} went together to the microphone, and ${h(c)} held ${wHis(c)} hand. ${call(c)} ${comes(c)}`,
        ),
    ],
    gift: [
      (c) =>
        c.gift
          ? by(
              c,
              `${h(c)} held the ${c.gift.sg} tight. ${call(c)} ${comes(c)}`,
              `${h(c)} held the ${c.gift.sg} tight and stood very still, just as ${g(c)} had said. ${call(c)} ${comes(c)}`,
            )
          : null,
    ],
    clever: [
      (c) =>
        by(
          c,
          `"Say the ${wear(c)}!" said ${h(c)}. ${call(c)} ${comes(c)}`,
          `"Say ${gHe(c)} has a ${wear(c)}," said ${h(c)}, "then everyone can look for ${gHim(c)}." ${call(c)} ${comes(c)}`,
        ),
    ],
  },
  resolution: [
    (c) =>
      by(
        c,
        `${G(c)} hugged ${h(c)} tight. "You did it right!" "Thank you!" they both said.`,
        `${G(c)} hugged ${h(c)} so tight ${he(c)} could hardly breathe. "You did exactly the right thing," ${gHe(c)} said. Then they both said thank you.`,
        `${G(c)} dropped to ${gHis(c)} knees and hugged ${h(c)} so tight ${he(c)} could hardly breathe, and ${h(c)} could feel that ${g(c)}'s heart was thumping too. "I was looking for you everywhere," ${gHe(c)} whispered. "You stood still and asked for help. You did exactly the right thing." Then they both said thank you, twice, and meant it.`,
      ),
  ],
  home: inTurn<EnCtx>(
    'lost-home',
    eachOnce<EnCtx>('lost-home', [
      (c) =>
        by(
          c,
          `Then they finished ${where(c).finish} together, hand in hand.`,
          `Then they finished ${where(c).finish} together, and this time ${h(c)} did not let go of ${g(c)}'s hand once, not even for ${where(c).it}.`,
          `Then they finished ${where(c).finish} together, slowly, and this time ${h(c)} did not let go of ${g(c)}'s hand once, not even for ${where(c).it}, and ${g(c)} did not let go of ${his(c)} either.`,
        ),
      (c) =>
        by(
          c,
          `On the way out ${h(c)} waved goodbye to ${worker(c).short}.`,
          `On the way out ${h(c)} turned and waved, and ${worker(c).the} waved back with both hands, smiling from ear to ear.`,
          `On the way out ${h(c)} turned round one last time and waved, and ${worker(c).the} waved back with both hands and gave ${him(c)} a thumbs up, as if ${h(c)} had won a prize. In a way, ${he(c)} had.`,
        ),
      (c) =>
        by(
          c,
          `On the bus home ${h(c)} sat close to ${g(c)}.`,
          `On the bus home ${h(c)} sat so close to ${g(c)} that they were almost one person, and neither of them minded one bit.`,
          `On the bus home ${h(c)} sat so close to ${g(c)} that they were almost one person, and watched the same houses slide past the other way, and neither of them minded one bit.`,
        ),
      (c) =>
        by(
          c,
          `At home they had hot cocoa. It warmed ${his(c)} tummy.`,
          `At home ${g(c)} made hot cocoa, and they sat close together on the sofa with a blanket over their knees and did not say much.`,
          `At home ${g(c)} made hot cocoa with a spoon of cream on top, and they sat close together on the sofa with a blanket over their knees and did not say much at all, because they did not need to.`,
        ),
      (c) =>
        by(
          c,
          `${h(c)} told the whole story at supper. Every bit!`,
          `At supper ${h(c)} told the whole story, from ${where(c).it} to the voice in the loudspeaker that said ${his(c)} name.`,
          `At supper ${h(c)} told the whole story, from ${where(c).it} to the shout that nobody heard, and the voice in the loudspeaker that said ${his(c)} name all over ${there(c)}, and everyone listened without interrupting once.`,
        ),
      (c) =>
        by(
          c,
          `They played the rule as a game. ${h(c)} won!`,
          `After supper they played the rule as a game: ${g(c)} said "lost!", and ${h(c)} froze like a statue, pointed at a pretend worker and said ${his(c)} name. ${He(c)} won every time.`,
        ),
      (c) =>
        by(
          c,
          `${G(c)} wrote ${gHis(c)} number on a card. ${h(c)} kept it safe.`,
          `${G(c)} wrote ${gHis(c)} phone number on a little card, and ${h(c)} put it in ${his(c)} jacket pocket for next time.`,
          `${G(c)} wrote ${gHis(c)} phone number on a little card in big, clear numbers, and ${h(c)} read it out twice and put it in ${his(c)} jacket pocket, where it would stay for next time.`,
        ),
      (c) =>
        by(
          c,
          `"Next time, we'll choose a meeting spot," said ${g(c)}.`,
          `"Next time we'll choose a meeting spot as soon as we get there," said ${g(c)}, "so we both know where to go."`,
          `"And next time," said ${g(c)}, "we'll choose a meeting spot as soon as we get there, somewhere easy to find, so we both know where to go." ${h(c)} already knew which one ${he(c)} would choose.`,
        ),
      (c) =>
        by(
          c,
          `Bedtime came. ${G(c)} tucked ${h(c)} in, snug and warm.`,
          `When bedtime came, ${g(c)} tucked ${h(c)} in and sat a while on the edge of the bed, just because.`,
          `When bedtime came, ${g(c)} tucked ${h(c)} in, right up to the chin, and sat a while on the edge of the bed in the dark, not saying anything, just because.`,
        ),
    ]),
  ),
  reflection: eachOnce<EnCtx>('lost-reflection', [
    (c) =>
      by(
        c,
        `Being lost was scary, ${h(c)} thought. But ${he(c)} knew what to do.`,
        `Being lost had been scary, ${h(c)} thought, but ${he(c)} had known what to do, and that felt good.`,
      ),
    (c) =>
      by(
        c,
        `And ${g(c)} would always look for ${him(c)}.`,
        `And ${g(c)} would always, always come looking, ${h(c)} thought, and closed ${his(c)} eyes.`,
      ),
  ]),
  refrain: [(c) => `Stand still, say your name, and ${g(c)} will come again!`],
  title: [
    (c) => `${h(c)} Gets Lost`,
    (c) => `${h(c)} and the Big ${cap((c.target?.the ?? 'the shop').replace(/^the /, ''))}`,
    (c) => `Where Is ${G(c)}?`,
  ],
};

const look: Bank<EnCtx> = [(c) => (c.place.id === c.target?.id ? by(c, ...where(c).look) : null)];
const SETTINGS: SceneSetting[] = ['city', 'village', 'farm', 'circus', 'train', 'library'];

/** The place inside, never a sky over it or an arrival at a new land; home looks as ever. */
export function reuniteScenes(settings: Partial<Record<SceneSetting, Bank<EnCtx>>>) {
  const inside = (s: SceneSetting): Bank<EnCtx> => [
    ...look,
    ...(settings[s] ?? []).map((t) => (c: EnCtx) => (c.place.id === c.target?.id ? null : t(c))),
  ];
  return {
    titles: [] as Bank<EnCtx>,
    // Nowhere new to arrive, and no joke or chat aside while the hero is lost and looking.
    ...stillAsides<EnCtx>(),
    setting: { ...settings, ...Object.fromEntries(SETTINGS.map((s) => [s, inside(s)])) },
    sky: noSky<EnCtx>(),
  };
}
