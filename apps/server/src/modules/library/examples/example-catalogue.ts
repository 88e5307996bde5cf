import crypto from 'node:crypto';
import type { StoryLength } from '@monstory/contracts/enums';
import type { Genre } from '@monstory/contracts/story-shape';

// The example stories that ship with the product: one per genre in Norwegian and in English,
// told by the offline engine from fixed seeds, so every install has the same ones (with the
// same ids: links to them keep working across installs and reinstalls).

/** Raise it to ship a new set: missing examples of the new version are made at start. */
export const EXAMPLES_VERSION = 1;

export interface ExampleSpec {
  language: 'no' | 'en';
  genre: Genre;
  age: number;
  length: StoryLength;
  description: string;
}

const IDEAS: Record<Genre, { age: number; no: string; en: string }> = {
  ADVENTURE: {
    age: 6,
    no: 'En modig jente og hunden hennes finner et gammelt kart',
    en: 'A brave girl and her dog find an old map',
  },
  FAIRY_TALE: {
    age: 5,
    no: 'En liten prinsesse som heller vil bygge broer',
    en: 'A little princess who would rather build bridges',
  },
  FANTASY: {
    age: 8,
    no: 'En drage som er redd for mørket',
    en: 'A dragon who is afraid of the dark',
  },
  ANIMALS: { age: 4, no: 'En nysgjerrig pinnsvinunge', en: 'A curious baby hedgehog' },
  SPACE: {
    age: 7,
    no: 'To venner reiser til månen i en pappeske',
    en: 'Two friends travel to the moon in a cardboard box',
  },
  MYSTERY: {
    age: 9,
    no: 'Hvem har tatt kakene fra bakeriet?',
    en: 'Who took the cakes from the bakery?',
  },
  FUNNY: {
    age: 6,
    no: 'En gris som vil lære å fly',
    en: 'A pig who wants to learn to fly',
  },
  FRIENDSHIP: {
    age: 5,
    no: 'En ny gutt i barnehagen finner en venn',
    en: 'A new boy at kindergarten finds a friend',
  },
  BEDTIME: {
    age: 4,
    no: 'En liten bjørn som ikke får sove',
    en: 'A little bear who cannot fall asleep',
  },
};

export const EXAMPLES: readonly ExampleSpec[] = (['no', 'en'] as const).flatMap((language) =>
  (Object.keys(IDEAS) as Genre[]).map((genre) => ({
    language,
    genre,
    age: IDEAS[genre].age,
    length: 'SHORT' as const,
    description: IDEAS[genre][language],
  })),
);

export function exampleSeed(spec: ExampleSpec): string {
  return `monstory-example/v${EXAMPLES_VERSION}/${spec.language}/${spec.genre}`;
}

/** A uuid (version 4 layout) made from the seed: the same example has the same id everywhere. */
export function exampleUuid(spec: ExampleSpec): string {
  const hex = crypto.createHash('sha256').update(exampleSeed(spec)).digest('hex');
  const variant = ((parseInt(hex.charAt(16), 16) & 0x3) | 0x8).toString(16);
  return [
    hex.slice(0, 8),
    hex.slice(8, 12),
    `4${hex.slice(13, 16)}`,
    `${variant}${hex.slice(17, 20)}`,
    hex.slice(20, 32),
  ].join('-');
}
