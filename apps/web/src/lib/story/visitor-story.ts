import type { Story } from '@monstory/contracts/story';
import type { QueryClient } from '@tanstack/react-query';
import { fetchPublicStory, storyQueryKey, storySchema } from './story-query';

/** Where the server puts a story anyone may read into a visitor's page (app-page.ts). */
const OPEN_STORY_ID = 'open-story';

/**
 * The story the page came with, when it is `uuid`'s. Read once: after that the page's data is
 * the cache's, and a later visit to the story asks the server as usual.
 */
export async function storyInPage(uuid: string, doc: Document = document): Promise<Story | null> {
  const element = doc.getElementById(OPEN_STORY_ID);
  if (!element) return null;
  element.remove();
  try {
    const story = await storySchema.parse(JSON.parse(element.textContent ?? '') as unknown);
    return story.uuid === uuid ? story : null;
  } catch {
    return null;
  }
}

/**
 * Fills the story's cache for a visitor who is being made a guest right now (a shared link
 * opened on a new phone). For someone without an account, GET /api/public/story/{uuid} says
 * exactly what GET /api/story/{uuid} will say once they are a guest (not theirs, no rating, no
 * progress), and it needs no session: the reader's first request then runs beside the sign-in
 * and the profile call instead of after both. The server puts that same answer into the page
 * itself, so on a first visit there is not even that request. A story that is not open to
 * everyone is left to the reader's own request, which reports it properly.
 * True when the story is in the cache, so the reader can show it before the guest session exists.
 */
export async function prefetchStoryForVisitor(
  queryClient: QueryClient,
  uuid: string,
  doc: Document = document,
): Promise<boolean> {
  const story = (await storyInPage(uuid, doc)) ?? (await fetchPublicStory(uuid).catch(() => null));
  const key = storyQueryKey(uuid);
  if (story && queryClient.getQueryData(key) === undefined) queryClient.setQueryData(key, story);
  return queryClient.getQueryData(key) !== undefined;
}
