// The story as a stream: the title, then the text in small deltas (a word and its trailing
// space at a time), a marker at the end of each paragraph, and finally the whole story. The
// text is written before streaming starts (it takes milliseconds), so the generator only
// yields; the caller paces it and adapts it to the AI SDK.
import { generateStory } from './generate-story';
import type { StoryEngineOptions, StoryRequest, StoryStreamEvent } from './story-types';

export const PARAGRAPH_SEPARATOR = '\n\n';

export async function* streamStory(
  request: StoryRequest,
  options: StoryEngineOptions = {},
): AsyncGenerator<StoryStreamEvent> {
  const story = generateStory(request, options);
  yield { type: 'title', title: story.title };
  for (const [index, paragraph] of story.paragraphs.entries()) {
    if (index > 0) yield { type: 'text-delta', delta: PARAGRAPH_SEPARATOR };
    for (const piece of paragraph.text.match(/\S+\s*/g) ?? [])
      yield { type: 'text-delta', delta: piece };
    yield { type: 'paragraph-end', index, ...(paragraph.scene ? { scene: paragraph.scene } : {}) };
  }
  yield { type: 'done', story };
}
