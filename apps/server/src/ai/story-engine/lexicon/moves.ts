// How each kind of character gets about, in both languages' past tense (irregulars included).

export const MoveId = [
  'walk',
  'fly',
  'swim',
  'hop',
  'trot',
  'roll',
  'crawl',
  'float',
  'stomp',
  'scamper',
  'sneak',
  'waddle',
  'gallop',
  'drive',
  'sail',
  'chug',
] as const;
export type MoveId = (typeof MoveId)[number];

export interface MoveVerb {
  en: { inf: string; past: string };
  no: { inf: string; past: string };
}

export const MOVES: Record<MoveId, MoveVerb> = {
  walk: { en: { inf: 'walk', past: 'walked' }, no: { inf: 'gå', past: 'gikk' } },
  fly: { en: { inf: 'fly', past: 'flew' }, no: { inf: 'fly', past: 'fløy' } },
  swim: { en: { inf: 'swim', past: 'swam' }, no: { inf: 'svømme', past: 'svømte' } },
  hop: { en: { inf: 'hop', past: 'hopped' }, no: { inf: 'hoppe', past: 'hoppet' } },
  trot: { en: { inf: 'trot', past: 'trotted' }, no: { inf: 'trave', past: 'travet' } },
  roll: { en: { inf: 'roll', past: 'rolled' }, no: { inf: 'trille', past: 'trillet' } },
  crawl: { en: { inf: 'crawl', past: 'crawled' }, no: { inf: 'krabbe', past: 'krabbet' } },
  float: { en: { inf: 'float', past: 'floated' }, no: { inf: 'sveve', past: 'svevde' } },
  stomp: { en: { inf: 'stomp', past: 'stomped' }, no: { inf: 'trampe', past: 'trampet' } },
  scamper: { en: { inf: 'scamper', past: 'scampered' }, no: { inf: 'pile', past: 'pilte' } },
  sneak: { en: { inf: 'creep', past: 'crept' }, no: { inf: 'snike', past: 'sneik' } },
  waddle: { en: { inf: 'waddle', past: 'waddled' }, no: { inf: 'vralte', past: 'vraltet' } },
  gallop: { en: { inf: 'gallop', past: 'galloped' }, no: { inf: 'galoppere', past: 'galopperte' } },
  drive: { en: { inf: 'drive', past: 'drove' }, no: { inf: 'kjøre', past: 'kjørte' } },
  sail: { en: { inf: 'sail', past: 'sailed' }, no: { inf: 'seile', past: 'seilte' } },
  chug: { en: { inf: 'chug', past: 'chugged' }, no: { inf: 'tøffe', past: 'tøffet' } },
};
