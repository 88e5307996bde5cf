// Objects a story can be about or come across: nouns, the illustrator's object, and which
// goals they suit (something to find, something to build).
import type { SceneObject } from '../../scene-spec';
import { noun, type NounNo } from '../grammar/norwegian';
import { nounEn, type NounEn } from '../grammar/english';
import { FOODS, type FoodEntry } from './foods-activities';
import { HUNGER_BITES } from './hunger-foods';
import { partThing, wordThing } from './lost-things';

export interface ThingEntry {
  id: string;
  en: NounEn;
  no: NounNo;
  scene?: SceneObject;
  /** Can be lost and looked for. */
  find?: boolean;
  /** Can be built or made. */
  build?: boolean;
  /** Small enough to be a keepsake picked up on the way. */
  keepsake?: boolean;
  /** Told only when a family names it; never a story's own pick for a goal or a gift. */
  onlyNamed?: boolean;
  /** Only ever made in a story (a dish, a snowman): never read from a description's words. */
  made?: boolean;
  /** Its Norwegian forms mean something else too ("bein" is legs): only its aliases name it. */
  aliasOnly?: boolean;
  alias: string[];
}

type Row = [
  id: string,
  en: NounEn | string,
  no: NounNo,
  scene: SceneObject | null,
  flags: string,
  alias: string[],
];

const thing = ([id, en, no, scene, flags, alias]: Row): ThingEntry => ({
  id,
  en: typeof en === 'string' ? nounEn(en) : en,
  no,
  ...(scene ? { scene } : {}),
  ...(flags.includes('f') ? { find: true } : {}),
  ...(flags.includes('b') ? { build: true } : {}),
  ...(flags.includes('k') ? { keepsake: true } : {}),
  alias,
});

const ROWS: Row[] = [
  [
    'key',
    'key',
    noun('m', 'nøkkel', 'nøkkelen', 'nøkler', 'nøklene'),
    'key',
    'f',
    ['key', 'keys', 'nøkkel', 'nøkkelen', 'nøkler'],
  ],
  [
    'map',
    'map',
    noun('n', 'kart', 'kartet', 'kart', 'kartene'),
    'map',
    'f',
    ['map', 'maps', 'kart', 'kartet', 'skattekart'],
  ],
  [
    'lantern',
    'lantern',
    noun('f', 'lykt', 'lykta', 'lykter', 'lyktene'),
    'lantern',
    'fb',
    [
      'lantern',
      'lamp',
      'torch',
      'flashlight',
      'lykt',
      'lykta',
      'lykten',
      'lommelykt',
      'lampe',
      'lampa',
    ],
  ],
  [
    'star',
    'star',
    noun('f', 'stjerne', 'stjerna', 'stjerner', 'stjernene'),
    'star',
    'f',
    ['star', 'stars', 'stjerne', 'stjerna', 'stjernen', 'stjerner', 'stjernene', 'stjerneskudd'],
  ],
  [
    'shell',
    'shell',
    noun('n', 'skjell', 'skjellet', 'skjell', 'skjellene'),
    'shell',
    'fk',
    ['shell', 'shells', 'seashell', 'skjell', 'skjellet', 'konkylie'],
  ],
  [
    'egg',
    'egg',
    noun('n', 'egg', 'egget', 'egg', 'eggene'),
    'egg',
    'f',
    ['egg', 'eggs', 'egget', 'eggene', 'dragegg'],
  ],
  [
    'crown',
    'crown',
    noun('f', 'krone', 'krona', 'kroner', 'kronene'),
    'crown',
    'f',
    ['crown', 'tiara', 'krone', 'krona', 'kronen'],
  ],
  [
    'book',
    'book',
    noun('f', 'bok', 'boka', 'bøker', 'bøkene'),
    'book',
    'f',
    ['book', 'books', 'bok', 'boka', 'boken', 'bøker', 'eventyrbok'],
  ],
  [
    'ball',
    'ball',
    noun('m', 'ball', 'ballen', 'baller', 'ballene'),
    'ball',
    'f',
    ['ball', 'balls', 'ballen', 'baller'],
  ],
  [
    'kite',
    'kite',
    noun('m', 'drage', 'dragen', 'drager', 'dragene'),
    'kite',
    'fb',
    ['kite', 'kites', 'papirdrage'],
  ],
  [
    'cake',
    'cake',
    noun('f', 'kake', 'kaka', 'kaker', 'kakene'),
    'cake',
    'fb',
    [
      'cake',
      'cakes',
      'cupcake',
      'cookie',
      'cookies',
      'kake',
      'kaka',
      'kaken',
      'kaker',
      'bursdagskake',
      'bursdagskaka',
      'bursdagskaken',
    ],
  ],
  [
    'rocket',
    'rocket',
    noun('m', 'rakett', 'raketten', 'raketter', 'rakettene'),
    'rocket',
    'b',
    ['rocket', 'rockets', 'rakett', 'raketten', 'raketta'],
  ],
  [
    'boat',
    'boat',
    noun('m', 'båt', 'båten', 'båter', 'båtene'),
    'boat',
    'fb',
    ['boat', 'boats', 'båt', 'båten', 'seilbåt'],
  ],
  [
    'treasure',
    'treasure chest',
    noun('f', 'skattekiste', 'skattekista', 'skattekister', 'skattekistene'),
    'treasure',
    'f',
    [
      'treasure',
      'chest',
      'gold',
      'skatt',
      'skatten',
      'skattekiste',
      'skattekista',
      'gull',
      'gullet',
    ],
  ],
  [
    'wand',
    'magic wand',
    noun('m', 'tryllestav', 'tryllestaven', 'tryllestaver', 'tryllestavene'),
    'wand',
    'f',
    ['wand', 'magic wand', 'tryllestav', 'tryllestaven', 'stav'],
  ],
  [
    'door',
    'door',
    noun('f', 'dør', 'døra', 'dører', 'dørene'),
    'door',
    '',
    ['door', 'doors', 'gate', 'dør', 'døra', 'døren', 'dører', 'port', 'porten'],
  ],
  [
    'balloon',
    'balloon',
    noun('m', 'ballong', 'ballongen', 'ballonger', 'ballongene'),
    'balloon',
    'f',
    ['balloon', 'balloons', 'ballong', 'ballongen', 'ballonger'],
  ],
  [
    'apple',
    'apple',
    noun('n', 'eple', 'eplet', 'epler', 'eplene'),
    'apple',
    '',
    ['apple', 'apples', 'eple', 'eplet', 'epler'],
  ],
  [
    'gift',
    'present',
    noun('f', 'gave', 'gava', 'gaver', 'gavene'),
    'gift',
    'f',
    ['present', 'gift', 'presents', 'gave', 'gaven', 'gava', 'gaver', 'pakke', 'pakken'],
  ],
  [
    'feather',
    'feather',
    noun('f', 'fjær', 'fjæra', 'fjær', 'fjærene'),
    null,
    'k',
    ['feather', 'feathers', 'fjær', 'fjæra', 'fjæren'],
  ],
  [
    'stone',
    'shiny stone',
    noun('m', 'glitrestein', 'glitresteinen', 'glitresteiner', 'glitresteinene'),
    null,
    'fk',
    ['stone', 'pebble', 'crystal', 'gem', 'krystall', 'krystallen', 'edelstein'],
  ],
  [
    'teddy',
    'teddy bear',
    noun('m', 'bamse', 'bamsen', 'bamser', 'bamsene'),
    'gift',
    'f',
    [
      'teddy bear',
      'teddy',
      'cuddly toy',
      'kosebamse',
      'kosebamsen',
      'kosebamser',
      'kosedyr',
      'kosedyret',
      'teddybjørn',
      'teddybjørnen',
      'teddybamse',
    ],
  ],
  [
    'hat',
    'hat',
    noun('m', 'hatt', 'hatten', 'hatter', 'hattene'),
    null,
    'f',
    ['hat', 'cap', 'hatt', 'hatten', 'lue', 'lua'],
  ],
  [
    'bell',
    'little bell',
    noun('f', 'bjelle', 'bjella', 'bjeller', 'bjellene'),
    null,
    'fk',
    ['bell', 'bjelle', 'bjella', 'klokke', 'klokka'],
  ],
  [
    'compass',
    nounEn('compass', 'compasses'),
    noun('n', 'kompass', 'kompasset', 'kompass', 'kompassene'),
    'map',
    'f',
    ['compass', 'kompass', 'kompasset'],
  ],
  [
    'acorn',
    'acorn',
    noun('f', 'eikenøtt', 'eikenøtta', 'eikenøtter', 'eikenøttene'),
    null,
    'k',
    ['acorn', 'nut', 'kongle', 'nøtt'],
  ],
  [
    'treehouse',
    'tree house',
    noun('f', 'trehytte', 'trehytta', 'trehytter', 'trehyttene'),
    'house',
    'b',
    ['tree house', 'treehouse', 'trehytte', 'trehytta'],
  ],
  [
    'sandcastle',
    'sandcastle',
    noun('n', 'sandslott', 'sandslottet', 'sandslott', 'sandslottene'),
    'tower',
    'b',
    ['sandcastle', 'sand castle', 'sandslott', 'sandslottet'],
  ],
  [
    'bridge',
    'bridge',
    noun('f', 'bru', 'brua', 'bruer', 'bruene'),
    'bridge',
    'b',
    ['bridge', 'bro', 'broen', 'bru', 'brua'],
  ],
  [
    'flower',
    'flower',
    noun('m', 'blomst', 'blomsten', 'blomster', 'blomstene'),
    'flower',
    'fk',
    ['flower', 'flowers', 'rose', 'blomst', 'blomsten', 'blomster', 'rose', 'rosen'],
  ],
] as Row[];

/** What families name that a story would not pick by itself ("mister panna", "a teapot"). */
const NAMED_ROWS: Row[] = [
  [
    'pan',
    'frying pan',
    noun('f', 'panne', 'panna', 'panner', 'pannene'),
    null,
    'f',
    ['pan', 'pans', 'stekepanne', 'stekepanna', 'pannen', 'stekepannen'],
  ],
  ['sock', 'sock', noun('m', 'sokk', 'sokken', 'sokker', 'sokkene'), null, 'fk', ['socks']],
  [
    'paper-plane',
    'paper plane',
    noun('n', 'papirfly', 'papirflyet', 'papirfly', 'papirflyene'),
    null,
    'f',
    ['paper plane', 'paper planes', 'paper airplane', 'paper aeroplane', 'papirflyet', 'papirfly'],
  ],
  [
    'frisbee',
    'frisbee',
    noun('m', 'frisbee', 'frisbeen', 'frisbeer', 'frisbeene'),
    null,
    'f',
    ['frisbee', 'frisbees', 'frisbeen'],
  ],
  [
    'harmonica',
    'harmonica',
    noun('n', 'munnspill', 'munnspillet', 'munnspill', 'munnspillene'),
    null,
    'f',
    [],
  ],
  [
    'accordion',
    'accordion',
    noun('n', 'trekkspill', 'trekkspillet', 'trekkspill', 'trekkspillene'),
    null,
    'f',
    [],
  ],
  [
    'teapot',
    'teapot',
    noun('f', 'tekanne', 'tekanna', 'tekanner', 'tekannene'),
    null,
    'f',
    ['tekannen'],
  ],
  [
    'bicycle',
    'bicycle',
    noun('m', 'sykkel', 'sykkelen', 'sykler', 'syklene'),
    null,
    'fb',
    ['bike', 'bikes'],
  ],
  ['submarine', 'submarine', noun('m', 'ubåt', 'ubåten', 'ubåter', 'ubåtene'), 'boat', 'fb', []],
  ['pearl', 'pearl', noun('f', 'perle', 'perla', 'perler', 'perlene'), 'shell', 'fk', ['perlen']],
  [
    'trampoline',
    'trampoline',
    noun('m', 'trampoline', 'trampolinen', 'trampoliner', 'trampolinene'),
    null,
    '',
    [],
  ],
  ['button', 'button', noun('m', 'knapp', 'knappen', 'knapper', 'knappene'), null, 'fk', []],
  ['raft', 'raft', noun('m', 'flåte', 'flåten', 'flåter', 'flåtene'), 'boat', 'b', []],
  [
    'oak',
    'oak tree',
    noun('n', 'eiketre', 'eiketreet', 'eiketrær', 'eiketrærne'),
    'tree',
    '',
    ['oak', 'oaks', 'eik', 'eika', 'eiken'],
  ],
  [
    'scarf',
    'scarf',
    noun('n', 'skjerf', 'skjerfet', 'skjerf', 'skjerfene'),
    null,
    'f',
    ['scarves'],
  ],
  [
    'violin',
    'violin',
    noun('f', 'fiolin', 'fiolinen', 'fioliner', 'fiolinene'),
    null,
    'f',
    ['fiddle'],
  ],
  [
    'whistle',
    'whistle',
    noun('f', 'fløyte', 'fløyta', 'fløyter', 'fløytene'),
    null,
    'f',
    ['fløyten', 'flute'],
  ],
  [
    'umbrella',
    'umbrella',
    noun('m', 'paraply', 'paraplyen', 'paraplyer', 'paraplyene'),
    null,
    'f',
    [],
  ],
  [
    'coin',
    'gold coin',
    noun('m', 'gullmynt', 'gullmynten', 'gullmynter', 'gullmyntene'),
    'treasure',
    'f',
    ['coin', 'coins', 'mynt', 'mynten', 'gold coins'],
  ],
  [
    'tractor',
    'tractor',
    noun('m', 'traktor', 'traktoren', 'traktorer', 'traktorene'),
    null,
    'fb',
    [],
  ],
  ['bus', 'bus', noun('m', 'buss', 'bussen', 'busser', 'bussene'), null, '', []],
  [
    'truck',
    'lorry',
    noun('m', 'lastebil', 'lastebilen', 'lastebiler', 'lastebilene'),
    null,
    'fb',
    ['truck', 'trucks'],
  ],
  [
    'carousel',
    'carousel',
    noun('m', 'karusell', 'karusellen', 'karuseller', 'karusellene'),
    null,
    '',
    ['merry-go-round'],
  ],
  [
    'hoover',
    'hoover',
    noun('m', 'støvsuger', 'støvsugeren', 'støvsugere', 'støvsugerne'),
    null,
    'f',
    ['støvsugern', 'vacuum cleaner', 'vacuum'],
  ],
  ['car', 'car', noun('m', 'bil', 'bilen', 'biler', 'bilene'), null, 'fb', ['cars']],
  [
    'train-set',
    'toy train',
    noun('n', 'lekesett', 'lekesettet', 'lekesett', 'lekesettene'),
    null,
    '',
    [],
  ],
  [
    'doll',
    'doll',
    noun('f', 'dukke', 'dukka', 'dukker', 'dukkene'),
    null,
    'f',
    ['dolls', 'dukken'],
  ],
  [
    'glasses',
    'pair of glasses',
    noun('f', 'brille', 'brilla', 'briller', 'brillene'),
    null,
    'f',
    ['glasses', 'spectacles'],
  ],
  [
    'shoe',
    'shoe',
    noun('m', 'sko', 'skoen', 'sko', 'skoene'),
    null,
    'f',
    ['shoes', 'boots', 'støvler'],
  ],
  // Clothes a family names on someone ("Mira har gul kjole") or lost, kept as they wrote them.
  [
    'dress',
    'dress',
    noun('m', 'kjole', 'kjolen', 'kjoler', 'kjolene'),
    null,
    'f',
    ['dress', 'dresses', 'kjole', 'kjolen', 'kjoler', 'kjolene', 'prinsessekjole'],
  ],
  [
    'jacket',
    'jacket',
    noun('f', 'jakke', 'jakka', 'jakker', 'jakkene'),
    null,
    'f',
    ['jacket', 'jackets', 'coat', 'jakke', 'jakka', 'jakken', 'jakker', 'regnjakke'],
  ],
  [
    'sweater',
    'jumper',
    noun('m', 'genser', 'genseren', 'gensere', 'genserne'),
    null,
    'f',
    ['jumper', 'jumpers', 'sweater', 'sweaters', 'genser', 'genseren', 'ullgenser'],
  ],
  // A toy fire engine beside the family's cars: its own thing, never one more car.
  [
    'fire-engine',
    'fire engine',
    noun('m', 'brannbil', 'brannbilen', 'brannbiler', 'brannbilene'),
    null,
    'f',
    ['fire engine', 'fire engines', 'fire truck', 'firetruck', 'brannbil', 'brannbilen'],
  ],
  // Where a pet is kept: "har rømt fra buret", "escaped from the cage".
  [
    'cage',
    'cage',
    noun('n', 'bur', 'buret', 'bur', 'burene'),
    null,
    '',
    ['cage', 'cages', 'hutch', 'bur', 'buret', 'kaninbur', 'fuglebur'],
  ],
  [
    'mitten',
    'mitten',
    noun('m', 'vott', 'votten', 'votter', 'vottene'),
    null,
    'f',
    ['mittens', 'glove', 'gloves'],
  ],
  [
    'robot-toy',
    'toy robot',
    noun('m', 'lekerobot', 'lekeroboten', 'lekeroboter', 'lekerobotene'),
    null,
    'fb',
    [],
  ],
  [
    'drum',
    'drum',
    noun('f', 'tromme', 'tromma', 'trommer', 'trommene'),
    null,
    'f',
    ['drums', 'trommen'],
  ],
  ['guitar', 'guitar', noun('f', 'gitar', 'gitaren', 'gitarer', 'gitarene'), null, 'f', []],
  [
    'trumpet',
    'trumpet',
    noun('m', 'trompet', 'trompeten', 'trompeter', 'trompetene'),
    null,
    'f',
    [],
  ],
  ['cello', 'cello', noun('m', 'cello', 'celloen', 'celloer', 'celloene'), null, 'f', []],
  ['harp', 'harp', noun('f', 'harpe', 'harpa', 'harper', 'harpene'), null, 'f', ['harpen']],
  ['ukulele', 'ukulele', noun('m', 'ukulele', 'ukulelen', 'ukuleler', 'ukulelene'), null, 'f', []],
  [
    'saxophone',
    'saxophone',
    noun('m', 'saksofon', 'saksofonen', 'saksofoner', 'saksofonene'),
    null,
    'f',
    ['sax', 'saxofon', 'saxofonen'],
  ],
  [
    'clarinet',
    'clarinet',
    noun('m', 'klarinett', 'klarinetten', 'klarinetter', 'klarinettene'),
    null,
    'f',
    [],
  ],
  [
    'xylophone',
    'xylophone',
    noun('m', 'xylofon', 'xylofonen', 'xylofoner', 'xylofonene'),
    null,
    'f',
    [],
  ],
  [
    'trombone',
    'trombone',
    noun('m', 'trombone', 'trombonen', 'tromboner', 'trombonene'),
    null,
    'f',
    [],
  ],
  ['tuba', 'tuba', noun('m', 'tuba', 'tubaen', 'tubaer', 'tubaene'), null, 'f', []],
  ['piano', 'piano', noun('n', 'piano', 'pianoet', 'pianoer', 'pianoene'), null, '', []],
  [
    'sledge',
    'sledge',
    noun('f', 'slede', 'sleden', 'sleder', 'sledene'),
    null,
    'fb',
    ['sled', 'sledge', 'kjelke', 'kjelken', 'akebrett'],
  ],
  [
    'telescope',
    'telescope',
    noun('f', 'kikkert', 'kikkerten', 'kikkerter', 'kikkertene'),
    null,
    'fb',
    ['binoculars', 'stjernekikkert'],
  ],
  [
    'clock',
    'clock',
    noun('f', 'klokke', 'klokka', 'klokker', 'klokkene'),
    null,
    'fb',
    ['watch', 'klokken'],
  ],
  [
    'necklace',
    'necklace',
    noun('n', 'halskjede', 'halskjedet', 'halskjeder', 'halskjedene'),
    null,
    'f',
    ['smykke', 'smykket'],
  ],
  ['slide', 'slide', noun('f', 'sklie', 'sklia', 'sklier', 'skliene'), null, 'b', []],
  ['swing', 'swing', noun('f', 'huske', 'huska', 'husker', 'huskene'), null, 'b', []],
  [
    'snowball',
    'snowball',
    noun('f', 'snøball', 'snøballen', 'snøballer', 'snøballene'),
    null,
    '',
    [],
  ],
  [
    'pumpkin',
    'pumpkin',
    noun('n', 'gresskar', 'gresskaret', 'gresskar', 'gresskarene'),
    null,
    'f',
    [],
  ],
  ['tent', 'tent', noun('n', 'telt', 'teltet', 'telt', 'teltene'), 'tent', 'b', ['tents']],
  [
    'sandwich',
    'lunch box',
    noun('m', 'matboks', 'matboksen', 'matbokser', 'matboksene'),
    null,
    'f',
    ['lunchbox', 'matpakke', 'matpakka'],
  ],
  [
    'backpack',
    'rucksack',
    noun('m', 'sekk', 'sekken', 'sekker', 'sekkene'),
    null,
    'f',
    ['backpack', 'ryggsekk', 'ryggsekken'],
  ],
  // A plain stone, as the family wrote it; the shiny keepsake stone is its own thing.
  [
    'rock',
    'stone',
    noun('m', 'stein', 'steinen', 'steiner', 'steinene'),
    null,
    'f',
    ['stones', 'rock', 'rocks', 'stein', 'steinen', 'steiner'],
  ],
  [
    'spaceship',
    'spaceship',
    noun('n', 'romskip', 'romskipet', 'romskip', 'romskipene'),
    'rocket',
    'fb',
    ['spaceships', 'spacecraft', 'romskip', 'romskipet', 'romferge'],
  ],
  [
    'birdhouse',
    'birdhouse',
    noun('f', 'fuglekasse', 'fuglekassa', 'fuglekasser', 'fuglekassene'),
    null,
    'b',
    ['bird house', 'birdhouses', 'nesting box', 'fuglekassen', 'fuglehus'],
  ],
  [
    'letter',
    'letter',
    noun('n', 'brev', 'brevet', 'brev', 'brevene'),
    null,
    'f',
    ['letters', 'brev', 'brevet', 'brevene', 'postcard', 'postkort'],
  ],
  ['ring', 'ring', noun('m', 'ring', 'ringen', 'ringer', 'ringene'), null, 'f', ['rings']],
  [
    'nest',
    'nest',
    noun('n', 'reir', 'reiret', 'reir', 'reirene'),
    null,
    'fb',
    ['nests', 'fuglereir'],
  ],
  [
    'glove',
    'glove',
    noun('m', 'hanske', 'hansken', 'hansker', 'hanskene'),
    null,
    'f',
    ['gloves', 'hanske', 'hansken', 'hansker'],
  ],
  [
    'bone',
    'bone',
    // "et bein" is read as a bone only after its article (parse-description): bare, it is legs.
    noun('n', 'bein', 'beinet', 'bein', 'beina'),
    null,
    'f',
    ['bones', 'hundebein', 'kjøttbein'],
  ],
  [
    'fossil',
    'dinosaur bone',
    noun('n', 'dinosaurbein', 'dinosaurbeinet', 'dinosaurbein', 'dinosaurbeina'),
    null,
    'f',
    [
      'dinosaur bones',
      'dinosaurbeina',
      'dinosaurbeinene',
      'fossil',
      'fossils',
      'fossilet',
      'fossiler',
    ],
  ],
  [
    'basket',
    'basket',
    noun('f', 'kurv', 'kurva', 'kurver', 'kurvene'),
    null,
    'f',
    ['baskets', 'kurv', 'kurven', 'kurva'],
  ],
  [
    'northern-lights',
    // A name told as a plural, with no "a" and no plural of its own.
    { sg: 'northern lights', pl: 'northern lights' },
    noun('n', 'nordlys', 'nordlyset', 'nordlys', 'nordlysene'),
    null,
    '',
    ['nordlys', 'nordlyset'],
  ],
  [
    'wheelchair',
    'wheelchair',
    noun('m', 'rullestol', 'rullestolen', 'rullestoler', 'rullestolene'),
    null,
    '',
    [],
  ],
];

/**
 * Things a family has someone make that are no lexicon object of their own: a snowman (a
 * character when met, a thing when built), a hut or den, and every food as a dish ("bake
 * boller", "cook soup"). They are never read from a description's words directly.
 */
const MADE_ROWS: Row[] = [
  [
    'snowman',
    nounEn('snowman', 'snowmen'),
    noun('m', 'snømann', 'snømannen', 'snømenn', 'snømennene'),
    null,
    'b',
    [],
  ],
  ['hut', 'den', noun('f', 'hytte', 'hytta', 'hytter', 'hyttene'), 'tent', 'b', []],
];

/** Soups and stews come in a pot. */
const POT = new Set(['soup', 'porridge', 'spaghetti']);

/** A dish of a food, told as it is served: "et fat med boller", "a pot of soup". */
function dish(f: FoodEntry): ThingEntry {
  const [en, no] = POT.has(f.id)
    ? [
        nounEn(`pot of ${f.en.sg}`, `pots of ${f.en.sg}`),
        noun(
          'f',
          `gryte med ${f.no.sg}`,
          `gryta med ${f.no.sg}`,
          `gryter med ${f.no.sg}`,
          `grytene med ${f.no.sg}`,
        ),
      ]
    : f.countable
      ? [
          nounEn(`plate of ${f.en.pl}`, `plates of ${f.en.pl}`),
          noun(
            'n',
            `fat med ${f.no.pl}`,
            `fatet med ${f.no.pl}`,
            `fat med ${f.no.pl}`,
            `fatene med ${f.no.pl}`,
          ),
        ]
      : [f.en, f.no];
  return { id: `dish:${f.id}`, en, no, build: true, onlyNamed: true, alias: [] };
}

/**
 * One of a food the family names in the singular, as the thing sought or taken: «Hvem tok
 * kanelbollen?» is about that bun, told «kanelbollen», not a plate of them.
 */
function bite(f: Pick<FoodEntry, 'id' | 'en' | 'no'>): ThingEntry {
  return { id: `food:${f.id}`, en: f.en, no: f.no, find: true, onlyNamed: true, alias: [] };
}

/** The one-of-a-food thing for a family word naming a countable food in the singular. */
export function biteOf(foodId: string, word: string): string | undefined {
  const f = FOODS.find((x) => x.id === foodId);
  const w = word.toLowerCase();
  return f?.countable && [f.no.sg, f.no.def, f.en.sg].includes(w) ? `food:${f.id}` : undefined;
}

export const THINGS: ThingEntry[] = [
  ...ROWS.map(thing),
  ...NAMED_ROWS.map((r) => ({
    ...thing(r),
    onlyNamed: true,
    ...(r[0] === 'bone' ? { aliasOnly: true } : {}),
  })),
  ...MADE_ROWS.map((r) => ({ ...thing(r), onlyNamed: true, made: true })),
  ...FOODS.map((f) => ({ ...dish(f), made: true })),
  // (Honey or fish a hungry one looks for is a thing to find as well, though never one of many.)
  ...HUNGER_BITES.map((f) => ({ ...bite(f), made: true })),
];

const BY_ID = new Map(THINGS.map((t) => [t.id, t]));

export function thingById(id: string): ThingEntry {
  // A thing sought in the family's own word, which the lexicon does not know ("its lost bolt").
  const found = BY_ID.get(id) ?? wordThing(id) ?? partThing(id);
  if (!found) throw new Error(`no thing ${id}`);
  return found;
}
