// The engine repeats three kinds of the family's words: names, the profile monster's name, and
// a noun its lexicon does not know (told as the story's special thing or place). Each must
// look like a word and pass the pipeline's predicate (the safety gate's isSafeName) when one
// is given; everything else the engine says comes from its own lexicon.
import type { StoryLanguage, WordPredicate } from './story-types';

const NAME_SHAPE = /^\p{L}[\p{L}'’-]{0,23}$/u;

export function acceptName(
  name: string,
  language: StoryLanguage,
  isSafeToUse?: WordPredicate,
): boolean {
  if (!NAME_SHAPE.test(name)) return false;
  return isSafeToUse ? isSafeToUse(name, language) : true;
}
