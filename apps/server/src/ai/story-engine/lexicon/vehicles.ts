// Vehicles a family makes the hero of its story (a fire engine, a tractor, a little train, a
// tugboat): how each is called, where it lives, how it gets about and what colour it is drawn
// when the family said none. Drawn as a robot, the nearest kind the illustrator knows, and told
// in its own words.
import type { ColourId } from './colours';
import type { SpotId } from './rescue-spots';
import type { SpeciesRow } from './species';

export interface VehicleEntry {
  /** Where it lives: the place a story starts and ends at. */
  home: string;
  /** How a story first says where it lives. */
  homeIn: { en: string; no: string };
  colour: ColourId;
  /** Where it stands at night: «på brannstasjonen», "in the fire station". */
  shed: { en: string; no: string };
  /** Where one it rescues is stuck, when the family did not say: a kitten up a tree. */
  stuck: SpotId;
  /** The words that make one of these (one or two words), singular forms. */
  words: string[];
}

export const VEHICLES: Record<string, VehicleEntry> = {
  'fire-engine': {
    home: 'town',
    homeIn: {
      en: 'in the fire station of a busy little town',
      no: 'på brannstasjonen i en travel, liten by',
    },
    colour: 'red',
    shed: { en: 'in the fire station', no: 'på brannstasjonen' },
    stuck: 'tree',
    words: ['fire engine', 'fire truck', 'firetruck', 'brannbil', 'brannbilen'],
  },
  tractor: {
    home: 'farm',
    homeIn: {
      en: 'in the shed of a farm with a big red barn',
      no: 'i redskapsboden på en gård med en stor, rød låve',
    },
    colour: 'green',
    shed: { en: 'in the farm shed', no: 'i redskapsboden' },
    stuck: 'mud',
    words: ['tractor', 'traktor', 'traktoren'],
  },
  digger: {
    home: 'town',
    homeIn: {
      en: 'in a big garage at the edge of a busy little town',
      no: 'i en stor garasje i utkanten av en travel, liten by',
    },
    colour: 'yellow',
    shed: { en: 'in the garage', no: 'i garasjen' },
    stuck: 'hole',
    words: ['digger', 'excavator', 'gravemaskin', 'gravemaskinen', 'gravemaskina'],
  },
  train: {
    home: 'town',
    homeIn: {
      en: 'in the engine shed by the station of a busy little town',
      no: 'i togstallen ved stasjonen i en travel, liten by',
    },
    colour: 'blue',
    shed: { en: 'in the engine shed', no: 'i togstallen' },
    stuck: 'tree',
    words: ['train', 'steam engine', 'locomotive', 'tog', 'toget', 'lokomotiv', 'lokomotivet'],
  },
  bus: {
    home: 'town',
    homeIn: {
      en: 'in the bus garage of a busy little town',
      no: 'i bussgarasjen i en travel, liten by',
    },
    colour: 'yellow',
    shed: { en: 'in the bus garage', no: 'i bussgarasjen' },
    stuck: 'tree',
    words: ['bus', 'buss', 'bussen'],
  },
  truck: {
    home: 'town',
    homeIn: {
      en: 'in a big garage at the edge of a busy little town',
      no: 'i en stor garasje i utkanten av en travel, liten by',
    },
    colour: 'blue',
    shed: { en: 'in the garage', no: 'i garasjen' },
    stuck: 'mud',
    words: ['truck', 'lorry', 'lastebil', 'lastebilen'],
  },
  'garbage-truck': {
    home: 'town',
    homeIn: {
      en: 'in the depot of a busy little town',
      no: 'i garasjen til renovasjonen i en travel, liten by',
    },
    colour: 'green',
    shed: { en: 'in the depot', no: 'i garasjen' },
    stuck: 'tree',
    words: [
      'garbage truck',
      'rubbish truck',
      'bin lorry',
      'dustcart',
      'dustbin lorry',
      'søppelbil',
      'søppelbilen',
      'søplebil',
      'søplebilen',
    ],
  },
  'race-car': {
    home: 'town',
    homeIn: {
      en: 'in a little garage in a busy little town',
      no: 'i en liten garasje i en travel, liten by',
    },
    colour: 'red',
    shed: { en: 'in the garage', no: 'i garasjen' },
    stuck: 'tree',
    words: ['race car', 'racing car', 'racecar', 'racerbil', 'racerbilen'],
  },
  car: {
    home: 'town',
    homeIn: {
      en: 'in a little garage in a busy little town',
      no: 'i en liten garasje i en travel, liten by',
    },
    colour: 'red',
    shed: { en: 'in the garage', no: 'i garasjen' },
    stuck: 'tree',
    words: ['car', 'bil', 'bilen'],
  },
  tugboat: {
    home: 'harbour',
    homeIn: {
      en: 'in the harbour of a small village by the fjord',
      no: 'i havna i ei lita bygd ved fjorden',
    },
    colour: 'red',
    shed: { en: 'at the quay', no: 'ved kaia' },
    stuck: 'rock',
    words: ['tugboat', 'tug boat', 'tug', 'slepebåt', 'slepebåten'],
  },
  plane: {
    home: 'town',
    homeIn: {
      en: 'in a hangar at the little airfield of a busy little town',
      no: 'i en hangar på den lille flyplassen ved en travel, liten by',
    },
    colour: 'white',
    shed: { en: 'in the hangar', no: 'i hangaren' },
    stuck: 'tree',
    words: ['plane', 'aeroplane', 'airplane', 'fly', 'flyet'],
  },
};

/**
 * The vehicles the lexicon did not know as characters before: never read from their word alone
 * (a fire engine in the toy box is a thing), only made by the vehicle-hero reader.
 */
export const VEHICLE_ROWS: SpeciesRow[] = [
  [
    'fire-engine',
    'robot',
    'fire engine',
    'm brannbil brannbilen brannbiler brannbilene',
    '',
    { move: 'drive', unread: true, sound: { en: 'nee-naw', no: 'bæ-bu' } },
  ],
  [
    'digger',
    'robot',
    'digger',
    'm gravemaskin gravemaskinen gravemaskiner gravemaskinene',
    '',
    { move: 'drive', unread: true, sound: { en: 'rumble-rumble', no: 'brumm-brumm' } },
  ],
  [
    'train',
    'robot',
    'train',
    'n tog toget tog togene',
    '',
    { move: 'chug', unread: true, sound: { en: 'choo-choo', no: 'tøff-tøff' } },
  ],
  [
    'garbage-truck',
    'robot',
    'rubbish truck',
    'm søppelbil søppelbilen søppelbiler søppelbilene',
    '',
    { move: 'drive', unread: true, sound: { en: 'clank-clank', no: 'klonk-klonk' } },
  ],
  [
    'race-car',
    'robot',
    'race car',
    'm racerbil racerbilen racerbiler racerbilene',
    '',
    { move: 'drive', unread: true, sound: { en: 'vroom', no: 'brrrm' } },
  ],
  [
    'car',
    'robot',
    'car',
    'm bil bilen biler bilene',
    '',
    { move: 'drive', unread: true, sound: { en: 'beep-beep', no: 'pip-pip' } },
  ],
  [
    'tugboat',
    'robot',
    'tugboat',
    'm slepebåt slepebåten slepebåter slepebåtene',
    '',
    { move: 'sail', water: true, unread: true, sound: { en: 'toot-toot', no: 'tuut-tuut' } },
  ],
  [
    'plane',
    'robot',
    'plane',
    'n fly flyet fly flyene',
    '',
    { move: 'fly', unread: true, sound: { en: 'whoosh', no: 'vrrr' } },
  ],
];

/** The hero's vehicle, if it is one. */
export const vehicleOf = (species: string | undefined): VehicleEntry | undefined =>
  species !== undefined ? VEHICLES[species] : undefined;

export const isVehicle = (species: string | undefined): boolean =>
  species !== undefined && species in VEHICLES;

/** What a vehicle has nothing to do with: porridge and apples, a bed, pyjamas, hair, legs, shoes. */
export const VEHICLE_REFUSED = {
  no: 'grøt|grøten|grøtbolle\\w*|seng|senga|sengen|sengekant\\w*|dyna|dyne|pyjamas\\w*|nattøy\\w*|tannbørst\\w*|joggesko\\w*|skolisse\\w*|håret|krøllete|tommel\\w*|beina|bein|fingrene|fingre|tærne|tær|føttene|føtter|skoene|spiste|mumset|slukte|gumlet|klatre i trær|klatret i trær',
  en: 'porridge|bed|beds|bedtime|bedroom|duvet|pyjamas|pajamas|toothbrush|hair|curly|shoelaces?|running shoes|thumb|hands?|legs|fingers|toes|feet|shoes|ate|munched|nibbled|gobbled|climb(?:ing)? trees',
};
