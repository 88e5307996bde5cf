import { generateStory } from '../story-engine/generate-story.js';
import { choicesOf, finish, openSession, play } from '../story-engine/story-session.js';
import type { StoryParagraph, WordPredicate } from '../story-engine/story-types.js';
import type { MarkupChoice } from './story-markup.js';
import type { StoryTextInput } from './story-text-input.js';

// The offline engine asked for one call's worth of story: the whole story, or for an
// interactive one the part after the choices taken so far (the engine retells the story from
// its seed and choices, and the earlier parts come out word for word the same).

export interface OfflineStoryPart {
  /** Only on the first part. */
  title: string | undefined;
  paragraphs: StoryParagraph[];
  /** Empty when the story has ended. */
  choices: MarkupChoice[];
}

export function offlineStoryPart(
  input: StoryTextInput,
  isSafeToUse: WordPredicate | undefined,
): OfflineStoryPart {
  const options = isSafeToUse ? { isSafeToUse } : {};
  if (!input.request.interactive) {
    const story = generateStory(input.request, options);
    return { title: story.title, paragraphs: story.paragraphs, choices: [] };
  }
  const session = openSession(input.request, options);
  const taken = input.taken.map((choice) => choice.id);
  play(session, taken, true);
  const story = finish(session);
  const start = taken.length === 0 ? 0 : (session.partStarts[taken.length - 1] ?? 0);
  return {
    title: taken.length === 0 ? story.title : undefined,
    paragraphs: story.paragraphs.slice(start),
    choices: choicesOf(session),
  };
}
