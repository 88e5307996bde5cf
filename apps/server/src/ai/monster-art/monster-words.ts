// The words a child uses for a monster, in Norwegian (bokmål and some nynorsk) and English.
// Lookup is by whole lower-case word, so every inflection is listed.

import type { MonsterBody, MonsterMood, MonsterSize } from './monster-spec';

export type MonsterPart =
  | 'eyes'
  | 'horns'
  | 'legs'
  | 'arms'
  | 'antennae'
  | 'wings'
  | 'tail'
  | 'teeth'
  | 'belly'
  | 'spots'
  | 'stripes'
  | 'fur'
  | 'spikes';

/** one: singular form; many: plural form; either: the same word for both (Norwegian "horn"). */
export type Grammar = 'one' | 'many' | 'either';

const nouns: Array<[MonsterPart, Grammar, string]> = [
  ['eyes', 'one', 'eye eyeball øye øyet auga auge'],
  ['eyes', 'many', 'eyes eyeballs eyed øyne øynene øya augo øyd øyde'],
  ['horns', 'one', 'hornet unicorn enhjørning'],
  ['horns', 'many', 'horns hornene horna horned'],
  ['horns', 'either', 'horn'],
  ['legs', 'one', 'leg foot paw fot foten pote labb beinet benet'],
  [
    'legs',
    'many',
    'legs feet paws legged footed føtter føttene poter labber beina bena beinene benene',
  ],
  ['legs', 'either', 'bein ben'],
  ['arms', 'one', 'arm hand tentacle armen hånd hånda tentakel fangarm'],
  ['arms', 'many', 'arms hands tentacles armer armene hender tentakler tentaklene fangarmer'],
  ['antennae', 'one', 'antenna antenne antenna'],
  ['antennae', 'many', 'antennae antennas antenner antennene følehorn'],
  ['wings', 'one', 'wing vinge vingen'],
  ['wings', 'many', 'wings winged vinger vingene vingar'],
  ['tail', 'one', 'tail hale halen'],
  ['tail', 'many', 'tails haler'],
  ['teeth', 'one', 'tooth fang tusk tann tanna tannen hoggtann'],
  ['teeth', 'many', 'teeth fangs tusks tenner tennene hoggtenner'],
  ['belly', 'one', 'belly tummy tum stomach mage magen mave maven'],
  ['spots', 'many', 'spots dots polka prikker prikkene flekker flekkene prikk flekk spot dot'],
  ['stripes', 'many', 'stripes stripe striper stripene'],
  ['fur', 'one', 'fur hair pels pelsen hår håret'],
  ['spikes', 'many', 'spikes spike prickles pigger piggene pigg tagger'],
];

export const PART_NOUNS = new Map<string, { part: MonsterPart; grammar: Grammar }>();
for (const [part, grammar, words] of nouns)
  for (const w of words.split(' ')) PART_NOUNS.set(w, { part, grammar });

function table<T>(rows: Array<[T, string]>): Map<string, T> {
  const out = new Map<string, T>();
  for (const [value, words] of rows) for (const w of words.split(' ')) out.set(w, value);
  return out;
}

/** Adjectives that switch a feature on for the whole monster. */
export const FEATURE_ADJECTIVES = table<'fur' | 'spikes' | 'spots' | 'stripes'>([
  [
    'fur',
    'furry fluffy fuzzy hairy shaggy woolly wooly lodden loden lodne lodent pelskledd hårete fluffete',
  ],
  ['spikes', 'spiky spikey prickly piggete piggate piggsvin'],
  ['spots', 'spotted spotty dotted dotty prikkete prikkate flekkete flekkate prikket'],
  ['stripes', 'striped stripy stripey stripete stripet stripa'],
]);

export const SIZE_WORDS = table<MonsterSize>([
  [
    'small',
    'small little tiny teeny wee mini baby liten lita lite lille små bitteliten bittelita bittelite pytteliten knøttliten',
  ],
  [
    'big',
    'big large huge giant enormous gigantic massive stor stort store diger digert digre kjempestor kjempestort kjempe gigantisk svær svært svære enorm enormt',
  ],
]);

export const BODY_WORDS = table<MonsterBody>([
  ['round', 'round roundish ball circle rund runde rundt trillrund ballformet kulerund'],
  [
    'pear',
    'pear chubby fat plump tubby podgy pæreformet tjukk tjukke tykk tykke lubben lubne feit',
  ],
  [
    'blob',
    'blob blobby slimy squishy jelly gooey wobbly slime slimete klump klumpete gelé geleaktig bløt',
  ],
  ['tall', 'tall long thin skinny lanky slim høy høye høyt lang lange langt tynn tynne slank'],
]);

export const MOOD_WORDS = table<MonsterMood>([
  [
    'happy',
    'happy glad cheerful smiling joyful friendly kind jolly blid blide lykkelig snill snille vennlig smilende',
  ],
  ['sleepy', 'sleepy tired drowsy yawning trøtt trøtte søvnig søvnige gjespende'],
  ['shy', 'shy timid bashful sjenert sjenerte blyg blyge forsiktig'],
  [
    'silly',
    'silly funny goofy crazy cheeky playful tullete fjollete morsom morsomme rar rare gal gøyal tøysete klovnete',
  ],
  [
    'spooky',
    'scary spooky creepy frightening terrifying evil mean skummel skumle skummelt nifs farlig farlige ond onde slem slemme uhyggelig',
  ],
  ['grumpy', 'grumpy angry cross grouchy sulky sur sure sint sinte gretten grinete'],
  ['surprised', 'surprised amazed astonished overrasket forbauset'],
]);

/** Colour words → the English colour name the artist knows. */
export const COLOUR_WORDS = table<string>([
  ['green', 'green greenish grønn grønt grønne'],
  ['purple', 'purple purplish lilla fiolett fiolette'],
  ['lilac', 'lilac lavender syrin'],
  ['pink', 'pink pinkish rosa'],
  ['blue', 'blue bluish blå blått blåe'],
  ['yellow', 'yellow yellowish gul gult gule'],
  ['orange', 'orange oransje'],
  ['red', 'red reddish rød rødt røde'],
  ['turquoise', 'turquoise teal cyan turkis'],
  ['brown', 'brown brownish brun brunt brune'],
  ['black', 'black svart svarte sort sorte'],
  ['white', 'white hvit hvitt hvite kvit kvitt kvite'],
  ['grey', 'grey gray grå grått gråe'],
  ['golden', 'gold golden gull gyllen gyllent gylden gyldent gylne gullfarget gullfarga'],
  ['silver', 'silver silvery sølv sølvfarget sølvfarga'],
  [
    'rainbow',
    'rainbow regnbue regnbuefarget regnbuefarga colourful colorful multicoloured fargerik fargerike fargerikt',
  ],
  ['beige', 'beige'],
  ['mint', 'mint'],
  ['peach', 'peach fersken'],
]);

export const SHADE_WORDS = table<'light' | 'dark'>([
  ['light', 'light pale lys lyse pastel'],
  ['dark', 'dark mørk mørke mørkt'],
]);

/** Norwegian colour compounds: "lysegrønn", "mørkeblå", "knallgul". */
export const SHADE_PREFIXES: Array<[string, 'light' | 'dark' | undefined]> = [
  ['lyse', 'light'],
  ['mørke', 'dark'],
  ['knall', undefined],
  ['blek', 'light'],
];
