// The other instruments a child learns: the accordion, the brass and the woodwind, the strings
// that are bowed or plucked, the harmonica and the xylophone. Each has its own sounds when a try
// goes wrong and its own tips; learn-words-music tells them all the same way.
import type { EnCtx } from '../../../compose/ctx-en';
import type { Instrument } from './learn-words-music';

const he = (c: EnCtx) => c.owner.he;
const his = (c: EnCtx) => c.owner.his;

export const MORE_INSTRUMENTS: Record<string, Instrument> = {
  accordion: {
    the: 'the accordion',
    tune: 'tune',
    fail: [
      () => `the bellows wheezed like a tired old walrus`,
      (c) => `${his(c)} fingers hit the wrong buttons, and out came a squawk`,
    ],
    tips: ['squeeze the bellows slowly and evenly', 'keep the straps snug on your shoulders'],
    wrong: ['the bellows wheezed', 'out came a squawk'],
    slip: 'wheezed like an old walrus',
  },
  trumpet: {
    the: 'the trumpet',
    tune: 'tune',
    fail: [
      () => `out came a blast like an elephant with a cold`,
      (c) => `${he(c)} puffed out ${his(c)} cheeks, and out came nothing but a fizz`,
    ],
    tips: ['buzz your lips like a bee', 'blow one long, steady stream of air'],
    wrong: ['out came an elephant blast', 'out came a fizz'],
    slip: 'sounded like an elephant with a cold',
  },
  flute: {
    the: 'the flute',
    tune: 'tune',
    fail: [
      () => `only a soft whoosh of air came out`,
      (c) => `${he(c)} blew straight into the hole, and out came a shrill squeak`,
    ],
    tips: ['blow across the hole, like over the top of a bottle', 'keep your lips soft and small'],
    wrong: ['only a whoosh came out', 'out came a shrill squeak'],
    slip: 'blew nothing but air',
  },
  cello: {
    the: 'the cello',
    tune: 'tune',
    fail: [
      () => `the bow groaned across the strings like a creaky door`,
      (c) => `${he(c)} pressed the bow so hard that it growled like a bear`,
    ],
    tips: ['let the arm be heavy and the bow light', 'sit tall with the cello leaning on you'],
    wrong: ['the strings groaned', 'the bow growled like a bear'],
    slip: 'creaked like an old door',
  },
  harp: {
    the: 'the harp',
    tune: 'tune',
    fail: [
      (c) => `${his(c)} fingers caught two strings at once, and they buzzed`,
      () => `the strings twanged and wobbled out of tune`,
    ],
    tips: ['pluck with the soft pads of your fingers', 'let each string ring before the next'],
    wrong: ['two strings buzzed at once', 'the note twanged and wobbled'],
    slip: 'plucked all the wrong strings',
  },
  ukulele: {
    the: 'the ukulele',
    tune: 'song',
    fail: [
      () => `the strings went plink-plonk in all the wrong places`,
      (c) => `${his(c)} fingers slipped, and the strings went fuzzy`,
    ],
    tips: ['strum down gently with one finger', 'press the strings just behind the frets'],
    wrong: ['the strings went plonk', 'the strings went fuzzy'],
    slip: 'went plink-plonk in all the wrong places',
  },
  saxophone: {
    the: 'the saxophone',
    tune: 'tune',
    fail: [
      () => `out came a squawk like a goose in a hurry`,
      (c) => `${he(c)} bit the mouthpiece, and the note squawked`,
    ],
    tips: ['keep the mouthpiece soft between your lips', 'breathe deep into your tummy first'],
    wrong: ['out came a goose squawk', 'the note squawked'],
    slip: 'squawked like a goose',
  },
  clarinet: {
    the: 'the clarinet',
    tune: 'tune',
    fail: [
      () => `out came a squeak so high that the cat jumped`,
      (c) => `${his(c)} fingers left a hole open, and the note wobbled`,
    ],
    tips: ['cover each hole with the soft part of your finger', 'blow warm, slow air'],
    wrong: ['out came a squeak', 'the note wobbled'],
    slip: 'squeaked like a mouse',
  },
  harmonica: {
    the: 'the harmonica',
    tune: 'tune',
    fail: [
      () => `three holes sounded at once in a muddle`,
      (c) => `${he(c)} breathed in so hard that ${he(c)} started to cough`,
    ],
    tips: ['blow and draw gently, like breathing', 'make your mouth small for one note'],
    wrong: ['three notes came at once', 'the note wheezed'],
    slip: 'wheezed like a kettle',
  },
  xylophone: {
    the: 'the xylophone',
    tune: 'tune',
    fail: [
      () => `the mallet bounced and hit the wrong bar`,
      (c) => `${he(c)} hit the bars so hard that they clanked instead of ringing`,
    ],
    tips: ['let the mallets bounce off the bars', 'hit the middle of each bar'],
    wrong: ['the mallet hit the wrong bar', 'the bars clanked'],
    slip: 'hit every bar but the right one',
  },
  trombone: {
    the: 'the trombone',
    tune: 'tune',
    fail: [
      () => `the slide shot out too far, and the note sagged like a sad cow`,
      (c) => `${he(c)} blew, and out came a rude rumble`,
    ],
    tips: ['move the slide smoothly to each spot', 'buzz your lips before you blow'],
    wrong: ['the note sagged like a cow', 'out came a rumble'],
    slip: 'mooed like a cow',
  },
  tuba: {
    the: 'the tuba',
    tune: 'tune',
    fail: [
      () => `out came a deep burp of a note that made everyone giggle`,
      (c) => `${he(c)} ran out of breath before the note had even started`,
    ],
    tips: ['take a huge breath first', 'blow slow, warm air'],
    wrong: ['out came a burp of a note', 'the breath ran out'],
    slip: 'burped like a giant frog',
  },
};
