// What the story engine says about each paragraph's picture, and what the illustrator draws.
// The offline engines share it; a hosted image provider gets a prompt rendered from it.

export const SceneSetting = [
  'forest',
  'meadow',
  'mountain',
  'sea',
  'beach',
  'island',
  'underwater',
  'castle',
  'village',
  'city',
  'house',
  'bedroom',
  'kitchen',
  'garden',
  'farm',
  'school',
  'space',
  'moon',
  'desert',
  'jungle',
  'snow',
  'cave',
  'sky',
  'river',
  'lake',
  'playground',
  'library',
  'ship',
  'train',
  'circus',
  'clinic',
] as const;
export type SceneSetting = (typeof SceneSetting)[number];

export const TimeOfDay = ['dawn', 'morning', 'day', 'evening', 'dusk', 'night'] as const;
export type TimeOfDay = (typeof TimeOfDay)[number];

export const SceneMood = [
  'calm',
  'happy',
  'curious',
  'exciting',
  'tense',
  'sad',
  'magical',
  'cosy',
] as const;
export type SceneMood = (typeof SceneMood)[number];

export const Weather = [
  'clear',
  'cloudy',
  'rain',
  'snow',
  'wind',
  'fog',
  'stars',
  'thunder',
  'sleet',
] as const;
export type Weather = (typeof Weather)[number];

/** A creature or person the illustrator knows how to draw. */
export const CharacterKind = [
  'girl',
  'boy',
  'child',
  'grown-up',
  'grandparent',
  'monster',
  'dragon',
  'unicorn',
  'horse',
  'cat',
  'dog',
  'rabbit',
  'bear',
  'fox',
  'owl',
  'bird',
  'fish',
  'whale',
  'mouse',
  'troll',
  'robot',
  'alien',
  'dinosaur',
  'elephant',
  'lion',
  'penguin',
  'turtle',
  'frog',
  'ghost',
  'fairy',
  'wizard',
  'witch',
  'knight',
  'princess',
  'prince',
  'king',
  'queen',
  'pirate',
  'astronaut',
  'mermaid',
  'snowman',
  'hedgehog',
  'squirrel',
  'pig',
  'sheep',
  'cow',
  'wolf',
  'tiger',
  'monkey',
  'duck',
  'hen',
  'octopus',
  'seal',
] as const;
export type CharacterKind = (typeof CharacterKind)[number];

export const SceneObject = [
  'tree',
  'flower',
  'house',
  'tower',
  'boat',
  'rocket',
  'star',
  'moon',
  'sun',
  'cloud',
  'rainbow',
  'map',
  'key',
  'treasure',
  'book',
  'lantern',
  'cake',
  'ball',
  'kite',
  'crown',
  'wand',
  'bridge',
  'door',
  'egg',
  'shell',
  'gift',
  'bed',
  'tent',
  'campfire',
  'balloon',
  'apple',
  'mushroom',
  'comet',
  'asteroid',
  'ringed-planet',
  'space-station',
] as const;
export type SceneObject = (typeof SceneObject)[number];

/**
 * What happens in the picture, read from the paragraph's beat: the picture shows the event, not
 * only the place.
 */
export const SceneMoment = [
  'at-home',
  'wondering',
  'worrying',
  'setting-off',
  'arriving',
  'talking',
  'receiving-gift',
  'helping',
  'crossing',
  'searching',
  'finding',
  'building',
  'trying',
  'resting',
  'singing',
  'choir',
  'dancing',
  'lift-off',
  'flying',
  'swimming',
  'hugging',
  'daring',
  'succeeding',
  'celebrating',
  'thanking',
  'coming-home',
  'eating',
  'sleeping',
] as const;
export type SceneMoment = (typeof SceneMoment)[number];

export const HairStyle = [
  'short',
  'long',
  'pigtails',
  'bun',
  'bob',
  'curly',
  'spiky',
  'none',
] as const;
export type HairStyle = (typeof HairStyle)[number];

export const Clothes = ['trousers', 'shorts', 'skirt', 'dress', 'gown', 'robe'] as const;
export type Clothes = (typeof Clothes)[number];

export const Accessory = [
  'glasses',
  'cane',
  'bobble-hat',
  'scarf',
  'bow',
  'beard',
  'moustache',
  'spots',
  'stripes',
  'horns',
  'wings',
  'antennae',
] as const;
export type Accessory = (typeof Accessory)[number];

/**
 * How one character looks, fixed once per story so every picture draws them the same. Colours
 * are '#rrggbb'; the illustrator only lights them for the hour and the mood.
 */
export interface CharacterLook {
  /** The kind drawn: the species for animals, never a child for an animal. */
  kind: CharacterKind;
  age: 'child' | 'adult' | 'old';
  gender?: 'm' | 'f';
  size: 'small' | 'medium' | 'big';
  /** Fur, feathers or scales; for a person the top or dress. */
  main: string;
  /** Markings, or a person's trousers, skirt or cape. */
  second: string;
  skin?: string;
  hair?: string;
  hairStyle?: HairStyle;
  clothes?: Clothes;
  accessories: Accessory[];
  /** How many eyes, when the description says (a three-eyed cat). */
  eyes?: number;
}

/** A named colour a child might write ("a green monster") mapped to a hex by the illustrator. */
export type ColourName = string;

export interface SceneCharacter {
  kind: CharacterKind;
  /** The same in every picture of a story ('hero', 'friend', 'helper-0'). */
  id?: string;
  /** The story's fixed look for this character; without it the illustrator derives one from
   * the character itself (never from the picture's seed), so it still stays the same. */
  look?: CharacterLook;
  /** As the story names them ("Ola", "Draken Flamme"); the illustrator may ignore it. */
  name?: string;
  /** Colour words from the description, in English ("green", "purple"). */
  colours?: ColourName[];
  /** For the profile's monster: the description it was built from (drawn as that monster). */
  monsterDescription?: string;
  /** Main character first; the illustrator gives the hero the most space. */
  role: 'hero' | 'friend' | 'helper' | 'problem';
  expression?: 'happy' | 'surprised' | 'worried' | 'sleepy' | 'brave' | 'sad';
}

export interface SceneSpec {
  setting: SceneSetting;
  timeOfDay: TimeOfDay;
  mood: SceneMood;
  weather: Weather;
  characters: SceneCharacter[];
  objects: SceneObject[];
  /** Colour words that dominate the scene ("golden", "blue"), in English. */
  palette?: ColourName[];
  /** What happens: the event the picture shows (singing in a choir, a rocket lifting off). */
  moment?: SceneMoment;
  /** A short English caption of what happens, used as a hosted-image prompt. */
  caption: string;
  /** The picture's alt text in the story's language; the caption when absent. */
  alt?: string;
}
