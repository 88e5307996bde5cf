// What goes wrong, what works in the end, and the helpers' tips, for every skill.
import type { EnCtx } from '../../../compose/ctx-en';
import { by } from '../../by-band';

type S = (c: EnCtx) => string;
const o = (c: EnCtx) => c.owner.name;

export const FAIL: Record<string, S[]> = {
  flying: [
    (c) =>
      `${c.owner.he} {flapped|flipped|fluttered} and {flapped|flipped|fluttered} but stayed {on the ground|in the grass|right where ${c.owner.he} was|in the mud|on the same spot|in a puddle}`,
    (c) =>
      `${c.owner.he} rose a {little|tiny|teeny|small} way, {wobbled|wiggled|spun|tipped}, and landed with a {bump|thump|flump|plop|bonk}`,
    (c) =>
      `${c.owner.he} came {straight|right|flat|softly} down in a {heap|pile|bed} of {leaves|moss|hay|daisies|clover|sand}`,
    (c) =>
      by(
        c,
        `${c.owner.he} rose {a foot|a bit} and {drifted|floated} down like {a leaf|a feather}`,
        `${c.owner.he} got {a foot|a little way|as high as a fence} off the ground and {drifted|floated|sank} down again like {a leaf|a feather|a paper plane}`,
      ),
    (c) =>
      `${c.owner.his} wings went {two ways at once|round in circles|the wrong way} and ${c.owner.he} {rolled|tumbled|bounced} {across the grass|down the slope|round and round}`,
    (c) =>
      `${c.owner.he} {jumped|leapt|sprang|hopped} as high as ${c.owner.he} could and {came straight back down|landed with a bump|only rose a hand's width|fell on ${c.owner.his} bottom|sat down in the grass}`,
  ],
  swimming: [
    (c) => `${c.owner.he} splashed and kicked and sank with a {gulp|glug|blub}`,
    (c) => `${c.owner.he} paddled in a circle and got water up ${c.owner.his} {nose|ears}`,
    (c) => `${c.owner.he} held ${c.owner.his} breath so long that ${c.owner.he} forgot to kick`,
  ],
  singing: [
    () => `out came a squeak like a {rusty gate|creaky door|surprised mouse}`,
    () => `the song came out so loud that a {bird|squirrel|pine cone} fell off its branch`,
    (c) =>
      `${c.owner.he} forgot the words {halfway through|after the first line|right at the best bit}`,
  ],
  whistling: [
    () => `only air came out, like a {tyre going flat|sleepy kettle|sigh}`,
    () => `out came a sound like a {sneezing mouse|squeaky shoe|tired balloon}`,
    (c) =>
      `${c.owner.he} puffed so hard ${c.owner.his} cheeks went {red|pink|purple}, and still no whistle came`,
  ],
  roaring: [
    () => `out came a {tiny|little|thin} squeak`,
    () => `out came a hiccup instead of a roar`,
    () => `the roar came out as a {yawn|giggle|burp}`,
  ],
  dancing: [
    (c) => `${c.owner.he} tripped over ${c.owner.his} own feet`,
    (c) => `${c.owner.he} spun so fast ${c.owner.he} fell over {dizzy|in a heap}`,
    (c) => `${c.owner.he} went left when the music went right`,
  ],
  climbing: [
    (c) => `${c.owner.he} slid back down with a {whoosh|swoosh|bump}`,
    (c) => `${c.owner.he} got stuck halfway and had to be helped down`,
    (c) => `${c.owner.he} grabbed a branch that was not quite strong enough`,
  ],
  'jumping high': [
    (c) => `${c.owner.he} landed in a {bush|hedge|pile of leaves}`,
    (c) => `${c.owner.he} jumped, but only as high as a {daisy|mushroom|snail}`,
    (c) => `${c.owner.he} bent ${c.owner.his} knees so much ${c.owner.he} sat down`,
  ],
  'breathing fire': [
    () => `out came a puff of {grey|black|white} smoke and a cough`,
    () => `out came a shower of {soap bubbles|sparkles|hiccups}`,
    () => `out came a little spark that fizzled out at once`,
  ],
  skiing: [
    (c) => `${c.owner.his} skis went two different ways`,
    (c) => `${c.owner.he} sat down in the snow with a {flump|thump|plop}`,
    (c) => `${c.owner.he} went round in a circle`,
  ],
  'riding a bike': [
    (c) => `${c.owner.he} wobbled and tipped over into the {grass|hedge|daisies}`,
    (c) => `the bike went one way and ${c.owner.he} went the other`,
    (c) => `${c.owner.he} forgot to pedal`,
  ],
  reading: [
    () => `the letters danced about on the page`,
    (c) => `${c.owner.he} read the first word and got stuck on the second`,
    (c) => `${c.owner.he} held the book upside down`,
  ],
};

export const WIN: Record<string, [S, S, S]> = {
  flying: [
    (c) =>
      `${o(c)} {flew|rose|soared} {up, up, up|high|over the trees|right up to the clouds}, {light as a feather|like a bird|all by ${c.owner.him}self}!`,
    (c) =>
      `${o(c)} rose into the air, higher and higher, over the {treetops|rooftops|hills}, and {laughed all the way|shouted hooray|forgot to breathe}!`,
    (c) =>
      `${o(c)} rose into the air, slowly at first and then faster, until the treetops were far below and the whole world spread out like a {map|quilt|picture book}.`,
  ],
  swimming: [
    (c) => `${o(c)} swam, kick, kick, {glide|splash|swoosh}!`,
    (c) => `${o(c)} kicked and paddled and glided through the water like a {fish|seal|duck}!`,
    (c) =>
      `${o(c)} kicked, paddled, and then glided through the water as smoothly as a {fish|seal|otter}, laughing and spluttering at the same time.`,
  ],
  singing: [
    (c) => `${o(c)} sang a {lovely|happy|sweet} song!`,
    (c) => `${o(c)} sang a song so {lovely|sweet|clear} that the birds stopped to listen.`,
    (c) =>
      `${o(c)} sang, and the song was so {clear and lovely|sweet and true} that even the birds went quiet to listen.`,
  ],
  whistling: [
    (c) => `${o(c)} whistled a {happy|merry|bright} tune!`,
    (c) => `${o(c)} whistled a clear, bright tune, and a {bird|blackbird|robin} whistled back!`,
    () =>
      `Out came a whistle, clear and bright, and from a nearby tree a {blackbird|robin|thrush} whistled back as if to say, welcome to the club.`,
  ],
  roaring: [
    (c) => `${o(c)} did a {big|huge|great} ROAR!`,
    (c) => `${o(c)} let out a ROAR that rolled across the {hills|fields|valley}!`,
    (c) =>
      `${o(c)} opened wide and let out a ROAR that rolled across the {hills|valley|fields} and came echoing back.`,
  ],
  dancing: [
    (c) => `${o(c)} danced and danced {round and round|all over|like a leaf}!`,
    (c) => `${o(c)} danced round and round without tripping {once|a single time}!`,
    (c) => `${o(c)} danced round and round, light as a {leaf|feather}, without tripping even once.`,
  ],
  climbing: [
    (c) => `${o(c)} climbed to the {top|very top}!`,
    (c) => `${o(c)} climbed all the way to the {very top|highest branch}!`,
    (c) =>
      `Hand over hand, ${o(c)} climbed all the way to the {very top|highest branch} and looked out over everything.`,
  ],
  'jumping high': [
    (c) => `${o(c)} jumped so {high|very high}!`,
    (c) => `${o(c)} jumped higher than ever before, right up to the {branches|clouds|treetops}!`,
    (c) =>
      `${o(c)} bent ${c.owner.his} knees, sprang, and jumped higher than ever before, right up among the {branches|apples|clouds}.`,
  ],
  'breathing fire': [
    () => `Whoosh, out came a {little|warm|tiny} flame!`,
    () => `Whoosh! Out came a warm little flame, {bright and golden|orange and cosy}!`,
    () =>
      `Whoosh! Out came a warm little flame, bright and golden, exactly the size of a {candle|birthday candle}.`,
  ],
  skiing: [
    (c) => `${o(c)} went down the hill on skis, {whee|wheee|hooray}!`,
    (c) => `${o(c)} glided all the way down the hill, {whee|laughing}!`,
    (c) =>
      `${o(c)} glided all the way down the hill, knees bent and arms out, shouting whee the whole way.`,
  ],
  'riding a bike': [
    (c) => `${o(c)} rode the bike round and round!`,
    (c) => `${o(c)} rode round and round without a single wobble!`,
    (c) =>
      `${o(c)} pedalled off down the path, round the corner and back again, without a single wobble.`,
  ],
  reading: [
    (c) => `${o(c)} read a whole page!`,
    (c) => `${o(c)} read a whole page all by ${c.owner.him}self!`,
    (c) =>
      `${o(c)} read a whole page all by ${c.owner.him}self, and then, because it felt so good, another one.`,
  ],
};

export const TIP: Record<string, string[]> = {
  flying: [
    'feel the wind under your wings',
    'start from somewhere low',
    'look up, never down',
    'flap slowly, not fast',
  ],
  swimming: [
    'kick your legs slowly',
    'let the water hold you',
    'blow bubbles first',
    'stretch out long like a fish',
  ],
  singing: [
    'sing from your tummy',
    'start very softly',
    'sing a song you love',
    'close your eyes and feel the tune',
  ],
  whistling: [
    'make your lips round like an O',
    'blow gently, not hard',
    'smile a tiny bit',
    'put your tongue behind your teeth',
  ],
  roaring: [
    'roar from your belly',
    'stand tall first',
    'take a big breath first',
    'think of thunder',
  ],
  dancing: [
    'listen to the music',
    'count one, two, three',
    'let your feet have fun',
    'watch your partner',
  ],
  climbing: [
    'always hold on with three paws',
    'look for the next good branch',
    'go slowly',
    'test each branch first',
  ],
  'jumping high': [
    'bend your knees first',
    'swing your arms',
    'look where you want to land',
    'push off with both feet',
  ],
  'breathing fire': [
    'think of something warm',
    'breathe out slowly',
    'start with a tiny spark',
    'remember a happy day',
  ],
  skiing: [
    'bend your knees',
    'look where you want to go',
    'start on a small hill',
    'keep your skis side by side',
  ],
  'riding a bike': [
    'keep pedalling',
    'look ahead, not down',
    'start on flat ground',
    'hold the handlebars gently',
  ],
  reading: [
    'take one word at a time',
    'follow the words with your finger',
    'sound out the letters',
    'look at the pictures for clues',
  ],
};
