// The words of each skill: how a try goes wrong, what the helpers advise, how practice sounds
// and how it finally works. A story about singing must never borrow a flier's wings.
import type { EnCtx } from '../../../compose/ctx-en';
import { SKILLS } from '../../../lexicon/goals-lexicon';
import { creatureOf } from '../../../lexicon/species';
import { MORE_WORDS } from './learn-words-more';
import { MUSIC_WORDS } from './learn-words-music';

type S = (c: EnCtx) => string;

const o = (c: EnCtx) => c.owner.name;
const he = (c: EnCtx) => c.owner.he;
const him = (c: EnCtx) => c.owner.him;
const his = (c: EnCtx) => c.owner.his;

/** Whether the one learning has wings of their own to fly with. */
export const winged = (c: EnCtx): boolean =>
  creatureOf(c.owner.char).move === 'fly' || c.owner.char.features.some((f) => f.id === 'wings');
const limbs = (c: EnCtx) => (winged(c) ? 'wings' : c.owner.person ? 'arms' : 'front paws');

/** What a skill needs said about it, in the words that belong to it. */
export interface SkillWords {
  /** A try that goes wrong, after "but": "out came a squeak like a rusty gate". */
  fail: S[];
  /** It works at last, by age band. */
  win: [S, S, S];
  /** A helper's tip, after "remember to". */
  tips: S[];
  /** What happens each time it goes wrong, after "each time she tried,". */
  wrong: S[];
  /** What a try is, after "tried to": "sing the choir's song". */
  tryTo: S;
  /** Where a try starts when the place alone will not do: "from a little hill". */
  spot?: string;
  /** Practice, after the name: "sang her scales". */
  practise: S[];
  /** A helper remembers learning: "I squeaked like a mouse". */
  slip: string;
  /** What every learner of it goes through: "a squeaky note or two". */
  bump: string;
  /** What went for one who had it, as a clause: "his roar was gone". */
  gone?: S;
  /** A voice skill: a shy one's turn is finding the voice. */
  voice?: boolean;
  /** Titles from the wish itself. */
  titles: S[];
}

const SINGING: Omit<SkillWords, 'win' | 'tryTo' | 'titles'> = {
  fail: [
    () => `out came a squeak like a {rusty gate|creaky door|surprised mouse}`,
    (c) => `${his(c)} voice wobbled up and down like a boat in the wind`,
    (c) => `${he(c)} sang so quietly that nobody could hear a note`,
    (c) => `${he(c)} ran out of breath halfway through the first line`,
    (c) => `${he(c)} forgot the words {halfway through|after the first line|right at the best bit}`,
    (c) => `${his(c)} voice went high and thin and cracked like an old plate`,
  ],
  tips: [
    () => 'sing from your tummy',
    () => 'start very softly and let the song grow',
    () => 'take a deep breath before each line',
    () => 'close your eyes and feel the tune',
    () => 'listen to the note first, then sing it back',
    () => 'stand tall so the song has room',
  ],
  wrong: [
    (c) => `${his(c)} voice came out as a squeak`,
    (c) => `${his(c)} voice shrank to a whisper`,
    () => `the notes came out wobbly and wrong`,
  ],
  practise: [
    (c) => `sang ${his(c)} scales, la, la, la,`,
    (c) => `hummed the tune softly to ${him(c)}self`,
    () => `practised breathing in slowly and singing out long notes`,
  ],
  slip: 'squeaked like a mouse',
  bump: 'a squeaky note or two',
  voice: true,
};

const OWN_WORDS: Record<string, SkillWords> = {
  fly: {
    fail: [
      (c) =>
        `${he(c)} {flapped|waved|beat} ${his(c)} ${limbs(c)} {and flapped|as hard as ${he(c)} could|faster and faster}, but stayed {on the ground|in the grass|right where ${he(c)} was|put}`,
      (c) =>
        `${he(c)} rose a {little|tiny|teeny} way, {wobbled|wiggled|tipped}, and landed with a {bump|thump|plop}`,
      (c) => `${he(c)} came {straight|flat|softly} down in a pile of {leaves|moss|hay|clover}`,
      (c) =>
        `${he(c)} {jumped|leapt|sprang}, and {plop|bump|flump}, ${he(c)} sat in the {grass|mud|sand|moss}`,
      (c) =>
        `${he(c)} {hopped|bounced|rolled} {once|twice|three times} and {sat down|fell over|lay flat} with a {sigh|huff|groan}`,
      (c) =>
        `a {puff|gust|breath} of wind {tipped|spun|pushed} ${him(c)} {round|sideways|back}, and down ${he(c)} {went|came|fell}`,
      (c) =>
        `${he(c)} {stayed|stuck} {on the ground|down low|in the grass} like {glue|a stone|a snail}`,
      (c) =>
        `${he(c)} got {a foot|a little way|as high as a fence} off the ground and {drifted|floated} down again like {a leaf|a feather}`,
      (c) =>
        winged(c)
          ? `${his(c)} wings went {two ways at once|round in circles|the wrong way} and ${he(c)} {rolled|tumbled} {across the grass|down the slope}`
          : `${his(c)} ${limbs(c)} went round like {a windmill|a fan|a spinning top}, but ${his(c)} feet {never left the ground|stayed on the ground|did not lift one bit|stayed put|kept to the grass|stayed firmly down|would not leave the earth|stayed planted}`,
    ],
    win: [
      (c) =>
        `${o(c)} {flew|rose|soared} {up, up, up|high|over the trees}, {light as a feather|like a bird|all by ${him(c)}self}!`,
      (c) =>
        `${o(c)} rose into the air, higher and higher, over the {treetops|rooftops|hills}, and {laughed all the way|shouted hooray}!`,
      (c) =>
        `${o(c)} rose into the air, slowly at first and then faster, until the treetops were far below and the whole world spread out like a {quilt|picture book}.`,
    ],
    tips: [
      (c) => (winged(c) ? 'feel the wind under your wings' : 'let the wind lift you'),
      () => 'start from a low spot',
      () => 'look up, never down',
      (c) => (winged(c) ? 'flap slowly, not fast' : 'stretch out long and light'),
    ],
    wrong: [
      (c) => `${he(c)} came straight back down with a bump`,
      (c) => `${he(c)} ended up in a heap of leaves`,
      () => `it all went topsy-turvy`,
    ],
    tryTo: () => 'fly',
    spot: `from {a little hill|a big rock|a tree stump|a grassy bank|the garden wall|a haystack}`,
    practise: [
      () => `practised little hops and glides`,
      (c) => `flapped ${his(c)} ${limbs(c)} and counted to ten`,
      () => `took off from lower and lower spots`,
    ],
    slip: 'tumbled out of the air',
    bump: 'a bump or two',
    titles: [
      (c) => `${o(c)} takes to the sky`,
      (c) => `up, up, ${o(c)}!`,
      (c) => `the day ${o(c)} flew`,
      (c) => `${o(c)} and the wind`,
    ],
  },
  swim: {
    fail: [
      (c) => `${he(c)} splashed and kicked and sank with a {gulp|glug|blub}`,
      (c) => `${he(c)} paddled in a circle and got water up ${his(c)} {nose|ears}`,
      (c) => `${he(c)} held ${his(c)} breath so long that ${he(c)} forgot to kick`,
      (c) => `${he(c)} floated for a moment, then sank down to ${his(c)} chin`,
      (c) => `${he(c)} kicked so hard that ${he(c)} went backwards`,
    ],
    win: [
      (c) => `${o(c)} swam out to the {big rock|reeds} and back!`,
      (c) =>
        `${o(c)} kicked and paddled and glided through the water like a {fish|seal|duck}, out to the {big rock|reeds|buoy} and back!`,
      (c) =>
        `${o(c)} kicked, paddled, and then glided through the water as smoothly as a {fish|seal|otter}, laughing and spluttering at the same time.`,
    ],
    tips: [
      () => 'kick your legs slowly',
      () => 'let the water hold you',
      () => 'blow bubbles first',
      () => 'stretch out long like a fish',
    ],
    wrong: [
      (c) => `${he(c)} sank with a glug`,
      (c) => `${he(c)} came up spluttering`,
      (c) => `${he(c)} got water up ${his(c)} nose`,
    ],
    tryTo: () => 'swim',
    practise: [
      () => `practised blowing bubbles`,
      (c) => `floated on ${his(c)} back and kicked`,
      () => `paddled from one stone to the next`,
    ],
    slip: 'swallowed half a pond',
    bump: 'a splutter or two',
    titles: [
      (c) => `splash, ${o(c)}!`,
      (c) => `${o(c)} in the water`,
      (c) => `the day ${o(c)} swam`,
    ],
  },
  whistle: {
    fail: [
      () => `only air came out, like a {tyre going flat|sleepy kettle|sigh}`,
      () => `out came a sound like a {sneezing mouse|squeaky shoe|tired balloon}`,
      (c) => `${he(c)} puffed so hard ${his(c)} cheeks went {red|pink}, and still no whistle came`,
      (c) => `${his(c)} lips would not stay round, and out came a raspberry`,
    ],
    win: [
      (c) => `${o(c)} whistled a {happy|merry|bright} tune!`,
      (c) => `${o(c)} whistled a clear, bright tune, and a {blackbird|robin} whistled back!`,
      () =>
        `Out came a whistle, clear and bright, and from a nearby tree a {blackbird|robin|thrush} whistled back as if to say, welcome to the club.`,
    ],
    tips: [
      () => 'make your lips round like an O',
      () => 'blow gently, not hard',
      () => 'smile a tiny bit',
      () => 'put your tongue behind your teeth',
    ],
    wrong: [() => `only air came out`, () => `out came a hiss and a splutter`],
    tryTo: () => 'whistle',
    practise: [
      (c) => `rounded ${his(c)} lips and blew`,
      () => `tried soft little whistles`,
      () => `whistled at the birds, who did not answer yet`,
    ],
    slip: 'blew nothing but air',
    bump: 'a puff of plain air or two',
    titles: [(c) => `${o(c)}’s first whistle`, (c) => `a tune for ${o(c)}`],
  },
  dance: {
    fail: [
      (c) => `${he(c)} tripped over ${his(c)} own feet`,
      (c) => `${he(c)} spun so fast ${he(c)} got dizzy and sat down`,
      (c) => `${he(c)} went left when the music went right`,
      (c) => `${his(c)} feet got muddled and ${he(c)} stood on ${his(c)} own toes`,
      (c) => `${he(c)} lost the beat and stopped, stuck on one leg`,
    ],
    win: [
      (c) => `${o(c)} danced and danced {round and round|all over}!`,
      (c) => `${o(c)} danced round and round without tripping {once|a single time}!`,
      (c) =>
        `${o(c)} danced round and round, light as a {leaf|feather}, right on the beat, without tripping even once.`,
    ],
    tips: [
      () => 'listen to the music',
      () => 'count one, two, three',
      () => 'let your feet have fun',
      () => 'take small steps first',
    ],
    wrong: [
      (c) => `${he(c)} tripped over ${his(c)} own feet`,
      (c) => `${his(c)} feet lost the beat`,
    ],
    tryTo: () => 'dance',
    practise: [
      () => `counted one, two, three and stepped`,
      () => `hummed a tune and swayed`,
      () => `tried little turns, slowly`,
    ],
    slip: 'stepped on my own toes',
    bump: 'a trip or two',
    titles: [(c) => `${o(c)} dances`, (c) => `one, two, three, ${o(c)}!`],
  },
  climb: {
    fail: [
      (c) => `${he(c)} slid back down with a {whoosh|swoosh|bump}`,
      (c) => `${he(c)} got stuck halfway and had to be helped down`,
      (c) => `${he(c)} grabbed a branch that was not quite strong enough`,
      (c) => `${his(c)} foot slipped on the bark and down ${he(c)} came`,
    ],
    win: [
      (c) => `${o(c)} climbed to the {top|very top}!`,
      (c) => `${o(c)} climbed all the way to the {very top|highest branch}!`,
      (c) =>
        `Hand over hand, ${o(c)} climbed all the way to the {very top|highest branch} and looked out over everything.`,
    ],
    tips: [
      () => 'always hold on with three paws',
      () => 'look for the next good branch',
      () => 'go slowly',
      () => 'test each branch first',
    ],
    wrong: [(c) => `${he(c)} slid back down`, (c) => `${he(c)} got stuck halfway`],
    tryTo: () => 'climb',
    spot: `up {a big old tree|a tall pine|the rocks|an apple tree}`,
    practise: [
      () => `climbed the low branches`,
      () => `practised finding good places to hold`,
      () => `went up a little and came back down`,
    ],
    slip: 'slid down the trunk',
    bump: 'a slide or two',
    titles: [(c) => `${o(c)} reaches the top`, (c) => `up the tree, ${o(c)}!`],
  },
  jump: {
    fail: [
      (c) => `${he(c)} landed in a {bush|hedge|pile of leaves}`,
      (c) => `${he(c)} jumped, but only as high as a {daisy|mushroom|snail}`,
      (c) => `${he(c)} bent ${his(c)} knees so much ${he(c)} sat down`,
      (c) => `${he(c)} took off on the wrong foot and hopped instead`,
    ],
    win: [
      (c) => `${o(c)} jumped so {high|very high}!`,
      (c) => `${o(c)} jumped higher than ever before, right up to the {branches|treetops}!`,
      (c) =>
        `${o(c)} bent ${his(c)} knees, sprang, and jumped higher than ever before, right up among the {branches|apples}.`,
    ],
    tips: [
      () => 'bend your knees first',
      () => 'swing your arms',
      () => 'look where you want to land',
      () => 'push off with both feet',
    ],
    wrong: [
      (c) => `${he(c)} only got as high as a daisy`,
      (c) => `${he(c)} landed on ${his(c)} bottom`,
    ],
    tryTo: () => 'jump high',
    spot: `from {a tree stump|a fallen log|a grassy bank|a flat stone}`,
    practise: [() => `did little hops, then bigger ones`, (c) => `bent ${his(c)} knees and sprang`],
    slip: 'landed on my bottom',
    bump: 'a bump or two',
    titles: [(c) => `jump, ${o(c)}, jump!`, (c) => `${o(c)} and the highest jump`],
  },
  roar: {
    fail: [
      () => `out came a {tiny|little|thin} squeak`,
      () => `out came a hiccup instead of a roar`,
      () => `the roar came out as a {yawn|giggle|burp}`,
      () => `out came a roar so small that a beetle did not even look up`,
    ],
    win: [
      (c) => `${o(c)} did a {big|huge|great} ROAR!`,
      (c) => `${o(c)} let out a ROAR that rolled across the {hills|fields|valley}!`,
      (c) =>
        `${o(c)} opened wide and let out a ROAR that rolled across the {hills|valley|fields} and came echoing back.`,
    ],
    tips: [
      () => 'roar from your belly',
      () => 'stand tall first',
      () => 'take a big breath first',
      () => 'think of thunder',
    ],
    wrong: [() => `out came a squeak`, () => `the roar turned into a hiccup`],
    gone: (c) => `${his(c)} roar was gone`,
    tryTo: () => 'roar',
    practise: [
      () => `practised growls, small and then bigger`,
      () => `took big breaths and rumbled`,
    ],
    slip: 'squeaked instead of roaring',
    bump: 'a squeak or two',
    voice: true,
    titles: [(c) => `${o(c)}’s big roar`, (c) => `roar, ${o(c)}, roar!`],
  },
  fire: {
    fail: [
      () => `out came a puff of {grey|black|white} smoke and a cough`,
      () => `out came a shower of {soap bubbles|sparkles|hiccups}`,
      () => `out came a little spark that fizzled out at once`,
    ],
    win: [
      () => `Whoosh, out came a {little|warm|tiny} flame!`,
      () => `Whoosh! Out came a warm little flame, {bright and golden|orange and cosy}!`,
      () =>
        `Whoosh! Out came a warm little flame, bright and golden, exactly the size of a {candle|birthday candle}.`,
    ],
    tips: [
      () => 'think of something warm',
      () => 'breathe out slowly',
      () => 'start with a tiny spark',
      () => 'remember a happy day',
    ],
    wrong: [() => `out came only smoke`, () => `out came a cough and a puff`],
    tryTo: () => 'breathe fire',
    gone: (c) => `${his(c)} fire had gone out`,
    practise: [() => `blew warm breaths`, () => `made tiny puffs of smoke`],
    slip: 'coughed up smoke',
    bump: 'a puff of smoke or two',
    titles: [(c) => `${o(c)}’s first flame`, (c) => `a little fire for ${o(c)}`],
  },
  ski: {
    fail: [
      (c) => `${his(c)} skis went two different ways`,
      (c) => `${he(c)} sat down in the snow with a {flump|thump|plop}`,
      (c) => `${he(c)} went round in a circle`,
      (c) => `${he(c)} crossed ${his(c)} skis and toppled into the snow`,
    ],
    win: [
      (c) => `${o(c)} went down the hill on skis, {whee|hooray}!`,
      (c) => `${o(c)} glided all the way down the hill on ${his(c)} skis, {whee|laughing}!`,
      (c) =>
        `${o(c)} glided all the way down the hill on ${his(c)} skis, knees bent and arms out, shouting whee the whole way.`,
    ],
    tips: [
      () => 'bend your knees',
      () => 'look where you want to go',
      () => 'start on a small hill',
      () => 'keep your skis side by side',
    ],
    wrong: [(c) => `${he(c)} sat down in the snow`, (c) => `${his(c)} skis went two ways at once`],
    tryTo: () => 'ski',
    spot: `down {a little snowy slope|a gentle snowy hill|the snowy bank}`,
    practise: [
      () => `shuffled along on {flat|level} snow`,
      () => `practised stopping with the skis in a wedge`,
    ],
    slip: 'sat down in the snow',
    bump: 'a tumble in the snow or two',
    titles: [(c) => `${o(c)} on skis`, (c) => `whee, ${o(c)}!`],
  },
  cycle: {
    fail: [
      (c) => `${he(c)} wobbled and tipped over into the {grass|hedge|daisies}`,
      (c) => `the bike went one way and ${he(c)} went the other`,
      (c) => `${he(c)} forgot to pedal and stopped with a wobble`,
      (c) => `${he(c)} looked down at ${his(c)} feet and steered into a bush`,
    ],
    win: [
      (c) => `${o(c)} rode the bike all alone! Nobody held the seat!`,
      (c) => `${o(c)} rode round and round without a single wobble, and nobody held the seat!`,
      (c) =>
        `${o(c)} pedalled off down the path, round the corner and back again, without a single wobble.`,
    ],
    tips: [
      () => 'keep pedalling',
      () => 'look ahead, not down',
      () => 'start on flat ground',
      () => 'hold the handlebars gently',
    ],
    wrong: [(c) => `${he(c)} wobbled and tipped over`, () => `the bike fell over`],
    tryTo: () => 'ride the bike',
    spot: `along {the path|a flat stretch of path|the lane}`,
    practise: [() => `pedalled a few wobbly turns`, () => `practised starting with one foot up`],
    slip: 'wobbled into hedges',
    bump: 'a wobble or two',
    titles: [(c) => `${o(c)} and the bike`, (c) => `pedal, ${o(c)}, pedal!`],
  },
  sing: {
    ...SINGING,
    win: [
      (c) => `${o(c)} sang a {lovely|happy|sweet} song, loud and clear!`,
      (c) => `${o(c)} sang a song so {clear|sweet|true} that the birds stopped to listen.`,
      (c) =>
        `${o(c)} sang, and ${his(c)} voice was so {clear and warm|sweet and true}, every note in its place, that even the birds went quiet to listen.`,
    ],
    gone: (c) => `${his(c)} voice was gone`,
    tryTo: () => 'sing',
    titles: [(c) => `a song for ${o(c)}`, (c) => `${o(c)} sings`, (c) => `${o(c)}’s first song`],
  },
  choir: {
    ...SINGING,
    win: [
      (c) => `${o(c)} sang with the choir, loud and clear!`,
      (c) =>
        `${o(c)} stood with the choir and sang the whole song, every note, loud and clear, and the choir sang with ${him(c)}.`,
      (c) =>
        `${o(c)} stood in the row with the choir, opened ${his(c)} mouth, and sang; ${his(c)} voice joined all the others, clear and warm, and at the end of the song everyone clapped.`,
    ],
    tryTo: () => 'sing the choir’s song',
    titles: [
      (c) => `${o(c)} and the choir`,
      (c) => `${o(c)} joins the choir`,
      (c) => `a song for ${o(c)}`,
      (c) => `${o(c)} sings with the choir`,
    ],
  },
  skating: {
    fail: [
      (c) => `${his(c)} feet slid out in front of ${him(c)} and ${he(c)} sat down on the ice`,
      (c) => `${he(c)} wobbled, waved ${his(c)} arms like a windmill, and fell on the ice`,
      (c) => `${he(c)} went round and round and could not stop`,
      (c) => `${his(c)} skates went two different ways on the ice`,
    ],
    win: [
      (c) => `${o(c)} skated across the ice, swish, swish!`,
      (c) => `${o(c)} skated all the way across the ice and back without falling once!`,
      (c) =>
        `${o(c)} pushed off and glided across the ice, swish, swish, in a long smooth curve, and did not fall once.`,
    ],
    tips: [
      () => 'bend your knees a little',
      () => 'push to the side, not back',
      () => 'keep your arms out for balance',
      () => 'take small glides first',
    ],
    wrong: [
      (c) => `${he(c)} sat down on the ice with a bump`,
      (c) => `${his(c)} feet slid away from ${him(c)}`,
    ],
    tryTo: () => 'skate',
    spot: `on {the frozen pond|a patch of ice|the icy puddle}`,
    practise: [() => `took small glides on the ice`, () => `practised standing still on skates`],
    slip: 'sat down on the ice',
    bump: 'a bump on the ice or two',
    titles: [(c) => `${o(c)} on the ice`, (c) => `swish, ${o(c)}!`],
  },
  football: {
    fail: [
      (c) => `${he(c)} kicked the air and the ball rolled away`,
      (c) => `${he(c)} tripped over the ball`,
      () => `the ball went sideways into the bushes`,
      (c) => `${he(c)} kicked so hard ${he(c)} fell over, and the ball hardly moved`,
    ],
    win: [
      (c) => `${o(c)} kicked the ball, and it went right into the goal!`,
      (c) => `${o(c)} ran, kicked, and the ball shot straight into the goal. GOAL!`,
      (c) =>
        `${o(c)} ran up, kept ${his(c)} eyes on the ball, and kicked; the ball sailed straight between the posts, and everybody shouted GOAL!`,
    ],
    tips: [
      () => 'keep your eyes on the ball',
      () => 'kick with the side of your foot',
      () => 'take small steps before you kick',
      () => 'pass to your friends',
    ],
    wrong: [(c) => `${he(c)} missed the ball`, () => `the ball rolled off the wrong way`],
    tryTo: () => 'kick the ball into the goal',
    practise: [() => `kicked the ball against a tree`, () => `dribbled the ball in little zigzags`],
    slip: 'kicked the air',
    bump: 'a missed kick or two',
    titles: [(c) => `${o(c)} scores a goal`, (c) => `${o(c)} and the ball`],
  },
  band: {
    fail: [
      () => `out came a honk like a {goose|grumpy car}`,
      (c) => `${he(c)} played the wrong note, loud and proud`,
      (c) => `${he(c)} lost the beat and played when everyone else had stopped`,
      (c) => `${he(c)} blew and blew, and out came only a squeak`,
    ],
    win: [
      (c) => `${o(c)} played the tune with the band, loud and bright!`,
      (c) => `${o(c)} played the whole tune with the band, right on the beat!`,
      (c) =>
        `${o(c)} marched and played with the band, every note in its place and right on the beat, and the tune rang out over the whole village.`,
    ],
    tips: [
      () => 'listen to the drum for the beat',
      () => 'blow gently and steadily',
      () => 'play one note at a time',
      () => 'tap the beat with your foot',
    ],
    wrong: [() => `out came a honk`, () => `the notes came out all wrong`],
    tryTo: () => 'play the band’s tune',
    practise: [() => `played the tune note by note`, () => `tapped the beat and hummed the tune`],
    slip: 'honked like a goose',
    bump: 'a wrong note or two',
    titles: [(c) => `${o(c)} and the band`, (c) => `${o(c)} plays in the band`],
  },
  read: {
    fail: [
      () => `the letters danced about on the page`,
      (c) => `${he(c)} read the first word and got stuck on the second`,
      (c) => `${he(c)} held the book upside down`,
      (c) => `${he(c)} mixed up b and d and the sentence made no sense`,
    ],
    win: [
      (c) => `${o(c)} read a whole page!`,
      (c) => `${o(c)} read a whole page all by ${him(c)}self!`,
      (c) =>
        `${o(c)} read a whole page all by ${him(c)}self, and then, because it felt so good, another one.`,
    ],
    tips: [
      () => 'take one word at a time',
      () => 'follow the words with your finger',
      () => 'sound out the letters',
      () => 'look at the pictures for clues',
    ],
    wrong: [() => `the letters jumbled up`, (c) => `${he(c)} got stuck on the second word`],
    tryTo: () => 'read the book',
    practise: [() => `sounded out the letters`, () => `read one word, then two`],
    slip: 'mixed up my letters',
    bump: 'a muddled word or two',
    titles: [(c) => `${o(c)} and the book`, (c) => `${o(c)} reads a page`],
  },
};

const NEW_WORDS: Record<string, SkillWords> = { ...OWN_WORDS, ...MORE_WORDS, ...MUSIC_WORDS };

const BY_ENTRY = new Map(SKILLS.map((s) => [s.en, s.id]));

/** The words of the owner's skill; a skill without its own words borrows nobody else's. */
export function skillWords(c: EnCtx): SkillWords {
  const id = c.skill ? BY_ENTRY.get(c.skill) : undefined;
  return (id && NEW_WORDS[id]) || plainWords(c);
}

/**
 * A skill without words of its own (one the family named that the lexicon does not know, "learn
 * to juggle"): plain tries, told in the family's words, that go wrong in many small ways.
 */
function plainWords(c: EnCtx): SkillWords {
  const inf = c.skill?.inf ?? 'do it';
  return {
    fail: [
      () => `it went {all wrong|wrong halfway|wrong at the very start}`,
      (x) => `${he(x)} got in a muddle and had to start again`,
      (x) => `${he(x)} wobbled, lost ${his(x)} way in the middle and stopped`,
      () => `it did not work yet, not even a little`,
      (x) => `${he(x)} went too fast, and it all fell apart`,
      (x) => `${he(x)} forgot what came next and stood quite still`,
    ],
    win: [
      (x) => `${o(x)} could ${inf}!`,
      (x) => `${o(x)} could ${inf}, all the way through!`,
      (x) =>
        `${o(x)} could ${inf}, all the way from the start to the end, and it felt like sunshine.`,
    ],
    tips: [
      () => 'go slowly',
      () => 'take one small step at a time',
      () => 'breathe and try again',
      () => 'watch closely first',
      () => 'start with the easy part',
      () => 'keep your eyes on what you are doing',
    ],
    wrong: [() => `it went wrong`, () => `it all got muddled`, () => `it fell apart halfway`],
    tryTo: () => inf,
    practise: [
      () => `practised`,
      () => `tried it again, slowly`,
      () => `practised the hard part`,
      () => `did it bit by bit`,
    ],
    slip: 'got it wrong',
    bump: 'a mistake or two',
    titles: [
      (x) => `${o(x)} and the big try`,
      (x) => `${o(x)} learns to ${inf}`,
      (x) => `How ${o(x)} learnt to ${inf}`,
    ],
  };
}

/** Skill ids with words of their own, for tests. */
export const SKILL_IDS = Object.keys(NEW_WORDS);
