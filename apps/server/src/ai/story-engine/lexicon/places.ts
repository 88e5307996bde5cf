// Places a story can visit: the illustrator's setting, the nouns, and the prepositions each
// language uses with it (i skogen, på fjellet, ved elva; in the forest, on the mountain).
import type { SceneObject, SceneSetting } from '../../scene-spec';
import { noun, type NounNo } from '../grammar/norwegian';

export interface PlaceEntry {
  id: string;
  setting: SceneSetting;
  en: { the: string; in: string; to: string };
  no: { noun: NounNo; in: string; to: string };
  objects: SceneObject[];
  /** Reachable by a character that only swims. */
  water?: boolean;
  /** Somewhere to live (a story can start and end here). */
  home?: boolean;
  alias: string[];
}

type Row = [
  id: string,
  setting: SceneSetting,
  en: [the: string, inPrep: string, toPrep: string],
  no: [NounNo, inPrep: string, toPrep: string],
  objects: SceneObject[],
  alias: string[],
  flags?: { water?: boolean; home?: boolean },
];

const place = ([id, setting, en, no, objects, alias, flags]: Row): PlaceEntry => ({
  id,
  setting,
  en: { the: en[0], in: `${en[1]} ${en[0]}`, to: `${en[2]} ${en[0]}` },
  no: { noun: no[0], in: `${no[1]} ${no[0].def}`, to: `${no[2]} ${no[0].def}` },
  objects,
  alias,
  ...flags,
});

export const PLACES: PlaceEntry[] = (
  [
    [
      'forest',
      'forest',
      ['the forest', 'in', 'to'],
      [noun('m', 'skog', 'skogen', 'skoger', 'skogene'), 'i', 'til'],
      ['tree', 'mushroom'],
      ['forest', 'forests', 'wood', 'woods', 'skog', 'skogen', 'skoger', 'skogene'],
    ],
    [
      'glade',
      'forest',
      ['the glade', 'in', 'to'],
      [noun('f', 'lysning', 'lysninga', 'lysninger', 'lysningene'), 'i', 'til'],
      ['tree', 'flower'],
      ['glade', 'clearing', 'lysning', 'lysninga'],
    ],
    [
      'meadow',
      'meadow',
      ['the meadow', 'on', 'to'],
      [noun('f', 'eng', 'enga', 'enger', 'engene'), 'på', 'til'],
      ['flower', 'tree'],
      ['meadow', 'field', 'eng', 'enga', 'engen', 'jorde', 'jordet'],
    ],
    [
      'valley',
      'meadow',
      ['the green valley', 'in', 'to'],
      [noun('m', 'dal', 'dalen', 'daler', 'dalene'), 'i', 'til'],
      ['flower', 'tree'],
      ['valley', 'dal', 'dalen'],
    ],
    [
      'hill',
      'meadow',
      ['the round hill', 'on', 'up'],
      [noun('m', 'haug', 'haugen', 'hauger', 'haugene'), 'på', 'opp på'],
      ['tree', 'kite'],
      ['hill', 'hills', 'haug', 'haugen', 'bakke', 'bakken'],
    ],
    [
      'mountain',
      'mountain',
      ['the mountain', 'on', 'up'],
      [noun('n', 'fjell', 'fjellet', 'fjell', 'fjellene'), 'på', 'opp på'],
      ['tree', 'cloud'],
      ['mountain', 'mountains', 'fjell', 'fjellet', 'fjellene', 'fjelltopp', 'toppen'],
    ],
    [
      'sea',
      'sea',
      ['the sea', 'on', 'out to'],
      [noun('n', 'hav', 'havet', 'hav', 'havene'), 'på', 'ut på'],
      ['boat', 'cloud'],
      ['sea', 'ocean', 'hav', 'havet', 'sjø', 'sjøen'],
      { water: true },
    ],
    [
      'beach',
      'beach',
      ['the beach', 'on', 'down to'],
      [noun('f', 'strand', 'stranda', 'strender', 'strendene'), 'på', 'ned til'],
      ['shell', 'boat'],
      ['beach', 'shore', 'strand', 'stranda', 'stranden'],
      { water: true },
    ],
    [
      'island',
      'island',
      ['the little island', 'on', 'to'],
      [noun('f', 'øy', 'øya', 'øyer', 'øyene'), 'på', 'til'],
      ['tree', 'treasure'],
      ['island', 'øy', 'øya', 'øyen', 'holme'],
      { water: true },
    ],
    [
      'seabed',
      'underwater',
      ['the bottom of the sea', 'at', 'down to'],
      [noun('m', 'havbunn', 'havbunnen', 'havbunner', 'havbunnene'), 'på', 'ned til'],
      ['shell', 'treasure'],
      ['underwater', 'seabed', 'havbunnen', 'havbunn'],
      { water: true },
    ],
    [
      'castle',
      'castle',
      ['the castle', 'in', 'to'],
      [noun('n', 'slott', 'slottet', 'slott', 'slottene'), 'på', 'til'],
      ['tower', 'door', 'crown'],
      ['castle', 'castles', 'palace', 'slott', 'slottet', 'slottene', 'borg', 'borgen'],
      { home: true },
    ],
    [
      'tower',
      'castle',
      ['the old tower', 'in', 'up'],
      [noun('n', 'tårn', 'tårnet', 'tårn', 'tårnene'), 'i', 'opp i'],
      ['tower', 'door'],
      ['tower', 'tårn', 'tårnet'],
    ],
    [
      'village',
      'village',
      ['the village', 'in', 'to'],
      [noun('f', 'bygd', 'bygda', 'bygder', 'bygdene'), 'i', 'til'],
      ['house', 'tree'],
      ['village', 'landsby', 'landsbyen', 'bygd', 'bygda'],
      { home: true },
    ],
    [
      'town',
      'city',
      ['the town', 'in', 'to'],
      [noun('m', 'by', 'byen', 'byer', 'byene'), 'i', 'til'],
      ['house', 'balloon'],
      ['town', 'city', 'by', 'byen'],
    ],
    [
      'house',
      'house',
      ['the little house', 'in', 'to'],
      [noun('n', 'hus', 'huset', 'hus', 'husene'), 'i', 'til'],
      ['house', 'door'],
      ['house', 'home', 'hus', 'huset', 'hjem', 'hjemme'],
      { home: true },
    ],
    [
      'cottage',
      'house',
      ['the red cottage', 'in', 'to'],
      [noun('f', 'hytte', 'hytta', 'hytter', 'hyttene'), 'i', 'til'],
      ['house', 'tree'],
      ['cottage', 'cabin', 'hut', 'hytte', 'hytta', 'hytten'],
      { home: true },
    ],
    [
      'bedroom',
      'bedroom',
      ['the bedroom', 'in', 'to'],
      [noun('n', 'soverom', 'soverommet', 'soverom', 'soverommene'), 'på', 'inn på'],
      ['bed', 'lantern', 'book'],
      ['bedroom', 'room', 'bed', 'soverom', 'soverommet', 'rommet', 'senga'],
    ],
    [
      'garden',
      'garden',
      ['the garden', 'in', 'out to'],
      [noun('m', 'hage', 'hagen', 'hager', 'hagene'), 'i', 'ut i'],
      ['flower', 'tree', 'apple'],
      ['garden', 'backyard', 'yard', 'hage', 'hagen'],
    ],
    [
      'farm',
      'farm',
      ['the farm', 'on', 'to'],
      [noun('m', 'gård', 'gården', 'gårder', 'gårdene'), 'på', 'til'],
      ['house', 'apple'],
      ['farm', 'gård', 'gården', 'bondegård', 'bondegården'],
      { home: true },
    ],
    [
      'school',
      'school',
      ['the school', 'at', 'to'],
      [noun('m', 'skole', 'skolen', 'skoler', 'skolene'), 'på', 'til'],
      ['book', 'ball'],
      ['school', 'kindergarten', 'skole', 'skolen', 'barnehage', 'barnehagen'],
    ],
    [
      'space',
      'space',
      ['space', 'in', 'out into'],
      [noun('n', 'verdensrom', 'verdensrommet', 'verdensrom', 'verdensrommene'), 'ute i', 'ut i'],
      ['star', 'rocket', 'moon'],
      ['space', 'universe', 'galaxy', 'verdensrommet', 'rommet', 'universet', 'galaksen'],
    ],
    [
      'moon',
      'moon',
      ['the moon', 'on', 'to'],
      [noun('m', 'måne', 'månen', 'måner', 'månene'), 'på', 'til'],
      ['moon', 'star', 'rocket'],
      ['moon', 'måne', 'månen'],
    ],
    [
      'planet',
      'space',
      ['a small blue planet', 'on', 'to'],
      [noun('m', 'planet', 'planeten', 'planeter', 'planetene'), 'på', 'til'],
      ['star', 'rocket'],
      ['planet', 'planets', 'mars', 'planet', 'planeten', 'planeter'],
    ],
    [
      'desert',
      'desert',
      ['the desert', 'in', 'to'],
      [noun('m', 'ørken', 'ørkenen', 'ørkener', 'ørkenene'), 'i', 'til'],
      ['sun'],
      ['desert', 'ørken', 'ørkenen'],
    ],
    [
      'jungle',
      'jungle',
      ['the jungle', 'in', 'to'],
      [noun('m', 'jungel', 'jungelen', 'jungler', 'junglene'), 'i', 'til'],
      ['tree', 'flower'],
      ['jungle', 'rainforest', 'jungel', 'jungelen', 'regnskogen'],
    ],
    [
      'northpole',
      'snow',
      ['the snowy north', 'in', 'to'],
      [noun('n', 'snøland', 'snølandet', 'snøland', 'snølandene'), 'i', 'til'],
      ['star'],
      [
        'snow',
        'ice',
        'north pole',
        'arctic',
        'snø',
        'snøen',
        'is',
        'isen',
        'nordpolen',
        'vinter',
        'vinteren',
        'winter',
      ],
    ],
    [
      'cave',
      'cave',
      ['the cave', 'in', 'into'],
      [noun('f', 'hule', 'hula', 'huler', 'hulene'), 'i', 'inn i'],
      ['lantern', 'treasure'],
      ['cave', 'caves', 'grotto', 'hule', 'hula', 'hulen', 'grotte', 'grotta'],
    ],
    [
      'sky',
      'sky',
      ['the sky', 'high in', 'up into'],
      [noun('m', 'himmel', 'himmelen', 'himler', 'himlene'), 'oppe på', 'opp på'],
      ['cloud', 'rainbow', 'balloon'],
      ['sky', 'clouds', 'himmel', 'himmelen', 'skyene'],
    ],
    [
      'river',
      'river',
      ['the river', 'by', 'down to'],
      [noun('f', 'elv', 'elva', 'elver', 'elvene'), 'ved', 'ned til'],
      ['bridge', 'boat'],
      ['river', 'stream', 'elv', 'elva', 'elven', 'bekk', 'bekken'],
      { water: true },
    ],
    [
      'lake',
      'lake',
      ['the lake', 'by', 'down to'],
      [noun('n', 'tjern', 'tjernet', 'tjern', 'tjernene'), 'ved', 'ned til'],
      ['boat', 'flower'],
      ['lake', 'pond', 'tjern', 'tjernet', 'innsjø', 'innsjøen', 'dam', 'dammen'],
      { water: true },
    ],
    [
      'playground',
      'playground',
      ['the playground', 'at', 'to'],
      [noun('m', 'lekeplass', 'lekeplassen', 'lekeplasser', 'lekeplassene'), 'på', 'til'],
      ['ball', 'tree'],
      ['playground', 'park', 'lekeplass', 'lekeplassen', 'parken'],
    ],
    [
      'library',
      'library',
      ['the library', 'in', 'to'],
      [noun('n', 'bibliotek', 'biblioteket', 'bibliotek', 'bibliotekene'), 'på', 'til'],
      ['book', 'lantern'],
      ['library', 'bibliotek', 'biblioteket'],
    ],
    [
      'ship',
      'ship',
      ['the ship', 'on', 'on board'],
      [noun('n', 'skip', 'skipet', 'skip', 'skipene'), 'om bord på', 'om bord på'],
      ['boat', 'map'],
      ['ship', 'boat', 'skip', 'skipet', 'båt', 'båten'],
      { water: true },
    ],
    [
      'circus',
      'circus',
      ['the circus', 'at', 'to'],
      [noun('n', 'sirkus', 'sirkuset', 'sirkus', 'sirkusene'), 'i', 'til'],
      ['balloon', 'ball'],
      ['circus', 'sirkus', 'sirkuset'],
    ],
  ] as Row[]
).map(place);

const BY_ID = new Map(PLACES.map((p) => [p.id, p]));

export function placeById(id: string): PlaceEntry {
  const found = BY_ID.get(id);
  if (!found) throw new Error(`no place ${id}`);
  return found;
}

/** How a story first says where the hero lives: "in a little yellow house", not "in the house". */
export const HOME_IN: Partial<Record<string, { en: string; no: string }>> = {
  house: { en: 'in a little yellow house', no: 'i et lite, gult hus' },
  cottage: {
    en: 'in a red cottage at the edge of the woods',
    no: 'i ei lita, rød hytte i skogkanten',
  },
  village: { en: 'in a small village by the fjord', no: 'i ei lita bygd ved fjorden' },
  farm: { en: 'on a farm with a big red barn', no: 'på en gård med en stor, rød låve' },
  castle: { en: 'in a castle with tall towers', no: 'på et slott med høye tårn' },
  tower: { en: 'in an old stone tower', no: 'i et gammelt steintårn' },
  bedroom: { en: 'in a cosy little house', no: 'i et lunt, lite hus' },
  library: { en: 'in a house full of books', no: 'i et hus fullt av bøker' },
  town: { en: 'in a busy little town', no: 'i en travel, liten by' },
};
