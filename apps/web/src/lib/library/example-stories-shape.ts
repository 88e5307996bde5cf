import { LanguageCode } from '@monstory/contracts/language';
import type { StorySummary } from '@monstory/contracts/library';
import { StoryLength } from '@monstory/contracts/enums';
import { Genre } from '@monstory/contracts/story-shape';
import {
  answerShape,
  array,
  boolean,
  int,
  isoDateTime,
  nullable,
  number,
  object,
  oneOf,
  string,
} from '../api/shape-check';

/** StorySummarySchema without zod. */
export const storySummaryCheck = object<StorySummary>({
  uuid: string,
  title: string,
  genre: oneOf(Genre),
  age: int,
  length: oneOf(StoryLength),
  minutes: int,
  language: oneOf(LanguageCode),
  coverUrl: nullable(string),
  hasAudio: boolean,
  interactive: boolean,
  ratingAverage: nullable(number),
  ratingCount: int,
  readCount: int,
  isOwner: boolean,
  isPublic: boolean,
  isExample: boolean,
  createdAt: isoDateTime,
});

/** ExampleStoriesSchema without zod: the home page shows the examples on a first visit. */
export const exampleStoriesShape = answerShape(
  object<{ items: StorySummary[] }>({ items: array(storySummaryCheck) }),
);
