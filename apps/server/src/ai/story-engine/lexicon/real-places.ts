// Real places a family names — planets, the poles, countries, cities, landmarks — told by their
// own names ("på Mars", "in Paris"), never as a character and never as "a small blue planet".
// Each is drawn as the setting nearest to it; only a family's description brings one in.
import type { SceneObject, SceneSetting } from '../../scene-spec';
import { noun, type Gender } from '../grammar/norwegian';
import type { PlaceEntry } from './places';

type Row = [
  id: string,
  setting: SceneSetting,
  /** English name and its prepositions: "Mars", "on", "to". */
  en: [name: string, inPrep: string, toPrep: string],
  /** Norwegian name and its prepositions: "Mars", "på", "til". */
  no: [name: string, inPrep: string, toPrep: string],
  /** More ways of writing it, lower case. */
  alias?: string,
  /** Norwegian gender for the words that agree with it ("Hele Paris var stort"). */
  g?: Gender,
];

const PLANET: SceneObject[] = ['star', 'rocket'];
/** Names that are everyday words of the other language: Norwegian "Island" is Iceland. */
const CLASHES = new Set(['island']);

const ROWS: Row[] = [
  // Planets: a surface to stand on, a rocket to get there.
  ['mars', 'moon', ['Mars', 'on', 'to'], ['Mars', 'på', 'til'], 'planeten mars|planet mars'],
  ['jupiter', 'moon', ['Jupiter', 'on', 'to'], ['Jupiter', 'på', 'til']],
  ['saturn', 'moon', ['Saturn', 'on', 'to'], ['Saturn', 'på', 'til']],
  ['venus', 'moon', ['Venus', 'on', 'to'], ['Venus', 'på', 'til']],
  ['mercury', 'moon', ['Mercury', 'on', 'to'], ['Merkur', 'på', 'til']],
  ['neptune', 'moon', ['Neptune', 'on', 'to'], ['Neptun', 'på', 'til']],
  ['uranus', 'moon', ['Uranus', 'on', 'to'], ['Uranus', 'på', 'til']],
  ['pluto', 'moon', ['Pluto', 'on', 'to'], ['Pluto', 'på', 'til']],
  // The ends of the Earth.
  [
    'north-pole',
    'snow',
    ['the North Pole', 'at', 'to'],
    ['Nordpolen', 'på', 'til'],
    'north pole|nordpolen|nordpol',
    'm',
  ],
  [
    'south-pole',
    'snow',
    ['the South Pole', 'at', 'to'],
    ['Sydpolen', 'på', 'til'],
    'south pole|sydpolen|sørpolen',
    'm',
  ],
  ['antarctica', 'snow', ['Antarctica', 'in', 'to'], ['Antarktis', 'i', 'til'], 'antarktis'],
  ['svalbard', 'snow', ['Svalbard', 'on', 'to'], ['Svalbard', 'på', 'til']],
  ['greenland', 'snow', ['Greenland', 'in', 'to'], ['Grønland', 'på', 'til'], 'grønland'],
  ['lapland', 'snow', ['Lapland', 'in', 'to'], ['Lappland', 'i', 'til'], 'lappland'],
  // Continents and countries.
  ['africa', 'jungle', ['Africa', 'in', 'to'], ['Afrika', 'i', 'til'], 'afrika'],
  ['australia', 'desert', ['Australia', 'in', 'to'], ['Australia', 'i', 'til']],
  ['america', 'city', ['America', 'in', 'to'], ['Amerika', 'i', 'til'], 'amerika|usa'],
  ['asia', 'jungle', ['Asia', 'in', 'to'], ['Asia', 'i', 'til']],
  ['egypt', 'desert', ['Egypt', 'in', 'to'], ['Egypt', 'i', 'til']],
  ['sahara', 'desert', ['the Sahara', 'in', 'to'], ['Sahara', 'i', 'til']],
  ['amazon', 'jungle', ['the Amazon', 'in', 'to'], ['Amazonas', 'i', 'til'], 'amazonas'],
  ['brazil', 'jungle', ['Brazil', 'in', 'to'], ['Brasil', 'i', 'til'], 'brasil'],
  ['india', 'jungle', ['India', 'in', 'to'], ['India', 'i', 'til']],
  ['china', 'city', ['China', 'in', 'to'], ['Kina', 'i', 'til'], 'kina'],
  ['japan', 'city', ['Japan', 'in', 'to'], ['Japan', 'i', 'til']],
  ['norway', 'mountain', ['Norway', 'in', 'to'], ['Norge', 'i', 'til'], 'norge'],
  ['sweden', 'forest', ['Sweden', 'in', 'to'], ['Sverige', 'i', 'til'], 'sverige'],
  ['denmark', 'beach', ['Denmark', 'in', 'to'], ['Danmark', 'i', 'til'], 'danmark'],
  ['finland', 'forest', ['Finland', 'in', 'to'], ['Finland', 'i', 'til']],
  ['iceland', 'mountain', ['Iceland', 'in', 'to'], ['Island', 'på', 'til']],
  ['england', 'city', ['England', 'in', 'to'], ['England', 'i', 'til']],
  ['scotland', 'mountain', ['Scotland', 'in', 'to'], ['Skottland', 'i', 'til'], 'skottland'],
  ['ireland', 'meadow', ['Ireland', 'in', 'to'], ['Irland', 'i', 'til'], 'irland'],
  ['wales', 'mountain', ['Wales', 'in', 'to'], ['Wales', 'i', 'til']],
  ['france', 'city', ['France', 'in', 'to'], ['Frankrike', 'i', 'til'], 'frankrike'],
  ['spain', 'beach', ['Spain', 'in', 'to'], ['Spania', 'i', 'til'], 'spania|syden'],
  ['italy', 'city', ['Italy', 'in', 'to'], ['Italia', 'i', 'til'], 'italia'],
  ['greece', 'beach', ['Greece', 'in', 'to'], ['Hellas', 'i', 'til'], 'hellas'],
  ['germany', 'city', ['Germany', 'in', 'to'], ['Tyskland', 'i', 'til'], 'tyskland'],
  ['switzerland', 'mountain', ['Switzerland', 'in', 'to'], ['Sveits', 'i', 'til'], 'sveits'],
  ['canada', 'forest', ['Canada', 'in', 'to'], ['Canada', 'i', 'til']],
  ['mexico', 'desert', ['Mexico', 'in', 'to'], ['Mexico', 'i', 'til']],
  ['kenya', 'jungle', ['Kenya', 'in', 'to'], ['Kenya', 'i', 'til']],
  ['hawaii', 'beach', ['Hawaii', 'on', 'to'], ['Hawaii', 'på', 'til']],
  // Mountains and Norway's own corners.
  ['alps', 'mountain', ['the Alps', 'in', 'to'], ['Alpene', 'i', 'til'], 'alps|alpene', 'm'],
  ['everest', 'mountain', ['Mount Everest', 'on', 'up'], ['Mount Everest', 'på', 'opp på']],
  ['lofoten', 'island', ['Lofoten', 'in', 'to'], ['Lofoten', 'i', 'til']],
  ['north-cape', 'mountain', ['the North Cape', 'at', 'to'], ['Nordkapp', 'på', 'til']],
  ['preikestolen', 'mountain', ['Preikestolen', 'on', 'up'], ['Preikestolen', 'på', 'opp på']],
  [
    'galdhopiggen',
    'mountain',
    ['Galdhøpiggen', 'on', 'up'],
    ['Galdhøpiggen', 'på', 'opp på'],
    'galdhøpiggen',
  ],
  // Cities.
  ['oslo', 'city', ['Oslo', 'in', 'to'], ['Oslo', 'i', 'til']],
  ['bergen', 'city', ['Bergen', 'in', 'to'], ['Bergen', 'i', 'til']],
  ['trondheim', 'city', ['Trondheim', 'in', 'to'], ['Trondheim', 'i', 'til']],
  ['tromso', 'city', ['Tromsø', 'in', 'to'], ['Tromsø', 'i', 'til'], 'tromsø'],
  ['stavanger', 'city', ['Stavanger', 'in', 'to'], ['Stavanger', 'i', 'til']],
  ['kristiansand', 'city', ['Kristiansand', 'in', 'to'], ['Kristiansand', 'i', 'til']],
  ['bodo', 'city', ['Bodø', 'in', 'to'], ['Bodø', 'i', 'til'], 'bodø'],
  ['alesund', 'city', ['Ålesund', 'in', 'to'], ['Ålesund', 'i', 'til'], 'ålesund'],
  ['lillehammer', 'city', ['Lillehammer', 'in', 'to'], ['Lillehammer', 'på', 'til']],
  ['london', 'city', ['London', 'in', 'to'], ['London', 'i', 'til']],
  ['edinburgh', 'city', ['Edinburgh', 'in', 'to'], ['Edinburgh', 'i', 'til']],
  ['dublin', 'city', ['Dublin', 'in', 'to'], ['Dublin', 'i', 'til']],
  ['paris', 'city', ['Paris', 'in', 'to'], ['Paris', 'i', 'til']],
  ['rome', 'city', ['Rome', 'in', 'to'], ['Roma', 'i', 'til'], 'roma'],
  ['venice', 'city', ['Venice', 'in', 'to'], ['Venezia', 'i', 'til'], 'venezia'],
  ['berlin', 'city', ['Berlin', 'in', 'to'], ['Berlin', 'i', 'til']],
  ['stockholm', 'city', ['Stockholm', 'in', 'to'], ['Stockholm', 'i', 'til']],
  ['copenhagen', 'city', ['Copenhagen', 'in', 'to'], ['København', 'i', 'til'], 'københavn'],
  ['amsterdam', 'city', ['Amsterdam', 'in', 'to'], ['Amsterdam', 'i', 'til']],
  ['barcelona', 'city', ['Barcelona', 'in', 'to'], ['Barcelona', 'i', 'til']],
  ['new-york', 'city', ['New York', 'in', 'to'], ['New York', 'i', 'til'], 'new york'],
  ['tokyo', 'city', ['Tokyo', 'in', 'to'], ['Tokyo', 'i', 'til']],
  // Landmarks and parks a family goes to.
  [
    'eiffel-tower',
    'city',
    ['the Eiffel Tower', 'by', 'to'],
    ['Eiffeltårnet', 'ved', 'til'],
    'eiffel tower|eiffeltårnet|eiffeltårn',
    'n',
  ],
  [
    'pyramids',
    'desert',
    ['the pyramids', 'by', 'to'],
    ['pyramidene', 'ved', 'til'],
    'pyramids|pyramidene|pyramider',
    'm',
  ],
  ['big-ben', 'city', ['Big Ben', 'by', 'to'], ['Big Ben', 'ved', 'til'], 'big ben'],
  [
    'statue-of-liberty',
    'city',
    ['the Statue of Liberty', 'by', 'to'],
    ['Frihetsgudinnen', 'ved', 'til'],
    'statue of liberty|frihetsgudinnen',
    'f',
  ],
  ['legoland', 'playground', ['Legoland', 'in', 'to'], ['Legoland', 'i', 'til']],
  ['disneyland', 'circus', ['Disneyland', 'in', 'to'], ['Disneyland', 'i', 'til']],
  ['tusenfryd', 'circus', ['Tusenfryd', 'at', 'to'], ['Tusenfryd', 'på', 'til']],
  [
    'kardemomme',
    'village',
    ['Cardamom Town', 'in', 'to'],
    ['Kardemomme by', 'i', 'til'],
    'kardemomme by|cardamom town',
  ],
];

const OBJECTS: Partial<Record<SceneSetting, SceneObject[]>> = {
  moon: PLANET,
  snow: ['star'],
  city: ['balloon'],
  desert: ['sun'],
  jungle: ['tree', 'flower'],
  mountain: ['cloud', 'tree'],
  beach: ['shell', 'boat'],
  island: ['boat', 'cloud'],
};

/** A real place as the lexicon's place: its name in both languages, its own prepositions. */
export const REAL_PLACES: PlaceEntry[] = ROWS.map(([id, setting, en, no, alias, g]) => {
  const name = no[0];
  return {
    id,
    setting,
    en: { the: en[0], in: `${en[1]} ${en[0]}`, to: `${en[2]} ${en[0]}` },
    no: {
      noun: noun(g ?? 'n', name, name, name, name),
      in: `${no[1]} ${name}`,
      to: `${no[2]} ${name}`,
    },
    objects: OBJECTS[setting] ?? [],
    ...(setting === 'island' || setting === 'beach' ? { water: true } : {}),
    onlyNamed: true,
    proper: true,
    alias: [en[0].replace(/^the /, ''), name, ...(alias ? alias.split('|') : [])]
      .map((a) => a.toLowerCase())
      .filter((a) => !CLASHES.has(a)),
  };
});

/** The names of real places as written ("Mars", "Paris"), lower case: never someone's name. */
export const REAL_PLACE_NAMES: ReadonlySet<string> = new Set(REAL_PLACES.flatMap((p) => p.alias));
