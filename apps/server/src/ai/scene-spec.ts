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

export const Weather = ['clear', 'cloudy', 'rain', 'snow', 'wind', 'fog', 'stars'] as const;
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
] as const;
export type SceneObject = (typeof SceneObject)[number];

/** A named colour a child might write ("a green monster") mapped to a hex by the illustrator. */
export type ColourName = string;

export interface SceneCharacter {
  kind: CharacterKind;
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
  /** A short English caption of what happens, used as alt text and as a hosted-image prompt. */
  caption: string;
}
