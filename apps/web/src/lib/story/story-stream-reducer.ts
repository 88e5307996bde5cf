import { StoryStreamEventSchema } from '@monstory/contracts/story';
import type { Story, StoryParagraph, StoryStreamEvent } from '@monstory/contracts/story';
import type { SseMessage } from '../sse/sse-parser';

/** The story event in an SSE message, or null for anything unreadable (it is skipped). */
export function parseStoryEvent(message: SseMessage): StoryStreamEvent | null {
  let data: unknown;
  try {
    data = JSON.parse(message.data);
  } catch {
    return null;
  }
  // The `type` travels in the data; the event name says the same, so either will do.
  if (typeof data === 'object' && data !== null && !('type' in data)) {
    data = { ...data, type: message.event };
  }
  const parsed = StoryStreamEventSchema.safeParse(data);
  return parsed.success ? parsed.data : null;
}

/**
 * The story after one event of its stream. Snapshots and `done` carry the whole story; the
 * others change one part of it and are ignored until a snapshot has given the story.
 */
export function applyStoryEvent(
  story: Story | undefined,
  event: StoryStreamEvent,
): Story | undefined {
  if (event.type === 'snapshot' || event.type === 'done') return event.story;
  if (!story) return story;
  switch (event.type) {
    case 'title':
      return { ...story, title: event.title };
    case 'delta': {
      const current = story.paragraphs.find((p) => p.index === event.paragraphIndex);
      const text = (current?.text ?? '') + event.text;
      return withParagraph(story, { index: event.paragraphIndex, image: null, ...current, text });
    }
    case 'paragraph': {
      const current = story.paragraphs.find((p) => p.index === event.paragraph.index);
      return withParagraph(story, {
        ...event.paragraph,
        image: event.paragraph.image ?? current?.image ?? null,
      });
    }
    case 'image': {
      const current = story.paragraphs.find((p) => p.index === event.paragraphIndex);
      return current ? withParagraph(story, { ...current, image: event.image }) : story;
    }
    case 'audio':
      return { ...story, audioStatus: event.audioStatus, audioUrl: event.audioUrl };
    case 'choices':
      return { ...story, choices: event.choices };
    case 'error':
      return { ...story, status: 'FAILED', error: event.message };
  }
}

function withParagraph(story: Story, paragraph: StoryParagraph): Story {
  const others = story.paragraphs.filter((p) => p.index !== paragraph.index);
  const paragraphs = [...others, paragraph].sort((a, b) => a.index - b.index);
  return { ...story, paragraphs };
}
