// The engine repeats only two kinds of user words: names, and the profile monster's name.
// Everything else it says comes from its own lexicon. A name must look like a name and pass
// the pipeline's predicate (its maintained word list) when one is given.
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
