// The family's own word for a thing the lexicon keeps under a near neighbour: a bike is found,
// ridden and mended as the bicycle is, a nut as the acorn, a cupcake as the cake, but the
// story calls each what the family called it.
import { noun, type NounNo } from '../grammar/norwegian';
import { nounEn, type NounEn } from '../grammar/english';
import { compoundNouns } from './compound-of-thing';

interface Wording {
  /** The lexicon entry whose ways the thing follows. */
  of: string;
  /** The family's words for it, in either language and any form. */
  words: string[];
  en: NounEn;
  no: NounNo;
}

const SYKKEL = noun('m', 'sykkel', 'sykkelen', 'sykler', 'syklene');
const NØTT = noun('f', 'nøtt', 'nøtta', 'nøtter', 'nøttene');

/** Keyed by the wording's name, carried with the thing's id: `bicycle` told as `bike`. */
const WORDINGS: Record<string, Wording> = {
  bike: { of: 'bicycle', words: ['bike', 'bikes'], en: nounEn('bike'), no: SYKKEL },
  nut: { of: 'acorn', words: ['nut', 'nøtt', 'nøtta', 'nøtten'], en: nounEn('nut'), no: NØTT },
  'pine-cone': {
    of: 'acorn',
    words: ['kongle', 'kongla', 'konglen', 'pinecone', 'pine cone'],
    en: nounEn('pine cone'),
    no: noun('f', 'kongle', 'kongla', 'kongler', 'konglene'),
  },
  'pancake-cake': {
    of: 'cake',
    words: ['pannekakekake', 'pannekakekaka', 'pannekakekaken', 'pancake cake'],
    en: nounEn('pancake cake'),
    no: noun('f', 'pannekakekake', 'pannekakekaka', 'pannekakekaker', 'pannekakekakene'),
  },
  // A snow cave is built as a den is, in the snow.
  'snow-cave': {
    of: 'hut',
    words: ['snøhule', 'snøhula', 'snøhulen', 'snow cave', 'igloo', 'iglo', 'igloen'],
    en: nounEn('snow cave'),
    no: noun('f', 'snøhule', 'snøhula', 'snøhuler', 'snøhulene'),
  },
  cupcake: {
    of: 'cake',
    words: ['cupcake', 'cupcakes'],
    en: nounEn('cupcake'),
    no: noun('m', 'cupcake', 'cupcaken', 'cupcakes', 'cupcakene'),
  },
  cookie: {
    of: 'cake',
    words: ['cookie', 'cookies'],
    en: nounEn('cookie'),
    no: noun('m', 'kjeks', 'kjeksen', 'kjeks', 'kjeksene'),
  },
  'birthday-cake': {
    of: 'cake',
    words: ['bursdagskake', 'bursdagskaka', 'bursdagskaken', 'birthday cake'],
    en: nounEn('birthday cake'),
    no: noun('f', 'bursdagskake', 'bursdagskaka', 'bursdagskaker', 'bursdagskakene'),
  },
  'paper-kite': {
    of: 'kite',
    words: ['papirdrage', 'papirdragen'],
    en: nounEn('paper kite'),
    no: noun('m', 'papirdrage', 'papirdragen', 'papirdrager', 'papirdragene'),
  },
  torch: {
    of: 'lantern',
    words: ['torch', 'torches', 'lommelykt', 'lommelykta', 'lommelykten'],
    en: nounEn('torch'),
    no: noun('f', 'lommelykt', 'lommelykta', 'lommelykter', 'lommelyktene'),
  },
  flashlight: {
    of: 'lantern',
    words: ['flashlight'],
    en: nounEn('flashlight'),
    no: noun('f', 'lommelykt', 'lommelykta', 'lommelykter', 'lommelyktene'),
  },
  lamp: {
    of: 'lantern',
    words: ['lamp', 'lampe', 'lampa', 'lampen'],
    en: nounEn('lamp'),
    no: noun('f', 'lampe', 'lampa', 'lamper', 'lampene'),
  },
  tiara: {
    of: 'crown',
    words: ['tiara'],
    en: nounEn('tiara'),
    no: noun('m', 'tiara', 'tiaraen', 'tiaraer', 'tiaraene'),
  },
  gate: {
    of: 'door',
    words: ['gate', 'port', 'porten'],
    en: nounEn('gate'),
    no: noun('m', 'port', 'porten', 'porter', 'portene'),
  },
  pebble: {
    of: 'stone',
    words: ['pebble'],
    en: nounEn('pebble'),
    no: noun('m', 'småstein', 'småsteinen', 'småsteiner', 'småsteinene'),
  },
  crystal: {
    of: 'stone',
    words: ['crystal', 'krystall', 'krystallen'],
    en: nounEn('crystal'),
    no: noun('m', 'krystall', 'krystallen', 'krystaller', 'krystallene'),
  },
  gem: {
    of: 'stone',
    words: ['gem', 'edelstein'],
    en: nounEn('gem'),
    no: noun('m', 'edelstein', 'edelsteinen', 'edelsteiner', 'edelsteinene'),
  },
  cap: {
    of: 'hat',
    words: ['cap'],
    en: nounEn('cap'),
    no: noun('m', 'caps', 'capsen', 'capser', 'capsene'),
  },
  lue: {
    of: 'hat',
    words: ['lue', 'lua'],
    en: nounEn('woolly hat'),
    no: noun('f', 'lue', 'lua', 'luer', 'luene'),
  },
  rose: {
    of: 'flower',
    words: ['rose', 'rosen'],
    en: nounEn('rose'),
    no: noun('m', 'rose', 'rosen', 'roser', 'rosene'),
  },
  glove: {
    of: 'mitten',
    words: ['glove', 'gloves'],
    en: nounEn('glove'),
    no: noun('m', 'hanske', 'hansken', 'hansker', 'hanskene'),
  },
  watch: {
    of: 'clock',
    words: ['watch'],
    en: nounEn('watch'),
    no: noun('n', 'armbåndsur', 'armbåndsuret', 'armbåndsur', 'armbåndsurene'),
  },
  postcard: {
    of: 'letter',
    words: ['postcard', 'postkort'],
    en: nounEn('postcard'),
    no: noun('n', 'postkort', 'postkortet', 'postkort', 'postkortene'),
  },
  lunchbox: {
    of: 'sandwich',
    words: ['lunchbox', 'matpakke', 'matpakka'],
    en: nounEn('lunchbox'),
    no: noun('f', 'matpakke', 'matpakka', 'matpakker', 'matpakkene'),
  },
  akebrett: {
    of: 'sledge',
    words: ['akebrett'],
    en: nounEn('sledge'),
    no: noun('n', 'akebrett', 'akebrettet', 'akebrett', 'akebrettene'),
  },
  // Gold is sought as treasure is, and found by the bagful.
  gold: {
    of: 'treasure',
    words: ['gold', 'gull', 'gullet'],
    en: nounEn('bag of gold', 'bags of gold'),
    no: noun('m', 'pose med gull', 'posen med gull', 'poser med gull', 'posene med gull'),
  },
  chest: {
    of: 'treasure',
    words: ['chest'],
    en: nounEn('chest'),
    no: noun('f', 'kiste', 'kista', 'kister', 'kistene'),
  },
  seashell: {
    of: 'shell',
    words: ['seashell', 'konkylie'],
    en: nounEn('seashell'),
    no: noun('m', 'konkylie', 'konkylien', 'konkylier', 'konkyliene'),
  },
  boot: {
    of: 'shoe',
    words: ['boot', 'boots', 'støvel', 'støvelen', 'støvler', 'støvlene', 'gummistøvler'],
    en: nounEn('boot'),
    no: noun('m', 'støvel', 'støvelen', 'støvler', 'støvlene'),
  },
  'cuddly-toy': {
    of: 'teddy',
    words: ['kosedyr', 'kosedyret'],
    en: nounEn('cuddly toy'),
    no: noun('n', 'kosedyr', 'kosedyret', 'kosedyr', 'kosedyrene'),
  },
};

/** Every family word a wording knows, with the entry it names. */
export const WORDING_WORDS: readonly [word: string, id: string][] = Object.values(WORDINGS).flatMap(
  (e) => e.words.map((w) => [w, e.of] as [string, string]),
);

/** The wording a family's word names for this entry ("bike" for `bicycle`), if it has one. */
export function wordingOf(id: string, word: string): string | undefined {
  const w = word.toLowerCase();
  return Object.keys(WORDINGS).find((k) => {
    const e = WORDINGS[k] as Wording;
    return e.of === id && e.words.includes(w);
  });
}

/** The nouns a wording tells its thing in, or undefined for none or another entry's. */
export function wordingNouns(id: string, wording?: string): { en: NounEn; no: NounNo } | undefined {
  const compound = wording ? compoundNouns(id, wording) : undefined;
  if (compound) return compound;
  const e = wording ? WORDINGS[wording] : undefined;
  return e && e.of === id ? { en: e.en, no: e.no } : undefined;
}
