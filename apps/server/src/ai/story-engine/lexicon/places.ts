// Places a story can visit: the illustrator's setting, the nouns, and the prepositions each
// language uses with it (i skogen, på fjellet, ved elva; in the forest, on the mountain).
import type { SceneObject, SceneSetting } from '../../scene-spec';
import { noun, type NounNo } from '../grammar/norwegian';
import { REAL_PLACES } from './real-places';

/** Settings under the open sky, where small creatures, weather and a kind deed can happen. */
export const OPEN_AIR: ReadonlySet<SceneSetting> = new Set<SceneSetting>([
  'forest',
  'meadow',
  'mountain',
  'beach',
  'island',
  'garden',
  'farm',
  'river',
  'lake',
  'jungle',
  'snow',
  'desert',
  'playground',
  'village',
]);

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
  /** Visited only when a family names it; never a story's own pick. */
  onlyNamed?: boolean;
  /** Called by its own name, with no article: "Mars", "Paris", "the North Pole". */
  proper?: boolean;
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
      ['the meadow', 'in', 'to'],
      [noun('f', 'eng', 'enga', 'enger', 'engene'), 'på', 'til'],
      ['flower', 'tree'],
      ['meadow', 'eng', 'enga', 'engen'],
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
      ['school', 'skole', 'skolen'],
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
      ['planet', 'planets', 'planet', 'planeten', 'planeter'],
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
      ['jungle', 'jungel', 'jungelen'],
    ],
    [
      'northpole',
      'snow',
      ['the snowy north', 'in', 'to'],
      [noun('n', 'snøland', 'snølandet', 'snøland', 'snølandene'), 'i', 'til'],
      ['star'],
      ['snow', 'ice', 'arctic', 'snø', 'snøen', 'is', 'isen', 'vinter', 'vinteren', 'winter'],
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
      ['lake', 'tjern', 'tjernet'],
      { water: true },
    ],
    [
      'playground',
      'playground',
      ['the playground', 'at', 'to'],
      [noun('m', 'lekeplass', 'lekeplassen', 'lekeplasser', 'lekeplassene'), 'på', 'til'],
      ['ball', 'tree'],
      ['playground', 'lekeplass', 'lekeplassen'],
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

/** Places families name that a story would not pick by itself. */
const NAMED_PLACES: PlaceEntry[] = (
  [
    [
      'lighthouse',
      'beach',
      ['the lighthouse', 'by', 'to'],
      [noun('n', 'fyr', 'fyret', 'fyr', 'fyrene'), 'ved', 'bort til'],
      ['tower', 'boat'],
      ['lighthouse', 'lighthouses', 'fyrtårn', 'fyrtårnet'],
    ],
    [
      'garage',
      'house',
      ['the garage', 'in', 'to'],
      [noun('m', 'garasje', 'garasjen', 'garasjer', 'garasjene'), 'i', 'inn i'],
      ['door', 'ball'],
      ['garage', 'garages'],
    ],
    [
      'basement',
      'house',
      ['the basement', 'down in', 'down to'],
      [noun('m', 'kjeller', 'kjelleren', 'kjellere', 'kjellerne'), 'nede i', 'ned i'],
      ['lantern', 'door'],
      ['basement', 'cellar'],
    ],
    [
      'market',
      'village',
      ['the market', 'at', 'to'],
      [noun('n', 'marked', 'markedet', 'markeder', 'markedene'), 'på', 'til'],
      ['balloon', 'apple'],
      ['market', 'markets', 'torget'],
    ],
    [
      'park',
      'meadow',
      ['the park', 'in', 'to'],
      [noun('m', 'park', 'parken', 'parker', 'parkene'), 'i', 'til'],
      ['tree', 'flower'],
      ['park', 'parks'],
    ],
    [
      'pond',
      'lake',
      ['the pond', 'by', 'down to'],
      [noun('m', 'dam', 'dammen', 'dammer', 'dammene'), 'ved', 'ned til'],
      ['flower', 'boat'],
      ['pond', 'ponds'],
      { water: true },
    ],
    [
      'big-lake',
      'lake',
      ['the lake', 'by', 'down to'],
      [noun('m', 'innsjø', 'innsjøen', 'innsjøer', 'innsjøene'), 'ved', 'ned til'],
      ['boat', 'tree'],
      [],
      { water: true },
    ],
    [
      'aquarium',
      'underwater',
      ['the aquarium', 'at', 'to'],
      [noun('n', 'akvarium', 'akvariet', 'akvarier', 'akvariene'), 'på', 'til'],
      ['shell'],
      ['aquarium'],
    ],
    [
      'funfair',
      'circus',
      ['the funfair', 'at', 'to'],
      [noun('n', 'tivoli', 'tivoliet', 'tivolier', 'tivoliene'), 'på', 'til'],
      ['balloon', 'ball'],
      ['funfair', 'fair', 'fairground', 'amusement park'],
    ],
    [
      'reef',
      'underwater',
      ['the coral reef', 'by', 'down to'],
      [noun('n', 'korallrev', 'korallrevet', 'korallrev', 'korallrevene'), 'ved', 'ned til'],
      ['shell'],
      ['reef', 'reefs', 'coral reef'],
      { water: true },
    ],
    [
      'volcano',
      'mountain',
      ['the volcano', 'on', 'up to'],
      [noun('m', 'vulkan', 'vulkanen', 'vulkaner', 'vulkanene'), 'på', 'opp til'],
      ['cloud'],
      ['volcano', 'volcanoes'],
    ],
    [
      'fjord',
      'sea',
      ['the fjord', 'on', 'out to'],
      [noun('m', 'fjord', 'fjorden', 'fjorder', 'fjordene'), 'ved', 'ut til'],
      ['boat'],
      ['fjord', 'fjords'],
      { water: true },
    ],
    [
      'field',
      'meadow',
      ['the field', 'in', 'out to'],
      [noun('n', 'jorde', 'jordet', 'jorder', 'jordene'), 'på', 'ut på'],
      ['flower', 'ball'],
      ['field', 'fields', 'jordet'],
    ],
    [
      'rainforest',
      'jungle',
      ['the rainforest', 'in', 'to'],
      [noun('m', 'regnskog', 'regnskogen', 'regnskoger', 'regnskogene'), 'i', 'til'],
      ['tree', 'flower'],
      ['rainforest'],
    ],
    [
      'train',
      'train',
      ['the train', 'on', 'on board'],
      [noun('n', 'tog', 'toget', 'tog', 'togene'), 'på', 'om bord på'],
      ['lantern'],
      ['train', 'trains'],
    ],
    [
      'kitchen',
      'kitchen',
      ['the kitchen', 'in', 'into'],
      [noun('n', 'kjøkken', 'kjøkkenet', 'kjøkken', 'kjøkkenene'), 'på', 'inn på'],
      ['cake', 'apple'],
      ['kitchen'],
    ],
    [
      'attic',
      'house',
      ['the attic', 'up in', 'up to'],
      [noun('m', 'loft', 'loftet', 'loft', 'loftene'), 'oppe på', 'opp på'],
      ['book', 'lantern'],
      ['attic', 'loftet'],
    ],
    [
      'shop',
      'village',
      ['the shop', 'in', 'to'],
      [noun('m', 'butikk', 'butikken', 'butikker', 'butikkene'), 'i', 'til'],
      ['apple', 'gift'],
      ['shop', 'store', 'butikken'],
    ],
    [
      'zoo',
      'farm',
      ['the zoo', 'at', 'to'],
      [noun('m', 'dyrehage', 'dyrehagen', 'dyrehager', 'dyrehagene'), 'i', 'til'],
      ['tree'],
      ['zoo', 'dyreparken'],
    ],
    [
      'hospital',
      'city',
      ['the hospital', 'at', 'to'],
      [noun('n', 'sykehus', 'sykehuset', 'sykehus', 'sykehusene'), 'på', 'til'],
      ['door'],
      ['hospital'],
    ],
    [
      'kindergarten',
      'school',
      ['the nursery', 'at', 'to'],
      [noun('m', 'barnehage', 'barnehagen', 'barnehager', 'barnehagene'), 'i', 'til'],
      ['ball', 'tree'],
      ['nursery', 'kindergarten', 'preschool'],
    ],
    [
      'swimming-pool',
      'lake',
      ['the swimming pool', 'at', 'to'],
      [noun('n', 'basseng', 'bassenget', 'basseng', 'bassengene'), 'i', 'til'],
      ['ball'],
      ['swimming pool', 'pool', 'svømmehallen', 'svømmehall', 'svømmebasseng', 'svømmebassenget'],
      { water: true },
    ],
    [
      'harbour',
      'sea',
      ['the harbour', 'in', 'down to'],
      [noun('f', 'havn', 'havna', 'havner', 'havnene'), 'i', 'ned til'],
      ['boat'],
      ['harbour', 'harbor', 'havnen'],
      { water: true },
    ],
  ] as Row[]
).map((r) => ({ ...place(r), onlyNamed: true }));
PLACES.push(...NAMED_PLACES, ...REAL_PLACES);

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
