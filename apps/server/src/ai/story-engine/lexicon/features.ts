// Body parts a described monster can have ("three eyes", "med store vinger").
import { noun, type NounNo } from '../grammar/norwegian';
import { nounEn, type NounEn } from '../grammar/english';

export interface FeatureEntry {
  id: string;
  en: NounEn;
  no: NounNo;
  /** Usually more than one (eyes, wings); a count of one reads "one eye". */
  pair: boolean;
  alias: string[];
}

export const FEATURES: FeatureEntry[] = [
  {
    id: 'eyes',
    en: nounEn('eye'),
    no: noun('n', 'øye', 'øyet', 'øyne', 'øynene'),
    pair: true,
    alias: ['eye', 'eyes', 'øye', 'øyne', 'øynene', 'øyet'],
  },
  {
    id: 'wings',
    en: nounEn('wing'),
    no: noun('m', 'vinge', 'vingen', 'vinger', 'vingene'),
    pair: true,
    alias: ['wing', 'wings', 'vinge', 'vinger', 'vingene'],
  },
  {
    id: 'tail',
    en: nounEn('tail'),
    no: noun('m', 'hale', 'halen', 'haler', 'halene'),
    pair: false,
    alias: ['tail', 'tails', 'hale', 'halen', 'haler'],
  },
  {
    id: 'horns',
    en: nounEn('horn'),
    no: noun('n', 'horn', 'hornet', 'horn', 'hornene'),
    pair: true,
    alias: ['horn', 'horns', 'hornet', 'hornene'],
  },
  {
    id: 'spots',
    en: nounEn('spot'),
    no: noun('m', 'prikk', 'prikken', 'prikker', 'prikkene'),
    pair: true,
    alias: ['spot', 'spots', 'dots', 'spotty', 'prikk', 'prikker', 'prikkete', 'flekker'],
  },
  {
    id: 'stripes',
    en: nounEn('stripe'),
    no: noun('f', 'stripe', 'stripa', 'striper', 'stripene'),
    pair: true,
    alias: ['stripe', 'stripes', 'striped', 'stripete', 'striper'],
  },
  {
    id: 'fur',
    en: nounEn('fur', 'fur'),
    no: noun('m', 'pels', 'pelsen', 'pelser', 'pelsene'),
    pair: false,
    alias: ['fur', 'furry', 'fluffy', 'hairy', 'pels', 'pelsen', 'lodden', 'loden', 'myk'],
  },
  {
    id: 'ears',
    en: nounEn('ear'),
    no: noun('n', 'øre', 'øret', 'ører', 'ørene'),
    pair: true,
    alias: ['ear', 'ears', 'øre', 'ører', 'ørene'],
  },
  {
    id: 'legs',
    en: nounEn('leg'),
    no: noun('n', 'bein', 'beinet', 'bein', 'beina'),
    pair: true,
    alias: ['leg', 'legs', 'bein', 'beina', 'ben', 'foot', 'feet', 'fot', 'foten', 'føtter'],
  },
  {
    id: 'arms',
    en: nounEn('arm'),
    no: noun('m', 'arm', 'armen', 'armer', 'armene'),
    pair: true,
    alias: ['arm', 'arms', 'armer', 'armene'],
  },
  {
    id: 'antennae',
    en: nounEn('antenna', 'antennae'),
    no: noun('n', 'følehorn', 'følehornet', 'følehorn', 'følehornene'),
    pair: true,
    alias: ['antenna', 'antennae', 'antennas', 'følehorn', 'antenner'],
  },
  // Only the plurals: «lua på hodet», "on his head" names no body part to describe.
  {
    id: 'heads',
    en: nounEn('head'),
    no: noun('n', 'hode', 'hodet', 'hoder', 'hodene'),
    pair: true,
    alias: ['heads', 'hoder', 'hodene'],
  },
  {
    id: 'tentacles',
    en: nounEn('tentacle'),
    no: noun('m', 'tentakkel', 'tentakkelen', 'tentakler', 'tentaklene'),
    pair: true,
    alias: ['tentacle', 'tentacles', 'tentakkel', 'tentakler', 'tentaklene', 'fangarmer'],
  },
  {
    id: 'claws',
    en: nounEn('claw'),
    no: noun('f', 'klo', 'kloa', 'klør', 'klørne'),
    pair: true,
    alias: ['claws', 'klør', 'klørne'],
  },
  {
    id: 'teeth',
    en: nounEn('tooth', 'teeth'),
    no: noun('f', 'tann', 'tanna', 'tenner', 'tennene'),
    pair: true,
    alias: ['tooth', 'teeth', 'tann', 'tenner', 'tennene'],
  },
];

export const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  en: 1,
  ett: 1,
  ei: 1,
  et: 1,
  to: 2,
  tre: 3,
  fire: 4,
  fem: 5,
  seks: 6,
  sju: 7,
  syv: 7,
  åtte: 8,
  ni: 9,
  ti: 10,
};

export const NUMBERS_EN = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
];
export const NUMBERS_NO = [
  'null',
  'ett',
  'to',
  'tre',
  'fire',
  'fem',
  'seks',
  'sju',
  'åtte',
  'ni',
  'ti',
];

const FEATURE_BY_ID = new Map(FEATURES.map((f) => [f.id, f]));

export function featureById(id: string): FeatureEntry | undefined {
  return FEATURE_BY_ID.get(id);
}
