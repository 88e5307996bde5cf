// Where someone is stuck in a rescue story: up a tree, on a roof, down a well, caught in a net,
// out on the ice. Each spot carries its words in both languages, the way it holds the one stuck
// (`shape`: too high to come down, too deep to climb out, caught fast, too far out), and the
// places it can be found at.
import { noun, type NounNo } from '../grammar/norwegian';

export const SPOT_IDS = [
  'tree',
  'roof',
  'ledge',
  'well',
  'drain',
  'hole',
  'net',
  'ice',
  'mud',
  'rock',
] as const;
export type SpotId = (typeof SPOT_IDS)[number];

/** How a spot holds the one stuck there, which decides what fails and what works. */
export type SpotShape = 'up' | 'down' | 'caught' | 'out';

export interface SpotEntry {
  id: SpotId;
  shape: SpotShape;
  en: {
    /** "the tree" */
    the: string;
    /** Said first, where it is: "up a tall tree", "down an old well". */
    first: string;
    /** "up in the tree", "down the well" */
    at: string;
    /** "down from the tree", "up out of the well" */
    off: string;
  };
  no: {
    noun: NounNo;
    /** Said first, where it is: «oppe i et høyt tre», «nede i en gammel brønn». */
    first: string;
    /** «oppe i treet», «nede i brønnen» */
    at: string;
    /** «ned fra treet», «opp av brønnen» */
    off: string;
  };
  /** Places (lexicon/places) the spot can be at, the likeliest first. */
  places: string[];
  /** Words that name it in a description. */
  alias: string[];
}

const S = (
  id: SpotId,
  shape: SpotShape,
  en: SpotEntry['en'],
  no: SpotEntry['no'],
  places: string[],
  alias: string,
): SpotEntry => ({ id, shape, en, no, places, alias: alias.split(' ') });

export const SPOTS: Record<SpotId, SpotEntry> = {
  tree: S(
    'tree',
    'up',
    { the: 'the tree', first: 'up a tall tree', at: 'up in the tree', off: 'down from the tree' },
    {
      noun: noun('n', 'tre', 'treet', 'trær', 'trærne'),
      first: 'oppe i et høyt tre',
      at: 'oppe i treet',
      off: 'ned fra treet',
    },
    ['garden', 'glade', 'meadow', 'village'],
    'tree trees treetop branch branches oak oaks birch tre treet trær trærne tretopp tretoppen grein greina greinen gren grenen bjørka bjørk bjørken eika eik eiken epletre epletreet',
  ),
  roof: S(
    'roof',
    'up',
    {
      the: 'the roof',
      first: 'up on a steep roof',
      at: 'up on the roof',
      off: 'down from the roof',
    },
    {
      noun: noun('n', 'tak', 'taket', 'tak', 'takene'),
      first: 'oppe på et bratt tak',
      at: 'oppe på taket',
      off: 'ned fra taket',
    },
    ['village', 'farm', 'town'],
    'roof rooftop roofs tak taket hustaket låvetaket garasjetaket garasjetak skurtaket uthustaket',
  ),
  ledge: S(
    'ledge',
    'up',
    {
      the: 'the ledge',
      first: 'on a narrow ledge high up the rock',
      at: 'out on the narrow ledge',
      off: 'down from the ledge',
    },
    {
      noun: noun('f', 'fjellhylle', 'fjellhylla', 'fjellhyller', 'fjellhyllene'),
      first: 'ute på en smal fjellhylle høyt oppe i berget',
      at: 'ute på fjellhylla',
      off: 'ned fra fjellhylla',
    },
    ['mountain', 'hill'],
    'ledge cliff fjellhylle fjellhylla fjellhyllen fjellhyller fjellkant fjellkanten klippe klippen',
  ),
  well: S(
    'well',
    'down',
    {
      the: 'the well',
      first: 'down an old well',
      at: 'down in the well',
      off: 'up out of the well',
    },
    {
      noun: noun('m', 'brønn', 'brønnen', 'brønner', 'brønnene'),
      first: 'nede i en gammel brønn',
      at: 'nede i brønnen',
      off: 'opp av brønnen',
    },
    ['farm', 'meadow', 'village'],
    'well brønn brønnen',
  ),
  drain: S(
    'drain',
    'down',
    {
      the: 'the drain',
      first: 'down a deep drain',
      at: 'down in the drain',
      off: 'up out of the drain',
    },
    {
      noun: noun('m', 'kum', 'kummen', 'kummer', 'kummene'),
      first: 'nede i en dyp kum',
      at: 'nede i kummen',
      off: 'opp av kummen',
    },
    ['town', 'village'],
    'drain drains gutter kum kummen sluk sluket avløp avløpet rør røret',
  ),
  hole: S(
    'hole',
    'down',
    {
      the: 'the hole',
      first: 'down a deep hole',
      at: 'down in the deep hole',
      off: 'up out of the hole',
    },
    {
      noun: noun('n', 'hull', 'hullet', 'hull', 'hullene'),
      first: 'nede i et dypt hull',
      at: 'nede i hullet',
      off: 'opp av hullet',
    },
    ['meadow', 'forest', 'garden'],
    'hole pit ditch hull hullet grop gropa gropen grøft grøfta grøften',
  ),
  net: S(
    'net',
    'caught',
    {
      the: 'the net',
      first: 'in an old fishing net',
      at: 'in the tangled net',
      off: 'out of the net',
    },
    {
      noun: noun('n', 'garn', 'garnet', 'garn', 'garna'),
      first: 'inne i et gammelt fiskegarn',
      at: 'inne i garnet',
      off: 'løs fra garnet',
    },
    ['beach', 'lake', 'river'],
    'net nets fishing-net garn garnet fiskegarn fiskegarnet nett nettet fiskenett fiskenettet',
  ),
  ice: S(
    'ice',
    'out',
    {
      the: 'the ice',
      first: 'out on the thin ice',
      at: 'out on the thin ice',
      off: 'back off the ice',
    },
    {
      noun: noun('m', 'is', 'isen', 'iser', 'isene'),
      first: 'ute på den tynne isen',
      at: 'ute på den tynne isen',
      off: 'inn fra isen',
    },
    ['lake'],
    'ice floe isen isflak isflaket',
  ),
  mud: S(
    'mud',
    'out',
    {
      the: 'the mud',
      first: 'in deep, sticky mud',
      at: 'deep in the sticky mud',
      off: 'out of the mud',
    },
    {
      noun: noun('f', 'gjørme', 'gjørma', 'gjørmer', 'gjørmene'),
      first: 'langt ute i den klissete gjørma',
      at: 'langt ute i gjørma',
      off: 'ut av gjørma',
    },
    ['farm', 'river', 'meadow'],
    'mud muddy bog marsh gjørme gjørma gjørmen søle sølen søla myr myra myren',
  ),
  rock: S(
    'rock',
    'out',
    {
      the: 'the rock',
      first: 'on a slippery rock out in the water',
      at: 'out on the rock',
      off: 'back to the bank',
    },
    {
      noun: noun('m', 'stein', 'steinen', 'steiner', 'steinene'),
      first: 'ute på en glatt stein midt i vannet',
      at: 'ute på steinen',
      off: 'inn til land',
    },
    ['river', 'lake', 'beach'],
    'rock rocks boulder stein steinen',
  ),
};

/** The spot a word names, if any. */
export function spotOfWord(word: string): SpotId | undefined {
  return SPOT_IDS.find((id) => SPOTS[id].alias.includes(word));
}
