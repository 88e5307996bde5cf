// What a hero can want to learn, be afraid of, or wonder about, with the words that name it.
import { noun } from '../grammar/norwegian';

export interface SkillEntry {
  id: string;
  en: { inf: string; ing: string; past: string };
  no: { inf: string; past: string; perf: string };
  alias: string[];
  /** Played on something: learnt at home and at school, played for others. */
  instrument?: true;
}

export const SKILLS: SkillEntry[] = [
  {
    id: 'fly',
    en: { inf: 'fly', ing: 'flying', past: 'flew' },
    no: { inf: 'fly', past: 'fløy', perf: 'fløyet' },
    alias: ['fly', 'flying', 'flies', 'flyr', 'flyge'],
  },
  {
    id: 'swim',
    en: { inf: 'swim', ing: 'swimming', past: 'swam' },
    no: { inf: 'svømme', past: 'svømte', perf: 'svømt' },
    alias: ['swim', 'swimming', 'svømme', 'svømmer', 'bade'],
  },
  {
    id: 'whistle',
    en: { inf: 'whistle', ing: 'whistling', past: 'whistled' },
    no: { inf: 'plystre', past: 'plystret', perf: 'plystret' },
    alias: ['whistle', 'whistling', 'plystre'],
  },
  {
    id: 'dance',
    en: { inf: 'dance', ing: 'dancing', past: 'danced' },
    no: { inf: 'danse', past: 'danset', perf: 'danset' },
    alias: ['dance', 'dancing', 'danse', 'danser'],
  },
  {
    id: 'sing',
    en: { inf: 'sing', ing: 'singing', past: 'sang' },
    no: { inf: 'synge', past: 'sang', perf: 'sunget' },
    alias: ['sing', 'singing', 'synge', 'synger'],
  },
  {
    id: 'climb',
    en: { inf: 'climb', ing: 'climbing', past: 'climbed' },
    no: { inf: 'klatre', past: 'klatret', perf: 'klatret' },
    alias: ['climb', 'climbing', 'klatre', 'klatrer'],
  },
  {
    id: 'jump',
    en: { inf: 'jump high', ing: 'jumping', past: 'jumped' },
    no: { inf: 'hoppe høyt', past: 'hoppet', perf: 'hoppet' },
    alias: ['jump', 'jumping', 'hop', 'hopping', 'hoppe', 'hopper'],
  },
  {
    id: 'roar',
    en: { inf: 'roar', ing: 'roaring', past: 'roared' },
    no: { inf: 'brøle', past: 'brølte', perf: 'brølt' },
    alias: ['roar', 'roaring', 'brøle', 'brøler'],
  },
  {
    id: 'fire',
    en: { inf: 'breathe fire', ing: 'breathing fire', past: 'breathed fire' },
    no: { inf: 'spy ild', past: 'spydde ild', perf: 'spydd ild' },
    alias: ['fire', 'breathe fire', 'ild', 'spy ild', 'flammer'],
  },
  {
    // A unicorn's or a star's own glitter, lost and won back.
    id: 'shine',
    en: { inf: 'sparkle', ing: 'sparkling', past: 'sparkled' },
    no: { inf: 'glitre', past: 'glitret', perf: 'glitret' },
    alias: ['sparkle', 'glow', 'glitre', 'gløde'],
  },
  {
    id: 'ski',
    en: { inf: 'ski', ing: 'skiing', past: 'skied' },
    no: { inf: 'gå på ski', past: 'gikk på ski', perf: 'gått på ski' },
    alias: ['ski', 'skiing', 'skis', 'gå på ski'],
  },
  {
    id: 'cycle',
    en: { inf: 'ride a bike', ing: 'riding a bike', past: 'rode' },
    no: { inf: 'sykle', past: 'syklet', perf: 'syklet' },
    alias: ['bike', 'bicycle', 'cycle', 'sykle', 'sykkel', 'sykler'],
  },
  // Pastimes a family names as the wish ("vil være med i koret", "wants to join the choir"):
  // the same ids as lexicon/foods-activities, so the wish and the pastime are one.
  {
    id: 'choir',
    en: { inf: 'sing in the choir', ing: 'singing in the choir', past: 'sang in the choir' },
    no: { inf: 'synge i koret', past: 'sang i koret', perf: 'sunget i koret' },
    alias: ['choir', 'choirs', 'kor', 'koret'],
  },
  {
    id: 'skating',
    en: { inf: 'skate', ing: 'skating', past: 'skated' },
    no: { inf: 'gå på skøyter', past: 'gikk på skøyter', perf: 'gått på skøyter' },
    alias: ['skate', 'skating', 'skøyter', 'skøyteløp'],
  },
  {
    id: 'football',
    en: { inf: 'play football', ing: 'playing football', past: 'played football' },
    no: { inf: 'spille fotball', past: 'spilte fotball', perf: 'spilt fotball' },
    alias: ['football', 'soccer', 'fotball', 'fotballkamp', 'fotballkampen', 'fotballaget'],
  },
  {
    id: 'band',
    en: { inf: 'play in the band', ing: 'playing in the band', past: 'played in the band' },
    no: { inf: 'spille i korpset', past: 'spilte i korpset', perf: 'spilt i korpset' },
    alias: ['band', 'korps', 'korpset', 'skolekorpset'],
  },
  {
    id: 'read',
    en: { inf: 'read', ing: 'reading', past: 'read' },
    no: { inf: 'lese', past: 'leste', perf: 'lest' },
    alias: ['read', 'reading', 'lese', 'leser'],
  },
  {
    id: 'dive',
    en: { inf: 'dive', ing: 'diving', past: 'dived' },
    no: { inf: 'stupe', past: 'stupte', perf: 'stupt' },
    alias: ['dive', 'diving', 'dives', 'stupe', 'stuper', 'stup', 'dykke', 'dykker'],
  },
  {
    id: 'somersault',
    en: { inf: 'do a somersault', ing: 'doing somersaults', past: 'did a somersault' },
    no: { inf: 'slå kollbøtte', past: 'slo kollbøtte', perf: 'slått kollbøtte' },
    alias: ['somersault', 'somersaults', 'forward roll', 'kollbøtte', 'kollbøtter'],
  },
  {
    id: 'shoelaces',
    en: { inf: 'tie shoelaces', ing: 'tying shoelaces', past: 'tied the shoelaces' },
    no: { inf: 'knyte skolissene', past: 'knøt skolissene', perf: 'knyttet skolissene' },
    alias: ['shoelaces', 'shoelace', 'laces', 'skolisser', 'skolissene', 'lissene', 'knyte'],
  },
  instrument('violin', 'play the violin', 'fiolin', ['violin', 'fiddle', 'fiolin', 'fiolinen']),
  instrument('piano', 'play the piano', 'piano', ['piano', 'pianoet', 'keyboard']),
  instrument('guitar', 'play the guitar', 'gitar', ['guitar', 'gitar', 'gitaren']),
  instrument('drums', 'play the drums', 'trommer', ['drums', 'drum', 'trommer', 'trommene']),
  instrument('recorder', 'play the recorder', 'blokkfløyte', [
    'recorder',
    'blokkfløyte',
    'blokkfløyta',
  ]),
  instrument('accordion', 'play the accordion', 'trekkspill', [
    'accordion',
    'trekkspill',
    'trekkspillet',
  ]),
  instrument('trumpet', 'play the trumpet', 'trompet', ['trumpet', 'trompet', 'trompeten']),
  // Bare «fløyte» is a whistle too: it is a flute only after «spille» (see INSTRUMENT_WORDS).
  instrument('flute', 'play the flute', 'fløyte', ['flute', 'tverrfløyte', 'tverrfløyta']),
  instrument('cello', 'play the cello', 'cello', ['cello', 'celloen']),
  instrument('harp', 'play the harp', 'harpe', ['harp', 'harpe', 'harpa', 'harpen']),
  instrument('ukulele', 'play the ukulele', 'ukulele', ['ukulele', 'ukulelen']),
  instrument('saxophone', 'play the saxophone', 'saksofon', [
    'saxophone',
    'sax',
    'saksofon',
    'saksofonen',
    'saxofon',
  ]),
  instrument('clarinet', 'play the clarinet', 'klarinett', [
    'clarinet',
    'klarinett',
    'klarinetten',
  ]),
  instrument('harmonica', 'play the harmonica', 'munnspill', [
    'harmonica',
    'mouth organ',
    'munnspill',
    'munnspillet',
  ]),
  instrument('xylophone', 'play the xylophone', 'xylofon', ['xylophone', 'xylofon', 'xylofonen']),
  instrument('trombone', 'play the trombone', 'trombone', ['trombone', 'trombonen']),
  instrument('tuba', 'play the tuba', 'tuba', ['tuba', 'tubaen']),
];

/** An instrument one learns to play: "play the violin", «spille fiolin». */
function instrument(id: string, en: string, no: string, alias: string[]): SkillEntry {
  const rest = en.slice('play '.length);
  return {
    id,
    en: { inf: en, ing: `playing ${rest}`, past: `played ${rest}` },
    no: { inf: `spille ${no}`, past: `spilte ${no}`, perf: `spilt ${no}` },
    alias,
    instrument: true,
  };
}

/** The instruments among the skills: learnt at home and at school, played for others. */
export const INSTRUMENTS: ReadonlySet<string> = new Set(
  SKILLS.filter((s) => s.instrument).map((s) => s.id),
);

/** The thing an instrument is in the lexicon («blokkfløyte» and «fløyte» are read as a whistle). */
export function instrumentThing(id: string): string {
  return id === 'drums' ? 'drum' : id === 'recorder' || id === 'flute' ? 'whistle' : id;
}

/**
 * Words that name an instrument only after «spille» / "play" («spille fløyte»; «en fløyte» alone
 * is a whistle), besides every instrument's own aliases.
 */
export const INSTRUMENT_WORDS: Readonly<Record<string, string>> = {
  ...Object.fromEntries(
    SKILLS.filter((s) => INSTRUMENTS.has(s.id)).flatMap((s) => s.alias.map((a) => [a, s.id])),
  ),
  fløyte: 'flute',
  fløyta: 'flute',
  fløyten: 'flute',
  keyboardet: 'piano',
  trommer: 'drums',
  tromme: 'drums',
};

export interface FearEntry {
  id: string;
  en: { of: string; it: string };
  no: { of: string; it: string };
  alias: string[];
}

export const FEARS: FearEntry[] = [
  {
    id: 'dark',
    en: { of: 'the dark', it: 'the dark' },
    no: { of: 'mørket', it: 'mørket' },
    alias: ['dark', 'darkness', 'night', 'mørket', 'mørke', 'natta', 'natten', 'mørk', 'mørkt'],
  },
  {
    id: 'thunder',
    en: { of: 'thunder', it: 'the thunder' },
    no: { of: 'torden', it: 'tordenværet' },
    alias: [
      'thunder',
      'thunderstorm',
      'thunderstorms',
      'storm',
      'storms',
      'lightning',
      'torden',
      'tordenvær',
      'tordenværet',
      'lyn',
      'storm',
      'uvær',
    ],
  },
  // Before water: "redd for å bade i bølgene" fears the waves the family named.
  {
    id: 'waves',
    en: { of: 'the waves', it: 'the waves' },
    no: { of: 'bølgene', it: 'bølgene' },
    alias: ['waves', 'wave', 'bølger', 'bølgene', 'bølgen', 'bølge'],
  },
  {
    id: 'water',
    en: { of: 'deep water', it: 'the water' },
    no: { of: 'dypt vann', it: 'vannet' },
    alias: ['water', 'swimming', 'vann', 'vannet', 'bade'],
  },
  // Before heights: "redd for å falle ned", "redd for høye lyder" are not about high places.
  {
    id: 'falling',
    en: { of: 'falling', it: 'the fear of falling' },
    no: { of: 'å falle', it: 'redselen for å falle' },
    alias: ['falling', 'fall', 'falls', 'falle', 'faller', 'detter', 'dette', 'ramle', 'ramler'],
  },
  {
    id: 'noise',
    en: { of: 'loud noises', it: 'the noise' },
    no: { of: 'høye lyder', it: 'bråket' },
    alias: [
      'loud noises',
      'loud noise',
      'noises',
      'noise',
      'bangs',
      'fireworks',
      'høye lyder',
      'høye smell',
      'bråk',
      'bråket',
      'smellet',
      'støy',
      'fyrverkeri',
      'fyrverkeriet',
    ],
  },
  // After loud noises: "redd for høye lyder" is the bang; "redd for lyder", "scared of sounds"
  // and a noise at night are the creaks and taps of the night, each one something harmless.
  {
    id: 'night-noises',
    en: { of: 'noises in the night', it: 'the night noises' },
    no: { of: 'lyder om natta', it: 'lydene om natta' },
    alias: [
      'sounds',
      'sound',
      'creaks',
      'creaking',
      'lyder',
      'lydene',
      'knirk',
      'knirking',
      'knirkelyder',
      'nattelyder',
      'nattlyder',
    ],
  },
  {
    id: 'height',
    en: { of: 'high places', it: 'the height' },
    no: { of: 'høye steder', it: 'høyden' },
    alias: ['heights', 'height', 'high', 'høyde', 'høyden', 'høyder', 'høyt', 'høye'],
  },
  {
    id: 'alone',
    en: { of: 'being alone', it: 'being alone' },
    no: { of: 'å være alene', it: 'å være alene' },
    alias: ['alone', 'lonely', 'alene', 'ensom'],
  },
  {
    id: 'monsters',
    en: { of: 'monsters under the bed', it: 'the monster under the bed' },
    no: { of: 'monstre under senga', it: 'monsteret under senga' },
    alias: ['monsters', 'monster', 'under the bed', 'monstre', 'monsteret', 'under senga'],
  },
  {
    id: 'spiders',
    en: { of: 'spiders', it: 'the spider' },
    no: { of: 'edderkopper', it: 'edderkoppen' },
    alias: ['spider', 'spiders', 'edderkopp', 'edderkopper', 'edderkoppen'],
  },
  {
    id: 'dogs',
    en: { of: 'big dogs', it: 'the big dog' },
    no: { of: 'store hunder', it: 'den store hunden' },
    alias: ['dog', 'dogs', 'hund', 'hunden', 'hunder', 'bikkja', 'bikkje', 'bikkjer'],
  },
  // "redd for å synge foran alle", "scared of singing in front of everyone".
  {
    id: 'audience',
    en: { of: 'everyone watching', it: 'everyone watching' },
    no: { of: 'at alle ser på', it: 'alle som ser på' },
    alias: ['audience', 'crowd', 'stage', 'in front of', 'publikum', 'scenen', 'foran alle'],
  },
  {
    id: 'new',
    en: { of: 'new things', it: 'something new' },
    no: { of: 'nye ting', it: 'noe nytt' },
    alias: [
      'new things',
      'new places',
      'new people',
      'nye ting',
      'nye steder',
      'nytt sted',
      'nye folk',
      'nye mennesker',
    ],
  },
];

/**
 * A fear the lexicon cannot name, kept in the family's own words ("redd for å hoppe fra
 * stupebrettet", "scared of the big slide"): `said:<language>:<words>`, told as "redd for å hoppe
 * fra stupebrettet" and "the fear of the big slide".
 */
export function saidFearId(language: 'no' | 'en', words: string): string {
  return `said:${language}:${words}`;
}

/** The words of a `saidFearId` in the language asked for, or undefined in the other. */
function saidFear(id: string, language: 'no' | 'en'): { of: string; it: string } | undefined {
  const m = /^said:(no|en):(.+)$/u.exec(id);
  if (!m || m[1] !== language) return undefined;
  const of = m[2] as string;
  return { of, it: language === 'no' ? `redselen for ${of}` : `the fear of ${of}` };
}

/** Which step banks tell a fear: its own, or the ones for a fear told in the family's words. */
export function fearKind(id: string | undefined): string | undefined {
  return id?.startsWith('said:') ? 'said' : id;
}

/** The words a story tells a fear in, in its language. */
export function fearWords(
  id: string | undefined,
  language: 'no' | 'en',
): { of: string; it: string } | undefined {
  if (!id) return undefined;
  return FEARS.find((f) => f.id === id)?.[language] ?? saidFear(id, language);
}

export const MysteryId = ['sounds', 'missing', 'door', 'lights', 'tracks'] as const;
export type MysteryId = (typeof MysteryId)[number];

export const MYSTERY_ALIASES: Record<MysteryId, string[]> = {
  sounds: ['sound', 'sounds', 'noise', 'noises', 'lyd', 'lyder', 'lydene', 'bråk'],
  missing: [
    'missing',
    'disappeared',
    'vanished',
    'stolen',
    'forsvunnet',
    'forsvant',
    'borte',
    'stjålet',
  ],
  door: ['secret door', 'hidden door', 'hemmelig dør', 'hemmelige døra', 'hemmelig gang'],
  lights: ['lights', 'glow', 'lys', 'lysene', 'lyset'],
  tracks: ['footprints', 'tracks', 'fotspor', 'spor', 'sporene'],
};

export const HOME_NOUN_NO = noun('n', 'hjem', 'hjemmet', 'hjem', 'hjemmene');
