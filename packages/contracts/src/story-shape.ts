import type { StoryLength } from './enums';

// What a story request is made of, and how long each length is. The minutes label means
// listening time: target words = minutes × the narration pace for the age band.

export const Genre = [
  'ADVENTURE',
  'FAIRY_TALE',
  'FANTASY',
  'ANIMALS',
  'SPACE',
  'MYSTERY',
  'FUNNY',
  'FRIENDSHIP',
  'BEDTIME',
] as const;
export type Genre = (typeof Genre)[number];

export const MIN_STORY_AGE = 3;
export const MAX_STORY_AGE = 12;

export const AgeBand = ['3-5', '6-8', '9-12'] as const;
export type AgeBand = (typeof AgeBand)[number];

/** The youngest and oldest age of each band, as the library's age filter reads them. */
export const AGE_BAND_AGES: Record<AgeBand, readonly [number, number]> = {
  '3-5': [3, 5],
  '6-8': [6, 8],
  '9-12': [9, 12],
};

export function ageBand(age: number): AgeBand {
  if (age <= 5) return '3-5';
  if (age <= 8) return '6-8';
  return '9-12';
}

/** Listening minutes per length and age band (the label shown on the generate screen). */
export const STORY_MINUTES: Record<AgeBand, Record<StoryLength, number>> = {
  '3-5': { SHORT: 3, MEDIUM: 5, LONG: 8 },
  '6-8': { SHORT: 4, MEDIUM: 7, LONG: 12 },
  '9-12': { SHORT: 5, MEDIUM: 10, LONG: 15 },
};

/**
 * Narration pace in words per minute of audio, pauses included, per age band. The narrators are
 * set to it (narrationWpm), so a story of targetWords lasts the minutes its label shows.
 */
export const NARRATION_WPM: Record<AgeBand, number> = { '3-5': 120, '6-8': 135, '9-12': 150 };

/** A generated story's word count must land within this share of the target. */
export const STORY_LENGTH_TOLERANCE = 0.15;

export function storyMinutes(age: number, length: StoryLength): number {
  return STORY_MINUTES[ageBand(age)][length];
}

/** The pace a story for this age is narrated at (words per minute of audio). */
export function narrationWpm(age: number): number {
  return NARRATION_WPM[ageBand(age)];
}

export function targetWords(age: number, length: StoryLength): number {
  const band = ageBand(age);
  return STORY_MINUTES[band][length] * NARRATION_WPM[band];
}
