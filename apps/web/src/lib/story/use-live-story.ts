import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { followLiveStory } from './live-story-followers';
import { isStoryInProgress } from './story-progress';
import { storyQueryOptions } from './story-query';

/** How often to ask for the story when its stream cannot be followed. */
export const STORY_POLL_MS = 3_000;

/**
 * A story kept live: loaded with GET /api/story/{uuid}, then followed over its event stream for
 * as long as something is in progress (words, pictures, narration, the next part). When the page
 * was opened right after creating (`streamed`), the stream's snapshot is the first load, so no
 * slower GET can overwrite words that already arrived.
 */
export function useLiveStory(uuid: string, { streamed }: { streamed: boolean }) {
  const queryClient = useQueryClient();
  const [streamFailed, setStreamFailed] = useState(false);
  const query = useQuery({
    ...storyQueryOptions(uuid),
    enabled: !streamed || streamFailed,
    refetchInterval: (q) =>
      streamFailed && q.state.data && isStoryInProgress(q.state.data) ? STORY_POLL_MS : false,
  });
  const story = query.data;
  const follow = !streamFailed && (story ? isStoryInProgress(story) : streamed);

  useEffect(() => {
    if (!follow) return;
    return followLiveStory(queryClient, uuid, () => setStreamFailed(true));
  }, [follow, uuid, queryClient]);

  return {
    story,
    /** The story could not be loaded at all (not found, not allowed, offline). */
    loadError: story ? null : query.error,
    isLoading: !story && !query.error,
    reload: () => {
      setStreamFailed(false);
      void query.refetch();
    },
  };
}
