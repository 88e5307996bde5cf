import type { QueryClient } from '@tanstack/react-query';
import { fetchPublicStory, storyQueryKey } from './story-query';

/**
 * Fills the story's cache for a visitor who is being made a guest right now (a shared link
 * opened on a new phone). For someone without an account, GET /api/public/story/{uuid} says
 * exactly what GET /api/story/{uuid} will say once they are a guest (not theirs, no rating, no
 * progress), and it needs no session: the reader's first request then runs beside the sign-in
 * and the profile call instead of after both. A story that is not open to everyone is left to
 * the reader's own request, which reports it properly.
 */
export async function prefetchStoryForVisitor(queryClient: QueryClient, uuid: string) {
  const story = await fetchPublicStory(uuid).catch(() => null);
  const key = storyQueryKey(uuid);
  if (story && queryClient.getQueryData(key) === undefined) queryClient.setQueryData(key, story);
}
