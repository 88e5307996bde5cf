// The story engine's public shapes: what a caller asks for and what it gets back. The
// pipeline stores GeneratedStory as the story text; scenes feed the illustrator.
import type { StoryLength } from '@monstory/contracts/enums';
import type { Genre } from '@monstory/contracts/story-shape';
import type { SceneSpec } from '../scene-spec';

export type StoryLanguage = 'no' | 'en';

export interface StoryHero {
  /** The profile monster's name: it becomes the main character. */
  name: string;
  /** The free text the monster was built from (colours, eyes, wings…). */
  description?: string;
}

export interface StoryRequest {
  language: StoryLanguage;
  /** 3–12; decides sentence length, vocabulary, peril and the target length. */
  age: number;
  genre: Genre;
  length: StoryLength;
  /** The child's or parent's own words, in any language; may be empty. */
  description: string;
  hero?: StoryHero;
  /** Same request and seed → the same story, word for word. */
  seed: string;
  interactive?: boolean;
}

export interface StoryParagraph {
  text: string;
  /** An illustration slot: present on the opening paragraph and on about one in three. */
  scene?: SceneSpec;
}

export interface GeneratedStory {
  title: string;
  language: StoryLanguage;
  paragraphs: StoryParagraph[];
  wordCount: number;
  /** A line repeated on purpose for the youngest listeners; excluded from repetition checks. */
  refrain?: string;
  patternId: string;
  /** Names of the characters who appear (hero first), for tests and for the library card. */
  characters: string[];
  /** The settings the story passes through, in order of first appearance. */
  places: string[];
}

/**
 * Says whether a word the user typed may be repeated in the story. The pipeline's safety
 * check feeds it; the engine asks it about every free-text word it would echo (names).
 */
export type WordPredicate = (word: string, language: StoryLanguage) => boolean;

export interface StoryEngineOptions {
  isSafeToUse?: WordPredicate;
}

export interface StoryChoice {
  id: string;
  label: string;
}
