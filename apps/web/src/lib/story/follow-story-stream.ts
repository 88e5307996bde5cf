import type { StoryStreamEvent } from '@monstory/contracts/story';
import { isApiError } from '../api/api-errors';
import { delay } from '../api/delay';
import { readEventStream } from '../sse/read-event-stream';
import { storyPath } from './story-query';
import { parseStoryEvent } from './story-stream-reducer';

/** Connection failures in a row before giving up on the stream (the page then polls). */
export const MAX_STREAM_FAILURES = 5;
const MAX_BACKOFF_MS = 10_000;

export interface FollowStoryStreamOptions {
  signal: AbortSignal;
  onEvent: (event: StoryStreamEvent) => void;
  /** Asked when the server ends a stream: whether there is more to wait for. */
  inProgress: () => boolean;
}

/**
 * Follows GET /api/story/{uuid}/stream until the story has nothing more in progress,
 * reconnecting with Last-Event-ID (so nothing shows twice) when the server ends the stream early
 * or the connection drops. Rejects on a 4xx answer or after repeated failures; resolves when
 * done or aborted.
 */
export async function followStoryStream(uuid: string, options: FollowStoryStreamOptions) {
  const { signal } = options;
  let lastEventId = '';
  let retryMs: number | null = null;
  let failures = 0;
  for (;;) {
    try {
      const end = await readEventStream(`${storyPath(uuid)}/stream`, {
        signal,
        lastEventId,
        onMessage: (message) => {
          lastEventId = message.lastEventId;
          failures = 0;
          const event = parseStoryEvent(message);
          if (event) options.onEvent(event);
        },
      });
      ({ lastEventId, retryMs } = end);
    } catch (error) {
      if (signal.aborted) return;
      const status = isApiError(error) ? error.status : undefined;
      if (status !== undefined && status < 500) throw error;
      failures += 1;
      if (failures >= MAX_STREAM_FAILURES) throw error;
    }
    if (!options.inProgress()) return;
    const wait = failures === 0 ? (retryMs ?? 1000) : 1000 * 2 ** (failures - 1);
    try {
      await delay(Math.min(wait, MAX_BACKOFF_MS), signal);
    } catch {
      return;
    }
  }
}
