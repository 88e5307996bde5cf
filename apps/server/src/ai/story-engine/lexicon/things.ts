// Objects a story can be about or come across: nouns, the illustrator's object, and which
// goals they suit (something to find, something to build).
import type { SceneObject } from '../../scene-spec';
import { noun, type NounNo } from '../grammar/norwegian';
import { nounEn, type NounEn } from '../grammar/english';

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

export const THINGS: ThingEntry[] = (
  [
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
      ['ball', 'balls', 'football', 'ballen', 'baller', 'fotball', 'fotballen'],
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
        'muffins',
      ],
    ],
    [
      'rocket',
      'rocket',
      noun('f', 'rakett', 'raketta', 'raketter', 'rakettene'),
      'rocket',
      'b',
      ['rocket', 'rockets', 'spaceship', 'rakett', 'raketten', 'raketta', 'romskip', 'romskipet'],
    ],
    [
      'boat',
      'boat',
      noun('m', 'båt', 'båten', 'båter', 'båtene'),
      'boat',
      'fb',
      ['boat', 'boats', 'raft', 'båt', 'båten', 'flåte', 'flåten', 'seilbåt'],
    ],
    [
      'treasure',
      'treasure chest',
      noun('f', 'skattekiste', 'skattekista', 'skattekister', 'skattekistene'),
      'treasure',
      'f',
      ['treasure', 'chest', 'gold', 'skatt', 'skatten', 'skattekiste', 'skattekista', 'gullet'],
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
      [
        'stone',
        'pebble',
        'crystal',
        'gem',
        'stein',
        'steinen',
        'krystall',
        'krystallen',
        'edelstein',
      ],
    ],
    [
      'teddy',
      'teddy bear',
      noun('m', 'kosebamse', 'kosebamsen', 'kosebamser', 'kosebamsene'),
      'gift',
      'f',
      ['teddy bear', 'teddy', 'cuddly toy', 'kosebamse', 'kosedyr', 'kosedyret'],
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
  ] as Row[]
).map(thing);

const BY_ID = new Map(THINGS.map((t) => [t.id, t]));

export function thingById(id: string): ThingEntry {
  const found = BY_ID.get(id);
  if (!found) throw new Error(`no thing ${id}`);
  return found;
}
