// What a child's monster description says, in a form both the offline artist and a hosted image
// prompt can use. Counts are exact; anything the child left open is decided by the seed.

export const MonsterBody = ['round', 'pear', 'blob', 'tall'] as const;
export type MonsterBody = (typeof MonsterBody)[number];

export const MonsterSize = ['small', 'medium', 'big'] as const;
export type MonsterSize = (typeof MonsterSize)[number];

export const MonsterMood = [
  'happy',
  'sleepy',
  'shy',
  'silly',
  'spooky',
  'grumpy',
  'surprised',
] as const;
export type MonsterMood = (typeof MonsterMood)[number];

/** English colour words ("green", "light blue", "rainbow"); see colourHex in the illustrator. */
export interface MonsterColours {
  /** The body; unset → a friendly colour chosen by the seed. */
  primary?: string;
  belly?: string;
  horns?: string;
  wings?: string;
  /** Spots or stripes. */
  pattern?: string;
  eyes?: string;
  /** Further colours the description names, used for small details. */
  accents: string[];
}

export interface MonsterSpec {
  /** A name the description gives ("called Zog", "som heter Trulte"). */
  name?: string;
  /** Unset → chosen by the seed. */
  body?: MonsterBody;
  size: MonsterSize;
  colours: MonsterColours;
  eyes: number;
  horns: number;
  legs: number;
  arms: number;
  antennae: number;
  wings: boolean;
  tail: boolean;
  fur: boolean;
  spikes: boolean;
  spots: boolean;
  stripes: boolean;
  /** One cute tooth (two tiny fangs when spooky). */
  teeth: boolean;
  mood: MonsterMood;
}

/** Most a picture can hold and still be counted by a child; larger numbers are drawn as this. */
export const MAX_COUNTS = { eyes: 12, horns: 8, legs: 10, arms: 8, antennae: 6 } as const;

export function defaultMonsterSpec(): MonsterSpec {
  return {
    size: 'medium',
    colours: { accents: [] },
    eyes: 2,
    horns: 0,
    legs: 2,
    arms: 2,
    antennae: 0,
    wings: false,
    tail: false,
    fur: false,
    spikes: false,
    spots: false,
    stripes: false,
    teeth: false,
    mood: 'happy',
  };
}
